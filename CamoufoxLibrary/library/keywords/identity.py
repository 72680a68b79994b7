"""Keywords of core/tools/identity.py: the identity a site sees, and whether it adds up."""

from __future__ import annotations

from typing import Any

from robot.api import logger

from ...core.tools.identity import (
    browser_identities_equal,
    browser_identity,
    browser_identity_consistent,
    browser_identity_matches,
)
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class IdentityKeywords(KeywordGroup):
    @tool_keyword(browser_identity, tags=("Identity",))
    def get_identity(self, call: ToolCall) -> dict[str, Any]:
        """Returns what the current page shows a site about the browser, as a nested dictionary.

        One probe runs in the page (``page``), in a same-origin iframe it makes and
        removes (``iframe``) and in a dedicated Web Worker (``worker``). Each gives
        ``user_agent``, ``platform``, ``oscpu``, ``app_version``, ``vendor``,
        ``language``, ``languages``, ``hardware_concurrency``, ``max_touch_points``,
        ``webdriver``, ``pdf_viewer_enabled``, ``screen`` (``width``, ``height``,
        ``avail_width``, ``avail_height``, ``color_depth``), ``device_pixel_ratio``,
        ``window`` (inner and outer sizes), ``timezone`` (``name`` from ``Intl``,
        ``offset_minutes`` from ``Date``), ``locale`` (of dates, of numbers, and a
        formatted number), ``webgl`` (vendor and renderer, and the unmasked ones where
        the page can read them), ``canvas_hash`` and ``audio_hash`` (the same browser
        draws and renders the same, so two runs can be compared), ``fonts`` (which of a
        fixed list of families are installed), ``media_devices`` (counts by kind) and
        ``permissions`` (their states).

        ``headers`` holds the ``user_agent`` and ``accept_language`` the page's own
        document request sent, from the instance's network records. ``configured``
        holds the engine, the context options that shape what a page shows (locale,
        timezone_id, user_agent, viewport, ...) and Camoufox's resolved config where
        Camoufox launched the browser.

        What the probe cannot read is ``None``, and ``unavailable`` says why, under the
        field's dotted path: a worker has no screen, a page whose
        Content-Security-Policy forbids ``blob:`` workers gives no ``worker``, a page
        not loaded by a request (``about:blank``) gives no ``headers``. Nothing is
        guessed, and the probe sends no request anywhere. docs/identity.md shows what
        each emulation option changes on Firefox.

        Example:
        | ${id} = | `Get Identity` |
        | Should Be Equal | ${id.page.timezone.name} | Europe/Berlin |
        | Should Be Equal | ${id.worker.timezone.name} | ${id.page.timezone.name} |
        | Log | ${id.unavailable} |
        """
        return call()

    @tool_keyword(browser_identity_consistent, tags=("Identity", "Verification"))
    def identity_should_be_consistent(self, call: ToolCall) -> dict[str, Any]:
        """Fails if what the current page shows a site contradicts itself.

        Reads the identity as `Get Identity` does and checks it against each rule of
        docs/identity.md: the page, its iframe, its worker and the request headers tell
        one user agent, language list, time zone, moment (a clock faked in the page
        only) and core count; navigator.platform,
        oscpu and appVersion name the system the user agent says; dates are formatted
        in navigator.language; the window fits on the screen; a Windows or macOS user
        agent comes with that system's fonts; and the page shows what the instance was
        created with (its ``locale``, ``timezone_id``, ``user_agent``, ``viewport``,
        ``device_scale_factor``; Camoufox's config).

        The failure names every contradiction, such as
        ``platform: user agent says Windows, navigator.platform Linux x86_64``.
        ``ignore`` leaves out a rule or a list of rules by name (``fonts``). A surface
        the probe could not read is skipped and logged, and the rest is still checked.

        Example:
        | `Identity Should Be Consistent` |
        | `Identity Should Be Consistent` | ignore=window |
        """
        data = call()
        for part, why in data["not_checked"].items():
            logger.info(f"Not checked: {part} ({why}).")
        return data

    @tool_keyword(browser_identity_matches, tags=("Identity", "Verification"), tool_doc=True)
    def identity_should_match(self) -> dict[str, Any]:
        """``expected`` is given as ``key=value`` cells (or a ``&{dictionary}``): ``languages``
        comma-separated, ``webdriver`` ``True`` or ``False``; ``hardware_concurrency=8`` is
        the number 8. The failure shows what each field shows and what was expected; a key
        that is no field lists the keys.

        Example:
        | `Identity Should Match` | timezone=Asia/Tokyo | locale=ja-JP | viewport=1280x720 |
        | `Identity Should Match` | worker.timezone.name=Asia/Tokyo |
        | `Identity Should Match` | &{EXPECTED IDENTITY} |
        """

    @tool_keyword(browser_identities_equal, tags=("Identity", "Verification"), tool_doc=True)
    def identities_should_be_equal(self) -> dict[str, Any]:
        """``first`` and ``second`` are what `Get Identity` returned, or an identity saved as
        JSON in another run. ``ignore`` takes one pattern or a list.

        Example:
        | ${first} = | `Get Identity` | instance=one |
        | ${second} = | `Get Identity` | instance=two |
        | `Identities Should Be Equal` | ${first} | ${second} | ignore=configured |
        """
