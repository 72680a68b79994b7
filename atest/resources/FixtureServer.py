"""Serves fixture pages on 127.0.0.1 for the acceptance tests and the demo.

Two servers on random ports share one folder, so a page on the first can embed
a cross-origin iframe from the second. Besides files, they answer:

- ``/__slow__?ms=N``: a page that arrives after N milliseconds (at most 30 s),
- ``/__status__?code=N``: an empty response with that HTTP status.
"""

from __future__ import annotations

import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

DEFAULT_ROOT = Path(__file__).resolve().parent.parent / "pages"
MAX_SLOW_MS = 30_000


class _Handler(SimpleHTTPRequestHandler):
    def do_GET(self) -> None:
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path == "/__slow__":
            delay = min(int(query.get("ms", ["1000"])[0]), MAX_SLOW_MS) / 1000
            stop = self.server.stopping  # type: ignore[attr-defined]
            stop.wait(delay)
            self._send(200, b"<title>Slow</title><p>Finally here</p>")
        elif url.path == "/__status__":
            self._send(int(query.get("code", ["500"])[0]), b"")
        else:
            super().do_GET()

    def _send(self, code: int, body: bytes) -> None:
        try:
            self.send_response(code)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser gave up waiting (a navigation timeout test): nothing to send

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


class FixtureServer:
    """Robot library: ``Start Fixture Servers`` / ``Stop Fixture Servers``."""

    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self, root: str | None = None) -> None:
        self.root = Path(root) if root else DEFAULT_ROOT
        self._servers: list[ThreadingHTTPServer] = []

    def start_fixture_servers(self) -> list[str]:
        """Starts two servers on random 127.0.0.1 ports; returns their base URLs."""
        if not self._servers:
            for _ in range(2):
                handler = partial(_Handler, directory=str(self.root))
                server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
                server.daemon_threads = True
                server.stopping = threading.Event()  # type: ignore[attr-defined]
                threading.Thread(target=server.serve_forever, daemon=True).start()
                self._servers.append(server)
        return [f"http://127.0.0.1:{s.server_address[1]}" for s in self._servers]

    def stop_fixture_servers(self) -> None:
        for server in self._servers:
            server.stopping.set()  # type: ignore[attr-defined]
            server.shutdown()
            server.server_close()
        self._servers = []


if __name__ == "__main__":  # serve by hand: python atest/resources/FixtureServer.py
    servers = FixtureServer()
    print("\n".join(servers.start_fixture_servers()), flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        servers.stop_fixture_servers()
