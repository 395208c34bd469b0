"""Taking back a move and resigning, as the other players see it in the thread."""

from __future__ import annotations

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from tests.bot.test_commands import mombasa_game, plan_empty


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_the_undo_post_pings_the_others_not_the_player_who_undid(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    await plan_empty(alice, thread)
    await alice.slash(thread, "mombasa undo")
    post = thread.last_message
    assert "took back their last move" in post.content
    # bob still plans: he is told; alice undid it herself and is planning again
    assert f"<@{bob.id}>" in post.content.split("\n")[-1]
    assert f"<@{alice.id}>" not in post.content.split("\n")[-1]
