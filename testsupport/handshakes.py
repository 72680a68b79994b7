"""Servers on 127.0.0.1 that answer a WebSocket handshake the way a fleet's can fail.

``Handshake(mode)`` listens on a free port of 127.0.0.1 (a thread per connection) and
answers every connection the same way; ``endpoint`` is its ``ws://`` URL and
``connections`` counts the connections it took (a retry makes two). Modes:

- ``full``: ``503 Service Unavailable``, body ``camoufox-server full: 4 of 4
  connections in use`` (what ``camoufox-server`` says with every connection in use);
- ``draining``: ``503``, body ``camoufox-server draining: recycling its browser``;
- ``conflict``: ``409 Conflict``, body ``camoufox-server firefox: ...`` (launch options
  its browser cannot give);
- ``status:<code> <reason>``: that status and no body (``status:401 Unauthorized``);
- ``hang_up`` / ``hang_up:<seconds>``: reads the handshake, says nothing, closes after
  that long (HAProxy at its queue timeout: every server full);
- ``reset``: closes with a TCP reset (a server that died during the handshake);
- ``upgrade_then_close`` / ``upgrade_then_close:<seconds>``: accepts the WebSocket
  upgrade, then closes before any answer (a server that died after the handshake).

``Handshakes`` is the Robot library of the acceptance tests: ``Start Handshake
Server    full`` returns an endpoint; ``Stop Handshake Servers`` closes them all.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import re
import socket
import socketserver
import struct
import threading
import time

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"  # RFC 6455's, for Sec-WebSocket-Accept
BODIES = {
    "full": ("503 Service Unavailable", "camoufox-server full: 4 of 4 connections in use"),
    "draining": ("503 Service Unavailable", "camoufox-server draining: recycling its browser"),
    "conflict": (
        "409 Conflict",
        "camoufox-server firefox: launch option 'channel' is 'moz-firefox-beta'; this "
        "server's browser is moz-firefox",
    ),
}


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


class Handshake:
    """One server on 127.0.0.1 answering every handshake as ``mode`` says."""

    def __init__(self, mode: str) -> None:
        self.mode, _, arg = mode.partition(":")
        self.arg = arg
        self.connections = 0
        self._lock = threading.Lock()
        handler = self._handler()
        self._server = _Server(("127.0.0.1", 0), handler)
        self.port = self._server.server_address[1]
        self.endpoint = f"ws://127.0.0.1:{self.port}/fleet"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def _handler(self) -> type[socketserver.BaseRequestHandler]:
        owner = self

        class Answer(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                with owner._lock:
                    owner.connections += 1
                owner.answer(self.request)

        return Answer

    def answer(self, sock: socket.socket) -> None:
        request = b""
        sock.settimeout(10)
        with contextlib.suppress(OSError):
            while b"\r\n\r\n" not in request:
                chunk = sock.recv(4096)
                if not chunk:
                    return
                request += chunk
            if self.mode in BODIES or self.mode == "status":
                status, body = BODIES.get(self.mode, (self.arg, ""))
                data = body.encode()
                sock.sendall(
                    f"HTTP/1.1 {status}\r\nContent-Type: text/plain\r\n"
                    f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode()
                    + data
                )
            elif self.mode == "hang_up":
                time.sleep(float(self.arg or 0))
            elif self.mode == "reset":
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            elif self.mode == "upgrade_then_close":
                key = re.search(rb"(?i)sec-websocket-key: *(\S+)", request)
                accept = base64.b64encode(hashlib.sha1(key.group(1) + GUID).digest())
                sock.sendall(
                    b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                    b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n"
                )
                time.sleep(float(self.arg or 0.1))
            else:
                raise ValueError(f"unknown handshake mode {self.mode!r}")
        sock.close()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(10)

    def __enter__(self) -> Handshake:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Handshakes:
    """Robot library: handshake servers on 127.0.0.1, found by their endpoint."""

    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self) -> None:
        self.servers: dict[str, Handshake] = {}

    def start_handshake_server(self, mode: str) -> str:
        """Starts a server answering every handshake as ``mode`` says; returns its URL."""
        server = Handshake(mode)
        self.servers[server.endpoint] = server
        return server.endpoint

    def handshake_server_connections(self, endpoint: str) -> int:
        """How many connections the server at ``endpoint`` took."""
        return self.servers[endpoint].connections

    def stop_handshake_servers(self) -> None:
        """Closes every server this library started."""
        for endpoint in list(self.servers):
            self.servers.pop(endpoint).close()
