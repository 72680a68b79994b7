"""A keyword's parameters: its tool's, reshaped by the differences the ledger lists."""

from __future__ import annotations

import inspect

from ..core.contract.registry import ToolSpec
from .differences import KEYWORD_ONLY, POSITIONAL, VAR_KEYWORD, Difference, Param, SubjectInstance


def keyword_params(spec: ToolSpec, differences: tuple[Difference, ...]) -> list[Param]:
    """The keyword's parameters: the tool's, reshaped by the ledger's differences.

    ``instance`` becomes the last, optional, named-only parameter (the current
    instance), unless the instance is the keyword's subject (``SubjectInstance``).
    Types are the tool's, or a Robot type's stand-in (``robottypes.py``).
    """
    subject = any(isinstance(d, SubjectInstance) for d in differences)
    params = []
    for parameter in spec.signature.parameters.values():
        hint = spec.hints[parameter.name]
        if parameter.name == "instance":
            if not subject:
                continue
            if parameter.default is inspect.Parameter.empty:
                hint, default = hint | None, None  # the current instance
            else:
                default = parameter.default
            params.append(Param("instance", POSITIONAL, default, hint))
            continue
        params.append(Param(parameter.name, parameter.kind, parameter.default, hint))
    for difference in differences:
        params = difference.reshape(params)
    if spec.has_instance and not subject:
        params.append(Param("instance", KEYWORD_ONLY, None, str | None))
    # A **mapping (FreeNamed) comes after every other parameter, as Python wants it.
    return sorted(params, key=lambda p: p.kind == VAR_KEYWORD)
