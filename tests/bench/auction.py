"""Benchmark of Batavia's auction at the pace of asynchronous play (issue 28, item 4): taps
and pings per auction round, with and without standing instructions, on the same seeds.
A plain script (not collected by pytest):

    python tests/bench/auction.py [--rounds N] [--seed S] [--players 3..5] [--share F]

Runs the real GameHost (Batavia only) in the simcord offline simulator on a temporary
database, twice, on the same game seed: once as today (every bidder is pinged, opens the
panel, bids the least raise or passes, Confirm) and once with standing instructions (at the
start of each auction a share ``--share`` of the players, chosen by the seed, opens their
own view and leaves "Bid for me up to V" (the button and the form) or "Pass for me"; the
bidder to move does it from the panel, where it plays at once; the others decide by hand as
before). Each player's private limit V for an auction comes from the seed and is the same in
both runs, so both runs bid the same: the auctions end alike (checked and printed), and the
turns between them are played alike through the panels (``batavia_panels.move_turn``).

Counted per auction round:
- taps: every interaction from the auction's first decision to its end (a click, a form
  submitted), "Open my panel" included;
- pings: the players a post of the auction notified (its mention policy as simcord records
  it), counting the one that opened the auction and not the one that closed it (that one
  calls the starter to their turn).
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
from unittest import mock

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings  # noqa: E402
from tests.bench.batavia_panels import Bench, move_turn  # noqa: E402
from tests.bot.helpers import labels  # noqa: E402
from tests.bot.thread_record import pinged  # noqa: E402

OPEN, CONFIRM, PASS = "Open my panel", "Confirm", "Pass"
BID_FOR_ME, PASS_FOR_ME = "Bid for me up to…", "Pass for me"
LIMIT_MAX = 8  # a player's private limit for a lot: 0 (not interested) to 8 notes


class Round:
    def __init__(self) -> None:
        self.taps = 0
        self.pings = 0
        self.decisions = 0


async def tap(bench: Bench, rnd: Round, coro):
    rnd.taps += 1
    return await bench.run(coro)


async def open_own(bench: Bench, rnd: Round, actor):
    board = [m for m in bench.thread.history() if OPEN in labels(m)][-1]
    return (await tap(bench, rnd, actor.click(board, label=OPEN))).response


def notified(thread, message) -> list[int]:
    return pinged(message, thread._env.backend.messages[thread.id][message.id].allowed_mentions)


def limits(seed: int, round_no: int, players: int, notes: list[int]) -> list[int]:
    rng = random.Random(seed * 1000 + round_no)
    return [min(notes[s], rng.randint(0, LIMIT_MAX)) for s in range(players)]


async def leave_instructions(bench: Bench, rnd: Round, actors, store, game_id, limit: list[int],
                             share: float, rng: random.Random) -> None:
    """Players leave their standing instructions, clockwise from the bidder to move."""
    loaded = store.load_game(game_id)
    first = loaded.game.to_move(loaded.state)[0]
    n = len(actors)
    for k in range(n):
        seat = (first + k) % n
        if rng.random() >= share:
            continue
        loaded = store.load_game(game_id)
        s = loaded.state
        if s["phase"] != "auction" or s["bid"]["out"][seat]:
            return
        shown = await open_own(bench, rnd, actors[seat])
        offered = labels(shown)
        if limit[seat] > s["bid"]["high"] and BID_FOR_ME in offered:
            form = await actors[seat].click(shown, label=BID_FOR_ME)
            rnd.taps += 1
            await tap(bench, rnd, actors[seat].submit_modal(form, {"ceiling": str(limit[seat])}))
        elif PASS_FOR_ME in offered:
            await tap(bench, rnd, actors[seat].click(shown, label=PASS_FOR_ME))
        else:  # the bidder to move: its own Pass (and Confirm)
            step = await tap(bench, rnd, actors[seat].click(shown, label=PASS))
            await tap(bench, rnd, actors[seat].click(step.response, label=CONFIRM))


async def by_hand(bench: Bench, rnd: Round, actor, high: int, limit: int) -> None:
    """Today's way: the panel, the least raise (or Pass), Confirm."""
    panel = await open_own(bench, rnd, actor)
    label = f"Bid {high + 1} (+1)" if high + 1 <= limit else PASS
    step = await tap(bench, rnd, actor.click(panel, label=label))
    await tap(bench, rnd, actor.click(step.response, label=CONFIRM))
    rnd.decisions += 1


async def run(rounds: int, seed: int, players: int, share: float, standing: bool):
    """One game, ``rounds`` auctions; per auction a Round and its outcome (winner, price)."""
    turns = random.Random(seed)
    leaving = random.Random(seed + 1)
    out: list[tuple[Round, tuple]] = []
    with tempfile.TemporaryDirectory() as tmp, mock.patch("bot.store.games.secrets.randbits",
                                                           lambda bits: seed):
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
                if s["phase"] != "auction":
                    await move_turn(bench, actors[loaded.game.to_move(s)[0]], turns)
                    continue
                rnd = Round()
                opened = [m for m in thread.history() if OPEN in labels(m)][-1]
                rnd.pings += len(notified(thread, opened))
                posts = len(thread.history())
                limit = limits(seed, s["round"], players, list(s["notes"]))
                if standing:
                    await leave_instructions(bench, rnd, actors, store, game_id, limit, share, leaving)
                while True:
                    loaded = store.load_game(game_id)
                    s = loaded.state
                    if s["phase"] != "auction" or loaded.game.is_over(s):
                        break
                    seat = loaded.game.to_move(s)[0]
                    await by_hand(bench, rnd, actors[seat], s["bid"]["high"], limit[seat])
                during = thread.history()[posts:]
                rnd.pings += sum(len(notified(thread, m)) for m in during[:-1])
                out.append((rnd, (s["starter"], [e.action for e in store.action_log(game_id)][-1])))
    return out


def summary(name: str, rounds: list) -> str:
    taps = [r.taps for r, _ in rounds]
    pings = [r.pings for r, _ in rounds]
    return (f"  {name:<22} taps per auction round: mean {statistics.mean(taps):5.1f} "
            f"(min {min(taps)}, max {max(taps)});  pings per auction round: mean "
            f"{statistics.mean(pings):4.1f} (min {min(pings)}, max {max(pings)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=1, help="games (seeds from --seed on)")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5))
    parser.add_argument("--share", type=float, default=0.75,
                        help="share of the players who leave a standing instruction")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    started = time.perf_counter()
    before: list = []
    after: list = []
    for seed in range(args.seed, args.seed + args.seeds):
        before += asyncio.run(run(args.rounds, seed, args.players, args.share, standing=False))
        after += asyncio.run(run(args.rounds, seed, args.players, args.share, standing=True))
    took = time.perf_counter() - started
    print(f"Batavia auction: {args.seeds} game(s) from seed {args.seed}, {args.players} players, "
          f"{len(before)} auction rounds, instructions left by a share of {args.share:.2f}; "
          f"{took:.0f} s; load {load:.1f} before, {os.getloadavg()[0]:.1f} after")
    print(summary("without instructions", before))
    print(summary("with instructions", after))
    same = [b[1] == a[1] for b, a in zip(before, after, strict=False)]
    print(f"  the same auctions (same starter, same last action): {sum(same)} of {len(same)}")


if __name__ == "__main__":
    main()
