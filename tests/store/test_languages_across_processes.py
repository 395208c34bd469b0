"""A player's chosen language when two bot processes share one database (shards): a change
made through one process is heard by the other within the cache's time to live, and the
caches stay bounded over a year of players."""

from __future__ import annotations

from bot.games.languages import GAMES_KEPT, USER_LANGUAGE_TTL_S, USERS_KEPT, Languages
from bot.store import AsyncGameStore, GameStore


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_a_language_chosen_in_one_process_reaches_the_other_within_the_ttl(database_url):
    path = database_url  # a SQLite file, then a PostgreSQL database
    one = AsyncGameStore.wrap(GameStore.open(path))
    other = AsyncGameStore.wrap(GameStore.open(path))
    clock = Clock()
    here, there = Languages(one, timer=clock), Languages(other, timer=clock)
    assert await there.user_language(7) is None  # remembered: no choice yet
    await here.set_user_language(7, "nl")
    assert await here.user_language(7) == "nl"
    clock.now += USER_LANGUAGE_TTL_S / 2
    assert await there.user_language(7) is None  # still the remembered answer
    clock.now += USER_LANGUAGE_TTL_S
    assert await there.user_language(7) == "nl"  # asked again: the other's choice
    await one.close()
    await other.close()


async def test_the_language_caches_are_bounded(tmp_path):
    store = AsyncGameStore.wrap(GameStore.open(tmp_path / "games.db"))
    languages = Languages(store)
    assert languages._users.maxsize == USERS_KEPT and languages._games.maxsize == GAMES_KEPT
    for user_id in range(3):
        await languages.user_language(user_id)
    assert len(languages._users) == 3
    await store.close()
