"""Screenshot comparison (syntax/imagediff.py) on images made here, without a browser."""

from __future__ import annotations

import io

from PIL import Image

from CamoufoxLibrary.core.syntax.imagediff import compare


def png(
    size: tuple[int, int] = (10, 8),
    colour: tuple[int, int, int] = (200, 200, 200),
    **dots: tuple[int, int, int],
) -> bytes:
    image = Image.new("RGB", size, colour)
    for where, value in dots.items():
        x, y = (int(n) for n in where.removeprefix("p").split("_"))
        image.putpixel((x, y), value)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def test_equal_images_have_no_difference() -> None:
    result = compare(png(), png(), 0.1)
    assert (result.differing, result.ratio, result.diff_png, result.size_mismatch) == (
        0,
        0.0,
        None,
        None,
    )


def test_one_changed_pixel_is_found_and_marked_red() -> None:
    result = compare(png(p3_4=(0, 0, 0)), png(), 0.1)
    assert result.differing == 1
    assert result.ratio == 1 / 80
    diff = Image.open(io.BytesIO(result.diff_png)).convert("RGBA")
    assert diff.getpixel((3, 4)) == (255, 0, 0, 255)
    assert diff.getpixel((0, 0)) != (255, 0, 0, 255)


def test_the_threshold_ignores_small_changes_per_pixel() -> None:
    faint = png(p1_1=(210, 200, 200))  # 10 of 255: under 0.1, over 0.01
    assert compare(faint, png(), 0.1).differing == 0
    assert compare(faint, png(), 0.01).differing == 1
    assert compare(faint, png(), 0).differing == 1


def test_different_sizes_differ_entirely() -> None:
    result = compare(png((10, 9)), png(), 0.1)
    assert result.size_mismatch == "expected 10 x 8, actual 10 x 9"
    assert result.ratio == 1.0
