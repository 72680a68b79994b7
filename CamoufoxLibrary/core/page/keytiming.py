"""Typing key by key with a pause after each key, as a person types (trusted key events)."""

from __future__ import annotations

import asyncio

from playwright.async_api import Keyboard


async def type_with_gaps(keyboard: Keyboard, text: str, gaps: list[float]) -> None:
    """Types ``text`` into the focused element one character at a time, waiting
    ``gaps[i]`` seconds after character ``i`` (not after the last)."""
    for index, character in enumerate(text):
        await keyboard.type(character)
        if index < len(text) - 1 and gaps[index] > 0:
            await asyncio.sleep(gaps[index])
