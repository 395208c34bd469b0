"""The Mautoma's strength at each difficulty against the honest test players of
tests/mombasa/players.py (random, greedy, strong), over the same seeds.

    python tests/bench/automa.py [SEEDS [FIRST [PLAYERS]]]   # default 200 seeds from 0, all players
    python tests/bench/automa.py 200 0 strong                 # the tuning table

Plain script (not collected by pytest). Every row plays the same seeds FIRST..FIRST+SEEDS-1.
The table gives the Mautoma's and the player's mean final score with its 95% interval
(mean +- 1.96 standard errors) and the player's win rate (a tie is no win); below it, the
paired difference between adjacent difficulties (same seed, same player) with its 95%
interval. The players decide only from what their seat may see (re-dealt hidden parts when
they simulate), so the figures are honest. The strong player is the tuning reference.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.mombasa.players import DIFFICULTIES, PLAYERS, play_game  # noqa: E402


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    names = sys.argv[3].split(",") if len(sys.argv) > 3 else list(PLAYERS)
    per_seed: dict[tuple[str, str], list[tuple[int, int]]] = {}
    rows = []
    for name in names:
        for difficulty in DIFFICULTIES:
            t = time.perf_counter()
            results = [play_game(seed, difficulty, PLAYERS[name]) for seed in range(first, first + seeds)]
            per_seed[difficulty, name] = results
            automa = _ci([r[0] for r in results])
            human = _ci([r[1] for r in results])
            wins = sum(1 for a, h in results if h > a) / seeds
            rows.append((difficulty, name, automa, human, wins))
            print(f"  {difficulty:<6} vs {name:<6} done in {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
    print(f"Solo games over seeds {first}..{first + seeds - 1} (same seeds for every row); mean +- 95% interval:")
    print("| difficulty | player | Mautoma score | player score | player wins |")
    print("|---|---|---|---|---|")
    for difficulty, name, (am, ah), (hm, hh), wins in rows:
        print(f"| {difficulty} | {name} | {am:.1f} +- {ah:.1f} | {hm:.1f} +- {hh:.1f} | {wins:.0%} |")
    print("Paired differences between adjacent difficulties (same seeds), mean +- 95% interval:")
    for name in names:
        for lower, upper in itertools.pairwise(DIFFICULTIES):
            lo, up = per_seed[lower, name], per_seed[upper, name]
            score = _ci([b[0] - a[0] for a, b in zip(lo, up, strict=True)])
            margin = _ci([(b[0] - b[1]) - (a[0] - a[1]) for a, b in zip(lo, up, strict=True)])
            print(f"  vs {name:<6} {upper} - {lower}: Mautoma score {score[0]:+.1f} +- {score[1]:.1f}, "
                  f"margin {margin[0]:+.1f} +- {margin[1]:.1f}")


if __name__ == "__main__":
    main()
