"""One Firefox browser server for the Browser library's side of the fleet bench.

Run with the Browser library's venv (``/work/bench-browser-venv/bin/python``, see
``bench/browser_peer.md``), never with the project's: it needs robotframework-browser and
its node side (``rfbrowser init``). It starts a browser server the way
``rfbrowser launch-browser-server`` does, through the library's own ``Launch Browser
Server`` keyword (its Playwright, its node process), on Debian's firefox-esr over
WebDriver BiDi (``channel=moz-firefox``, lifted past the library's Python-side check by
``BrowserMozChannel.py``), prints two lines once the server accepts connections, and waits until SIGTERM or SIGINT::

    ws://127.0.0.1:PORT/PATH
    ROBOT_FRAMEWORK_BROWSER_NODE_PORT=PORT

The first is the endpoint for ``Connect To Browser`` (the resource's ``${BROWSER_WS}``).
The second is the gRPC port of the library's node process in this server: a run may
share it among its robot processes by setting that variable in their environment (the
library's "Re-using same node process", its advice for pabot), so that none of them
starts a node process of its own.

Stop it by its PID with SIGTERM (``kill PID``): the browser server, its Firefox and the
node process are closed, and the process exits 0. SIGKILL leaves the node process and
its Firefox behind: do not.

Why not ``rfbrowser launch-browser-server`` itself: in Browser 20.6.0 it refuses a
channel with firefox, like ``New Browser``, and it waits in a busy loop (``while True:
pass``) that keeps one core at 100 % for as long as it runs, a core taken from the tests
on a two-core machine.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import BrowserMozChannel  # noqa: F401  (lets channel=moz-firefox through for firefox)
from Browser import Browser, SupportedBrowsers

# The pref CamoufoxLibrary launches with (contexts.HISTORY_PREFS): over BiDi, Playwright
# misses the return of a page from the back-forward cache, and Go Back times out.
FIREFOX_PREFS = {"browser.sessionhistory.max_total_viewers": 0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--firefox", default="/usr/bin/firefox-esr", help="the Firefox binary")
    parser.add_argument("--port", type=int, default=0, help="ws port (0: a free one)")
    parser.add_argument("--ws-path", default=None, help="ws path (default: a random one)")
    parser.add_argument("--headed", action="store_true", help="not headless")
    parser.add_argument(
        "--output-dir",
        default=None,
        help="where the library writes playwright-log.txt (default: a temp dir)",
    )
    args = parser.parse_args(argv)

    output_dir = Path(args.output_dir or tempfile.mkdtemp(prefix="browser-server-"))
    output_dir.mkdir(parents=True, exist_ok=True)
    os.chdir(output_dir)  # outside Robot the library writes its logs into the cwd
    # This process starts the node process that the clients may share, never uses another.
    os.environ.pop("ROBOT_FRAMEWORK_BROWSER_NODE_PORT", None)

    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, lambda *_: stop.set())

    library = Browser(auto_closing_level="MANUAL")
    options: dict = {"port": args.port} if args.port else {}
    if args.ws_path:
        options["wsPath"] = args.ws_path
    ws_endpoint = library.launch_browser_server(
        SupportedBrowsers.firefox,
        headless=not args.headed,
        channel="moz-firefox",
        executablePath=args.firefox,
        firefoxUserPrefs=FIREFOX_PREFS,
        **options,
    )
    print(ws_endpoint, flush=True)
    print(f"ROBOT_FRAMEWORK_BROWSER_NODE_PORT={library.playwright.port}", flush=True)
    try:
        while not stop.wait(3600):
            pass
    finally:
        try:
            library._playwright_state.close_browser_server("ALL")
        finally:
            library.playwright.close()  # closes all browsers, then ends the node process
    return 0


if __name__ == "__main__":
    sys.exit(main())
