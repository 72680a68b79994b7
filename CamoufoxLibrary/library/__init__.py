"""The Robot wing: the library Robot imports, its keywords and the services around them.

``camoufoxlibrary.py`` is the PythonLibCore library, ``keywords/`` its keyword classes,
the other modules what it does around them (run-on-failure, auto-close, traces, heals,
its docs). Only the wing imports Robot (docs/architecture.md).
"""
