"""The shared core of the game service: the store, the renderer, one lock per game, and
who may see a game (``Viewer``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from bot import metrics
from bot.store import GameRecord, Store
from bot.store.db import WriteOnReader

from .board import Renderer
from .errors import Restarting
from .locks import LockTable

T = TypeVar("T")


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
    """The base every part of the service stands on: the store and its two threads, the
    renderer, the clock and the one lock per game. The parts (moves, history, the turn
    clock, results, pictures) each receive it; none of them inherits from another."""

    def __init__(
        self,
        store: Store,
        renderer: Renderer | None = None,
        *,
        clock: Any = None,
    ) -> None:
        self.store = store
        self.renderer = renderer or Renderer()
        # one lock per game, freed when nobody holds or awaits it (see locks.py)
        self._locks = LockTable()
        # Set when the process stops (bot.client.GameHost.shut_down): no new change to a
        # game begins; those under way finish (``settled``).
        self.closing = False
        self._clock = clock or (lambda: datetime.now(UTC))

    def now(self) -> datetime:
        return self._clock()

    async def record(self, game_id: int) -> GameRecord:
        """The game's record (kind, status, place, seats' version): no state is loaded."""
        return await self.store.get_record(game_id)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(sync_store, *args)`` on the store's thread: never on the event loop. All
        it writes is one transaction (``GameStore.batch``): a move, the automa's replies,
        the spent draft, the turn clock and reminders make one commit, not one each."""
        started = time.perf_counter()
        try:
            return await self.store.run(_batched, fn, self.store.sync, *args)
        finally:
            metrics.STORE_COMMIT_SECONDS.observe(time.perf_counter() - started)

    async def read(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(store, *args)`` on the reader's connection and thread (it sees the last
        commit and never waits for the writer), or with ``run`` when it must write after
        all (WriteOnReader is raised before anything is written) or there is no reader."""
        reader = getattr(self.store, "reader", None)
        if reader is not None:
            try:
                return await self.store.read(fn, reader, *args)
            except WriteOnReader:
                pass
        return await self.run(fn, *args)

    def lock(self, game_id: int) -> asyncio.Lock:
        """The one lock of a game: every change to it happens under this lock. Once the
        process is stopping, no new change begins (Restarting: a plain "try again")."""
        if self.closing:
            raise Restarting()
        return self._locks(game_id)

    async def settled(self, timeout: float) -> bool:
        """Wait until no game's lock is held or awaited (the changes under way are
        committed), at most ``timeout`` seconds; True when all finished."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while len(self._locks):
            if loop.time() >= deadline:
                return False
            await asyncio.sleep(0.05)
        return True


def _batched(fn, store, *args):
    with store.batch():
        return fn(store, *args)
