"""Files a tool writes where the caller asked: checked before anything runs."""

from __future__ import annotations

import os
from pathlib import Path

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


def inside(folder: str | Path, file_path: str, name: str = "file_path") -> Path:
    """``file_path`` under ``folder`` (a relative path is relative to it), resolved.

    A relative path that leads out of ``folder`` through ``..`` or a symbolic link is
    ``invalid_params`` naming ``name``; an absolute path is where the caller asked.
    """
    root = Path(folder).expanduser().resolve()
    given = Path(file_path).expanduser()
    if given.is_absolute():
        return given.resolve()
    path = (root / given).resolve()
    if not path.is_relative_to(root):
        raise InvalidParams(
            f"{name} '{file_path}' leads out of '{root}' (through '..' or a link); give a "
            "path inside it, or an absolute path"
        )
    return path


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


def confined_file(file_path: str, folder: Path, name: str = "file_path") -> Path:
    """``file_path`` (relative to ``folder``, or absolute) as a writable file inside ``folder``.

    The path is resolved first, symbolic links included, so one that leaves ``folder``
    through ``..`` or a link is ``invalid_params`` naming ``name``.
    """
    root = folder.resolve()
    path = (root / Path(file_path).expanduser()).resolve()
    if not path.is_relative_to(root):
        raise InvalidParams(
            f"{name} '{file_path}' is outside '{root}', the folder files may be written to; "
            "give a path inside it"
        )
    return writable_file(str(path), name)
