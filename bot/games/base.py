"""The shared core of the game service: the store, the renderer, one lock per game."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from bot import metrics
from bot.store import GameRecord, LoadedGame, Seat, Store
from bot.store.db import WriteOnReader
from rules.catalogues import language_of, words
from rules.core import msg

from .board import Order, Picture, Renderer
from .errors import GameOver, NotAPlayer, Restarting
from .lobbies import Lobbies
from .locks import LockTable
from .outcomes import Outcome
from .players import Players
from .posting import Posting
from .profiles import get_profile, thread_images
from .upkeep import Upkeep


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
        store: Store,
        renderer: Renderer | None = None,
        *,
        clock: Any = None,
    ) -> None:
        self.store = store
        self.posting = Posting(store)  # the posts of moves: the outbox, the status message
        self.lobbies = Lobbies(store)  # where games start: lobbies, the solo player's game
        self.players = Players(store)  # notifications, results, the games to pick from
        self.upkeep = Upkeep(store)  # verify, repair, purge
        self.renderer = renderer or Renderer()
        # one lock per game, freed when nobody holds or awaits it (see locks.py)
        self._locks = LockTable()
        # Set when the process stops (bot.client.GameHost.shut_down): no new change to a
        # game begins; those under way finish (``settled``).
        self.closing = False
        self._game_langs: dict[int, str] = {}  # game id -> its language (settings "language")
        self._user_langs: dict[int, str | None] = {}  # user id -> the language they chose
        self._clock = clock or (lambda: datetime.now(UTC))
        # The Discord layer's look-up of a user's display name (None: unknown), for the
        # names drawn on images; the service itself knows only user ids.
        self.user_name: Callable[[int], Awaitable[str | None]] | None = None
        self._user_names: dict[int, str] = {}

    def now(self) -> datetime:
        return self._clock()

    async def record(self, game_id: int) -> GameRecord:
        """The game's record (kind, status, place, seats' version): no state is loaded."""
        return await self.store.get_record(game_id)

    async def _run(self, fn, *args):
        """Run ``fn(sync_store, *args)`` on the store's thread: never on the event loop. All
        it writes is one transaction (``GameStore.batch``): a move, the automa's replies,
        the spent draft, the turn clock and reminders make one commit, not one each."""
        started = time.perf_counter()
        try:
            return await self.store.run(_batched, fn, self.store.sync, *args)
        finally:
            metrics.STORE_COMMIT_SECONDS.observe(time.perf_counter() - started)

    async def _read(self, fn, *args):
        """Run ``fn(store, *args)`` on the reader's connection and thread (it sees the last
        commit and never waits for the writer), or with ``_run`` when it must write after
        all (WriteOnReader is raised before anything is written) or there is no reader."""
        reader = getattr(self.store, "reader", None)
        if reader is not None:
            try:
                return await self.store.read(fn, reader, *args)
            except WriteOnReader:
                pass
        return await self._run(fn, *args)

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
        """The language the user chose in ``/settings`` (None: their Discord client's)."""
        if user_id not in self._user_langs:
            self._user_langs[user_id] = await self.store.user_language(user_id)
        return self._user_langs[user_id]

    async def set_user_language(self, user_id: int, lang: str | None) -> None:
        lang = language_of(lang) if lang else None
        await self.store.set_user_language(user_id, lang)
        self._user_langs[user_id] = lang

    async def image_names(self, kind: str, seats: Sequence[Seat], lang: str = "en") -> list[str]:
        """The players' display names by seat, as images show them (never a mention):
        the automated opponent's name for its seat, "Player 2" (in ``lang``, the game's
        language) for a user not found."""
        profile = get_profile(kind)
        out = []
        for s in seats:
            if s.automa or s.user_id is None:
                out.append(profile.automa_text)
                continue
            name = self._user_names.get(s.user_id)
            if name is None and self.user_name is not None:
                try:
                    name = await self.user_name(s.user_id)
                except Exception:  # noqa: BLE001 - a name is decoration: never lose a move
                    name = None
                if name:
                    self._user_names[s.user_id] = name
            out.append(name or words(lang)(msg("core-seat", number=s.seat + 1)))
        return out

    async def _after_commit(self, outcome: Outcome) -> None:
        """Draw the post's images off the event loop, after the game's lock is released (the
        turn clock and reminders were updated under the lock, with the move). A secret
        decision gets none; the end gets the score sheet; a move its profile's images. All
        in the game's language, like the thread post that carries them."""
        metrics.MOVES_COMMITTED.labels(outcome.kind).inc()
        outcome.lang = await self.game_language(outcome.game_id)
        if outcome.view is None or outcome.secret:
            return
        seats = await self.store.get_seats(outcome.game_id)
        names = await self.image_names(outcome.kind, seats, outcome.lang)
        orders = self.orders(outcome.kind, outcome.view, names, outcome.view_what, outcome.move,
                             outcome.lang)
        if self.renderer.pooled():  # worker processes draw while the bot goes on
            outcome.drawing = asyncio.ensure_future(self.renderer.draw_all(orders))
        else:  # one drawing thread at a time: the drawing kit's caches are not shared
            outcome.pictures = await self.renderer.draw_all(orders)

    def orders(self, kind: str, view: dict[str, Any], names: Sequence[str], what: str = "",
               move: dict[str, Any] | None = None, lang: str = "en") -> list[Order]:
        """What to draw for one public post: ``what`` ("scores") alone, or the images the
        game's profile chooses for ``move``; in ``lang`` (the game's language)."""
        names = tuple(names)
        if what == "scores":
            return [Order(kind, view, what, lang, names)]
        profile = get_profile(kind)
        out = []
        for image in thread_images(profile, move):
            options = {"move": move} if image == profile.move_image and move is not None else {}
            out.append(Order(kind, view, image, lang, names, options))
        return out

    async def draw_pictures(self, kind: str, view: dict[str, Any], names: Sequence[str], what: str = "",
                            move: dict[str, Any] | None = None, lang: str = "en") -> list[Picture]:
        """The pictures of one public post (``orders``), drawn off the event loop and the
        store's thread (in the drawing pool's processes when the bot has one)."""
        return await self.renderer.draw_all(self.orders(kind, view, names, what, move, lang))

    def draw(self, kind: str, view: dict[str, Any], names: Sequence[str], what: str = "",
             move: dict[str, Any] | None = None, lang: str = "en") -> list[Picture]:
        """``draw_pictures``, synchronously in this thread."""
        return [self.renderer.picture_of(o) for o in self.orders(kind, view, names, what, move, lang)]

    async def with_picture(self, result: Any) -> Any:
        """A panel whose private image was ordered (``Panel.order``) gets it drawn here,
        after the store's thread built the panel; anything else passes through."""
        order = getattr(result, "order", None)
        if order is not None:
            if order.names is None:  # the seats' display names, as on every other image
                seats = await self.store.get_seats(result.game_id)
                order = replace(order, names=tuple(await self.image_names(order.kind, seats, order.lang or "en")))
            result.picture = await self.renderer.draw(order)
            result.order = None
        return result


def _batched(fn, store, *args):
    with store.batch():
        return fn(store, *args)


def _seat_of(game_id: int, seats: Sequence[Seat], user_id: int) -> int:
    for s in seats:
        if s.user_id == user_id and not s.automa:
            return s.seat
    raise NotAPlayer(game_id)


def _require_active(loaded: LoadedGame) -> None:
    if loaded.record.status != "active":
        raise GameOver(loaded.id, loaded.record.status)

