"""What one store call and one statement cost the bot's CPU (issue 28: the round trips of a
move). A plain script (not collected by pytest):

    python tests/bench/handoffs.py [--calls N] [--no-postgres]

Prints the process's CPU (user + system) per call of an empty function handed to a store
thread and awaited on the event loop: as the store hands it (``aio.Handoff``: the writer's
``GroupWriter.handoff``, the reader's ``StoreThread.handoff``) and through
``loop.run_in_executor`` (what it did before), each run after a warm-up. Then the CPU per
statement of a one-row SELECT (a games row by id) through the store's database: SQLite (a
temporary file) and PostgreSQL (a throw-away local server, tests/pgserver.py), and psycopg's
own ``Connection.execute`` beside it. CPU, not wall time: the machine's load changes little.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import tests.toy.game  # noqa: E402, F401  (registers "toy")
from bot.store import GameStore, Seat  # noqa: E402
from bot.store.aio import GroupWriter, StoreThread  # noqa: E402


def cpu() -> float:
    t = os.times()
    return t.user + t.system


def nothing() -> int:
    return 1


async def per_call(calls: int) -> list[tuple[str, float]]:
    loop = asyncio.get_running_loop()
    writer, reader, pool = GroupWriter("bench-writer"), StoreThread("bench-reader"), ThreadPoolExecutor(1)
    ways: list[tuple[str, Callable[[], Any]]] = [
        ("GroupWriter.handoff (the writer's)", lambda: writer.handoff(nothing)),
        ("StoreThread.handoff (the reader's)", lambda: reader.handoff(nothing)),
        ("run_in_executor(GroupWriter) (before)", lambda: loop.run_in_executor(writer, nothing)),
        ("run_in_executor(ThreadPoolExecutor) (before)", lambda: loop.run_in_executor(pool, nothing)),
    ]
    out = []
    try:
        for name, call in ways:
            for _ in range(max(1, calls // 10)):
                await call()
            start = cpu()
            for _ in range(calls):
                await call()
            out.append((name, (cpu() - start) / calls))
    finally:
        writer.shutdown()
        reader.shutdown()
        pool.shutdown()
    return out


def per_statement(store: GameStore, statements: int) -> float:
    game_id = store.create_game("toy", [Seat(0, 1), Seat(1, 2)], seed=1).id
    for _ in range(max(1, statements // 10)):
        list(store.db.query("SELECT * FROM games WHERE id = ?", [game_id]))
    start = cpu()
    for _ in range(statements):
        list(store.db.query("SELECT * FROM games WHERE id = ?", [game_id]))
    return (cpu() - start) / statements


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=5000, help="calls (and statements) timed per way")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    args = parser.parse_args()
    print(f"CPU per store call (an empty function, awaited on the event loop; {args.calls} calls):")
    for name, seconds in asyncio.run(per_call(args.calls)):
        print(f"  {name:<46} {seconds * 1e6:6.1f} µs")
    print(f"CPU per statement (a games row by id; {args.calls} statements):")
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore.open(Path(tmp) / "bench.sqlite3")
        print(f"  SQLite (the store's query)                     {per_statement(store, args.calls) * 1e6:6.1f} µs")
        store.close()
    if args.no_postgres:
        return
    from tests.pgserver import Server

    server = Server()
    server.start()
    try:
        with server.database() as url:
            store = GameStore.open(url)
            print(f"  PostgreSQL (the store's query)                 {per_statement(store, args.calls) * 1e6:6.1f} µs")
            conn = store.db._connection()
            start = cpu()
            for _ in range(args.calls):
                conn.execute("SELECT * FROM games WHERE id = %s", [1]).fetchall()
            print(f"  PostgreSQL (psycopg's Connection.execute)      {(cpu() - start) / args.calls * 1e6:6.1f} µs")
            store.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
