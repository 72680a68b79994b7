"""``python -m CamoufoxLibrary.mcp``: the MCP server over stdio."""

import sys

from .server import main

sys.exit(main())
