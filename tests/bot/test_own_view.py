"""Mombasa (issue 26, item 15): on another player's turn, "Open my panel" and `/mombasa
panel` show the player's own hand and player board read-only instead of refusing, so a
move can be planned while others decide; nothing is played and nothing of another seat
shows."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from rules.core import msg
from tests.bot.helpers import engine_state, labels, latest_board, play_move, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa",))


async def test_on_anothers_decision_mombasa_shows_the_own_hand_read_only(world):
    thread, game_id = await start_lobby_game(world, 2, game="mombasa")
    alice, bob = world.players[:2]
    rng = random.Random(3)
    for _ in range(6):  # alice decides until the game waits for bob alone
        loaded = engine_state(world.env, game_id)
        if loaded.game.to_move(loaded.state) == [1]:
            break
        seat = loaded.game.to_move(loaded.state)[0]
        await play_move(world.players[seat], thread, rng)
    loaded = engine_state(world.env, game_id)
    assert loaded.game.to_move(loaded.state) == [1]
    for how in ("button", "command"):
        if how == "button":
            reply = (await alice.click(latest_board(thread), label="Open my panel")).response
        else:
            reply = (await alice.slash(thread, "mombasa panel")).response
        assert reply.ephemeral and [a.filename for a in reply.attachments] == ["hand.png"], reply.content
        assert words("en")(msg("bot-own-view-waiting", id=str(game_id), waiting=bob.mention)) in reply.content
        assert labels(reply) == []  # read-only
    assert engine_state(world.env, game_id).version == loaded.version
    hand = (await alice.slash(thread, "mombasa hand")).response
    assert [a.filename for a in hand.attachments] == ["hand.png"]
