"""What an agent gets back, through the SDK's stdio client against a real browser.

No instance is named anywhere: the default one is created by the first call that
needs it. A snapshot is plain text, a screenshot image content, a big snapshot a file
in the output folder with a pointer; the recording starts with the default instance's
creation.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcpclient import McpClient, session

from CamoufoxLibrary.mcp.results import BIG_RESULT, RESULTS_FOLDER

pytestmark = pytest.mark.browser

PAGE = """<title>Shop</title><h1>Shop</h1><p>Say "hi"\\ and <b>buy</b></p>
<label>Email <input id=email></label><button>Buy</button>"""
ROWS = "".join(f"<tr><td>Item number {i}</td><td>{i * 7} EUR</td></tr>" for i in range(900))
BIG = f"<title>Big</title><table><tr><th>Item</th><th>Price</th></tr>{ROWS}</table>"


@pytest.fixture(scope="module")
def output(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mcp-output")


@pytest.fixture(scope="module")
def client(output: Path) -> Iterator[McpClient]:
    # The default caps: no browser_create_instance offered, none needed.
    with session("--timeout", "15", "--output-dir", str(output),
                 "--instance-options", '{"viewport": {"width": 900, "height": 700}}') as client:  # fmt: skip
        yield client


@pytest.fixture(scope="module")
def shop(client: McpClient, http_server: Any) -> str:
    url = http_server.add("/shop.html", PAGE)
    envelope = client.envelope("browser_navigate", url=url)
    assert envelope["status"] == "success" and envelope["instance"] == "main", envelope
    return url


def test_the_first_call_creates_the_default_instance_with_the_servers_options(
    client: McpClient, shop: str
) -> None:
    size = client.ok("browser_evaluate", function="() => [innerWidth, innerHeight]")
    assert size["result"] == [900, 700]
    assert "browser_create_instance" not in {tool.name for tool in client.list_tools()}


def test_a_snapshot_is_plain_text(client: McpClient, shop: str) -> None:
    result = client.call_tool("browser_snapshot", {})
    (block,) = result.content
    assert block.type == "text"
    assert block.text.startswith("- ") and "[ref=e" in block.text, block.text
    assert '- heading "Shop" [level=1]' in block.text  # quotes as they are, not \\"
    assert "\\n" not in block.text and '\\"' not in block.text
    data = result.structured_content["data"]
    assert "snapshot" not in data and data["title"] == "Shop" and data["url"] == shop


def test_a_screenshot_is_image_content(client: McpClient, shop: str, output: Path) -> None:
    result = client.call_tool("browser_screenshot", {})
    (image,) = result.content
    assert image.type == "image" and image.mime_type == "image/png"
    png = base64.b64decode(image.data)
    assert png.startswith(b"\x89PNG") and len(png) == result.structured_content["data"]["bytes"]
    assert "base64" not in result.structured_content["data"]

    saved = client.call_tool("browser_screenshot", {"file_path": "shop.png"})
    (image,) = saved.content
    assert image.type == "image"
    assert base64.b64decode(image.data) == (output / "shop.png").read_bytes()


def test_a_big_snapshot_goes_to_a_file_with_a_pointer(
    client: McpClient, http_server: Any, output: Path
) -> None:
    client.ok("browser_navigate", url=http_server.add("/big.html", BIG))
    result = client.call_tool("browser_snapshot", {})
    data = result.structured_content["data"]
    assert data["chars"] > BIG_RESULT and data["result_file"].startswith(f"{RESULTS_FOLDER}/")
    written = (output / data["result_file"]).read_text(encoding="utf-8")
    assert len(written) == data["chars"] and "Item number 899" in written
    (block,) = result.content
    assert data["result_file"] in block.text and len(block.text) < 400
    assert "snapshot" not in data


def test_the_export_starts_with_the_default_instances_creation(
    client: McpClient, shop: str
) -> None:
    suite = client.ok("browser_export_robot")["suite"]
    assert "    Create Instance    main" in suite, suite
