"""The drawing pool (issue 19): board images drawn in worker processes are the same bytes as
those drawn in the bot's process; a worker that dies loses no image; the bot closes its
workers and leaves no process behind."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest
import simcord

from bot.client import GameHost
from bot.config import ConfigError, Settings, default_draw_workers, load_settings
from bot.games import drawing
from bot.games.board import Order, Renderer
from bot.games.drawing import DrawingPool, start_pool
from rules import get_game
from tests.bot.helpers import latest_board


def orders() -> list[Order]:
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=7, options={})
    public = game.view(state, None)
    return [
        Order("mombasa", public, "map", "en", ("Alice", "Bob")),
        Order("mombasa", public, "tracks", "nl", ("Alice", "Bob")),
        Order("mombasa", game.view(state, 0), "hand", "en"),
    ]


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/status").read_text().split("State:")[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def child_pids() -> set[int]:
    """This process's live children, but multiprocessing's resource tracker: one small
    process Python starts with the first pool and keeps until this process exits."""
    out: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        try:
            out |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:
            pass
    return {p for p in out if alive(p) and b"resource_tracker" not in _cmdline(p)}


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _die(order: Order):  # runs in a worker: the worker dies abruptly
    os._exit(3)


async def test_pooled_images_are_the_same_bytes_as_in_process():
    renderer = Renderer()
    pool = start_pool(renderer, 1)
    assert pool is not None and renderer.pool is pool
    await pool.start()
    try:
        for order in orders():
            pooled = await renderer.draw(order)
            here = renderer.picture_of(order)
            assert pooled.png is not None and pooled.png == here.png
            assert (pooled.text, pooled.filename) == (here.text, here.filename)
    finally:
        await pool.close()


async def test_a_killed_worker_loses_no_image():
    renderer = Renderer()
    pool = start_pool(renderer, 1)
    await pool.start()
    try:
        order = orders()[0]
        want = renderer.picture_of(order)
        [pid] = pool.pids
        drawn = asyncio.ensure_future(renderer.draw(order))
        await asyncio.sleep(0)  # the order is handed to the worker, which is then killed
        os.kill(pid, signal.SIGKILL)
        assert (await drawn).png == want.png
        assert pool.restarts == 1
        assert pid not in pool.pids
        other = orders()[1]  # (not ``order``: the renderer reuses a picture it has made)
        assert (await renderer.draw(other)).png == renderer.picture_of(other).png  # and draws on
    finally:
        await pool.close()


async def test_a_pool_that_breaks_again_draws_in_process(monkeypatch):
    renderer = Renderer()
    pool = start_pool(renderer, 1)
    await pool.start()
    try:
        monkeypatch.setattr(drawing, "_draw", _die)  # every worker dies on every order
        order = orders()[0]
        picture = await renderer.draw(order)
        assert picture.png == renderer.picture_of(order).png
        assert pool.restarts == 2
    finally:
        await pool.close()


async def test_no_pool_for_zero_workers_or_other_drawing():
    assert start_pool(Renderer(), 0) is None
    custom = Renderer(fn=lambda *a, **k: None)
    assert start_pool(custom, 2) is None and custom.pool is None
    assert (await custom.draw(orders()[0])).png is None  # drawn in a thread, as before


async def test_the_bot_draws_in_its_workers_and_closes_them(tmp_path):
    before = child_pids()
    settings = Settings(discord_token="t", database_path=tmp_path / "db.sqlite3", draw_workers=1)
    bot = GameHost(settings, games=("mombasa",))
    async with simcord.run(bot, settle_timeout=60.0) as env:
        pids = bot.drawing.pids
        assert len(pids) == 1 and all(alive(p) for p in pids)
        guild = env.create_guild("G")
        channel = guild.create_text_channel("games")
        alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice", "bob"))
        lobby = (await alice.slash(channel, "mombasa new", players=2)).response
        await bob.click(lobby, label="Join")
        await alice.click(lobby, label="Start")
        board = latest_board(channel.threads[-1])
        live = channel.threads[-1].history()[0]  # the live board, drawn by the workers
        assert [a.filename for a in live.attachments] == ["map.png", "tracks.png", "bonus.png", "displays.png"]
        panel = (await alice.click(board, label="Open my panel")).response
        assert "Choose" in panel.content and panel.attachments[0].filename.startswith("decision-")
        assert panel.components  # the choices, as before
        await bot.close()
    assert bot.drawing is None
    assert not any(alive(p) for p in pids)
    assert child_pids() <= before


def test_draw_workers_setting():
    env = {"DISCORD_TOKEN": "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbcde.the-secret-part_XYZ0123456789ab"}
    assert load_settings(env, env_file=None).draw_workers == default_draw_workers() >= 1
    assert default_draw_workers() <= max(1, len(os.sched_getaffinity(0)) - 1)
    assert load_settings({**env, "DRAW_WORKERS": "0"}, env_file=None).draw_workers == 0
    assert load_settings({**env, "DRAW_WORKERS": "3"}, env_file=None).draw_workers == 3
    for bad in ("-1", "two", "999"):
        with pytest.raises(ConfigError, match="DRAW_WORKERS"):
            load_settings({**env, "DRAW_WORKERS": bad}, env_file=None)
    assert Settings(discord_token="t", database_path=Path("x")).draw_workers == 0  # tests: in-process


async def test_closing_twice_and_drawing_after_close_is_safe():
    renderer = Renderer()
    pool = DrawingPool(1)
    renderer.pool = pool
    await pool.start()
    await pool.close()
    await pool.close()
    order = orders()[0]
    drawn = await renderer.draw(order)  # in this process
    assert drawn.png == renderer.picture_of(order).png


def _crash() -> int:  # a worker that dies while starting
    os._exit(4)


async def test_workers_that_cannot_start_leave_drawing_in_process(monkeypatch, caplog):
    monkeypatch.setattr(drawing, "_ready", _crash)
    renderer = Renderer()
    pool = start_pool(renderer, 1)
    await pool.start()  # logged, not raised: the bot starts anyway
    assert pool.pids == [] and "did not start" in caplog.text
    order = orders()[0]
    drawn = await renderer.draw(order)
    assert drawn.png == renderer.picture_of(order).png
    await pool.close()


async def test_a_picture_already_made_is_reused_not_drawn_again(monkeypatch):
    renderer = Renderer()
    drawn: list[str] = []
    real = renderer.fn

    def counting(kind, view, what, **options):
        drawn.append(what)
        return real(kind, view, what, **options)

    monkeypatch.setattr(renderer, "fn", counting)
    hand = orders()[2]
    first = await renderer.draw(hand)
    again = await renderer.draw(Order(hand.kind, dict(hand.view), hand.what, hand.lang))  # an equal order
    assert drawn == ["hand"] and again == first and renderer.reused == 1
    other = await renderer.draw(orders()[0])  # another view or image is drawn
    dutch = await renderer.draw(Order(hand.kind, hand.view, hand.what, "nl"))  # another language too
    assert drawn == ["hand", "map", "hand"] and other.png != first.png and dutch.png != first.png
    assert renderer.picture_of(hand).png == first.png  # the same bytes as drawing it anew


async def test_orders_of_one_view_are_told_apart_by_what_else_they_draw(monkeypatch):
    """Orders of one call drawing from one view (the live board's parts) have their view
    pickled once for the remembered pictures' keys, yet each other image, language or set
    of names is a picture of its own; the same view changed since is not the picture remembered."""
    renderer = Renderer()
    drawn: list[tuple[str, str | None]] = []
    real = renderer.fn

    def counting(kind, view, what, **options):
        drawn.append((what, options.get("words").lang if options.get("words") else None))
        return real(kind, view, what, **options)

    monkeypatch.setattr(renderer, "fn", counting)
    public = orders()[0].view
    board = [Order("mombasa", public, "map", "en", ("Alice", "Bob")),
             Order("mombasa", public, "map", "nl", ("Alice", "Bob")),
             Order("mombasa", public, "tracks", "en", ("Alice", "Bob")),
             Order("mombasa", public, "map", "en", ("Alice", "Cid"))]
    pictures = await renderer.draw_all(board)
    assert len(drawn) == 4 and renderer.reused == 0
    assert len({p.png for p in pictures[:3]}) == 3
    assert await renderer.draw_all(board) == pictures and len(drawn) == 4  # all remembered
    assert renderer.reused == 4 and renderer.redrawn_skipped == 0
    changed = {**public, "round": public["round"] + 1}  # (not on the map: its image is kept)
    again = await renderer.draw_all([Order("mombasa", changed, "map", "en", ("Alice", "Bob")), board[0]])
    # the changed view is not found as the order drawn before (only its image is kept)
    assert renderer.reused == 5 and renderer.redrawn_skipped == 1 and again[1] == pictures[0]
