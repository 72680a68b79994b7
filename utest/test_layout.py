"""The shape of the package: no import circle, short modules, tools apart, layers apart,
the two front ends apart.

The package (docs/architecture.md): at its top what both front ends share (``core/``,
``keywordspec/``, ``plugins/``, ``robotcells.py``, ``version.py``), and the two front
ends, the Robot wing (``library/``) and the MCP server (``mcp/``), which never import
each other nor are imported by what they share. Only the wing imports Robot, and in it
only the door (``library/door.py``) reaches the bridge. No import runs in a circle,
``TYPE_CHECKING`` imports included.

``core/`` is a house of layers, each a folder: a module imports from its own layer or
from one below it, never from one above, so the folders read bottom to top as the
architecture does.

Each rule is a function of a package folder, so ``test_the_rules_fail_on_a_tree_that_breaks_them``
can show that every one of them finds what it forbids in a copy of the package.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "CamoufoxLibrary"
MAX_LINES = 450


def modules(package: Path = PACKAGE) -> dict[str, Path]:
    found = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


# core/'s layers, bottom first; the top files (toolcore, stubgen) stand above them all.
LAYERS = (
    "contract", "js", "syntax", "engines", "network", "healing", "browser", "page", "identity",
    "tools",
)  # fmt: skip
TOP_FILES = {"__init__.py", "toolcore.py", "stubgen.py"}
CORE = "CamoufoxLibrary.core"


def imports_of(name: str, path: Path, known: dict[str, Path], *, typing: bool = False) -> set[str]:
    """The package's modules that ``name`` imports at run time (and in TYPE_CHECKING
    blocks too, with ``typing``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = (
        set()
        if typing
        else {
            id(inner)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for inner in ast.walk(node)
        }
    )
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                target = f"{base}.{alias.name}"
                found.add(target if target in known else base)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {target for target in found if target in known and target != name}


def cycles_of(graph: dict[str, set[str]]) -> list[list[str]]:
    cycles = []

    def visit(name: str, trail: list[str]) -> None:
        if name in trail:
            cycles.append([*trail[trail.index(name) :], name])
            return
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*trail, name])
        done.add(name)

    done: set[str] = set()
    for name in sorted(graph):
        visit(name, [])
    return cycles


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Every module of the package and those it imports, ``TYPE_CHECKING`` imports included."""
    known = modules(package)
    return {name: imports_of(name, path, known, typing=True) for name, path in known.items()}


# --- the package: what both front ends share, and the two front ends apart ----------

# What the package top holds: the shared parts, the two front ends, the public door.
TOP = {
    "__init__.py",  # the public names (the wing's, imported when first asked for)
    "version.py",
    "robotcells.py",  # Robot's cell syntax, pure: the suite writer and the healing patch
    "py.typed",
    "core",  # the tool core
    "keywordspec",  # keyword names, argument shapes, the ledger (no Robot)
    "plugins",  # the plugin surface and the loader
    "library",  # the Robot wing
    "mcp",  # the MCP server
    "server",  # camoufox-server, a browser server of a fleet (a front end of its own)
}
WING = "CamoufoxLibrary.library"
MCP = "CamoufoxLibrary.mcp"
SERVER = "CamoufoxLibrary.server"
FRONT_ENDS = (WING, MCP, SERVER)
# Robot, and the libraries of it that import it.
ROBOT = {"robot", "robotlibcore", "assertionengine"}
BRIDGE, DOOR = f"{WING}.bridge", f"{WING}.door"
LIBRARY_CLASS = f"{WING}.camoufoxlibrary"
BRIDGE_CALL = re.compile(r"\bbridge\.run\(")


def under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def circles(package: Path = PACKAGE) -> list[str]:
    return [" -> ".join(cycle) for cycle in cycles_of(import_graph(package))]


def top_contents(package: Path = PACKAGE) -> set[str]:
    """The top's files and folders; a folder left with only ``__pycache__`` (a module
    moved away) is not there."""
    return {
        p.name
        for p in package.iterdir()
        if p.name != "__pycache__"
        and (p.is_file() or any(inner.name != "__pycache__" for inner in p.iterdir()))
    }


def robot_importers(package: Path = PACKAGE) -> list[str]:
    """Modules outside the wing that import Robot."""
    outside = [
        p for p in package.rglob("*.py") if "library" not in p.relative_to(package).parts[:1]
    ]
    return [
        f"{p.relative_to(package)}: {top_packages(p) & ROBOT}"
        for p in outside
        if top_packages(p) & ROBOT
    ]


def crossings(package: Path = PACKAGE) -> list[str]:
    """Imports from one front end into the other, or from what they share into either.

    The package's ``__init__`` is the one exception: its public names are the wing's.
    """
    found = []
    for name, targets in import_graph(package).items():
        own = next((front for front in FRONT_ENDS if under(name, front)), None)
        if name == "CamoufoxLibrary":
            continue
        for target in sorted(targets):
            other = next((front for front in FRONT_ENDS if under(target, front)), None)
            if other is not None and other != own:
                found.append(f"{name} imports {target}")
    return found


def past_the_door(package: Path = PACKAGE) -> list[str]:
    """Modules but the door that import the bridge or call ``bridge.run``."""
    found = [
        f"{name} imports {BRIDGE}"
        for name, targets in import_graph(package).items()
        if BRIDGE in targets and name != DOOR
    ]
    for name, path in modules(package).items():
        if name not in (DOOR, BRIDGE) and BRIDGE_CALL.search(path.read_text(encoding="utf-8")):
            found.append(f"{name} calls bridge.run")
    return found


def library_class_importers(package: Path = PACKAGE) -> list[str]:
    """Modules that import the library class: the services take the door instead."""
    return [
        name
        for name, targets in import_graph(package).items()
        if LIBRARY_CLASS in targets and name != "CamoufoxLibrary"
    ]


def test_no_module_imports_in_a_circle_even_for_type_checking() -> None:
    found = circles()
    assert not found, "\n".join(found)


def test_the_package_top_holds_only_what_the_front_ends_share_and_the_front_ends() -> None:
    assert top_contents() == TOP


def test_only_the_wing_imports_robot() -> None:
    assert not robot_importers()


def test_the_front_ends_never_import_each_other_nor_does_what_they_share() -> None:
    found = crossings()
    assert not found, "\n".join(found)


def test_only_the_door_reaches_the_bridge() -> None:
    found = past_the_door()
    assert not found, "\n".join(found)


def test_the_services_take_the_door_never_the_library_class() -> None:
    assert not library_class_importers()


# Run in a fresh process: what each front end loads, its plugins' loader and its docs included.
LOADED = """
import sys
{imports}
print(sorted({{m.split(".")[0] for m in sys.modules}} & set({robot})),
      sorted(m for m in sys.modules if m.startswith("{other}")))
"""


def loaded_besides(imports: str, other: str) -> str:
    script = LOADED.format(imports=imports, robot=sorted(ROBOT), other=other)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=PACKAGE.parent, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_at_run_time_the_mcp_server_loads_no_robot_and_the_library_no_mcp_server() -> None:
    server = """
from CamoufoxLibrary.mcp.server import build_server, listed, parser, server_specs
from CamoufoxLibrary.mcp.export import SuiteWriter
listed(server_specs())
"""
    assert loaded_besides(server, WING) == "[] []"
    library = """
from CamoufoxLibrary import CamoufoxLibrary
CamoufoxLibrary(plugins="docs/plugins/heading_outline.py").get_keyword_names()
"""
    assert loaded_besides(library, MCP).endswith("] []")


def test_the_rules_fail_on_a_tree_that_breaks_them(tmp_path: Path) -> None:
    """A copy of the package, broken once per rule, is caught by each rule."""
    copy = tmp_path / "CamoufoxLibrary"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))

    def append(relative: str, text: str) -> None:
        path = copy / relative
        path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")

    # The circle issue 41 removed: a service that names the library class for its types.
    append(
        "library/autoclose.py",
        "\nfrom typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
        "    from .camoufoxlibrary import CamoufoxLibrary\n",
    )
    append("mcp/steps.py", "\nfrom robot.api import logger\n")
    append("keywordspec/shapes.py", "\nfrom ..library.errors import CamoufoxError\n")
    append("library/heals.py", "\nfrom .bridge import BRIDGE_GRACE\n")
    (copy / "autoclose.py").write_text('"""A service at the top again."""\n', encoding="utf-8")
    assert circles(copy) == [
        "CamoufoxLibrary.library.camoufoxlibrary -> CamoufoxLibrary.library.autoclose"
        " -> CamoufoxLibrary.library.camoufoxlibrary"
    ]
    assert library_class_importers(copy) == ["CamoufoxLibrary.library.autoclose"]
    assert robot_importers(copy) == ["mcp/steps.py: {'robot'}"]
    assert crossings(copy) == [
        "CamoufoxLibrary.keywordspec.shapes imports CamoufoxLibrary.library.errors"
    ]
    assert past_the_door(copy) == [f"CamoufoxLibrary.library.heals imports {BRIDGE}"]
    assert top_contents(copy) - TOP == {"autoclose.py"}


def core_graph() -> dict[str, set[str]]:
    """core/'s modules and what each imports, TYPE_CHECKING imports included."""
    known = modules()
    return {
        name: {target for target in imports_of(name, path, known, typing=True) if in_core(target)}
        for name, path in known.items()
        if in_core(name)
    }


def in_core(name: str) -> bool:
    return name == CORE or name.startswith(CORE + ".")


def layer_of(name: str) -> int:
    """The module's floor: its layer's index, or one above every layer for the top files."""
    first = name[len(CORE) + 1 :].split(".")[0] if name != CORE else ""
    return LAYERS.index(first) if first in LAYERS else len(LAYERS)


def test_core_keeps_only_its_door_at_the_top() -> None:
    top = {path.name for path in (PACKAGE / "core").glob("*.py")}
    assert top <= TOP_FILES, f"core/ keeps {TOP_FILES}; move {top - TOP_FILES} into a layer"
    folders = {p.name for p in (PACKAGE / "core").iterdir() if (p / "__init__.py").exists()}
    assert folders == set(LAYERS), f"core/'s folders are its layers {LAYERS}, got {folders}"


def test_core_imports_run_down_the_layers_only() -> None:
    upward = [
        f"{name} ({LAYERS[layer_of(name)] if layer_of(name) < len(LAYERS) else 'top'}) "
        f"imports {target}"
        for name, targets in core_graph().items()
        for target in sorted(targets)
        if layer_of(target) > layer_of(name)
    ]
    assert not upward, "imports against the layer order " + str(LAYERS) + ":\n" + "\n".join(upward)


def test_modules_are_short() -> None:
    long = {
        str(path.relative_to(PACKAGE)): lines
        for path in PACKAGE.rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines (one idea per file?): {long}"


def test_tools_do_not_import_each_other() -> None:
    known = modules()
    tools = {name for name in known if name.startswith("CamoufoxLibrary.core.tools.")}
    for name in tools:
        assert not imports_of(name, known[name], known) & tools, name


def top_packages(path: Path) -> set[str]:
    """The outside packages a module imports (``robot``, ``playwright``, ...)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_wing_never_imports_playwright() -> None:
    wing = list((PACKAGE / "library").rglob("*.py"))
    assert len(wing) > 40, "the wing's modules, its keywords among them"
    for path in wing:
        assert "playwright" not in top_packages(path), path


def test_the_instance_parts_never_import_the_instance() -> None:
    """Routes, network waits, the trace and the modal state are parts the instance owns:
    none imports the instance module back, not even for types, and the instance stays short."""
    core = PACKAGE / "core"
    instance = core / "browser" / "instance.py"
    parts = [
        *(core / "network").rglob("*.py"),
        core / "browser/tracing.py",
        core / "browser/modals.py",
        core / "browser/dialog_policy.py",
        core / "browser/overlays.py",
        core / "browser/fate.py",
    ]
    for path in parts:
        package = path.relative_to(PACKAGE.parent).parent.parts
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else ()
                module = [*base, *(node.module or "").split(".")]
                named = [module, *([*module, alias.name] for alias in node.names)]
            elif isinstance(node, ast.Import):
                named = [alias.name.split(".") for alias in node.names]
            else:
                continue
            for parts_of in named:
                target = PACKAGE.parent.joinpath(*[p for p in parts_of if p])
                assert target.with_suffix(".py") != instance, f"{path} imports {instance.name}"
    lines = len(instance.read_text(encoding="utf-8").splitlines())
    assert lines <= 220, f"browser/instance.py has {lines} lines (at most 220: parts go elsewhere)"
