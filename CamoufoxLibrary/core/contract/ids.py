"""Opaque ids of what a tool hands out: pages, frames, routes, waits."""

from __future__ import annotations

import uuid


def new_id(kind: str) -> str:
    """Never reused: ``page-3f2a91c04b1e``."""
    return f"{kind}-{uuid.uuid4().hex[:12]}"
