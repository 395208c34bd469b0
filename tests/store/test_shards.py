"""Several bot processes on one database, each serving some of Discord's shards: each
process's loops (reminders and deadlines, waiting posts) pick the games of its own shards
only, so between them every due reminder and post is handled exactly once; and the lease
lets processes with other shards start beside each other, never two for one shard."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.config import ConfigError, load_settings
from bot.shards import Shards, shard_of
from bot.store import GameStore, Place
from bot.store import lease as leases

NOW = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbcde.the-secret-part_XYZ0123456789ab"


def guild_on(shard: int, count: int, n: int = 0) -> int:
    """A server id (a snowflake) that Discord serves on ``shard`` of ``count``."""
    return ((1_300_000_000 + n * count + shard) << 22) | 12345


def test_a_servers_shard_is_discords_and_a_dm_is_on_shard_zero():
    assert shard_of(None, 4) == 0
    assert shard_of(guild_on(3, 4), 4) == 3
    assert shard_of(81384788765712384, 4) == (81384788765712384 >> 22) % 4  # Discord's formula
    assert Shards(4, (0, 2)).owns(None) and not Shards(4, (1, 3)).owns(None)


def _games(path):
    """One database with a game on each of 4 shards (two on shard 1) and a DM game, each
    with a reminder and a waiting post due; the ids by shard."""
    store = GameStore.open(path)
    by_shard: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    places = [Place(guild_id=guild_on(s, 4, n), channel_id=1, thread_id=100 + 10 * s + n)
              for s, n in ((0, 0), (1, 0), (1, 1), (2, 0), (3, 0))] + [Place(dm_user_id=7)]
    for place in places:
        game = store.create_game("tally", 2, seed=1, place=place)
        store.add_reminder(game.id, "turn", NOW - timedelta(minutes=1), seat=0)
        store.add_post(game.id, {"text": "move"}, due=NOW - timedelta(minutes=1))
        by_shard[shard_of(place.guild_id, 4)].append(game.id)
    return store, by_shard


def test_two_processes_loops_share_the_due_work_exactly_once(database_url):
    path = database_url  # a SQLite file, then a PostgreSQL database
    first, by_shard = _games(path)
    second = GameStore.open(path)  # the other process, on the same file
    first.shards, second.shards = Shards(4, (0, 1)), Shards(4, (2, 3))
    mine = sorted({r.game_id for r in first.due_reminders(NOW)})
    theirs = sorted({r.game_id for r in second.due_reminders(NOW)})
    assert mine == sorted(by_shard[0] + by_shard[1])  # the DM game is shard 0's
    assert theirs == sorted(by_shard[2] + by_shard[3])
    assert sorted({p.game_id for p in first.due_posts(NOW)}) == mine
    assert sorted({p.game_id for p in second.due_posts(NOW)}) == theirs
    # one process serving every shard sees it all
    whole = GameStore.open(path)
    assert len(whole.due_reminders(NOW)) == 6 and len(whole.due_posts(NOW)) == 6
    # claimed for posting: each process takes its own shards' games, and only once
    assert sorted({p.game_id for p in first.claim_due_posts(NOW)}) == mine
    assert sorted({p.game_id for p in second.claim_due_posts(NOW)}) == theirs
    assert first.claim_due_posts(NOW) == [] and second.claim_due_posts(NOW) == []
    for store in (first, second, whole):
        store.close()


def test_the_shard_settings(monkeypatch):
    env = {"DISCORD_TOKEN": TOKEN}
    assert load_settings(env, env_file=None).shards == Shards(1, (0,))
    assert load_settings({**env, "SHARD_COUNT": "4"}, env_file=None).shards == Shards(4, (0, 1, 2, 3))
    assert load_settings({**env, "SHARD_COUNT": "4", "SHARD_IDS": "2-3"}, env_file=None).shards == Shards(4, (2, 3))
    assert load_settings({**env, "SHARD_COUNT": "4", "SHARD_IDS": "3, 0"}, env_file=None).shards == Shards(4, (0, 3))
    for bad, words in ((("SHARD_COUNT", "0"), "SHARD_COUNT must be a whole number from 1"),
                       (("SHARD_COUNT", "two"), "SHARD_COUNT must be a whole number from 1"),
                       (("SHARD_IDS", "4"), "numbers below SHARD_COUNT (4)"),
                       (("SHARD_IDS", "1,1"), "each once"),
                       (("SHARD_IDS", "a"), "like 0,1 or 0-3")):
        with pytest.raises(ConfigError, match=words.replace("(", r"\(").replace(")", r"\)")):
            load_settings({**env, "SHARD_COUNT": "4", bad[0]: bad[1]}, env_file=None)


def test_processes_on_other_shards_start_side_by_side_and_never_two_on_one_shard(database_url):
    store = GameStore.open(database_url)
    db = store.db
    low = leases.acquire(db, Shards(4, (0, 1)))
    high = leases.acquire(db, Shards(4, (2, 3)))  # other shards: both run
    for clash in (Shards(4, (1,)), Shards(2, (1,)), Shards()):  # shard 1 again; another split; all
        with pytest.raises(leases.LeaseHeld, match="already running on this database"):
            leases.acquire(db, clash)
    assert leases.renew(db, low) and leases.renew(db, high)
    leases.release(db, low)
    again = leases.acquire(db, Shards(4, (0, 1)))  # a clean stop frees its shards at once
    with pytest.raises(leases.LeaseHeld, match=r"serving shard \d of 4"):
        leases.acquire(db, Shards())  # a single process for everything: not beside them
    for held in (again, high):
        leases.release(db, held)
    leases.release(db, leases.acquire(db, Shards()))
    store.close()


def test_one_solo_game_per_player_holds_across_processes(database_url):
    """Two processes start a solo game for one player at the same moment: the check is in
    the store's write transaction, so the second is refused, naming the first."""
    from bot.store import SoloRunning

    one, other = GameStore.open(database_url), GameStore.open(database_url)
    dm = Place(dm_user_id=7, channel_id=70)
    first = one.create_game("tally", 1, seed=1, place=dm, one_in_dm=True)
    with pytest.raises(SoloRunning) as refused:
        other.create_game("tally", 1, seed=2, place=dm, one_in_dm=True)
    assert (refused.value.game_id, refused.value.kind) == (first.id, "tally")
    assert [g.id for g in other.find_games(dm_user_id=7)] == [first.id]  # nothing written
    one.close()
    other.close()


def test_two_solo_starts_at_the_same_moment_make_one_game(database_url):
    """Two processes start a solo game for one player in the very same moment (threads
    racing on two connections): exactly one game is made, the other start is refused."""
    import threading

    from bot.store import SoloRunning

    stores = [GameStore.open(database_url) for _ in range(2)]
    dm = Place(dm_user_id=9, channel_id=90)
    ready = threading.Barrier(2)
    made, refused = [], []

    def start(store: GameStore, seed: int) -> None:
        ready.wait()
        try:
            made.append(store.create_game("tally", 1, seed=seed, place=dm, one_in_dm=True).id)
        except SoloRunning as exc:
            refused.append(exc.game_id)

    threads = [threading.Thread(target=start, args=(s, i)) for i, s in enumerate(stores)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(made) == 1 and refused == made
    assert [g.id for g in stores[0].find_games(dm_user_id=9)] == made
    for store in stores:
        store.close()
