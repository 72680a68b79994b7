"""An envelope as the MCP result an agent reads (mcp/results.py), without a browser."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from CamoufoxLibrary.mcp.results import BIG_RESULT, RESULTS_FOLDER, Results

OPERATION = {"tool": "browser_snapshot", "page_id": "p", "frame_id": None, "elapsed_ms": 1.0}
TREE = '- heading "Shop" [level=1] [ref=e1]\n- button "Buy \\"now\\"" [ref=e2]'


def success(data: dict[str, Any]) -> dict[str, Any]:
    return {"status": "success", "instance": "main", "data": data, "operation": OPERATION}


def test_a_snapshot_is_plain_text_and_its_other_fields_structured(tmp_path: Path) -> None:
    data = {"page_id": "p", "url": "http://x/", "title": "Shop", "snapshot": TREE}
    result = Results(tmp_path).result("browser_snapshot", success(data))
    assert [block.type for block in result.content] == ["text"]
    assert result.content[0].text == TREE  # no JSON escaping, no envelope around it
    assert result.structured_content == success({k: v for k, v in data.items() if k != "snapshot"})
    assert result.is_error is False


def test_a_screenshot_is_image_content_without_its_base64_in_the_structure(tmp_path: Path) -> None:
    png = b"\x89PNG\r\n\x1a\nfake"
    encoded = base64.b64encode(png).decode()
    data = {"type": "png", "bytes": len(png), "page_id": "p", "base64": encoded}
    result = Results(tmp_path).result("browser_screenshot", success(data))
    (image,) = result.content
    assert image.type == "image" and image.mime_type == "image/png" and image.data == encoded
    assert result.structured_content["data"] == {"type": "png", "bytes": len(png), "page_id": "p"}


def test_a_screenshot_saved_to_a_file_is_image_content_too(tmp_path: Path) -> None:
    shot = tmp_path / "shot.jpeg"
    shot.write_bytes(b"\xff\xd8jpeg")
    data = {"type": "jpeg", "bytes": 6, "page_id": "p", "path": str(shot)}
    result = Results(tmp_path).result("browser_screenshot", success(data))
    (image,) = result.content
    assert image.mime_type == "image/jpeg"
    assert base64.b64decode(image.data) == b"\xff\xd8jpeg"
    assert result.structured_content["data"] == data


def test_a_big_snapshot_goes_to_a_file_with_a_pointer(tmp_path: Path) -> None:
    tree = "- row [ref=e1]\n" * (BIG_RESULT // 15 + 1)
    result = Results(tmp_path).result("browser_snapshot", success({"snapshot": tree, "url": "u"}))
    where = f"{RESULTS_FOLDER}/0001-browser_snapshot.txt"
    assert (tmp_path / where).read_text(encoding="utf-8") == tree
    (block,) = result.content
    assert where in block.text and f"{len(tree):,} characters" in block.text
    assert str(tmp_path) not in block.text  # where in the output folder, not on the machine
    assert len(block.text) < 300
    assert result.structured_content["data"] == {
        "url": "u",
        "result_file": where,
        "chars": len(tree),
    }


def test_another_big_result_goes_to_a_json_file(tmp_path: Path) -> None:
    data = {"requests": [{"url": f"http://x/{i}", "status": 200} for i in range(2000)]}
    results = Results(tmp_path)
    results.result("browser_snapshot", success({"snapshot": "x" * (BIG_RESULT + 1)}))
    result = results.result("browser_network_requests", success(data))
    where = f"{RESULTS_FOLDER}/0002-browser_network_requests.json"
    assert json.loads((tmp_path / where).read_text(encoding="utf-8")) == data
    assert result.structured_content["data"]["result_file"] == where
    assert where in result.content[0].text


def test_a_small_result_and_an_error_are_the_envelope_as_json(tmp_path: Path) -> None:
    small = success({"width": 800, "height": 600})
    result = Results(tmp_path).result("browser_resize", small)
    assert json.loads(result.content[0].text) == small == result.structured_content
    error = {"status": "error", "instance": "main", "error_type": "stale_ref",
             "message": "x" * (BIG_RESULT + 1), "operation": OPERATION}  # fmt: skip
    result = Results(tmp_path).result("browser_click", error)
    assert result.is_error is True
    assert json.loads(result.content[0].text) == error == result.structured_content
    assert not (tmp_path / RESULTS_FOLDER).exists()
