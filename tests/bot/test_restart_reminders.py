"""Reminders that fell due while the bot was offline: handled once at start-up, no burst."""

from __future__ import annotations

from datetime import timedelta

from bot.store.db import from_text
from tests.bot.conftest import make_bot
from tests.bot.helpers import play, start_lobby_game

LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


def messages_after(thread, count: int):
    return thread.history()[count:]


async def test_reminders_due_while_offline_make_one_message_per_game(world, db_path):
    env = world.env
    alice, bob, carol = world.players[:3]
    first, g1 = await start_lobby_game(world, 2, reminder_hours=24, deadline_hours=48)
    second, g2 = await start_lobby_game(world, 3, reminder_hours=12)
    await play(alice, first, "Pick 1")  # game 1 now waits for bob
    await play(alice, second, "Pick 1")  # game 2 waits for bob and carol
    # The bot goes offline for days: every pending reminder and deadline notice falls due.
    store = env.bot.games.store.sync
    store.db.execute("UPDATE reminders SET due_at = ? WHERE done_at IS NULL", [LONG_AGO])
    store.db.execute("UPDATE waiting SET since = ?", [LONG_AGO])
    store.db.execute("UPDATE reminders SET payload = json_set(payload, '$.since', ?) "
                     "WHERE done_at IS NULL", [LONG_AGO])
    store.db.conn.commit()
    seen = {first.id: len(first.history()), second.id: len(second.history())}
    await env.restart_bot(make_bot(db_path))  # a new client on the same database
    await env.settle()

    new_first = messages_after(first, seen[first.id])
    new_second = messages_after(second, seen[second.id])
    assert len(new_first) == 1 and len(new_second) == 1  # one message per game, not a burst
    text = new_first[0].content
    assert f"⏰ {bob.mention}, game #{g1}" in text  # the nudge...
    assert f"⌛ {bob.mention} is past the 48 h turn deadline" in text  # ...and the notice
    assert alice.mention in text  # the others are told they may skip or vote
    assert bob.mention in new_second[0].content and carol.mention in new_second[0].content
    assert "⌛" not in new_second[0].content  # game 2 has no deadline

    # Nothing more goes out at once; the next nudge is counted from the restart.
    cog = env.bot.get_cog("RemindersCog")
    assert await cog.send_due() == 0
    now = env.bot.games.now()
    pending = env.bot.games.store.sync.game_reminders(g1)
    assert [(r.purpose, r.payload["n"]) for r in pending] == [("turn", 2)]
    assert from_text(pending[0].due_at) >= now + timedelta(hours=23)
    assert len(messages_after(first, seen[first.id])) == 1
