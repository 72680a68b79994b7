"""Media emulation's mapping to each engine (core/engines/tabmedia.py, tools/emulation.py),
without a browser; tests/atest read it back in real pages (context_options.robot)."""

from __future__ import annotations

from typing import get_args

from CamoufoxLibrary.core.contract.vocabulary import ForcedColors, MediaType, MotionOverride
from CamoufoxLibrary.core.engines.tabmedia import FIELDS
from CamoufoxLibrary.core.tools.emulation import playwright_media


def test_every_value_of_the_bidi_features_has_its_browsing_context_value() -> None:
    for name, values in (
        ("media", MediaType),
        ("reduced_motion", MotionOverride),
        ("forced_colors", ForcedColors),
    ):
        assert set(FIELDS[name][1]) == set(get_args(values)), name
    assert FIELDS["media"][1]["no-override"] == ""  # Firefox's "no override" of each
    assert FIELDS["reduced_motion"][1]["no-override"] == "none"


def test_playwrights_emulation_gets_null_for_no_override() -> None:
    assert playwright_media({"media": "print", "color_scheme": "no-override"}) == {
        "media": "print",
        "color_scheme": "null",
    }
