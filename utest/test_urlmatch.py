"""URL patterns of browser_wait_for_url (browser-free): Playwright's URL glob, and regex:."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.urlmatch import url_matches, url_pattern

ORDER = "http://127.0.0.1:8000/shop/orders/42?tab=items"

# (pattern, URL, matches)
CASES = [
    ("**/orders/*", ORDER, True),
    ("**/orders/*", "http://127.0.0.1:8000/orders/42", True),
    ("**/orders/*", "http://127.0.0.1:8000/orders/42/items", False),  # * stops at /
    ("**/orders/**", "http://127.0.0.1:8000/orders/42/items", True),
    ("http://127.0.0.1:8000/**/orders/*", "http://127.0.0.1:8000/orders/42", True),  # /**/ is /
    ("**/*.html", "http://h/a/b/page.html", True),
    ("**/*.html", "http://h/a/b/page.htm", False),
    ("**/search?q=*", "http://h/search?q=cats", True),  # ? is itself
    ("**/search?q=*", "http://h/searchXq=cats", False),
    ("http://h/{cart,basket}.html", "http://h/basket.html", True),
    ("http://h/{cart,basket}.html", "http://h/orders.html", False),
    ("http://h/a\\*b", "http://h/a*b", True),
    ("http://h/a\\*b", "http://h/axb", False),
    ("http://h/x.y+z(1)", "http://h/x.y+z(1)", True),  # regex characters are themselves
    ("http://h/x.y", "http://h/xzy", False),
    ("second.html", "http://h/second.html", False),  # a glob matches the whole URL
    ("**", "about:blank", True),
    ("regex:/orders/\\d+", ORDER, True),  # a regular expression is searched anywhere
    ("regex:/orders/\\d+$", ORDER, False),
    ("regex:^http://127", ORDER, True),
    ("regex:tab=(items|notes)", ORDER, True),
]


@pytest.mark.parametrize(("pattern", "url", "matches"), CASES)
def test_patterns(pattern: str, url: str, matches: bool) -> None:
    assert url_matches(url_pattern(pattern), url) is matches


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        ("regex:(", "'(' is not a valid regular expression"),
        ("regex:[a-", "is not a valid regular expression"),
        ("**/{a,b", "opens a '{' it never closes"),
        ("", "got an empty string"),
        ("  ", "got an empty string"),
    ],
)
def test_bad_patterns_are_invalid_params_naming_the_argument(pattern: str, words: str) -> None:
    with pytest.raises(InvalidParams) as raised:
        url_pattern(pattern)
    assert "argument 'url'" in raised.value.message
    assert words in raised.value.message
