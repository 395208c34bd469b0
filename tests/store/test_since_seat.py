""""Since your last move" as the store reads it (``since_seat``): the actions after the
seat's last one, in one statement, replayed from the state loaded after it; the same
entries ``history`` gives, on SQLite and PostgreSQL."""

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.store import GameNotFound
from bot.store.base import LoggedStates
from bot.store.counts import count
from rules import Action

ADD1, ADD2, PASS = Action.make("add", n=1), Action.make("add", n=2), Action.make("pass")


def play(store, game_id, moves):
    """Each (seat, actions) as one move; the game loaded after each, as the bot does."""
    for seat, actions in moves:
        store.apply_actions(game_id, seat, actions, store.get_record(game_id).version)
        store.load_game(game_id)


def seen(entries):
    return [(h.entry.seq, h.entry.seat, [e["type"] for e in h.events]) for h in entries]


def test_the_actions_since_the_seats_last_move_in_one_statement(store):
    g = store.create_game("tally", 3, seed=1, options={"target": 99})
    play(store, g.id, [(0, [ADD1, PASS]), (1, [ADD2, ADD1, PASS]), (2, [PASS])])
    counts = count(store.db)
    since = store.since_seat(g.id, 0, 40)
    assert counts.statements == 1
    assert seen(since) == [(3, 1, ["Added"]), (4, 1, ["Added"]), (5, 1, ["Passed"]), (6, 2, ["Passed"])]
    assert seen(since) == seen(store.history(g.id, 4, labelled=False))
    assert seen(store.since_seat(g.id, 1, 40)) == [(6, 2, ["Passed"])]
    assert store.since_seat(g.id, 2, 40) == []  # it acted last
    counts = count(store.db)
    assert store.since_seat(g.id, 0, 3) == []  # not among the last three actions
    assert store.since_seat(g.id, 3, 40) == []  # never acted
    assert counts.statements == 2  # one each
    with pytest.raises(GameNotFound):
        store.since_seat(g.id + 1, 0, 40)


def test_without_the_state_at_hand_the_history_replays_it(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 99})
    play(store, g.id, [(0, [ADD1, PASS]), (1, [ADD2, PASS])])
    expected = seen(store.since_seat(g.id, 0, 40))
    store.logged_states = LoggedStates()  # another process, or the state no longer kept
    assert seen(store.since_seat(g.id, 0, 40)) == expected == [(3, 1, ["Added"]), (4, 1, ["Passed"])]


def test_an_undone_action_is_not_among_them(store):
    g = store.create_game("toy", 3, seed=1)
    store.apply_action(g.id, 0, Action.make("pick", n=3), 0)
    store.load_game(g.id)
    store.apply_action(g.id, 1, Action.make("pick", n=2), 1)
    store.undo(g.id, 1, expected_version=2)
    store.apply_action(g.id, 1, Action.make("pick", n=1), 3)
    store.apply_action(g.id, 2, Action.make("pick", n=2), 4)
    since = store.since_seat(g.id, 0, 40)
    assert [(h.entry.seat, h.entry.version) for h in since] == [(1, 4), (2, 5)]
    assert seen(since) == seen(store.history(g.id, 2, labelled=False))
