"""A damaged row breaks one game with a clear error; every other game keeps working."""

import re

import pytest

from bot.store import GameCorrupt, GameStore, ImportRefused
from tests.store.conftest import drop_log_guard, play


@pytest.fixture
def two_games(store):
    a = store.create_game("toy", 3, seed=1).id
    b = store.create_game("toy", 3, seed=2).id
    play(store, a, steps=6, seed=1)
    play(store, b, steps=6, seed=2)
    return store, a, b


def others_still_work(store, game_id):
    loaded = store.load_game(game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    action = loaded.game.legal_actions(loaded.state, seat)[0]
    store.apply_action(game_id, seat, action, loaded.version)
    assert store.verify_game(game_id).ok


def raw(store, sql, params):
    # a disk-level corruption: bypass the append-only guard for the duration
    drop_log_guard(store)
    store.db.execute(sql, params)


@pytest.mark.parametrize("damage, expected", [
    # (A damaged snapshot no longer breaks a game: it is ignored and the log decides,
    # see test_snapshot_integrity.py.)
    ("UPDATE games SET options = '[not json' WHERE id = ?", "options are unreadable"),
    ("UPDATE games SET kind = 'chess' WHERE id = ?", "'chess' is not installed"),
])
def test_corrupt_row_gives_a_clear_error_for_that_game_only(two_games, damage, expected):
    store, a, b = two_games
    store.db.execute(damage, [a])
    with pytest.raises(GameCorrupt) as info:
        store.load_game(a)
    assert info.value.game_id == a and f"Game #{a}" in str(info.value)
    assert expected in str(info.value)
    with pytest.raises(GameCorrupt):
        store.apply_action(a, 0, {"kind": "bank"}, 6)
    others_still_work(store, b)
    assert [r.id for r in store.find_games()] == [a, b]  # listings still show both


@pytest.mark.parametrize("text, expected", [
    ("{oops", "action #6 (seat"),
    ('{"kind": "teleport"}', "does not replay"),
    ('"just a string"', "cannot be decoded"),
])
def test_undecodable_action_gives_a_clear_error(two_games, text, expected):
    store, a, b = two_games
    store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > 0", [a])  # force replay
    raw(store, "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 6", [text, a])
    with pytest.raises(GameCorrupt, match=re.escape(expected)):
        store.load_game(a)
    report = store.verify_game(a)
    assert not report.ok and any("action #6" in p for p in report.problems)
    with pytest.raises(GameCorrupt, match="log itself is damaged"):
        store.repair_game(a)
    others_still_work(store, b)
    assert len(store.find_games()) == 2  # listing does not need to load states
    # the damaged game still exports for a bug report, and that file is refused on import
    doc = store.export_game(a)
    assert doc["final_state_sha256"] is None and "action #6" in doc["problem"]
    with pytest.raises(ImportRefused, match="Step 6"):
        store.import_game(doc)


def test_corrupt_snapshot_is_repaired_from_the_log(two_games):
    store, a, b = two_games
    good = store.load_game(a)
    store.db.execute("UPDATE snapshots SET state = 'garbage' WHERE game_id = ? AND seq > 0", [a])
    assert not store.verify_game(a).ok
    report = store.repair_game(a)
    assert report.ok and report.repaired
    fixed = store.load_game(a)
    assert fixed.game.dump(fixed.state) == good.game.dump(good.state)
    # The damaged snapshot was never used (it fails its digest), so what players saw was
    # right all along: panels built before the repair stay valid.
    assert fixed.version == good.version


def test_corruption_in_a_file_store_stays_local(tmp_path):
    path = tmp_path / "c.db"
    store = GameStore.open(path)
    a = store.create_game("toy", 2, seed=1).id
    b = store.create_game("toy", 2, seed=2).id
    store.db.execute("UPDATE games SET options = '[not json' WHERE id = ?", [a])
    store.close()
    store = GameStore.open(path)
    with pytest.raises(GameCorrupt):
        store.load_game(a)
    others_still_work(store, b)
    store.close()
