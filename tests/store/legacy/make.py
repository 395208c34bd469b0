"""How tests/store/legacy/main-2026-11.sqlite3 was made: a database written by the bot of
main before issue 12 (no format versions in the store), kept to prove that every later
change still opens, verifies and plays on old games.

    python -m tests.store.legacy.make OUT.sqlite3

Run at commit d17465c (main before issue 12 plus the golden test). The real bot in simcord
plays, through its UI, part of a 2-player first-game, a 2-player variable set-up (its
secret starting choice included) and a solo game against the Mautoma; all stay active.
Re-running it on later code writes a database in the later format: keep the checked-in file.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import sys
import tempfile
from pathlib import Path

import simcord

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import play_move, start_lobby_game
from tests.golden.record import World


async def build(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "legacy.sqlite3"
        bot = GameHost(Settings(discord_token="legacy-token", database_path=path))
        async with simcord.run(bot, settle_timeout=60.0) as env:
            world = World(env)
            store = bot.games.store.sync
            for setup, seed, moves in (("first", 31, 24), ("variable", 32, 12)):
                secrets.randbits = lambda bits, seed=seed: seed
                thread, game_id = await start_lobby_game(world, 2, setup=setup)
                rng = random.Random(seed)
                for _ in range(moves):
                    loaded = store.load_game(game_id)
                    await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
            secrets.randbits = lambda bits: 33
            alice = world.players[0]
            await alice.slash(world.channel, "mombasa solo", difficulty="medium")
            rng = random.Random(33)
            for _ in range(15):
                await play_move(alice.user, alice.user.dm_channel, rng)
        bot.db = None
        import sqlite3

        con = sqlite3.connect(path)
        out.unlink(missing_ok=True)
        con.execute("VACUUM INTO ?", [str(out)])  # one self-contained file, WAL included
        con.close()


if __name__ == "__main__":
    asyncio.run(build(Path(sys.argv[1])))
