"""The shared core of the game service: the store, the renderer, one lock per game."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.store import AsyncGameStore, GameRecord, LoadedGame, Seat

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


    async def _after_commit(self, outcome: Outcome) -> None:
        """Draw the board in a worker thread, after the game's lock is released (the turn
        clock and reminders were updated under the lock, with the move)."""
        if outcome.view is not None:
            outcome.picture = await asyncio.to_thread(
                self.renderer.picture, outcome.kind, outcome.view, outcome.view_what
            )


def _seat_of(game_id: int, seats: Sequence[Seat], user_id: int) -> int:
    for s in seats:
        if s.user_id == user_id and not s.automa:
            return s.seat
    raise NotAPlayer(game_id)


def _require_active(loaded: LoadedGame) -> None:
    if loaded.record.status != "active":
        raise GameOver(loaded.id, loaded.record.status)

