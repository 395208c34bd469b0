"""The async facade runs the store off the event loop, on one worker thread."""

import asyncio
import threading

import pytest

from bot.store import AsyncGameStore, GameStore, StaleVersion, connect
from rules import Action


async def test_async_store_plays_and_refuses_a_double_click(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "a.db")
    try:
        g = await store.create_game("toy", 2, seed=1)
        results = await asyncio.gather(
            store.apply_action(g.id, 0, Action.make("pick", n=2), 0),
            store.apply_action(g.id, 0, Action.make("pick", n=2), 0),
            return_exceptions=True)
        assert sum(isinstance(r, StaleVersion) for r in results) == 1
        loaded = await store.load_game(g.id)
        assert loaded.version == 1
        assert (await store.verify_game(g.id)).ok
        exported = await store.export_game_json(g.id)
        assert (await store.import_game(exported)).version == 1
    finally:
        await store.close()


async def test_work_runs_on_the_store_thread_not_the_loop():
    store = await AsyncGameStore.open()
    try:
        name = await store.run(lambda: threading.current_thread().name)
        assert name.startswith("game-store") and name != threading.current_thread().name
        with pytest.raises(KeyError):
            await store.create_game("no-such-game", 2)
    finally:
        await store.close()


async def test_wrapping_an_open_database(tmp_path):
    store = AsyncGameStore.wrap(GameStore(connect(tmp_path / "w.db")))
    try:
        g = await store.create_game("toy", 1, seed=3)
        await store.apply_action(g.id, 0, {"kind": "pick", "n": 1}, 0)
        assert (await store.get_record(g.id)).version == 1
    finally:
        await store.close()
