"""A move's board is the public follow-up of the click that made it (issue 19): the same
message in the game's thread (content, ping, image, "Open my panel"), sent through the
interaction rather than as a channel message, which keeps a busy bot under Discord's
global request limit. A secret decision's status message stays a channel message (later
ones edit it), and a follow-up Discord refuses is sent as a channel message instead."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from tests.bot.helpers import labels, open_panel, start_lobby_game


async def _click_through(actor, panel, label: str):
    result = await actor.click(panel, label=label)
    if "Confirm" in labels(result.response):
        result = await actor.click(result.response, label="Confirm")
    return result


async def test_the_board_follows_the_click_that_played_the_move(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    store = world.env.bot.games.store.sync
    result = await _click_through(alice, await open_panel(alice, thread), "Pick 1")
    status = thread.last_message
    assert "have picked" in status.content
    assert result.followups == []  # the secret phase's status message: a channel message
    assert status.interaction_metadata is None
    result = await _click_through(bob, await open_panel(bob, thread), "Pick 3")
    board = thread.last_message
    assert [m.id for m in result.followups] == [board.id]
    assert not result.followups[0].ephemeral
    assert "Open my panel" in labels(board)
    assert store.get_message(game_id, "board").message_id == board.id
    # whoever acts next is pinged, and the ping notifies them
    waiting = [p for p in (alice, bob) if p.mention in board.content]
    assert waiting and {u.id for u in board.mentions} == {p.id for p in waiting}


async def test_a_refused_follow_up_is_sent_as_a_channel_message(world, monkeypatch):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await _click_through(alice, await open_panel(alice, thread), "Pick 1")

    async def refuse(self, *args, **kwargs):
        raise discord.HTTPException(SimpleNamespace(status=401, reason="Unauthorized"),
                                    {"code": 50027, "message": "Invalid Webhook Token"})

    panel = await open_panel(bob, thread)
    monkeypatch.setattr(discord.Webhook, "send", refuse)  # every follow-up from now on
    before = len(thread.history())
    result = await _click_through(bob, panel, "Pick 3")
    board = thread.last_message
    assert len(thread.history()) == before + 1  # one board, not lost and not twice
    assert result.followups == [] and "Open my panel" in labels(board)
    assert board.interaction_metadata is None
    store = world.env.bot.games.store.sync
    assert store.get_message(game_id, "board").message_id == board.id
    assert store.pending_posts(game_id) == []
