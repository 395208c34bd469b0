"""Snapshots are checked against the log they were built from (issue 11, finding 6).

A damaged, stale, foreign or unsigned snapshot row is ignored with a logged warning and
the state is rebuilt from the log: the game loads as its log says, moves are accepted only
on that state, the log keeps replaying, and repair rebuilds the snapshots.
"""

from __future__ import annotations

import json
import logging

import pytest

from bot.store.db import upsert
from bot.store.replay import initial_state, replay
from tests.store.conftest import play


def log_state(store, game_id):
    """The state the log alone gives (the truth)."""
    record = store.get_record(game_id)
    loaded = store.load_game(game_id)
    state = initial_state(loaded.game, record.players, record.seed, record.options)
    return loaded.game.dump(
        replay(loaded.game, state, store.action_log(game_id, include_undone=False))
    )


def snapshot_row(store, game_id, seq):
    return next(
        store.db.query(
            "SELECT state, chain, digest FROM snapshots WHERE game_id = ? AND seq = ?",
            [game_id, seq],
        )
    )


def put_row(store, game_id, seq, row):
    store.db.execute(
        upsert("snapshots", ("game_id", "seq", "state", "created_at", "chain", "digest"),
               ("game_id", "seq")),
        [game_id, seq, row["state"], "2026-01-01T00:00:00+00:00", row["chain"], row["digest"]],
    )


def malformed(store, a, b):
    store.db.execute(
        "UPDATE snapshots SET state = '{\"half\": ' WHERE game_id = ? AND seq = 6", [a]
    )


def garbage(store, a, b):
    store.db.execute("UPDATE snapshots SET state = 'garbage' WHERE game_id = ? AND seq = 6", [a])


def edited(store, a, b):  # valid JSON of the right shape, one value changed
    row = snapshot_row(store, a, 6)
    state = json.loads(row["state"])
    state["round"] += 1
    put_row(store, a, 6, {**row, "state": json.dumps(state, sort_keys=True, separators=(",", ":"))})


def stale(store, a, b):  # the state of an earlier position stored as the current one
    early = store.load_game(a)
    state = initial_state(early.game, 3, early.record.seed, early.record.options)
    put_row(store, a, 6, {**snapshot_row(store, a, 6), "state": early.game.dump(state)})


def foreign(store, a, b):  # another game's row at the same position, with its own digests
    put_row(store, a, 6, snapshot_row(store, b, 6))


def unsigned(store, a, b):  # no digest at all (a row written by hand)
    store.db.execute(
        "UPDATE snapshots SET digest = NULL, chain = NULL WHERE game_id = ? AND seq = 6", [a]
    )


def undone(store, a, b):  # a row kept from an action that was undone since
    row = snapshot_row(store, a, 6)
    last = store.action_log(a)[-1]  # marked undone as undo does (whatever it revealed)
    cursor = store.db.execute(
        "INSERT INTO undos (game_id, seat, first_seq, last_seq, version, created_at) "
        "VALUES (?, ?, 6, 6, 6, '2026-01-01T00:00:00+00:00')",
        [a, last.seat],
    )
    store.db.execute(
        "UPDATE actions SET undo_id = ? WHERE game_id = ? AND seq = 6", [cursor.lastrowid, a]
    )
    play(store, a, steps=1, seed=9)  # action #7 in the undone one's place
    store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq = 7", [a])
    put_row(store, a, 6, row)  # the nearest row before #7 is now the undone one's


DAMAGES = [malformed, garbage, edited, stale, foreign, unsigned, undone]


@pytest.mark.parametrize("damage", DAMAGES, ids=[d.__name__ for d in DAMAGES])
def test_a_bad_snapshot_is_ignored_and_the_game_loads_from_its_log(store, damage, caplog):
    a = store.create_game("toy", 3, seed=1).id
    b = store.create_game("toy", 3, seed=2).id
    play(store, a, steps=6, seed=1)
    play(store, b, steps=6, seed=2)
    damage(store, a, b)
    truth = log_state(store, a)
    caplog.set_level(logging.WARNING, logger="bot.store")
    loaded = store.load_game(a)
    assert loaded.game.dump(loaded.state) == truth
    assert any(
        "ignored" in r.getMessage() and f"game {a}" in r.getMessage() for r in caplog.records
    )
    report = store.verify_game(a)
    assert not report.ok and any("snapshot" in p for p in report.problems), str(report)
    # A move is accepted only on the log's state, and the log still replays after it.
    play(store, a, steps=2, seed=3)
    assert store.load_game(a).game.dump(store.load_game(a).state) == log_state(store, a)
    repaired = store.repair_game(a)
    assert repaired.ok, str(repaired)
    assert store.verify_game(b).ok  # the other game never noticed


def test_the_first_snapshot_damaged_rebuilds_from_new_game(store):
    a = store.create_game("toy", 2, seed=4).id
    store.db.execute("UPDATE snapshots SET state = '{}' WHERE game_id = ?", [a])
    loaded = store.load_game(a)
    assert loaded.game.dump(loaded.state) == log_state(store, a)


def test_a_damaged_log_digest_is_reported_and_repaired(store):
    a = store.create_game("toy", 2, seed=5).id
    play(store, a, steps=3, seed=5)
    store.db.execute("UPDATE actions SET chain = 'x' WHERE game_id = ? AND seq = 2", [a])
    report = store.verify_game(a)
    assert any("wrong log digest" in p for p in report.problems)
    assert store.repair_game(a).ok


def test_verify_checks_the_seats_table(store):
    a = store.create_game("toy", 3, seed=6).id
    store.db.execute("DELETE FROM seats WHERE game_id = ? AND seat = 2", [a])
    store.db.execute(
        "UPDATE seats SET automa = 1, user_id = 77 WHERE game_id = ? AND seat = 1", [a]
    )
    problems = store.verify_game(a).problems
    assert "the seats are [0, 1], not 0..2" in problems
    assert "seat 1 is automated but has a user" in problems
