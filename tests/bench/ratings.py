"""Benchmark of the skill ratings: rating a game as it ends, rebuilding every rating from
the stored results, and the reads of ``/<game> stats``.

    python tests/bench/ratings.py [--games 2000] [--players 50] [--repeat 200]

A database with ``--games`` finished games (2-5 seats, people drawn from ``--players``
users in 3 servers, every tenth a solo game against the automated opponent), their result
rows written as the store writes them. Prints: the rebuild (total, per game, and how much
of it is computed before taking the write lock, which moves wait for), the
rating of one more game at its end (``rate_game``, per game, as the store does it inside
the move's transaction), and a player's ratings plus a server's leaderboard (per call).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.store import GameStore  # noqa: E402
from bot.store.db import write_transaction  # noqa: E402
from bot.store.ratings import _ALL_RESULTS, _replay  # noqa: E402

GUILDS = (101, 102, 103)


def add_game(store: GameStore, rng: random.Random, players: int, day: int) -> int:
    """One finished game's games and results rows (what ``_store_results`` leaves)."""
    solo = rng.random() < 0.1
    seats = 2 if solo else rng.randint(2, 5)
    users = [rng.randrange(1, players + 1)] if solo else rng.sample(range(1, players + 1), seats)
    guild = None if solo else rng.choice(GUILDS)
    when = f"2026-01-01T00:00:{day:09d}"
    game_id = store.db.execute(
        "INSERT INTO games (kind, options, seed, players, status, guild_id, created_at, "
        "updated_at, version) VALUES ('mombasa', '{}', 1, ?, 'finished', ?, ?, ?, 1)",
        [seats, guild, when, when]).lastrowid
    if solo:
        store.db.execute("INSERT INTO game_settings (game_id, difficulty, updated_at) "
                         "VALUES (?, ?, ?)", [game_id, rng.choice(("easy", "hard")), when])
    totals = [rng.randrange(20, 120) for _ in range(seats)]
    for seat, total in enumerate(totals):
        rank = 1 + sum(1 for t in totals if t > total)
        store.db.execute(
            "INSERT INTO results (game_id, seat, user_id, automa, total, rank, scores, "
            "finished_at) VALUES (?, ?, ?, ?, ?, ?, '{}', ?)",
            [game_id, seat, None if solo and seat == 1 else users[seat], int(solo and seat == 1),
             total, rank, when])
    return game_id


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=200, help="at least 2")
    args = parser.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore.open(Path(folder) / "ratings.sqlite3")
        with store.db.conn:
            for day in range(args.games):
                add_game(store, rng, args.players, day)
        start = time.perf_counter()
        done = store.rebuild_ratings()
        rebuild = time.perf_counter() - start
        rows = list(store.db.query(_ALL_RESULTS))
        start = time.perf_counter()
        _replay(rows)
        outside = time.perf_counter() - start
        print(f"rebuild: {done.games} games, {done.ratings} ratings in {rebuild * 1000:.0f} ms "
              f"({rebuild / max(done.games, 1) * 1e6:.0f} us per game), of which "
              f"{outside * 1000:.0f} ms computing before the write lock")
        inside, alone = [], []
        for day in range(args.repeat):
            with store.db.conn:
                game_id = add_game(store, rng, args.players, args.games + day)
            if day % 2:  # as the store does it: inside the move's transaction
                with write_transaction(store.db):
                    start = time.perf_counter()
                    store._results_stored(game_id)
                    inside.append(time.perf_counter() - start)
            else:  # on its own, with its own commit
                start = time.perf_counter()
                store.rate_game(game_id)
                alone.append(time.perf_counter() - start)
        print(f"rate one game at its end, inside the move's transaction: median "
              f"{statistics.median(inside) * 1e6:.0f} us, max {max(inside) * 1e6:.0f} us; "
              f"alone with its commit: median {statistics.median(alone) * 1e6:.0f} us "
              f"({args.repeat} games)")
        reads = []
        for i in range(args.repeat):
            start = time.perf_counter()
            store.player_ratings(1 + i % args.players, "mombasa")
            store.rating_board("mombasa", f"server:{GUILDS[i % 3]}")
            reads.append(time.perf_counter() - start)
        print(f"/stats reads (a player's ratings + a server's board): median "
              f"{statistics.median(reads) * 1e6:.0f} us")
        store.close()


if __name__ == "__main__":
    main()
