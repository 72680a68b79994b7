"""Robot's own types in a keyword's shape, named here without importing Robot.

A keyword's arguments are its tool's, reshaped by the ledger; two kinds of difference
give an argument a type only Robot has: Robot's ``Secret`` (a password Robot never
logs) and robotframework-assertion-engine's ``AssertionOperator``. The shape names them
with the classes below, so the MCP side reads keyword shapes without loading Robot;
the library puts Robot's own types in their place (``library/keywords/hints.py``).
"""

from __future__ import annotations


class Secret:
    """Stands for ``robot.api.types.Secret`` in a keyword's argument type."""


class AssertionOperator:
    """Stands for ``assertionengine.AssertionOperator`` in a keyword's argument type."""


STAND_INS: tuple[type, ...] = (Secret, AssertionOperator)
