"""A thread's pictures: a picture is posted only when what it shows has changed. The board's
four parts are not posted again byte for byte at the reveal of the plans, after an undo or
a skipped turn (Mombasa), nor with an undo notice (Batavia)."""

from __future__ import annotations

import hashlib
import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, play_move, start_lobby_game
from tests.bot.test_commands import mombasa_game, plan_empty


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def thread_pictures(thread) -> list[list[tuple[str, str, int]]]:
    """Each post's pictures, oldest first: (file name, hash of its bytes, size)."""
    out = []
    for message in thread.history():
        files = []
        for a in message.attachments:
            data = await a.read()
            files.append((a.filename, hashlib.sha256(data).hexdigest(), len(data)))
        out.append(files)
    return out


def repeats(posts: list[list[tuple[str, str, int]]]) -> list[tuple[int, str]]:
    """(post number, file name) of every picture the same as the thread's last one of its name."""
    last: dict[str, str] = {}
    found = []
    for n, files in enumerate(posts):
        for name, digest, _size in files:
            if last.get(name) == digest:
                found.append((n, name))
            last[name] = digest
    return found


async def test_mombasa_reveal_and_undo_post_only_changed_board_parts(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    await plan_empty(alice, thread)
    await alice.slash(thread, "mombasa undo")  # the board parts again: only the changed one
    await plan_empty(alice, thread)
    await plan_empty(bob, thread)  # the reveal: nothing was planned, nothing changed
    rng = random.Random(3)
    for _ in range(20):
        loaded = engine_state(world.env, game_id)
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    posts = await thread_pictures(thread)
    assert [name for name, _, _ in posts[0]] == ["map.png", "tracks.png", "bonus.png", "displays.png"]
    assert repeats(posts) == [], repeats(posts)
    sizes = sum(size for files in posts for _, _, size in files)
    print(f"{len(posts)} posts, {sum(map(len, posts))} pictures, {sizes} bytes")


async def test_batavia_undo_notice_posts_no_unchanged_picture(world):
    from tests.bot.batavia_play import step

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    rng = random.Random(7)
    undone = 0
    for _ in range(40):
        seat, action, _ = await step(world, world.players[:3], thread, game_id, rng)
        if action.kind not in ("bid", "pass"):
            reply = (await world.players[seat].slash(thread, "batavia undo")).response.content
            if "taken back" in reply:
                undone += 1
                assert "took back" in thread.last_message.content
            if undone >= 2:
                break
    assert undone, "nothing could be taken back"
    posts = await thread_pictures(thread)
    assert repeats(posts) == [], repeats(posts)
