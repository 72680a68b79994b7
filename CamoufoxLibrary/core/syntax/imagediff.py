"""Two screenshots compared pixel by pixel, in-process and deterministic (Pillow).

A pixel differs when one of its colour channels (or alpha) differs by more than
``threshold`` (0 to 1, a share of the channel's range): 0 counts every change, 0.1
ignores the faint noise of anti-aliasing. The diff image is the actual one faded
towards white with each differing pixel in red, so a person sees at once where.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageChops

RED = (255, 0, 0, 255)
FADE = 0.75  # how far the diff's background is faded towards white


@dataclass(frozen=True)
class Comparison:
    width: int
    height: int
    differing: int  # pixels beyond the threshold
    size_mismatch: str | None  # "expected 800 x 600, actual 800 x 620", or None
    diff_png: bytes | None  # None when nothing differs

    @property
    def ratio(self) -> float:
        """The share of pixels that differ (all of them when the sizes differ)."""
        return 1.0 if self.size_mismatch else self.differing / max(1, self.width * self.height)


def load(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGBA")


def compare(actual_png: bytes, expected_png: bytes, threshold: float) -> Comparison:
    actual, expected = load(actual_png), load(expected_png)
    if actual.size != expected.size:
        mismatch = f"expected {expected.width} x {expected.height}, actual {actual.width} x {actual.height}"
        return Comparison(actual.width, actual.height, actual.width * actual.height, mismatch, None)
    delta = ImageChops.difference(actual, expected)
    channels = delta.split()
    largest = channels[0]
    for channel in channels[1:]:
        largest = ImageChops.lighter(largest, channel)
    limit = round(threshold * 255)
    mask = largest.point(lambda value: 255 if value > limit else 0)
    differing = mask.histogram()[255]
    if not differing:
        return Comparison(actual.width, actual.height, 0, None, None)
    faded = Image.blend(actual, Image.new("RGBA", actual.size, (255, 255, 255, 255)), FADE)
    marked = Image.composite(Image.new("RGBA", actual.size, RED), faded, mask)
    out = io.BytesIO()
    marked.save(out, format="PNG")
    return Comparison(actual.width, actual.height, differing, None, out.getvalue())
