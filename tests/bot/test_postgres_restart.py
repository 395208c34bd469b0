"""The PostgreSQL server stopped mid-game and started again: the click made meanwhile gets
a plain "try again" and changes nothing, the bot reconnects by itself, and the game goes on
with every move stored once."""

from __future__ import annotations

import pytest

from tests.bot.helpers import engine_state, latest_board, play, start_lobby_game


@pytest.fixture
def database(postgres_url):
    return postgres_url


async def test_a_database_restart_mid_game_asks_to_try_again_and_loses_nothing(world,
                                                                               postgres_server):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    before = engine_state(world.env, game_id).version

    postgres_server.stop_server()
    try:
        result = await bob.click(latest_board(thread), label="Open my panel")
        assert result.ephemeral
        assert "database" in result.response.content and "Try again" in result.response.content
        assert "nothing was changed" in result.response.content
    finally:
        postgres_server.start_server()

    await play(bob, thread, "Pick 2")  # the same bot, reconnected
    loaded = engine_state(world.env, game_id)
    assert loaded.version == before + 1
    assert [e.seat for e in world.env.bot.games.store.sync.action_log(game_id)] == [0, 1]
