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
