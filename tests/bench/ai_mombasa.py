"""Mombasa's AI players (rules/mombasa/ai) against each other, the Mautoma and the strong
test player, on paired seeds, with their decision times.

    python tests/bench/ai_mombasa.py [--games N] [--first SEED] [--rows solo,ladder,strong,four]
                                     [--levels easy,medium,hard]   # the solo row's levels

Plain script (not collected by pytest). Every row plays seeds FIRST..FIRST+N-1:

- solo: each level alone against the Mautoma on hard (the same seeds, so the same opponent
  and deal for every level): the AI's mean score and win rate, and the paired difference of
  each level's score over the level below (target: +8 pounds; hard's target: 25% wins);
- ladder: each level against the level below in 2-player games, each seed played twice with
  the seats swapped: the upper level's win rate and its mean margin (paired by seed);
- strong: hard against the strong test player of tests/mombasa/players.py, 2-player games,
  seats swapped per seed as above (target: 60% wins for hard);
- four: a game of four AI players (easy, medium, hard, medium) end to end.

Intervals are 95% (mean +- 1.96 standard errors; a win rate's from its per-seed results).
Every AI decision is timed: decisions per second and the 95th percentile per level.
The AI gets only its seat's view and legal actions; the strong test player gets the state
with its hidden parts re-dealt (its own honesty rule).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rules import get_game  # noqa: E402
from rules.ai import LEVELS, ai_player  # noqa: E402
from tests.mombasa import players as test_players  # noqa: E402

GAME = get_game("mombasa")
TIMES: dict[str, list[float]] = defaultdict(list)  # wall clock (what a player waits)
CPU: dict[str, list[float]] = defaultdict(list)  # this process's CPU time (the machine is shared)


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def _fmt(values: list[float], pct: bool = False) -> str:
    m, h = _ci(values)
    return f"{m:.0%} +- {h:.0%}" if pct else f"{m:+.1f} +- {h:.1f}" if m < 0 else f"{m:.1f} +- {h:.1f}"


def play(seats: list[str], seed: int, options: dict) -> list[int]:
    """One game; ``seats`` names each seat's player: an AI level or "strong". Returns the
    final totals by seat."""
    players = {i: ai_player("mombasa", name) for i, name in enumerate(seats) if name in LEVELS}
    rng = random.Random(seed)
    s = GAME.new_game(2 if options.get("automa") else len(seats), seed, options)
    k = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        if seat in players:
            t, c = time.perf_counter(), time.process_time()
            d = players[seat].decide(GAME.view(s, seat), GAME.legal_actions(s, seat), seed * 100_003 + k)
            TIMES[seats[seat]].append(time.perf_counter() - t)
            CPU[seats[seat]].append(time.process_time() - c)
            action = d.action
        else:  # the strong test player reads its seat from the module (written for seat 0)
            test_players.HUMAN = seat
            action = test_players.decide(test_players.PLAYERS["strong"], s, seat, rng)
            test_players.HUMAN = 0
        s, _ = GAME.apply(s, seat, action)
        k += 1
    return [row["total"] for row in GAME.scores(s)]


def solo(seeds: range, levels: list[str]) -> None:
    print(f"\nSolo against the Mautoma (hard), seeds {seeds.start}..{seeds.stop - 1}:")
    print("| level | AI score | Mautoma score | AI wins |")
    print("|---|---|---|---|")
    own: dict[str, list[float]] = {}
    for level in levels:
        results = [play([level], seed, {"automa": "hard"}) for seed in seeds]
        own[level] = [float(r[0]) for r in results]
        wins = [1.0 if r[0] > r[1] else 0.0 for r in results]
        print(f"| {level} | {_fmt(own[level])} | {_fmt([float(r[1]) for r in results])} | {_fmt(wins, True)} |", flush=True)
    for lower, upper in zip(levels, levels[1:], strict=False):
        diff = [b - a for a, b in zip(own[lower], own[upper], strict=True)]
        print(f"  {upper} - {lower}, same seeds and opponent: {_fmt(diff)} pounds (target +8)")


def head_to_head(upper: str, lower: str, seeds: range) -> None:
    """Each seed twice, seats swapped: the upper player's wins and margin."""
    wins, margin = [], []
    for seed in seeds:
        a = play([upper, lower], seed, {})
        b = play([lower, upper], seed, {})
        wins.append(((a[0] > a[1]) + (b[1] > b[0])) / 2)
        margin.append(((a[0] - a[1]) + (b[1] - b[0])) / 2)
    print(f"| {upper} vs {lower} | {_fmt(wins, True)} | {_fmt(margin)} |", flush=True)


def four(seed: int) -> None:
    seats = ["easy", "medium", "hard", "medium"]
    before = sum(len(v) for v in TIMES.values())
    t = time.perf_counter()
    totals = play(seats, seed, {})
    took = time.perf_counter() - t
    n = sum(len(v) for v in TIMES.values()) - before
    print(f"\nFour AI players ({', '.join(seats)}), seed {seed}: totals {totals}; "
          f"{n} decisions in {took:.1f} s, {n / took:.1f} decisions per second (engine included)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--rows", default="solo,ladder,strong,four")
    ap.add_argument("--levels", default=",".join(LEVELS))
    args = ap.parse_args()
    rows = args.rows.split(",")
    seeds = range(args.first, args.first + args.games)
    if "solo" in rows:
        solo(seeds, args.levels.split(","))
    if "ladder" in rows or "strong" in rows:
        print(f"\n2-player games, seeds {seeds.start}..{seeds.stop - 1}, each played with the seats swapped:")
        print("| match | first named wins | its margin (pounds) |")
        print("|---|---|---|")
    if "ladder" in rows:
        for lower, upper in zip(LEVELS, LEVELS[1:], strict=False):
            head_to_head(upper, lower, seeds)
    if "strong" in rows:
        head_to_head("hard", "strong", seeds)
    if "four" in rows:
        four(args.first)
    print("\nDecision time per level (every AI decision above, engine lookahead included):")
    for level in LEVELS:
        ts = sorted(TIMES.get(level, []))
        if ts:
            cpu = sorted(CPU[level])
            print(f"  {level}: {len(ts)} decisions, {len(ts) / sum(ts):.0f} per second, "
                  f"p95 {_p95(ts) * 1000:.0f} ms wall ({_p95(cpu) * 1000:.0f} ms CPU), "
                  f"max {ts[-1] * 1000:.0f} ms (target p95 <= 500 ms)")


def _p95(ts: list[float]) -> float:
    return ts[min(len(ts) - 1, int(0.95 * len(ts)))]


if __name__ == "__main__":
    main()
