"""A version is written once: after the game's version is set back from outside (a restored
row, a hand edit), repair raises it above the highest the log holds, and until then a move
or an undo refuses to write a version the log already holds, changing nothing."""

import pytest

from bot.store import GameCorrupt
from tests.store.conftest import play


def log_versions(store, game_id):
    return [r["version"] for r in store.db.query(
        "SELECT version FROM actions WHERE game_id = ? ORDER BY seq", [game_id])]


def next_move(store, game_id):
    loaded = store.load_game(game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    return seat, loaded.game.legal_actions(loaded.state, seat)[0], loaded.version


def undoable_game(store):
    """A game whose last move its player may undo; returns (game id, that seat, version)."""
    g = store.create_game("tally", 2, seed=3)
    loaded = play(store, g.id, steps=6, seed=3)
    seat = store.action_log(g.id)[-1].seat
    assert store.undo_refusal(g.id, seat) is None
    return g.id, seat, loaded.version


def set_back(store, game_id, version):
    store.db.execute("UPDATE games SET version = ? WHERE id = ?", [version, game_id])


def test_repair_raises_a_version_set_back_and_the_next_move_writes_a_new_one(store):
    g = store.create_game("toy", 2, seed=3)
    play(store, g.id, steps=4, seed=3)
    assert log_versions(store, g.id) == [1, 2, 3, 4]
    set_back(store, g.id, 1)
    assert "game version 1 is behind its log (4)" in store.verify_game(g.id).problems
    report = store.repair_game(g.id)
    assert report.ok, str(report)
    assert any("version raised from 1 to 5" in line for line in report.repaired)
    assert store.get_record(g.id).version == 5
    seat, action, version = next_move(store, g.id)
    applied = store.apply_action(g.id, seat, action, version)
    assert applied.version == 6 and log_versions(store, g.id) == [1, 2, 3, 4, 6]
    assert store.verify_game(g.id).ok


def test_a_move_refuses_to_write_a_version_the_log_holds(store):
    g = store.create_game("toy", 2, seed=3)
    play(store, g.id, steps=4, seed=3)
    set_back(store, g.id, 2)
    before = store.export_game_json(g.id)
    seat, action, version = next_move(store, g.id)
    assert version == 2
    with pytest.raises(GameCorrupt) as refused:
        store.apply_action(g.id, seat, action, version)
    assert "version 3 is already in its log" in refused.value.problem
    assert log_versions(store, g.id) == [1, 2, 3, 4]  # nothing written
    assert store.get_record(g.id).version == 2
    assert store.export_game_json(g.id) == before


def test_an_undo_refuses_to_write_a_version_the_log_holds(store):
    game_id, seat, version = undoable_game(store)
    set_back(store, game_id, version - 1)
    with pytest.raises(GameCorrupt):
        store.undo(game_id, seat, version - 1)
    assert all(e.undo_id is None for e in store.action_log(game_id))
    store.repair_game(game_id)
    assert store.get_record(game_id).version == version + 1
    assert store.undo(game_id, seat, version + 1).record.version == version + 2


def test_repair_of_a_game_after_an_undo_keeps_its_version(store):
    game_id, seat, version = undoable_game(store)
    store.undo(game_id, seat, version)
    report = store.repair_game(game_id)
    assert report.ok and report.repaired == []
    assert store.get_record(game_id).version == version + 1
