"""A Mombasa move whose board post failed is posted later from the outbox with its own
pictures (the per-move image of that move), not with the board as it stands by then."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.ui.announce import flush_outbox
from tests.bot.helpers import engine_state, play_move, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def files(message) -> list[str]:
    return [a.filename for a in message.attachments]


async def test_a_move_posted_late_shows_its_own_per_move_image(world, monkeypatch):
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    players = world.players[:2]
    rng = random.Random(5)
    store = world.env.bot.games.store.sync

    def next_actor():
        loaded = engine_state(world.env, game_id)
        return players[loaded.game.to_move(loaded.state)[0]]

    # play until a move's post carries the per-move image (the action phase)
    for _ in range(80):
        await play_move(next_actor(), thread, rng)
        if files(thread.history()[-1]) == ["move.png"]:
            break
    else:
        pytest.fail("no move posted a per-move image")
    # Moves while the thread refuses posts: each is stored and waits in the outbox (a
    # secret decision's status line too, without pictures), until two moves with pictures wait.
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=None)
    # (A move that changed nothing drawn, the end of an action phase, has no picture.)
    before = len(thread.history())
    services = world.env.bot.games
    for _ in range(60):
        await play_move(next_actor(), thread, rng)
        queued = store.pending_posts(game_id)
        shown = [p for p in queued if not p.payload.get("secret")]
        assert all(isinstance(p.payload.get("view"), dict) for p in shown)
        expected = {p.payload["content"]: await services.posted_pictures(
            game_id, p.payload["view"], p.payload.get("what") or "", p.payload.get("move")) for p in shown}
        if sum(1 for pictures in expected.values() if pictures) >= 2:
            break
    assert sum(1 for pictures in expected.values() if pictures) >= 2 and len(thread.history()) == before
    now = await services.current_pictures(game_id)  # what a late post showed before
    world.env.backend.faults.clear()
    import bot.ui.announce as announce

    shown_live = announce.show_live_board
    live_edits: list[int] = []

    async def counted(client, gid, channel):  # each call draws the whole board to compare
        live_edits.append(gid)
        return await shown_live(client, gid, channel)

    monkeypatch.setattr(announce, "show_live_board", counted)
    assert await flush_outbox(world.env.bot, game_id=game_id) == len(queued)
    assert store.pending_posts(game_id) == []
    # the waiting posts went out in order, the live board brought up to date once after the
    # last of them (drawn and compared once, not once per post), showing the board as it stands
    assert live_edits == [game_id]
    live = thread.history()[0]
    board = await services.live_board(game_id)
    assert [await a.read() for a in live.attachments] == [p.png for p in board.pictures]
    posted = {m.content: m for m in thread.history()[before:]}
    for content, pictures in expected.items():
        message = posted[content]
        # its own pictures, but of them only what changed since the thread last showed it
        # (a board part the same byte for byte is not posted again)
        attached = {a.filename: a for a in message.attachments}
        assert set(attached) <= {p.filename for p in pictures}
        for p in pictures:
            if p.filename in attached:
                assert attached[p.filename].description == p.description
                assert await attached[p.filename].read() == p.png
    # each shows its own move: the first is not the board as it stands after the last
    assert any(files(posted[c]) == ["move.png"] for c in expected)
    first = next(pictures for pictures in expected.values() if pictures)
    assert [p.description for p in first] != [p.description for p in now]
