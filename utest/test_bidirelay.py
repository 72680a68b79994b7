"""The BiDi relay (core/engines/bidirelay.py) against a stand-in Firefox, without a browser.

The stand-in prints Firefox's "listening on" line, takes one WebSocket connection (and
refuses a Host header with another port, as Firefox does), answers every command with
its method (and its target), and sends an event after each answer (the events a
``test.events`` command names, when it is one). The test is Playwright's side: it
connects where the relay says, and sends commands while the door sends ours.
"""

from __future__ import annotations

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from CamoufoxLibrary.core.engines import bidirelay
from CamoufoxLibrary.core.engines.wsframes import frame_length, text_frame, unmasked_payload

STAND_IN = textwrap.dedent(
    r"""
    import json, socket, struct, sys
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    sys.stderr.write(f"WebDriver BiDi listening on ws://127.0.0.1:{port}\n")
    sys.stderr.flush()
    conn, _ = server.accept()
    head = b""
    while b"\r\n\r\n" not in head:
        head += conn.recv(4096)
    if f"host: 127.0.0.1:{port}".encode() not in head.lower():
        conn.sendall(b"HTTP/1.1 400 Bad Request\r\n\r\n")
        sys.exit(3)
    conn.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n")
    buffer = b""
    def send(message):
        data = json.dumps(message, separators=(",", ":")).encode()  # as Firefox writes it
        conn.sendall(struct.pack("!BB", 0x81, len(data)) + data if len(data) < 126
                     else struct.pack("!BBH", 0x81, 126, len(data)) + data if len(data) < 65536
                     else struct.pack("!BBQ", 0x81, 127, len(data)) + data)
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            sys.exit(0)
        buffer += chunk
        while len(buffer) >= 2:
            length = buffer[1] & 0x7F
            start = 2
            if length == 126:
                length = struct.unpack("!H", buffer[2:4])[0]
                start = 4
            elif length == 127:
                length = struct.unpack("!Q", buffer[2:10])[0]
                start = 10
            if len(buffer) < start + 4 + length:
                break
            key = buffer[start:start + 4]
            payload = bytes(b ^ key[i % 4] for i, b in enumerate(buffer[start + 4:start + 4 + length]))
            buffer = buffer[start + 4 + length:]
            command = json.loads(payload)
            result = {"echo": command["method"]}
            if "target" in command.get("params", {}):
                result["target"] = command["params"]["target"]
            send({"type": "success", "id": command["id"], "result": result})
            for event in command.get("params", {}).get("events", [
                {"method": "log.entryAdded", "params": {"id": 1}}
            ]):
                send({"type": "event", **event})
    """
)


@pytest.fixture
def relay(tmp_path: Path):
    """A relay around the stand-in: (process, its port, the door's path)."""
    stand_in = tmp_path / "firefox.py"
    stand_in.write_text(STAND_IN)
    door = str(tmp_path / "door")
    process = subprocess.Popen(
        [sys.executable, "-I", "-S", bidirelay.__file__, sys.executable, str(stand_in)],
        stderr=subprocess.PIPE,
        env={**os.environ, bidirelay.DOOR_VARIABLE: door, bidirelay.DEFER_VARIABLE: "1"},
    )
    assert process.stderr is not None
    line = process.stderr.readline().decode()
    assert line.startswith("WebDriver BiDi listening on ws://127.0.0.1:"), line
    port = int(line.rsplit(":", 1)[1])
    yield process, port, door
    if process.poll() is None:
        process.kill()
    process.wait(timeout=10)


def client_frame(message: dict) -> bytes:
    return text_frame(json.dumps(message).encode(), masked=True)


def read_messages(sock: socket.socket, count: int) -> list[dict]:
    """``count`` messages the relay passed on to Playwright's side."""
    buffer, messages = b"", []
    sock.settimeout(5)
    while len(messages) < count:
        buffer += sock.recv(65536)
        while (length := frame_length(buffer, 0)) is not None and len(buffer) >= length:
            messages.append(json.loads(unmasked_payload(buffer[:length])))
            buffer = buffer[length:]
    return messages


def connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        f"GET /session HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head  # the Host header went on with Firefox's port
    return sock


def test_frames_are_measured_and_made() -> None:
    for size in (5, 300, 70_000):
        text = b"x" * size
        for masked in (False, True):
            frame = text_frame(text, masked)
            assert frame_length(frame, 0) == len(frame)
            assert frame_length(frame[:1], 0) is None
        assert unmasked_payload(text_frame(text, False)) == text


def test_playwrights_messages_pass_and_ours_come_back_through_the_door(relay) -> None:
    process, port, door_path = relay
    client = connect(port)
    client.sendall(client_frame({"id": 1, "method": "session.new", "params": {}}))
    assert read_messages(client, 2) == [
        {"type": "success", "id": 1, "result": {"echo": "session.new"}},
        {"type": "event", "method": "log.entryAdded", "params": {"id": 1}},
    ]
    door = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    door.connect(door_path)
    answers = door.makefile()
    # One of Playwright's, half sent when ours comes: ours goes in only after its end.
    half = client_frame({"id": 2, "method": "script.evaluate", "params": {}})
    client.sendall(half[:5])
    time.sleep(0.2)
    door.sendall(json.dumps({"id": 7, "method": "input.performActions", "params": {}}).encode())
    door.sendall(b"\n")
    door.settimeout(0.5)
    with pytest.raises(TimeoutError):
        answers.readline()  # not sent yet: it would have split Playwright's frame
    door.settimeout(5)
    answers = door.makefile()
    client.sendall(half[5:])
    answer = json.loads(answers.readline())
    assert answer == {"type": "success", "id": 7, "result": {"echo": "input.performActions"}}
    # Playwright's side got the event our command caused, never its answer.
    got = read_messages(client, 3)
    assert {"type": "success", "id": 2, "result": {"echo": "script.evaluate"}} in got
    assert all(message.get("id") != 7 and message.get("id", 0) < 10**15 for message in got)
    door.sendall(b"not json\n")
    assert json.loads(answers.readline())["error"] == "invalid argument"
    client.close()
    assert process.wait(timeout=10) == 0  # the stand-in ended when its connection did
    assert not Path(door_path).exists()


def test_the_relay_passes_signals_on_and_ends_with_firefox(relay) -> None:
    process, _port, _door = relay
    time.sleep(0.2)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=10) == 128 + signal.SIGTERM


def test_playwrights_script_for_each_document_waits_until_the_library_wants_it(relay) -> None:
    """deferredscript.py, through the relay: the injected script of a document whose
    realm Firefox announced is held while other commands pass, and goes aimed at the
    realm when the door says it is wanted."""
    _process, port, door_path = relay
    client = connect(port)
    realm = {"realm": "r-1", "context": "c-1", "type": "window", "origin": "http://x"}
    created = {"method": "script.realmCreated", "params": realm}
    client.sendall(
        client_frame({"id": 1, "method": "test.events", "params": {"events": [created]}})
    )
    assert read_messages(client, 2)[1]["method"] == "script.realmCreated"
    options = json.dumps({"isUtilityWorld": False}, separators=(",", ":"))
    expression = "x" * 200_000 + f"new (module.exports.InjectedScript())(globalThis, {options})"
    params = {"expression": expression, "target": {"context": "c-1"}, "awaitPromise": True}
    script = {"id": 2, "method": "script.evaluate", "params": params}
    client.sendall(text_frame(json.dumps(script, separators=(",", ":")).encode(), masked=True))
    client.sendall(client_frame({"id": 3, "method": "browsingContext.getTree", "params": {}}))
    assert read_messages(client, 2)[0] == {
        "type": "success",
        "id": 3,
        "result": {"echo": "browsingContext.getTree"},
    }
    door = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    door.connect(door_path)
    door.sendall(json.dumps({"id": 5, "method": bidirelay.SCRIPT_WANTED}).encode() + b"\n")
    door.settimeout(5)
    assert json.loads(door.makefile().readline())["result"] == {"released": 1}
    answer = read_messages(client, 2)[0]
    assert answer == {
        "type": "success",
        "id": 2,
        "result": {"echo": "script.evaluate", "target": {"realm": "r-1"}},
    }
    client.close()
