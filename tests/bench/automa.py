"""The Mautoma's strength: its mean final score at each difficulty against a random player
and against a simple greedy player, over the same seeds.

    python tests/bench/automa.py [SEEDS [FIRST]]   # default 100 seeds from seed 0

Plain script (not collected by pytest). Every row plays the same seeds FIRST..FIRST+SEEDS-1;
the lines below the table give the paired difference between adjacent difficulties (same
seed, same opponent) with its standard error, for the Mautoma's score and for its margin
(Mautoma minus opponent), which is what decides who wins.

The greedy player looks one decision ahead: it applies every legal action and keeps the one
that raises its own final-score total most (cash + shares x share value + diamond and
bookkeeping values, as if the game ended now; the Mautoma's turn that follows a finished
action is part of the result). Ties are broken at random, it never cancels, and it ends its
action phase only when nothing else is left. When planning it fills every free slot at
random, then commits.
"""

from __future__ import annotations

import itertools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rules import get_game  # noqa: E402

GAME = get_game("mombasa")
DIFFICULTIES = ("easy", "medium", "hard")


def random_choice(rng: random.Random, s, legal):
    """The random player: uniform, except that it plans full areas and rarely passes."""
    if s["phase"] == "planning":
        place = [a for a in legal if a.kind == "plan_place"]
        if place and rng.random() < 0.85:
            return rng.choice(place)
        return next(a for a in legal if a.kind == "plan_commit")
    other = [a for a in legal if a.kind not in ("end_phase", "cancel")]
    if other and rng.random() < 0.93:
        return rng.choice(other)
    return rng.choice(legal)


def greedy_choice(rng: random.Random, s, legal):
    if s["phase"] != "actions":
        place = [a for a in legal if a.kind == "plan_place"]
        if place:
            return rng.choice(place)
        commit = [a for a in legal if a.kind == "plan_commit"]
        return commit[0] if commit else rng.choice(legal)
    options = [a for a in legal if a.kind not in ("end_phase", "cancel")] or [a for a in legal if a.kind != "cancel"] or legal
    if len(options) == 1:
        return options[0]
    best, best_value = [], None
    for a in options:
        after, _ = GAME.apply(s, 0, a)
        value = GAME.scores(after)[0]["total"]
        if best_value is None or value > best_value:
            best, best_value = [a], value
        elif value == best_value:
            best.append(a)
    return rng.choice(best)


def play(seed: int, difficulty: str, chooser) -> tuple[int, int]:
    rng = random.Random(seed)
    s = GAME.new_game(2, seed, {"automa": difficulty})
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        s, _ = GAME.apply(s, seat, chooser(rng, s, legal))
    scores = GAME.scores(s)
    return scores[1]["total"], scores[0]["total"]


def _paired(a: list[float], b: list[float]) -> str:
    d = [y - x for x, y in zip(a, b, strict=True)]
    return f"{statistics.mean(d):+.1f} (se {statistics.pstdev(d) / len(d) ** 0.5:.1f})"


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    rows = []
    per_seed: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for difficulty in DIFFICULTIES:
        for name, chooser in (("random", random_choice), ("greedy", greedy_choice)):
            t = time.perf_counter()
            results = [play(seed, difficulty, chooser) for seed in range(first, first + seeds)]
            per_seed[difficulty, name] = results
            automa = [r[0] for r in results]
            human = [r[1] for r in results]
            wins = sum(1 for a, h in results if a > h)
            rows.append((difficulty, name, statistics.mean(automa), statistics.pstdev(automa),
                         statistics.mean(human), wins / seeds, time.perf_counter() - t))
            print(f"  {difficulty:<6} vs {name:<6} done in {rows[-1][-1]:.0f} s", file=sys.stderr, flush=True)
    print(f"Mautoma mean final score over seeds {first}..{first + seeds - 1} (same seeds for every row):")
    print("| difficulty | opponent | Mautoma mean (sd) | opponent mean | margin | Mautoma wins |")
    print("|---|---|---|---|---|---|")
    for difficulty, name, a_mean, a_sd, h_mean, win, _ in rows:
        print(f"| {difficulty} | {name} | {a_mean:.1f} ({a_sd:.1f}) | {h_mean:.1f} | {a_mean - h_mean:+.1f} | {win:.0%} |")
    print("Paired differences between adjacent difficulties (same seeds):")
    for name in ("random", "greedy"):
        for lower, upper in itertools.pairwise(DIFFICULTIES):
            lo, up = per_seed[lower, name], per_seed[upper, name]
            score = _paired([a for a, _ in lo], [a for a, _ in up])
            margin = _paired([a - h for a, h in lo], [a - h for a, h in up])
            print(f"  vs {name:<6} {upper} - {lower}: Mautoma score {score}, margin {margin}")


if __name__ == "__main__":
    main()
