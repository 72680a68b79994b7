"""The origin rules on every request of an instance (``Settings.origin_rules``).

One context route, added when the instance is made and only when there are rules (a
route makes Firefox hold each request for a moment): a request the rules refuse is
aborted, the rest fall back to the routes a test added and then to the network. The
refusal is logged with the rule, and the request shows as failed in the page's network
log. ``browser_navigate`` and a new tab's URL are checked before they start, with an
error naming the rule (tools/navigation.py, tools/tabs.py).
"""

from __future__ import annotations

import itertools
import logging

from playwright.async_api import BrowserContext, Page, Request, Response, Route
from playwright.async_api import Error as PlaywrightError

from ..contract.errors import NavigationFailed
from ..contract.origins import OriginRules

log = logging.getLogger("CamoufoxLibrary.core")
# How long leaving a refused page for about:blank may take, in ms.
LEAVE_MS = 5000


async def guard(context: BrowserContext, rules: OriginRules) -> None:
    """Aborts what ``rules`` refuse, from now on, in every page of ``context``."""
    if not rules.filters_requests:
        return

    async def check(route: Route) -> None:
        why = rules.refusal(route.request.url)
        try:
            if why is None:
                await route.fallback()
            else:
                log.warning("request refused: %s", why)
                await route.abort()  # Firefox over BiDi aborts every request alike
        except PlaywrightError as exc:  # the page went away meanwhile
            log.info("origin rule could not answer %s: %s", route.request.url, exc)

    await context.route("**/*", check)


def check_url(rules: OriginRules, url: str) -> None:
    """``navigation_failed`` naming the rule, for a URL the rules refuse."""
    why = rules.refusal(url)
    if why is not None:
        raise NavigationFailed(f"navigation refused: {why}")


def redirect_refusal(response: Response | None, rules: OriginRules) -> str | None:
    """Which redirect of the navigation that answered ``response`` went where the rules
    refuse ("A redirected to B matches ..."), or None."""
    if response is None or not rules.filters_requests:
        return None
    hops: list[str] = []
    request: Request | None = response.request
    while request is not None:
        hops.append(request.url)
        request = request.redirected_from
    hops.reverse()
    for came_from, url in itertools.pairwise(hops):
        why = rules.refusal(url)
        if why is not None:
            log.warning("redirect refused: %s", why)
            return f"{came_from} redirected to {why}"
    return None


# Why the redirected request could not be refused before it was sent.
SENT = (
    "the redirected request was sent (Playwright lets a redirect through without asking "
    "the origin rules' route)"
)


async def refuse_redirects(page: Page, response: Response | None, rules: OriginRules) -> None:
    """``navigation_failed`` naming the rule, when a redirect of the navigation that
    answered ``response`` went to a URL the rules refuse; the page goes to about:blank."""
    why = redirect_refusal(response, rules)
    if why is None:
        return
    try:
        await page.goto("about:blank", timeout=LEAVE_MS)
    except PlaywrightError as exc:  # the page went away meanwhile
        log.info("could not leave the refused page: %s", exc)
    raise NavigationFailed(f"navigation refused: {why}; {SENT}, its page was left for about:blank")
