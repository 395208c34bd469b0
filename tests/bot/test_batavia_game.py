"""Batavia in Discord, played through slash commands only."""

from __future__ import annotations

import random

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from tests.bot.batavia_play import play_to_end
from tests.bot.helpers import engine_state, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


async def test_a_three_player_game_ends_through_slash_commands(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    kinds = await play_to_end(world, world.players, thread, game_id, random.Random(1))
    loaded = engine_state(world.env, game_id)
    assert loaded.game.is_over(loaded.state)
    for m in thread.history():
        print("----", [a.filename for a in m.attachments])
        print(m.content)
    print(kinds)
