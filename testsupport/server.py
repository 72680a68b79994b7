"""The fixture HTTP server of the unit and acceptance tests, the benchmark and the demo.

A ``FixtureServer`` listens on 127.0.0.1, on a random port, from the moment it is made
until ``stop()`` (or the end of its ``with`` block). It answers GET, in this order:

- the pages added in memory with ``add(path, html, headers)`` (served as HTML),
- ``/__slow__?ms=N`` (also spelled ``/slow``): a page that arrives after N milliseconds,
  at most 30 s, or at once when the server stops,
- ``/__status__?code=N``: an empty response with that HTTP status,
- ``/__redirect__?to=URL``: a 302 redirect to URL (any origin),
- ``/__echo__``: what the request was, as JSON (method, path, headers, body; GET and
  POST),
- ``/__auth__?user=U&password=P``: a page behind HTTP basic authentication with that
  user and password,
- ``/__api__/items``: a JSON API: GET lists the items, POST answers 201 with the item
  it was sent (JSON) and an id,
- ``/__pixel__.png``: a 1x1 PNG image,
- ``/__download__?name=N&lines=L``: a text file of L lines served as an attachment
  named N; ``/__truncated__``: an attachment whose connection closes after 10 of its
  100,000 bytes (a download that fails),
- the files of its folder ``root``, when it has one; anything else is a 404.

Every answer says ``Cache-Control: no-store``, except to a URL with ``?cacheable`` in its
query: that one is cached as an ordinary site's page is, so Firefox keeps it in its
back-forward cache (the pages most sites serve); nothing is logged; a client that gives up
in the middle of an answer (a navigation timeout) is no error and prints nothing.
``FixtureServer(tls=True)`` serves HTTPS with a self-signed certificate (made once with
``openssl``), which browsers refuse unless told to ignore HTTPS errors.

``FixtureServers`` is the Robot library of the acceptance tests and the demo: two
servers on one folder (``atest/pages`` by default), so that a page of the first can
embed a cross-origin iframe from the second. ``serving(root)`` serves a folder for a
``with`` block (the bench scripts).

Serve a folder by hand (two servers; their URLs are printed; Ctrl-C stops them):

    python -m testsupport.server [FOLDER]
"""

from __future__ import annotations

import base64
import json
import socket
import ssl
import subprocess
import sys
import tempfile
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
JSON_TYPE = {"Content-Type": "application/json"}
MAX_SLOW_MS = 30_000
SLOW_PAGE = "<title>Slow</title><p>Finally here</p>"
API_ITEMS = [{"id": 1, "name": "from the server"}]
PIXEL = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
)


class FixtureServer:
    """One server on 127.0.0.1 (random port): in-memory pages, test endpoints, files."""

    def __init__(self, root: str | Path | None = None, *, tls: bool = False) -> None:
        self.root = Path(root) if root is not None else None
        self.pages: dict[str, tuple[str, dict[str, str]]] = {}
        self.stopping = threading.Event()
        self.scheme = "https" if tls else "http"
        self.httpd = _HTTPServer(self)
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*self_signed_certificate())
            self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
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
        """``http://127.0.0.1:PORT`` (``https`` with tls), without a trailing slash."""
        return f"{self.scheme}://{self.host}"

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
        self._tls: FixtureServer | None = None
        self._disposable: FixtureServer | None = None

    def start_fixture_servers(self) -> list[str]:
        """Starts two servers on random 127.0.0.1 ports (once); returns their base URLs."""
        if not self._servers:
            self._servers = [FixtureServer(self.root) for _ in range(2)]
        return [server.base_url for server in self._servers]

    def start_disposable_fixture_server(self) -> str:
        """Starts one more server of the same folder, to stop on purpose; returns its URL."""
        self._disposable = FixtureServer(self.root)
        return self._disposable.base_url

    def stop_disposable_fixture_server(self) -> None:
        """Stops the server `Start Disposable Fixture Server` started: its URLs are refused."""
        if self._disposable is not None:
            self._disposable.stop()
            self._disposable = None

    def start_https_fixture_server(self) -> str:
        """Starts (once) an HTTPS server of the same folder, self-signed; returns its URL."""
        if self._tls is None:
            self._tls = FixtureServer(self.root, tls=True)
        return self._tls.base_url

    def serve_fixture_page(self, path: str, html: str, **headers: str) -> str:
        """Serves ``html`` at ``path`` of the first server, with response ``headers`` (a
        Content-Security-Policy, say); returns its URL."""
        self.start_fixture_servers()
        return self._servers[0].add(path, html, headers)

    def stop_fixture_servers(self) -> None:
        for server in [*self._servers, *([self._tls] if self._tls else [])]:
            server.stop()
        self._servers, self._tls = [], None
        self.stop_disposable_fixture_server()


@contextmanager
def serving(root: str | Path) -> Iterator[str]:
    """Serves the folder ``root`` while the block runs; yields its base URL."""
    with FixtureServer(root) as server:
        yield server.base_url


_CERTIFICATE: tuple[str, str] | None = None


def self_signed_certificate() -> tuple[str, str]:
    """(certificate file, key file) of a self-signed 127.0.0.1 certificate, made once."""
    global _CERTIFICATE
    if _CERTIFICATE is None:
        folder = Path(tempfile.mkdtemp(prefix="fixture-tls-"))
        cert, key = folder / "cert.pem", folder / "key.pem"
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
             "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
             "-keyout", str(key), "-out", str(cert)],
            check=True, capture_output=True, timeout=60,
        )  # fmt: skip
        _CERTIFICATE = (str(cert), str(key))
    return _CERTIFICATE


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
        elif url.path == "/__redirect__":
            self._send(302, b"", {"Location": query.get("to", ["/"])[0]})
        elif url.path == "/__echo__":
            self._echo(b"")
        elif url.path == "/__auth__":
            self._behind_basic_auth(query)
        elif url.path == "/__api__/items":
            self._send(200, json.dumps({"items": API_ITEMS}).encode(), JSON_TYPE)
        elif url.path == "/__pixel__.png":
            self._send(200, PIXEL, {"Content-Type": "image/png"})
        elif url.path == "/__download__":
            self._attachment(query)
        elif url.path == "/__truncated__":
            self._truncated()
        elif fixture.root is not None:
            super().do_GET()
        else:
            self.send_error(404)

    def do_POST(self) -> None:
        path = urlparse(self.path).path
        length = int(self.headers.get("Content-Length") or 0)
        if path == "/__echo__":
            self._echo(self.rfile.read(length))
        elif path == "/__api__/items":
            try:
                item = json.loads(self.rfile.read(length) or b"null")
            except ValueError:
                self._send(400, b'{"error": "not JSON"}', JSON_TYPE)
                return
            created = {"id": len(API_ITEMS) + 1, "item": item}
            self._send(201, json.dumps(created).encode(), JSON_TYPE)
        else:
            self.send_error(404)

    def _attachment(self, query: dict[str, list[str]]) -> None:
        name = query.get("name", ["report.txt"])[0]
        lines = int(query.get("lines", ["3"])[0])
        body = "".join(f"line {n}\n" for n in range(1, lines + 1)).encode()
        disposition = f'attachment; filename="{name}"'
        self._send(200, body, {"Content-Type": "text/plain", "Content-Disposition": disposition})

    def _truncated(self) -> None:
        """An attachment that promises 100,000 bytes, sends 10 and hangs up."""
        self.protocol_version = "HTTP/1.1"  # over HTTP/1.0 Firefox takes the close as the end
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Disposition", 'attachment; filename="broken.bin"')
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.wfile.write(b"x" * 10)
        self.wfile.flush()
        self.close_connection = True

    def _echo(self, body: bytes) -> None:
        """The request as JSON: what the browser sent."""
        seen = {
            "method": self.command,
            "path": self.path,
            "headers": {name.lower(): value for name, value in self.headers.items()},
            "body": body.decode("utf-8", "replace"),
        }
        self._send(200, json.dumps(seen).encode(), {"Content-Type": "application/json"})

    def _behind_basic_auth(self, query: dict[str, list[str]]) -> None:
        user, password = query.get("user", ["user"])[0], query.get("password", ["secret"])[0]
        expected = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()
        if self.headers.get("Authorization") == expected:
            self._send(200, f"<title>Signed in</title><p>Hello, {user}</p>".encode())
        else:
            self._send(
                401, b"<title>Unauthorized</title>", {"WWW-Authenticate": 'Basic realm="fixture"'}
            )

    def do_HEAD(self) -> None:
        if self.server.fixture.root is not None:
            super().do_HEAD()
        else:
            self.send_error(404)

    def _send(self, code: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            headers = {"Content-Type": "text/html; charset=utf-8", **(headers or {})}
            self.send_response(code)
            self.send_header("Content-Length", str(len(body)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the browser gave up waiting (a navigation timeout test): nothing to send

    def end_headers(self) -> None:
        if "cacheable" not in parse_qs(urlparse(self.path).query, keep_blank_values=True):
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
