"""What a keyword is, derived from its tool: what both front ends know of keywords.

A keyword's name (``ledger.keyword_name``), its arguments (``shapes.keyword_params``:
the tool's, reshaped by the ledger's differences) and every intended difference
between a keyword and its tool (``ledger.py``, the kinds in ``differences.py``). The
library makes its keywords of them (``library/keywords/derive.py``); the MCP server
writes recorded sessions as suites of those keywords (``mcp/export.py``). Nothing here
imports Robot, the library or the MCP side: Robot's own types are stand-ins
(``robottypes.py``).
"""
