"""Builds docs/CamoufoxLibrary.html and .json with libdoc, or checks they are current.

    python docs/build.py           # write both files
    python docs/build.py --check   # exit 1 when the committed files are stale

Paths in libdoc's output are made relative to the project, and the generation time
is ignored when comparing, so a fresh clone anywhere builds the same files.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

from robot.libdoc import libdoc

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
NAMES = ("CamoufoxLibrary.html", "CamoufoxLibrary.json")
GENERATED = re.compile(r'("generated": ?")[^"]*(")')


def build(folder: Path) -> None:
    for name in NAMES:
        target = folder / name
        libdoc("CamoufoxLibrary", str(target), quiet=True)
        text = target.read_text(encoding="utf-8")
        # libdoc writes absolute source paths; JSON inside HTML escapes the slashes.
        for prefix in (f"{ROOT}/", f"{ROOT}/".replace("/", "\\/")):
            text = text.replace(prefix, "")
        target.write_text(text, encoding="utf-8")


def comparable(path: Path) -> str:
    return GENERATED.sub(r"\1\2", path.read_text(encoding="utf-8")) if path.exists() else ""


def main() -> int:
    if "--check" not in sys.argv:
        build(DOCS)
        print(f"wrote {', '.join(str(DOCS / n) for n in NAMES)}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp))
        stale = [n for n in NAMES if comparable(Path(tmp) / n) != comparable(DOCS / n)]
    if stale:
        print(f"docs are stale: {', '.join(stale)}; run `make docs` and commit the result")
        return 1
    print("docs are current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
