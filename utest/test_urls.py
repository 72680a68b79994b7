"""URL normalisation of ``browser_navigate`` (``core/urls.normalize_url``)."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.urls import normalize_url


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        # localhost[:port] and bare IPv4 get http://
        ("localhost", "http://localhost"),
        ("localhost:8000", "http://localhost:8000"),
        ("localhost:8000/form.html?a=1#top", "http://localhost:8000/form.html?a=1#top"),
        ("localhost/path", "http://localhost/path"),
        ("LOCALHOST:8000", "http://LOCALHOST:8000"),
        ("127.0.0.1", "http://127.0.0.1"),
        ("127.0.0.1:5000", "http://127.0.0.1:5000"),
        ("10.0.0.7:8080/x", "http://10.0.0.7:8080/x"),
        ("192.168.1.1?q=1", "http://192.168.1.1?q=1"),
        ("[::1]:8000/", "http://[::1]:8000/"),
        # dotted host names get https://
        ("example.com", "https://example.com"),
        ("www.example.com/a/b?c=d", "https://www.example.com/a/b?c=d"),
        ("example.com#frag", "https://example.com#frag"),
        ("localhost.localdomain", "https://localhost.localdomain"),
        ("my-site.example.", "https://my-site.example."),
        ("bücher.de/katalog", "https://bücher.de/katalog"),
        # host:port with dots -> https, not a scheme called "example.com"
        ("example.com:8443", "https://example.com:8443"),
        ("shop.example.org:8443/cart", "https://shop.example.org:8443/cart"),
        # explicit schemes are kept
        ("about:blank", "about:blank"),
        ("file:///tmp/page.html", "file:///tmp/page.html"),
        ("data:text/html,<p>hi</p>", "data:text/html,<p>hi</p>"),
        ("data:,version 1.2:3", "data:,version 1.2:3"),
        ("http://localhost:8000", "http://localhost:8000"),
        ("http://example.com", "http://example.com"),
        ("https://127.0.0.1:8443/x", "https://127.0.0.1:8443/x"),
        ("HTTPS://Example.com", "HTTPS://Example.com"),
        # surrounding blanks are dropped
        ("  example.com  ", "https://example.com"),
    ],
)
def test_normalize_url(url: str, expected: str) -> None:
    assert normalize_url(url) == expected


@pytest.mark.parametrize(
    "url",
    [
        "",
        "   ",
        "junk",
        "not a url",
        "page",
        "/relative/path",
        "two words.com",
        "example..com",
        "<b>.com",
    ],
)
def test_junk_is_invalid_params_naming_url(url: str) -> None:
    with pytest.raises(InvalidParams, match=r"argument 'url'"):
        normalize_url(url)


def test_a_bare_path_without_base_url_says_what_it_needs() -> None:
    # Download /reports/x.pdf once failed saying only "give a scheme or a host name".
    with pytest.raises(InvalidParams, match=r"'/reports/x.pdf'.*needs the instance's base_url"):
        normalize_url("/reports/x.pdf")
    assert normalize_url("/reports/x.pdf", "http://127.0.0.1:8000/app/") == (
        "http://127.0.0.1:8000/reports/x.pdf"
    )
