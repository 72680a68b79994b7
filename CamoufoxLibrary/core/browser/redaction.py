"""Secret values out of a saved trace: every text file of its zip, rewritten.

A Playwright trace holds what the pages were given and sent: an action's arguments
(the text typed), the DOM snapshots (an input's value), the network (a form's body, a
URL's query, a JSON body). Where a server runs with named secrets, a trace is still
recorded, and each secret's value is replaced by its name (``${NAME}``) in every file of
the zip that is text, in the forms a value takes there: as it is, escaped in JSON,
escaped in HTML, URL-encoded (``quote`` and ``quote_plus``). A file that is not UTF-8
text (a screenshot of the film, an image the page loaded) is left as it is: a secret
shown as plain text in a field is in those pixels, a password field's dots are not.
"""

from __future__ import annotations

import html
import json
import os
import re
import tempfile
import zipfile
from pathlib import Path
from urllib.parse import quote, quote_plus


def forms(value: str) -> list[str]:
    """The ways ``value`` is written in a trace's files, longest first."""
    found = {
        value,
        json.dumps(value)[1:-1],
        json.dumps(value, ensure_ascii=False)[1:-1],
        html.escape(value, quote=True),
        quote(value, safe=""),
        quote_plus(value),
    }
    return sorted(found, key=len, reverse=True)


class Redaction:
    """Each secret value (in all its ``forms``) replaced by its name in text."""

    def __init__(self, names: dict[str, str]) -> None:
        self._names: dict[str, str] = {}  # a form of a value -> what replaces it
        for value, name in names.items():
            for form in forms(value):
                self._names.setdefault(form, name)
        order = sorted(self._names, key=len, reverse=True)  # a longer one first
        self._pattern = re.compile("|".join(map(re.escape, order))) if order else None

    def __bool__(self) -> bool:
        return self._pattern is not None

    def text(self, text: str) -> str:
        if self._pattern is None:
            return text
        return self._pattern.sub(lambda found: self._names[found.group(0)], text)

    def zip_file(self, path: Path) -> int:
        """Rewrites the zip at ``path`` with ``text`` applied to each of its text files;
        how many files changed. The new zip replaces the old one whole, or not at all."""
        if self._pattern is None:
            return 0
        changed = 0
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".redacting-", suffix=".zip")
        os.close(handle)
        try:
            with zipfile.ZipFile(path) as source, zipfile.ZipFile(temporary, "w") as target:
                for member in source.infolist():
                    data = source.read(member)
                    try:
                        before = data.decode("utf-8")
                    except UnicodeDecodeError:
                        target.writestr(member, data)  # an image: not text
                        continue
                    after = self.text(before)
                    changed += after != before
                    target.writestr(member, after.encode("utf-8"))
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
        return changed
