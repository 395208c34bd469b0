"""Benchmark of Batavia's AI players (issue 30, items 4 and 5). A plain script (not collected
by pytest):

    python tests/bench/ai_batavia.py [--pairs N] [--first SEED] [--players P]
                                     [--matchups hard:medium,...] [--open] [--save FILE]
    python tests/bench/ai_batavia.py --combine FILE...

A long run goes in pieces (seed ranges, each its own process with ``--save``: one JSON line
per paired seed); ``--combine`` prints the matchups' figures over all the pieces' pairs.

For each matchup "upper:lower", N paired seeds: every seed is played twice at a table of P
seats with the two players alternating (upper, lower, upper, lower, ... and then the seats
swapped), so each side has the same cards, seats and turn order once. A game goes to the
side of its top seat (a tie between the sides counts half); the figure is the upper side's
share of games, with a 95% interval over the pairs (normal approximation). Targets: each
level beats the one below in at least 60% of the games, hard beats the greedy baseline
(tests/batavia/players.py) in at least 70%.

Then the time of a decision (each AI decision's wall time and the CPU time it cost this
process, their mean and 95th percentile; target: at most 500 ms) and one game of P AI players end to end (hard, medium, easy, ...),
with its decisions per second. Wall time: higher on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.batavia.players import play_game  # noqa: E402

TARGETS = {("easy", "medium"): 0.60, ("medium", "hard"): 0.60, ("greedy", "hard"): 0.70}
DECISION_TARGET_MS = 500.0


def interval(xs: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval."""
    mean = statistics.fmean(xs)
    if len(xs) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def percentile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # nearest rank


def side_share(upper: str, names: list[str], winners: list[int]) -> float:
    """The upper side's share of the win (a tie between the sides: half)."""
    return sum(1 for w in winners if names[w] == upper) / len(winners)


def matchup(upper: str, lower: str, pairs: int, first: int, players: int, options: dict,
            times: dict[str, list[float]], cpu: dict[str, list[float]]) -> list[float]:
    shares = []
    for seed in range(first, first + pairs):
        pair = []
        for start in (0, 1):
            names = [(upper, lower)[(i + start) % 2] for i in range(players)]
            game = play_game(names, seed, options)
            pair.append(side_share(upper, names, game.winners))
            for seat, ts in enumerate(game.seconds_by_seat):
                times.setdefault(names[seat], []).extend(ts)
                cpu.setdefault(names[seat], []).extend(game.cpu_by_seat[seat])
        shares.append(statistics.fmean(pair))
    return shares


def _verdict_line(upper: str, lower: str, shares: list[float], took: str) -> str:
    mean, half = interval(shares)
    target = TARGETS.get((lower, upper))
    verdict = "" if target is None else (
        f"  [target {target:.0%}: {'met' if mean - half >= target else 'reached' if mean >= target else 'not reached'}"
        + ("" if math.isnan(half) else f"; interval {mean - half:.1%} to {mean + half:.1%}") + "]")
    return (f"  {upper} beats {lower}: {mean:.1%} ± {'n/a' if math.isnan(half) else f'{half:.1%}'} of "
            f"{2 * len(shares)} games{took}{verdict}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", type=int, default=50, help="paired seeds per matchup (2 games each)")
    ap.add_argument("--first", type=int, default=1, help="the first seed")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--matchups", default="medium:easy,hard:medium,hard:greedy",
                    help="upper:lower pairs, comma-separated")
    ap.add_argument("--open", action="store_true", help="the quick-start setup (every counter face up)")
    ap.add_argument("--save", help="append each paired seed's share (JSON lines) to this file")
    ap.add_argument("--combine", nargs="+", metavar="FILE", help="play nothing: the matchups of these saved files")
    args = ap.parse_args(argv)
    if args.combine:
        pairs: dict[tuple[str, str], list[float]] = {}
        for name in args.combine:
            for line in Path(name).read_text().splitlines():
                if line:
                    r = json.loads(line)
                    pairs.setdefault((r["upper"], r["lower"]), []).append(r["share"])
        for (upper, lower), shares in pairs.items():
            print(_verdict_line(upper, lower, shares, ""))
        return 0
    options = {"open": args.open}
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    print(f"Batavia AI: {args.players}-player games, seats alternating, {args.pairs} paired seeds "
          f"from {args.first} (2 games each){', open setup' if args.open else ''}")
    for spec in args.matchups.split(","):
        upper, lower = spec.split(":")
        started = time.perf_counter()
        shares = matchup(upper, lower, args.pairs, args.first, args.players, options, times, cpu)
        if args.save:
            with open(args.save, "a") as f:
                f.writelines(json.dumps({"upper": upper, "lower": lower, "seed": args.first + i, "share": x}) + "\n"
                             for i, x in enumerate(shares))
        print(_verdict_line(upper, lower, shares, f" ({time.perf_counter() - started:.0f} s)"))
    print("  decision time (wall / CPU of this process):")
    for name, ts in sorted(times.items()):
        if not ts:
            continue
        p95, p95_cpu = 1000 * percentile(ts, 0.95), 1000 * percentile(cpu[name], 0.95)
        print(f"    {name:6s} {len(ts):6d} decisions, mean {1000 * statistics.fmean(ts):6.1f} / "
              f"{1000 * statistics.fmean(cpu[name]):6.1f} ms, 95th percentile {p95:6.1f} / {p95_cpu:6.1f} ms, "
              f"max {1000 * max(ts):6.1f} ms"
              + ("" if name == "greedy" else f"  [target {DECISION_TARGET_MS:.0f} ms: {'ok' if p95 <= DECISION_TARGET_MS else 'over'} (wall)]"))
    names = [("hard", "medium", "easy")[i % 3] for i in range(args.players)]
    started, cpu_started = time.perf_counter(), time.process_time()
    game = play_game(names, args.first, options)
    wall, cpu_s = time.perf_counter() - started, time.process_time() - cpu_started
    print(f"  one game of {args.players} AI players ({', '.join(names)}), seed {args.first}: "
          f"{game.decisions} decisions in {wall:.1f} s wall / {cpu_s:.1f} s CPU, "
          f"{game.decisions / wall:.1f} / {game.decisions / cpu_s:.1f} decisions per second, totals {game.totals}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
