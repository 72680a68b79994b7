"""Plugins: tools from outside the package, declared with ``@tool`` as the library's own are.

A plugin is a Python module, named by its import path (``mypkg.tools``) or its file
(``plugins/extra.py``, relative to the working folder), holding its own
``ToolRegistry`` whose tools it declares with ``@TOOLS.tool(...)``. Arguments follow
it after ``;`` (``mypkg.tools;first;key=value``) and go to the module's ``setup``
function; ``,`` separates plugins. Both front ends load them here: the library
(``plugins=``) and the MCP server (``--plugins``). docs/plugins.md tells how to write one.

Any failure is an ``InvalidParams`` naming the plugin, and the registry the caller gets
is new, made only once every plugin loaded: nothing is ever half-registered.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from ..core.contract.errors import InvalidParams, first_line
from ..core.contract.registry import REGISTRY, ToolRegistry, ToolSpec
from ..keywordspec.ledger import keyword_name


@dataclass(frozen=True)
class PluginRequest:
    """One plugin as written: its module or file and the arguments for its ``setup``."""

    source: str
    args: tuple[str, ...] = ()
    kwargs: dict[str, str] = field(default_factory=dict)


def parse(text: str | None) -> list[PluginRequest]:
    """``a.b;x;k=v, c.py`` as requests; ``None`` or ``""``: none."""
    requests = []
    for part in (text or "").split(","):
        if not part.strip():
            continue
        source, *arguments = (piece.strip() for piece in part.split(";"))
        if not source:
            raise InvalidParams(f"a plugin's module or file is missing in {part.strip()!r}")
        args: list[str] = []
        kwargs: dict[str, str] = {}
        for argument in arguments:
            key, equals, value = argument.partition("=")
            if not equals:
                args.append(argument)
            elif not key.strip() or key.strip() in kwargs:
                raise InvalidParams(f"plugin {source!r}: argument {argument!r} needs a new name")
            else:
                kwargs[key.strip()] = value
        requests.append(PluginRequest(source, tuple(args), kwargs))
    return requests


def anywhere(text: str | None) -> str:
    """``text`` again, each plugin file's path made absolute: what an import in another
    folder needs (an exported suite, its replay)."""
    return ",".join(
        ";".join(
            [
                str(Path(r.source).expanduser().resolve()) if is_file(r.source) else r.source,
                *r.args,
                *(f"{key}={value}" for key, value in r.kwargs.items()),
            ]
        )
        for r in parse(text)
    )


def is_file(source: str) -> bool:
    return source.endswith(".py") or "/" in source


def import_plugin(source: str) -> ModuleType:
    """The plugin's module; ``InvalidParams`` when it is missing or fails to import."""
    before = set(REGISTRY)
    try:
        module = import_file(source) if is_file(source) else importlib.import_module(source)
    except InvalidParams:
        raise
    except ModuleNotFoundError as exc:
        raise InvalidParams(f"plugin {source!r} does not import: {first_line(exc)}") from None
    except Exception as exc:  # its own code failed: a syntax error, an import inside
        raise InvalidParams(
            f"plugin {source!r} does not import: {type(exc).__name__}: {first_line(exc)}"
        ) from None
    if leaked := set(REGISTRY) - before:
        # Its tools went into the library's own registry, for every core of the process:
        # take them out again, and forget the module so a retry meets the same error.
        for name in leaked:
            REGISTRY.remove(name)
        sys.modules.pop(module.__name__, None)
        raise InvalidParams(
            f"plugin {source!r} registers its tools with the library's @tool; give it a "
            "ToolRegistry of its own (TOOLS = ToolRegistry(), @TOOLS.tool(...))"
        )
    return module


def import_file(source: str) -> ModuleType:
    path = Path(source).expanduser().resolve()
    if not path.is_file():
        raise InvalidParams(f"plugin file {source!r} does not exist (looked at {path})")
    # One module per file, whatever its name, so two plugins named tools.py do not clash.
    name = f"camoufox_plugin_{path.stem}_{hashlib.sha1(str(path).encode()).hexdigest()[:8]}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise InvalidParams(f"plugin file {source!r} is not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses and hints look their module up
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def configure(module: ModuleType, request: PluginRequest) -> None:
    """Calls the module's ``setup`` with the request's arguments, if it has any."""
    setup = getattr(module, "setup", None)
    if not callable(setup):
        if request.args or request.kwargs:
            raise InvalidParams(
                f"plugin {request.source!r} takes no arguments (it has no setup function); "
                f"got {describe(request)}"
            )
        return
    try:
        inspect.signature(setup).bind(*request.args, **request.kwargs)
    except TypeError as exc:
        raise InvalidParams(
            f"plugin {request.source!r}: its arguments {describe(request)} do not fit "
            f"setup{inspect.signature(setup)}: {exc}"
        ) from None
    try:
        setup(*request.args, **request.kwargs)
    except (TypeError, ValueError) as exc:
        raise InvalidParams(f"plugin {request.source!r}: {exc}") from None


def describe(request: PluginRequest) -> str:
    return ";".join([*request.args, *(f"{k}={v}" for k, v in request.kwargs.items())]) or "none"


def tools_of(module: ModuleType, source: str) -> list[ToolSpec]:
    """The tools of the module's own registries, in their order."""
    registries = [
        value
        for value in vars(module).values()
        if isinstance(value, ToolRegistry) and value is not REGISTRY
    ]
    specs = [spec for registry in registries for spec in registry.specs()]
    if not specs:
        raise InvalidParams(
            f"plugin {source!r} has no tools: declare them in a ToolRegistry of its own "
            "(TOOLS = ToolRegistry(), @TOOLS.tool(...))"
        )
    return specs


def with_plugins(base: ToolRegistry, text: str | None) -> ToolRegistry:
    """``base`` and the tools of the plugins ``text`` names, as a new registry.

    ``InvalidParams`` (naming the plugin) when one does not import, takes other
    arguments or registers a tool name that exists already; ``base`` itself is never
    changed.
    """
    try:
        return load(base, parse(text))
    except InvalidParams as exc:  # an import argument's error names the argument
        raise InvalidParams(f"argument 'plugins': {exc.message}") from None


def load(base: ToolRegistry, requests: list[PluginRequest]) -> ToolRegistry:
    if not requests:
        return base
    registry = base.copy()
    owners: dict[str, str] = {}
    for request in requests:
        module = import_plugin(request.source)
        configure(module, request)
        for spec in tools_of(module, request.source):
            if spec.name in registry:
                owner = owners.get(spec.name, "the library")
                raise InvalidParams(
                    f"plugin {request.source!r} registers the tool '{spec.name}' (keyword "
                    f"`{keyword_name(spec.name)}`), which {owner} has already; give the "
                    "plugin's tool another name"
                )
            registry.add(spec)
            owners[spec.name] = f"plugin {request.source!r}"
    return registry


def plugin_specs(registry: ToolRegistry, base: ToolRegistry = REGISTRY) -> list[ToolSpec]:
    """The tools of ``registry`` that ``base`` does not have: the plugins'."""
    return [spec for spec in registry.specs() if spec.name not in base]
