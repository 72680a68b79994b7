"""Robot library: asks the raw Playwright process (``raw.py serve``) to run a step.

The Robot suite runs each step twice, once as its `Step <name>` keyword and once
through `Raw`, so keyword and raw Playwright alternate step by step. Nothing here
is timed: the raw process times its own Playwright calls.
"""

from __future__ import annotations

import json
import socket


class RawPeer:
    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self, socket_path: str) -> None:
        self.socket_path = socket_path
        self._socket: socket.socket | None = None
        self._file = None  # the socket as a file, for readline

    def raw(self, step: str, *args: str) -> None:
        """Runs ``step`` (with ``args``) in the raw process; fails when it failed there."""
        self._ask({"step": step, "args": list(args)})

    def raw_iteration(self, index: int) -> None:
        """Runs iteration ``index`` (all its steps, in order) in the raw process."""
        self._ask({"step": "iteration", "args": [int(index)]})

    def _ask(self, request: dict) -> None:
        if self._socket is None:
            self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self._socket.connect(self.socket_path)
            self._file = self._socket.makefile("rwb")
        self._file.write(json.dumps(request).encode() + b"\n")
        self._file.flush()
        line = self._file.readline()
        if not line:
            raise AssertionError("the raw process went away")
        reply = json.loads(line)
        if not reply["ok"]:
            raise AssertionError(f"raw {request['step']} failed: {reply['error']}")
