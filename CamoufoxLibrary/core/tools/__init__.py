"""Tool modules; importing this package registers every tool with ``@tool``."""

from . import inspection, interaction, lifecycle, navigation  # noqa: F401
