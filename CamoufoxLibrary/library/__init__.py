"""The Robot wing: the library Robot imports, its keywords and the services around them.

``camoufoxlibrary.py`` is the PythonLibCore library, which composes the rest:
``door.py``, its one way into the core (tools and questions through the bridge, the
current instance, one deadline rule); ``listener.py``, which hands Robot's events to
the services in a fixed order (``testtraces.py``, ``autoclose.py``, the scoped
settings, ``heals.py``); ``runonfailure.py``; ``keywords/``, the keyword classes. The
services take the door, never the library. Only the wing imports Robot
(docs/architecture.md).
"""
