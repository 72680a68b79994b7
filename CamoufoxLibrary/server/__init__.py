"""camoufox-server: one browser server of a fleet (docs/fleet.md).

Playwright's own browser server in its launch-server mode: one stock Firefox (over
WebDriver BiDi) or Camoufox, running before the first client; each client connection
gets contexts of its own in it, so a pooled Create Instance costs a context, not a
launch. Around it, what a fleet behind HAProxy or a Kubernetes Service needs: a health
check, a connection limit, recycling, a clean shutdown on SIGTERM, and no browser left
behind when the server is killed (``supervisor.py``, ``browser_server.js``).

A third front end beside the Robot wing and the MCP server: it uses the core's engine
parts (the launch options, the preferences, TCP_NODELAY, the process tags), never
either of the other two.
"""
