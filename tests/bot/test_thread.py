"""The calm thread (issue 14): the log, board parts on demand, the post of each move."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import start_lobby_game
from tests.bot.thread_record import ThreadRecord


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_log_pages_through_the_game_and_the_live_board_shows_the_board_parts(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]
    record = ThreadRecord()
    live, opening_post = record.note(thread, None)
    # The whole board in parts at the start, on the live board above the opening post
    # (which carries no copy of it), each with its alt text, names not mentions.
    assert opening_post.files == []
    opening = live
    assert [f for f, _, _ in opening.files] == ["map.png", "tracks.png", "bonus.png", "displays.png"]
    assert all(alt and "<@" not in alt for _, _, alt in opening.files)
    first = (await alice.slash(thread, "mombasa log", page=1)).response.content
    latest = (await alice.slash(thread, "mombasa log")).response.content  # the last page
    assert f"Game #{game_id}" in first and f"Game #{game_id}" in latest
