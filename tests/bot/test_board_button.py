"""Your hand and the board one tap away from every post (issue 28, item 5): each move's
post carries "My hand" and "Board" beside "Open my panel", in both games, also when it is
not your turn; both read-only (nothing can be chosen, nothing changes). "My hand" shows the
clicker's own seat only; anyone else is told they do not play in the game and sees nothing
private; the board is public (as on the live board). A copy of the buttons in another
server answers as a game that does not exist; a forged one is refused."""

from __future__ import annotations

import hashlib
import random

import discord
import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.ui.board_button import BoardButton
from bot.ui.live_board import MyHandButton
from tests.bot.helpers import engine_state, labels, latest_board, play_move, start_lobby_game
from tests.bot.test_commands import mombasa_game

MOMBASA_PARTS = ["map.png", "tracks.png", "bonus.png", "displays.png"]
BATAVIA_PARTS = ["board.png", "warehouses.png", "players.png"]


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


async def attached(message) -> list[tuple[str, str]]:
    return [(a.filename, digest(await a.read())) for a in message.attachments]


async def test_every_post_opens_your_hand_and_the_board_when_it_is_not_your_turn(world):
    thread, game_id = await mombasa_game(world)  # both planned by command: the posts below
    alice, bob = world.players[:2]
    posts = [m for m in thread.history() if "Open my panel" in labels(m)]
    assert len(posts) >= 2
    for post in posts:
        assert labels(post) == ["Open my panel", "My hand", "Board"]
    loaded = engine_state(world.env, game_id)
    waiting = [p for p in (alice, bob) if loaded.seats[loaded.game.to_move(loaded.state)[0]].user_id != p.id]
    assert waiting, "someone is not deciding now"
    idle = waiting[0]
    before = loaded.version
    # the first post of the game, long scrolled past: still the hand as it stands now
    mine = (await idle.click(posts[0], label="My hand")).response
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["hand.png"]
    own = await world.env.bot.games.picture(game_id, idle.id, "hand", lang="en", buttons=False)
    other = next(p for p in (alice, bob) if p is not idle)
    theirs = await world.env.bot.games.picture(game_id, other.id, "hand", lang="en", buttons=False)
    assert (await attached(mine))[0][1] == digest(own.png) != digest(theirs.png)
    assert not mine.components  # read-only: nothing to choose
    assert "```" not in mine.content  # its words are the picture's alt text, not a block above it
    assert mine.attachments[0].description
    board = (await idle.click(latest_board(thread), label="Board")).response
    assert board.ephemeral and [a.filename for a in board.attachments] == MOMBASA_PARTS
    assert all(a.description for a in board.attachments)  # alt text on every part
    public = [await world.env.bot.games.picture(game_id, None, what[:-4], lang="en") for what in MOMBASA_PARTS]
    assert [h for _, h in await attached(board)] == [digest(p.png) for p in public]
    assert not board.components
    assert engine_state(world.env, game_id).version == before  # looking changes nothing


async def test_a_stranger_sees_nothing_private(world):
    thread, game_id = await mombasa_game(world)
    before = engine_state(world.env, game_id).version
    post = latest_board(thread)
    refused = (await world.outsider.click(post, label="My hand")).response
    assert refused.ephemeral and "not playing in game" in refused.content
    assert not refused.attachments
    # the board is public (the live board shows it to the whole thread): no hand in it
    board = (await world.outsider.click(post, label="Board")).response
    assert [a.filename for a in board.attachments] == MOMBASA_PARTS
    assert "hand" not in board.content.lower()
    assert engine_state(world.env, game_id).version == before


async def test_batavia_posts_open_the_hand_and_the_board_too(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    players = world.players[:3]
    loaded = engine_state(world.env, game_id)
    mover = players[loaded.game.to_move(loaded.state)[0]]
    await play_move(mover, thread, random.Random(3))
    post = latest_board(thread)
    assert labels(post) == ["Open my panel", "My hand", "Board"]
    loaded = engine_state(world.env, game_id)
    idle = next(p for p in players if loaded.game.to_move(loaded.state)[0] != players.index(p))
    mine = (await idle.click(post, label="My hand")).response
    own = await world.env.bot.games.picture(game_id, idle.id, "hand", lang="en", buttons=False)
    assert mine.ephemeral and (await attached(mine))[0][1] == digest(own.png)
    board = (await idle.click(post, label="Board")).response
    assert board.ephemeral and [a.filename for a in board.attachments] == BATAVIA_PARTS
    assert engine_state(world.env, game_id).version == loaded.version


async def test_copies_in_another_server_and_forged_buttons_show_nothing(world):
    thread, game_id = await mombasa_game(world)
    env = world.env
    pirates = env.create_guild("Pirates")
    deck = pirates.create_text_channel("deck")
    alice_there = pirates.add_member(world.players[0].user)
    before = engine_state(env, game_id).version
    view = discord.ui.View(timeout=None)
    view.add_item(MyHandButton(game_id))
    view.add_item(BoardButton(game_id))
    await env.bot.get_channel(deck.id).send("copied", view=view)
    copied = deck.last_message
    for label in ("My hand", "Board"):
        reply = (await alice_there.click(copied, label=label)).response
        assert reply.ephemeral and "no game" in reply.content.lower() and not reply.attachments
    forged = discord.ui.View(timeout=None)
    forged.add_item(discord.ui.Button(label="Board", custom_id="mb:board:" + "9" * 20))  # beyond any id
    await env.bot.get_channel(thread.id).send("forged", view=forged)
    reply = (await world.players[0].click(thread.last_message, label="Board")).response
    assert reply.ephemeral and not reply.attachments and "not a choice the bot offered" in reply.content
    assert engine_state(env, game_id).version == before
