"""Benchmark of the bot: time from an interaction to the bot's full response. A plain script
(not collected by pytest):

    python tests/bench/bot.py [--rounds N]

Runs the real MombasaBot in the simcord offline simulator on a temporary database, with
the real Mombasa engine and renderer. For each round it opens a 2-player game and measures
the typical actions a player makes:

- commit: a slash command that plays a whole move (engine + store with its version check
  + board render + the public board message with the PNG and the ping);
- panel:  "Open my panel" (store + engine: the private panel from legal_actions);
- choose: one decision in the panel, or Cancel (engine speculation + the draft saved).

Prints the median and 95th percentile per kind. Target: median under 250 ms, p95 under
500 ms for a typical action.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import MombasaBot  # noqa: E402
from bot.config import Settings  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


async def timed(samples: dict[str, list[float]], kind: str, coro):
    start = time.perf_counter()
    result = await coro
    samples.setdefault(kind, []).append((time.perf_counter() - start) * 1000)
    return result


def board_of(channel):
    for message in reversed(channel.history()):
        for row in message.components:
            for c in getattr(row, "children", []):
                if getattr(c, "label", None) == "Open my panel":
                    return message
    raise RuntimeError("no board message")


async def run(rounds: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        bot = MombasaBot(settings)
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            alice = guild.add_member(env.create_user("alice"))
            bob = guild.add_member(env.create_user("bob"))
            for _ in range(rounds):
                lobby = (await alice.slash(channel, "mombasa new", players=2)).response
                await bob.click(lobby, label="Join")
                await alice.click(lobby, label="Start")
                thread = channel.threads[-1]
                for player in (alice, bob):
                    panel = await timed(
                        samples, "panel", player.click(board_of(thread), label="Open my panel")
                    )
                    buttons = [
                        c for row in panel.response.components for c in row.get("components", [])
                        if c.get("type") == 2 and c.get("label") not in (None, "Cancel")
                    ]
                    if buttons:
                        step = await timed(
                            samples, "choose", player.click(panel.response, label=buttons[0]["label"])
                        )
                        # Cancel the drafted move (also a panel step), then play by command.
                        await timed(samples, "choose", player.click(step.response, label="Cancel"))
                    choices = await player.autocomplete(thread, "mombasa plan", "choice", "")
                    await timed(
                        samples, "commit", player.slash(thread, "mombasa plan", choice=choices[0]["value"])
                    )
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    samples = asyncio.run(run(args.rounds))
    print(f"bot benchmark: {args.rounds} games, times from interaction to full response")
    for kind in ("commit", "panel", "choose"):
        values = samples.get(kind, [])
        if not values:
            continue
        print(
            f"  {kind:<7} n={len(values):<3} median {statistics.median(values):7.1f} ms"
            f"   p95 {percentile(values, 0.95):7.1f} ms"
        )
    everything = [v for values in samples.values() for v in values]
    print(
        f"  all     n={len(everything):<3} median {statistics.median(everything):7.1f} ms"
        f"   p95 {percentile(everything, 0.95):7.1f} ms   (target: median < 250, p95 < 500)"
    )


if __name__ == "__main__":
    main()
