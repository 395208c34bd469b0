"""One bot hosting two games at once: Mombasa and the toy test game, each with its own
command group built from its profile, played side by side in one server."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, play_move, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa", "toy"))


def group_options(bot, name):
    group = bot.tree.get_command(name)
    return {c.name: c for c in group.commands}


async def test_each_game_has_its_own_group_built_from_its_profile(world):
    bot = world.env.bot
    mombasa, toy = group_options(bot, "mombasa"), group_options(bot, "toy")
    assert {"plan", "goods", "expand", "card", "solo"} <= set(mombasa)
    # the toy profile offers only its own action commands, and has no look-up
    assert {"plan", "pass", "goods", "play"} <= set(toy) and "expand" not in toy and "card" not in toy
    players = {p.name: p for p in toy["new"].parameters}["players"]
    assert (players.min_value, players.max_value) == (1, 4)
    assert "setup" not in {p.name for p in toy["new"].parameters}
    assert {p.name for p in mombasa["new"].parameters} >= {"players", "setup"}
    alice = world.players[0]
    toy_help = (await alice.slash(world.channel, "toy rules", topic="overview")).response.content
    assert "Three rounds" in toy_help
    mombasa_help = (await alice.slash(world.channel, "mombasa rules", topic="overview")).response.content
    assert "7 rounds" in mombasa_help


async def test_one_bot_plays_mombasa_and_the_toy_game_side_by_side(world):
    store = world.env.bot.games.store.sync
    toy_thread, toy_id = await start_lobby_game(world, 2, game="toy")
    mombasa_thread, mombasa_id = await start_lobby_game(world, 2, game="mombasa", setup="first")
    assert store.get_record(toy_id).kind == "toy" and store.get_record(mombasa_id).kind == "mombasa"
    assert toy_thread.name.startswith("Secret sums #") and mombasa_thread.name.startswith("Mombasa #")
    players = world.players[:2]
    # each group's game option offers only its own game (tests/bot/test_game_kinds.py)
    offered = await players[0].autocomplete(world.channel, "toy status", "game", "")
    assert {c["value"] for c in offered} == {toy_id}
    offered = await players[0].autocomplete(world.channel, "mombasa status", "game", "")
    assert {c["value"] for c in offered} == {mombasa_id}
    rng = random.Random(5)
    # interleave: a move in one game, then in the other, until the toy game is over
    for _ in range(60):
        toy = engine_state(world.env, toy_id)
        if toy.game.is_over(toy.state):
            break
        await play_move(players[toy.game.to_move(toy.state)[0]], toy_thread, rng)
        mombasa = engine_state(world.env, mombasa_id)
        await play_move(players[mombasa.game.to_move(mombasa.state)[0]], mombasa_thread, rng)
    toy = engine_state(world.env, toy_id)
    assert toy.game.is_over(toy.state) and store.get_record(toy_id).status == "finished"
    assert engine_state(world.env, mombasa_id).version > 5
    assert "The game is over" in toy_thread.history()[-1].content
    # statistics are per game: the finished toy game counts under /toy only
    toy_stats = (await players[0].slash(world.channel, "toy stats")).response.content
    mombasa_stats = (await players[0].slash(world.channel, "mombasa stats")).response.content
    assert "Secret sums" in toy_stats and "1 game" in toy_stats
    assert "No finished games yet" in mombasa_stats
