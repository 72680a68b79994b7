"""browser_screenshot's mask, clip, animations and caret in a real browser."""

from __future__ import annotations

import base64
import io
import struct
import time
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

NAME = "shot-options"
# A clock that changes every 20 ms, a spinner that never stops, a text field with focus.
PAGE = """<!doctype html><title>Shots</title>
<style>
  body { margin: 0; font: 16px sans-serif; }
  #spin { width: 60px; height: 60px; background: linear-gradient(90deg, red, blue);
          animation: spin 0.5s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
</style>
<p id="clock">-</p>
<div id="spin"></div>
<input id="field" value="text">
<script>
  setInterval(() => { document.getElementById("clock").textContent = String(performance.now()); }, 20);
</script>"""


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME, viewport={"width": 640, "height": 480})
    live.ok("browser_navigate", instance=NAME, url=http_server.add("/shots.html", PAGE))
    return live


def shot(live: Any, **arguments: Any) -> bytes:
    data = live.ok("browser_screenshot", instance=NAME, **arguments)
    return base64.b64decode(data["base64"])


def size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    return struct.unpack(">II", png[16:24])


def pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_clip_keeps_that_part_of_the_page(live: Any) -> None:
    assert size(shot(live, clip="10,20,100,50")) == (100, 50)
    assert size(shot(live)) == (640, 480)


def test_a_masked_clock_and_stopped_animations_give_the_same_image_twice(live: Any) -> None:
    steady = {"mask": ["#clock"], "animations": "disabled"}
    first = shot(live, **steady)
    time.sleep(0.2)
    assert shot(live, **steady) == first
    # The clock alone, unmasked, changes the image (so the mask is what made them equal).
    clock_only = {"ref": "#clock"}
    before = shot(live, **clock_only)
    time.sleep(0.2)
    assert shot(live, **clock_only) != before


def test_a_mask_that_is_gone_or_bad_input_fails_before_capturing(live: Any) -> None:
    stale = live.error("browser_screenshot", "stale_ref", instance=NAME, mask=["e9999"])
    assert "e9999" in stale["message"]
    both = live.error(
        "browser_screenshot", "invalid_params", instance=NAME, ref="#spin", clip="0,0,5,5"
    )
    assert both["message"] == "'clip' cannot be combined with 'ref': clip is a part of the page"
    bad = live.error("browser_screenshot", "invalid_params", instance=NAME, clip="0,0,5")
    assert bad["message"].startswith("argument 'clip' must be 'x,y,width,height'")
    wrong = live.error("browser_screenshot", "invalid_params", instance=NAME, caret="blink")
    assert "caret" in wrong["message"]


def test_keeping_the_caret_is_refused_where_the_engine_never_draws_it(live: Any) -> None:
    refused = live.error(
        "browser_screenshot", "unsupported_capability", instance=NAME, caret="initial"
    )
    assert refused["message"].startswith("argument 'caret': Firefox over WebDriver BiDi")
    live.error("browser_screenshot_matches", "unsupported_capability", instance=NAME, name="c",
               caret="initial")  # fmt: skip
    # The engine fact the refusal rests on: with the field focused and its caret red,
    # Playwright's 'initial' gives the 'hide' picture, capture after capture.
    page = live.instance(NAME).page(None)[1]

    async def captures() -> tuple[bytes, list[bytes]]:
        await page.focus("#field")
        await page.evaluate("document.getElementById('field').style.caretColor = 'red'")
        still = {"clip": await page.locator("#field").bounding_box(), "animations": "disabled"}
        hidden = await page.screenshot(caret="hide", **still)
        kept = [await page.screenshot(caret="initial", **still) for _ in range(6)]
        return hidden, kept

    hidden, kept = live.run(captures())
    for image in kept:
        diff = ImageChops.difference(pixels(hidden), pixels(image))
        assert diff.getbbox() is None, diff.getbbox()


def test_a_clip_beyond_the_page_is_cut_to_it(live: Any) -> None:
    width, height = size(shot(live, clip="600,440,200,200"))
    assert (width, height) == (40, 40)  # the part of 600,440 + 200x200 inside 640 x 480


def matches(live: Any, **arguments: Any) -> dict[str, Any]:
    return live.call("browser_screenshot_matches", instance=NAME, **arguments)


def test_a_missing_baseline_is_written_and_fails_then_matches(live: Any, tmp_path: Path) -> None:
    steady = {"baseline_dir": str(tmp_path / "base"), "output_dir": str(tmp_path / "out")}
    steady |= {"mask": ["#clock"], "name": "page"}
    first = matches(live, **steady)
    assert first["error_type"] == "verification_failed"
    assert first["message"].startswith("no baseline 'page.png' in ")
    assert (tmp_path / "base" / "page.png").is_file()
    second = matches(live, **steady)
    assert second["status"] == "success", second
    assert second["data"]["differing_pixels"] == 0 and second["data"]["written"] is False
    assert not (tmp_path / "out").exists()


def test_one_changed_pixel_fails_with_actual_and_diff(live: Any, tmp_path: Path) -> None:
    steady = {"baseline_dir": str(tmp_path), "output_dir": str(tmp_path / "out"), "name": "dot"}
    steady |= {"clip": "200,100,40,40"}
    assert matches(live, update=True, **steady)["data"]["written"] is True
    live.evaluate(
        NAME,
        """() => { const d = document.createElement('div'); d.id = 'dot';
                   d.style.cssText = 'position:fixed;left:210px;top:110px;width:1px;height:1px;background:#000';
                   document.body.append(d); }""",
    )
    try:
        failed = matches(live, **steady)
        assert failed["error_type"] == "verification_failed"
        assert "1 of 1600 pixels differ" in failed["message"]
        assert (tmp_path / "out" / "dot-actual.png").is_file()
        assert (tmp_path / "out" / "dot-diff.png").is_file()
        assert matches(live, max_diff_ratio=0.001, **steady)["status"] == "success"
    finally:
        live.evaluate(NAME, "() => document.getElementById('dot').remove()")


def test_a_baseline_name_may_not_leave_its_folder(live: Any, tmp_path: Path) -> None:
    for name in ("../up", "sub/page", ".hidden", ""):
        data = matches(live, name=name, baseline_dir=str(tmp_path))
        assert data["error_type"] == "invalid_params", name
        assert data["message"].startswith("argument 'name' must be a file name")
    assert list(tmp_path.iterdir()) == []
    bad = matches(live, name="x", baseline_dir=str(tmp_path), threshold=2)
    assert bad["message"] == "argument 'threshold' must be from 0 to 1, got 2"
