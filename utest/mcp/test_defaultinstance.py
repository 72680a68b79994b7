"""The default instance (mcp/defaultinstance.py), with a fake core call: no browser."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.mcp.defaultinstance import DefaultInstance, instance_options
from CamoufoxLibrary.mcp.server import main as server_main

CREATE = REGISTRY["browser_create_instance"]


class FakeCore:
    def __init__(self, fail: bool = False) -> None:
        self.running: set[str] = set()
        self.dead: set[str] = set()
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.fail = fail

    async def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self.calls.append((name, arguments))
        await asyncio.sleep(0.01)
        if self.fail:
            return {"status": "error", "error_type": "binary_not_found", "message": "no firefox"}
        if name == "browser_destroy_instance":
            self.dead.discard(arguments["instance"])
        else:
            self.running.add(arguments["instance"])
        return {"status": "success", "data": {}}

    def state(self, name: str) -> str:
        return "dead" if name in self.dead else "running" if name in self.running else "none"


def test_a_call_without_instance_gets_the_default_one() -> None:
    default = DefaultInstance("main", {"locale": "de-DE"}, lambda name: "none")
    navigate = REGISTRY["browser_navigate"]
    assert default.arguments(navigate, {"url": "x"}) == {"url": "x", "instance": "main"}
    assert default.arguments(navigate, {"instance": "b", "url": "x"}) == {
        "instance": "b",
        "url": "x",
    }
    # a create without instance creates the default one, its arguments over the options
    assert default.arguments(CREATE, {"headless": False}) == {
        "locale": "de-DE", "headless": False, "instance": "main"}  # fmt: skip


def test_the_first_calls_that_need_it_create_it_once_with_the_options() -> None:
    core = FakeCore()
    default = DefaultInstance("main", {"locale": "de-DE"}, core.state)
    navigate = REGISTRY["browser_navigate"]

    async def two_first_calls() -> list[dict[str, Any] | None]:
        arguments = {"url": "x", "instance": "main"}
        return list(
            await asyncio.gather(
                default.ensure(navigate, arguments, core.call),
                default.ensure(navigate, arguments, core.call),
            )
        )

    assert asyncio.run(two_first_calls()) == [None, None]
    assert core.calls == [("browser_create_instance", {"locale": "de-DE", "instance": "main"})]


def test_a_default_instance_whose_browser_died_is_made_anew() -> None:
    core = FakeCore()
    core.dead.add("main")
    default = DefaultInstance("main", {}, core.state)
    asyncio.run(default.ensure(REGISTRY["browser_snapshot"], {"instance": "main"}, core.call))
    assert [name for name, _ in core.calls] == [
        "browser_destroy_instance",
        "browser_create_instance",
    ]


def test_no_browser_for_a_call_the_core_refuses_or_one_that_needs_none() -> None:
    core = FakeCore()
    default = DefaultInstance("main", {}, core.state)
    wrong = {"instance": "main", "url": 3}  # url must be a string
    assert asyncio.run(default.ensure(REGISTRY["browser_navigate"], wrong, core.call)) is None
    destroy = REGISTRY["browser_destroy_instance"]
    assert asyncio.run(default.ensure(destroy, {"instance": "main"}, core.call)) is None
    assert core.calls == []


def test_a_failed_creation_says_it_was_the_default_instance() -> None:
    core = FakeCore(fail=True)
    default = DefaultInstance("main", {}, core.state)
    failed = asyncio.run(
        default.ensure(REGISTRY["browser_snapshot"], {"instance": "main"}, core.call)
    )
    assert failed is not None and failed["error_type"] == "binary_not_found"
    assert failed["message"] == (
        "the default instance 'main' could not be created with the server's options: no firefox"
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{nope", "--instance-options: not JSON"),
        ("[1]", "--instance-options: must be a JSON object of browser_create_instance"),
        ('{"instance": "x"}', "name the default instance with --default-instance"),
        ('{"colour": "red"}', "got unknown argument(s) 'colour'; it takes instance, engine"),
        ('{"viewport": 3}', "argument 'viewport' must be an object or null, got 3"),
    ],
)
def test_bad_instance_options_are_refused_naming_what_is_wrong(text: str, said: str) -> None:
    with pytest.raises(InvalidParams) as error:
        instance_options(text, CREATE)
    assert said in str(error.value)


def test_good_instance_options_are_kept() -> None:
    options = '{"viewport": {"width": 1280, "height": 800}, "locale": "de-DE"}'
    assert instance_options(options, CREATE) == {
        "viewport": {"width": 1280, "height": 800}, "locale": "de-DE"}  # fmt: skip
    assert instance_options(None, CREATE) == {}


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--instance-options", '{"colour": 1}'], "--instance-options: browser_create_instance"),
        (["--default-instance", " main"], "argument --default-instance: must be a name"),
    ],
)
def test_the_server_stops_at_once_on_a_bad_default_instance(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit:
        server_main(args)
    assert exit.value.code == 2
    assert said in capsys.readouterr().err
