"""`/mombasa log` pages as a reader follows them: each page says where the older moves are,
the last page where the newer ones are (never itself), a page past the end is said plainly,
and a run of the same public line reads once with its count, as in the thread."""

from __future__ import annotations

import random
import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, play_move
from tests.bot.test_commands import mombasa_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def played(world, monkeypatch, moves: int = 12):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await mombasa_game(world)
    rng = random.Random(5)
    for _ in range(moves):
        loaded = engine_state(world.env, game_id)
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    return thread, game_id


def pointed(text: str) -> list[int]:
    """The pages a log page's hint points to."""
    return [int(n) for n in re.findall(r"page:(\d+)`", text)]


async def test_log_pages_point_onwards_and_a_page_past_the_end_is_said(world, monkeypatch):
    thread, _ = await played(world, monkeypatch)
    alice = world.players[0]
    first = (await alice.slash(thread, "mombasa log")).response.content
    pages = int(re.search(r"Page 1 of (\d+)", first)[1])
    assert pages >= 2 and pointed(first) == [2]
    last = (await alice.slash(thread, "mombasa log", page=pages)).response.content
    assert f"Page {pages} of {pages}: the first moves of the game" in last
    assert pointed(last) == [pages - 1]  # the newer moves, not itself
    past = (await alice.slash(thread, "mombasa log", page=pages + 5)).response.content
    assert f"There is no page {pages + 5}: this log has {pages} pages" in past
    assert past.split("\n")[1:] and "the first moves" in past  # the last page, said to be it
    # A plan of several cards: its face-down placements read once, with their count.
    logged = "\n".join([(await alice.slash(thread, "mombasa log", page=n)).response.content
                        for n in range(1, pages + 1)])
    lines = logged.split("\n")
    assert not any(a == b and "face down" in a for a, b in zip(lines, lines[1:], strict=False))
    assert re.search(r"placed a card face down\. \(×[2-5]\)", logged), logged


async def test_dutch_log_hint_names_the_dutch_command(world, monkeypatch):
    thread, _ = await played(world, monkeypatch, moves=8)
    alice = world.players[0]
    await alice.slash(thread, "settings", language="nl")
    first = (await alice.slash(thread, "mombasa log")).response.content
    assert "`/mombasa verslag pagina:2`" in first, first


async def test_batavia_log_last_page_points_to_the_newer_moves(world):
    from tests.bot.batavia_play import step
    from tests.bot.helpers import start_lobby_game

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    rng = random.Random(7)
    alice = world.players[0]
    for _ in range(60):
        await step(world, world.players[:3], thread, game_id, rng)
        first = (await alice.slash(thread, "batavia log")).response.content
        if "Page 1 of" in first:
            break
    pages = int(re.search(r"Page 1 of (\d+)", first)[1])
    last = (await alice.slash(thread, "batavia log", page=pages)).response.content
    assert pointed(last) == [pages - 1] and "`/batavia log page:" in last, last
    past = (await alice.slash(thread, "batavia log", page=pages + 1)).response.content
    assert f"There is no page {pages + 1}" in past
