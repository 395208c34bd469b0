"""Figures of a game's thread (issue 14): messages, image bytes, image sizes and pings per
complete Mombasa game (2 players, or ``--players``) and per solo game against the Mautoma
(in a DM); and the bullet lines that repeat an earlier post's line (issue 29: the thread
repeats no earlier move); and where the public pictures come from, per kind of post (the
live board's uploads, a move's post, a round's start, the reveal of the plans, the game's
end: pictures and bytes, in all and per committed move). A plain script (not collected by pytest):

    python tests/bench/thread.py [--games N] [--players P] [--solo N] [--seed S] [--game-seed G] [--moves M]

Runs the real GameHost in the simcord offline simulator with the real engine and renderer
and plays whole games through the UI (the latest "Open my panel", random legal choices),
recording every message of the thread (tests/bot/thread_record.py). Run it on two commits
with the same seeds to compare them.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings  # noqa: E402
from tests.bot.helpers import labels, latest_board, menu_of, panel_choices  # noqa: E402
from tests.bot.thread_record import ThreadRecord, summary  # noqa: E402

MOVE_LIMIT = 400


async def play_move(actor, thread, rng: random.Random) -> None:
    panel = (await actor.click(latest_board(thread), label="Open my panel")).response
    for _ in range(60):
        if "Confirm" in labels(panel):
            result = await actor.click(panel, label="Confirm")
        else:
            choices = panel_choices(panel)
            pool = [c for c in choices if not (c[0] == "button" and c[1].startswith("Take back"))] or choices
            how, what = rng.choice(pool)
            result = await (actor.click(panel, label=what) if how == "button"
                            else actor.select(panel, [what], custom_id=menu_of(panel, what)))
        panel = result.response
        if "Played" in panel.content or not panel.components:
            return
    raise RuntimeError("a move took more than 60 decisions")


async def run(games: int, seed: int, solo: int = 0, limit: int = MOVE_LIMIT,
              players_per_game: int = 2) -> list[ThreadRecord]:
    records = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        bot = GameHost(settings)
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            players = [guild.add_member(env.create_user(n))
                       for n in ("alice", "bob", "carol", "dave")[:max(2, players_per_game)]]
            store = bot.games.store.sync
            for g in range(games):
                rng = random.Random(seed + g)
                lobby = (await players[0].slash(channel, "mombasa new", players=len(players))).response
                for joining in players[1:]:
                    await joining.click(lobby, label="Join")
                await players[0].click(lobby, label="Start")
                thread = channel.threads[-1]
                game_id = store.find_games(thread_id=thread.id)[0].id
                record = ThreadRecord()
                record.note(thread, None)
                for _ in range(limit):
                    loaded = store.load_game(game_id)
                    if loaded.game.is_over(loaded.state):
                        break
                    actor = players[loaded.game.to_move(loaded.state)[0]]
                    await play_move(actor, thread, rng)
                    record.note(thread, actor.id)
                records.append(record)
            for g in range(solo):  # solo games against the Mautoma, in the player's DM
                rng = random.Random(seed + 100 + g)
                await players[0].slash(channel, "mombasa solo", difficulty="medium")
                dm = players[0].user.dm_channel
                game_id = store.find_games(dm_user_id=players[0].id)[-1].id
                record = ThreadRecord()
                record.note(dm, None)
                for _ in range(limit):
                    loaded = store.load_game(game_id)
                    if loaded.game.is_over(loaded.state):
                        break
                    await play_move(players[0].user, dm, rng)
                    record.note(dm, players[0].id)
                records.append(record)
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game-seed", type=int, default=7, help="the games' own seed")
    parser.add_argument("--solo", type=int, default=1, help="solo games after the 2-player ones")
    parser.add_argument("--moves", type=int, default=0,
                        help="stop each game after this many moves (default 0: play it to the end)")
    args = parser.parse_args()
    import secrets

    secrets.randbits = lambda bits: args.game_seed  # the same games on every commit
    for i, record in enumerate(asyncio.run(run(args.games, args.seed, args.solo,
                                                         args.moves or MOVE_LIMIT, args.players))):
        name = (f"{args.players}-player game {i + 1}" if i < args.games
                else f"solo game {i + 1 - args.games}")
        print(summary(name, record.figures()))


if __name__ == "__main__":
    main()
