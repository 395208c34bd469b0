"""Benchmark of the per-user look-ups with many games, idle and beside a busy writer.

    python tests/bench/listings.py [--games 400] [--repeat 50]

One user with ``--games`` active solo games (in a DM) and as many in a server. Times, per
call: the ``game`` autocomplete (``game_choices``), the look-up of "your game" when a
command names none (``game_ids_of``, in a server and in the DM; ``game_in_place`` in the
DM), ``/<game> status`` outside a thread (the autocomplete's 25 rows, each summarised),
the solo-game count of a new solo game, and the game of a Discord message. First with the
store idle, then while the writer thread is kept busy (a stand-in for other games' moves:
50 ms of work after another, back to back), once with reads on their own connection (now)
and once with every read on the writer thread (as before issue 19). Prints the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games import GameService, Renderer  # noqa: E402
from bot.games.base import Viewer  # noqa: E402
from bot.store import AsyncGameStore, GameStore, Place, Seat  # noqa: E402

USER = 1234567890
GUILD = 42
LABELS = {("mombasa", n): ("#", f" Mombasa with {n} players") for n in range(1, 5)}


def build(path: Path, games: int) -> None:
    store = GameStore.open(path)
    for i in range(games):
        store.create_game("mombasa", [Seat(0, USER), Seat(1, None, None, True)], seed=i,
                          options={"automa": "easy"}, place=Place(dm_user_id=USER))
        g = store.create_game("mombasa", [Seat(0, USER), Seat(1, 99)], seed=i,
                              place=Place(guild_id=GUILD, channel_id=1, thread_id=10_000 + i))
        store.set_message(g.id, "board", 50_000 + i)
    store.close()


async def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        await fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


async def measure(path: Path, repeat: int, *, reader: bool, busy: bool) -> dict[str, float]:
    store = await AsyncGameStore.open(path)
    if not reader and store.reader is not None:  # as before: every read on the writer
        store.reader.close()
        store.reader = None
        store._read_executor.shutdown()
        store._read_executor = None
    service = GameService(store, Renderer(images=False))
    stop = asyncio.Event()

    async def writer_busy() -> None:
        while not stop.is_set():
            await store.run(time.sleep, 0.05)

    task = asyncio.ensure_future(writer_busy()) if busy else None
    await asyncio.sleep(0.01)

    async def status_outside_a_thread() -> None:
        rows = await store.game_choices(USER, labels=LABELS, guild_id=GUILD)
        for game_id, _ in rows:
            await service.summary(game_id)

    calls = {
        "autocomplete (game_choices)": lambda: store.game_choices(USER, labels=LABELS, guild_id=GUILD),
        "your game, server (game_ids_of)": lambda: service.game_ids_of(USER, Viewer(USER, GUILD)),
        "your game, DM (game_in_place)": lambda: service.game_in_place(dm_user_id=USER),
        "your game, DM (game_ids_of)": lambda: service.game_ids_of(USER, Viewer(USER, None)),
        "solo count (count_active_solo)": lambda: store.count_active_solo(USER),
        "game of a message": lambda: store.game_for_message(50_000),
    }
    out = {name: await timed(fn, repeat) for name, fn in calls.items()}
    out["status outside a thread (25 summaries)"] = await timed(status_outside_a_thread,
                                                               max(3, repeat // 10))
    stop.set()
    if task is not None:
        await task
    await store.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 shared cores)")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        build(path, args.games)
        runs = {
            "idle": asyncio.run(measure(path, args.repeat, reader=True, busy=False)),
            "busy writer, reads on their own connection": asyncio.run(
                measure(path, args.repeat, reader=True, busy=True)),
            "busy writer, reads on the writer (before)": asyncio.run(
                measure(path, args.repeat, reader=False, busy=True)),
        }
    print(f"one user with {args.games} solo games and {args.games} server games; median ms per call")
    names = list(next(iter(runs.values())))
    print(f"{'':42s}" + "".join(f"{k[:28]:>30s}" for k in runs))
    for name in names:
        print(f"{name:42s}" + "".join(f"{runs[k][name]:30.2f}" for k in runs))
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
