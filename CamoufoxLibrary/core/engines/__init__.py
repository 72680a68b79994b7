"""Finding and launching a browser engine: Camoufox, a system Firefox, Playwright's Firefox.

``find_engine`` chooses the engine and binary, ``launch`` starts it with one context.
Nothing here downloads anything.
"""

from .find import find_engine
from .launching import launch, new_context
from .types import EngineChoice, Launched

__all__ = ["EngineChoice", "Launched", "find_engine", "launch", "new_context"]
