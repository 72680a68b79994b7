"""Origin rules without a browser: patterns, what they refuse, and why."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.origins import OriginRules, parse_origins
from CamoufoxLibrary.core.contract.settings import Settings


def rules(allowed: str = "", blocked: str = "", files: bool = False) -> OriginRules:
    return OriginRules(parse_origins(allowed, "allowed_origins"),
                       parse_origins(blocked, "blocked_origins"), files)  # fmt: skip


def test_allowed_origins_refuse_everything_else_naming_the_rule() -> None:
    only = rules("http://127.0.0.1:*, https://*.example.com")
    assert only.refusal("http://127.0.0.1:8000/page") is None
    assert only.refusal("https://example.com/") is None
    assert only.refusal("https://shop.example.com/cart") is None
    assert only.refusal("http://shop.example.com/") == (
        "http://shop.example.com/ matches none of the allowed origins "
        "(http://127.0.0.1:*, https://*.example.com; allowed_origins)"
    )
    assert only.refusal("https://badexample.com/") is not None
    assert only.refusal("about:blank") is None and only.refusal("data:text/html,x") is None


def test_blocked_origins_win_and_a_port_must_match() -> None:
    both = rules("*", "https://ads.example.com, http://127.0.0.1:9")
    assert both.refusal("https://ads.example.com/x.js") == (
        "https://ads.example.com/x.js matches the blocked origin 'https://ads.example.com' "
        "(blocked_origins)"
    )
    assert both.refusal("https://ads.example.com:8443/") is None  # not the default port
    assert both.refusal("http://127.0.0.1:9/") is not None
    assert both.refusal("http://127.0.0.1:10/") is None


def test_file_urls_are_refused_unless_allowed() -> None:
    assert rules().refusal("file:///etc/passwd") == (
        "file:///etc/passwd is a file: URL, refused unless allow_file_urls is set"
    )
    assert rules(files=True).refusal("file:///etc/passwd") is None
    assert not rules(files=True).filters_requests and rules(blocked="*").filters_requests


@pytest.mark.parametrize(
    "pattern", ["example.com", "https://", "https://exa*mple.com", "https://x.com:port"]
)
def test_a_bad_pattern_names_the_argument(pattern: str) -> None:
    with pytest.raises(
        InvalidParams,
        match=r"argument 'blocked_origins': .* is not an origin pattern; give scheme://host",
    ):
        Settings(blocked_origins=pattern)


def test_settings_take_lists_or_comma_separated_text() -> None:
    assert (
        Settings(allowed_origins=("https://a.org", "https://b.org")).origin_rules.allowed[1].host
        == "b.org"
    )
    assert Settings().origin_rules == OriginRules((), (), True)  # the library opens file: pages
