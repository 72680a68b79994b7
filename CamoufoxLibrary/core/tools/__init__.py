"""Tool modules; importing this package registers every tool with ``@tool``."""

from . import (  # noqa: F401
    code,
    frames,
    inspection,
    interaction,
    lifecycle,
    mouse,
    navigation,
    page,
    storage,
    utility,
    verification,
)
