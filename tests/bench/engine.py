"""Benchmark of the Mombasa engine. A plain script (not collected by pytest):

    python tests/bench/engine.py [--games N] [--players P] [--profile]

Plays N full random games (default 30, 4 players, alternating the first-game and the
variable setup), each seat choosing uniformly at random among ``legal_actions`` (Cancel
included), and prints decisions per second, full games per second and the mean number of
decisions per game. A decision is one legal_actions + apply, as a bot or a random tester
makes it. Timings are given as CPU time of this process (what the engine costs) and as wall
time (what you waited; higher on a busy machine). ``--profile`` adds the top functions.
``--words`` also reads the English of every event and of the chosen action's label (what a
bot showing everything pays; the engine itself words nothing until asked, issue 12).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules import get_game  # noqa: E402

FLOOR_GAMES_PER_SECOND = 5.0


def play(game, players: int, seed: int, read_words: bool = False) -> tuple[int, int]:
    """One uniform random game; returns (decisions, cancels)."""
    state = game.new_game(players=players, seed=seed, options={"setup": "variable" if seed % 2 else "first"})
    rng = random.Random(seed)
    decisions = cancels = 0
    while not game.is_over(state):
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        state, events = game.apply(state, seat, action)
        if read_words:
            _ = action.label, [e["text"] for e in events]
        decisions += 1
        cancels += action.kind == "cancel"
    return decisions, cancels


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--words", action="store_true", help="read every event text and the chosen label")
    args = ap.parse_args()

    game = get_game("mombasa")
    play(game, args.players, 10**6)  # warm up: component data, caches

    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    counts, cancels = [], 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for seed in range(args.games):
        n, c = play(game, args.players, seed, args.words)
        counts.append(n)
        cancels += c
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    if profiler is not None:
        import pstats

        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)

    total = sum(counts)
    print(f"Mombasa engine, {args.games} uniform random {args.players}-player games (Cancel included)"
          + (", reading every event's English and the chosen label" if args.words else ""))
    print(f"  decisions per game:  mean {statistics.mean(counts):.0f}, median {statistics.median(counts):.0f}, "
          f"min {min(counts)}, max {max(counts)}; Cancel chosen {cancels / args.games:.1f} times per game")
    print(f"  decisions per second: {total / cpu:,.0f} (CPU time), {total / wall:,.0f} (wall time)")
    gps = args.games / cpu
    print(f"  full games per second: {gps:.1f} (CPU time), {args.games / wall:.1f} (wall time)"
          f"  [floor {FLOOR_GAMES_PER_SECOND:g}: {'ok' if gps >= FLOOR_GAMES_PER_SECOND else 'BELOW'}]")


if __name__ == "__main__":
    main()
