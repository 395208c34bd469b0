"""Two bot processes on one database (issue 31): each a GameService on a store of its own
(its own connections, threads and caches), as two processes are; on a SQLite file and on
PostgreSQL. The same click reaching both applies once; the reminder loops of processes on
different shards send every due reminder exactly once, and so do two processes that (against
the lease) serve the same shards at the same moment."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, StalePanel
from bot.shards import Shards, shard_of
from bot.store import AsyncGameStore, Place, StaleVersion

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SHARDS = 2


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def processes(database_url):
    """Two services on one database, sharing only the (test's) clock."""
    clock = Clock()
    stores = [await AsyncGameStore.open(database_url) for _ in range(2)]
    services = [GameService(s, Renderer(images=False), clock=clock) for s in stores]
    yield services, clock
    for s in stores:
        await s.close()


def guild_on(shard: int, n: int) -> int:
    """A server id on ``shard`` (Discord's formula: id >> 22 modulo the shard count)."""
    guild = ((n * SHARDS + shard) << 22) + 17
    assert shard_of(guild, SHARDS) == shard
    return guild


async def test_the_same_click_reaching_both_processes_is_applied_once(processes):
    (a, b), _ = processes
    game = await a.create_game("tally", [1, 2], engine_options={"target": 50},
                               options={"reminder_hours": 6},
                               place=Place(guild_id=guild_on(0, 1), channel_id=5, thread_id=6))
    await a.opening(game.id)
    await a.store.save_draft(game.id, 0, 0, {"rev": 1, "actions": [
        {"kind": "add", "n": 2}, {"kind": "pass"}]})
    # process B read the draft too (its panel): both hold the same Confirm
    assert (await b.store.get_draft(game.id, 0)).draft["rev"] == 1
    results = await asyncio.gather(a.commit(game.id, 1, 0, 1), b.commit(game.id, 1, 0, 1),
                                   return_exceptions=True)
    # one applies it; the other is refused (by its own panel check, or by the game's row
    # lock and version check when both checked before either committed: the race here)
    outcomes = [r for r in results if not isinstance(r, StalePanel | StaleVersion)]
    assert len(outcomes) == 1 and type(outcomes[0]).__name__ == "Outcome", results
    for service in (a, b):  # both processes read the one result
        log = await service.store.action_log(game.id)
        assert [(e.seat, e.version) for e in log] == [(0, 1), (0, 2)]
        reminders = await service.store.game_reminders(game.id)
        assert [(r.purpose, r.seat) for r in reminders] == [("turn", 1)]  # one clock, not two
    assert (await a.store.verify_game(game.id)).ok
    with pytest.raises(StalePanel):  # and again later, on either
        await b.commit(game.id, 1, 0, 1)




async def test_each_process_sends_the_due_reminders_of_its_shards_exactly_once(processes):
    (a, b), clock = processes
    games = {}
    for shard in range(SHARDS):
        for n in range(3):
            game = await a.create_game(
                "tally", [10 + n, 20 + n], engine_options={"target": 50},
                options={"reminder_hours": 6},
                place=Place(guild_id=guild_on(shard, n), channel_id=5, thread_id=100 + n))
            await a.opening(game.id)  # seat 0's turn clock: a nudge in 6 hours
            games[game.id] = shard
    a.store.serve_shards(Shards(SHARDS, (0,)))
    b.store.serve_shards(Shards(SHARDS, (1,)))
    clock.now = START + timedelta(hours=7)
    sent = await asyncio.gather(a.due_reminders(), b.due_reminders())
    for shard, due in enumerate(sent):
        assert sorted(s.game_id for _, s in due) == sorted(g for g, sh in games.items() if sh == shard)
    assert all(r.seat == 0 and r.purpose == "turn" for due in sent for r, _ in due)
    # the next minute's loops: nothing again
    assert await asyncio.gather(a.due_reminders(), b.due_reminders()) == [[], []]


async def test_two_processes_on_the_same_shards_still_send_each_reminder_once(processes):
    """What the lease prevents (two processes on one shard set), the reminder's row-count
    check still survives: the loops of both run at the same moment and each reminder goes
    out from one of them."""
    (a, b), clock = processes
    ids = []
    for n in range(8):
        game = await a.create_game("tally", [10 + n, 20 + n], engine_options={"target": 50},
                                   options={"reminder_hours": 6},
                                   place=Place(guild_id=guild_on(n % SHARDS, n), channel_id=5))
        await a.opening(game.id)
        ids.append(game.id)
    clock.now = START + timedelta(hours=7)
    sent = await asyncio.gather(a.due_reminders(), b.due_reminders())
    counted = Counter(s.game_id for due in sent for _, s in due)
    assert sorted(counted) == sorted(ids) and set(counted.values()) == {1}, counted
