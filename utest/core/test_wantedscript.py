"""When the library tells the relay that Playwright's deferred script is wanted
(core/engines/wantedscript.py), without a browser."""

from __future__ import annotations

from CamoufoxLibrary.core.engines import wantedscript


class Door:
    def __init__(self) -> None:
        self.told: list[str] = []

    def tell(self, method: str) -> None:
        self.told.append(method)


class Owner:
    """A Playwright channel owner: its parent is the object that made it."""

    def __init__(self, parent: object | None = None) -> None:
        self._parent = parent


class ElementHandle(Owner):  # named as Playwright's own
    pass


def test_calls_that_may_resolve_in_the_main_world_want_it() -> None:
    frame = Owner()
    assert wantedscript.may_want_script(frame, "click", {"selector": "#a", "strict": True})
    assert wantedscript.may_want_script(frame, "ariaSnapshot", {"mode": "ai"})
    assert wantedscript.may_want_script(ElementHandle(frame), "evaluateExpression", {})
    for method, params in (("goto", {"url": "x"}), ("mouseClick", {"x": 1}), ("close", {})):
        assert not wantedscript.may_want_script(frame, method, params)


def test_the_door_is_the_one_of_the_browser_a_call_belongs_to() -> None:
    browser, other = Owner(), Owner()
    door = Door()
    wantedscript.register(browser, door)  # type: ignore[arg-type]
    page = Owner(Owner(browser))
    assert wantedscript.door_of(ElementHandle(Owner(page))) is door
    assert wantedscript.door_of(Owner(other)) is None


def test_playwrights_connection_is_wrapped_once() -> None:
    from playwright._impl._connection import Connection

    assert wantedscript.install() is True  # this Playwright has the method
    wrapped = Connection._send_message_to_server
    assert wantedscript.install() is True
    assert Connection._send_message_to_server is wrapped
