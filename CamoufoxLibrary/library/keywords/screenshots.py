"""Keywords of core/tools/screenshots.py: a screenshot checked against its baseline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from robot.api import logger
from robot.libraries.BuiltIn import BuiltIn, RobotNotRunningError
from robot.utils import is_truthy

from ...core.contract.errors import InvalidParams
from ...core.tools.screenshots import baseline_name, browser_screenshot_matches
from ..errors import CamoufoxError
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword
from .inspection import embed, output_dir

FOLDER = "screenshots"  # beside the suite file, when ${SCREENSHOT_BASELINES} is not set


def variable(name: str) -> Any:
    try:
        return BuiltIn().get_variable_value(name)
    except RobotNotRunningError:
        return None


def baseline_folder() -> Path:
    """${SCREENSHOT_BASELINES}, else ``screenshots`` beside the running suite's file."""
    chosen = variable("${SCREENSHOT_BASELINES}")
    if chosen:
        return Path(chosen)
    source = variable("${SUITE SOURCE}")
    if not source:
        return Path.cwd() / FOLDER
    suite = Path(source)
    return (suite if suite.is_dir() else suite.parent) / FOLDER


class ScreenshotKeywords(KeywordGroup):
    @tool_keyword(browser_screenshot_matches, tags=("Inspection", "Verification"))
    def screenshot_should_match(self, call: ToolCall) -> dict[str, Any]:
        """Fails unless a screenshot matches its baseline image ``name``.

        | =Argument= | =Description= |
        | ``name`` | The baseline's file name (``login-form``; ``.png`` is added). No folder, no ``..``. |
        | ``baseline_dir`` | Where baselines live. Default: ``${SCREENSHOT_BASELINES}``, else a ``screenshots`` folder beside the suite file, so they are versioned with the suite. |
        | ``output_dir`` | Where a mismatch's ``<name>-actual.png`` and ``<name>-diff.png`` go. Default: ``${OUTPUT DIR}``. |
        | ``ref``, ``full_page``, ``clip`` | What to capture, as in `Screenshot`. Default: the viewport. |
        | ``mask`` | A ref or selector, or a list: what changes between runs (a clock, an ad), painted over in both images. |
        | ``animations``, ``caret`` | As in `Screenshot`; here animations are ``disabled`` by default. |
        | ``threshold`` | How much a pixel's colour may differ and still count as equal, 0 to 1. Default 0.1 (anti-aliasing noise passes). |
        | ``max_diff_ratio`` | The share of pixels that may differ, 0 to 1. Default 0: none. |
        | ``update`` | Write this run's image as the baseline and pass. Also set by ``${UPDATE_SNAPSHOTS}`` (``--variable UPDATE_SNAPSHOTS:True``). |

        A missing baseline is written from this run and the keyword fails saying so:
        look at the image (it is shown in the log), then run again. On a mismatch the
        log shows the expected, actual and diff images (differing pixels in red) and the
        message gives how many pixels differ. The comparison runs in the library
        (Pillow), the same on every machine; use the same browser and window size as the
        baselines were made with.

        Example:
        | `Screenshot Should Match` | login-form | ref=\\#login |
        | `Screenshot Should Match` | dashboard | mask=id=clock | max_diff_ratio=0.001 |
        """
        arguments = call.arguments
        if arguments["baseline_dir"] is None:
            arguments["baseline_dir"] = str(baseline_folder())
        if arguments["output_dir"] is None:
            arguments["output_dir"] = str(output_dir())
        if is_truthy(variable("${UPDATE_SNAPSHOTS}") or False):
            arguments["update"] = True
        try:
            name = baseline_name(arguments["name"]).removesuffix(".png")
        except InvalidParams:
            return call()  # the tool refuses the name, in the library's words
        made = [Path(arguments["output_dir"]) / f"{name}-{kind}.png" for kind in ("actual", "diff")]
        for stale in made:
            stale.unlink(missing_ok=True)
        baseline = Path(arguments["baseline_dir"]) / f"{name}.png"
        try:
            data = call()
        except CamoufoxError:
            for label, path in zip(("Expected", "Actual", "Diff"), (baseline, *made), strict=True):
                if path.exists():
                    logger.info(f"{label}: {path}")
                    embed(path)
            raise
        if data["written"]:
            logger.info(f"Baseline written: {data['baseline']}")
            embed(Path(data["baseline"]))
        return data
