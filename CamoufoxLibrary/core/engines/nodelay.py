"""TCP_NODELAY on Firefox's end of the WebDriver BiDi connection (Linux).

Firefox's remote agent accepts the driver's WebSocket without TCP_NODELAY. Nagle's
algorithm then holds a message back while the one before it is unacknowledged, and
Linux acknowledges late (delayed ACK, ~40 ms). Playwright over BiDi often has two
messages in flight (a command, and the release of a handle it no longer needs), so
many calls wait ~40 ms for nothing: measured with bench/primitives.py, a click took
~140 ms instead of ~70, a fill ~60 instead of ~20, an aria snapshot ~45 instead of
~13. The driver's end already sets TCP_NODELAY.

After a launch we set it on Firefox's end too: ``pidfd_getfd`` (Linux 5.6) gives us a
duplicate of the browser's socket descriptor, and a socket option set through a
duplicate is the socket's own. Only established connections accepted on a port the
browser listens on (its remote agent) are touched. Best effort: without the syscall
or the permission to use it (a browser we did not start), nothing changes and nothing
fails.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import platform
import socket
import sys
from pathlib import Path

log = logging.getLogger("CamoufoxLibrary.core")

SYS_PIDFD_GETFD = 438  # the same on every architecture below (asm-generic numbering)
ARCHITECTURES = ("x86_64", "aarch64", "arm64")
LISTEN, ESTABLISHED = "0A", "01"


def parse_tcp_table(text: str) -> dict[int, tuple[int, str]]:
    """socket inode -> (local port, state) from a /proc/net/tcp or tcp6 table."""
    sockets = {}
    for line in text.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 10:
            continue
        local_port = int(fields[1].rsplit(":", 1)[1], 16)
        sockets[int(fields[9])] = (local_port, fields[3])
    return sockets


def socket_inodes(pid: int) -> dict[int, int]:
    """socket inode -> descriptor number, for the sockets process ``pid`` holds."""
    inodes = {}
    fd_dir = Path(f"/proc/{pid}/fd")
    for entry in fd_dir.iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(entry)
            if target.startswith("socket:["):
                inodes[int(target[8:-1])] = int(entry.name)
    return inodes


def agent_connections(pid: int) -> list[int]:
    """Descriptors of the connections accepted on the ports process ``pid`` listens on."""
    inodes = socket_inodes(pid)
    table: dict[int, tuple[int, str]] = {}
    for name in ("tcp", "tcp6"):
        with contextlib.suppress(OSError):
            table.update(parse_tcp_table(Path(f"/proc/{pid}/net/{name}").read_text()))
    own = {inode: table[inode] for inode in inodes if inode in table}
    listening = {port for port, state in own.values() if state == LISTEN}
    return sorted(
        inodes[inode]
        for inode, (port, state) in own.items()
        if state == ESTABLISHED and port in listening
    )


def supported() -> bool:
    return (
        sys.platform == "linux"
        and hasattr(os, "pidfd_open")
        and platform.machine() in ARCHITECTURES
    )


def enable(pid: int | None) -> int:
    """Sets TCP_NODELAY on the remote-agent connections of browser ``pid``; returns how many."""
    if pid is None or not supported():
        return 0
    try:
        connections = agent_connections(pid)
        if not connections:
            return 0
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        pidfd = os.pidfd_open(pid)
    except OSError as exc:
        log.debug("TCP_NODELAY for browser %s: %s", pid, exc)
        return 0
    done = 0
    try:
        for number in connections:
            duplicate = libc.syscall(SYS_PIDFD_GETFD, pidfd, number, 0)
            if duplicate < 0:
                log.debug("TCP_NODELAY for browser %s: errno %s", pid, ctypes.get_errno())
                break
            sock = socket.socket(fileno=duplicate)
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                done += 1
            except OSError as exc:
                log.debug("TCP_NODELAY for browser %s: %s", pid, exc)
            finally:
                sock.close()  # our duplicate only: the browser's descriptor stays open
    finally:
        os.close(pidfd)
    return done
