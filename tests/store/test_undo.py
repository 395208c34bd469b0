"""Undo: allowed for your own latest moves that revealed nothing; recorded honestly."""

import pytest

from bot.store import GameClosed, StaleVersion, UndoRefused
from rules import Action
from tests.store.conftest import play


def dump(loaded):
    return loaded.game.dump(loaded.state)


def test_undo_own_pick_before_anyone_else_moved(store):
    g = store.create_game("toy", 3, seed=1)
    before = store.load_game(g.id)
    store.apply_action(g.id, 0, Action.make("pick", n=3), 0)
    assert store.undo_refusal(g.id, 0) is None
    after = store.undo(g.id, 0, expected_version=1)
    assert after.version == 2 and after.seq == 0  # the version keeps rising
    assert dump(after) == dump(before) == dump(store.load_game(g.id))
    # the log keeps the undone action, marked, with an undo record saying who and what
    (entry,) = store.action_log(g.id)
    assert entry.undo_id is not None
    assert store.action_log(g.id, include_undone=False) == []
    undo_row = next(store.db.query("SELECT * FROM undos WHERE id = ?", [entry.undo_id]))
    assert (undo_row["seat"], undo_row["first_seq"], undo_row["last_seq"], undo_row["version"]) == (0, 1, 1, 2)
    # play continues; a new action gets a fresh seq, never reusing the undone one
    applied = store.apply_action(g.id, 0, Action.make("pick", n=1), 2)
    assert applied.seq == 2 and applied.version == 3
    assert store.verify_game(g.id).ok


def test_buttons_from_before_the_undo_are_stale(store):
    g = store.create_game("toy", 3, seed=1)
    store.apply_action(g.id, 0, Action.make("pick", n=3), 0)
    store.undo(g.id, 0, 1)
    with pytest.raises(StaleVersion):
        store.apply_action(g.id, 0, Action.make("pick", n=2), 1)  # a button shown at version 1
    with pytest.raises(StaleVersion):
        store.undo(g.id, 0, 1)  # a double click on undo undoes once


def test_undo_refused_when_another_seat_moved_since(store):
    g = store.create_game("toy", 3, seed=1)
    store.apply_action(g.id, 0, Action.make("pick", n=3), 0)
    store.apply_action(g.id, 1, Action.make("pick", n=2), 1)
    assert "Another player has moved" in store.undo_refusal(g.id, 0)
    with pytest.raises(UndoRefused, match="Another player has moved"):
        store.undo(g.id, 0, 2)
    with pytest.raises(UndoRefused, match="in between"):
        store.undo(g.id, 1, 2, count=2)
    assert store.get_record(g.id).version == 2 and len(store.action_log(g.id, include_undone=False)) == 2


def test_undo_refused_when_the_move_revealed_something(store):
    g = store.create_game("toy", 2, seed=1)
    store.apply_action(g.id, 0, Action.make("pick", n=3), 0)
    store.apply_action(g.id, 1, Action.make("pick", n=2), 1)  # reveals every pick
    with pytest.raises(UndoRefused, match="revealed hidden information"):
        store.undo(g.id, 1, 2)
    store.apply_action(g.id, 0, Action.make("draw"), 2)  # a face-down card drawn
    with pytest.raises(UndoRefused, match="revealed hidden information"):
        store.undo(g.id, 0, 3)
    store.apply_action(g.id, 1, Action.make("bank"), 3)
    assert store.undo_refusal(g.id, 1) is None  # banking reveals nothing
    assert store.undo(g.id, 1, 4).version == 5
    assert store.verify_game(g.id).ok


def test_undo_several_own_moves_and_refusals(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 99})
    start = store.load_game(g.id)
    for v in range(3):
        store.apply_action(g.id, 0, {"kind": "add", "n": 2}, v)
    assert "not that many" in store.undo_refusal(g.id, 0, count=4)
    assert store.undo_refusal(g.id, 0, count=0) == "Nothing to undo."
    after = store.undo(g.id, 0, 3, count=3)
    assert dump(after) == dump(start) and after.version == 4
    assert "nothing to undo" in store.undo_refusal(g.id, 0)
    # a peek in the middle blocks undoing past it, but not the moves after it
    store.apply_action(g.id, 0, {"kind": "add", "n": 1}, 4)
    store.apply_action(g.id, 0, {"kind": "peek"}, 5)
    store.apply_action(g.id, 0, {"kind": "add", "n": 1}, 6)
    assert "revealed" in store.undo_refusal(g.id, 0, count=2)
    assert store.undo(g.id, 0, 7, count=1).state["tallies"] == [1, 0]
    assert store.verify_game(g.id).ok
    assert [e.undo_id is not None for e in store.action_log(g.id)] == [True] * 3 + [False, False, True]


def test_undo_across_a_checkpoint_restores_the_state(store, monkeypatch):
    import bot.store.base as base

    monkeypatch.setattr(base, "CHECKPOINT_EVERY", 4)
    g = store.create_game("tally", 1, seed=1, options={"target": 99})
    for v in range(6):
        store.apply_action(g.id, 0, {"kind": "add", "n": 1}, v)
    after = store.undo(g.id, 0, 6, count=3)
    assert after.state["tallies"] == [3] and store.load_game(g.id).state["tallies"] == [3]
    seqs = [r["seq"] for r in store.db.query("SELECT seq FROM snapshots WHERE game_id = ?", [g.id])]
    assert seqs == [0, 3]  # the checkpoint at 4 described an undone state: gone
    assert store.verify_game(g.id).ok


def test_undo_refused_after_the_game_ended(store):
    g = store.create_game("toy", 1, seed=1)
    final = play(store, g.id, seed=3)
    with pytest.raises(UndoRefused, match="finished"):
        store.undo(g.id, 0, final.version)
    with pytest.raises(GameClosed):
        store.apply_action(g.id, 0, {"kind": "bank"}, final.version)
