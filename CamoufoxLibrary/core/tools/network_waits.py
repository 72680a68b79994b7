"""Network wait tools: expect a request or response, act, then collect what came.

browser_expect_request / browser_expect_response start listening and return a
``wait_id`` at once; the action that causes the traffic follows; browser_wait_for_request
/ browser_wait_for_response return what matched, waiting for it if it has not come yet.
Starting first means nothing is missed however fast the answer is.
"""

from __future__ import annotations

import re
from typing import Any

from ..browser.manager import InstanceManager
from ..contract.deadlines import check_seconds, timeout_extra_time, window
from ..contract.errors import OF_INSTANCE, InvalidParams
from ..contract.registry import tool
from ..network import routing
from ..network.waits import Wait
from ..syntax.urlmatch import url_pattern

METHOD = re.compile(r"[A-Za-z]+")
BAD_PATTERN = "an empty URL pattern or a regular expression that does not compile"
NOT_PENDING = "a wait_id that is not pending (each wait is collected once) or of another kind"


def check_method(method: str | None) -> str | None:
    if method is None:
        return None
    if not METHOD.fullmatch(method):
        raise InvalidParams(
            f"argument 'method' must be an HTTP method such as POST, got {method!r}"
        )
    return method.upper()


@tool(
    errors=(("invalid_params", f"{BAD_PATTERN}, a method that is not a word"), *OF_INSTANCE),
    kind="waits",
)
async def browser_expect_request(
    manager: InstanceManager, instance: str, url: str, *, method: str | None = None
) -> dict[str, Any]:
    """Start waiting for a request of the instance whose URL matches ``url`` (and ``method``).

    Call it before the action that sends the request, then browser_wait_for_request
    with the ``wait_id`` it returns. ``url`` is a glob matching the whole URL
    (``**/api/orders``) or ``regex:`` and a regular expression searched in it.
    Returns ``wait_id``, ``kind``, ``url`` and ``method``.
    """
    wait = Wait("request", url, url_pattern(url), method=check_method(method))
    return manager.get(instance).network.add(wait).as_dict()


@tool(
    errors=(
        ("invalid_params", f"{BAD_PATTERN}, a method that is not a word, a status out of 200-599"),
        *OF_INSTANCE,
    ),
    kind="waits",
)
async def browser_expect_response(
    manager: InstanceManager,
    instance: str,
    url: str,
    *,
    method: str | None = None,
    status: int | None = None,
) -> dict[str, Any]:
    """Start waiting for a response of the instance whose URL matches ``url`` (and whose
    request's ``method`` and whose ``status`` match, when given).

    Call it before the action that causes the response, then browser_wait_for_response
    with the ``wait_id`` it returns. ``url`` as in browser_expect_request. Returns
    ``wait_id``, ``kind``, ``url``, ``method`` and ``status``.
    """
    pattern = url_pattern(url)
    if status is not None:
        routing.check_status(status)
    wait = Wait("response", url, pattern, method=check_method(method), status=status)
    return manager.get(instance).network.add(wait).as_dict()


@tool(
    errors=(
        ("wait_timeout", "no matching request came; the message lists the last ones that did"),
        ("invalid_params", f"{NOT_PENDING}, a negative timeout"),
        *OF_INSTANCE,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_request(
    manager: InstanceManager, instance: str, wait_id: str, *, timeout: float | None = None
) -> dict[str, Any]:
    """Return the request browser_expect_request waited for, waiting ``timeout`` seconds
    for it if it has not been sent yet.

    Returns ``method``, ``url``, ``resource_type``, ``headers``, ``body`` (text),
    ``json`` (the body parsed, or null) and ``body_unavailable``: why a request that
    had a body shows none (Firefox over WebDriver BiDi reports no request bodies), else
    null.
    """
    check_seconds("timeout", timeout)
    inst = manager.get(instance)
    wait = inst.network.take(wait_id, "request")
    return await inst.network.collect(wait, window(timeout))


@tool(
    errors=(
        ("wait_timeout", "no matching response came; the message lists the last requests that did"),
        ("invalid_params", f"{NOT_PENDING}, a negative timeout"),
        *OF_INSTANCE,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_response(
    manager: InstanceManager, instance: str, wait_id: str, *, timeout: float | None = None
) -> dict[str, Any]:
    """Return the response browser_expect_response waited for, waiting ``timeout`` seconds
    for it if it has not come yet.

    Returns ``method`` (its request's), ``url``, ``status``, ``status_text``, ``ok``,
    ``headers``, ``body`` (text), ``json`` (the body parsed, or null), ``body_error``
    (why there is no body, e.g. a redirect) and ``request`` (as
    browser_wait_for_request returns it).
    """
    check_seconds("timeout", timeout)
    inst = manager.get(instance)
    wait = inst.network.take(wait_id, "response")
    return await inst.network.collect(wait, window(timeout))
