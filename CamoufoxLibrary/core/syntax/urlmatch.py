"""URL patterns of browser_wait_for_url: a glob, or a regular expression after ``regex:``.

The glob is Playwright's URL glob and matches the whole URL:

- ``*`` is any run of characters but ``/``; ``**`` any run including ``/``
  (``**/orders/*`` matches ``.../orders/7`` at any depth; ``/**/`` may be just ``/``),
- ``{a,b}`` is either ``a`` or ``b``,
- ``\\`` makes the next character literal; every other character is itself
  (``?`` and ``.`` too, as URLs have them).

``regex:`` and a Python regular expression searches the URL anywhere (``re.search``):
anchor it with ``^`` and ``$`` to match it whole.
"""

from __future__ import annotations

import re

from ..contract.errors import InvalidParams

REGEX_PREFIX = "regex:"


def glob_to_regex(glob: str, name: str = "url") -> str:
    """The regular expression of a URL glob, anchored at both ends; ``name`` is the
    argument a failure names."""
    parts = ["^"]
    in_group = False
    i = 0
    while i < len(glob):
        char = glob[i]
        if char == "\\" and i + 1 < len(glob):
            i += 1
            parts.append(re.escape(glob[i]))
        elif char == "*":
            before = glob[i - 1] if i > 0 else ""
            stars = 1
            while i + 1 < len(glob) and glob[i + 1] == "*":
                stars += 1
                i += 1
            after = glob[i + 1] if i + 1 < len(glob) else ""
            if stars == 1:
                parts.append("[^/]*")
            elif after == "/":
                # "**/" takes its slash along; after another "/" it may match nothing.
                parts.append("(?:.+/)?" if before == "/" else ".*/")
                i += 1
            else:
                parts.append(".*")
        elif char == "{" and not in_group:
            in_group = True
            parts.append("(?:")
        elif char == "}" and in_group:
            in_group = False
            parts.append(")")
        elif char == "," and in_group:
            parts.append("|")
        else:
            parts.append(re.escape(char))
        i += 1
    if in_group:
        raise InvalidParams(f"argument '{name}': the glob '{glob}' opens a '{{' it never closes")
    parts.append("$")
    return "".join(parts)


def url_pattern(url: str, name: str = "url") -> re.Pattern[str]:
    """The compiled pattern of ``url`` (a glob, or ``regex:...``); ``invalid_params``
    naming the argument ``name`` for an empty one or a regular expression that does
    not compile."""
    if not url.strip():
        raise InvalidParams(
            f"argument '{name}' must be a URL glob (e.g. '**/orders/*') or 'regex:' and a "
            "regular expression, got an empty string"
        )
    if url.startswith(REGEX_PREFIX):
        expression = url[len(REGEX_PREFIX) :]
        try:
            return re.compile(expression)
        except re.error as exc:
            raise InvalidParams(
                f"argument '{name}': '{expression}' is not a valid regular expression: {exc}"
            ) from None
    return re.compile(glob_to_regex(url, name))


def url_matches(pattern: re.Pattern[str], url: str) -> bool:
    return pattern.search(url) is not None
