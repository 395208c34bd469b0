"""The whole bot under load in a process of its own, stopped by SIGTERM: run as a
subprocess by test_sigterm_load. The real GameHost (engine, drawing workers, store) in the
simcord offline simulator, N Mombasa games played at once by their players as fast as the
bot answers (tests/bench/load.py's players), until SIGTERM; then what ``mombasa-bot run``
does (``bot.serve``): ``GameHost.shut_down(STOP_GRACE_S)`` and exit 0.

    python -m tests.bot.loadproc DATABASE GAMES

On stdout (flushed at once):
  CHILDREN <pid> ...        the drawing worker processes, once the games run
  ACK <game> <version>      a move's Confirm was answered "Played" (acknowledged)
  STOPPED                   shut down; the exit follows
"""

from __future__ import annotations

import asyncio
import random
import signal
import sys
import tempfile
from pathlib import Path

import simcord
import simcord.actors as sim_actors

import bot.serve as serve
from bot.client import GameHost
from bot.config import Settings
from tests.bench.load import Answers, Figures, Table, concurrent_dispatch, new_game, play_move


def say(*words: object) -> None:
    print(*words, flush=True)


def children() -> list[int]:
    pids: list[int] = []
    for task in Path("/proc/self/task").iterdir():
        try:
            pids += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            pass
    return sorted(set(pids))


async def main() -> None:
    database, n = sys.argv[1], int(sys.argv[2])
    url = database if database.startswith("postgresql://") else None
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="load-token",
                            database_path=Path(database) if url is None else Path(tmp) / "unused.sqlite3",
                            database_url=url, draw_workers=1)
        bot = GameHost(settings)
        async with simcord.run(bot, settle_timeout=60.0) as env:
            guild = env.create_guild("Load")
            channel = guild.create_text_channel("games")
            games = []
            for g in range(n):
                players = [guild.add_member(env.create_user(f"p{g}a")),
                           guild.add_member(env.create_user(f"p{g}b"))]
                thread, game_id = await new_game(players, channel, bot.games.store.sync)
                games.append((players, thread, game_id))
            table = Table(database if url else Path(database))
            answers = Answers()
            sim_actors._dispatch_actor_interaction = concurrent_dispatch(answers)
            stop = asyncio.Event()
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
            figures = Figures()

            async def player(g: int) -> None:
                rng = random.Random(g)
                players, thread, game_id = games[g]
                by_id = {p.id: p for p in players}
                while not stop.is_set():
                    _, waiting = table.state(game_id)
                    movers = [by_id[u] for u in waiting if u in by_id]
                    if not movers:
                        await asyncio.sleep(0.01)
                        continue
                    try:
                        played = await play_move(figures, answers, rng.choice(movers), thread, rng)
                    except Exception:  # noqa: BLE001 - a click refused while stopping
                        played = False
                    if played:  # no other move of this game is under way: this is its version
                        version = table.db.execute("SELECT version FROM games WHERE id = ?",
                                                   [game_id]).fetchone()[0]
                        say("ACK", game_id, version)
                    else:
                        await asyncio.sleep(0.01)

            with answers:
                tasks = [asyncio.create_task(player(g)) for g in range(n)]
                while not stop.is_set() and not figures.moves:
                    await asyncio.sleep(0.05)
                say("CHILDREN", *children())
                await stop.wait()
                # as bot.serve does on SIGTERM; the players keep clicking meanwhile
                await bot.shut_down(serve.STOP_GRACE_S)
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
            table.db.close()
    say("STOPPED")


if __name__ == "__main__":
    asyncio.run(main())

