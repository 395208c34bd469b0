"""Unexpected errors get an apology with an error id; turn reminders nudge, at most 3 a turn."""

from __future__ import annotations

import logging

import pytest

from tests.bot.helpers import latest_board, play, start_lobby_game


@pytest.mark.expect_errors
async def test_an_unexpected_error_is_logged_with_the_game_id_and_apologised_for(world, caplog, monkeypatch):
    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]

    async def broken(*args, **kwargs):
        raise RuntimeError("database on fire")

    monkeypatch.setattr(world.env.bot.games, "panel", broken)
    result = await alice.click(latest_board(thread), label="Open my panel")
    reply = result.response.content
    assert result.ephemeral and "Sorry" in reply and "error id" in reply
    records = [r for r in caplog.records if r.name == "bot.errors" and r.levelno == logging.ERROR]
    assert len(records) == 1
    message = records[0].getMessage()
    error_id = reply.split("`")[1]
    assert error_id in message and f"game {game_id}" in message
    assert "database on fire" not in reply  # internals stay in the log


async def test_turn_reminders_nudge_the_player_at_most_three_times(world):
    thread, game_id = await start_lobby_game(world, 2)  # reminder_hours defaults to 24
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    cog = world.env.bot.get_cog("RemindersCog")
    store = world.env.bot.games.store.sync
    pending = store.game_reminders(game_id)
    assert [(r.user_id, r.payload["n"]) for r in pending] == [(bob.id, 1)]  # alice's cancelled
    sent = []
    for _ in range(5):  # five reminder periods pass without bob moving
        for r in store.game_reminders(game_id):  # make the pending one due now
            store.db.execute("UPDATE reminders SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [r.id])
        sent.append(await cog.send_due())
    assert sent == [1, 1, 1, 0, 0]
    nudges = [m for m in thread.history() if "is waiting for you" in m.content]
    assert len(nudges) == 3 and all(bob.mention in m.content for m in nudges)
    await play(bob, thread, "Pick 1")  # moving schedules the next player's reminders afresh
    assert {r.user_id for r in store.game_reminders(game_id)} == {alice.id}
