"""Several shards in one process, in simcord (its environment runs discord.py's
AutoShardedClient with a shard count and the shard ids the client connects, and makes a
server's id fall on a chosen shard): the sharded bot (``ShardedGameHost``, SHARD_IDS 0,2 of
4) plays games in servers of both its shards, each click reaching it on its server's shard,
and its reminder loop reminds the games of its shards only, not a game of a server of
another process's shard in the same database."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from bot.client import ShardedGameHost, bot_class
from bot.shards import Shards, shard_of
from bot.store import Place, Seat
from tests.bot.conftest import TOY_PLUGIN, bot_settings
from tests.bot.helpers import engine_state, play

pytestmark = pytest.mark.both_backends

SHARDS = Shards(4, (0, 2))
LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


@pytest.fixture
def simcord_bot(database):
    settings = replace(bot_settings(database), game_plugins=(TOY_PLUGIN,), shards=SHARDS)
    cls = bot_class(settings)
    assert cls is ShardedGameHost
    return cls(settings, games=("toy",))


async def _game_in(env, shard: int, names: tuple[str, str]):
    guild = env.create_guild(f"Shard {shard}", shard_id=shard)
    assert shard_of(guild.id, SHARDS.count) == shard
    channel = guild.create_text_channel("games")
    players = [guild.add_member(env.create_user(n)) for n in names]
    lobby = (await players[0].slash(channel, "toy new", players=2, reminder_hours=6)).response
    await players[1].click(lobby, label="Join")
    await players[0].click(lobby, label="Start")
    thread = channel.threads[-1]
    game_id = env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id
    return guild, thread, players, game_id


async def test_a_sharded_process_plays_and_reminds_the_games_of_its_shards_only(simcord_env):
    env = simcord_env
    bot = env.bot
    assert (bot.shard_count, sorted(bot.shard_ids)) == (4, [0, 2])
    assert sorted(bot.shards) == [0, 2]  # one gateway connection per shard
    games = {}
    for shard, names in ((0, ("ana", "ben")), (2, ("cas", "dee"))):
        guild, thread, players, game_id = await _game_in(env, shard, names)
        assert bot.get_guild(guild.id).shard_id == shard
        await play(players[0], thread, "Pick 1")
        assert engine_state(env, game_id).version == 1  # the click reached this process
        games[shard] = (thread, players, game_id)

    # a game of a server on shard 1: another process's, in the same database
    store = bot.games.store.sync
    foreign_guild = (7 << 22) * 4 + (1 << 22)
    assert shard_of(foreign_guild, 4) == 1
    foreign = store.create_game("toy", [Seat(0, 901), Seat(1, 902)], seed=3,
                                place=Place(guild_id=foreign_guild, channel_id=11, thread_id=12))
    store.add_reminder(foreign.id, "turn", datetime(2000, 1, 1, tzinfo=UTC), seat=0)
    store.db.execute("UPDATE reminders SET due_at = ? WHERE done_at IS NULL", [LONG_AGO])
    store.db.execute("UPDATE waiting SET since = ?", [LONG_AGO])
    # every wait began long ago, as its reminder says (the bot was offline for days)
    store.db.execute("UPDATE reminders SET payload = ? WHERE done_at IS NULL AND game_id <> ?",
                     ['{"n": 1, "since": "' + LONG_AGO + '"}', foreign.id])
    if store.db.conn.in_transaction:
        store.db.conn.commit()
    seen = {shard: len(thread.history()) for shard, (thread, _, _) in games.items()}

    sent = await bot.get_cog("RemindersCog").send_due()
    assert sent == 2  # one per game of its shards
    for shard, (thread, players, _) in games.items():
        new = thread.history()[seen[shard]:]
        assert len(new) == 1 and players[1].mention in new[0].content
    left = store.game_reminders(foreign.id)
    assert len(left) == 1 and left[0].done_at is None  # shard 1's process will send it
