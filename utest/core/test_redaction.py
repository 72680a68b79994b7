"""Secret values out of a saved trace's zip (core/browser/redaction.py), without a browser."""

from __future__ import annotations

import asyncio
import zipfile
from pathlib import Path

import pytest

from CamoufoxLibrary.core.browser.redaction import Redaction, forms
from CamoufoxLibrary.core.browser.tracing import Tracing

VALUE = 'hunter2 & "friends"'


def test_a_value_is_known_in_every_form_a_trace_writes_it() -> None:
    assert set(forms(VALUE)) == {
        VALUE,
        'hunter2 & \\"friends\\"',  # JSON
        "hunter2 &amp; &quot;friends&quot;",  # HTML
        "hunter2%20%26%20%22friends%22",  # a URL's path or a fetch body
        "hunter2+%26+%22friends%22",  # a form's query or body
    }


def test_every_form_becomes_the_name() -> None:
    redaction = Redaction({VALUE: "${PASSWORD}", "tok-123": "${TOKEN}"})
    text = '{"value":"hunter2 & \\"friends\\""} ?p=hunter2+%26+%22friends%22&t=tok-123'
    assert redaction.text(text) == '{"value":"${PASSWORD}"} ?p=${PASSWORD}&t=${TOKEN}'
    assert not Redaction({}) and Redaction({}).text(VALUE) == VALUE


def test_a_zip_is_rewritten_text_files_only(tmp_path: Path) -> None:
    image = b"\x89PNG\r\n\x1a\n\xff\xfe" + VALUE.encode()  # not UTF-8: left as it is
    path = tmp_path / "trace.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as trace:
        trace.writestr(
            "trace.trace",
            f'{{"type":"before","params":{{"value":"{VALUE}"}}}}'.replace(
                '"friends"', '\\"friends\\"'
            ),
        )
        trace.writestr("resources/abc.png", image)
        trace.writestr("trace.network", "nothing secret")
    assert Redaction({VALUE: "${PASSWORD}"}).zip_file(path) == 1
    with zipfile.ZipFile(path) as trace:
        assert trace.read("trace.trace") == b'{"type":"before","params":{"value":"${PASSWORD}"}}'
        assert trace.read("resources/abc.png") == image
        assert trace.read("trace.network") == b"nothing secret"
        assert trace.getinfo("trace.trace").compress_type == zipfile.ZIP_DEFLATED
    assert [p.name for p in tmp_path.iterdir()] == ["trace.zip"]  # no temporary file left


def test_a_trace_that_cannot_be_redacted_is_not_left_behind(tmp_path: Path) -> None:
    path = tmp_path / "trace.zip"

    class FakeTracing:
        async def start(self, **options: object) -> None:
            pass

        async def stop(self, path: Path) -> None:
            path.write_text(f"not a zip, and {VALUE}")  # what Playwright wrote, say

    context = type("Context", (), {"tracing": FakeTracing()})()

    async def scenario() -> None:
        tracing = Tracing(context, "main", alive=lambda: True)  # type: ignore[arg-type]
        redaction = Redaction({VALUE: "${PASSWORD}"})
        await tracing.start(
            file_path=path, title=None, screenshots=True, snapshots=True, redaction=redaction
        )
        with pytest.raises(zipfile.BadZipFile):
            await tracing.stop(path)

    asyncio.run(scenario())
    assert not path.exists()
