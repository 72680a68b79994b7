"""TCP_NODELAY on the browser's end of the BiDi connection (core/engines/nodelay.py)."""

from __future__ import annotations

import ctypes
import os
import socket
import subprocess
import sys
from collections.abc import Iterator

import pytest

from CamoufoxLibrary.core.engines import nodelay
from testsupport.waiting import wait_until

pytestmark = pytest.mark.skipif(not nodelay.supported(), reason="needs Linux pidfd_getfd")

TCP_TABLE = """\
  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:A4B1 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1 0
   1: 0100007F:A4B1 0100007F:C350 01 00000000:00000000 00:00000000 00000000     0        0 4243 1 0
   2: 0100007F:C350 0100007F:A4B1 01 00000000:00000000 00:00000000 00000000     0        0 4244 1 0
"""


def nodelay_of(pid: int, number: int) -> int:
    """TCP_NODELAY of descriptor ``number`` of process ``pid``, read through a duplicate."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    pidfd = os.pidfd_open(pid)
    try:
        duplicate = libc.syscall(nodelay.SYS_PIDFD_GETFD, pidfd, number, 0)
        assert duplicate >= 0, ctypes.get_errno()
        with socket.socket(fileno=duplicate) as sock:
            return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
    finally:
        os.close(pidfd)


SERVER = """
import socket, sys
server = socket.socket()
server.bind(("127.0.0.1", 0))
server.listen()
print(server.getsockname()[1], flush=True)
conn, _ = server.accept()
sys.stdin.read()
"""


@pytest.fixture
def listener() -> Iterator[tuple[subprocess.Popen[str], socket.socket]]:
    """A child process that listens and holds one accepted connection (Nagle on)."""
    child = subprocess.Popen(
        [sys.executable, "-c", SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None and child.stdin is not None
    port = int(child.stdout.readline())
    client = socket.create_connection(("127.0.0.1", port))
    client.recv(0)
    try:
        yield child, client
    finally:
        client.close()
        child.stdin.close()
        child.wait(timeout=10)


def test_parse_tcp_table() -> None:
    assert nodelay.parse_tcp_table(TCP_TABLE) == {
        4242: (0xA4B1, "0A"),
        4243: (0xA4B1, "01"),
        4244: (0xC350, "01"),
    }


def accepted_by(pid: int) -> list[int]:
    """The child's accepted connection, once it has accepted it (it does after we connect)."""
    return wait_until(lambda: nodelay.agent_connections(pid), message="no accepted connection")


def test_only_connections_accepted_on_a_listening_port_are_chosen(listener) -> None:
    child, _ = listener
    accepted = accepted_by(child.pid)
    assert len(accepted) == 1
    # Our own end of the connection is on an ephemeral port nobody listens on.
    assert nodelay.agent_connections(os.getpid()) == []
    assert nodelay_of(child.pid, accepted[0]) == 0


def test_enable_sets_nodelay_on_the_accepted_connection(listener) -> None:
    child, _ = listener
    assert len(accepted_by(child.pid)) == 1
    assert nodelay.enable(child.pid) == 1
    (accepted,) = nodelay.agent_connections(child.pid)
    assert nodelay_of(child.pid, accepted) == 1
    assert nodelay.enable(child.pid) == 1  # again: harmless


def test_enable_without_a_process_does_nothing() -> None:
    assert nodelay.enable(None) == 0
    assert nodelay.enable(2**22 + 12345) == 0  # no such process


def test_a_new_firefox_instance_has_nodelay_on_its_bidi_connection(live_cores) -> None:
    live = live_cores(engine="firefox", timeout=20)
    live.ok("browser_create_instance", instance="nodelay")
    pid = live.instance("nodelay").pid
    assert pid is not None
    connections = nodelay.agent_connections(pid)
    assert connections, "no BiDi connection found on the browser's listening port"
    assert [nodelay_of(pid, number) for number in connections] == [1] * len(connections)
    live.ok("browser_destroy_instance", instance="nodelay")
