"""The bot as one of several processes: the shards it connects, the commands published once
(by the process of shard 0), the store's loops scoped to its shards."""

from __future__ import annotations

import discord
import pytest

from bot.client import GameHost, ShardedGameHost, bot_class
from bot.config import Settings
from bot.shards import Shards
from tests.bot.conftest import make_bot


def settings(shards: Shards, db_path) -> Settings:
    return Settings(discord_token="simcord-test-token", database_path=db_path, shards=shards)


def test_one_process_per_shard_set_gets_discords_shard_arguments(tmp_path):
    only = bot_class(settings(Shards(), tmp_path / "a.db"))(settings(Shards(), tmp_path / "a.db"))
    assert type(only) is GameHost and only.shard_count is None  # the usual single process
    one = settings(Shards(4, (2,)), tmp_path / "b.db")
    bot = bot_class(one)(one)
    assert type(bot) is GameHost and (bot.shard_id, bot.shard_count) == (2, 4)
    several = settings(Shards(4, (1, 3)), tmp_path / "c.db")
    sharded = bot_class(several)(several)
    assert isinstance(sharded, ShardedGameHost) and isinstance(sharded, discord.AutoShardedClient)
    assert (sharded.shard_ids, sharded.shard_count) == ([1, 3], 4)


@pytest.fixture
def simcord_bot(db_path):
    bot = make_bot(db_path)
    bot.settings = settings(Shards(2, (1,)), db_path)  # not shard 0: publishes no command
    bot.synced = []

    async def sync_commands():  # counts the publishing this process would do
        bot.synced.append("sync")
        return []

    bot.sync_commands = sync_commands
    return bot


async def test_only_the_process_of_shard_zero_publishes_the_commands(world, simcord_bot):
    assert simcord_bot.synced == []  # shard 1's process left it to shard 0's
    assert simcord_bot.games.store.sync.shards == Shards(2, (1,))  # its loops: shard 1 only
    first = make_bot(simcord_bot.settings.database_path)
    assert first.settings.shards.first  # the default, a single process, publishes
