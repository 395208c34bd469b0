"""The languages of games and players: a game's thread and public images speak the
game's language; a player's private replies, the language they chose (or their client's)."""

from __future__ import annotations

import time
from collections.abc import Callable

from cachetools import LRUCache, TTLCache

from bot.store import Store
from rules.catalogues import language_of

GAMES_KEPT = 4096  # games whose language is remembered (the least recently asked go first)
USERS_KEPT = 4096  # users whose chosen language is remembered
# How long a user's chosen language is trusted without asking the database again. A player
# in servers of two bot processes (shards) who changes it in one is heard in the other
# within this time. A game's language changes only in its own process (its shard's), so it
# needs no such limit.
USER_LANGUAGE_TTL_S = 60.0


class Languages:
    def __init__(self, store: Store, *, timer: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self._games: LRUCache[int, str] = LRUCache(GAMES_KEPT)  # game id -> its language
        self._users: TTLCache[int, str | None] = TTLCache(USERS_KEPT, USER_LANGUAGE_TTL_S, timer=timer)

    async def game_language(self, game_id: int) -> str:
        """The game's language ("en", "nl"): its thread posts and public images. Chosen in
        the lobby (a solo game: its player's), kept in its settings, never in its state."""
        lang = self._games.get(game_id)
        if lang is None:
            settings = await self.store.get_settings(game_id)
            lang = self._games[game_id] = language_of(settings.extra.get("language"))
        return lang

    async def set_game_language(self, game_id: int, lang: str) -> str:
        lang = language_of(lang)
        await self.store.set_settings(game_id, {"language": lang})
        self._games[game_id] = lang
        return lang

    async def user_language(self, user_id: int) -> str | None:
        """The language the user chose in ``/settings`` (None: their Discord client's)."""
        try:
            return self._users[user_id]
        except KeyError:
            chosen = self._users[user_id] = await self.store.user_language(user_id)
            return chosen

    async def set_user_language(self, user_id: int, lang: str | None) -> None:
        lang = language_of(lang) if lang else None
        await self.store.set_user_language(user_id, lang)
        self._users[user_id] = lang
