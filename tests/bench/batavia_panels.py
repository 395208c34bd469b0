"""Benchmark of Batavia's private panels: interactions per bid and per turn, and the time
from a click to the bot's full response. A plain script (not collected by pytest):

    python tests/bench/batavia_panels.py [--rounds N] [--seed S] [--players 3..5]

Runs the real GameHost (Batavia only) in the simcord offline simulator on a temporary
database and plays ``--rounds`` rounds of one game through the panels, as players do:
whoever must decide opens the panel on the latest board; a bidder raises by a common step,
types an amount in the modal now and then, or passes; a mover draws, or lays out 1-3 cards
company by company, then Done, the company to sail for and the exchange offer as asked, and
Confirm. Every interaction is timed from the click (or the modal's submission) until the bot
has answered completely, classed as:

- panel:  "Open my panel" (store + engine + the private hand image);
- choose: a decision in the panel (engine speculation, draft saved, panel and image redrawn);
- typed:  a typed amount submitted (the modal's answer);
- commit: the click that plays a move (store + the board posted to the thread).

Prints the interactions per bid (after the panel opened; the goal is at most 2 with
Confirm) and per turn of k card picks (the goal: at most k + 3), then median, 95th
percentile and max per class and the machine's load (figures compare only at a similar load).
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings  # noqa: E402
from tests.bot.helpers import labels  # noqa: E402

OPEN, CONFIRM, CANCEL, BACK, TYPE = "Open my panel", "Confirm", "Cancel", "Back", "Type an amount…"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


class Bench:
    def __init__(self, thread) -> None:
        self.thread = thread
        self.times: dict[str, list[float]] = {}
        self.bids: list[int] = []
        self.turns: list[tuple[int, int]] = []  # (card picks, interactions)

    async def run(self, coro, kind: str | None = None):
        before = len(self.thread.history())
        start = time.perf_counter()
        result = await coro
        ms = (time.perf_counter() - start) * 1000
        if kind is None:
            kind = "commit" if len(self.thread.history()) > before else "choose"
        self.times.setdefault(kind, []).append(ms)
        return result


async def open_panel(bench: Bench, actor):
    board = [m for m in bench.thread.history() if OPEN in labels(m)][-1]
    return (await bench.run(actor.click(board, label=OPEN), "panel")).response


async def auction_turn(bench: Bench, actor, rng: random.Random, low: int) -> None:
    panel = await open_panel(bench, actor)
    offered = labels(panel)
    raises = [label for label in offered if label.startswith("Bid ") and "(+" in label]  # not "Bid for me…"
    clicks = 0
    if TYPE in offered and rng.random() < 0.2 and len(raises) > 2:
        shown = await actor.click(panel, label=TYPE)
        step = await bench.run(actor.submit_modal(shown, {"amount": str(low + rng.randint(0, 1))}), "typed")
        clicks += 2
    elif raises and rng.random() < 0.6:
        step = await bench.run(actor.click(panel, label=rng.choice(raises[:2])))
        clicks += 1
    else:
        step = await bench.run(actor.click(panel, label="Pass"))
        clicks += 1
    panel = step.response
    if CONFIRM in labels(panel):
        await bench.run(actor.click(panel, label=CONFIRM))
        clicks += 1
    bench.bids.append(clicks)


async def move_turn(bench: Bench, actor, rng: random.Random) -> None:
    panel = await open_panel(bench, actor)
    want = rng.randint(1, 3)
    picks = clicks = 0
    for _ in range(40):
        offered = labels(panel)
        lays = [label for label in offered if label.startswith("Lay ")]
        done = [label for label in offered if label.startswith("Done")]
        if CONFIRM in offered:
            label = CONFIRM
        elif lays and (picks < want or not done) and not (picks == 0 and rng.random() < 0.25):
            label = rng.choice(lays)
            picks += 1
        elif done:
            label = done[0]
        elif picks == 0 and "Draw 2 ship cards" in offered:
            label = "Draw 2 ship cards"
        else:
            label = rng.choice([x for x in offered if x not in (CANCEL, BACK)])
        result = await bench.run(actor.click(panel, label=label))
        clicks += 1
        panel = result.response
        if "Played" in panel.content or not panel.components:
            bench.turns.append((picks, clicks))
            return
    raise RuntimeError("a turn took more than 40 decisions")


async def run(rounds: int, seed: int, players: int) -> Bench:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        bot = GameHost(settings, games=("batavia",))
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            names = ("alice", "bob", "carol", "dave", "erin")[:players]
            actors = [guild.add_member(env.create_user(n)) for n in names]
            store = bot.games.store.sync
            lobby = (await actors[0].slash(channel, "batavia new", players=players)).response
            for a in actors[1:]:
                await a.click(lobby, label="Join")
            await actors[0].click(lobby, label="Start")
            thread = channel.threads[-1]
            game_id = store.find_games(thread_id=thread.id)[0].id
            bench = Bench(thread)
            for _ in range(2000):
                loaded = store.load_game(game_id)
                s = loaded.state
                if loaded.game.is_over(s) or s["round"] > rounds:
                    break
                actor = actors[loaded.game.to_move(s)[0]]
                if s["phase"] == "auction":
                    await auction_turn(bench, actor, rng, s["bid"]["high"] + 1)
                else:
                    await move_turn(bench, actor, rng)
            return bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3, choices=(3, 4, 5))
    args = parser.parse_args()
    load = os.getloadavg()[0]
    started = time.perf_counter()
    bench = asyncio.run(run(args.rounds, args.seed, args.players))
    took = time.perf_counter() - started
    print(f"Batavia panels: {args.rounds} rounds, {args.players} players, {len(bench.bids)} bids, "
          f"{len(bench.turns)} turns, {took:.0f} s; load {load:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} cores")
    if bench.bids:
        typical = [b for b in bench.bids if b <= 2]
        print(f"interactions per bid after the panel opened: median {statistics.median(bench.bids):.0f}, "
              f"max {max(bench.bids)} ({len(typical)} of {len(bench.bids)} with at most 2; a typed amount "
              "takes 3: the button, the modal, Confirm)")
    for k in sorted({k for k, _ in bench.turns}):
        counts = [n for picks, n in bench.turns if picks == k]
        print(f"interactions per turn with {k} card picks: n={len(counts)} max {max(counts)} "
              f"(k+3 = {k + 3}) median {statistics.median(counts):.0f}")
    print("times from an interaction to the bot's full response")
    for kind in ("panel", "choose", "typed", "commit"):
        values = bench.times.get(kind, [])
        if values:
            print(f"  {kind:<7} n={len(values):<4} median {statistics.median(values):7.1f} ms"
                  f"   p95 {percentile(values, 0.95):7.1f} ms   max {max(values):7.1f} ms")


if __name__ == "__main__":
    main()
