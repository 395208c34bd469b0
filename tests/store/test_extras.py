"""What lives beside a game: message ids, reminders, planning drafts, lobbies, statistics."""

from datetime import UTC, datetime, timedelta

import pytest

from bot.store import GameNotFound, LobbyClosed, MessageRef, Seat
from tests.store.conftest import play

T0 = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)


def test_message_ids(store):
    g = store.create_game("toy", 2, seed=1)
    store.set_message(g.id, "board", 1001, channel_id=77)
    store.set_message(g.id, "panel", 2001, key=0)
    store.set_message(g.id, "panel", 2002, key=1)
    store.set_message(g.id, "board", 1002, channel_id=77)  # a re-post replaces the id
    assert store.get_message(g.id, "board") == MessageRef(g.id, "board", "", 77, 1002)
    assert store.get_message(g.id, "panel", 1).message_id == 2002
    assert store.game_for_message(2001) == g.id and store.game_for_message(1001) is None
    assert [m.message_id for m in store.game_messages(g.id)] == [1002, 2001, 2002]
    store.forget_message(g.id, "panel", 0)
    assert store.get_message(g.id, "panel", 0) is None
    with pytest.raises(GameNotFound):
        store.set_message(999, "board", 1)


def test_reminders_come_due_once(store):
    g = store.create_game("toy", 2, seed=1)
    late = store.add_reminder(g.id, "deadline", T0 + timedelta(days=2), seat=1, user_id=9)
    soon = store.add_reminder(g.id, "turn", T0 + timedelta(hours=1), seat=0, payload={"n": 1})
    assert store.due_reminders(T0) == []
    (due,) = store.due_reminders(T0 + timedelta(hours=2))
    assert (due.id, due.purpose, due.seat, due.payload) == (soon, "turn", 0, {"n": 1})
    assert store.complete_reminder(soon) is True
    assert store.complete_reminder(soon) is False  # a second worker does not send it again
    assert [r.id for r in store.due_reminders(T0 + timedelta(days=3))] == [late]
    assert store.cancel_reminders(g.id, purpose="deadline") == 1
    assert store.game_reminders(g.id) == []
    assert len(store.game_reminders(g.id, pending_only=False)) == 2


def test_planning_drafts(store):
    g = store.create_game("toy", 2, seed=1)
    assert store.get_draft(g.id, 0) is None
    store.save_draft(g.id, 0, 3, {"slots": [["card-1"], []]})
    store.save_draft(g.id, 0, 4, {"slots": [["card-1"], ["card-2"]]})
    store.save_draft(g.id, 1, 4, ["x"])
    draft = store.get_draft(g.id, 0)
    assert (draft.version, draft.draft) == (4, {"slots": [["card-1"], ["card-2"]]})
    with pytest.raises(TypeError):
        store.save_draft(g.id, 0, 5, {"bad": object()})
    assert store.get_draft(g.id, 0).version == 4  # the bad draft changed nothing
    store.clear_draft(g.id, 0)
    assert store.get_draft(g.id, 0) is None and store.get_draft(g.id, 1).draft == ["x"]
    store.clear_draft(g.id)
    assert store.get_draft(g.id, 1) is None


def test_lobby_lifecycle(store):
    lobby = store.create_lobby("toy", 10, options={"deck": 8}, guild_id=1, channel_id=2,
                               max_players=3)
    store.set_lobby_message(lobby.id, 3003)
    assert store.lobby_for_message(3003).id == lobby.id
    store.join_lobby(lobby.id, 20, "blue")
    store.join_lobby(lobby.id, 20, "red")  # joining twice changes the colour only
    lobby = store.join_lobby(lobby.id, 30)
    assert lobby.user_ids == [10, 20, 30] and lobby.members[1] == (20, "red")
    with pytest.raises(LobbyClosed, match="full"):
        store.join_lobby(lobby.id, 40)
    lobby = store.leave_lobby(lobby.id, 30)
    lobby = store.set_lobby_options(lobby.id, {"deck": 6})
    assert lobby.options == {"deck": 6} and [x.id for x in store.open_lobbies()] == [lobby.id]
    g = store.create_game(lobby.kind, [Seat(i, u) for i, u in enumerate(lobby.user_ids)],
                          seed=1, options=lobby.options)
    lobby = store.close_lobby(lobby.id, game_id=g.id)
    assert (lobby.status, lobby.game_id) == ("started", g.id)
    with pytest.raises(LobbyClosed, match="started"):
        store.join_lobby(lobby.id, 50)
    assert store.open_lobbies() == []
    other = store.create_lobby("toy", 11)
    assert store.close_lobby(other.id).status == "cancelled"


def test_statistics_across_games(store):
    for seed in range(3):
        g = store.create_game("toy", [Seat(0, 1), Seat(1, 2)], seed=seed)
        play(store, g.id, seed=seed)
    results = [store.game_results(gid) for gid in range(1, 4)]
    wins = {u: sum(1 for rs in results for r in rs if r.user_id == u and r.rank == 1)
            for u in (1, 2)}
    board = store.leaderboard("toy")
    assert {s.user_id: (s.played, s.won) for s in board} == {1: (3, wins[1]), 2: (3, wins[2])}
    totals = sum(r.total for rs in results for r in rs if r.user_id == 1)
    assert store.user_stats(1)[0].total_score == totals
