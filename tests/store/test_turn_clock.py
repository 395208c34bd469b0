"""The turn clock as the store keeps it after a change: one read (``turn_clock``) and one
all-or-nothing write (``keep_turn_clock``), on SQLite and PostgreSQL."""

from datetime import UTC, datetime, timedelta

import pytest

from bot.store import GameNotFound, Seat
from bot.store.counts import count
from bot.store.turns import NewReminder

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def new_game(store):
    return store.create_game("toy", [Seat(0, 111), Seat(1, 222), Seat(2, 333)], seed=1).id


def pending(store, game_id):
    return sorted((r.purpose, r.seat, r.payload.get("since")) for r in store.game_reminders(game_id))


def test_the_clock_is_read_in_one_statement(store):
    game_id = new_game(store)
    store.set_settings(game_id, {"reminder_hours": 12, "deadline_hours": 48})
    store.sync_waiting(game_id, [0, 2], now="t0")
    store.add_reminder(game_id, "turn", T0, seat=0, user_id=111, payload={"since": "t0", "n": 1})
    store.add_reminder(game_id, "deadline", T0, seat=2, user_id=333, payload={"since": "t0"})
    done = store.add_reminder(game_id, "turn", T0, seat=2, user_id=333, payload={"since": "old"})
    store.complete_reminder(done)
    store.add_end_vote(game_id, 111)
    counts = count(store.db)
    clock = store.turn_clock(game_id)
    assert counts.statements == 1
    assert (clock.status, clock.reminder_hours, clock.deadline_hours, clock.voted) == ("active", 12, 48, True)
    assert clock.waiting == {0: "t0", 2: "t0"}
    assert [(r.purpose, r.seat, r.payload) for r in clock.reminders] == [
        ("turn", 0, {"since": "t0", "n": 1}), ("deadline", 2, {"since": "t0"})]  # not the done one


def test_a_game_without_settings_votes_or_waits(store):
    game_id = new_game(store)
    clock = store.turn_clock(game_id)
    assert (clock.reminder_hours, clock.deadline_hours, clock.voted) == (0, 0, False)
    assert clock.waiting == {} and clock.reminders == []
    with pytest.raises(GameNotFound):
        store.turn_clock(game_id + 1)


def test_the_clock_is_written_as_asked_and_nothing_else(store):
    game_id, other = new_game(store), new_game(store)
    for g in (game_id, other):
        store.sync_waiting(g, [0, 1], now="t0")
        store.add_reminder(g, "turn", T0, seat=0, payload={"since": "t0"})
        store.add_reminder(g, "deadline", T0, seat=0, payload={"since": "t0"})
        store.add_reminder(g, "turn", T0, seat=1, payload={"since": "t0"})
        store.add_reminder(g, "standing", T0, seat=None, payload={})
        store.add_end_vote(g, 111)
        store.add_autopilot_vote(g, 111)
    counts = count(store.db)
    with store.batch():
        store.keep_turn_clock(
            game_id, gone=[1], started={0: "t1", 2: "t1"}, cancel={("turn", 0), ("turn", 1)},
            add=[NewReminder("deadline", T0 + timedelta(hours=1), 2, 333, {"since": "t1"})],
            clear_votes=True)
    # the savepoint, five writes, its release, the commit (with its BEGIN)
    assert counts.statements <= 10, counts.statements
    assert store.waiting_since(game_id) == {0: "t1", 2: "t1"}
    assert pending(store, game_id) == [("deadline", 0, "t0"), ("deadline", 2, "t1"), ("standing", None, None)]
    (new,) = [r for r in store.game_reminders(game_id) if r.seat == 2]
    assert (new.user_id, new.due_at) == (333, "2026-01-01T01:00:00.000000+00:00")
    assert store.end_votes(game_id) == []
    assert not list(store.db.query("SELECT * FROM autopilot_votes WHERE game_id = ?", [game_id]))
    # another game is untouched
    assert store.waiting_since(other) == {0: "t0", 1: "t0"}
    assert len(store.game_reminders(other)) == 4 and store.end_votes(other) == [111]
    # a purpose cancelled without a seat: every seat's
    store.keep_turn_clock(game_id, cancel=[("deadline", None)])
    assert pending(store, game_id) == [("standing", None, None)]


def test_the_clock_is_written_all_or_nothing(store):
    game_id = new_game(store)
    store.sync_waiting(game_id, [0], now="t0")
    with pytest.raises(TypeError):  # a payload that is no JSON, after the other writes
        store.keep_turn_clock(game_id, gone=[0], started={1: "t1"},
                              add=[NewReminder("turn", T0, 1, 222, {"bad": object()})])
    assert store.waiting_since(game_id) == {0: "t0"} and store.game_reminders(game_id) == []
