"""Mombasa's AI players (rules/mombasa/ai) against each other, the Mautoma and the strong
test player, on paired seeds, with their decision times.

    python tests/bench/ai_mombasa.py [--games N] [--first SEED] [--rows solo,ladder,strong,four]
                                     [--levels easy,medium,hard]   # the solo row's levels
                                     [--save FILE]                 # each game's record, appended
    python tests/bench/ai_mombasa.py --combine FILE...             # the tables of saved records

A long run goes in pieces (seed ranges, each its own process, ``--save`` to a file each);
``--combine`` puts the pieces together: the intervals are over all their seeds, the paired
differences over the seeds every level played.

Plain script (not collected by pytest). Every row plays seeds FIRST..FIRST+N-1:

- solo: each level alone against the Mautoma on hard (the same seeds, so the same opponent
  and deal for every level): the AI's mean score and win rate, and the paired difference of
  each level's score over the level below (target: +8 pounds; hard's target: 25% wins);
- ladder: each level against the level below in 2-player games, each seed played twice with
  the seats swapped: the upper level's win rate and its mean margin (paired by seed);
- strong: hard against the strong test player of tests/mombasa/players.py, 2-player games,
  seats swapped per seed as above (target: 60% wins for hard);
- four: a game of four AI players (easy, medium, hard, medium) end to end.

Intervals are 95% (mean +- 1.96 standard errors; a win rate's from its per-seed results);
a target is "met" when the interval's lower end is above it, "reached" when only the mean is.
Every AI decision is timed: decisions per second and the 95th percentile per level.
The AI gets only its seat's view and legal actions; the strong test player gets the state
with its hidden parts re-dealt (its own honesty rule).
"""

from __future__ import annotations

import argparse
import json
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


def _timed(seats: list[str], seed: int, options: dict) -> tuple[list[int], dict[str, list[list[float]]]]:
    """``play``, with the decision times (wall, CPU) it added per level."""
    before = {name: len(ts) for name, ts in TIMES.items()}
    totals = play(seats, seed, options)
    times = {name: [[w, c] for w, c in zip(TIMES[name][before.get(name, 0):], CPU[name][before.get(name, 0):],
                                            strict=True)]
             for name in TIMES if len(TIMES[name]) > before.get(name, 0)}
    return totals, times


def solo_games(seeds: range, levels: list[str]) -> list[dict]:
    return [{"row": "solo", "level": level, "seed": seed, "times": times, "totals": totals}
            for level in levels for seed in seeds
            for totals, times in [_timed([level], seed, {"automa": "hard"})]]


def head_to_head_games(upper: str, lower: str, seeds: range) -> list[dict]:
    """Each seed twice, seats swapped."""
    out = []
    for seed in seeds:
        a, ta = _timed([upper, lower], seed, {})
        b, tb = _timed([lower, upper], seed, {})
        times = {k: ta.get(k, []) + tb.get(k, []) for k in {*ta, *tb}}
        out.append({"row": "h2h", "upper": upper, "lower": lower, "seed": seed, "times": times,
                    "totals": [a, b]})
    return out


def _verdict(values: list[float], target: float) -> str:
    m, h = _ci(values)
    lower = m - h
    return (f"[target {target:.0%}: interval {lower:.0%} to {m + h:.0%}; "
            f"{'met (its lower end is above)' if lower >= target else 'reached (the mean, not the interval)' if m >= target else 'not reached'}]")


def report(records: list[dict]) -> None:
    """The tables of the module's docstring, from the games' records (one run's, or several
    runs' put together: ``--combine``)."""
    solo = [r for r in records if r["row"] == "solo"]
    if solo:
        seeds = sorted({r["seed"] for r in solo})
        levels = [lv for lv in LEVELS if any(r["level"] == lv for r in solo)]
        print(f"\nSolo against the Mautoma (hard), {len(seeds)} seeds ({seeds[0]}..{seeds[-1]}):")
        print("| level | games | AI score | Mautoma score | AI wins |")
        print("|---|---|---|---|---|")
        own: dict[str, dict[int, float]] = {}
        for level in levels:
            rows = sorted((r for r in solo if r["level"] == level), key=lambda r: r["seed"])
            own[level] = {r["seed"]: float(r["totals"][0]) for r in rows}
            wins = [1.0 if r["totals"][0] > r["totals"][1] else 0.0 for r in rows]
            print(f"| {level} | {len(rows)} | {_fmt([float(r['totals'][0]) for r in rows])} | "
                  f"{_fmt([float(r['totals'][1]) for r in rows])} | {_fmt(wins, True)} |"
                  + (f" {_verdict(wins, 0.25)}" if level == "hard" and len(wins) > 1 else ""), flush=True)
        for lower, upper in zip(levels, levels[1:], strict=False):
            both = sorted(set(own[lower]) & set(own[upper]))
            if len(both) > 1:
                diff = [own[upper][k] - own[lower][k] for k in both]
                m, h = _ci(diff)
                print(f"  {upper} - {lower}, same {len(both)} seeds and opponent: {_fmt(diff)} pounds "
                      f"[target +8: {'met' if m - h >= 8 else 'reached' if m >= 8 else 'not reached'}]")
    h2h = [r for r in records if r["row"] == "h2h"]
    if h2h:
        print("\n2-player games, each seed played with the seats swapped:")
        print("| match | seeds | first named wins | its margin (pounds) |")
        print("|---|---|---|---|")
        for upper, lower in dict.fromkeys((r["upper"], r["lower"]) for r in h2h):
            rows = [r for r in h2h if (r["upper"], r["lower"]) == (upper, lower)]
            wins = [((a[0] > a[1]) + (b[1] > b[0])) / 2 for a, b in (r["totals"] for r in rows)]
            margin = [((a[0] - a[1]) + (b[1] - b[0])) / 2 for a, b in (r["totals"] for r in rows)]
            target = " " + _verdict(wins, 0.60) if lower == "strong" and len(wins) > 1 else ""
            print(f"| {upper} vs {lower} | {len(rows)} | {_fmt(wins, True)} | {_fmt(margin)} |{target}", flush=True)
    print("\nDecision time per level (every AI decision above, engine lookahead included):")
    for level in LEVELS:
        pairs = [t for r in records for t in r["times"].get(level, [])]
        if pairs:
            ts = sorted(w for w, _ in pairs)
            cpu = sorted(c for _, c in pairs)
            print(f"  {level}: {len(ts)} decisions, {len(ts) / sum(ts):.0f} per second, "
                  f"p95 {_p95(ts) * 1000:.0f} ms wall ({_p95(cpu) * 1000:.0f} ms CPU), "
                  f"max {ts[-1] * 1000:.0f} ms (target p95 <= 500 ms)")


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
    ap.add_argument("--save", help="append each game's record (JSON lines) to this file")
    ap.add_argument("--combine", nargs="+", metavar="FILE",
                    help="play nothing: the tables of the records saved in these files, put together")
    args = ap.parse_args()
    if args.combine:
        report([json.loads(line) for name in args.combine for line in Path(name).read_text().splitlines() if line])
        return
    rows = args.rows.split(",")
    seeds = range(args.first, args.first + args.games)
    records: list[dict] = []

    def keep(new: list[dict]) -> None:
        records.extend(new)
        if args.save:
            with open(args.save, "a") as f:
                f.writelines(json.dumps(r) + "\n" for r in new)

    # each game saved when it ends: a piece stopped early keeps the games it finished
    if "solo" in rows:
        for level in args.levels.split(","):
            for seed in seeds:
                keep(solo_games(range(seed, seed + 1), [level]))
    if "ladder" in rows:
        for lower, upper in zip(LEVELS, LEVELS[1:], strict=False):
            for seed in seeds:
                keep(head_to_head_games(upper, lower, range(seed, seed + 1)))
    if "strong" in rows:
        for seed in seeds:
            keep(head_to_head_games("hard", "strong", range(seed, seed + 1)))
    report(records)
    if "four" in rows:
        four(args.first)


def _p95(ts: list[float]) -> float:
    return ts[min(len(ts) - 1, int(0.95 * len(ts)))]


if __name__ == "__main__":
    main()
