"""Playwright's script for every new document, deferred by the BiDi relay until wanted.

Over WebDriver BiDi, Playwright (1.62) extends its injected script in every new
document as soon as it commits (``BidiBrowserContext.initialize`` →
``extendInjectedScript``, to install its ``insertText`` helper). That creates the
script in the page's main world: a 330 KB ``script.evaluate`` that Firefox's content
process compiles and runs in ~20 ms, after the load event, while the next command to
the page waits behind it. Measured through the relay (docs/performance.md "Issue 43"):
a navigation took 26 ms and the read after it 19 ms; with the script held back, 2 ms.
Classic WebDriver has no such step, and a page the library reads through its own door
(``page/doorworld.py``) never needs it.

So the relay holds that one command back (``Deferred.from_playwright``) and sends it
when Playwright may want it:

- when the library is about to make a Playwright call that may need the script (a
  selector, a handle, a snapshot: ``engines/wantedscript.py`` says so through the door,
  ``release``);
- when Playwright calls its ``insertText`` helper (``keyboard.insert_text``, which does
  not wait for the script): the script goes at once, and the call waits until
  Playwright's call that installs the helper there has been answered;
- when the document it was meant for goes first (``script.realmDestroyed`` of its
  realm): at once, aimed at that realm, not at the browsing context (which holds the
  next document by then), and as its stand-in (``stand_in``): the same command, with
  ``0`` for its 330 KB expression. Firefox answers "no such frame", as it does when a
  page navigates away during a command, and Playwright drops the script with its
  document. Sent whole, the script crossed the socket and Firefox parsed it only to
  answer that, in the middle of the navigation that destroyed the realm (measured on
  a loaded machine: that navigation 10-16 ms slower, docs/performance.md "Issue 43,
  Navigate in the bench");
- after ``AT_MOST`` seconds in any case (a wait of Playwright's own nothing above
  foresaw).

Every answer is Firefox's; only the moment a command reaches Firefox changes (and, for
a document already gone, the script's text, which Firefox never runs there), and only
for commands nothing else Playwright sends waits on. A moment of quiet on the
connection is no sign: measured, the library's own waits (a click's look at the
element's animation frames) left 15 ms gaps, and a script released there landed in the
click. Standard library only, like the relay that loads it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

# Larger than any other command Playwright sends to a document; its injected script is
# ~330 KB.
SMALLEST = 100_000
# Playwright's main-world injected script, by what its expression ends with.
CREATES_INJECTED_SCRIPT = b"module.exports.InjectedScript())(globalThis"
IN_MAIN_WORLD = b'isUtilityWorld\\":false'
TAIL = 2_000
TARGET = re.compile(rb'"target":\{"context":"([^"]+)"\}')
# The insertText helper: the call that installs it, and the calls that use it.
HELPER = b"__pw_bidiInsertText"
INSTALLS_HELPER = b"BidiInsertTextInstaller"
COMMAND_ID = re.compile(rb'^\{"id":(\d+),')
EVENT = re.compile(rb'^\{"type":"event","method":"([\w.]+)"')
ANSWER = re.compile(rb'^\{"type":"(?:success|error)","id":(\d+)')
REALM_EVENTS = (b"script.realmCreated", b"script.realmDestroyed")
# A held script whose document is gone goes as this (its id, its realm): Firefox looks
# for the realm before it runs anything, so its answer is the one the script would get.
STAND_IN = (
    b'{"id":%s,"method":"script.evaluate","params":{"expression":"0",'
    b'"target":{"realm":"%s"},"awaitPromise":false}}'
)
AT_MOST = 2.0


@dataclass(eq=False)  # each held command is itself
class Held:
    text: bytes  # the command, or its text up to its target when ``realm`` is set
    context: str
    since: float
    realm: str = ""  # Playwright's script: its document's realm (its target, on release)
    rest: bytes = b""  # and its text after the target


class Deferred:
    """One connection's held commands, with what they wait for: the main-world realm of
    each browsing context (from Firefox's ``script.realmCreated``), the contexts whose
    helper is not installed yet, and the installing call's id once sent."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled  # False: nothing is held (no one would say it is wanted)
        self.main_realm: dict[str, str] = {}
        self.scripts: list[Held] = []  # Playwright's injected script, held back
        self.helper_calls: list[Held] = []  # calls of the helper, until it is installed
        self.uninstalled: dict[str, int | None] = {}  # context -> installing call's id

    # --- what passes ------------------------------------------------------------------

    def from_playwright(self, text: bytes, now: float) -> tuple[bool, list[bytes]]:
        """Whether Playwright's command ``text`` stays here, and what goes to Firefox
        now instead (the held script a helper call needs)."""
        if self.holds_script(text, now):
            return True, []
        context = main_world_context(text) if HELPER in text else None
        if context is not None and context in self.uninstalled:
            if INSTALLS_HELPER not in text:
                self.helper_calls.append(Held(text, context, now))
                return True, self.release([s for s in self.scripts if s.context == context])
            found = COMMAND_ID.match(text)
            self.uninstalled[context] = int(found.group(1)) if found else None
        return False, []

    def holds_script(self, text: bytes, now: float) -> bool:
        if (
            not self.enabled
            or len(text) < SMALLEST
            or b'"method":"script.evaluate"' not in text[:80]
        ):
            return False
        tail = text[-TAIL:]
        if CREATES_INJECTED_SCRIPT not in tail or IN_MAIN_WORLD not in tail:
            return False
        targets = list(TARGET.finditer(tail))
        if not targets:
            return False
        found = targets[-1]  # the command's own, after its expression
        context = found.group(1).decode()
        realm = self.main_realm.get(context)
        if realm is None:
            return False
        start, end = len(text) - len(tail) + found.start(), len(text) - len(tail) + found.end()
        self.scripts.append(Held(text[:start], context, now, realm, text[end:]))
        self.uninstalled[context] = None
        return True

    def from_firefox(self, payload: bytes) -> list[bytes]:
        """Notes a frame from Firefox; the held commands to send now."""
        answer = ANSWER.match(payload)
        if answer is not None:
            answered = int(answer.group(1))
            for context, call in list(self.uninstalled.items()):
                if call == answered:
                    return self.installed(context)
            return []
        found = EVENT.match(payload)
        event = found.group(1) if found else b""
        if event not in REALM_EVENTS:
            return []
        params = json.loads(payload).get("params", {})
        realm = params.get("realm")
        if event == b"script.realmCreated":
            if params.get("type") == "window" and not params.get("sandbox"):
                self.main_realm[params.get("context", "")] = realm
            return []
        sent = self.release([s for s in self.scripts if s.realm == realm], gone=True)
        for context in [c for c, known in self.main_realm.items() if known == realm]:
            del self.main_realm[context]
            sent += self.installed(context)  # its calls fail as on any gone document
        return sent

    def installed(self, context: str) -> list[bytes]:
        self.uninstalled.pop(context, None)
        return self.release([call for call in self.helper_calls if call.context == context])

    # --- when ---------------------------------------------------------------------------

    def wanted(self) -> list[bytes]:
        """The held scripts, all: the library is about to make a call that may want one."""
        return self.release(list(self.scripts))

    def due(self, now: float) -> list[bytes]:
        """What has been held ``AT_MOST`` seconds."""
        late = [h for h in self.scripts + self.helper_calls if now - h.since >= AT_MOST]
        for call in late:
            if not call.realm:  # a helper call that waited too long: no more waiting there
                self.uninstalled.pop(call.context, None)
        return self.release(late)

    def wait(self, now: float) -> float | None:
        """Seconds until ``due`` may have something; None when nothing is held."""
        held = self.scripts + self.helper_calls
        if not held:
            return None
        return max(0.0, min(h.since for h in held) + AT_MOST - now)

    def release(self, going: list[Held], *, gone: bool = False) -> list[bytes]:
        """The texts of ``going`` (a script aimed at its realm), in the order they came;
        a script whose document has ``gone`` as its stand-in."""
        self.scripts = [s for s in self.scripts if s not in going]
        self.helper_calls = [c for c in self.helper_calls if c not in going]
        going.sort(key=lambda held: held.since)
        return [stand_in(h) if gone and h.realm else aimed(h) for h in going]


def aimed(held: Held) -> bytes:
    """The held command as it goes: a script aimed at its document's realm."""
    if not held.realm:
        return held.text
    return held.text + b'"target":{"realm":"%s"}' % held.realm.encode() + held.rest


def stand_in(held: Held) -> bytes:
    """What goes for a held script whose document is gone: its id, aimed at its realm,
    with nothing to parse or compile (``STAND_IN``); the script itself where its id
    cannot be read."""
    found = COMMAND_ID.match(held.text)
    if found is None:
        return aimed(held)
    return STAND_IN % (found.group(1), held.realm.encode())


def main_world_context(text: bytes) -> str | None:
    """The browsing context a command's script runs in, when in the page's own world."""
    try:
        target = json.loads(text).get("params", {}).get("target", {})
    except ValueError:
        return None
    if not isinstance(target, dict) or target.get("sandbox"):
        return None
    return target.get("context")
