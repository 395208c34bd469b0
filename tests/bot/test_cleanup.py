"""A test leaves nothing open: every bot client the simulator ran (the first, and each one
put in its place by ``restart_bot``) has its store, the store's threads and its database
files closed, the replaced one at once (tests/conftest.py's ``simcord_env``). Before, a
third of the way through the suite one process held 236 threads and 584 open database
files."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from tests.bot.conftest import make_bot


def closed(bot) -> bool:
    try:
        bot.games.store.sync.db.execute("SELECT 1")
    except sqlite3.ProgrammingError:  # "Cannot operate on a closed database."
        return True
    return False


def store_threads(bot) -> set[threading.Thread]:
    """The store's writer (and reader) threads that are still alive."""
    store = bot.games.store
    threads: set[threading.Thread] = set()
    for pool in (store._executor, getattr(store, "_read_executor", None)):
        threads |= {getattr(pool, "_thread", None), *getattr(pool, "_threads", ())}
    return {t for t in threads if t is not None and t.is_alive()}


@pytest.fixture
def first_bot(simcord_bot):
    """The test's first client; after the test (and the simulator) ended, it is closed."""
    yield simcord_bot
    assert closed(simcord_bot) and not store_threads(simcord_bot)


async def test_a_replaced_client_is_closed_at_once_and_the_last_at_the_end(first_bot, world, db_path):
    alice = world.players[0]
    await alice.slash(world.channel, "toy status")  # the store at work
    assert not closed(first_bot) and store_threads(first_bot)
    second = make_bot(db_path)
    await world.env.restart_bot(second)
    assert closed(first_bot) and not store_threads(first_bot)
    reply = (await alice.slash(world.channel, "toy status")).response.content
    assert reply  # the new client answers from the same database
    third = make_bot(db_path)
    await world.env.restart_bot(third)
    assert closed(second) and not closed(third)
