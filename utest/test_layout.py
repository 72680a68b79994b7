"""The shape of the package: no import cycle, short modules, tools apart, layers apart.

``core/`` is a house of layers, each a folder (docs/architecture.md): a module imports
from its own layer or from one below it, never from one above, ``TYPE_CHECKING``
imports included, so the folders read bottom to top as the architecture does.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "CamoufoxLibrary"
MAX_LINES = 450


def modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
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


def test_no_module_imports_in_a_circle() -> None:
    known = modules()
    cycles = cycles_of({name: imports_of(name, path, known) for name, path in known.items()})
    assert not cycles, "\n".join(" -> ".join(cycle) for cycle in cycles)


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


def test_no_import_cycle_in_core_even_for_type_checking() -> None:
    cycles = cycles_of(core_graph())
    assert not cycles, "\n".join(" -> ".join(cycle) for cycle in cycles)


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


def test_the_core_never_imports_robot_and_keywords_never_playwright() -> None:
    for path in (PACKAGE / "core").rglob("*.py"):
        assert "robot" not in top_packages(path), path
    for path in (PACKAGE / "keywords").rglob("*.py"):
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
