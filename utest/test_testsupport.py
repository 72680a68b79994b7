"""The test support itself (testsupport/): what the other tests rely on it for."""

from __future__ import annotations

import http.client
import socket
import struct
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from testsupport.envelopes import data_of, error_of, failure, success
from testsupport.server import ATEST_PAGES, FixtureServer, FixtureServers, free_port, serving
from testsupport.waiting import wait_until


def get(url: str, timeout: float = 10) -> tuple[int, dict[str, str], str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as answer:
            return answer.status, dict(answer.headers), answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


# --- server -----------------------------------------------------------------------


def test_in_memory_pages_with_headers_and_no_store(http_server: FixtureServer) -> None:
    url = http_server.add("/ts-page.html", "<title>Here</title>", {"X-Test": "yes"})
    assert url == f"http://127.0.0.1:{http_server.port}/ts-page.html"
    assert http_server.url("/ts-page.html") == url
    assert http_server.base_url == f"http://{http_server.host}"
    status, headers, body = get(url)
    assert (status, body) == (200, "<title>Here</title>")
    assert headers["X-Test"] == "yes"
    assert headers["Cache-Control"] == "no-store"
    assert headers["Content-Type"] == "text/html; charset=utf-8"


def test_without_a_root_only_added_pages_exist(http_server: FixtureServer) -> None:
    assert get(http_server.url("/pyproject.toml"))[0] == 404
    request = urllib.request.Request(http_server.url("/pyproject.toml"), method="HEAD")
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(request, timeout=10)
    assert missing.value.code == 404


def test_folder_status_and_both_slow_spellings(tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text("<title>File</title>")
    with FixtureServer(tmp_path) as server:
        status, headers, body = get(server.url("/page.html"))
        assert (status, body) == (200, "<title>File</title>")
        assert headers["Cache-Control"] == "no-store"
        assert get(server.url("/missing.html"))[0] == 404
        assert get(server.url("/__status__?code=418"))[:1] == (418,)
        for path in ("/__slow__", "/slow"):
            started = time.monotonic()
            status, _, body = get(server.url(f"{path}?ms=300"))
            assert time.monotonic() - started >= 0.3
            assert (status, body) == (200, "<title>Slow</title><p>Finally here</p>")


def handler_thread(before: set[threading.Thread]) -> threading.Thread:
    """The server's thread for the request just sent (the one thread started since)."""
    (thread,) = wait_until(lambda: {t for t in threading.enumerate() if t.is_alive()} - before)
    return thread


def test_a_slow_page_answers_at_once_when_the_server_stops() -> None:
    server = FixtureServer()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    before = set(threading.enumerate())
    started = time.monotonic()
    connection.request("GET", "/slow?ms=20000")
    handler_thread(before)
    server.stop()
    answer = connection.getresponse()
    assert (answer.status, answer.read()) == (200, b"<title>Slow</title><p>Finally here</p>")
    assert time.monotonic() - started < 5
    connection.close()
    server.stop()  # again: harmless


def test_a_client_that_gives_up_leaves_no_traceback(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "big.bin").write_bytes(b"x" * 20_000_000)  # more than the socket buffers
    with FixtureServer(tmp_path) as server:
        for path in ("/__slow__?ms=200", "/big.bin"):
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            before = set(threading.enumerate())
            connection.request("GET", path)
            handler = handler_thread(before)
            sock = connection.sock
            assert sock is not None
            # Closed with a reset, as by a browser that gave up on a navigation.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            connection.close()
            handler.join(10)
            assert not handler.is_alive()
        assert get(server.url("/__status__?code=204"))[0] == 204
    assert capfd.readouterr().err == ""


def test_robot_library_serves_two_origins_of_one_folder() -> None:
    servers = FixtureServers()
    assert servers.root == ATEST_PAGES
    base, cross = servers.start_fixture_servers()
    try:
        assert servers.start_fixture_servers() == [base, cross]  # once
        assert base != cross
        for url in (base, cross):
            assert url.startswith("http://127.0.0.1:") and not url.endswith("/")
            status, _, body = get(f"{url}/index.html")
            assert status == 200 and "<title>Fixture Home</title>" in body
    finally:
        servers.stop_fixture_servers()


def test_serving_a_folder_for_a_block(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("a")
    with serving(tmp_path) as url:
        assert get(f"{url}/a.txt")[2] == "a"
    with pytest.raises(OSError):
        get(f"{url}/a.txt", timeout=2)


def test_free_port_is_closed() -> None:
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", free_port()), timeout=2):
        pass


# --- waiting ----------------------------------------------------------------------


def test_wait_until_returns_the_first_truthy_value() -> None:
    calls = iter([0, [], [1, 2]])
    assert wait_until(lambda: next(calls), timeout=5, interval=0) == [1, 2]


def test_wait_until_fails_with_the_message_after_one_more_look() -> None:
    looks: list[float] = []

    def never() -> bool:
        looks.append(time.monotonic())
        return False

    started = time.monotonic()
    with pytest.raises(AssertionError, match=r"^condition did not hold within 0.2 s$"):
        wait_until(never, timeout=0.2, interval=0.05)
    assert looks[-1] - started >= 0.2
    with pytest.raises(AssertionError, match=r"^still 3$"):
        wait_until(lambda: False, timeout=0, message=lambda: f"still {1 + 2}")
    with pytest.raises(AssertionError, match=r"^gone$"):
        wait_until(lambda: None, timeout=0, message="gone")


def test_wait_until_passes_the_predicates_error_on() -> None:
    def broken() -> bool:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        wait_until(broken)


# --- envelopes --------------------------------------------------------------------


def test_envelope_builders_and_checks() -> None:
    ok = success({"a": 1})
    assert ok == {"status": "success", "instance": "main", "data": {"a": 1}, "operation": {}}
    assert success({}, instance=None)["instance"] is None
    assert data_of(ok) == {"a": 1}
    bad = failure("stale_ref", "ref 'e1' is gone")
    assert bad == {
        "status": "error",
        "instance": "main",
        "error_type": "stale_ref",
        "message": "ref 'e1' is gone",
        "operation": {},
    }
    assert error_of(bad, "stale_ref") is bad
    with pytest.raises(AssertionError):
        data_of(bad)
    with pytest.raises(AssertionError):
        error_of(bad, "invalid_params")
    with pytest.raises(AssertionError):
        error_of(ok, "stale_ref")
