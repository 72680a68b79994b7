"""Which operating system a string of an identity names, as a site reads it.

A user agent says ``Windows NT 10.0``, navigator.platform ``Win32``, navigator.oscpu
``Windows NT 10.0; Win64; x64``, navigator.appVersion ``5.0 (Windows)``, a WebGL
renderer ``ANGLE (..., Direct3D11 ...)``: each names a system, and a site that finds
two names disagree has caught an override. None: the string names no system we know.
"""

from __future__ import annotations

import re

WINDOWS, MACOS, LINUX, ANDROID, IOS = "Windows", "macOS", "Linux", "Android", "iOS"

# (system, pattern) in the order they are tried: Android before Linux (its user agent
# says "Linux; Android"), iOS before macOS (an iPad's says "like Mac OS X").
USER_AGENT_SYSTEMS = (
    (ANDROID, r"Android"),
    (IOS, r"iPhone|iPad|iPod"),
    (WINDOWS, r"Windows"),
    (MACOS, r"Macintosh|Mac OS X"),
    (LINUX, r"Linux|X11|CrOS|FreeBSD|OpenBSD"),
)
NAVIGATOR_SYSTEMS = (  # navigator.platform, oscpu and appVersion
    (ANDROID, r"Android"),
    (IOS, r"iPhone|iPad|iPod"),
    (WINDOWS, r"Win"),
    (MACOS, r"Mac"),
    (LINUX, r"Linux|X11|FreeBSD|OpenBSD"),
)
RENDERER_SYSTEMS = (  # what a WebGL renderer's name gives away
    (WINDOWS, r"Direct3D|D3D1\d"),
    (MACOS, r"\bApple\b|Metal"),
    (LINUX, r"Mesa|llvmpipe|X\.Org|Gallium"),
)
# The font families probed: the systems' own (Windows, macOS, Linux) and the common ones.
WINDOWS_FONTS = ("Segoe UI", "Calibri", "Consolas", "Cambria")
MAC_FONTS = ("Helvetica Neue", "Menlo", "Monaco", "Lucida Grande")
LINUX_FONTS = ("DejaVu Sans", "Liberation Sans", "Ubuntu", "Cantarell")
COMMON_FONTS = ("Arial", "Times New Roman", "Courier New", "Verdana", "Georgia", "Noto Sans")
FONTS = (*WINDOWS_FONTS, *MAC_FONTS, *LINUX_FONTS, *COMMON_FONTS)
MOBILE = re.compile(r"Mobile|Android|iPhone|iPad|iPod|Tablet")


def system_in(text: object, table: tuple[tuple[str, str], ...]) -> str | None:
    """The first system of ``table`` whose pattern ``text`` matches; None otherwise."""
    if not isinstance(text, str):
        return None
    for system, pattern in table:
        if re.search(pattern, text):
            return system
    return None


def user_agent_system(user_agent: object) -> str | None:
    return system_in(user_agent, USER_AGENT_SYSTEMS)


def navigator_system(value: object) -> str | None:
    return system_in(value, NAVIGATOR_SYSTEMS)


def renderer_system(renderer: object) -> str | None:
    return system_in(renderer, RENDERER_SYSTEMS)


def agree(claimed: str, shown: str) -> bool:
    """Whether a navigator field showing ``shown`` fits a user agent that says ``claimed``:
    Android's navigator.platform and oscpu say Linux (``Linux armv81``)."""
    return claimed == shown or (claimed == ANDROID and shown == LINUX)


def is_mobile(user_agent: object) -> bool:
    return isinstance(user_agent, str) and bool(MOBILE.search(user_agent))


def language_tags(accept_language: str) -> list[str]:
    """The tags of an ``Accept-Language`` header, in its order, without their weights."""
    return [part.split(";")[0].strip() for part in accept_language.split(",") if part.strip()]


def primary_language(tag: object) -> str | None:
    """``de`` of ``de-DE``; None for what is not a tag."""
    if not isinstance(tag, str) or not tag:
        return None
    return tag.split("-")[0].lower()
