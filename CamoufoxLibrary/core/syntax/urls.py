"""Normalizing a URL as a browser's address bar would before loading it."""

from __future__ import annotations

import re
from urllib.parse import urljoin

from ..contract.errors import InvalidParams

_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
_LOCAL = re.compile(
    r"^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(:\d+)?([/?#]|$)", re.IGNORECASE
)
# ``example.com:8443/x`` looks like a scheme ``example.com:``; it is a dotted host and port.
_DOTTED_HOST_PORT = re.compile(r"^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+:\d+([/?#]|$)")
_DOTTED_HOST = re.compile(r"[\w-]+(\.[\w-]+)+\.?")


def normalize_url(url: str, base_url: str | None = None) -> str:
    """Adds the scheme a browser's address bar would: http for local, https otherwise.

    ``localhost:8000/x`` and ``127.0.0.1`` get ``http://``; dotted host names get
    ``https://``; anything with a scheme (``about:blank``, ``file://``) is kept. With
    ``base_url`` (the instance's), what is none of those is a path relative to it.
    """
    try:
        return absolute_url(url)
    except InvalidParams as exc:
        if not url.strip():
            raise
        if base_url is None:
            raise InvalidParams(
                f"{exc.message}; a path such as '/x.html' needs the instance's base_url "
                "(an option of browser_create_instance)"
            ) from None
        return urljoin(base_url, url.strip())


def absolute_url(url: str) -> str:
    url = url.strip()
    if not url:
        raise InvalidParams("argument 'url' must not be empty")
    if _LOCAL.match(url):
        return "http://" + url
    if _SCHEME.match(url) and not _DOTTED_HOST_PORT.match(url):
        return url
    host = re.split(r"[/:?#]", url, maxsplit=1)[0]
    if _DOTTED_HOST.fullmatch(host):
        return "https://" + url
    raise InvalidParams(
        f"argument 'url' {url!r} is not a URL; give a scheme (http://...) or a host name"
    )
