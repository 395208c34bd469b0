"""The languages of games and players: a game's thread and public images speak the
game's language; a player's private replies, the language they chose (or their client's)."""

from __future__ import annotations

from bot.store import Store
from rules.catalogues import language_of


class Languages:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._games: dict[int, str] = {}  # game id -> its language (settings "language")
        self._users: dict[int, str | None] = {}  # user id -> the language they chose

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
        if user_id not in self._users:
            self._users[user_id] = await self.store.user_language(user_id)
        return self._users[user_id]

    async def set_user_language(self, user_id: int, lang: str | None) -> None:
        lang = language_of(lang) if lang else None
        await self.store.set_user_language(user_id, lang)
        self._users[user_id] = lang
