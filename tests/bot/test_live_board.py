"""The live board (issue 29, item 1): one message near the top of a game's thread showing
the whole board as it stands, edited after every move (never posted again while it is
there), its pictures uploaded again only where the board changed; its id kept across a
restart; posted again when deleted; its "My hand" button shows the clicker's own hand
only."""

from __future__ import annotations

import hashlib
import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.games.posting import LIVE
from tests.bot.helpers import engine_state, labels, play_move, start_lobby_game
from tests.bot.test_commands import mombasa_game, plan_empty
from tests.bot.thread_record import pinged

PARTS = ["map.png", "tracks.png", "bonus.png", "displays.png"]


def make_bot(db_path) -> GameHost:
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


def live_boards(channel) -> list:
    # every post has "My hand" too, beside "Open my panel"; the live board has no panel to open
    return [m for m in channel.history() if "My hand" in labels(m) and "Open my panel" not in labels(m)]


def the_live_board(channel):
    boards = live_boards(channel)
    assert len(boards) == 1, f"{len(boards)} live boards"
    return boards[0]


async def shown(message) -> list[tuple[int, str, str]]:
    """The live board's attachments: (attachment id, file name, hash of its bytes)."""
    return [(a.id, a.filename, hashlib.sha256(await a.read()).hexdigest()) for a in message.attachments]


async def drawn_now(world, game_id) -> dict[str, str]:
    """The board parts as the game stands, drawn afresh: file name -> hash of its bytes."""
    board = await world.env.bot.games.live_board(game_id)
    return {p.filename: hashlib.sha256(p.png).hexdigest() for p in board.pictures}


def stored(world, channel, message):
    return world.env.backend.messages[channel.id][message.id]


async def test_live_board_is_posted_first_and_edited_after_every_move(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    live = the_live_board(thread)
    live_id = live.id
    assert thread.history()[0].id == live_id  # near the top: above the opening post
    assert "the board as it stands" in live.content
    first = await shown(live)
    assert [name for _, name, _ in first] == PARTS
    assert all(a.description for a in live.attachments)  # alt text on every part
    assert {name: digest for _, name, digest in first} == await drawn_now(world, game_id)
    # the opening post and the plans carry no copy of the board: the live board shows it
    assert not [a.filename for m in thread.history()[1:] for a in m.attachments if a.filename in PARTS]

    await plan_empty(alice, thread)
    await plan_empty(bob, thread)
    rng = random.Random(5)
    before = first
    reuploaded = kept = 0
    for _ in range(12):
        loaded = engine_state(world.env, game_id)
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
        live = the_live_board(thread)  # still one, the same message, edited
        assert live.id == live_id
        after = await shown(live)
        now = await drawn_now(world, game_id)
        assert [name for _, name, _ in after] == PARTS
        assert {name: digest for _, name, digest in after} == now  # the board as it stands
        # and its alt text says what each part shows now, also on a part kept as it was
        board = await world.env.bot.games.live_board(game_id)
        assert [a.description for a in live.attachments] == [p.description for p in board.pictures]
        for (old_id, name, old_digest), (new_id, _, new_digest) in zip(before, after, strict=True):
            if old_digest == new_digest:
                assert new_id == old_id, f"{name} uploaded again unchanged"
                kept += 1
            else:
                assert new_id != old_id
                reuploaded += 1
        record = stored(world, thread, live)
        assert pinged(live, getattr(record, "allowed_mentions", None)) == []  # edits ping no one
        before = after
    assert reuploaded and kept  # the moves changed some parts and left others
    # every move post keeps its own picture, never the whole board
    move_posts = [m for m in thread.history()[1:] if m.attachments]
    assert move_posts and all([a.filename for a in m.attachments] == ["move.png"] for m in move_posts)
    # ... and only when its move changed something drawn: the end of an action phase alone
    # (its card would repeat the post's words) is sent as words, no picture (issue 29)
    bullets = {m.id: [line for line in m.content.splitlines() if line.startswith("•")] for m in thread.history()}
    quiet = [m for m in thread.history()[1:]
             if bullets[m.id] and all("ended their action phase" in line for line in bullets[m.id])]
    assert quiet and all(not m.attachments for m in quiet)


async def test_live_board_survives_a_restart_and_comes_back_when_deleted(world, db_path):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    live = the_live_board(thread)
    assert world.env.bot.games.store.sync.get_message(game_id, LIVE).message_id == live.id
    await world.env.restart_bot(make_bot(db_path))
    await plan_empty(alice, thread)
    await plan_empty(bob, thread)  # the reveal: the new client edits the same message
    assert the_live_board(thread).id == live.id
    assert {n: d for _, n, d in await shown(the_live_board(thread))} == await drawn_now(world, game_id)

    world.env.backend.delete_message(thread.id, live.id)  # someone removed it
    assert live_boards(thread) == []
    rng = random.Random(2)
    loaded = engine_state(world.env, game_id)
    await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    again = the_live_board(thread)
    assert again.id != live.id
    assert world.env.bot.games.store.sync.get_message(game_id, LIVE).message_id == again.id
    assert {n: d for _, n, d in await shown(again)} == await drawn_now(world, game_id)


async def test_my_hand_shows_only_the_clickers_own_hand(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    live = the_live_board(thread)
    await plan_empty(alice, thread)  # alice has no decision now: her hand still opens
    mine = (await alice.click(live, label="My hand")).response
    assert mine.ephemeral and "only you see this" in mine.content
    assert [a.filename for a in mine.attachments] == ["hand.png"]
    own = await world.env.bot.games.picture(game_id, alice.id, "hand", lang="en", buttons=False)
    assert hashlib.sha256(await mine.attachments[0].read()).hexdigest() == hashlib.sha256(own.png).hexdigest()
    theirs = await world.env.bot.games.picture(game_id, bob.id, "hand", lang="en", buttons=False)
    assert own.png != theirs.png and theirs.text not in mine.content

    before = engine_state(world.env, game_id).version
    refused = (await world.outsider.click(live, label="My hand")).response
    assert refused.ephemeral and "not playing in game" in refused.content
    assert not refused.attachments
    assert engine_state(world.env, game_id).version == before  # read-only: nothing changed


async def test_batavia_live_board_holds_the_warehouses(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    live = the_live_board(thread)
    assert [a.filename for a in live.attachments] == ["board.png", "warehouses.png", "players.png"]
    assert {n: d for _, n, d in await shown(live)} == await drawn_now(world, game_id)


async def test_a_dutch_game_has_its_live_board_in_dutch(world):
    from tests.bot.helpers import lobby_game_in

    thread, game_id = await lobby_game_in(world, 2, "nl", language="nl")
    live = thread.history()[0]
    assert labels(live) == ["Mijn hand"]
    assert f"Spel #{game_id}: het bord zoals het nu is" in live.content
    assert "board" not in live.content
