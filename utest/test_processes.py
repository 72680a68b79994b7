"""Finding and ending tagged processes (``core/engines/processes.py``) with real child processes."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest

from CamoufoxLibrary.core.engines import processes
from testsupport.waiting import wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


@pytest.fixture
def tag() -> Iterator[str]:
    tag = processes.new_tag()
    yield tag
    processes.kill_tagged(tag)  # whatever a failing test left behind


def start(command: list[str], tag: str | None) -> subprocess.Popen:
    env = dict(os.environ)
    if tag is not None:
        env[processes.TAG_VARIABLE] = tag
    return subprocess.Popen(command, env=env)


def test_tags_are_unique_and_under_their_parent() -> None:
    first, second = processes.new_tag(), processes.new_tag()
    assert first != second
    assert first.startswith(processes.OWNER + ":")
    child = processes.new_tag(first)
    assert child.startswith(first + ":")
    assert str(os.getpid()) in processes.OWNER


def test_tag_scan_finds_a_tagged_child_and_kill_ends_it(tag: str) -> None:
    tagged = start(["sleep", "30"], tag)
    untagged = start(["sleep", "30"], None)
    try:
        wait_until(lambda: tagged.pid in processes.tagged_pids(tag))
        assert untagged.pid not in processes.tagged_pids(tag)
        assert untagged.pid not in processes.tagged_pids(processes.OWNER)
        assert processes.is_alive(tagged.pid)
        assert processes.kill_tagged(tag) == [tagged.pid]
        assert tagged.wait(10) == -9
        assert not processes.is_alive(tagged.pid)
        assert processes.tagged_pids(tag) == []
        assert untagged.poll() is None  # not ours to end
    finally:
        untagged.kill()
        untagged.wait()


def test_a_parent_prefix_covers_every_child_tag() -> None:
    parent = processes.new_tag()
    a, b = processes.new_tag(parent), processes.new_tag(parent)
    other = processes.new_tag()
    procs = [start(["sleep", "30"], t) for t in (a, b, other)]
    try:
        wait_until(lambda: len(processes.tagged_pids(parent)) == 2)
        assert processes.tagged_pids(a) == [procs[0].pid]
        assert sorted(processes.kill_tagged(parent)) == sorted([procs[0].pid, procs[1].pid])
        assert procs[0].wait(10) == -9 and procs[1].wait(10) == -9
        assert procs[2].poll() is None  # another manager's
    finally:
        processes.kill_tagged(other)
        for proc in procs:
            proc.wait(10)


def test_main_pid_is_the_root_of_the_tagged_tree(tag: str) -> None:
    root = start(["sh", "-c", "sleep 30 & sleep 30"], tag)
    try:
        wait_until(lambda: len(processes.tagged_pids(tag)) == 3)
        pids = processes.tagged_pids(tag)
        assert root.pid in pids
        assert processes.main_pid(tag) == root.pid
        for pid in pids:
            if pid != root.pid:
                assert processes.parent_pid(pid) == root.pid
        assert sorted(processes.kill_tagged(tag)) == pids
        root.wait(10)
        # The orphaned children are found and ended too, parent or not.
        wait_until(lambda: processes.tagged_pids(tag) == [])
    finally:
        root.kill()
        root.wait()


def test_orphans_are_still_found_after_the_main_process_dies(tag: str) -> None:
    root = start(["sh", "-c", "sleep 30 & sleep 30 & wait"], tag)
    wait_until(lambda: len(processes.tagged_pids(tag)) == 3)
    root.kill()
    root.wait(10)
    wait_until(lambda: len(processes.tagged_pids(tag)) == 2)
    orphans = processes.tagged_pids(tag)
    assert root.pid not in orphans
    assert sorted(processes.kill_tagged(tag)) == orphans
    wait_until(lambda: processes.tagged_pids(tag) == [])


def test_nothing_tagged_nothing_found() -> None:
    tag = processes.new_tag()
    assert processes.tagged_pids(tag) == []
    assert processes.main_pid(tag) is None
    assert processes.kill_tagged(tag) == []


def test_parent_pid_of_this_process_and_of_a_gone_one() -> None:
    assert processes.parent_pid(os.getpid()) == os.getppid()
    gone = subprocess.Popen(["true"])
    gone.wait()
    assert processes.parent_pid(gone.pid) is None
    assert not processes.is_alive(gone.pid)


def test_kill_tagged_never_kills_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    # A process started with a tag carries it too (its launcher's environment).
    monkeypatch.setattr(processes, "tagged_pids", lambda prefix: [os.getpid()])
    assert processes.kill_tagged(processes.new_tag()) == []
