"""Benchmark of the Batavia engine. A plain script (not collected by pytest):

    python tests/bench/batavia.py [--games N] [--players P] [--profile]

Plays N full random games (default 200, 5 players, alternating the standard and the "open"
quick-start setup), each seat choosing uniformly at random among ``legal_actions`` (Cancel
included), and prints decisions per second, full games per second and the mean number of
decisions per game. A decision is one legal_actions + apply, as a bot or a random tester
makes it. Timings are CPU time of this process (what the engine costs) and wall time
(what you waited; higher on a busy machine). ``--profile`` adds the top functions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules import get_game  # noqa: E402

FLOOR_GAMES_PER_SECOND = 50.0


def play(game, players: int, seed: int, kinds: Counter) -> tuple[int, int]:
    """One uniform random game; returns (decisions, rounds)."""
    state = game.new_game(players=players, seed=seed, options={"open": bool(seed % 2)})
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over(state):
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
        decisions += 1
        kinds[action.kind] += 1
    return decisions, state["round"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()

    game = get_game("batavia")
    play(game, args.players, 10**6, Counter())  # warm up: component data, catalogues

    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    counts, rounds, kinds = [], [], Counter()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for seed in range(args.games):
        n, r = play(game, args.players, seed, kinds)
        counts.append(n)
        rounds.append(r)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    if profiler is not None:
        import pstats

        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)

    total = sum(counts)
    print(f"Batavia engine, {args.games} uniform random {args.players}-player games (Cancel included)")
    print(f"  decisions per game:  mean {statistics.mean(counts):.0f}, median {statistics.median(counts):.0f}, "
          f"min {min(counts)}, max {max(counts)}; rounds per game mean {statistics.mean(rounds):.1f}")
    mix = ", ".join(f"{k} {v / args.games:.0f}" for k, v in kinds.most_common())
    print(f"  decisions per game by kind: {mix}")
    print(f"  decisions per second: {total / cpu:,.0f} (CPU time), {total / wall:,.0f} (wall time)")
    gps = args.games / cpu
    print(f"  full games per second: {gps:.1f} (CPU time), {args.games / wall:.1f} (wall time)"
          f"  [floor {FLOOR_GAMES_PER_SECOND:g}: {'ok' if gps >= FLOOR_GAMES_PER_SECOND else 'BELOW'}]")


if __name__ == "__main__":
    main()
