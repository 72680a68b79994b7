"""Snapshot masks password values, which the aria snapshot shows like any textbox's."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.tools.inspection import MASK, mask_passwords, yaml_scalar

PAGE = """<!doctype html><title>Login</title>
<label>User <input id=user value="bob"></label>
<label>Password <input id=pw type=password value="hunter2: x"></label>
<label>Same as user <input id=pw2 type=password value="bob"></label>
<iframe srcdoc="<label>Pin <input type=password value=4242></label>"></iframe>"""


@pytest.mark.parametrize(
    ("text", "value"),
    [("bob", "bob"), ('"hunter2: x"', "hunter2: x"), ('"say \\"hi\\""', 'say "hi"'), ('"', '"')],
)
def test_yaml_scalars(text: str, value: str) -> None:
    assert yaml_scalar(text) == value


def test_only_textbox_values_that_are_passwords_are_masked() -> None:
    snapshot = "\n".join(
        [
            '- textbox "Password" [ref=e3]: "hunter2: x"',
            '- paragraph [ref=e4]: "hunter2: x"',
            '- textbox "Note" [ref=e5]: other',
        ]
    )
    masked = mask_passwords(snapshot, {"hunter2: x"}).splitlines()
    assert masked == [
        f'- textbox "Password" [ref=e3]: {MASK}',
        '- paragraph [ref=e4]: "hunter2: x"',
        '- textbox "Note" [ref=e5]: other',
    ]
    assert mask_passwords(snapshot, set()) == snapshot


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    http_server.add("/login.html", PAGE)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="pw")
    live.ok("browser_navigate", instance="pw", url=http_server.url("/login.html"))
    return live


def test_snapshot_masks_passwords_in_every_frame(live) -> None:
    live.ok("browser_wait_for", instance="pw", time=0.3)  # the srcdoc iframe renders
    snapshot = live.ok("browser_snapshot", instance="pw")["snapshot"]
    assert "hunter2" not in snapshot and "4242" not in snapshot, snapshot
    # Values are matched, not elements (the snapshot has no element identity to match
    # on), so a plain field holding the same text as a password field is masked too.
    assert snapshot.count(MASK) == 4, snapshot
    assert "bob" not in snapshot
