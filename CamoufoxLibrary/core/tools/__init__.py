"""Tool modules; importing this package registers every tool with ``@tool``."""

from . import (  # noqa: F401
    code,
    inspection,
    interaction,
    lifecycle,
    navigation,
    page,
    storage,
    verification,
)
