"""``python -m CamoufoxLibrary.server``: the same as the ``camoufox-server`` command."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
