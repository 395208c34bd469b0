"""The PostgreSQL server stopped mid-game and started again: the click made meanwhile gets
a plain "try again" and changes nothing, the bot reconnects by itself, and the game goes on
with every move stored once."""

from __future__ import annotations

import pytest

from tests.bot.helpers import engine_state, labels, latest_board, open_panel, play, start_lobby_game


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


async def test_a_confirm_while_the_server_is_down_is_applied_once_after_it_is_back(world,
                                                                                   postgres_server):
    """The move drafted, the server gone before Confirm: Confirm says "try again" and writes
    nothing; the same Confirm once the server is back applies the move: one action in the
    log, none lost, none doubled."""
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    panel = await open_panel(bob, thread)
    drafted = (await bob.click(panel, label="Pick 2")).response
    assert "Confirm" in labels(drafted)
    before = engine_state(world.env, game_id).version

    postgres_server.stop_server()
    try:
        result = await bob.click(drafted, label="Confirm")
        assert "Try again" in result.response.content
        assert "nothing was changed" in result.response.content
    finally:
        postgres_server.start_server()

    assert engine_state(world.env, game_id).version == before  # nothing was written
    played = await bob.click(drafted, label="Confirm")  # the same button, reconnected
    assert "Played" in played.response.content
    assert "Confirm" not in labels(played.response)  # the panel moved on: no second press
    loaded = engine_state(world.env, game_id)
    assert loaded.version == before + 1
    assert [e.seat for e in world.env.bot.games.store.sync.action_log(game_id)] == [0, 1]
    assert world.env.bot.games.store.sync.verify_game(game_id).ok
