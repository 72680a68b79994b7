"""Named secrets (``--secrets FILE``): the agent names a secret, the page gets its value.

The file is dotenv (``NAME=value`` lines, ``#`` comments, ``export`` and quotes as
python-dotenv reads them). An argument that is exactly ``${NAME}`` is the value of the
secret NAME when the call runs; the agent never sees a value: every result the server
returns, every line it logs and the recording it exports say ``${NAME}`` where a value
would be (the exported suite reads it as a ``Secret`` variable from the environment).
A value shorter than ``MIN_LENGTH`` is refused: hiding it would blank out every
occurrence of so short a text in snapshots and results.
"""

from __future__ import annotations

import io
import logging
import re
from pathlib import Path
from typing import Any

from dotenv.parser import parse_stream

from ..core.browser.redaction import Redaction
from ..core.contract.errors import InvalidParams

REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
MIN_LENGTH = 3
# What would write a page's traffic or DOM, typed secrets included, to a file that is
# not redacted (a trace is: core/browser/redaction.py).
RECORDING_ARGUMENTS = {"browser_create_instance": ("record_har_path", "record_video_dir")}


class SecretsFileError(ValueError):
    """The secrets file cannot be used; the message says where and why."""


class Secrets:
    """The server's named secrets, by name; none without ``--secrets``."""

    def __init__(self, values: dict[str, str] | None = None, source: str = "") -> None:
        self.values = dict(values or {})
        self.source = source
        # Longest first, so that a value inside another is hidden as the longer one.
        order = sorted(self.values.items(), key=lambda item: len(item[1]), reverse=True)
        self._by_value = {value: name for name, value in order}
        self._pattern = (
            re.compile("|".join(re.escape(value) for _, value in order)) if order else None
        )

    @classmethod
    def read(cls, path: str) -> Secrets:
        """The secrets of the dotenv file ``path``; ``SecretsFileError`` naming the line."""
        file = Path(path).expanduser()
        try:
            text = file.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise SecretsFileError(f"secrets file '{file}' does not exist") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SecretsFileError(f"secrets file '{file}' cannot be read: {exc}") from None
        values: dict[str, str] = {}
        for binding in parse_stream(io.StringIO(text)):
            line = binding.original.line
            if binding.error:
                raise SecretsFileError(
                    f"secrets file '{file}', line {line}: not NAME=value "
                    f"({binding.original.string.strip()[:20]!r}...)"
                )
            if binding.key is None:
                continue  # a comment or a blank line
            if not NAME.fullmatch(binding.key):
                raise SecretsFileError(
                    f"secrets file '{file}', line {line}: {binding.key!r} is not a name "
                    "(letters, digits and '_', not starting with a digit)"
                )
            if binding.value is None or len(binding.value) < MIN_LENGTH:
                raise SecretsFileError(
                    f"secrets file '{file}', line {line}: the value of {binding.key} must be "
                    f"at least {MIN_LENGTH} characters (a shorter one cannot be hidden in "
                    "results without blanking out ordinary text)"
                )
            values[binding.key] = binding.value
        if not values:
            raise SecretsFileError(f"secrets file '{file}' holds no NAME=value line")
        return cls(values, str(file))

    def __bool__(self) -> bool:
        return bool(self.values)

    def named(self) -> dict[str, str]:
        """Each value and its name: what the recorder writes as ``${NAME}`` variables."""
        return dict(self._by_value)

    # --- into a call -------------------------------------------------------------------

    def resolve(self, value: Any) -> Any:
        """``value`` with every string that is exactly ``${NAME}`` made the secret's value.

        ``invalid_params`` for a NAME that is no secret, when the server has secrets."""
        if isinstance(value, str):
            match = REFERENCE.fullmatch(value)
            if match is None or not self.values:
                return value
            name = match.group(1)
            if name not in self.values:
                raise InvalidParams(
                    f"no secret '{name}'; the secrets are {', '.join(sorted(self.values))} "
                    f"(from --secrets {self.source})"
                )
            return self.values[name]
        if isinstance(value, dict):
            return {key: self.resolve(inner) for key, inner in value.items()}
        if isinstance(value, list):
            return [self.resolve(inner) for inner in value]
        return value

    # --- out of the server -------------------------------------------------------------

    def refusal(self, tool: str, arguments: Any) -> str | None:
        """Why ``tool`` may not run while there are secrets: it would write their values
        to a file (a HAR holds what was sent, a video what was shown); None if it may.
        A trace may: its zip is saved with the values replaced (``redaction``)."""
        if not self.values or not isinstance(arguments, dict):
            return None
        keeps = [name for name in RECORDING_ARGUMENTS.get(tool, ()) if arguments.get(name)]
        if keeps:
            return (
                f"argument(s) {', '.join(keeps)} of {tool} would write what the pages get, "
                "secrets included, to a file: the server runs with --secrets, so it records "
                "no HAR or video (a trace it does record, the values replaced by their names)"
            )
        return None

    def redaction(self) -> Redaction:
        """What takes every value out of a saved trace: its name, ``${NAME}``, instead."""
        return Redaction({value: "${" + name + "}" for value, name in self._by_value.items()})

    def hide(self, value: Any) -> Any:
        """``value`` with every secret value in its strings written ``${NAME}``."""
        if self._pattern is None:
            return value
        if isinstance(value, str):
            return self._pattern.sub(lambda m: "${" + self._by_value[m.group(0)] + "}", value)
        if isinstance(value, dict):
            return {key: self.hide(inner) for key, inner in value.items()}
        if isinstance(value, list):
            return [self.hide(inner) for inner in value]
        return value


class HidingFilter(logging.Filter):
    """Log records with the secrets' values written ``${NAME}``."""

    def __init__(self, secrets: Secrets) -> None:
        super().__init__()
        self.secrets = secrets

    def filter(self, record: logging.LogRecord) -> bool:
        if self.secrets:
            record.msg = self.secrets.hide(record.getMessage())
            record.args = None
        return True
