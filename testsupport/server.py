"""The fixture HTTP server of the unit and acceptance tests, the benchmark and the demo.

A ``FixtureServer`` listens on 127.0.0.1, on a random port, from the moment it is made
until ``stop()`` (or the end of its ``with`` block). It answers GET, in this order:

- the pages added in memory with ``add(path, html, headers)`` (served as HTML),
- ``/__slow__?ms=N`` (also spelled ``/slow``): a page that arrives after N milliseconds,
  at most 30 s, or at once when the server stops,
- ``/__status__?code=N``: an empty response with that HTTP status,
- the files of its folder ``root``, when it has one; anything else is a 404.

Every answer says ``Cache-Control: no-store``; nothing is logged; a client that gives up
in the middle of an answer (a navigation timeout) is no error and prints nothing.

``FixtureServers`` is the Robot library of the acceptance tests and the demo: two
servers on one folder (``atest/pages`` by default), so that a page of the first can
embed a cross-origin iframe from the second. ``serving(root)`` serves a folder for a
``with`` block (the bench scripts).

Serve a folder by hand (two servers; their URLs are printed; Ctrl-C stops them):

    python -m testsupport.server [FOLDER]
"""

from __future__ import annotations

import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlparse

ATEST_PAGES = Path(__file__).resolve().parent.parent / "atest" / "pages"
SLOW_PATHS = ("/__slow__", "/slow")
MAX_SLOW_MS = 30_000
SLOW_PAGE = "<title>Slow</title><p>Finally here</p>"


class FixtureServer:
    """One server on 127.0.0.1 (random port): in-memory pages, test endpoints, files."""

    def __init__(self, root: str | Path | None = None) -> None:
        self.root = Path(root) if root is not None else None
        self.pages: dict[str, tuple[str, dict[str, str]]] = {}
        self.stopping = threading.Event()
        self.httpd = _HTTPServer(self)
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True
        )
        self.thread.start()

    @property
    def port(self) -> int:
        return self.httpd.server_address[1]

    @property
    def host(self) -> str:
        """``127.0.0.1:PORT``, without a scheme."""
        return f"127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``, without a trailing slash."""
        return f"http://{self.host}"

    def url(self, path: str = "/") -> str:
        return f"{self.base_url}{path}"

    def add(self, path: str, html: str, headers: dict[str, str] | None = None) -> str:
        """Serves ``html`` at ``path`` (with extra ``headers``); returns its URL."""
        self.pages[path] = (html, headers or {})
        return self.url(path)

    def stop(self) -> None:
        """Answers the slow pages at once, stops listening. Harmless when done already."""
        if self.stopping.is_set():
            return
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> FixtureServer:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()


class FixtureServers:
    """Robot library: ``Start Fixture Servers`` / ``Stop Fixture Servers``."""

    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self, root: str | None = None) -> None:
        self.root = Path(root) if root else ATEST_PAGES
        self._servers: list[FixtureServer] = []

    def start_fixture_servers(self) -> list[str]:
        """Starts two servers on random 127.0.0.1 ports (once); returns their base URLs."""
        if not self._servers:
            self._servers = [FixtureServer(self.root) for _ in range(2)]
        return [server.base_url for server in self._servers]

    def stop_fixture_servers(self) -> None:
        for server in self._servers:
            server.stop()
        self._servers = []


@contextmanager
def serving(root: str | Path) -> Iterator[str]:
    """Serves the folder ``root`` while the block runs; yields its base URL."""
    with FixtureServer(root) as server:
        yield server.base_url


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on: bound once by us, then released."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, fixture: FixtureServer) -> None:
        self.fixture = fixture
        super().__init__(("127.0.0.1", 0), _Handler)

    def finish_request(self, request: Any, client_address: Any) -> None:
        root = self.fixture.root
        _Handler(request, client_address, self, directory=str(root) if root else None)

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a client that gave up
            super().handle_error(request, client_address)


class _Handler(SimpleHTTPRequestHandler):
    server: _HTTPServer

    def do_GET(self) -> None:
        fixture = self.server.fixture
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path in fixture.pages:
            html, headers = fixture.pages[url.path]
            self._send(200, html.encode(), headers)
        elif url.path in SLOW_PATHS:
            delay = min(int(query.get("ms", ["1000"])[0]), MAX_SLOW_MS) / 1000
            fixture.stopping.wait(delay)
            self._send(200, SLOW_PAGE.encode())
        elif url.path == "/__status__":
            self._send(int(query.get("code", ["500"])[0]), b"")
        elif fixture.root is not None:
            super().do_GET()
        else:
            self.send_error(404)

    def do_HEAD(self) -> None:
        if self.server.fixture.root is not None:
            super().do_HEAD()
        else:
            self.send_error(404)

    def _send(self, code: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(code)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the browser gave up waiting (a navigation timeout test): nothing to send

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


def main(argv: list[str]) -> None:
    servers = FixtureServers(argv[0] if argv else None)
    print("\n".join(servers.start_fixture_servers()), flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        servers.stop_fixture_servers()


if __name__ == "__main__":
    main(sys.argv[1:])
