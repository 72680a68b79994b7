"""The bench pages (bench/pages) served on 127.0.0.1, as every bench script needs them."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent / "atest" / "resources"))

from FixtureServer import FixtureServer  # noqa: E402  (the acceptance tests' server)


@contextmanager
def serve_bench_pages() -> Iterator[str]:
    """Serves bench/pages while the block runs; yields the base URL."""
    server = FixtureServer(str(BENCH / "pages"))
    url = server.start_fixture_servers()[0]
    try:
        yield url
    finally:
        server.stop_fixture_servers()
