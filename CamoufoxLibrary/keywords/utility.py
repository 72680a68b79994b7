"""Keywords of core/tools/utility.py: resize, PDF (unsupported), locators and tabs."""

from __future__ import annotations

from typing import Any

from robot.api import logger
from robotlibcore import keyword

from .base import KeywordGroup


class UtilityKeywords(KeywordGroup):
    @keyword(tags=("Pages",))
    def resize(
        self,
        width: int,
        height: int,
        *,
        page_id: str | None = None,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Resizes the viewport of the selected page (or ``page_id``) to ``width`` x ``height`` pixels.

        Affects only that page; other tabs keep their size, and ``page_id`` does not
        change the selection. The change takes effect at once. Use it to test
        responsive layouts or before a `Screenshot`. Returns ``width`` and ``height``.

        Fails with ``invalid_params`` unless both sizes are 1 to 16384 pixels, and with
        ``page_not_found`` for an unknown ``page_id``.

        Example:
        | `Resize` | 1920 | 1080 |
        | ${size} = | `Resize` | 375 | 667 | page_id=${mobile} |
        | Should Be Equal As Integers | ${size}[width] | 375 |
        """
        return self.call(
            "browser_resize", instance=instance, width=width, height=height, page_id=page_id
        )

    @keyword(tags=("Pages",))
    def pdf_save(
        self,
        file_path: str | None = None,
        paper_format: str = "A4",
        *,
        landscape: bool = False,
        print_background: bool = False,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Always fails: PDF generation is not supported by Firefox/Camoufox.

        This keyword exists only for compatibility with the ``browser_pdf_save`` tool:
        every call fails with the error ``unsupported_capability``, message "PDF
        generation is not supported by Firefox/Camoufox. Use `Screenshot` for visual
        evidence."
        It never writes ``file_path``, creates no folder and starts no browser;
        ``paper_format``, ``landscape`` and ``print_background`` are accepted and
        ignored. Use `Screenshot` (``full_page=True``) for visual evidence instead.

        Fails with ``instance_not_found`` first when the instance does not exist.

        Example:
        | Run Keyword And Expect Error | unsupported_capability:* | `Pdf Save` | ${OUTPUT DIR}/page.pdf |
        | `Screenshot` | full_page=True |
        """
        return self.call(
            "browser_pdf_save",
            instance=instance,
            file_path=file_path,
            paper_format=paper_format,
            landscape=landscape,
            print_background=print_background,
        )

    @keyword(tags=("Locators",))
    def generate_locator(
        self,
        ref: str | None = None,
        selector: str | None = None,
        element: str | None = None,
        *,
        page_id: str | None = None,
        frame_id: str | None = None,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Generates a stable, durable Playwright locator for an element.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` (``e12``, ``f1e3``) to turn into a durable selector. |
        | ``selector`` | A CSS or Playwright selector to pass through verbatim. |
        | ``element`` | A description of the element, for the log only. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. With ``frame_id`` the locator is frame-local. |

        Give exactly one of ``ref`` or ``selector``. For a ref, the locator is
        chosen by the priority data-testid > ARIA role+name > label > placeholder >
        alt text > title > text content > CSS fallback.

        Returns a dictionary with ``ref``, ``selector``, ``internal_selector``,
        ``python_syntax``, ``page_id`` and ``frame_id``. ``internal_selector`` is a
        raw Playwright selector such as ``internal:role=button[name="Submit"i]``; it
        survives navigation and reloads, so it can be written into a ``.robot``
        file and passed to any keyword's element argument (see `Refs and
        locators`). ``python_syntax`` is the same locator as a Python call, e.g.
        ``get_by_role("button", name='Submit')``. Duplicates keep ``>> nth=N`` and
        elements in iframes keep their ``>> internal:control=enter-frame >>`` chain;
        such chains stay one ``locator(...)`` call in ``python_syntax``. In selector
        mode ``internal_selector`` is the given selector and ``python_syntax`` is
        ``locator('#main')``. ``frame_id`` is the frame the selector is relative to:
        the main frame, or the given ``frame_id``.

        Fails with ``invalid_params`` (neither or both of ref and selector, a
        malformed selector), ``stale_ref`` (take a new `Snapshot`),
        ``modal_state_blocked``, ``page_not_found`` or ``frame_not_found``.

        Example:
        | ${snap} = | `Snapshot` |
        | ${loc} = | `Generate Locator` | e12 | element=Submit button |
        | Log | ${loc}[python_syntax] |
        | `Click` | ${loc}[internal_selector] |
        | ${css} = | `Generate Locator` | selector=\\#main |
        | Should Be Equal | ${css}[python_syntax] | locator('#main') |
        """
        data = self.call(
            "browser_generate_locator",
            instance=instance,
            ref=ref,
            selector=selector,
            element=element,
            page_id=page_id,
            frame_id=frame_id,
        )
        logger.info(f"{data['internal_selector']}\n{data['python_syntax']}")
        return data

    @keyword(tags=("Tabs",))
    def tabs_list(self, *, instance: str | None = None) -> dict[str, Any]:
        """Returns the tabs of the instance: ``${result}[tabs]`` lists them in tab order.

        Each tab is a dictionary with ``index`` (its current position, from 0),
        ``url`` and ``page_id``. Popups opened by pages (``window.open``,
        ``target=_blank`` links) are tabs too. Page ids are opaque and stable while
        the page lives, even when other tabs close and indexes shift; they are never
        reused.

        Example:
        | ${result} = | `Tabs List` |
        | Length Should Be | ${result}[tabs] | 2 |
        | Log | ${result}[tabs][1][url] |
        """
        return self.call("browser_tabs", instance=instance, action="list")

    @keyword(tags=("Tabs",))
    def tabs_new(self, url: str | None = None, *, instance: str | None = None) -> dict[str, Any]:
        """Opens a new tab, loads ``url`` in it (if given) and selects it.

        ``url`` is completed like `Navigate` does (``localhost:8000`` gets
        ``http://``). The new tab is selected even if another popup opens while it
        loads. If loading fails, the new tab is closed again (within 2 seconds) and
        the original failure is reported; check `Tabs List` if the browser could
        not close it. Returns ``index``, ``url`` and ``page_id`` of the new tab.

        Fails with ``modal_state_blocked`` while a dialog is pending (see `Modal
        state`), ``navigation_failed``, ``navigation_timeout`` or
        ``invalid_params``.

        Example:
        | ${tab} = | `Tabs New` | ${URL}/second.html |
        | `Tabs New` |
        | `Tabs Select` | page_id=${tab}[page_id] |
        """
        return self.call("browser_tabs", instance=instance, action="new", url=url)

    @keyword(tags=("Tabs",))
    def tabs_close(
        self,
        index: int | None = None,
        page_id: str | None = None,
        *,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Closes the tab at ``index`` or with ``page_id`` (give exactly one).

        Closing a non-active tab keeps the active one; closing the active tab selects
        the next remaining tab, or the previous one at the end of the list. Closing
        the last tab keeps the instance alive with no open pages (`Tabs New` opens
        one). Returns ``closed_index`` and ``page_id`` of the closed tab.

        Fails with ``invalid_params`` when neither or both are given, or the tab does
        not exist.

        Example:
        | `Tabs Close` | 1 |
        | `Tabs Close` | page_id=${popup} |
        """
        return self.call(
            "browser_tabs", instance=instance, action="close", index=index, page_id=page_id
        )

    @keyword(tags=("Tabs",))
    def tabs_select(
        self,
        index: int | None = None,
        page_id: str | None = None,
        *,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Selects the tab at ``index`` or with ``page_id`` (give exactly one) and brings it to the front.

        Keywords without ``page_id`` act on the selected tab from now on. Returns
        ``selected_index`` and ``page_id``.

        Fails with ``invalid_params`` when neither or both are given, or the tab does
        not exist.

        Example:
        | `Tabs Select` | 0 |
        | `Tabs Select` | page_id=${tab}[page_id] |
        """
        return self.call(
            "browser_tabs", instance=instance, action="select", index=index, page_id=page_id
        )
