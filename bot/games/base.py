"""The shared core of the game service: the store, the renderer, one lock per game."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.store import AsyncGameStore, GameRecord, LoadedGame, Seat
from rules.catalogues import language_of, words

from .board import Renderer
from .errors import GameOver, NotAPlayer
from .outcomes import Outcome


@dataclass(frozen=True)
class Viewer:
    """Who asks, and from where: a server (``guild_id``) or a DM (``guild_id`` None).

    A game is in scope when it is played in that server, or, from a DM, when it is the
    user's own DM game. Anything else answers exactly like a game that does not exist."""

    user_id: int
    guild_id: int | None


def in_scope(record: GameRecord, viewer: Viewer) -> bool:
    if viewer.guild_id is not None:
        return record.place.guild_id == viewer.guild_id
    return record.place.guild_id is None and record.place.dm_user_id == viewer.user_id


class ServiceBase:
    """The store, the renderer, the clock and the per-game locks every part uses."""

    def __init__(
        self,
        store: AsyncGameStore,
        renderer: Renderer | None = None,
        *,
        clock: Any = None,
    ) -> None:
        self.store = store
        self.renderer = renderer or Renderer()
        self._locks: dict[int, asyncio.Lock] = {}
        self._game_langs: dict[int, str] = {}  # game id -> its language (settings "language")
        self._user_langs: dict[int, str | None] = {}  # user id -> the language they chose
        self._clock = clock or (lambda: datetime.now(UTC))

    def now(self) -> datetime:
        return self._clock()

    async def _run(self, fn, *args):
        """Run ``fn(sync_store, *args)`` on the store's thread: never on the event loop."""
        return await self.store.run(fn, self.store.sync, *args)

    def lock(self, game_id: int) -> asyncio.Lock:
        """The one lock of a game: every change to it happens under this lock."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock


    async def game_language(self, game_id: int) -> str:
        """The game's language ("en", "nl"): its thread posts and public images. Chosen in
        the lobby (a solo game: its player's), kept in its settings, never in its state."""
        lang = self._game_langs.get(game_id)
        if lang is None:
            settings = await self.store.get_settings(game_id)
            lang = self._game_langs[game_id] = language_of(settings.extra.get("language"))
        return lang

    async def set_game_language(self, game_id: int, lang: str) -> str:
        lang = language_of(lang)
        await self.store.set_settings(game_id, {"language": lang})
        self._game_langs[game_id] = lang
        return lang

    async def user_language(self, user_id: int) -> str | None:
        """The language the user chose in ``/<game> settings`` (None: their client's)."""
        if user_id not in self._user_langs:
            self._user_langs[user_id] = await self.store.user_language(user_id)
        return self._user_langs[user_id]

    async def set_user_language(self, user_id: int, lang: str | None) -> None:
        lang = language_of(lang) if lang else None
        await self.store.set_user_language(user_id, lang)
        self._user_langs[user_id] = lang

    async def _after_commit(self, outcome: Outcome) -> None:
        """Draw the board in a worker thread, after the game's lock is released (the turn
        clock and reminders were updated under the lock, with the move); in the game's
        language, like the thread post that carries it."""
        outcome.lang = await self.game_language(outcome.game_id)
        if outcome.view is not None:
            outcome.picture = await asyncio.to_thread(
                functools.partial(self.renderer.picture, outcome.kind, outcome.view,
                                  outcome.view_what, words=words(outcome.lang))
            )


def _seat_of(game_id: int, seats: Sequence[Seat], user_id: int) -> int:
    for s in seats:
        if s.user_id == user_id and not s.automa:
            return s.seat
    raise NotAPlayer(game_id)


def _require_active(loaded: LoadedGame) -> None:
    if loaded.record.status != "active":
        raise GameOver(loaded.id, loaded.record.status)

