"""The engine names, the engine an instance runs on, and what a launch gives.

Near the leaves of the engines package: it imports only the door of BiDi commands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Browser, BrowserContext

from ..contract.vocabulary import EngineName
from .bididoor import BidiDoor


@dataclass(frozen=True)
class EngineChoice:
    """The engine an instance runs on and the binary it starts."""

    name: EngineName
    executable_path: str | None
    # Whether the browser is Firefox over WebDriver BiDi; None: as engine 'firefox' is.
    bidi: bool | None = None

    @property
    def over_bidi(self) -> bool:
        """Firefox over WebDriver BiDi (a stock Firefox here, or behind a browser server);
        Playwright's Firefox and Camoufox speak Playwright's own protocol (Juggler),
        which has none of BiDi's input gaps."""
        return self.name == "firefox" if self.bidi is None else self.bidi


@dataclass
class Launched:
    """What a launch gives: the browser (None for a persistent context) and the context."""

    browser: Browser | None
    context: BrowserContext
    version: str
    # Camoufox's resolved fingerprint config (its CAMOU_CONFIG), {} for other engines.
    config: dict[str, Any] = field(default_factory=dict)
    # Our own WebDriver BiDi commands to it (bididoor.py): a stock Firefox we launched.
    door: BidiDoor | None = None
