"""The bot opens a database written by main before issue 12 (tests/store/legacy/) and its
players play on: the same simulated server and users as when it was made, so the stored
user ids are theirs; every move goes through the real UI."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, play_move

LEGACY = Path(__file__).resolve().parents[1] / "store" / "legacy" / "main-2026-11.sqlite3"


@pytest.fixture
def db_path(tmp_path):
    path = tmp_path / "legacy.sqlite3"
    shutil.copy(LEGACY, path)
    return path


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa",))


SNOWFLAKE = 10**18  # simcord's ids (users, servers, channels, messages) are above this
LEGACY_GUILD = 1456074443980800003  # the server's id when the database was made


def shift_snowflakes(db, delta: int) -> None:
    """Move every Discord id of the database by ``delta``: simcord hands out ids in order,
    so a bot that registers one more top-level command (``/settings``, one command for
    notifications and language) gives the same server and users ids one
    higher than when the database was made; the database follows them."""
    if not delta:
        return
    with db.conn:
        for table in db.table_names():
            for column in db[table].columns:
                if column.type.upper() == "INTEGER" and column.name not in ("id", "game_id", "seq", "seed"):
                    # in two steps, so no row ever holds the id another row still has
                    name = column.name
                    db.execute(f"UPDATE {table} SET {name} = {name} + ? WHERE {name} > ?",
                               [4 * SNOWFLAKE, SNOWFLAKE])
                    db.execute(f"UPDATE {table} SET {name} = {name} - ? WHERE {name} > ?",
                               [4 * SNOWFLAKE - delta, 4 * SNOWFLAKE])


async def test_old_games_open_and_play_on_through_the_bot(world):
    store = world.env.bot.games.store.sync
    shift_snowflakes(store.db, world.guild.id - LEGACY_GUILD)
    games = store.find_games(status="active")
    assert [g.id for g in games] == [1, 2, 3]
    by_id = {p.id: p for p in world.players}
    assert {s.user_id for g in games for s in store.get_seats(g.id) if s.user_id} <= set(by_id)
    rng = random.Random(7)
    for record in games:
        before = engine_state(world.env, record.id)
        for _ in range(3):
            loaded = engine_state(world.env, record.id)
            seat = loaded.game.to_move(loaded.state)[0]
            actor = by_id[store.get_seats(record.id)[seat].user_id]
            if record.place.dm_user_id is not None:
                panel = (await actor.user.slash("mombasa panel", game=record.id)).response
                await play_move(actor.user, actor.user.dm_channel, rng, panel=panel)
            else:
                panel = (await actor.slash(world.channel, "mombasa panel", game=record.id)).response
                await play_move(actor, world.channel, rng, panel=panel)
        after = engine_state(world.env, record.id)
        assert after.version > before.version
        assert store.verify_game(record.id).ok, store.verify_game(record.id)
        versions = [r["format_version"] for r in store.db.query(
            "SELECT format_version FROM actions WHERE game_id = ? ORDER BY seq", [record.id])]
        assert versions[0] == 1 and versions[-1] == after.game.format_version
