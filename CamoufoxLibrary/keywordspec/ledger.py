"""The ledger: every intended difference between a keyword and its tool, in one place.

A keyword is derived from its tool (``derive.py``): same arguments, order, defaults
and types, ``instance`` last and optional (the current instance), the tool's
declared errors in its docs. The keywords below differ on purpose, each for the
reason its entry gives; ``utest/keywords/test_ledger.py`` fails on any difference
not listed here, and on any entry that no longer makes a difference.

Model: playwright-python's ``scripts/expected_api_mismatch.txt``.
"""

from __future__ import annotations

from .differences import (
    Action,
    AsIs,
    Assertion,
    DefaultNone,
    Difference,
    FreeNamed,
    NewestTab,
    OneOrList,
    Renamed,
    Retry,
    Returns,
    SecondKeyword,
    Seconds,
    SecretFields,
    SecretText,
    SecretValues,
    SubjectInstance,
    Variadic,
)

# Playwright's and the Browser library's words, not "Clock Fast Forward".
CLOCK_NAMES = "the clock keywords read as sentences: Install Clock, Advance Clock, Run Clock For"

# The identity keywords read as Robot's and the Browser library's getters and checks.
IDENTITY_NAMES = "reads as Get Title and the Should keywords do"

LEDGER: dict[str, tuple[Difference, ...]] = {
    "Get Identity": (Renamed("browser_identity", "Get Identity", why=IDENTITY_NAMES),),
    "Identity Should Be Consistent": (
        Renamed("browser_identity_consistent", "Identity Should Be Consistent", why=IDENTITY_NAMES),
        OneOrList("ignore"),
    ),
    "Identity Should Match": (
        Renamed("browser_identity_matches", "Identity Should Match", why=IDENTITY_NAMES),
        FreeNamed("expected"),
    ),
    "Identities Should Be Equal": (
        Renamed("browser_identities_equal", "Identities Should Be Equal", why=IDENTITY_NAMES),
        OneOrList("ignore"),
    ),
    "Create Instance": (
        SubjectInstance(),
        SecretValues("http_credentials"),
        SecretValues("connect_headers", why="a token in them comes as a Secret, never logged"),
        Seconds("connect_timeout"),
    ),
    "Destroy Instance": (SubjectInstance(),),
    "Wait For": (Seconds("time"), Seconds("timeout")),
    "Wait For Elements State": (Seconds("timeout"),),
    "Wait For Url": (Seconds("timeout"),),
    "Wait For Function": (Seconds("timeout"), Seconds("polling")),
    "Wait For Load State": (Seconds("timeout"),),
    "Wait For Request": (Seconds("timeout"),),
    "Wait For Response": (Seconds("timeout"),),
    "Wait For Download": (Seconds("timeout"),),
    "Type": (SecretText("text"), Seconds("delay"), Seconds("jitter")),
    "Click": (Seconds("delay"),),
    "Fill Form": (SecretFields("fields"),),
    "Select Option": (Variadic("values"),),
    "File Upload": (Variadic("paths"),),
    "Screenshot": (
        Returns(
            "str: the saved file's path",
            why="the image is saved under ${OUTPUT DIR} and embedded in log.html",
        ),
        OneOrList("mask"),
    ),
    "Evaluate JavaScript": (
        Renamed(
            "browser_evaluate",
            "Evaluate JavaScript",
            why="plain Evaluate would shadow BuiltIn's Evaluate in every suite",
        ),
        AsIs("arg"),
    ),
    "Screenshot Should Match": (
        Renamed(
            "browser_screenshot_matches",
            "Screenshot Should Match",
            why="reads as the Browser library's and Robot's Should keywords",
        ),
        OneOrList("mask"),
        DefaultNone(
            "baseline_dir",
            why="beside the running suite, or the screenshot_baselines import argument",
        ),
        DefaultNone("output_dir", why="${OUTPUT DIR}, where log.html finds the images"),
    ),
    "Add Init Script": (
        Returns("str: the script's id", why="Remove Init Script    ${id} reads best in a teardown"),
    ),
    "Install Clock": (
        Action("install", keeps=("time",)),
        Renamed("browser_clock", "Install Clock", action="install", why=CLOCK_NAMES),
    ),
    "Set Fixed Time": (
        Action("set_fixed_time", keeps=("time",)),
        Renamed("browser_clock", "Set Fixed Time", action="set_fixed_time", why=CLOCK_NAMES),
    ),
    "Set System Time": (
        Action("set_system_time", keeps=("time",)),
        Renamed("browser_clock", "Set System Time", action="set_system_time", why=CLOCK_NAMES),
    ),
    "Pause Clock At": (
        Action("pause_at", keeps=("time",)),
        Renamed("browser_clock", "Pause Clock At", action="pause_at", why=CLOCK_NAMES),
    ),
    "Advance Clock": (
        Action("fast_forward", keeps=("duration",)),
        Renamed("browser_clock", "Advance Clock", action="fast_forward", why=CLOCK_NAMES),
        Seconds("duration"),
    ),
    "Run Clock For": (
        Action("run_for", keeps=("duration",)),
        Renamed("browser_clock", "Run Clock For", action="run_for", why=CLOCK_NAMES),
        Seconds("duration"),
    ),
    "Resume Clock": (
        Action("resume"),
        Renamed("browser_clock", "Resume Clock", action="resume", why=CLOCK_NAMES),
    ),
    "Tabs List": (Action("list"),),
    "Tabs New": (Action("new", keeps=("url",)),),
    "Tabs Close": (Action("close", keeps=("index", "page_id")),),
    "Tabs Select": (Action("select", keeps=("index", "page_id")), NewestTab()),
    "Verify Element Visible": (Retry(),),
    "Verify List Visible": (Retry(), OneOrList("refs"), OneOrList("items")),
    "Verify Text Visible": (Retry(),),
    "Verify Value": (Retry(),),
    "Grant Permissions": (Variadic("permissions"),),
    "Set Dialog Policy": (
        Returns(
            "str: the previous policy",
            why="a suite puts it back with Set Dialog Policy ${old}, as with Set Camoufox Timeout",
        ),
    ),
    "Save Storage State": (
        Returns("str: the file's path", why="the state is saved under ${OUTPUT DIR} by default"),
    ),
    "Fill Secret": (
        SecondKeyword(
            "browser_fill_text",
            why="a text field's secret (a password) gets a keyword that takes only a Secret",
        ),
        SecretText(
            "text",
            only=True,
            why="a plain string is refused, so a password is never written in the data or log",
        ),
    ),
    "Press Keys": (Variadic("keys"),),
    "Select Option By Index": (Variadic("indexes"),),
    "Upload File By Selector": (Variadic("paths"),),
    "Drop Files": (Variadic("paths"),),
    "Get Text": (Assertion("text"),),
    "Get Value": (Assertion("value"),),
    "Get Attribute": (Assertion("value", what="attribute {name} of {ref}"),),
    "Get Attribute Names": (Assertion("names", kind="list", what="attribute names of {ref}"),),
    "Get Property": (Assertion("value", kind="any", what="property {name} of {ref}"),),
    "Get Classes": (Assertion("classes", kind="list"),),
    "Get Style": (Assertion("value", kind="any", what="style {property} of {ref}"),),
    "Get Element Count": (Assertion("count", kind="int", what="element count of {ref}"),),
    "Get Element States": (Assertion("states", kind="list", what="states of {ref}"),),
    "Get Checkbox State": (Assertion("checked", kind="bool", what="checkbox state of {ref}"),),
    "Get Bounding Box": (Assertion("box", kind="dict", what="bounding box of {ref}"),),
    "Get Selected Options": (Assertion("options", kind="list", what="selected options of {ref}"),),
    "Get Elements": (
        Assertion("count", kind="int", what="element count of {ref}", returns="selectors"),
    ),
    "Get Select Options": (Assertion("options", kind="list", what="options of {ref}"),),
    "Get Table Cell": (Assertion("text", what="cell {column}, {row} of table {ref}"),),
    "Get Table Row Index": (Assertion("row", kind="int", what="row index of {row} in {ref}"),),
    "Get Table Column Index": (
        Assertion("column", kind="int", what="column index of {column} in {ref}"),
    ),
    "Get Url": (Assertion("url", what="url"),),
    "Get Title": (Assertion("title", what="title"),),
    "Get Page Source": (Assertion("source", what="page source"),),
    "Get Viewport Size": (Assertion("viewport", kind="dict", what="viewport size"),),
    "Get Scroll Position": (Assertion("position", kind="dict", what="scroll position of {ref}"),),
    "Get Scroll Size": (Assertion("size", kind="dict", what="scroll size of {ref}"),),
}

# Keywords with no tool behind them: library settings and the current instance.
WITHOUT_TOOL: dict[str, str] = {
    "Switch Instance": "the current instance is the Robot library's, not the core's",
    "Set Camoufox Timeout": "a library setting (the tools' deadline), returns the old value",
    "Set Retry Assertions For": "a library setting: how long assertions retry",
    "Set Assertion Formatters": "a library setting: formatters of the getters' assertions",
    "Register Keyword To Run On Failure": (
        "a library setting: the Robot keyword run when a keyword fails, not a browser tool"
    ),
}

# Tools with no keyword: the MCP server's own (they are not in the core's REGISTRY).
WITHOUT_KEYWORD: dict[str, str] = {
    "browser_export_robot": (
        "MCP only: writes the server's recording of an agent's session as a .robot suite, "
        "which a Robot run has no use for"
    ),
}

# Tools (or one action of one) whose keyword is not named mechanically: -> keyword name.
RENAMES: dict[tuple[str, str | None], str] = {
    (difference.tool, difference.action): difference.name
    for differences in LEDGER.values()
    for difference in differences
    if isinstance(difference, Renamed)
}


def keyword_name(tool: str, action: str | None = None) -> str:
    """``browser_verify_text_visible`` -> ``Verify Text Visible``; with an action
    (``browser_tabs``, ``new``) -> ``Tabs New``; a renamed tool's keyword by its entry."""
    if (tool, action) in RENAMES:
        return RENAMES[(tool, action)]
    words = tool.removeprefix("browser_").replace("_", " ")
    return f"{words} {action}".title() if action else words.title()
