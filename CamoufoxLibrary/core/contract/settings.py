"""Settings: the defaults of new instances and every tool's deadline, written once.

The library's import arguments, ``ToolCore`` and the MCP server's command line all
take their defaults from this class (``Settings.timeout`` is the default timeout
everywhere), so no default is written twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import InvalidParams
from .origins import OriginRules, parse_origins
from .vocabulary import (
    HEALING_MODES,
    TRACING_MODES,
    Engine,
    HealingMode,
    TracingMode,
    check_engine_name,
)


@dataclass
class Settings:
    engine: Engine = "auto"
    executable_path: str | None = None
    headless: bool = True
    timeout: float = 10.0  # seconds, each tool call's deadline
    max_instances: int = 5
    # The library's Playwright trace per test (off, on, retain-on-failure); the tools
    # record one only when asked (browser_start_tracing).
    tracing: TracingMode = "off"
    # Where the files tools write go (files.confine): a relative path is relative to it
    # and stays inside it. None: the working folder of each call. The library gives
    # ${OUTPUT DIR}, the MCP server its --output-dir.
    output_dir: str | None = None
    # Whether an absolute path outside output_dir may be written: yes for the library
    # and ToolCore (their caller wrote the path), no for the MCP server (an agent did).
    write_anywhere: bool = True
    # Which origins every instance may reach, which never, and whether file: URLs may
    # be opened (syntax/origins.py): patterns as a list or comma-separated text.
    allowed_origins: tuple[str, ...] | str = ()
    blocked_origins: tuple[str, ...] | str = ()
    allow_file_urls: bool = True
    # Locator healing (core/healing/): off, record (fingerprints only) or on (record and
    # heal); the fingerprints' file, None to keep them in memory (the MCP server, until
    # an export writes them beside the suite). The library resolves the file's place.
    healing: HealingMode = "off"
    healing_store: str | None = None

    def __post_init__(self) -> None:
        check_engine_name(self.engine)
        check_timeout(self.timeout)
        if self.max_instances < 1:
            raise InvalidParams(f"max_instances must be at least 1, got {self.max_instances}")
        if self.tracing not in TRACING_MODES:
            raise InvalidParams(f"tracing must be {', '.join(TRACING_MODES)}, got {self.tracing!r}")
        if self.healing not in HEALING_MODES:
            raise InvalidParams(
                f"argument 'healing' must be one of {', '.join(HEALING_MODES)}, got {self.healing!r}"
            )
        self.origin_rules = OriginRules(
            parse_origins(self.allowed_origins, "allowed_origins"),
            parse_origins(self.blocked_origins, "blocked_origins"),
            self.allow_file_urls,
        )

    def set_timeout(self, seconds: float) -> float:
        """Changes the deadline of every tool call; returns the previous one."""
        check_timeout(seconds)
        previous, self.timeout = self.timeout, seconds
        return previous


def check_timeout(seconds: Any) -> None:
    if not seconds > 0:
        raise InvalidParams(f"timeout must be a positive number of seconds, got {seconds}")
