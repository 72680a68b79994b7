"""Files a tool writes where the caller asked: checked before anything runs."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import InvalidParams


def writable_file(file_path: str, name: str = "file_path") -> Path:
    """The resolved path of a file that can be written; ``invalid_params`` naming ``name``."""
    path = Path(file_path).expanduser().resolve()
    if not path.parent.is_dir():
        raise InvalidParams(f"{name}'s folder '{path.parent}' does not exist")
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise InvalidParams(f"{name} '{path}' cannot be written")
    if path.is_dir():
        raise InvalidParams(f"{name} '{path}' is a folder; give a file name")
    return path


def write_file(path: Path, content: bytes, name: str = "file_path") -> None:
    """Writes ``content``; a refusal the checks could not foresee is ``invalid_params``."""
    try:
        path.write_bytes(content)
    except OSError as exc:  # e.g. root passes os.access, but /proc takes no files
        raise InvalidParams(f"{name} '{path}' cannot be written: {exc.strerror}") from exc


def confine(file_path: str, name: str, folder: str | Path | None, anywhere: bool) -> Path:
    """Where a tool may write ``file_path``: the one rule of every written path.

    A relative path is relative to ``folder`` (None: the working folder). A path that
    names a place in ``folder`` (a relative one, or an absolute one under it) must
    still be in it once ``..`` and symbolic links are resolved. Another absolute path
    is written where it says if ``anywhere``, else refused. A refusal is
    ``invalid_params`` naming ``name``.
    """
    given = Path(file_path).expanduser()
    base = Path(folder).expanduser().absolute() if folder is not None else Path.cwd()
    root = base.resolve()
    path = (root / given).resolve()  # an absolute ``given`` replaces root
    if path.is_relative_to(root):
        return path
    # Compared as written: ``/out/../x`` and ``/out/link/x`` name a place in /out.
    claimed = not given.is_absolute() or given.is_relative_to(base) or given.is_relative_to(root)
    if anywhere and not claimed:
        return path
    if not claimed:
        raise InvalidParams(
            f"argument '{name}': '{file_path}' is outside '{root}', the only folder files "
            "are written to here; give a path inside it"
        )
    raise InvalidParams(
        f"argument '{name}': '{file_path}' leads out of '{root}', the folder files are "
        "written to, through '..' or a symbolic link; give a path inside it"
        + (", or an absolute path elsewhere" if anywhere else "")
    )


def confine_writes(
    names: Iterable[str], arguments: dict[str, Any], folder: str | None, anywhere: bool
) -> None:
    """Each written path of a call's ``arguments``, replaced by where it goes (``confine``)."""
    for name in names:
        if arguments.get(name) is not None:
            arguments[name] = str(confine(arguments[name], name, folder, anywhere))


def safe_name(suggested: str, fallback: str = "download") -> str:
    """A file name a server or page suggested, as one name: never a path, never hidden."""
    name = "".join(c for c in suggested if c.isprintable()).replace("/", "_").replace("\\", "_")
    name = name.strip().lstrip(".").strip()
    return name or fallback


def unique_file(folder: Path, name: str) -> Path:
    """``folder/name``, or ``folder/name-2.ext``, ...: a path where nothing is yet (not even
    a dangling link), so nothing is overwritten and no link is written through."""
    stem, suffix = Path(name).stem, Path(name).suffix
    path, number = folder / name, 1
    while os.path.lexists(path):
        number += 1
        path = folder / f"{stem}-{number}{suffix}"
    return path


def read_text(file_path: str, name: str = "path") -> str:
    """The UTF-8 text of a file the caller named; ``invalid_params`` naming ``name``."""
    path = Path(file_path).expanduser()
    if not path.exists():
        raise InvalidParams(f"{name} '{file_path}' does not exist")
    if path.is_dir():
        raise InvalidParams(f"{name} '{file_path}' is a folder; give a file")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidParams(
            f"{name} '{file_path}' is not UTF-8 text (byte {exc.start}); save it as UTF-8"
        ) from exc
    except OSError as exc:
        raise InvalidParams(f"{name} '{file_path}' cannot be read: {exc.strerror}") from exc
