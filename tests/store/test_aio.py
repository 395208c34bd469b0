"""The async facade runs the store off the event loop, on one worker thread."""

import asyncio
import sqlite3
import threading
import time

import pytest

from bot.store import AsyncGameStore, GameStore, StaleVersion, connect
from rules import Action


async def test_async_store_plays_and_refuses_a_double_click(database_url):
    store = await AsyncGameStore.open(database_url)  # a SQLite file, then PostgreSQL
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


async def _writer_held(store):
    """Block the writer thread until the returned event is set (calls queue meanwhile)."""
    release = threading.Event()
    busy = asyncio.ensure_future(store.run(release.wait, 30))
    await asyncio.sleep(0.05)
    return release, busy


async def test_waiting_writes_share_one_commit_and_each_is_stored(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "g.db")
    try:
        games = [await store.create_game("toy", 2, seed=i) for i in range(5)]
        commits = []
        store.sync.db.conn.set_trace_callback(lambda sql: commits.append(sql) if sql == "COMMIT" else None)
        release, busy = await _writer_held(store)
        moves = [asyncio.ensure_future(store.apply_action(g.id, 0, Action.make("pick", n=2), 0)) for g in games]
        await asyncio.sleep(0.05)
        release.set()
        await busy
        applied = await asyncio.gather(*moves)
        assert [a.version for a in applied] == [1] * 5
        assert commits == ["COMMIT"]  # five moves, one commit (one fsync)
        store.sync.db.conn.set_trace_callback(None)
        other = sqlite3.connect(tmp_path / "g.db")  # what a restarted bot would read
        assert other.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 5
        other.close()
    finally:
        await store.close()


async def test_a_failing_call_in_a_group_keeps_the_others_and_its_own_refusal(database_url):
    store = await AsyncGameStore.open(database_url)  # a SQLite file, then PostgreSQL
    try:
        a = await store.create_game("toy", 2, seed=1)
        b = await store.create_game("toy", 2, seed=2)
        release, busy = await _writer_held(store)
        calls = [store.apply_action(a.id, 0, Action.make("pick", n=2), 0),
                 store.apply_action(a.id, 0, Action.make("pick", n=2), 0),  # the double click
                 store.apply_action(b.id, 0, Action.make("pick", n=1), 0)]
        pending = asyncio.ensure_future(asyncio.gather(*calls, return_exceptions=True))
        await asyncio.sleep(0.05)
        release.set()
        await busy
        first, second, third = await pending
        assert first.version == 1 and isinstance(second, StaleVersion) and third.version == 1
        assert (await store.load_game(a.id)).version == 1
        assert (await store.load_game(b.id)).version == 1
        assert store._executor.groups >= 2
    finally:
        await store.close()


async def test_no_call_returns_before_its_group_is_committed(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "c.db")
    try:
        a = await store.create_game("toy", 2, seed=1)
        release, busy = await _writer_held(store)
        move = asyncio.ensure_future(store.apply_action(a.id, 0, Action.make("pick", n=2), 0))
        finished: list[bool] = []
        slow = asyncio.ensure_future(store.run(lambda: (time.sleep(0.3), finished.append(True))))  # same group
        await asyncio.sleep(0.05)
        release.set()
        await busy
        await move
        assert finished  # the move's answer waited for the whole group and its commit
        await slow
        other = sqlite3.connect(tmp_path / "c.db")
        assert other.execute("SELECT version FROM games WHERE id = ?", [a.id]).fetchone()[0] == 1
        other.close()
    finally:
        await store.close()


async def test_a_call_whose_error_ended_the_transaction_fails_its_whole_group(tmp_path):
    """As SQLite does on a full disk: the error rolled back the group's transaction, so the
    writes before it in the group are gone too, and none of their calls may say stored."""
    store = await AsyncGameStore.open(tmp_path / "r.db")
    try:
        a = await store.create_game("toy", 2, seed=1)

        def fails_and_ends_the_transaction():
            store.sync.db.execute("ROLLBACK")
            raise sqlite3.OperationalError("database or disk is full")

        release, busy = await _writer_held(store)
        move = store.apply_action(a.id, 0, Action.make("pick", n=2), 0)
        pending = asyncio.ensure_future(asyncio.gather(move, store.run(fails_and_ends_the_transaction),
                                                       return_exceptions=True))
        await asyncio.sleep(0.05)
        release.set()
        await busy
        moved, failed = await pending
        assert isinstance(moved, sqlite3.OperationalError) and isinstance(failed, sqlite3.OperationalError)
        assert (await store.load_game(a.id)).version == 0
        assert (await store.apply_action(a.id, 0, Action.make("pick", n=2), 0)).version == 1  # and it goes on
    finally:
        await store.close()


async def test_on_postgresql_reads_have_their_own_connection_and_see_every_commit(postgres_url):
    store = await AsyncGameStore.open(postgres_url)
    try:
        assert store.reader is not None and store.reader.db is not store.sync.db
        g = await store.create_game("toy", 2, seed=4)
        await store.apply_action(g.id, 0, Action.make("pick", n=1), 0)
        assert (await store.load_game(g.id)).version == 1  # read on the reader, after the commit
        release, busy = await _writer_held(store)
        try:  # the writer is busy: a read does not queue behind it
            assert (await asyncio.wait_for(store.get_record(g.id), 5)).version == 1
        finally:
            release.set()
            await busy
    finally:
        await store.close()


async def test_a_call_cancelled_before_it_began_never_runs_and_the_others_come_back(tmp_path):
    """The reader's and the writer's calls come back to the loop as asyncio futures
    (``aio.Handoff``): a result, an error as raised, in the caller's context; a call whose
    caller gave up while it waited in the queue is not run at all (as with an executor)."""
    store = await AsyncGameStore.open(tmp_path / "h.db")
    try:
        g = await store.create_game("toy", 2, seed=1)
        ran: list[str] = []
        for queue_of in (store.read, store.run):  # the reader's thread, then the writer's
            release = threading.Event()
            busy = asyncio.ensure_future(queue_of(release.wait, 30))
            await asyncio.sleep(0.05)
            waiting = asyncio.ensure_future(queue_of(ran.append, queue_of.__name__))
            after = asyncio.ensure_future(queue_of(lambda: threading.current_thread().name))
            await asyncio.sleep(0.05)
            waiting.cancel()
            release.set()
            assert await busy is True
            assert (await after).startswith("game-store")
            with pytest.raises(asyncio.CancelledError):
                await waiting
        assert ran == []
        with pytest.raises(StaleVersion):  # an error comes back as raised
            await store.apply_action(g.id, 0, Action.make("pick", n=2), 5)
        assert (await store.get_record(g.id)).version == 0
    finally:
        await store.close()
