"""camoufox-server: its options without a browser, then real servers on firefox-esr.

The browser tests start ``python -m CamoufoxLibrary.server`` as a subprocess, connect
with Playwright, and read /proc for what is left: a server's processes carry the
process tag ``<server pid>-...`` (``processes``), so none of them can hide.
"""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import async_playwright

from CamoufoxLibrary.core.browser.contexts import BROWSER_PREFS
from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.core.engines.find import system_firefox
from CamoufoxLibrary.server import cli
from CamoufoxLibrary.server.options import (
    OptionError,
    ServerOptions,
    browser_version,
    checked,
    firefox_launch,
    server_config,
)

# --- options, no browser -------------------------------------------------------------


def options(argv: list[str]) -> ServerOptions:
    return cli.options_of(cli.parser().parse_args(argv))


def test_a_server_binds_to_loopback_unless_told_otherwise() -> None:
    assert options([]).host == "127.0.0.1"
    for host in ("localhost", "::1", "127.0.0.2"):
        assert options(["--host", host]).host == host
    with pytest.raises(
        OptionError, match=r"--host 0.0.0.0 is not a loopback .*--allow-remote-bind"
    ):
        options(["--host", "0.0.0.0"])
    assert options(["--host", "0.0.0.0", "--allow-remote-bind"]).host == "0.0.0.0"


def test_a_path_is_drawn_when_none_is_given_and_checked_when_one_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("CAMOUFOX_SERVER_PATH", raising=False)
    drawn = {options([]).path for _ in range(3)}
    assert len(drawn) == 3 and all(path.startswith("/") and len(path) > 20 for path in drawn)
    assert options(["--path", "/fleet"]).path == "/fleet"
    for bad in ("fleet", "/a b", "/a?b"):
        with pytest.raises(OptionError, match="--path must start with '/'"):
            options(["--path", bad])


def test_the_path_comes_from_the_environment_as_from_a_kubernetes_secret(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CAMOUFOX_SERVER_PATH", "/from-secret")
    assert options([]).path == "/from-secret"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--max-connections", "0"], "--max-connections must be at least 1, got 0"),
        (["--recycle-after-connections", "0"], "--recycle-after-connections must be at least 1"),
        (["--recycle-after-minutes", "0"], "--recycle-after-minutes must be more than 0"),
        (["--drain-timeout", "-1"], "--drain-timeout must be at least 0"),
        (["--port", "70000"], "--port must be 0 .* to 65535"),
        (["--pref", "novalue"], "--pref must be NAME=VALUE, got 'novalue'"),
        (
            ["--camoufox-option", "humanize=true"],
            "--camoufox-option work only with --engine camoufox",
        ),
        (["--keep-fingerprint"], "--keep-fingerprint work only with --engine camoufox"),
        (
            ["--engine", "camoufox", "--camoufox-option", "nosuch=1"],
            "--camoufox-option: unknown Camoufox option",
        ),
        (
            ["--engine", "camoufox", "--camoufox-option", "humanize=[1]"],
            "--camoufox-option: Camoufox option 'humanize' must be",
        ),
    ],
)
def test_a_bad_option_is_named_with_what_it_allows(argv: list[str], message: str) -> None:
    with pytest.raises(OptionError, match=message):
        options(argv)


def test_a_bad_option_on_the_command_line_exits_2_with_the_usage(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(["--engine", "chrome"])
    assert exited.value.code == 2
    assert "argument --engine: invalid choice: 'chrome'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["--host", "10.0.0.1"])
    assert "--allow-remote-bind" in capsys.readouterr().err


def test_preferences_are_json_values_or_strings() -> None:
    given = options(["--pref", "a.b=1", "--pref", "c=true", "--pref", "d=text"])
    assert given.prefs == {"a.b": 1, "c": True, "d": "text"}


def test_firefox_is_launched_as_create_instance_launches_it() -> None:
    if system_firefox() is None:
        pytest.skip("no firefox on PATH")
    given = options(["--pref", "x.y=2", "--max-connections", "3", "--path", "/p"])
    launch = firefox_launch(given)
    assert launch["channel"] == "moz-firefox" and launch["headless"] is True
    assert launch["firefoxUserPrefs"] == {**BROWSER_PREFS, "x.y": 2}
    assert "env" not in launch  # Playwright would give the browser that env alone
    config = server_config(given, launch)
    assert config["maxConnections"] == 3 and config["channel"] == "moz-firefox"
    assert config["launch"]["wsPath"] == "/p" and config["launch"]["handleSIGTERM"] is False


def test_checked_keeps_a_given_path() -> None:
    assert checked(ServerOptions(path="/x"), allow_remote_bind=False).path == "/x"


# --- real servers --------------------------------------------------------------------


@dataclass
class Server:
    process: subprocess.Popen[str]
    endpoint: str

    @property
    def base(self) -> str:
        return "http://" + self.endpoint.split("//", 1)[1].split("/", 1)[0]

    def health(self) -> tuple[int, dict[str, Any]]:
        try:
            with urllib.request.urlopen(self.base + "/health", timeout=5) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as answer:
            return answer.code, json.loads(answer.read())

    def left(self) -> list[int]:
        """The processes of this server still running (node, Firefox and its children)."""
        return processes.tagged_pids(f"{self.process.pid}-")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=30)


def start_server(*argv: str) -> Server:
    process = subprocess.Popen(
        [sys.executable, "-m", "CamoufoxLibrary.server", "--port", "0", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    if not line.startswith("Listening on "):
        process.kill()
        raise AssertionError(f"the server did not start: {line!r}")
    return Server(process, line.removeprefix("Listening on "))


@pytest.fixture
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    argv = getattr(request, "param", ())
    started = start_server("--max-connections", "2", *argv)
    yield started
    started.stop()
    wait_until(lambda: not started.left())
    assert started.left() == []


def wait_until(condition: Any, timeout: float = 15.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def connect_error(endpoint: str, headers: dict[str, str] | None = None) -> str:
    async def attempt() -> str:
        async with async_playwright() as playwright:
            try:
                browser = await playwright.firefox.connect(
                    endpoint, headers=headers, timeout=10_000
                )
            except PlaywrightError as exc:
                return str(exc)
            await browser.close()
            return ""

    return asyncio.run(attempt())


@pytest.mark.browser
def test_the_browser_runs_before_the_first_client_and_each_connection_has_its_contexts(
    server: Server,
) -> None:
    status, health = server.health()
    assert status == 200 and health["status"] == "ready" and health["served"] == 0
    assert health["engine"] == "firefox" and health["browser_version"]

    async def two_clients() -> tuple[int, int, list[str]]:
        async with async_playwright() as playwright:
            first = await playwright.firefox.connect(server.endpoint)
            second = await playwright.firefox.connect(server.endpoint)
            context = await first.new_context()
            await context.add_cookies(
                [{"name": "who", "value": "first", "url": "http://127.0.0.1/"}]
            )
            other = await second.new_context()
            cookies = [cookie["name"] for cookie in await other.cookies()]
            counts = len(first.contexts), len(second.contexts)
            await first.close()
            await second.close()
            return *counts, cookies

    first_contexts, second_contexts, seen_by_second = asyncio.run(two_clients())
    assert (first_contexts, second_contexts, seen_by_second) == (1, 1, [])
    assert server.health()[1]["served"] == 2


@pytest.mark.browser
def test_a_connection_beyond_the_limit_is_refused_as_full(server: Server) -> None:
    async def three() -> str:
        async with async_playwright() as playwright:
            held = [await playwright.firefox.connect(server.endpoint) for _ in range(2)]
            assert server.health()[1]["connections"] == 2
            try:
                await playwright.firefox.connect(server.endpoint, timeout=10_000)
            except PlaywrightError as exc:
                return str(exc)
            finally:
                for browser in held:
                    await browser.close()
            return ""

    said = asyncio.run(three())
    assert "503 Service Unavailable" in said
    assert "camoufox-server full: 2 of 2 connections in use" in said


@pytest.mark.browser
def test_launch_options_the_shared_browser_cannot_give_are_refused_not_ignored(
    server: Server,
) -> None:
    asked = {"channel": "moz-firefox", "headless": False, "args": ["-foo"], "timeout": 1}
    said = connect_error(server.endpoint, {"x-playwright-launch-options": json.dumps(asked)})
    assert "409 Conflict" in said
    assert "cannot give headless=false (this browser is headless), args" in said
    juggler = connect_error(server.endpoint, {"x-playwright-launch-options": "{}"})
    assert "channel null (this browser is firefox, channel moz-firefox)" in juggler
    # What Create Instance sends by default: the channel, a path of its own, preferences.
    default = {
        "channel": "moz-firefox",
        "headless": True,
        "executablePath": "/x",
        "firefoxUserPrefs": {},
    }
    assert (
        connect_error(server.endpoint, {"x-playwright-launch-options": json.dumps(default)}) == ""
    )


@pytest.mark.browser
def test_sigterm_closes_the_browser_and_exits_0() -> None:
    started = start_server()
    assert started.left()  # node and Firefox
    started.process.send_signal(signal.SIGTERM)
    assert started.process.wait(timeout=30) == 0
    assert wait_until(lambda: not started.left(), 5), started.left()


@pytest.mark.browser
def test_a_server_killed_with_sigkill_leaves_no_browser_behind() -> None:
    started = start_server()
    browsers = started.left()
    assert len(browsers) >= 2
    started.process.kill()
    started.process.wait()
    assert wait_until(lambda: not started.left(), 15), f"left running: {started.left()}"


@pytest.mark.browser
@pytest.mark.parametrize("server", [("--recycle-after-connections", "1")], indirect=True)
def test_a_server_recycles_its_browser_after_n_connections(server: Server) -> None:
    first_pid = server.health()[1]["browser_pid"]

    async def one_then_during_drain() -> tuple[str, str]:
        async with async_playwright() as playwright:
            browser = await playwright.firefox.connect(server.endpoint)
            try:
                await playwright.firefox.connect(server.endpoint, timeout=5_000)
            except PlaywrightError as exc:
                said = str(exc)
            else:
                said = ""
            # The open connection runs on while the server drains.
            page = await (await browser.new_context()).new_page()
            await page.set_content("<p>still served</p>")
            text = await page.inner_text("p")
            await browser.close()
            return said, text

    said, text = asyncio.run(one_then_during_drain())
    # Draining, its port is closed (a balancer sends connections elsewhere).
    assert "ECONNREFUSED" in said or "draining" in said, said
    assert text == "still served"
    assert wait_until(lambda: browser_pid(server) not in (None, first_pid), 30)
    assert server.health()[1]["served"] == 0


def browser_pid(server: Server) -> int | None:
    try:
        return server.health()[1]["browser_pid"]
    except (OSError, ValueError):
        return None


def test_the_browser_version_is_read_without_a_connection(tmp_path: Path) -> None:
    build = tmp_path / "build"
    build.mkdir()
    (build / "application.ini").write_text("[App]\nName=Firefox\nVersion=153.8.0\n")
    binary = build / "firefox"
    binary.write_text("#!/bin/sh\nexit 1\n")
    binary.chmod(0o755)
    assert browser_version(str(binary)) == "153.8.0"
    wrapper = tmp_path / "wrapper"  # a script on PATH, no application.ini beside it
    wrapper.write_text("#!/bin/sh\necho 'Mozilla Firefox 128.5.1esr'\n")
    wrapper.chmod(0o755)
    assert browser_version(str(wrapper)) == "128.5.1"
