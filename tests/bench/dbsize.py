"""Benchmark: does a move cost more when the database holds many games? A plain script
(not collected by pytest):

    python tests/bench/dbsize.py [--sizes 10,1000] [--moves 30] [--repeat 6]

For each size N it builds a file database with N other Mombasa games quickly (one real
2-player game is played a few dozen moves with reminders, finished and pending, and a
draft; its rows are then copied N times by SQL, half of the copies finished, half active),
then plays committed moves of one fresh 2-player game through the game service (panel,
choices, commit: what a click does, without Discord and without images) and prints, per
size: the median and 95th percentile of the committing call, the write transactions
(BEGIN IMMEDIATE, counted with ``set_trace_callback``) per committing call and per whole
move (panel + choices + commit), the database size, and the ratio of the medians.
Also: the database size before and after ``GameStore.purge`` two days later (done reminders and stale
drafts), and the machine's load average (figures are only comparable at a similar load).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games import GameService, Renderer  # noqa: E402
from bot.games.outcomes import Outcome  # noqa: E402
from bot.store import AsyncGameStore, GameStore, Place, Seat  # noqa: E402

A, B = 111, 222
TEMPLATE_MOVES = 40
DONE_REMINDERS = 60  # finished reminders per game (about what a long game leaves)
TABLES = ("seats", "actions", "snapshots", "drafts", "game_settings", "waiting")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def build(path: Path, n: int) -> None:
    """N copies of one played game, with reminders, written by SQL (seconds, not minutes)."""
    store = GameStore.open(path)
    loaded = store.create_game("mombasa", [Seat(0, A), Seat(1, B)], seed=5,
                               place=Place(guild_id=9, channel_id=8, thread_id=7),
                               settings={"reminder_hours": 12})
    rng = random.Random(5)
    game, state, version = loaded.game, loaded.state, 0
    for _ in range(TEMPLATE_MOVES):
        seat = rng.choice(game.to_move(state))
        applied = store.apply_action(loaded.id, seat, rng.choice(game.legal_actions(state, seat)), version)
        state, version = applied.state, applied.version
    store.save_draft(loaded.id, 0, version, {"rev": 1, "actions": [], "last": None})
    now = datetime.now(UTC)
    for i in range(DONE_REMINDERS):
        rid = store.add_reminder(loaded.id, "turn", now - timedelta(days=40, hours=i), seat=i % 2,
                                 user_id=(A, B)[i % 2], payload={"since": "x", "n": 1})
        store.complete_reminder(rid)
    for purpose in ("turn", "deadline"):  # what a waiting seat has pending
        store.add_reminder(loaded.id, purpose, now + timedelta(days=30), seat=0, user_id=A,
                           payload={"since": "x", "n": 1})
    db = store.db
    columns = {t: [c.name for c in db[t].columns if c.name != "game_id"] for t in TABLES}
    rem_cols = [c.name for c in db["reminders"].columns if c.name not in ("id", "game_id")]
    game_cols = [c.name for c in db["games"].columns if c.name not in ("id", "status")]
    with db.conn:
        for i in range(n - 1):
            status = "finished" if i % 2 else "active"
            cur = db.execute(
                f"INSERT INTO games ({', '.join(game_cols)}, status) "
                f"SELECT {', '.join(game_cols)}, ? FROM games WHERE id = ?", [status, loaded.id])
            new = cur.lastrowid
            for t, cols in columns.items():
                db.execute(f"INSERT INTO {t} (game_id, {', '.join(cols)}) "
                           f"SELECT ?, {', '.join(cols)} FROM {t} WHERE game_id = ?", [new, loaded.id])
            db.execute(f"INSERT INTO reminders (game_id, {', '.join(rem_cols)}) "
                       f"SELECT ?, {', '.join(rem_cols)} FROM reminders WHERE game_id = ?",
                       [new, loaded.id])
            if status == "finished":  # a finished game has nothing pending any more
                db.execute("UPDATE reminders SET done_at = created_at WHERE game_id = ? "
                           "AND done_at IS NULL", [new])
    store.close()


class Counter:
    def __init__(self) -> None:
        self.writes = 0

    def __call__(self, sql: str) -> None:
        if sql.strip().upper().startswith("BEGIN IMMEDIATE"):
            self.writes += 1


async def play(path: Path, moves: int, seed: int) -> tuple[list[float], list[int], list[int]]:
    store = await AsyncGameStore.open(path)
    counter = Counter()
    store.sync.db.conn.set_trace_callback(counter)
    service = GameService(store, Renderer(images=False))
    loaded = await service.create_game("mombasa", [A, B], seed=seed,
                                       place=Place(guild_id=9, channel_id=8, thread_id=6),
                                       options={"reminder_hours": 12})
    await service.opening(loaded.id)
    rng = random.Random(seed)
    times, per_commit, per_move = [], [], []
    while len(times) < moves:
        current = await store.load_game(loaded.id)
        game, state = current.game, current.state
        if current.record.status != "active" or game.is_over(state):
            break
        seat = rng.choice(game.to_move(state))
        user = (A, B)[seat]
        start_writes = counter.writes
        panel = await service.panel(loaded.id, user)
        for _ in range(200):
            if panel.complete:
                before = counter.writes
                t = time.perf_counter()
                result = await service.commit(loaded.id, user, panel.version, panel.rev)
            else:
                choice = rng.choice(panel.choices)
                before = counter.writes
                t = time.perf_counter()
                result = await service.choose(loaded.id, user, panel.version, panel.rev,
                                              choice.index, commit=True)
            elapsed = time.perf_counter() - t
            if isinstance(result, Outcome):
                times.append(elapsed * 1000)
                per_commit.append(counter.writes - before)
                per_move.append(counter.writes - start_writes)
                break
            panel = result
    await store.close()
    return times, per_commit, per_move


def purge_sizes(path: Path) -> tuple[int, int]:
    store = GameStore.open(path)
    store.db.execute("VACUUM")
    before = path.stat().st_size
    purge = getattr(store, "purge", None)
    if purge is None:
        store.close()
        return before, before
    purge(datetime.now(UTC) + timedelta(days=2))  # the hourly sweep, two days later
    store.db.execute("VACUUM")
    after = path.stat().st_size
    store.close()
    return before, after


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10,1000")
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=6)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 shared cores)")
    medians: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        paths, built = {}, {}
        for n in sizes:
            paths[n] = Path(tmp) / f"db{n}.sqlite3"
            t = time.perf_counter()
            build(paths[n], n)
            built[n] = time.perf_counter() - t
        runs: dict[int, tuple[list[float], list[int], list[int]]] = {n: ([], [], []) for n in sizes}
        # the sizes take turns, so a change in the machine's load touches them alike
        for r in range(args.repeat):
            for n in sizes:
                times, per_commit, per_move = asyncio.run(play(paths[n], args.moves, seed=100 + r))
                runs[n][0].extend(times)
                runs[n][1].extend(per_commit)
                runs[n][2].extend(per_move)
        for n in sizes:
            all_times, commits, whole = runs[n]
            medians[n] = statistics.median(all_times)
            size = paths[n].stat().st_size
            print(f"N={n:5d} games ({size / 1e6:.1f} MB, built in {built[n]:.1f} s): committing call "
                  f"median {medians[n]:.1f} ms, p95 {percentile(all_times, 0.95):.1f} ms "
                  f"over {len(all_times)} moves; write transactions per commit: median "
                  f"{statistics.median(commits)}, max {max(commits)}; per whole move (panel, "
                  f"choices, commit): median {statistics.median(whole)}, max {max(whole)}")
            before, after = purge_sizes(paths[n])
            print(f"        database size (vacuumed) {before / 1e6:.2f} MB, after purge "
                  f"{after / 1e6:.2f} MB")
    if len(sizes) >= 2:
        lo, hi = sizes[0], sizes[-1]
        print(f"ratio of medians N={hi} / N={lo}: {medians[hi] / medians[lo]:.3f}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
