"""WebSocket frames (RFC 6455) as the BiDi relay (bidirelay.py) needs them: where a frame
ends, a text frame made, a server frame's payload, and one direction's state.

Standard library only: the relay runs it without the package around it.
"""

from __future__ import annotations

import os
import struct


def frame_header(buffer: bytes | bytearray) -> tuple[int, int] | None:
    """The header length and payload length of the WebSocket frame ``buffer`` starts
    with, or None while its header is incomplete."""
    length = frame_length(buffer, 0)
    if length is None:
        return None
    second = buffer[1] & 0x7F
    header = (2 if second < 126 else 4 if second == 126 else 10) + (4 if buffer[1] & 0x80 else 0)
    if len(buffer) < header:
        return None
    return header, length - header


def frame_length(buffer: bytes | bytearray, start: int) -> int | None:
    """The length of the WebSocket frame at ``start`` (header and payload), or None
    while its header is incomplete."""
    if len(buffer) - start < 2:
        return None
    second = buffer[start + 1]
    masked, length = second & 0x80, second & 0x7F
    header = 2
    if length == 126:
        if len(buffer) - start < 4:
            return None
        (length,) = struct.unpack_from("!H", buffer, start + 2)
        header = 4
    elif length == 127:
        if len(buffer) - start < 10:
            return None
        (length,) = struct.unpack_from("!Q", buffer, start + 2)
        header = 10
    return header + (4 if masked else 0) + length


def text_frame(text: bytes, masked: bool) -> bytes:
    """One final text frame holding ``text``, masked as a client's must be."""
    length = len(text)
    if length < 126:
        head = struct.pack("!BB", 0x81, (0x80 if masked else 0) | length)
    elif length < 1 << 16:
        head = struct.pack("!BBH", 0x81, (0x80 if masked else 0) | 126, length)
    else:
        head = struct.pack("!BBQ", 0x81, (0x80 if masked else 0) | 127, length)
    if not masked:
        return head + text
    key = os.urandom(4)
    return head + key + masking(text, key)


def masking(data: bytes | bytearray, key: bytes) -> bytes:
    """``data`` XOR the 4-byte ``key`` repeated: masked, or unmasked again (RFC 6455
    5.3), as one big-integer operation (a byte loop takes ~30 ms for Playwright's
    330 KB script)."""
    size = len(data)
    if not size:
        return b""
    keys = (key * (size // 4 + 1))[:size]
    return (int.from_bytes(data, "big") ^ int.from_bytes(keys, "big")).to_bytes(size, "big")


def unmasked_payload(frame: bytes | bytearray) -> bytes:
    """The payload of one complete frame, unmasked when a client masked it."""
    length = frame[1] & 0x7F
    header = 2 if length < 126 else 4 if length == 126 else 10
    if not frame[1] & 0x80:
        return bytes(frame[header:])
    return masking(frame[header + 4 :], bytes(frame[header : header + 4]))


class Stream:
    """One direction of the WebSocket, passed on as it comes, with where its frames end:
    a frame is held back whole only while it may be the answer to a command of ours."""

    def __init__(self) -> None:
        self.upgraded = False  # the HTTP upgrade's head has gone through
        self.head = bytearray()  # an HTTP head or a frame header, not complete yet
        self.left = 0  # payload bytes of the current frame still to come
        self.held: bytearray | None = None  # the current frame, held back whole
        self.fragmented = False  # inside a message of several frames: nothing between

    @property
    def between_messages(self) -> bool:
        return self.upgraded and not self.head and not self.left and not self.fragmented
