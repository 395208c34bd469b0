"""AI players in the bot (issue 30, item 5): a table of AI players only, played end to end
by the real GameHost in the simcord offline simulator. A plain script (not collected by
pytest):

    python tests/bench/ai_bot.py [--kind mombasa] [--levels easy,medium,hard,medium]
                                 [--games N] [--moves M] [--workers W]

Each AI move goes the way it goes at a real table: the seat's decisions asked of its AI
(in the drawing workers' processes, or a thread with ``--workers 0``), the move committed
version-checked with the steps that follow a move, and its post (text, per-move picture,
live board) sent in the game's channel. An all-AI table exists only here: the lobby always
seats its host. ``--moves`` stops each game after that many AI moves (default: to the end).

Prints, per game and in all: AI moves, decisions, decisions per second (of the whole path:
deciding, committing, drawing and posting), and each level's decision time as the bot waits
for it (median, 95th percentile, max; target p95 <= 500 ms), with the 95th percentile of
the CPU time it took (on a busy machine the wall time is mostly waiting for a core).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.games.records import Place  # noqa: E402
from bot.ui.announce import announce  # noqa: E402

MOVE_LIMIT = 2000


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


async def run(kind: str, levels: list[str], games: int, moves: int, workers: int | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        if workers is not None:
            settings = replace(settings, draw_workers=workers)
        bot = GameHost(settings)
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            service = bot.games
            print(f"{kind}, AI players {', '.join(levels)}; decisions in "
                  f"{'a drawing worker process' if bot.drawing else 'a thread'}")
            all_moves = all_decisions = 0
            all_seconds = 0.0
            for g in range(games):
                loaded = await service.create_game(
                    kind, [None] * len(levels), place=Place(guild.id, channel.id), seed=g + 1,
                    options={"reminder_hours": 0}, ai_seats=dict(enumerate(levels)))
                # the bench drives the AI seats' turns itself (to stop after --moves)
                await announce(bot, replace(await service.opening(loaded.id), ai_next=False))
                before = len(service.ai.timings)
                started = time.perf_counter()
                played = 0
                while played < (moves or MOVE_LIMIT):
                    outcome = await service.ai.turn(loaded.id)
                    if outcome is None:
                        break
                    await announce(bot, replace(outcome, ai_next=False))
                    played += 1
                seconds = time.perf_counter() - started
                decisions = len(service.ai.timings) - before
                over = service.store.sync.load_game(loaded.id)
                finished = over.game.is_over(over.state)
                totals = [row["total"] for row in over.game.scores(over.state)] if finished else None
                print(f"game {g + 1}: {played} AI moves, {decisions} decisions in {seconds:.1f} s: "
                      f"{decisions / seconds:.1f} decisions per second"
                      + (f"; over, totals {totals}" if finished else "; stopped"))
                all_moves += played
                all_decisions += decisions
                all_seconds += seconds
            print(f"in all: {all_moves} AI moves, {all_decisions} decisions in {all_seconds:.1f} s: "
                  f"{all_decisions / all_seconds:.1f} decisions per second "
                  f"({all_moves / all_seconds:.1f} moves per second, posts included)")
            by_level: dict[str, list[tuple[float, float]]] = {}
            for level, took, cpu in service.ai.timings:
                by_level.setdefault(level, []).append((took, cpu))
            for level, pairs in by_level.items():
                took = [w for w, _ in pairs]
                cpu = [c for _, c in pairs]
                print(f"  {level}: {len(took)} decisions, median {statistics.median(took) * 1000:.0f} ms, "
                      f"p95 {p95(took) * 1000:.0f} ms wall ({p95(cpu) * 1000:.0f} ms CPU), "
                      f"max {max(took) * 1000:.0f} ms (target p95 <= 500 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", default="mombasa")
    parser.add_argument("--levels", default="easy,medium,hard,medium")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="AI moves per game (0: to the end)")
    parser.add_argument("--workers", type=int, default=None,
                        help="drawing workers (the AI decides in them; 0: in a thread)")
    args = parser.parse_args()
    asyncio.run(run(args.kind, args.levels.split(","), args.games, args.moves, args.workers))


if __name__ == "__main__":
    main()
