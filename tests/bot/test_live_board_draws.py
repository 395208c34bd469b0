"""The live board's parts are drawn once for two bring-ups of one game at once (two players'
plans committed together each bring the live board up to date): the second waits for the
first and is given its parts, not drawn again (issue 28: drawing CPU per move)."""

from __future__ import annotations

import asyncio

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.test_commands import mombasa_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_two_live_boards_of_one_game_at_once_draw_each_part_once(world):
    _thread, game_id = await mombasa_game(world)
    await world.env.settle()
    games = world.env.bot.games
    renderer = games.pictures.renderer
    renderer._images.clear()  # nothing drawn before: each part must be drawn once
    renderer._made.clear()
    drawn: list[str] = []
    real = renderer.picture_of

    def counting(order):
        drawn.append(order.what)
        return real(order)

    renderer.picture_of = counting
    first, second = await asyncio.gather(games.live_board(game_id), games.live_board(game_id))
    assert sorted(drawn) == ["bonus", "displays", "map", "tracks"]
    assert [p.png for p in first.pictures] == [p.png for p in second.pictures]
    assert all(p.png for p in first.pictures)
