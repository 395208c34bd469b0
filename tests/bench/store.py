"""Benchmark of the game store. A plain script (not collected by pytest):

    python tests/bench/store.py [--games N] [--actions A] [--backends sqlite,postgres]
                                [--database postgresql://...]

Prints, per backend: the commit cost of the store (one write transaction with one row, and
one action with its version check, log row, snapshot and version bump, minus the engine),
actions appended per second (each with its snapshot, in one transaction with the version
check), the load time of a game with 2,000 actions (from its snapshot, from the nearest
checkpoint, and a full replay as verify does), and the database size per finished 4-player
game. SQLite is a temporary file (WAL, synchronous=FULL); PostgreSQL is the database at
--database, else a throw-away local server (tests/pgserver.py: fsync off, so its commits
cost less than on a real server's disk; it says so). Uses the real "mombasa" engine when
get_game("mombasa") works, else the toy game, and says which.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.store import CHECKPOINT_EVERY, GameStore  # noqa: E402
from bot.store.counts import count_store  # noqa: E402
from rules import get_game  # noqa: E402
from tests.pgserver import Server, ServerUnavailable  # noqa: E402


def pick_game() -> str:
    try:
        game = get_game("mombasa")
        game.new_game(players=4, seed=1, options={})
        return "mombasa"
    except Exception as exc:  # not there yet, or not working yet
        print(f"(mombasa engine unavailable: {type(exc).__name__}: {exc})")
    import tests.store.tallygame  # noqa: F401
    import tests.toy.game  # noqa: F401

    return "toy"


def play(store: GameStore, game_id: int, rng: random.Random, limit: int | None = None) -> int:
    loaded = store.load_game(game_id)
    game, state, version, n = loaded.game, loaded.state, loaded.version, 0
    while not game.is_over(state) and (limit is None or n < limit):
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        applied = store.apply_action(game_id, seat, action, version)
        state, version, n = applied.state, applied.version, n + 1
    return n


def engine_only(kind: str, seed: int, limit: int | None) -> tuple[int, float]:
    game, rng = get_game(kind), random.Random(seed)
    state, n, t = game.new_game(players=4, seed=seed, options={}), 0, time.perf_counter()
    while not game.is_over(state) and (limit is None or n < limit):
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        game.dump(state)
        n += 1
    return n, time.perf_counter() - t


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def measure_load(store: GameStore, game_id: int, n: int, kind: str) -> None:
    load = best_of(lambda: store.load_game(game_id))
    full = best_of(lambda: store.verify_game(game_id), repeat=3)
    report = store.verify_game(game_id)
    # worst case of the checkpoint policy: the latest snapshot lost, replay <= 100 actions
    store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq = ?", [game_id, n])
    tail = n % CHECKPOINT_EVERY or CHECKPOINT_EVERY
    from_checkpoint = best_of(lambda: store.load_game(game_id))
    store.repair_game(game_id)
    print(f"load of a {n}-action {kind!r} game: {load * 1000:.2f} ms from its snapshot; "
          f"{from_checkpoint * 1000:.2f} ms replaying {tail} actions from a checkpoint; "
          f"full replay + compare (verify): {full * 1000:.1f} ms, "
          f"{'verify OK' if report.ok else 'VERIFY FAILED: ' + '; '.join(report.problems)}")


def commit_cost(store: GameStore, kind: str, repeat: int) -> None:
    """The store's own cost per commit: a write transaction of one row, and one action
    (version check, log row, snapshot, version bump) less what its engine step costs."""
    one_row = best_of(lambda: store.set_user_language(1, "nl"), repeat=repeat)
    g = store.create_game(kind, 4, seed=7)
    loaded = store.load_game(g.id)
    seat = loaded.game.to_move(loaded.state)[0]
    action = loaded.game.legal_actions(loaded.state, seat)[0]
    times = []
    for _ in range(repeat):  # the same first action on a new game each time
        g = store.create_game(kind, 4, seed=7)
        t = time.perf_counter()
        store.apply_action(g.id, seat, action, 0)
        times.append(time.perf_counter() - t)
    counts = count_store(store)
    g = store.create_game(kind, 4, seed=7)
    before = counts.snapshot()
    store.apply_action(g.id, seat, action, 0)
    statements, writes = counts.since(before)
    print(f"one action through the store: {statements} statements (round trips on PostgreSQL), "
          f"{writes} write transaction(s)")
    game = loaded.game
    engine = best_of(lambda: game.dump(game.apply(loaded.state, seat, action)[0]), repeat=repeat)
    print(f"store commit cost: {one_row * 1000:.2f} ms for a one-row write transaction; "
          f"{(min(times) - engine) * 1000:.2f} ms per action beside its engine step "
          f"({min(times) * 1000:.2f} ms in all, engine apply+dump {engine * 1000:.2f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="finished 4-player games to store")
    parser.add_argument("--actions", type=int, default=2000,
                        help="actions of the long game whose load is timed")
    parser.add_argument("--backends", default="sqlite,postgres",
                        help="which databases to measure, in order (sqlite, postgres)")
    parser.add_argument("--database", metavar="URL",
                        help="the PostgreSQL database to use (its tables are filled: use an "
                        "empty one); default: a throw-away local server")
    args = parser.parse_args()
    kind = pick_game()
    print(f"game used: {kind!r}   checkpoint every {CHECKPOINT_EVERY} actions   "
          f"load average {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    for backend in args.backends.split(","):
        if backend == "sqlite":
            print("\n== SQLite (a file, WAL, synchronous=FULL)")
            run_sqlite(args, kind)
        elif backend == "postgres":
            run_postgres(args, kind)
        else:
            parser.error(f"unknown backend {backend!r}: sqlite or postgres")


def run_postgres(args: argparse.Namespace, kind: str) -> None:
    if args.database:
        print(f"\n== PostgreSQL ({args.database.rsplit('@', 1)[-1]})")
        bench_store(GameStore.open(args.database), args, kind)
        return
    try:
        server = Server()
        server.start()
    except ServerUnavailable as exc:
        print(f"\n== PostgreSQL: not measured ({exc})")
        return
    try:
        print("\n== PostgreSQL 15, a throw-away local server on loopback (fsync off)")
        with server.database() as url:
            bench_store(GameStore.open(url), args, kind)
    finally:
        server.stop()


def bench_store(store: GameStore, args: argparse.Namespace, kind: str) -> None:
    commit_cost(store, kind, repeat=20)
    rng, total, started = random.Random(1), 0, time.perf_counter()
    for seed in range(args.games):
        g = store.create_game(kind, 4, seed=seed)
        total += play(store, g.id, rng)
    elapsed = time.perf_counter() - started
    print(f"appended: {total} actions in {args.games} finished games, "
          f"{total / elapsed:,.0f} actions/s through the store ({elapsed / total * 1000:.2f} ms each)")
    size = store.db.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    print(f"database size: {size / 1024 / 1024:,.1f} MiB in all (with PostgreSQL's own "
          f"catalogue, about 7 MiB empty)")
    g = store.create_game(kind, 4, seed=99)
    n = play(store, g.id, random.Random(2), limit=args.actions)
    measure_load(store, g.id, n, kind)
    store.close()


def run_sqlite(args: argparse.Namespace, kind: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        # 1. appends per second, and database size per finished 4-player game
        path = Path(tmp) / "bench.db"
        store = GameStore.open(path)
        commit_cost(store, kind, repeat=20)
        rng, total, started = random.Random(1), 0, time.perf_counter()
        for seed in range(args.games):
            g = store.create_game(kind, 4, seed=seed)
            total += play(store, g.id, rng)
        elapsed = time.perf_counter() - started
        engine_n, engine_t = 0, 0.0
        for seed in range(args.games):
            n, t = engine_only(kind, seed, None)
            engine_n, engine_t = engine_n + n, engine_t + t
        print(f"appended: {total} actions in {args.games} finished games, "
              f"{total / elapsed:,.0f} actions/s through the store "
              f"({elapsed / total * 1000:.2f} ms each; the engine alone, apply+dump: "
              f"{engine_t / max(engine_n, 1) * 1000:.2f} ms)")
        sizes = store.db.execute(
            "SELECT (SELECT SUM(length(state)) FROM snapshots), "
            "(SELECT COUNT(*) FROM snapshots), (SELECT SUM(length(action)) FROM actions)"
        ).fetchone()
        store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        store = GameStore.open(path)
        store.db.execute("VACUUM")
        store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = os.path.getsize(path)
        print(f"database size per finished 4-player game: {size / args.games / 1024:,.1f} KiB "
              f"({total / args.games:.0f} actions/game; snapshots {sizes[1]} rows, "
              f"{sizes[0] / args.games / 1024:,.1f} KiB/game; action JSON "
              f"{sizes[2] / args.games / 1024:,.1f} KiB/game)")
        # what keeping a snapshot per action would cost instead
        mean_snap = sizes[0] / sizes[1]
        print(f"  (a snapshot per action kept forever would add about "
              f"{mean_snap * total / args.games / 1024:,.0f} KiB/game)")

        # 2. a game with 2,000 actions (or as long as the game lasts, then the test game)
        g = store.create_game(kind, 4, seed=99)
        n = play(store, g.id, random.Random(2), limit=args.actions)
        measure_load(store, g.id, n, kind)
        if n < args.actions:
            print(f"  ({kind} game ended after {n} actions: the {args.actions:,}-action load "
                  f"uses the test game 'tally' with a high target as well)")
            import tests.store.tallygame  # noqa: F401

            g = store.create_game("tally", 4, seed=99, options={"target": 10**9})
            n = play(store, g.id, random.Random(2), limit=args.actions)
            measure_load(store, g.id, n, "tally")
        store.close()


if __name__ == "__main__":
    main()
