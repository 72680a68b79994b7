"""A relay between Playwright and Firefox's WebDriver BiDi socket, with a door of ours.

Playwright's Python API cannot send a WebDriver BiDi command of our own, and some of
what a person does needs one: Firefox counts clicks (``detail`` 1, 2, 3, a ``dblclick``
after the second) only within one ``input.performActions`` call, and Playwright sends
every press and release as a call of its own (measured: a triple click arrives as three
clicks of detail 1, a double click as two and no ``dblclick``; docs/engine-notes.md
"Clicks in a row").

This program runs in place of Firefox's executable (Playwright's ``executable_path``):
it starts Firefox with the same arguments, passes its output on, and where Firefox says
``WebDriver BiDi listening on ws://...`` it listens on a port of its own and says that
one instead. Playwright's connection then goes through it, byte for byte: the relay only
finds where each WebSocket frame ends. On the Unix socket named by
``CAMOUFOXLIBRARY_BIDI_DOOR`` it takes commands of ours, one JSON object a line
(``{"id": 1, "method": "...", "params": {...}}``), sends each into the same session
between two of Playwright's frames (with an id Playwright never uses), takes the answer
out of the stream before Playwright sees it, and writes it back as a line with our id.
Events stay Playwright's.

It is started as a file (``python -I -S bidirelay.py FIREFOX ARGS...``), not as a module
of the package, so it imports only the standard library and its sibling ``wsframes.py``
(the WebSocket frames): ~20 ms, not the library's 0.4 s.
It ends when Firefox ends, with Firefox's exit status; SIGTERM, SIGINT and SIGHUP are
passed on to Firefox.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import selectors
import signal
import socket
import subprocess
import sys
import time
from collections import deque

if __package__:  # imported by the library (tests, bididoor.py)
    from .deferredscript import Deferred
    from .wsframes import Stream, frame_header, text_frame, unmasked_payload
else:  # run as a file, isolated: its siblings, without its folder on the path (which
    # would put engines/types.py in place of the standard library's types)
    import importlib.util
    from pathlib import Path
    from types import ModuleType

    def sibling(name: str) -> ModuleType:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses looks its module up
        spec.loader.exec_module(module)
        return module

    _frames = sibling("wsframes")
    Stream, frame_header = _frames.Stream, _frames.frame_header
    text_frame, unmasked_payload = _frames.text_frame, _frames.unmasked_payload
    Deferred = sibling("deferredscript").Deferred

DOOR_VARIABLE = "CAMOUFOXLIBRARY_BIDI_DOOR"
# Set (to 1) where the library says when a Playwright call may want the script the relay
# then defers (deferredscript.py, wantedscript.py); that door command is the relay's own.
DEFER_VARIABLE = "CAMOUFOXLIBRARY_DEFER_SCRIPT"
SCRIPT_WANTED = "relay.scriptWanted"
LISTENING = re.compile(rb"WebDriver BiDi listening on ws://([^:/\s]+):(\d+)")
# Ids of our commands: far above any Playwright will reach (it counts from 1).
ID_BASE = 10**15
OUR_ID = re.compile(rb'"id":\s*(1\d{15})\b')
HEAD_END = b"\r\n\r\n"
# A frame from Firefox is held back whole up to this size, to be looked at (an answer to
# one of ours, or what deferredscript.py watches); a larger one goes on as it comes.
HELD_AT_MOST = 4 << 20
HOST_HEADER = re.compile(rb"(?im)^host:[^\r\n]*")
CHUNK = 1 << 16


class Relay:
    """The event loop of the relay: Firefox's stderr, Playwright's connection, the door."""

    def __init__(
        self, firefox: subprocess.Popen[bytes], door_path: str | None, defer: bool = False
    ) -> None:
        self.firefox = firefox
        self.selector = selectors.DefaultSelector()
        self.out: dict[socket.socket, bytearray] = {}
        self.listener: socket.socket | None = None
        self.upstream: tuple[str, int] | None = None
        self.client: socket.socket | None = None  # Playwright's end
        self.server: socket.socket | None = None  # Firefox's end
        self.from_client = Stream()
        self.from_server = Stream()
        self.injected: deque[bytes] = deque()  # our frames waiting for a boundary
        self.asked: dict[int, tuple[socket.socket, object]] = {}  # wire id -> door, our id
        self.next_id = ID_BASE
        self.doors: dict[socket.socket, bytearray] = {}
        self.deferred = Deferred(enabled=defer and door_path is not None)
        self.stderr_rest = b""
        self.stderr_done = False
        assert firefox.stderr is not None
        os.set_blocking(firefox.stderr.fileno(), False)
        self.selector.register(firefox.stderr, selectors.EVENT_READ, self.on_stderr)
        self.door = self.open_door(door_path) if door_path else None
        self.ended = False
        # Firefox's end, at once where the system can say it (a pidfd is readable then);
        # else found within the select timeout.
        with contextlib.suppress(AttributeError, OSError):
            self.selector.register(os.pidfd_open(firefox.pid), selectors.EVENT_READ, self.on_end)

    # --- set-up -------------------------------------------------------------------

    def open_door(self, path: str) -> socket.socket:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        door = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        door.bind(path)
        os.chmod(path, 0o600)
        door.listen(4)
        door.setblocking(False)
        self.selector.register(door, selectors.EVENT_READ, self.on_door_knock)
        return door

    def on_stderr(self, stream: object) -> None:
        assert self.firefox.stderr is not None
        if self.stderr_done:
            return
        try:
            data = os.read(self.firefox.stderr.fileno(), CHUNK)
        except BlockingIOError:
            return
        if not data:
            self.stderr_done = True
            self.selector.unregister(self.firefox.stderr)
            if self.stderr_rest:
                self.write_stderr(self.stderr_rest)
            return
        lines = (self.stderr_rest + data).split(b"\n")
        self.stderr_rest = lines.pop()
        for line in lines:
            self.write_stderr(self.rewritten(line) + b"\n")

    def write_stderr(self, data: bytes) -> None:
        with contextlib.suppress(OSError):
            os.write(2, data)

    def rewritten(self, line: bytes) -> bytes:
        """Firefox's "listening on" line, with the relay's port in place of Firefox's."""
        found = LISTENING.search(line)
        if found is None or self.listener is not None:
            return line
        self.upstream = (found.group(1).decode(), int(found.group(2)))
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(1)
        self.listener.setblocking(False)
        self.selector.register(self.listener, selectors.EVENT_READ, self.on_connect)
        port = self.listener.getsockname()[1]
        return line[: found.start()] + f"WebDriver BiDi listening on ws://127.0.0.1:{port}".encode()

    def on_connect(self, listener: socket.socket) -> None:
        client, _ = listener.accept()
        if self.client is not None:  # one connection: Playwright's
            client.close()
            return
        assert self.upstream is not None
        server = socket.create_connection(self.upstream)
        for sock in (client, server):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sock.setblocking(False)
            self.out[sock] = bytearray()
        self.client, self.server = client, server
        self.selector.register(client, selectors.EVENT_READ, self.on_client)
        self.selector.register(server, selectors.EVENT_READ, self.on_server)

    # --- the two directions -----------------------------------------------------------

    def on_client(self, sock: socket.socket) -> None:
        data = self.receive(sock)
        if data is None:
            return
        assert self.server is not None
        self.send(self.server, self.passed(self.from_client, data, from_client=True))
        self.inject()

    def on_server(self, sock: socket.socket) -> None:
        data = self.receive(sock)
        if data is None:
            return
        assert self.client is not None
        self.send(self.client, self.passed(self.from_server, data, from_client=False))
        self.inject()  # a deferred script whose document went

    def passed(self, stream: Stream, data: bytes, *, from_client: bool) -> bytes:
        """What of ``data`` goes on now: the HTTP head once whole (with Firefox's port in
        its Host header, which Firefox checks), then frames as they come. A text frame
        from Firefox while a command of ours waits for its answer is held back whole,
        and taken out when it is that answer."""
        out = bytearray()
        if not stream.upgraded:
            stream.head += data
            end = stream.head.find(HEAD_END)
            if end < 0:
                return b""
            end += len(HEAD_END)
            head, data = bytes(stream.head[:end]), bytes(stream.head[end:])
            if from_client and self.upstream is not None:
                host = f"Host: {self.upstream[0]}:{self.upstream[1]}".encode()
                head = HOST_HEADER.sub(host, head, count=1)
            out += head
            stream.head = bytearray()
            stream.upgraded = True
        while data:
            if stream.left:  # the current frame's payload
                take, data = data[: stream.left], data[stream.left :]
                stream.left -= len(take)
                if stream.held is None:
                    out += take
                    continue
                stream.held += take
                if not stream.left:
                    frame, stream.held = stream.held, None
                    if not self.taken(frame, from_client):
                        out += frame
                continue
            stream.head += data
            found = frame_header(stream.head)
            if found is None:
                break  # the rest of the header comes with the next data
            header_length, payload_length = found
            header, data = bytes(stream.head[:header_length]), bytes(stream.head[header_length:])
            stream.head = bytearray()
            opcode, final = header[0] & 0x0F, header[0] & 0x80
            if opcode in (0, 1, 2):  # data frames (not ping, pong, close)
                stream.fragmented = not final
            stream.left = payload_length
            if from_client:  # each command whole: it may be one the relay defers
                held = bool(final and opcode == 1)
            else:  # whole, to be looked at (ours, or what deferredscript.py watches)
                held = bool(final and opcode == 1 and payload_length <= HELD_AT_MOST)
            if held:
                stream.held = bytearray(header)
                if not payload_length:
                    stream.held = None
                    out += header
            else:
                out += header
        return bytes(out)

    def taken(self, frame: bytes | bytearray, from_client: bool) -> bool:
        """Whether a frame held back whole stays here: a command of Playwright's the relay
        defers (deferredscript.py), or the answer to one of ours. What Firefox says is
        noted there, and what it lets go is queued."""
        if from_client:
            stays, going = self.deferred.from_playwright(unmasked_payload(frame), time.monotonic())
        else:
            stays = self.answered(frame)
            going = [] if stays else self.deferred.from_firefox(unmasked_payload(frame))
        self.injected.extend(text_frame(text, masked=True) for text in going)
        return stays

    def answered(self, frame: bytes | bytearray) -> bool:
        """Whether the server frame answers one of our commands (then it is sent to the
        door it came from, with our id)."""
        head = bytes(frame[:80])
        found = OUR_ID.search(head)
        if found is None or int(found.group(1)) not in self.asked:
            return False
        message = json.loads(unmasked_payload(frame))
        wire_id = message.get("id")
        if message.get("type") not in ("success", "error") or wire_id not in self.asked:
            return False
        door, own_id = self.asked.pop(wire_id)
        message["id"] = own_id
        if door in self.doors:
            self.send(door, json.dumps(message).encode() + b"\n")
        return True

    def inject(self) -> None:
        """Our waiting frames, where Playwright's stream is between two messages."""
        if not self.from_client.between_messages or self.server is None:
            return
        while self.injected:
            self.send(self.server, self.injected.popleft())

    # --- the door -----------------------------------------------------------------

    def on_door_knock(self, door: socket.socket) -> None:
        conn, _ = door.accept()
        conn.setblocking(False)
        self.doors[conn] = bytearray()
        self.out[conn] = bytearray()
        self.selector.register(conn, selectors.EVENT_READ, self.on_door)

    def on_door(self, conn: socket.socket) -> None:
        data = self.receive(conn)
        if data is None:
            return
        buffer = self.doors[conn]
        buffer += data
        while b"\n" in buffer:
            line, _, rest = bytes(buffer).partition(b"\n")
            buffer[:] = rest
            if line.strip():
                self.ask(conn, line)
        self.inject()

    def ask(self, conn: socket.socket, line: bytes) -> None:
        try:
            command = json.loads(line)
            own_id, method = command["id"], command["method"]
            params = command.get("params", {})
        except (ValueError, KeyError, TypeError) as exc:
            answer = {"type": "error", "id": None, "error": "invalid argument", "message": str(exc)}
            self.send(conn, json.dumps(answer).encode() + b"\n")
            return
        if method == SCRIPT_WANTED:  # the relay's own: no command to Firefox
            going = self.deferred.wanted()
            self.injected.extend(text_frame(text, masked=True) for text in going)
            answer = {"type": "success", "id": own_id, "result": {"released": len(going)}}
            self.send(conn, json.dumps(answer).encode() + b"\n")
            return
        if self.server is None:
            answer = {
                "type": "error",
                "id": own_id,
                "error": "no such session",
                "message": "Playwright has not connected to the browser yet",
            }
            self.send(conn, json.dumps(answer).encode() + b"\n")
            return
        wire_id = self.next_id
        self.next_id += 1
        self.asked[wire_id] = (conn, own_id)
        text = json.dumps({"id": wire_id, "method": method, "params": params}).encode()
        self.injected.append(text_frame(text, masked=True))

    # --- sockets ------------------------------------------------------------------

    def receive(self, sock: socket.socket) -> bytes | None:
        try:
            data = sock.recv(CHUNK)
        except (BlockingIOError, InterruptedError):
            return None
        except OSError:
            data = b""
        if not data:
            self.closed(sock)
            return None
        return data

    def send(self, sock: socket.socket, data: bytes) -> None:
        if not data or sock not in self.out:
            return
        buffer = self.out[sock]
        if not buffer:
            try:
                sent = sock.send(data)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError:
                self.closed(sock)
                return
            data = data[sent:]
            if not data:
                return
            self.selector.modify(sock, selectors.EVENT_READ | selectors.EVENT_WRITE, self.on_ready)
        buffer += data

    def on_ready(self, sock: socket.socket, events: int = selectors.EVENT_WRITE) -> None:
        """A socket with data waiting to go out: readable and writable."""
        if events & selectors.EVENT_WRITE:
            buffer = self.out[sock]
            try:
                sent = sock.send(buffer)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError:
                self.closed(sock)
                return
            del buffer[:sent]
            if not buffer:
                self.selector.modify(sock, selectors.EVENT_READ, self.reader_of(sock))
        if events & selectors.EVENT_READ and sock in self.out:
            self.reader_of(sock)(sock)

    def reader_of(self, sock: socket.socket):  # type: ignore[no-untyped-def]
        if sock is self.client:
            return self.on_client
        if sock is self.server:
            return self.on_server
        return self.on_door

    def closed(self, sock: socket.socket) -> None:
        """A peer went away: the door's connection alone, or both ends of the relay."""
        ends = [sock] if sock in self.doors else [s for s in (self.client, self.server) if s]
        for end in ends:
            self.out.pop(end, None)
            self.doors.pop(end, None)
            with contextlib.suppress(KeyError, ValueError):
                self.selector.unregister(end)
            end.close()
        if sock not in self.doors and sock in (self.client, self.server):
            self.client = self.server = None

    def on_end(self, pidfd: int) -> None:
        self.ended = True

    def run(self) -> int:
        """Until Firefox has ended; its exit status."""
        while True:
            wait = self.deferred.wait(time.monotonic())
            timeout = 0.25 if wait is None else min(0.25, wait)
            for key, events in self.selector.select(timeout=timeout):
                callback = key.data
                if callback == self.on_ready:
                    callback(key.fileobj, events)
                else:
                    callback(key.fileobj)
            due = self.deferred.due(time.monotonic())
            if due:
                self.injected.extend(text_frame(text, masked=True) for text in due)
                self.inject()
            status = self.firefox.wait(timeout=1) if self.ended else self.firefox.poll()
            if status is not None:
                self.on_stderr(None)  # what it wrote last
                return status


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        sys.stderr.write("usage: bidirelay.py FIREFOX [ARGUMENTS...]\n")
        return 2
    firefox = subprocess.Popen(argv[1:], stderr=subprocess.PIPE)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: firefox.send_signal(number))
    door = os.environ.get(DOOR_VARIABLE)
    try:
        return Relay(firefox, door, os.environ.get(DEFER_VARIABLE) == "1").run()
    finally:
        if door:
            with contextlib.suppress(OSError):
                os.unlink(door)


if __name__ == "__main__":
    status = main(sys.argv)
    sys.exit(status if status >= 0 else 128 - status)
