"""Profile-folder locks (core/browser/profiles.py) across processes, without a browser.

A second process stands in for another ``robot`` or ``pabot`` process (it takes the
lock through the same code) or for a Firefox (it holds ``.parentlock`` as Firefox does).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from CamoufoxLibrary.core.browser.profiles import LOCK_FILE, ProfileLocks
from CamoufoxLibrary.core.contract.errors import InvalidParams, ProfileDirInUse

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="flock, /proc")

HOLD_LOCK = """
import sys
from CamoufoxLibrary.core.browser.profiles import ProfileLocks
locks = ProfileLocks()
locks.acquire(sys.argv[1], "elsewhere")
print("held", flush=True)
sys.stdin.read()  # until the test closes our stdin (or kills us)
"""

HOLD_PARENTLOCK = """
import fcntl, sys
handle = open(sys.argv[1] + "/.parentlock", "a")
fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)  # what a running Firefox holds
print("held", flush=True)
sys.stdin.read()
"""


def hold(code: str, profile: Path) -> subprocess.Popen[str]:
    """A second process running ``code`` on ``profile``, once it says it holds the lock."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), str(profile)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "held"
    return child


@pytest.fixture
def children() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for child in started:
        child.kill()
        child.wait(10)


def test_one_instance_at_a_time_in_one_manager(tmp_path: Path) -> None:
    locks = ProfileLocks()
    key = locks.acquire(str(tmp_path / "p"), "first")
    assert key == str((tmp_path / "p").resolve())
    assert (tmp_path / "p" / LOCK_FILE).read_text().strip() == str(os.getpid())
    with pytest.raises(ProfileDirInUse, match="instance 'first'"):
        locks.acquire(str(tmp_path / "p") + "/./", "second")  # the same folder
    locks.release(key)
    assert locks.acquire(key, "second") == key
    locks.release(key)
    locks.release(key)  # twice is harmless


def test_a_file_is_no_profile_dir(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(InvalidParams, match="not a directory"):
        ProfileLocks().acquire(str(tmp_path / "file"), "x")


def test_two_managers_of_one_process_exclude_each_other(tmp_path: Path) -> None:
    first, second = ProfileLocks(), ProfileLocks()
    key = first.acquire(str(tmp_path), "a")
    with pytest.raises(ProfileDirInUse, match=rf"another process \(pid {os.getpid()}\)"):
        second.acquire(str(tmp_path), "b")
    first.release(key)
    second.acquire(str(tmp_path), "b")
    second.release(key)


def test_another_process_holds_the_folder_until_it_lets_go(tmp_path: Path, children) -> None:
    child = hold(HOLD_LOCK, tmp_path)
    children.append(child)
    locks = ProfileLocks()
    with pytest.raises(ProfileDirInUse, match=rf"another process \(pid {child.pid}\)") as caught:
        locks.acquire(str(tmp_path), "here")
    assert "each pabot process" in caught.value.message
    assert child.stdin is not None
    child.stdin.close()  # it ends normally: its lock goes with it
    assert child.wait(10) == 0
    locks.release(locks.acquire(str(tmp_path), "here"))


def test_a_killed_process_leaves_the_folder_free(tmp_path: Path, children) -> None:
    child = hold(HOLD_LOCK, tmp_path)
    children.append(child)
    with pytest.raises(ProfileDirInUse):
        ProfileLocks().acquire(str(tmp_path), "here")
    child.kill()  # SIGKILL: no clean-up code runs, the kernel releases the lock
    child.wait(10)
    locks = ProfileLocks()
    locks.release(locks.acquire(str(tmp_path), "here"))


def test_a_firefox_outside_the_library_holds_its_parentlock(tmp_path: Path, children) -> None:
    children.append(hold(HOLD_PARENTLOCK, tmp_path))
    locks = ProfileLocks()
    with pytest.raises(ProfileDirInUse, match="another browser process"):
        locks.acquire(str(tmp_path), "here")
    # The refusal let go of our own lock file: the folder is free once Firefox is.
    children[0].kill()
    children[0].wait(10)
    locks.release(locks.acquire(str(tmp_path), "here"))
