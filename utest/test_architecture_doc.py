"""docs/architecture.md names files that exist, and names every module outside core/.

The map is read by newcomers before the code; a file it names that has moved, or a
module of the Robot wing, the MCP server or what they share that it leaves out, makes
it wrong again. core/'s rows name their files relative to the layer in their first cell.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "CamoufoxLibrary"
MAP = ROOT / "docs" / "architecture.md"
# Where a path with a folder is looked for; a bare name in a table row is looked for
# in the folder of its row's first path (``contract/``, ``mcp/caps.py``, ...).
ROOTS = (ROOT, PACKAGE, PACKAGE / "core")
TOKEN = re.compile(r"`([^`\s]+)`")
FILE = re.compile(r"^[\w./<>*-]+\.(?:py|pyi|js)$")
# Folders whose every module the map names (the keyword groups as library/keywords/<group>.py).
NAMED = ("keywordspec", "plugins", "library", "mcp")


def path_tokens(text: str) -> list[str]:
    return [t for t in TOKEN.findall(text) if FILE.match(t) or re.fullmatch(r"[\w/]+/", t)]


def exists(token: str, bases: tuple[Path, ...]) -> bool:
    pattern = re.sub(r"<[^>]+>", "*", token)
    return any(list(base.glob(pattern.rstrip("/"))) for base in bases)


def row_base(row: str) -> tuple[Path, ...]:
    """Where a table row's bare names are: the folder of its first cell's first path."""
    first = path_tokens(row.split("|")[1])
    if not first:
        return (PACKAGE / "core",) if row.split("|")[1].strip() == "top" else ()
    folder = first[0] if first[0].endswith("/") else str(Path(first[0]).parent)
    return tuple(root / folder for root in ROOTS if (root / folder).is_dir())


def anywhere(name: str) -> tuple[Path, ...]:
    """The folders of the project that hold a file ``name`` (a bare name in prose)."""
    return tuple({p.parent for p in ROOT.rglob(name) if ".git" not in p.parts}) or (ROOT,)


def missing(map_path: Path = MAP) -> list[str]:
    found = []
    for number, line in enumerate(map_path.read_text(encoding="utf-8").splitlines(), 1):
        in_row = line.startswith("| ") and not line.startswith("|---")
        base = row_base(line) if in_row else ()
        for token in path_tokens(line):
            bases = ROOTS if "/" in token else (base or (PACKAGE,))
            if "/" not in token and not base:  # a bare name in prose: anywhere in the project
                bases = anywhere(token)
            if not exists(token, bases) and not exists(token, (PACKAGE / "core" / "js",)):
                found.append(f"docs/architecture.md:{number}: `{token}`")
    return found


def test_every_file_the_map_names_exists() -> None:
    assert not missing(), "\n".join(missing())


def groups() -> set[str]:
    text = (PACKAGE / "library" / "keywords" / "groups.py").read_text(encoding="utf-8")
    return {f"{name}.py" for name in re.findall(r"^from \.(\w+) import", text, re.MULTILINE)}


def unnamed(map_path: Path = MAP) -> list[str]:
    """The modules of the folders the map names in full that it does not name."""
    text = map_path.read_text(encoding="utf-8")
    named = set(TOKEN.findall(text))
    left_out = []
    for folder in NAMED:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            relative = path.relative_to(PACKAGE)
            if path.name in ("__init__.py", "__main__.py") and folder != "plugins":
                continue
            if relative.parent.name == "keywords" and path.name in groups():
                continue  # library/keywords/<group>.py
            # Named with its folder, or bare in a row of the same folder.
            if str(relative) not in named and not any(
                path.name in row and f"`{relative.parent}/" in row
                for row in text.splitlines()
                if row.startswith("| ")
            ):
                left_out.append(str(relative))
    return left_out


def test_the_map_names_every_module_of_the_wing_the_mcp_server_and_what_they_share() -> None:
    assert not unnamed(), f"docs/architecture.md does not name: {unnamed()}"


def test_the_check_sees_a_file_that_moved(tmp_path: Path) -> None:
    moved = tmp_path / "architecture.md"
    moved.write_text(
        MAP.read_text(encoding="utf-8") + "\n| `library/autoclose.py`, `gone.py` | ... |\n"
        "The library is `library.py`.\n",
        encoding="utf-8",
    )
    assert [entry.split(": ", 1)[1] for entry in missing(moved)] == ["`gone.py`", "`library.py`"]


def test_the_check_sees_a_module_the_map_left_out(tmp_path: Path) -> None:
    shorter = tmp_path / "architecture.md"
    text = MAP.read_text(encoding="utf-8").replace("| `mcp/expecting.py` |", "| expecting |")
    shorter.write_text(text, encoding="utf-8")
    assert unnamed(shorter) == ["mcp/expecting.py"]
