"""Keywords of core/tools/network.py and network_waits.py: routes, and waiting for traffic."""

from __future__ import annotations

from typing import Any

from ...core.tools.network import (
    browser_list_routes,
    browser_route_abort,
    browser_route_continue,
    browser_route_from_har,
    browser_route_fulfill,
    browser_unroute,
    browser_unroute_all,
)
from ...core.tools.network_waits import (
    browser_expect_request,
    browser_expect_response,
    browser_wait_for_request,
    browser_wait_for_response,
)
from .base import KeywordGroup
from .derive import tool_keyword


class NetworkKeywords(KeywordGroup):
    @tool_keyword(browser_route_fulfill, tags=("Network",))
    def route_fulfill(self) -> dict[str, Any]:
        """Answers the instance's requests to matching URLs with a response of your own: a mock.

        | =Argument= | =Description= |
        | ``url`` | A glob matching the whole URL (``**/api/orders``, ``**/*.png``) or ``regex:`` and a regular expression. See `Network`. |
        | ``status`` | The HTTP status, 200 to 599. Default: 200. |
        | ``headers`` | Response headers, a dictionary. |
        | ``body`` | The body as text. |
        | ``json`` | The body as JSON: a dictionary or list (or JSON text); served as ``application/json``. |
        | ``path`` | The body from a file, read now; its content type from its name. |
        | ``content_type`` | The Content-Type (or give it in ``headers``). Default: ``application/json`` for ``json``, from the file name for ``path``, none for ``body``: the browser sniffs it, so say ``text/html`` for a page. |

        Give at most one of ``body``, ``json`` and ``path``. The request never reaches
        the server. The route applies to every page of the instance until `Unroute`;
        routes added later are tried first. Returns the route: ``route_id``, ``url``,
        ``action``, ``matched`` (how many requests it answered, see `List Routes`).

        Example:
        | `Route Fulfill` | ``**/api/orders`` | json=${{ {"orders": [{"id": 7}]} }} |
        | `Route Fulfill` | ``**/api/orders`` | status=503 | body=Down for maintenance |
        | `Route Fulfill` | ``**/logo.png`` | path=${CURDIR}/other-logo.png |
        """

    @tool_keyword(browser_route_abort, tags=("Network",))
    def route_abort(self) -> dict[str, Any]:
        """Fails the instance's requests to matching URLs, as if the network had: block them.

        ``url`` as in `Route Fulfill`: ``**/*.{png,jpg,gif}`` blocks images. The page
        sees a network error, and `Network Requests` a failed request. ``error`` is the
        reason (Playwright's error codes, ``failed`` by default); Firefox over
        WebDriver BiDi fails every aborted request with ``NS_ERROR_ABORT``, so there
        any other reason fails with ``unsupported_capability``. Returns the route.

        Example:
        | `Route Abort` | ``**/*.{png,jpg}`` |
        | `Route Abort` | regex:^https?://ads\\\\. |
        """

    @tool_keyword(browser_route_continue, tags=("Network",), tool_doc=True)
    def route_continue(self) -> dict[str, Any]:
        """``url`` is a pattern as in `Route Fulfill`. Where ``to_url`` is refused, fulfill the
        route instead.

        Example:
        | `Route Continue` | ``**/api/**`` | headers=${{ {"X-Test-Run": "nightly"} }} |
        """

    @tool_keyword(browser_route_from_har, tags=("Network",))
    def route_from_har(self) -> dict[str, Any]:
        """Answers the instance's requests from a HAR file: replay a recorded session offline.

        ``har`` is a HAR file, such as one ``record_har_path`` of `Create Instance`
        wrote. Requests whose URL matches ``url`` (default: all) are answered by the
        entry of the same method and URL. ``not_found`` says what happens to a request
        the file lacks: ``abort`` (the default) fails it, ``fallback`` lets it go on to
        older routes and the network. Returns the route.

        Example:
        | `Create Instance` | recorder | record_har_path=${OUTPUT DIR}/shop.har |
        | `Navigate` | ${URL}/shop.html |
        | `Destroy Instance` | recorder |
        | `Create Instance` | replay |
        | `Route From Har` | ${OUTPUT DIR}/shop.har | url=``**/api/**`` |
        """

    @tool_keyword(browser_list_routes, tags=("Network",), tool_doc=True)
    def list_routes(self) -> dict[str, Any]:
        """The list is ``${result}[routes]``.

        Example:
        | `Route Fulfill` | ``**/api/orders`` | json=${{ [] }} |
        | `Navigate` | ${URL}/orders.html |
        | ${routes} = | `List Routes` |
        | Should Be Equal As Integers | ${routes}[routes][0][matched] | 1 |
        """

    @tool_keyword(browser_unroute, tags=("Network",), tool_doc=True)
    def unroute(self) -> dict[str, Any]:
        """`Unroute All` removes them all.

        Example:
        | ${route} = | `Route Abort` | ``**/*.png`` |
        | `Unroute` | ${route}[route_id] |
        | `Unroute` | ``**/api/orders`` |
        """

    @tool_keyword(browser_unroute_all, tags=("Network",), tool_doc=True)
    def unroute_all(self) -> dict[str, Any]:
        """Example:
        | `Unroute All` |
        """

    @tool_keyword(browser_expect_request, tags=("Network", "Wait"))
    def expect_request(self) -> dict[str, Any]:
        """Starts waiting for a request to a matching URL, before the action that sends it.

        ``url`` is a glob or ``regex:`` as in `Route Fulfill`; ``method`` (``POST``)
        narrows it. Returns ``${wait}[wait_id]``; after the action, `Wait For Request`
        with it returns the request. Nothing is missed, however fast the page is.

        Example:
        | ${wait} = | `Expect Request` | ``**/api/orders`` | method=POST |
        | `Click` | id=place-order |
        | ${request} = | `Wait For Request` | ${wait}[wait_id] |
        | Should Be Equal | ${request}[headers][content-type] | application/json |
        """

    @tool_keyword(browser_expect_response, tags=("Network", "Wait"))
    def expect_response(self) -> dict[str, Any]:
        """Starts waiting for a response from a matching URL, before the action that causes it.

        ``url`` as in `Expect Request`; ``method`` (its request's) and ``status``
        (``201``) narrow it. Returns ``${wait}[wait_id]`` for `Wait For Response`.

        Example:
        | ${wait} = | `Expect Response` | ``**/api/orders`` | method=POST | status=201 |
        | `Click` | id=place-order |
        | ${response} = | `Wait For Response` | ${wait}[wait_id] | timeout=5s |
        | Should Be Equal | ${response}[json][state] | placed |
        """

    @tool_keyword(browser_wait_for_request, tags=("Network", "Wait"))
    def wait_for_request(self) -> dict[str, Any]:
        """Returns the request `Expect Request` waited for, waiting up to ``timeout`` if it has not been sent yet.

        ``wait_id`` is the ``wait_id`` `Expect Request` returned.
        The result has ``method``, ``url``, ``resource_type``, ``headers``, ``body``
        (text), ``json`` (the body parsed, or None) and ``body_unavailable``. Firefox
        over WebDriver BiDi does not report request bodies: there ``body`` is None and
        ``body_unavailable`` says so for a request that had one (the server still gets
        it; check it in the response, or on the server). A wait is collected once. When
        the time is up it fails with ``wait_timeout``, naming the pattern and the last
        requests seen.

        Example:
        | ${wait} = | `Expect Request` | ``**/api/search?q=*`` |
        | `Type` | id=search | camoufox |
        | ${request} = | `Wait For Request` | ${wait}[wait_id] | timeout=3s |
        """

    @tool_keyword(browser_wait_for_response, tags=("Network", "Wait"))
    def wait_for_response(self) -> dict[str, Any]:
        """Returns the response `Expect Response` waited for, waiting up to ``timeout`` if it has not come yet.

        ``wait_id`` is the ``wait_id`` `Expect Response` returned.
        The result has ``method``, ``url``, ``status``, ``status_text``, ``ok``,
        ``headers``, ``body`` (text; ``body_base64`` for bytes that are not text),
        ``json`` (the body parsed, or None), ``body_error`` (why there is no body: a
        redirect) and ``request`` (as `Wait For Request` returns it). A wait is
        collected once. When the time is up it fails with ``wait_timeout``, naming the
        pattern and the last requests seen.

        Example:
        | ${wait} = | `Expect Response` | ``**/api/orders`` | method=POST |
        | `Click` | id=place-order |
        | ${response} = | `Wait For Response` | ${wait}[wait_id] |
        | Should Be Equal As Integers | ${response}[status] | 201 |
        """
