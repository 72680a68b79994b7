"""How a connect to a Playwright browser server failed: each attempt's kind, and the
error of them all (``remote.connect`` makes the first attempt and the one retry).

How it fails (``connect_failure``): a fleet whose every attempt found it full (a 503
saying ``full``, or a balancer that held the connection in its queue and closed it
unanswered) is ``instance_limit_exceeded``, "the fleet at ... is full"; a 409 is
``invalid_params`` naming ``launch_options`` and the server's reason; everything else
is ``browser_not_running`` naming the endpoint and the cause (of the retry too).

What a connect meets (``serverlink.open_browser``; measured with Playwright 1.62 and
websockets 17 on 127.0.0.1: tiny servers answering the handshake, a ``playwright
launch-server`` SIGKILLed mid-connect, HAProxy 2.6 in TCP mode):

- nothing listening: ``HandshakeFailed`` ``refused``, at once;
- a host not found: ``not_found``;
- a handshake answered with a status: ``status`` with the server's body
  (``camoufox-server full: 4 of 4 connections in use``, a 503); the same for 409
  Conflict, 404 Not Found, ...; a version mismatch is a 428 whose body says both
  versions;
- a connection accepted and closed, or reset, with no answer: ``hung_up``. HAProxy
  does this when its queue timeout ends a connection every server was too full to
  take (after ``timeout queue``: 2.01 s for 2 s), when its servers are down and
  unchecked (after its connect retries: 3.0 s), and at once when its health checks
  found no server up; a server SIGKILLed before it answered the handshake does it at
  once;
- a server that died after the handshake, before its first answer: ``LinkClosed``,
  at once;
- a server that cannot launch a browser: its answer to the first request, Playwright's
  error with the reason;
- a server that accepts and never answers: ``TimeoutError`` when the time is up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError

from ..contract.errors import BrowserNotRunning, InstanceLimitExceeded, InvalidParams, ToolError
from .remote_request import RemoteRequest
from .serverlink import HandshakeFailed, LinkClosed

# A connection held at least this long (seconds) and closed unanswered sat in a
# balancer's queue (HAProxy's ``timeout queue``, seconds as a rule); sooner, nothing
# took it at all (measured: 20 ms for HAProxy with no server up).
QUEUED = 1.0
# The failures another server (or a balancer's next pick) could avoid: one retry each.
RETRYABLE = frozenset(
    {"refused", "hung_up", "queued", "full", "draining", "unavailable", "closed", "lost"}
)
FULL = frozenset({"full", "queued"})  # no room for another connection


@dataclass(frozen=True)
class Attempt:
    """One failed connect to ``endpoint``: what kind of failure, in the message's words."""

    endpoint: str
    kind: str  # refused, not_found, version, conflict, full, draining, ... (classify)
    cause: str  # what the message says of it
    held: float  # seconds it took
    said: str = ""  # Playwright's words (the envelope's cause)
    reason: str = ""  # the server's own words: the body of its refusal

    def retryable(self, then: str) -> bool:
        """Whether a retry at ``then`` could fare better."""
        if self.kind == "not_found":  # another entry's host may resolve
            return then != self.endpoint
        if self.kind == "queued":  # that balancer kept it queued for its whole timeout
            return then != self.endpoint
        return self.kind in RETRYABLE


def classify(
    request: RemoteRequest,
    endpoint: str,
    exc: BaseException,
    held: float,
    left: float,
    *,
    retry: bool = False,
) -> Attempt:
    """What kind of failure ``exc`` is (see the module's list), for an attempt that took
    ``held`` seconds of the ``left`` it had (the retry's: less)."""
    text = str(exc).strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    kind, cause, reason = "other", first, ""
    if isinstance(exc, HandshakeFailed):
        kind, cause, reason = handshake(exc, held)
    elif isinstance(exc, LinkClosed):
        kind = "closed"
        cause = "the server closed the connection before its browser was ready (it ended, or dropped the connection)"
    elif isinstance(exc, TimeoutError):
        kind = "timeout"
        if retry:
            cause = f"no answer in the {left:.1f} s left of connect_timeout"
        else:
            cause = (
                f"no browser within connect_timeout ({request.timeout:g} s); the server "
                "may be busy, or unable to launch one (see its output)"
            )
    elif isinstance(exc, PlaywrightError):  # the server's answer to the first request
        kind = "launch"
        words = re.sub(r"^[\w.]+: ", "", text).replace("\n", " ")
        cause = "the server could not start a browser: " + words
        if request.executable_path or request.launch_options.get("firefoxUserPrefs"):
            cause += (
                " (a server started without --unsafe ignores executablePath and "
                "firefoxUserPrefs; start it with --unsafe, or give launch_options it can use)"
            )
    return Attempt(endpoint, kind, cause, held, text, reason)


def handshake(exc: HandshakeFailed, held: float) -> tuple[str, str, str]:
    """The kind, the words and the server's reason of a failed WebSocket handshake."""
    if exc.kind == "refused":
        return (
            "refused",
            "nothing listens there (connection refused); start a browser server, e.g. "
            "`camoufox-server --port 9222`",
            "",
        )
    if exc.kind == "not_found":
        return "not_found", f"its host is not found ({exc})", ""
    if exc.kind == "status" and "version mismatch" in exc.body:
        versions = dict(re.findall(r"(server|client) version: v?([\w.]+)", exc.body))
        return (
            "version",
            f"Playwright version mismatch: the server runs {versions.get('server', '?')}, "
            f"this client {versions.get('client', '?')}; the playwright packages of both "
            "sides must be the same version",
            "",
        )
    if exc.kind == "status":
        reason = " ".join(exc.body.split())
        kind, cause = refusal(str(exc.status), f"{exc.status} {exc.phrase}".strip(), reason)
        return kind, cause, reason
    if exc.kind == "hung_up" and held >= QUEUED:
        return (
            "queued",
            f"it held the connection {held:.1f} s and closed it without answering the "
            "handshake: a balancer's queue timeout, every server's connections in use "
            "(or its servers down and not health-checked)",
            "",
        )
    if exc.kind == "hung_up":
        return (
            "hung_up",
            "it closed the connection without answering the handshake: a balancer "
            "with no server up, or a server that ended",
            "",
        )
    return "other", str(exc), ""


def refusal(code: str, line: str, reason: str) -> tuple[str, str]:
    """The kind and the words of a handshake answered with HTTP ``line`` and ``reason``."""
    body = f": {reason}" if reason else ""
    if code == "503" and reason.startswith("camoufox-server full"):
        return "full", f"it has no free connection (HTTP {line}{body})"
    if code == "503" and reason.startswith("camoufox-server draining"):
        return "draining", f"it is draining, recycling its browser (HTTP {line}{body})"
    if code == "503":
        return "unavailable", f"it is unavailable (HTTP {line}{body})"
    if code == "409":
        return "conflict", f"its browser cannot be what the launch options ask (HTTP {line}{body})"
    return "status", (
        f"the server refused the WebSocket handshake (HTTP {line}); is it a Playwright "
        "browser server, is the path right"
        + (", is the token in connect_headers right" if code in ("401", "403") else "")
        + "?"
    )


def connect_failure(request: RemoteRequest, attempts: list[Attempt], waited: float) -> ToolError:
    """The error of a connect whose every attempt failed: the fleet is full
    (``instance_limit_exceeded``), the server's browser cannot be what was asked
    (``invalid_params``), or no browser came (``browser_not_running``)."""
    said = "\n".join(attempt.said for attempt in attempts)
    last = attempts[-1]
    if last.kind == "conflict":
        defaults = " (not given: the default ones)" if request.default_options else ""
        return InvalidParams(
            f"argument 'launch_options'{defaults}: the browser server at {last.endpoint} "
            f"cannot give what they ask: {last.reason or last.cause}; give launch_options "
            "its browser can take, or connect to a server of another browser",
            cause=said,
        )
    full = all(attempt.kind in FULL for attempt in attempts[:-1]) and (
        last.kind in FULL or (len(attempts) > 1 and last.kind == "timeout")
    )
    if full:
        return InstanceLimitExceeded(fleet_full(request, attempts, waited), cause=said)
    first = attempts[0].endpoint
    return BrowserNotRunning(
        f"cannot connect to the browser server at {first}: {told(attempts)}", cause=said
    )


def told(attempts: list[Attempt]) -> str:
    """The first attempt's cause, then the retry's (``the same`` when it is)."""
    first, words = attempts[0], attempts[0].cause
    for retry in attempts[1:]:
        where = "there" if retry.endpoint == first.endpoint else f"at {retry.endpoint}"
        same = retry.kind == first.kind and retry.kind != "other"
        words += f"; the retry {where}: " + ("the same" if same else retry.cause)
    return words


def fleet_full(request: RemoteRequest, attempts: list[Attempt], waited: float) -> str:
    """``the fleet at ... is full``: the endpoints tried, what each said, what was waited."""
    tried = list(dict.fromkeys(attempt.endpoint for attempt in attempts))
    given = len(dict.fromkeys(request.endpoints))
    of = f" ({len(tried)} of the {given} endpoints, one retry)" if given > len(tried) else ""
    lead = f"{attempts[0].endpoint}: " if len(tried) > 1 else ""
    return (
        f"the fleet at {', '.join(tried)}{of} is full: {lead}{told(attempts)}; waited "
        f"{waited:.1f} s of connect_timeout ({request.timeout:g} s); destroy an instance, "
        "add servers or connections per server, or run fewer tests at once"
    )
