"""verify_game replays the whole log and compares with the snapshots; repair rebuilds them."""

import pytest

from bot.store import GameNotFound
from tests.store.conftest import drop_log_guard, play


@pytest.mark.parametrize("seed", range(5))
def test_replay_of_the_whole_log_equals_the_snapshot(store, seed):
    g = store.create_game("toy", 1 + seed % 4, seed=seed)
    loaded = play(store, g.id, seed=seed)
    report = store.verify_game(g.id)
    assert report.ok, str(report)
    assert report.actions_replayed == loaded.version and report.snapshots_checked >= 2
    assert "OK" in str(report)


def test_verify_finds_a_snapshot_that_differs_and_repair_fixes_it(store):
    g = store.create_game("toy", 3, seed=1)
    play(store, g.id, steps=5, seed=1)
    other = store.create_game("toy", 3, seed=2)
    play(store, other.id, steps=5, seed=2)
    wrong = next(store.db.query(
        "SELECT state FROM snapshots WHERE game_id = ? AND seq = 5", [other.id]))["state"]
    store.db.execute("UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = 5", [wrong, g.id])
    report = store.verify_game(g.id)
    assert not report.ok and report.problems == [
        "snapshot #5 fails its check: its digest does not match (the row is damaged or from elsewhere)",
        "snapshot #5 differs from the replay"]
    assert "PROBLEMS FOUND" in str(report)
    repaired = store.repair_game(g.id)
    assert repaired.ok and "rebuilt 2 snapshots" in repaired.repaired
    assert store.verify_game(other.id).ok


def test_verify_finds_wrong_status_and_reveals_flag(store):
    g = store.create_game("toy", 2, seed=1)
    play(store, g.id, steps=2, seed=1)  # the second pick reveals
    drop_log_guard(store)
    store.db.execute("UPDATE actions SET reveals = 0 WHERE game_id = ?", [g.id])
    store.db.execute("UPDATE games SET status = 'finished' WHERE id = ?", [g.id])
    problems = store.verify_game(g.id).problems
    assert "action #2 has a wrong reveals flag" in problems
    assert "status is 'finished' but the game is not over" in problems
    store.repair_game(g.id)
    assert store.get_record(g.id).status == "active"


def test_repair_of_a_healthy_game_changes_nothing(store):
    g = store.create_game("toy", 2, seed=3)
    loaded = play(store, g.id, steps=4, seed=3)
    report = store.repair_game(g.id)
    assert report.ok and report.repaired == []
    assert store.get_record(g.id).version == loaded.version


def test_verify_unknown_game(store):
    with pytest.raises(GameNotFound):
        store.verify_game(123)
