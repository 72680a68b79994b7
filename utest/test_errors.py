"""Error types of the core and the Robot-side exceptions built from error envelopes."""

from __future__ import annotations

import pytest

from CamoufoxLibrary import CamoufoxAssertionError, CamoufoxError
from CamoufoxLibrary.core import ERROR_TYPES, ToolError
from CamoufoxLibrary.core.contract import errors
from CamoufoxLibrary.library.docsrunning import ERRORS_TABLE
from CamoufoxLibrary.library.errors import for_robot, keyword_name, raise_for

# DESIGN.md, "Envelope": the error_type values, in the documented order.
DESIGN_ERROR_TYPES = [
    "instance_not_found",
    "instance_already_exists",
    "instance_limit_exceeded",
    "profile_dir_in_use",
    "binary_not_found",
    "browser_not_running",
    "page_not_found",
    "frame_not_found",
    "element_not_found",
    "stale_ref",
    "navigation_failed",
    "navigation_timeout",
    "wait_timeout",
    "dialog_not_present",
    "evaluation_failed",
    "verification_failed",
    "invalid_params",
    "modal_state_blocked",
    "unsupported_capability",
    "operation_timeout",
    "internal_error",
]


def test_every_documented_error_type_exists_in_order() -> None:
    assert list(ERROR_TYPES) == DESIGN_ERROR_TYPES


def test_every_error_type_has_a_meaning() -> None:
    for name, meaning in ERROR_TYPES.items():
        assert meaning.strip(), name
        assert meaning.strip()[0].isupper(), (name, meaning)


def test_one_exception_class_per_error_type() -> None:
    classes = {cls.error_type: cls for cls in ToolError.__subclasses__()}
    assert sorted(classes) == sorted(DESIGN_ERROR_TYPES)
    for name, cls in classes.items():
        exc = cls("what happened; what to do")
        assert isinstance(exc, ToolError)
        assert exc.error_type == name
        assert exc.message == "what happened; what to do"
        assert str(exc) == "what happened; what to do"


def test_base_class_is_an_internal_error() -> None:
    assert ToolError.error_type == "internal_error"
    assert errors.InternalError.error_type == "internal_error"


def test_docs_errors_table_lists_every_error_type() -> None:
    for name in DESIGN_ERROR_TYPES:
        assert f"| ``{name}`` |" in ERRORS_TABLE


# --- Robot-side exceptions -----------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "keyword"),
    [
        ("browser_verify_text_visible", "Verify Text Visible"),
        ("browser_generate_locator", "Generate Locator"),
        ("browser_snapshot", "Snapshot"),
        ("browser_navigate_back", "Navigate Back"),
    ],
)
def test_keyword_name_of_a_tool(tool: str, keyword: str) -> None:
    assert keyword_name(tool) == keyword


def test_messages_name_keywords_instead_of_tools() -> None:
    message = "ref 'e3' is gone: take a new snapshot (browser_snapshot) and use its refs"
    assert (
        for_robot(message) == "ref 'e3' is gone: take a new snapshot (`Snapshot`) and use its refs"
    )
    assert for_robot("resolve it with browser_handle_dialog first") == (
        "resolve it with `Handle Dialog` first"
    )
    assert for_robot("open one with browser_tabs action 'new'") == "open one with `Tabs New`"
    assert for_robot("browser_evaluate did not finish") == "`Evaluate JavaScript` did not finish"
    # Only whole tool names are rewritten, and not one quoted: that is the tool's name.
    assert for_robot("no tool here: mybrowser_x, browser") == "no tool here: mybrowser_x, browser"
    assert for_robot("the tool 'browser_click' (keyword `Click`)") == (
        "the tool 'browser_click' (keyword `Click`)"
    )
    assert for_robot("two identities (browser_identity's data)") == (
        "two identities (`Get Identity`'s data)"
    )


def test_raise_for_returns_data_of_a_success() -> None:
    assert raise_for({"status": "success", "data": {"a": 1}}) == {"a": 1}


def test_raise_for_raises_camoufox_error_with_error_type_first() -> None:
    envelope = {
        "status": "error",
        "error_type": "stale_ref",
        "message": "ref 'e1' is gone; take a new snapshot with browser_snapshot",
    }
    with pytest.raises(CamoufoxError) as info:
        raise_for(envelope)
    assert type(info.value) is CamoufoxError
    assert info.value.error_type == "stale_ref"
    assert str(info.value) == "stale_ref: ref 'e1' is gone; take a new snapshot with `Snapshot`"
    assert not isinstance(info.value, AssertionError)


def test_verification_failed_is_an_assertion_error() -> None:
    envelope = {"status": "error", "error_type": "verification_failed", "message": "not there"}
    with pytest.raises(AssertionError) as info:
        raise_for(envelope)
    assert isinstance(info.value, CamoufoxAssertionError)
    assert isinstance(info.value, CamoufoxError)
    assert str(info.value) == "verification_failed: not there"


def test_envelope_without_error_type_is_an_internal_error() -> None:
    with pytest.raises(CamoufoxError, match=r"^internal_error: "):
        raise_for({"status": "error"})


def test_robot_shows_only_the_message() -> None:
    assert CamoufoxError.ROBOT_SUPPRESS_NAME is True
    assert CamoufoxAssertionError.ROBOT_SUPPRESS_NAME is True
