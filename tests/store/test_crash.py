"""A process killed mid-write leaves every game loadable at a consistent version.

Each case runs a real write in a subprocess that calls os._exit at one SQL statement of the
write (after the log insert, between snapshot and version bump, just before COMMIT...),
then reopens the file and checks every game.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import GameStore, Seat
from tests.store.conftest import play
from tests.store.crashwriter import CRASH_CODE

ROOT = Path(__file__).resolve().parents[2]

CASES = [
    # (operation, which game, SQL statement the process dies at)
    ("apply", "toy", "BEGIN IMMEDIATE"),
    ("apply", "toy", "INSERT INTO actions"),
    ("apply", "toy", "INSERT INTO snapshots"),  # after the log insert
    ("apply", "toy", "DELETE FROM snapshots"),  # after the snapshot write
    ("apply", "toy", "UPDATE games SET version"),  # between snapshot and version bump
    ("apply", "toy", "COMMIT"),
    ("apply", "toy", "never"),  # the write completes, then the process dies
    ("apply", "finishing", "INSERT INTO results"),
    ("apply", "finishing", "INSERT INTO user_stats"),
    ("apply", "finishing", "COMMIT"),
    ("undo", "tally", "INSERT INTO undos"),
    ("undo", "tally", "UPDATE actions SET undo_id"),
    ("undo", "tally", "UPDATE games SET version"),
    ("undo", "tally", "COMMIT"),
    ("undo", "tally", "never"),
    ("repair", "toy", "INSERT INTO snapshots"),
    ("repair", "toy", "COMMIT"),
    ("import", "toy", "INSERT INTO actions"),
    ("import", "toy", "COMMIT"),
]


def build(path):
    store = GameStore.open(path)
    ids = {}
    ids["toy"] = store.create_game("toy", [Seat(0, 1), Seat(1, 2), Seat(2, 3)], seed=3).id
    play(store, ids["toy"], steps=7, seed=1)
    ids["finishing"] = store.create_game("tally", [Seat(0, 5)], seed=1, options={"target": 1}).id
    ids["tally"] = store.create_game("tally", 2, seed=2, options={"target": 50}).id
    for version in range(2):
        store.apply_action(ids["tally"], 0, {"kind": "add", "n": 1}, version)
    ids["done"] = store.create_game("toy", 2, seed=4).id
    play(store, ids["done"], seed=2)
    before = {name: store.load_game(gid) for name, gid in ids.items()}
    store.close()
    return ids, before


@pytest.mark.parametrize("op, target, point", CASES)
def test_killed_write_leaves_every_game_consistent(tmp_path, op, target, point):
    path = tmp_path / "crash.db"
    ids, before = build(path)
    proc = subprocess.run(
        [sys.executable, "-m", "tests.store.crashwriter", str(path), op, str(ids[target]), point],
        cwd=ROOT, capture_output=True, text=True, timeout=600)  # a hang guard only
    assert proc.returncode == (0 if point == "never" else CRASH_CODE), proc.stderr

    store = GameStore.open(path)
    try:
        for name, gid in ids.items():
            loaded = store.load_game(gid)
            report = store.verify_game(gid)
            if op == "repair" and name == target:
                # the crash undid the repair: back to the damage it was repairing, which a
                # second repair fixes
                assert report.problems == ["there is no snapshot of the current state"]
                report = store.repair_game(gid)
            assert report.ok, f"{name}: {report}"
            old = before[name]
            changed = name == target and op in ("apply", "undo") and point == "never"
            assert loaded.version == old.version + (1 if changed else 0), name
            if not changed and op != "repair":
                assert loaded.game.dump(loaded.state) == old.game.dump(old.state), name
            live = store.action_log(gid, include_undone=False)
            assert loaded.seq == (live[-1].seq if live else 0)
            if not loaded.game.is_over(loaded.state):
                # no half-written leftovers block the next move
                seat = loaded.game.to_move(loaded.state)[0]
                action = loaded.game.legal_actions(loaded.state, seat)[0]
                store.apply_action(gid, seat, action, loaded.version)
                assert store.verify_game(gid).ok
        if op == "import":
            assert len(store.find_games()) == len(ids)  # the half import left nothing
        # the finishing game has now finished exactly once: one result, stats counted once
        assert store.get_record(ids["finishing"]).status == "finished"
        assert len(store.game_results(ids["finishing"])) == 1
        assert [s.played for s in store.user_stats(5)] == [1]
    finally:
        store.close()


@pytest.mark.parametrize("point", [1, 7, 40])
def test_a_kill_during_a_group_commit_loses_no_acknowledged_write(tmp_path, point):
    """Group commit (the async facade): every write whose call returned is stored after a
    kill at the next commit, none is applied twice, and each game is consistent."""
    path = tmp_path / "group.db"
    store = GameStore.open(path)
    games = [store.create_game("tally", 1, seed=i, options={"target": 10**6}).id for i in range(6)]
    store.close()
    proc = subprocess.run(
        [sys.executable, "-m", "tests.store.groupcrash", str(path), str(point), *map(str, games)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)  # a hang guard only
    assert proc.returncode == CRASH_CODE, proc.stderr
    acked: dict[int, int] = {}
    lines = proc.stdout.split("\n")
    assert lines[-1] == "", f"a half-printed line: {lines[-1]!r}"  # each line is one write
    for line in lines[:-1]:
        _, game_id, version = line.split()
        acked[int(game_id)] = max(acked.get(int(game_id), 0), int(version))
    assert point == 1 or acked  # past the first commit, some calls had returned
    store = GameStore.open(path)
    try:
        for gid in games:
            loaded = store.load_game(gid)
            assert loaded.version >= acked.get(gid, 0)  # nothing acknowledged is lost
            assert loaded.version == len(store.action_log(gid)) == loaded.state["tallies"][0]  # once each
            assert store.verify_game(gid).ok
    finally:
        store.close()
