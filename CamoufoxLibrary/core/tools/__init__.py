"""Tool modules; importing this package registers every tool with ``@tool``."""

from . import code, inspection, interaction, lifecycle, navigation, page, storage  # noqa: F401
