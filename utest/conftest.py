"""Shared fixtures: a fixture HTTP server on 127.0.0.1 and ToolCores on a loop thread.

Tools against a real browser run on a ``Bridge`` (one event loop on a thread), so one
``ToolCore`` and its browser instances can serve every test of a module:

    @pytest.fixture(scope="module")
    def live(live_cores):
        return live_cores(timeout=5)

    def test_x(live):
        data = live.ok("browser_list_instances")
        envelope = live.error("browser_navigate", "page_not_found", instance="a", ...)

The ``live`` fixture here is that, with one instance named by the module's ``NAME``;
``locator_calls`` records which Locator methods a tool calls. Every core is closed
(``aclose``) when its module ends, and the session fails if a browser process this
test run started is still alive at the end. Every error envelope ``LiveCore.call``
gets must carry an error type its tool declares (``ToolSpec.may_return``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Coroutine, Iterator
from typing import Any

import pytest
from playwright.async_api import Locator

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.browser.instance import Instance
from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.core.page import doorworld
from CamoufoxLibrary.library.bridge import Bridge
from testsupport.envelopes import data_of, error_of
from testsupport.server import FixtureServer, FixtureServers, free_port

# --- fixture HTTP server (testsupport/server.py) ------------------------------------


@pytest.fixture(scope="session")
def fixture_site() -> Iterator[tuple[str, str]]:
    """atest/pages served as the acceptance tests serve them: (URL, cross-origin URL)."""
    servers = FixtureServers()
    base, cross = servers.start_fixture_servers()
    yield base, cross
    servers.stop_fixture_servers()


@pytest.fixture(scope="session")
def http_server() -> Iterator[FixtureServer]:
    """In-memory pages: ``http_server.add(path, html)`` returns the page's URL."""
    with FixtureServer() as server:
        yield server


@pytest.fixture
def closed_port() -> int:
    return free_port()


# --- ToolCores against a real browser ----------------------------------------------


class LiveCore:
    """A ``ToolCore`` whose calls run on a ``Bridge`` loop thread, for synchronous tests."""

    def __init__(self, **settings: Any) -> None:
        self.core = ToolCore(**settings)
        self.bridge = Bridge()

    @property
    def timeout(self) -> float:
        return self.core.settings.timeout

    def run(self, coro: Coroutine[Any, Any, Any], timeout: float | None = None) -> Any:
        """Runs ``coro`` on the loop; a generous guard, the core answers well before."""
        return self.bridge.run(coro, self.timeout + 60 if timeout is None else timeout)

    def call(self, tool: str, **arguments: Any) -> dict[str, Any]:
        """The envelope of one call; fails the test on an error type the tool does not declare."""
        envelope = self.run(self.core.call(tool, arguments))
        spec = self.core.registry.get(tool)  # an unknown tool: invalid_params, unchecked
        if spec is not None and envelope["status"] == "error":
            error_type = envelope["error_type"]
            assert spec.may_return(error_type), (
                f"{tool} returned error type {error_type!r}, which it does not declare in "
                f"@tool(errors=...): {envelope['message']}"
            )
        return envelope

    def ok(self, tool: str, **arguments: Any) -> dict[str, Any]:
        """The data of a successful call; fails the test with the envelope otherwise."""
        return data_of(self.call(tool, **arguments))

    def error(self, tool: str, error_type: str, **arguments: Any) -> dict[str, Any]:
        """The envelope of a call that must fail with ``error_type``."""
        envelope = error_of(self.call(tool, **arguments), error_type)
        assert envelope["message"], envelope
        return envelope

    def instance(self, name: str) -> Instance:
        return self.core.manager.instances[name]

    @contextlib.contextmanager
    def deadline(self, seconds: float) -> Iterator[None]:
        """The library timeout for the calls in the block (what Set Camoufox Timeout does)."""
        previous = self.core.settings.set_timeout(seconds)
        try:
            yield
        finally:
            self.core.settings.set_timeout(previous)

    def evaluate(self, instance: str, script: str, page_id: str | None = None) -> Any:
        """Runs ``script`` in a page of ``instance`` (test set-up, not a tool)."""
        inst = self.instance(instance)
        page = inst.pages[page_id or inst.selected_page_id]
        return self.run(page.evaluate(script), timeout=self.timeout + 10)

    def close(self) -> None:
        try:
            self.run(self.core.aclose(), timeout=60)
        finally:
            self.bridge.shutdown()
        left = processes.tagged_pids(self.core.manager.tag_prefix)
        assert left == [], f"browser processes survived aclose(): {left}"


@pytest.fixture(scope="module")
def live_cores() -> Iterator[Callable[..., LiveCore]]:
    """A factory of ``LiveCore``s that are all closed when the module ends."""
    made: list[LiveCore] = []

    def make(**settings: Any) -> LiveCore:
        live = LiveCore(**settings)
        made.append(live)
        return live

    yield make
    for live in made:
        live.close()


@pytest.fixture(scope="module")
def live(live_cores: Callable[..., LiveCore], request: pytest.FixtureRequest) -> LiveCore:
    """A core with one browser instance, named by the test module's ``NAME``.

    A module with ``PAGE_FILES`` (names of files in its ``PAGES`` folder) gets them
    served by ``http_server`` at ``/<name>``, for ``open_page``. A module that needs
    other settings or more instances defines its own ``live``.
    """
    module = request.module
    if hasattr(module, "PAGE_FILES"):
        server: FixtureServer = request.getfixturevalue("http_server")
        for name in module.PAGE_FILES:
            server.add(f"/{name}", (module.PAGES / name).read_text())
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=module.NAME)
    return live


@pytest.fixture
def open_page(
    live: LiveCore, http_server: FixtureServer, request: pytest.FixtureRequest
) -> Iterator[Callable[[str], str]]:
    """Loads one of the module's ``PAGE_FILES`` in its ``NAME`` instance and returns the
    page id; whatever modal a test left pending is dismissed afterwards and before the next load."""
    name = request.module.NAME

    def dismiss_modals() -> None:
        inst = live.instance(name)
        for modal in list(inst.modals.open):
            inst.modals.resolve(modal)
            if modal.kind == "dialog":
                live.run(modal.handle.dismiss())

    def load(page: str) -> str:
        # A dialog an earlier test's page opened after that test ended (a late
        # beforeunload prompt) would block this navigation, and every test after it.
        dismiss_modals()
        live.ok("browser_navigate", instance=name, url=http_server.url(f"/{page}"))
        return live.instance(name).selected_page_id

    yield load
    dismiss_modals()


@pytest.fixture
def locator_calls(monkeypatch: pytest.MonkeyPatch) -> Callable[..., list[str]]:
    """``locator_calls("count", "evaluate")`` records those Locator methods' names in the
    list it returns, as they are called: a test counts a tool's browser round trips. A
    script run through the instance's BiDi door (core/page/doorworld.py) is ``"door"``."""

    def record(*names: str) -> list[str]:
        calls: list[str] = []
        through = doorworld.call

        async def door_call(*args: Any, **kw: Any) -> Any:
            calls.append("door")
            return await through(*args, **kw)

        monkeypatch.setattr(doorworld, "call", door_call)
        for name in names:
            original = getattr(Locator, name)

            def counted(
                self: Any, *args: Any, _name: str = name, _original: Any = original, **kw: Any
            ) -> Any:
                calls.append(_name)
                return _original(self, *args, **kw)

            monkeypatch.setattr(Locator, name, counted)
        return calls

    return record


@pytest.fixture(scope="session", autouse=True)
def no_browser_survives() -> Iterator[None]:
    """Fails the session (after ending them) if browsers of this run are still alive."""
    yield
    left = processes.kill_tagged(processes.OWNER)
    assert left == [], f"browser processes of this test run were still running: {left}"


# --- the browser marker ------------------------------------------------------------

# Fixtures that start a browser (directly or through the fixtures they use): a test
# that uses one, even indirectly, gets the ``browser`` marker. A module can name more
# in ``BROWSER_FIXTURES``; a test that starts a browser another way (a subprocess) is
# marked by hand.
BROWSER_FIXTURES = frozenset({"live", "live_cores", "fixture_site"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks ``browser`` every test that uses a browser fixture (see BROWSER_FIXTURES)."""
    for item in items:
        module = getattr(item, "module", None)
        wanted = BROWSER_FIXTURES | set(getattr(module, "BROWSER_FIXTURES", ()))
        if wanted & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)
