"""A bot process without Discord, run as a subprocess by test_process_kill: the game
service and its store on DATABASE, for the servers of its shards, as ``mombasa-bot run``
holds them (the instance lease, renewed; the reminder loop; moves committed one after the
other). Discord's side is left out: what a kill can lose is in the process and the store.

    python -m tests.bot.moveproc DATABASE SHARD_COUNT SHARD_IDS [--hold-after N]

On stdout, one line each (flushed at once):
  LEASE <seconds waited>      the lease taken (a killed holder's runs out after LEASE_S)
  GAMES <id> <id> ...         the games of its shards it plays (made on the first start)
  ACK <game> <version>        a move committed: acknowledged to its player
  REMIND <game> <seat>        a due reminder sent
  INSIDE <game>               --hold-after: the next move is inside its write transaction
                              and stays there (to be killed mid-move)
SIGTERM: the moves under way finish, the lease is given back, exit 0.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
import time

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer
from bot.shards import Shards
from bot.store import AsyncGameStore, Place
from bot.store import lease as leases
from bot.store.db import connect

LEASE_S = 3.0  # short, so a test waits seconds, not a minute, for a killed holder's lease
GAMES_PER_SHARD = 2


def say(*words: object) -> None:
    print(*words, flush=True)


def guild_on(shard: int, count: int, n: int) -> int:
    return ((n * count + shard) << 22) + 17


def take_lease(database: str, shards: Shards):
    leases.LEASE_S = LEASE_S
    db = connect(database, migrate=False)
    start = time.monotonic()
    while True:
        try:
            lease = leases.acquire(db, shards)
            break
        except leases.LeaseHeld:
            time.sleep(0.2)
    say("LEASE", f"{time.monotonic() - start:.1f}")
    return db, lease


def keep_lease(db, lease, stop: threading.Event) -> None:
    while not stop.wait(LEASE_S / 4):
        try:
            renewed = leases.renew(db, lease)
        except Exception:  # noqa: BLE001 - SQLite busy while a move is held: next time
            continue
        if not renewed:
            say("LOST")
            os._exit(3)


async def main() -> None:
    database, count, ids = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    hold_after = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--hold-after" else None
    shards = Shards(count, tuple(int(i) for i in ids.split(",")))
    store = await AsyncGameStore.open(database)  # migrated first, as ``serve`` does
    lease_db, lease = take_lease(database, shards)
    stop_renewing = threading.Event()
    renewer = threading.Thread(target=keep_lease, args=(lease_db, lease, stop_renewing), daemon=True)
    renewer.start()
    store.serve_shards(shards)
    service = GameService(store, Renderer(images=False))
    mine = [g for g in await store.find_games(status="active") if shards.owns(g.place.guild_id)]
    if not mine:  # the first start: the games of its shards
        for shard in shards.ids:
            for n in range(GAMES_PER_SHARD):
                place = Place(guild_id=guild_on(shard, count, n), channel_id=5, thread_id=6)
                game = await service.create_game("tally", [1000 * shard + 2 * n + 1, 1000 * shard + 2 * n + 2],
                                                 engine_options={"target": 10**6},
                                                 options={"reminder_hours": 6}, place=place)
                await service.opening(game.id)
        mine = [g for g in await store.find_games(status="active") if shards.owns(g.place.guild_id)]
    say("GAMES", *sorted(g.id for g in mine))

    stopping = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopping.set)
    acks = 0
    while not stopping.is_set():
        for reminder, summary in await service.due_reminders():  # the reminder loop
            say("REMIND", summary.game_id, reminder.seat)
        for record in mine:
            if stopping.is_set():
                break
            loaded = await store.load_game(record.id)
            seat = loaded.game.to_move(loaded.state)[0]
            user = loaded.seats[seat].user_id
            draft = await store.get_draft(record.id, seat)
            rev = (draft.draft.get("rev", 0) if draft else 0) + 1
            await store.save_draft(record.id, seat, loaded.version,
                                   {"rev": rev, "actions": [{"kind": "add", "n": 1}, {"kind": "pass"}]})
            if hold_after is not None and acks >= hold_after:
                hold_inside(store, record.id)
            outcome = await service.commit(record.id, user, loaded.version, rev)
            acks += 1
            say("ACK", record.id, outcome.version)
            # a breath between moves, as players' clicks have: on one SQLite file the other
            # process's writer gets the lock too (a loop without one starved it past SQLite's
            # 10 s busy timeout at load average 18)
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.01)
    stop_renewing.set()
    renewer.join()
    await store.close()
    leases.release(lease_db, lease)
    lease_db.close()
    say("STOPPED")


def hold_inside(store: AsyncGameStore, game_id: int) -> None:
    """The next move stops inside its write transaction, after its log row is written and
    before its commit: the moment a kill is to find it."""
    sync = store.sync
    real = sync._store_snapshot

    def held(*args, **kwargs):
        real(*args, **kwargs)
        say("INSIDE", game_id)
        time.sleep(3600)

    sync._store_snapshot = held  # type: ignore[method-assign]  # a test's stop inside the transaction


if __name__ == "__main__":
    asyncio.run(main())
