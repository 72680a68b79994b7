"""What a remote instance asks of a Playwright browser server, checked before connecting.

``browser_create_instance`` with ``ws_endpoint`` connects to a browser server
(``playwright run-server``, ``camoufox server``, a grid) instead of launching:
``ws_endpoint`` is one URL (a server, or a balancer in front of several) or a list of
them (the servers of a fleet), each checked here; ``remote.connect`` picks among them. The
server launches the browser for the connection from the launch options it reads in
the ``x-playwright-launch-options`` header: the caller's ``launch_options``, or by
default Firefox over WebDriver BiDi (``channel`` ``moz-firefox``), headless as the
library's, with the ``executablePath`` of the ``firefox``/``firefox-esr`` on this
machine's PATH if there is one (a server started with ``--unsafe`` takes it; one
without ignores it). ``headless``, ``proxy`` and the browser-wide context options
(``contexts.launch_prefs``, as ``firefoxUserPrefs``) go into those launch options.
Nothing here touches the network.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from ..contract.errors import InvalidParams
from ..syntax.headers import check_headers
from .find import system_firefox

LAUNCH_OPTIONS_HEADER = "x-playwright-launch-options"
CONNECT_TIMEOUT = 30.0  # seconds, when connect_timeout is not given
BIDI_CHANNEL = "moz-firefox"  # Playwright's channel of a stock Firefox over WebDriver BiDi


@dataclass(frozen=True)
class RemoteRequest:
    """A checked connection request: the endpoints, the handshake's headers, the timeout."""

    endpoints: tuple[str, ...]  # one or more, each a ws:// or wss:// URL
    headers: dict[str, str]  # the caller's, plus the launch options header
    launch_options: dict[str, Any]
    timeout: float  # seconds, for the whole connect (a retry included)
    default_options: bool = False  # launch_options were not given: ours were sent

    @property
    def bidi(self) -> bool:
        """Whether the server's browser is Firefox over WebDriver BiDi (as far as we ask)."""
        return str(self.launch_options.get("channel", "")).startswith(BIDI_CHANNEL)

    @property
    def headless(self) -> bool:
        return bool(self.launch_options.get("headless", True))

    @property
    def executable_path(self) -> str | None:
        path = self.launch_options.get("executablePath")
        return path if isinstance(path, str) else None


def remote_request(
    ws_endpoint: str | list[str],
    *,
    connect_headers: dict[str, str] | None,
    launch_options: dict[str, Any] | None,
    connect_timeout: float | None,
    headless: bool,
    proxy: dict[str, Any] | None,
    prefs: dict[str, Any],
) -> RemoteRequest:
    """The request for ``ws_endpoint``; ``invalid_params`` names a bad argument."""
    endpoints = check_endpoints(ws_endpoint)
    timeout = CONNECT_TIMEOUT if connect_timeout is None else connect_timeout
    if not (isinstance(timeout, (int, float)) and math.isfinite(timeout) and timeout > 0):
        raise InvalidParams(
            f"argument 'connect_timeout' must be a positive number of seconds, got {timeout!r}"
        )
    headers = check_headers(connect_headers or {}, "connect_headers")
    if any(name.lower() == LAUNCH_OPTIONS_HEADER for name in headers):
        raise InvalidParams(
            f"argument 'connect_headers': give the launch options as 'launch_options', not as "
            f"the {LAUNCH_OPTIONS_HEADER} header"
        )
    options = server_launch_options(launch_options, headless=headless, proxy=proxy, prefs=prefs)
    headers[LAUNCH_OPTIONS_HEADER] = json.dumps(options)
    return RemoteRequest(endpoints, headers, options, float(timeout), launch_options is None)


def check_endpoints(given: Any) -> tuple[str, ...]:
    """One endpoint, or a non-empty list of them: each checked, named by its index."""
    if isinstance(given, str):
        return (check_endpoint(given),)
    if not isinstance(given, (list, tuple)) or not given:
        raise InvalidParams(
            "argument 'ws_endpoint' must be the ws:// or wss:// URL of a Playwright browser "
            "server, or a non-empty list of such URLs (the servers of a fleet), got "
            f"{given!r}"
        )
    return tuple(
        check_endpoint(entry, f"argument 'ws_endpoint' entry {index}")
        for index, entry in enumerate(given)
    )


def check_endpoint(endpoint: Any, what: str = "argument 'ws_endpoint'") -> str:
    """A ``ws://`` or ``wss://`` URL with a host (and a valid port, if any)."""
    wanted = (
        f"{what} must be the ws:// or wss:// URL of a Playwright browser "
        f"server, such as ws://127.0.0.1:9222/, got {endpoint!r}"
    )
    if not isinstance(endpoint, str):
        raise InvalidParams(wanted)
    try:
        parts = urlsplit(endpoint.strip())
        parts.port  # noqa: B018 - raises ValueError for a port out of range
    except ValueError:
        raise InvalidParams(wanted) from None
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise InvalidParams(wanted)
    return endpoint.strip()


def server_launch_options(
    given: dict[str, Any] | None,
    *,
    headless: bool,
    proxy: dict[str, Any] | None,
    prefs: dict[str, Any],
) -> dict[str, Any]:
    """The launch options the server gets: the caller's or the default, with ours added."""
    options = default_launch_options() if given is None else dict(given)
    options.setdefault("headless", headless)
    if proxy is not None:
        if "proxy" in options:
            raise InvalidParams(
                "argument 'proxy': launch_options has a proxy already; give it once"
            )
        options["proxy"] = proxy
    if prefs:
        user_prefs = options.get("firefoxUserPrefs", {})
        if not isinstance(user_prefs, dict):
            raise InvalidParams("argument 'launch_options': firefoxUserPrefs must be an object")
        options["firefoxUserPrefs"] = {**user_prefs, **prefs}
    try:
        json.dumps(options)
    except (TypeError, ValueError) as exc:
        raise InvalidParams(
            f"argument 'launch_options' must be a JSON object (what the server reads): {exc}"
        ) from None
    return options


def default_launch_options() -> dict[str, Any]:
    """Firefox over WebDriver BiDi, with this machine's Firefox (a server here takes it)."""
    options: dict[str, Any] = {"channel": BIDI_CHANNEL}
    firefox = system_firefox()
    if firefox:
        options["executablePath"] = firefox
    return options
