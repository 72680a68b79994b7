"""Origin rules: which sites an instance may reach (``allowed_origins``, ``blocked_origins``)
and whether ``file:`` URLs may be opened (``allow_file_urls``).

A pattern is an origin, ``scheme://host[:port]``, where the host may start with ``*.``
(any subdomain, and the domain itself) and the port may be ``*``; a pattern without a
port matches the scheme's default port only; ``*`` alone is any origin. A URL is
refused when it matches a blocked pattern, or when there are allowed patterns and it
matches none; the refusal names the rule. ``file:`` URLs are refused unless allowed;
``about:``, ``data:`` and ``blob:`` URLs are the page's own and never refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from .errors import InvalidParams

PATTERN = re.compile(
    r"(?P<scheme>[a-z][a-z0-9+.-]*)://(?P<host>(?:\*\.)?[^:/*\s]+)(?::(?P<port>\d+|\*))?/?"
)
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
OWN_SCHEMES = ("about", "data", "blob", "javascript")


@dataclass(frozen=True)
class Origin:
    text: str
    scheme: str
    host: str  # "*.example.com" matches example.com and its subdomains
    port: int | None  # None: any port ("*")

    def matches(self, scheme: str, host: str, port: int | None) -> bool:
        if self.text == "*":
            return True
        if scheme != self.scheme:
            return False
        if self.host.startswith("*."):
            domain = self.host[2:]
            if host != domain and not host.endswith(f".{domain}"):
                return False
        elif host != self.host:
            return False
        return self.port is None or self.port == port


def parse_origin(text: str, argument: str) -> Origin:
    """One pattern; ``invalid_params`` naming ``argument`` and the form it takes."""
    given = text.strip()
    if given == "*":
        return Origin("*", "", "", None)
    match = PATTERN.fullmatch(given.lower())
    if match is None:
        raise InvalidParams(
            f"argument '{argument}': {text!r} is not an origin pattern; give "
            "scheme://host[:port], such as https://example.com, https://*.example.com, "
            "http://127.0.0.1:*, or * for any"
        )
    scheme, host, port = match["scheme"], match["host"], match["port"]
    if port == "*":
        number = None
    elif port is None:
        number = DEFAULT_PORTS.get(scheme)
    else:
        number = int(port)
    return Origin(given.rstrip("/"), scheme, host, number)


def parse_origins(patterns: Iterable[str] | str | None, argument: str) -> tuple[Origin, ...]:
    """Patterns given as a list or comma-separated text."""
    if patterns is None:
        return ()
    items = patterns.split(",") if isinstance(patterns, str) else list(patterns)
    return tuple(parse_origin(item, argument) for item in items if str(item).strip())


@dataclass(frozen=True)
class OriginRules:
    allowed: tuple[Origin, ...] = ()
    blocked: tuple[Origin, ...] = ()
    allow_file_urls: bool = False

    @property
    def filters_requests(self) -> bool:
        """Whether any request could be refused (and so each must be looked at)."""
        return bool(self.allowed or self.blocked)

    def refusal(self, url: str) -> str | None:
        """Why ``url`` may not be reached, naming the rule; None when it may."""
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme in OWN_SCHEMES or not scheme:
            return None
        if scheme == "file":
            if self.allow_file_urls:
                return None
            return f"{url} is a file: URL, refused unless allow_file_urls is set"
        host = (parts.hostname or "").lower()
        try:
            port = parts.port or DEFAULT_PORTS.get(scheme)
        except ValueError:
            port = None
        for rule in self.blocked:
            if rule.matches(scheme, host, port):
                return f"{url} matches the blocked origin '{rule.text}' (blocked_origins)"
        if self.allowed and not any(rule.matches(scheme, host, port) for rule in self.allowed):
            listed = ", ".join(rule.text for rule in self.allowed)
            return f"{url} matches none of the allowed origins ({listed}; allowed_origins)"
        return None
