"""CamoufoxLibrary: Robot Framework keywords for Camoufox and Firefox."""

from .errors import CamoufoxAssertionError, CamoufoxError
from .library import CamoufoxLibrary
from .version import __version__

__all__ = ["CamoufoxAssertionError", "CamoufoxError", "CamoufoxLibrary", "__version__"]
