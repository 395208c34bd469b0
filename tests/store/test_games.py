"""Creating, loading and applying actions; bad input never changes a game."""

import json

import pytest

from bot.store import (
    CHECKPOINT_EVERY,
    GameClosed,
    GameNotFound,
    Place,
    Seat,
    StaleVersion,
)
from bot.store.counts import count
from rules import Action, IllegalAction, OptionError
from tests.store.conftest import LOG_REFUSED, play


def snapshot_seqs(store, game_id):
    return [r["seq"] for r in store.db.query(
        "SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq", [game_id])]


def test_create_stores_seats_place_and_initial_snapshot(store):
    seats = [Seat(0, 111, "red"), Seat(1, 222, "blue"), Seat(2, None, "green", automa=True)]
    g = store.create_game("toy", seats, seed=7, options={"deck": 9},
                          place=Place(guild_id=1, channel_id=2, thread_id=3))
    assert g.version == 0 and g.seq == 0
    assert store.get_seats(g.id) == seats
    record = store.get_record(g.id)
    assert (record.kind, record.seed, record.players, record.options) == ("toy", 7, 3, {"deck": 9})
    assert record.place == Place(1, 2, 3, None) and record.status == "active"
    loaded = store.load_game(g.id)
    assert loaded.game.dump(loaded.state) == g.game.dump(g.game.new_game(3, 7, {"deck": 9}))
    assert snapshot_seqs(store, g.id) == [0]


def test_bad_options_write_nothing(store):
    with pytest.raises(OptionError):
        store.create_game("toy", 2, seed=1, options={"nonsense": 1})
    with pytest.raises(KeyError):
        store.create_game("no-such-game", 2, seed=1)
    assert store.find_games() == []


def test_apply_appends_snapshot_and_bumps_version(store):
    g = store.create_game("toy", 2, seed=3)
    applied = store.apply_action(g.id, 0, Action.make("pick", n=2), 0)
    assert (applied.version, applied.seq, applied.reveals, applied.finished) == (1, 1, False, False)
    assert any(e["type"] == "Picked" for e in applied.events)
    # JSON forms (dict or text) are accepted too, as a bot decoding a custom_id would send
    applied = store.apply_action(g.id, 1, {"kind": "pick", "n": 1}, 1)
    assert applied.reveals is True  # the last pick reveals all picks
    loaded = store.load_game(g.id)
    assert loaded.version == 2 and loaded.seq == 2
    assert loaded.game.dump(loaded.state) == loaded.game.dump(applied.state)
    log = store.action_log(g.id)
    assert [(e.seq, e.seat, json.loads(e.action), e.reveals, e.version) for e in log] == [
        (1, 0, {"kind": "pick", "n": 2}, False, 1), (2, 1, {"kind": "pick", "n": 1}, True, 2)]
    assert snapshot_seqs(store, g.id) == [0, 2]  # the checkpoint at 0 and the latest


def test_stale_version_is_refused_and_changes_nothing(store):
    g = store.create_game("toy", 2, seed=3)
    store.apply_action(g.id, 0, Action.make("pick", n=2), 0)
    with pytest.raises(StaleVersion) as info:
        store.apply_action(g.id, 1, Action.make("pick", n=1), 0)
    assert info.value.expected == 0 and info.value.current == 1
    assert "Nothing was changed" in str(info.value)
    assert store.get_record(g.id).version == 1 and len(store.action_log(g.id)) == 1


@pytest.mark.parametrize("seat, action", [
    (1, {"kind": "bank"}),            # not legal now
    (0, {"kind": "pick", "n": 9}),    # not in the legal list
    (0, {"nokind": True}),            # malformed
    (0, "{not json"),                 # undecodable
    (5, {"kind": "pick", "n": 1}),    # no such seat
])
def test_illegal_or_malformed_actions_change_nothing(store, seat, action):
    g = store.create_game("toy", 2, seed=3)
    before = store.load_game(g.id)
    with pytest.raises(IllegalAction):
        store.apply_action(g.id, seat, action, 0)
    after = store.load_game(g.id)
    assert after.version == 0 and store.action_log(g.id) == []
    assert after.game.dump(after.state) == before.game.dump(before.state)


def test_unknown_game(store):
    with pytest.raises(GameNotFound):
        store.load_game(99)
    with pytest.raises(GameNotFound):
        store.apply_action(99, 0, {"kind": "bank"}, 0)


def test_finishing_records_status_results_and_stats(store):
    seats = [Seat(0, 10), Seat(1, 20), Seat(2, None, automa=True)]
    g = store.create_game("toy", seats, seed=11)
    final = play(store, g.id, seed=4)
    assert final.record.status == "finished"
    results = store.game_results(g.id)
    scores = final.game.scores(final.state)
    assert sorted((r.seat, r.total) for r in results) == [(i, s["total"]) for i, s in enumerate(scores)]
    best = max(s["total"] for s in scores)
    assert {r.seat for r in results if r.rank == 1} == {i for i, s in enumerate(scores) if s["total"] == best}
    stats = {s.user_id: s for s in store.user_stats(10) + store.user_stats(20)}
    assert stats[10].played == 1 and stats[10].total_score == scores[0]["total"]
    assert stats[10].won == int(scores[0]["total"] == best)
    assert store.user_stats(10, kind="tally") == []
    with pytest.raises(GameClosed):
        store.apply_action(g.id, 0, {"kind": "bank"}, final.version)


def test_snapshots_keep_checkpoints_and_latest_only(store):
    g = store.create_game("tally", 1, seed=1, options={"target": 10_000})
    loaded = store.load_game(g.id)
    for _ in range(CHECKPOINT_EVERY + 5):
        loaded_version = store.apply_action(g.id, 0, {"kind": "add", "n": 1}, loaded.version).version
        loaded = store.load_game(g.id)
        assert loaded.version == loaded_version
    assert snapshot_seqs(store, g.id) == [0, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 5]
    assert loaded.state["tallies"] == [CHECKPOINT_EVERY + 5]


def test_load_replays_actions_newer_than_the_snapshot(store):
    g = store.create_game("toy", 3, seed=5)
    play(store, g.id, steps=6, seed=1)
    expected = store.load_game(g.id)
    # lose the latest snapshots (as if written by an older policy): load must replay the tail
    store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > 2", [g.id])
    loaded = store.load_game(g.id)
    assert loaded.game.dump(loaded.state) == expected.game.dump(expected.state)


def test_find_games_and_metadata(store):
    a = store.create_game("toy", [Seat(0, 1), Seat(1, 2)], seed=1,
                          place=Place(guild_id=5, channel_id=6))
    b = store.create_game("toy", [Seat(0, 2)], seed=2, place=Place(dm_user_id=2))
    assert [r.id for r in store.find_games(user_id=2)] == [a.id, b.id]
    assert [r.id for r in store.find_games(dm_user_id=2)] == [b.id]
    store.set_place(a.id, Place(guild_id=5, channel_id=6, thread_id=7))
    assert [r.id for r in store.find_games(thread_id=7, status="active")] == [a.id]
    store.set_seat(a.id, Seat(1, 3, "yellow"))
    assert store.get_seats(a.id)[1] == Seat(1, 3, "yellow")
    with pytest.raises(ValueError):
        store.set_seat(a.id, Seat(4, 3))
    assert store.get_record(a.id).version == 0  # metadata is not game state
    store.abandon_game(b.id)
    assert store.get_record(b.id).status == "abandoned"
    with pytest.raises(GameClosed):
        store.apply_action(b.id, 0, {"kind": "pick", "n": 1}, store.get_record(b.id).version)


def test_games_survive_reopening(tmp_path):
    from bot.store import GameStore

    path = tmp_path / "g.db"
    store = GameStore.open(path)
    g = store.create_game("toy", 2, seed=9)
    play(store, g.id, steps=5, seed=2)
    before = store.load_game(g.id)
    store.close()
    store = GameStore.open(path)
    after = store.load_game(g.id)
    assert after.version == before.version == 5
    assert after.game.dump(after.state) == before.game.dump(before.state)
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert store.db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    store.close()


def test_the_log_is_append_only(store):
    g = store.create_game("toy", 2, seed=3)
    store.apply_action(g.id, 0, Action.make("pick", n=2), 0)
    with pytest.raises(LOG_REFUSED, match="append-only"):
        store.db.execute("UPDATE actions SET action = '{}' WHERE game_id = ?", [g.id])


def test_game_choices_find_a_users_games_by_place_kind_and_words_in_any_case(store):
    """The ``game`` autocomplete's one query, on both databases: DM games with no server,
    a server's games, a kind, and typed words matched in any case."""
    from bot.store import Place, Seat

    solo = store.create_game("toy", [Seat(0, 5), Seat(1, None, automa=True)],
                             place=Place(dm_user_id=5))
    server = store.create_game("toy", [Seat(0, 5), Seat(1, 6)], place=Place(guild_id=9))
    labels = {("toy", 2): ("Toy #", " for two")}
    assert store.game_choices(5, labels=labels) == [(solo.id, f"Toy #{solo.id} for two")]
    assert store.game_choices(5, labels={}, guild_id=9) == [(server.id, f"#{server.id}")]
    assert store.game_choices(5, labels=labels, guild_id=9, text="TOY #", kind="toy") == [
        (server.id, f"Toy #{server.id} for two")]
    assert store.game_choices(5, labels=labels, guild_id=9, text="chess") == []
    assert store.game_choices(5, labels=labels, guild_id=9, kind="mombasa") == []
    assert store.game_choices(6, labels=labels) == []  # no DM game of user 6


def test_a_load_brings_the_seats_as_they_are_now(store):
    """The seats come in the statement that loads the game (a JSON column): every field, in
    seat order, a large Discord id exactly, and a seat changed since the last load as it is
    now (also when the game's version did not move)."""
    seats = [Seat(0, 2**62 + 1, "red"), Seat(1, None, "blue", automa=True), Seat(2, 5, None, ai_level="hard")]
    g = store.create_game("toy", seats, seed=1)
    store.apply_action(g.id, 0, g.game.legal_actions(g.state, 0)[0], 0)
    assert store.load_game(g.id).seats == seats == store.get_seats(g.id)
    store.set_seat(g.id, Seat(2, 6, "green"))
    assert store.load_game(g.id).seats == [*seats[:2], Seat(2, 6, "green")]
    with pytest.raises(GameNotFound):
        store.get_seats(g.id + 1)


def test_a_draft_or_message_of_a_missing_game_is_refused_and_the_batch_goes_on(store):
    """A game's draft and message ids are written without first reading the game (its rows'
    foreign key says whether it exists): a missing game is GameNotFound, nothing of that
    call is written, and the other calls of the same transaction are kept."""
    g = store.create_game("toy", 2, seed=1)
    counts = count(store.db)
    with store.batch():
        store.save_draft(g.id, 0, 0, {"actions": [1]})
        for missing in (g.id + 1, -1, 2**70):
            with pytest.raises(GameNotFound):
                store.save_draft(missing, 0, 0, {"actions": []})
            with pytest.raises(GameNotFound):
                store.set_messages(missing, [("board", 5, 6, "")])
        store.set_messages(g.id, [("board", 7, 8, "")])
    assert store.get_draft(g.id, 0).draft == {"actions": [1]}
    assert [(m.purpose, m.message_id) for m in store.game_messages(g.id)] == [("board", 7)]
    assert not list(store.db.query("SELECT * FROM drafts WHERE game_id != ?", [g.id]))
    assert not list(store.db.query("SELECT * FROM messages WHERE game_id != ?", [g.id]))
    assert counts.writes == 1
