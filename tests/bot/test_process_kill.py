"""A bot process killed mid-move (issue 31), with real processes (tests/bot/moveproc.py) on a
SQLite file and on PostgreSQL: SIGKILL inside a move's write transaction loses no move
that was acknowledged and leaves no half of the one under way; the other process, on the
other shard, plays on; the killed one's shards resume when it starts again (once its lease
ran out), its due reminders sent once, and a SIGTERM stops each process with status 0 and
its lease given back."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.store import GameStore
from bot.store.db import connect
from tests.bot.moveproc import LEASE_S

REPO = Path(__file__).resolve().parents[2]
WAIT_S = 60.0


class Proc:
    """One bot process and the lines it says."""

    def __init__(self, database: str, shards: str, *extra: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.bot.moveproc", database, "2", shards, *extra],
            cwd=REPO, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.acked: dict[int, int] = {}  # game -> the highest version acknowledged
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())

    def until(self, word: str, *, count: int = 1) -> list[str]:
        """Read lines until ``count`` lines starting with ``word`` were seen (in all)."""
        deadline = time.monotonic() + WAIT_S
        while sum(s.startswith(word) for s in self.seen) < count:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {word!r} within {WAIT_S} s: {self.seen[-5:]} "
                                     f"{self.process.stderr.read() if self.process.poll() is not None else ''}") from None
            self.seen.append(line)
            if line.startswith("ACK"):
                _, game, version = line.split()
                self.acked[int(game)] = max(self.acked.get(int(game), 0), int(version))
        return [s for s in self.seen if s.startswith(word)]

    def drain(self) -> None:
        while True:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                return
            self.seen.append(line)
            if line.startswith("ACK"):
                _, game, version = line.split()
                self.acked[int(game)] = max(self.acked.get(int(game), 0), int(version))

    def games(self) -> list[int]:
        return [int(g) for g in self.until("GAMES")[0].split()[1:]]

    def stop(self) -> int:
        """SIGTERM; the exit status, within 10 s."""
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        finally:
            self.kill()
        self.drain()
        return self.process.returncode

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)


@pytest.fixture
def database(database_url) -> str:
    return str(database_url)


def test_a_process_killed_mid_move_loses_nothing_acknowledged_and_resumes(database):
    first = Proc(database, "0", "--hold-after", "8")
    other = Proc(database, "1")
    again = None
    try:
        mine, theirs = first.games(), other.games()
        held = int(first.until("INSIDE")[0].split()[1])  # a move inside its transaction
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(timeout=10)
        first.drain()
        killed_at = dict(first.acked)
        assert len([s for s in first.seen if s.startswith("ACK")]) == 8  # then it was held
        assert set(killed_at) == set(mine)

        store = GameStore.open(database)
        for game in mine:  # every acknowledged move is there; the held one is not, whole
            record = store.load_game(game)
            assert record.version == killed_at[game], (game, record.version, killed_at)
            versions = [e.version for e in store.action_log(game)]
            assert versions == list(range(1, record.version + 1))
            assert store.verify_game(game).ok
        assert store.load_game(held).version == killed_at[held]
        # the other shard's process plays on meanwhile
        before = dict(other.acked)
        other.until("ACK", count=len([s for s in other.seen if s.startswith("ACK")]) + 4)
        assert any(other.acked[g] > before.get(g, 0) for g in theirs)
        # while it was down, a turn reminder of each of its games fell due
        store.db.execute("UPDATE reminders SET due_at = ? WHERE done_at IS NULL",
                         ["2000-01-01T00:00:00.000000+00:00"])
        store.db.conn.commit()
        store.close()

        started = time.monotonic()
        again = Proc(database, "0")  # the same shard, restarted
        waited = float(again.until("LEASE")[0].split()[1])
        assert waited <= LEASE_S + 2  # the killed holder's lease ran out (or had already)
        assert time.monotonic() - started < WAIT_S
        assert sorted(again.games()) == sorted(mine)  # its shard's games, resumed
        again.until("ACK", count=2 * len(mine))
        reminded = [int(s.split()[1]) for s in again.until("REMIND", count=len(mine))]
        assert sorted(reminded) == sorted(mine)  # its own shard's only, each once
        for game in mine:
            assert again.acked[game] > killed_at[game]
        assert not [s for s in other.seen if s.startswith("REMIND") and int(s.split()[1]) in mine]

        assert again.stop() == 0 and other.stop() == 0
        reminded = [int(s.split()[1]) for s in again.seen if s.startswith("REMIND")]
        assert sorted(reminded) == sorted(mine)  # still once each
        store = GameStore.open(database)
        for proc in (again, other):
            for game, version in proc.acked.items():
                assert store.load_game(game).version >= version
                assert store.verify_game(game).ok
        store.close()
        db = connect(database, migrate=False)
        left = db.execute("SELECT scope FROM instance_leases").fetchall()
        db.close()
        assert left == []  # given back by both (the killed one's was taken over, then given back)
    finally:
        for proc in (first, other, again):
            if proc is not None:
                proc.kill()
