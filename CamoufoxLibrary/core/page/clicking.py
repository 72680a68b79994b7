"""The options of a click or hover: where in the element, forced, timed, repeated, trial.

The point is chosen at action time from the element's box (after Playwright would
scroll it into view), so ``"random"`` lands inside the element as it is then, and an
``"x,y"`` outside it fails naming the box instead of clicking another element.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams
from ..contract.vocabulary import Button, Modifier
from ..syntax.pointing import (
    Position,
    check_click_count,
    check_seconds,
    parse_position,
    point_in_box,
)
from .clicks import checked_clicks, counts
from .targeting import Target


@dataclass
class ClickOptions:
    position: Position | None
    force: bool
    delay: float
    click_count: int
    trial: bool
    chosen: dict[str, float] | None = field(default=None)
    counted: bool = False  # clicks in a row went as a person's (page/clicks.py)

    @classmethod
    def check(
        cls,
        position: str | None,
        force: bool,
        delay: float,
        click_count: int,
        trial: bool,
        double_click: bool,
    ) -> ClickOptions:
        """The options, each checked; ``InvalidParams`` naming the first that is wrong."""
        options = cls(
            parse_position(position),
            bool(force),
            check_seconds(delay, "delay"),
            check_click_count(click_count),
            bool(trial),
        )
        if double_click:
            given = [name for name, value in options.given().items() if value]
            if given:
                raise InvalidParams(
                    f"argument '{given[0]}' applies to a single click, not with "
                    "double_click (use click_count=2 for two clicks with it)"
                )
        return options

    @property
    def plain(self) -> bool:
        """None of the options is given: the fast path (page/fastpath.py) may act."""
        return not any(self.given().values())

    def given(self) -> dict[str, Any]:
        return {
            "position": self.position is not None,
            "force": self.force,
            "delay": self.delay > 0,
            "click_count": self.click_count != 1,
            "trial": self.trial,
        }

    async def click(
        self, target: Target, locator: Locator, *, button: Button, modifiers: list[Modifier]
    ) -> None:
        """Playwright's click with the options; clicks in a row counted as a person's
        where the instance's door allows (page/clicks.py): then ``counted`` is true."""
        timeout = current_operation().playwright_timeout()  # what finding it left
        extra: dict[str, Any] = {}
        if self.position is not None:
            extra["position"] = await self.point(locator, self.position, timeout)
        if self.click_count > 1 and not self.trial and await counts(target):
            self.counted = await checked_clicks(
                target,
                locator,
                button,
                self.click_count,
                modifiers=modifiers,
                timeout=timeout,
                position=extra.get("position"),
                force=self.force,
                delay=self.delay,
            )
            if self.counted:
                return
        if self.delay:
            extra["delay"] = self.delay * 1000
        if self.click_count != 1:
            extra["click_count"] = self.click_count
        await locator.click(
            button=button,
            modifiers=modifiers,
            force=self.force,
            trial=self.trial,
            timeout=timeout,
            **extra,
        )

    async def hover(self, locator: Locator) -> None:
        timeout = current_operation().playwright_timeout()
        extra: dict[str, Any] = {}
        if self.position is not None:
            extra["position"] = await self.point(locator, self.position, timeout)
        await locator.hover(force=self.force, trial=self.trial, timeout=timeout, **extra)

    async def point(self, locator: Locator, position: Position, timeout: float) -> dict[str, float]:
        """The point to aim at in the element's box, once the element is visible."""
        box = await locator.bounding_box(timeout=timeout)
        if box is None or not box["width"] or not box["height"]:
            await locator.wait_for(state="visible", timeout=timeout)
            box = await locator.bounding_box(timeout=timeout)
        width, height = (box["width"], box["height"]) if box else (0.0, 0.0)
        self.chosen = point_in_box(position, width, height)
        return self.chosen
