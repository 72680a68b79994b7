"""Playwright's per-document script, deferred by the BiDi relay (core/engines/deferredscript.py).

No browser and no clock: the messages are shaped as Playwright 1.62 and Firefox send
them (the injected script's ~330 KB expression, with the end it is known by), and the
times are given.
"""

from __future__ import annotations

import json

from CamoufoxLibrary.core.engines.deferredscript import AT_MOST, SMALLEST, Deferred

CONTEXT, REALM = "ctx-1", "realm-1"


def injected_script(number: int, context: str = CONTEXT, utility: bool = False) -> bytes:
    """Playwright's command that creates its injected script in a document."""
    options = json.dumps({"isUtilityWorld": utility, "customEngines": []}, separators=(",", ":"))
    expression = (
        "(() => { const module = {}; "
        + "x" * SMALLEST
        + f"return new (module.exports.InjectedScript())(globalThis, {options}); }})()"
    )
    target = {
        "context": context,
        **({"sandbox": "__playwright_utility_world__"} if utility else {}),
    }
    command = {
        "id": number,
        "method": "script.evaluate",
        "params": {"expression": expression, "target": target, "awaitPromise": True},
    }
    return json.dumps(command, separators=(",", ":")).encode()


def command(number: int, method: str = "script.callFunction", text: str = "") -> bytes:
    params = {
        "functionDeclaration": "(u, ...a) => u.evaluate(...a)",
        "target": {"context": CONTEXT},
    }
    params["arguments"] = [{"type": "string", "value": text}]
    return json.dumps(
        {"id": number, "method": method, "params": params}, separators=(",", ":")
    ).encode()


def answer(number: int) -> bytes:
    return json.dumps(
        {"type": "success", "id": number, "result": {}}, separators=(",", ":")
    ).encode()


def event(method: str, **params: object) -> bytes:
    message = {"type": "event", "method": method, "params": params}
    return json.dumps(message, separators=(",", ":")).encode()


def document_committed(deferred: Deferred, realm: str = REALM) -> None:
    deferred.from_firefox(
        event("script.realmCreated", realm=realm, context=CONTEXT, type="window", origin="x")
    )


def held(at: float = 0.0) -> Deferred:
    deferred = Deferred()
    document_committed(deferred)
    assert deferred.from_playwright(injected_script(7), at) == (True, [])
    return deferred


def test_the_script_waits_until_wanted_and_goes_aimed_at_its_realm() -> None:
    deferred = held(at=1.0)
    assert deferred.from_playwright(command(8), 1.1) == (False, [])  # others pass
    assert deferred.due(1.0 + AT_MOST / 2) == []
    [going] = deferred.wanted()
    assert json.loads(going)["params"]["target"] == {"realm": REALM}
    assert (
        json.loads(going)["params"]["expression"]
        == json.loads(injected_script(7))["params"]["expression"]
    )
    assert deferred.wanted() == [] and deferred.wait(2.0) is None  # sent once


def test_its_document_going_sends_its_stand_in_at_once() -> None:
    """The same command (id, method), aimed at the gone realm (Firefox answers "no such
    frame"), without the 330 KB expression for Firefox to take in and parse."""
    deferred = held()
    [going] = deferred.from_firefox(event("script.realmDestroyed", realm=REALM))
    sent = json.loads(going)
    assert sent["id"] == 7 and sent["method"] == "script.evaluate"
    assert sent["params"]["target"] == {"realm": REALM}
    assert len(going) < 200 and "InjectedScript" not in sent["params"]["expression"]
    assert deferred.wanted() == []


def test_only_a_gone_documents_script_has_a_stand_in() -> None:
    deferred = held()
    other = {"realm": "realm-2", "context": "ctx-2", "type": "window", "origin": "x"}
    deferred.from_firefox(event("script.realmCreated", **other))
    assert deferred.from_firefox(event("script.realmDestroyed", realm="realm-2")) == []
    [going] = deferred.wanted()
    assert json.loads(going)["params"]["expression"].endswith(
        json.loads(injected_script(7))["params"]["expression"][-60:]
    )


def test_nothing_is_held_longer_than_at_most() -> None:
    deferred = held(at=0.0)
    assert deferred.wait(0.5) == AT_MOST - 0.5
    assert deferred.due(AT_MOST - 0.01) == []
    assert len(deferred.due(AT_MOST)) == 1


def test_a_call_of_the_insert_text_helper_waits_until_it_is_installed() -> None:
    deferred = held()
    user = command(9, text="(text3) => window.__pw_bidiInsertText(text3)")
    stays, going = deferred.from_playwright(user, 0.0)
    assert stays and len(going) == 1  # the script goes at once: the helper needs it
    deferred.from_firefox(answer(7))
    assert deferred.due(0.5) == []  # the helper is not there yet
    installer = command(10, text="class BidiInsertTextInstaller { window.__pw_bidiInsertText = 1 }")
    assert deferred.from_playwright(installer, 0.03) == (False, [])
    assert deferred.from_firefox(answer(10)) == [user]
    again = command(11, text="(text3) => window.__pw_bidiInsertText(text3)")
    assert deferred.from_playwright(again, 0.05) == (False, [])  # installed: it passes


def test_other_commands_pass_as_they_come() -> None:
    deferred = Deferred()
    # A document whose realm the relay has not seen: its script goes on.
    assert deferred.from_playwright(injected_script(1), 0.0) == (False, [])
    document_committed(deferred)
    assert deferred.from_playwright(injected_script(2, utility=True), 0.0) == (False, [])
    assert deferred.from_playwright(command(3, text="x" * SMALLEST), 0.0) == (False, [])
    helper = command(4, text="window.__pw_bidiInsertText(t)")  # nothing pending there
    assert deferred.from_playwright(helper, 0.0) == (False, [])
    assert deferred.wait(0.0) is None
    off = Deferred(enabled=False)  # a relay no one tells when the script is wanted
    document_committed(off)
    assert off.from_playwright(injected_script(5), 0.0) == (False, [])
