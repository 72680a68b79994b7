"""Replaying an exported suite in a fresh Robot process: does it work without the agent?

``browser_export_robot(verify=true)`` writes the suite into a temporary folder of its
own, with its fingerprints store beside it, and runs it there with
``python -m robot`` (this server's Python), as CI would: same engine and options as
the server (the suite's ``Library`` line takes them as import arguments, healing off:
the replay proves the suite works as written), the secrets in the process's
environment, never on its command line. ``replaylistener.py`` notes each test's first
failing step with its line, the same line as in the exported text.

The run is bounded by the time the tool has left: then Robot gets SIGTERM (the library
ends its browsers on it), SIGKILL after a grace, and whatever browser it left is
killed by its tag (``engines/processes.py``). A Robot that does not start, or that
cannot run the suite as written, is an error saying so in Robot's words.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

from .. import robotcells as cells
from ..core.contract.errors import InternalError, OperationTimeout, UnsupportedCapability
from ..core.contract.settings import Settings
from ..core.engines import processes
from ..core.healing.store import STORE_NAME
from .replaylistener import ReplayListener

TERM_GRACE = 5.0  # seconds from SIGTERM to SIGKILL: the library closes its browsers
MARGIN = 1.0  # seconds the tool keeps for itself after the replay's bound
LISTENER = f"{ReplayListener.__module__}.{ReplayListener.__name__}"
RESULT = "replay.json"  # the listener's file, in the replay's folder
CONSOLE = "console.txt"
TAIL = 2000  # characters of Robot's console an error quotes
# What Robot takes from the environment that would change how the replay runs.
UNSET = ("ROBOT_OPTIONS",)
REFUSED = (252, 255)  # Robot's exit status for data it could not run, and for its own crash
PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])  # where CamoufoxLibrary is imported from

# The replays running now (robot's pid): ended at the server's last resort (end_replays).
RUNNING: set[int] = set()


def library_arguments(settings: Settings) -> list[str]:
    """The server's engine and options as the ``Library    CamoufoxLibrary`` line's
    arguments, healing off."""
    arguments = [f"engine={settings.engine}"]
    if settings.executable_path:
        arguments.append(f"executable_path={cells.escape(settings.executable_path)}")
    arguments += [f"headless={settings.headless}", f"timeout={settings.timeout:g}s"]
    for name in ("allowed_origins", "blocked_origins"):
        value = getattr(settings, name)
        text = value if isinstance(value, str) else ",".join(value)
        if text:
            arguments.append(f"{name}={cells.escape(text)}")
    if settings.allow_file_urls != Settings.allow_file_urls:
        arguments.append(f"allow_file_urls={settings.allow_file_urls}")
    return [*arguments, "healing=off"]


async def replay(
    suite: str,
    name: str,
    *,
    store: Callable[[Path], Awaitable[int]],
    secrets: dict[str, str],
    within: float,
    python: str = sys.executable,
) -> dict[str, Any]:
    """Runs ``suite`` (as the file ``name``) with Robot; its ``verification``.

    ``store`` writes the fingerprints store at the path it is given; ``secrets``: each
    variable's name and value, given in the environment; ``within``: seconds the
    replay may take, its ending included.
    """
    with tempfile.TemporaryDirectory(prefix="camoufox-verify-", ignore_cleanup_errors=True) as tmp:
        folder = Path(tmp)
        (folder / name).write_text(suite, encoding="utf-8")
        await store(folder / STORE_NAME)
        status = await run_robot(folder, name, secrets, within - TERM_GRACE - MARGIN, python)
        console = (folder / CONSOLE).read_text(encoding="utf-8", errors="replace")
        return verification(read_result(folder / RESULT), status, console, python)


async def run_robot(
    folder: Path, name: str, secrets: dict[str, str], seconds: float, python: str
) -> int:
    """``python -m robot`` on ``folder/name``, in that folder; its exit status."""
    command = [
        python, "-m", "robot", "--listener", f"{LISTENER}:{RESULT}", "--output", "output.xml",
        "--log", "NONE", "--report", "NONE", "--console", "quiet", "--consolecolors", "off", name,
    ]  # fmt: skip
    with open(folder / CONSOLE, "wb") as console:
        try:
            proc = await asyncio.create_subprocess_exec(
                *command,
                cwd=folder,
                env=environment(secrets),
                stdin=asyncio.subprocess.DEVNULL,  # the server's stdin is the MCP session
                stdout=console,
                stderr=asyncio.subprocess.STDOUT,
            )
        except OSError as exc:
            raise UnsupportedCapability(
                f"verify: Robot Framework cannot start: '{python} -m robot' failed: "
                f"{exc.strerror or exc}; export without verify"
            ) from exc
        RUNNING.add(proc.pid)
        try:
            await asyncio.wait_for(proc.wait(), max(seconds, 0.1))
        except asyncio.TimeoutError:
            await end(proc)
            raise OperationTimeout(
                f"verify: the replay did not finish within {max(seconds, 0):.0f} s; Robot (pid "
                f"{proc.pid}) was ended (SIGTERM, then SIGKILL after {TERM_GRACE:g} s) with "
                "the browsers it started. A step may wait for what never comes: export "
                "without verify and run the suite with robot to see which"
            ) from None
        finally:
            if proc.returncode is None:  # the tool was cancelled (the server shuts down)
                kill(proc.pid)
            processes.kill_tagged(f"{proc.pid}-")  # whatever browser it left
            RUNNING.discard(proc.pid)
    assert proc.returncode is not None
    return proc.returncode


def environment(secrets: dict[str, str]) -> dict[str, str]:
    """The server's environment, with the secrets and this CamoufoxLibrary importable."""
    env = {key: value for key, value in os.environ.items() if key not in UNSET}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [PACKAGE_ROOT, env.get("PYTHONPATH")]))
    return {**env, **secrets}


async def end(proc: asyncio.subprocess.Process) -> None:
    """SIGTERM, then SIGKILL when it has not ended within ``TERM_GRACE``."""
    with contextlib.suppress(ProcessLookupError):
        proc.terminate()
    try:
        await asyncio.wait_for(proc.wait(), TERM_GRACE)
    except asyncio.TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()


def kill(pid: int) -> None:
    """SIGKILLs a replay and its browsers at once (no loop to wait on)."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    processes.kill_tagged(f"{pid}-")


def end_replays() -> list[int]:
    """The server's last resort: kills every replay still running; their PIDs."""
    running = sorted(RUNNING)
    for pid in running:
        kill(pid)
    RUNNING.clear()
    return running


def read_result(path: Path) -> dict[str, Any] | None:
    """What the listener wrote, or None when it never ran."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def verification(
    result: dict[str, Any] | None, status: int, console: str, python: str
) -> dict[str, Any]:
    """``{"passed", "tests", "diverged"}`` of a finished run; an error when Robot did not
    run the suite as written."""
    tail = console.strip()[-TAIL:] or "(no output)"
    if result is None:
        if status in REFUSED or "[ ERROR ]" in console:
            raise InternalError(
                f"verify: Robot could not run the exported suite (exit status {status}): {tail}"
            )
        raise UnsupportedCapability(
            f"verify: Robot Framework did not start in '{python}' (exit status {status}): "
            f"{tail}; export without verify"
        )
    if result.get("errors"):
        raise InternalError(
            "verify: Robot did not run the exported suite as written: "
            + "; ".join(result["errors"])
        )
    tests = result.get("tests") or []
    if not tests:
        raise InternalError(f"verify: Robot ran no test of the exported suite: {tail}")
    return {
        "passed": all(test["status"] == "PASS" for test in tests),
        "tests": len(tests),
        "diverged": next(diverged(tests), None),
    }


def diverged(tests: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Each failed test's first failing step (the test's own line when no step failed)."""
    for test in tests:
        if test["status"] != "FAIL":
            continue
        step = test.get("diverged") or {
            "line": test["line"],
            "keyword": None,
            "error": test["message"],
        }
        yield {"test": test["name"], **step}
