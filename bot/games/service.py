"""The game service: everything between Discord and the store + engine, game-agnostic.

It knows seats, user ids, versions and drafts; it never imports discord. The cogs call it
and turn its results (``Panel``, ``Outcome``) into messages and components.

How a move is made. A seat's move is a sequence of small decisions (the engine exposes one
at a time). The decisions are kept in the seat's *draft* (held in the memory of the process serving
the game and written when it stops, so a panel reopened later continues it:
``bot/store/drafts.py``) and applied speculatively to a copy of the state to find the
next choices; nothing is written to the game until the move is complete and the player
commits it, so Cancel is free. A decision that reveals hidden information (a card drawn
from a face-down deck) commits at once: it cannot be taken back. Committing applies the
draft's actions to the store in one transaction (``apply_actions``: all or nothing, one
version check), under one asyncio.Lock per game, so a double click applies once.

Staleness. Every panel carries the game version and the draft revision it was built for
(``ver``/``rev``); a click with another pair is refused (``StalePanel``) and changes nothing.
In a simultaneous secret phase another seat's commit moves the version, so an open panel
goes stale; its draft is kept and replayed onto the new state when the panel is reopened.
"""


from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from bot.store import GameClosed, GameNotFound, GameRecord, LoadedGame, Place, Seat, Store
from rules.catalogues import Words
from rules.core import Message

from .after_commit import Helpers
from .ai_seats import AISeats
from .base import ServiceBase, Viewer, in_scope
from .board import Picture, Renderer
from .clock import TurnClock
from .context import GameContext, seat_of
from .deadline import Deadline, Reclaim, default_skip, skip_move
from .ending import Ending
from .history import History
from .instructions import Instructions
from .languages import Languages
from .lobbies import Lobbies
from .locks import LockTable
from .logbook import Logbook
from .moves import Moves
from .naming import event_texts, mention, namer, public_lines, seat_label, seat_name
from .outcomes import Choice, GameSummary, Outcome, Panel, StandingOffer
from .pictures import LiveBoard, Pictures
from .players import Players
from .posting import Posting
from .seat_panels import CANCEL_KIND
from .summaries import summary_of
from .upkeep import Upkeep


class GameService:
    """Creating games, panels, moves, undo, reminders. One instance per bot.

    A thin facade over composed parts, each receiving what it needs: ``base`` (the store,
    its threads, the locks, the clock), ``languages``, ``pictures``, ``moves`` (panels,
    decisions, Confirm, Cancel, the opening), ``history`` (the log, export, undo),
    ``deadline`` (skip, the vote to end), ``clock`` (reminders), ``ending`` (ending a
    game without a result); what follows every change is the list of steps in ``after_commit.py``. This
    class adds creating and reading games, and forwards the rest.
    """

    def __init__(self, store: Store, renderer: Renderer | None = None, *, clock: Any = None) -> None:
        self.base = ServiceBase(store, renderer, clock=clock)
        self.store = store
        self.renderer = self.base.renderer
        self.posting = Posting(store)  # the posts of moves: the outbox, the status message
        self.lobbies = Lobbies(store)  # where games start: lobbies, the solo player's game
        self.players = Players(store)  # notifications, results, the games to pick from
        self.upkeep = Upkeep(store)  # verify, repair, purge
        self.languages = Languages(store)
        self.pictures = Pictures(store, self.renderer, self.languages)
        helpers = Helpers(self.base.now, self.languages, self.pictures)
        self.moves = Moves(self.base, self.pictures, helpers)
        self.instructions = Instructions(self.base, self.moves)  # standing instructions
        self.history = History(self.base, helpers)
        self.deadline = Deadline(self.base, helpers)
        self.clock = TurnClock(self.base)
        self.ending = Ending(self.base, helpers)
        self.ai = AISeats(self.base, helpers)  # the AI seats' turns, after each post

    # -- the base ----------------------------------------------------------------------
    @property
    def closing(self) -> bool:
        """Set when the process stops: no new change to a game begins."""
        return self.base.closing

    @closing.setter
    def closing(self, value: bool) -> None:
        self.base.closing = value

    @property
    def _locks(self) -> LockTable:
        return self.base._locks

    @property
    def user_name(self) -> Callable[[int], Awaitable[str | None]] | None:
        """The Discord layer's look-up of a user's display name, for images."""
        return self.pictures.user_name

    @user_name.setter
    def user_name(self, look_up: Callable[[int], Awaitable[str | None]] | None) -> None:
        self.pictures.user_name = look_up

    def now(self) -> datetime:
        return self.base.now()

    def lock(self, game_id: int) -> asyncio.Lock:
        return self.base.lock(game_id)

    async def settled(self, timeout: float) -> bool:
        return await self.base.settled(timeout)

    async def record(self, game_id: int) -> GameRecord:
        return await self.base.record(game_id)

    # -- languages ---------------------------------------------------------------------
    async def game_language(self, game_id: int) -> str:
        return await self.languages.game_language(game_id)

    async def set_game_language(self, game_id: int, lang: str) -> str:
        return await self.languages.set_game_language(game_id, lang)

    async def user_language(self, user_id: int) -> str | None:
        return await self.languages.user_language(user_id)

    async def set_user_language(self, user_id: int, lang: str | None) -> None:
        await self.languages.set_user_language(user_id, lang)

    # -- moves -------------------------------------------------------------------------
    async def panel(self, game_id: int, user_id: int, kinds: Sequence[str] | None = None) -> Panel:
        return await self.moves.panel(game_id, user_id, kinds)

    async def choose(
        self, game_id: int, user_id: int, ver: int, rev: int, index: int, *, commit: bool = False,
        seat: int | None = None, then: Sequence[int] = (),
    ) -> Panel | Outcome:
        back = self.deadline.reclaiming()
        try:
            return await self.moves.choose(game_id, user_id, ver, rev, index, commit=commit,
                                           seat=seat, then=then, accepted=back)
        finally:
            await self._told(back)

    async def choose_action(self, game_id: int, user_id: int, ver: int, rev: int, kind: str,
                            params: Mapping[str, Any]) -> Panel | Outcome:
        back = self.deadline.reclaiming()
        try:
            return await self.moves.choose_action(game_id, user_id, ver, rev, kind, params,
                                                  accepted=back)
        finally:
            await self._told(back)

    async def commit(self, game_id: int, user_id: int, ver: int, rev: int) -> Outcome:
        back = self.deadline.reclaiming()
        try:
            return await self.moves.commit(game_id, user_id, ver, rev, accepted=back)
        finally:
            await self._told(back)

    async def cancel(self, game_id: int, user_id: int, ver: int, rev: int) -> Panel:
        back = self.deadline.reclaiming()
        try:
            return await self.moves.cancel(game_id, user_id, ver, rev, accepted=back)
        finally:
            await self._told(back)

    async def back(self, game_id: int, user_id: int, ver: int, rev: int) -> Panel:
        back = self.deadline.reclaiming()
        try:
            return await self.moves.back(game_id, user_id, ver, rev, accepted=back)
        finally:
            await self._told(back)

    async def _told(self, back: Reclaim) -> None:
        """A player on autopilot whose click was accepted took the seat back
        (``deadline.Reclaim``); the thread says so before the move's own post (also when
        the move failed after the seat was taken back: that part was kept)."""
        outcome = await back.told()
        if outcome is not None and self.ai.announcer is not None:
            await self.ai.announcer(outcome)

    async def opening(self, game_id: int) -> Outcome:
        return await self.moves.opening(game_id)

    # -- standing instructions (a seat's secret order for an auction) -------------------
    async def standing(self, game_id: int, user_id: int) -> StandingOffer | None:
        return await self.instructions.offer(game_id, user_id)

    async def leave_standing(self, game_id: int, user_id: int, ver: int, auction: int,
                             ceiling: int | None) -> StandingOffer | Outcome:
        return await self.instructions.leave(game_id, user_id, ver, auction, ceiling)

    async def drop_standing(self, game_id: int, user_id: int, ver: int, auction: int) -> StandingOffer:
        return await self.instructions.drop(game_id, user_id, ver, auction)

    # -- history -----------------------------------------------------------------------
    async def log_lines(self, game_id: int, user_id: int | None = None, *, actions: int = 80,
                        speaker: Words | None = None) -> list[str]:
        return await self.history.log_lines(game_id, user_id, actions=actions, speaker=speaker)

    async def logbook(self, game_id: int, user_id: int | None, *, room: int,
                      speaker: Words | None = None) -> Logbook:
        return await self.history.logbook(game_id, user_id, room=room, speaker=speaker)

    async def export_for(self, game_id: int, user_id: int) -> tuple[str, bool]:
        return await self.history.export_for(game_id, user_id)

    async def undo(self, game_id: int, user_id: int) -> Outcome:
        return await self.history.undo(game_id, user_id)

    # -- the turn deadline, reminders, ending ------------------------------------------
    async def skip(self, game_id: int, user_id: int) -> Outcome:
        return await self.deadline.skip(game_id, user_id)

    async def vote_end(self, game_id: int, user_id: int) -> Outcome:
        return await self.deadline.vote_end(game_id, user_id)

    async def autopilot(self, game_id: int, user_id: int, level: str = "medium") -> Outcome:
        return await self.deadline.autopilot(game_id, user_id, level)

    async def take_back(self, game_id: int, user_id: int) -> Outcome:
        return await self.deadline.take_back(game_id, user_id)

    async def vote_autopilot(self, game_id: int, user_id: int) -> Outcome:
        return await self.deadline.vote_autopilot(game_id, user_id)

    async def due_reminders(self) -> list[tuple[Any, GameSummary]]:
        return await self.clock.due_reminders()

    async def abandon(self, game_id: int, user_id: int | None = None, *,
                      reason: Message | None = None, version: int | None = None) -> Outcome:
        return await self.ending.abandon(game_id, user_id, reason=reason, version=version)

    # -- pictures ----------------------------------------------------------------------
    async def picture(self, game_id: int, user_id: int | None = None, what: str = "board",
                      lang: str | None = None, **options: Any) -> Picture:
        return await self.pictures.picture(game_id, user_id, what, lang, **options)

    async def posted_pictures(self, game_id: int, view: dict[str, Any], what: str = "",
                              move: dict[str, Any] | None = None) -> list[Picture]:
        return await self.pictures.posted_pictures(game_id, view, what, move)

    async def current_pictures(self, game_id: int, what: str = "",
                               move: dict[str, Any] | None = None) -> list[Picture]:
        return await self.pictures.current_pictures(game_id, what, move)

    async def live_board(self, game_id: int) -> LiveBoard:
        return await self.pictures.live_board(game_id)

    # -- creating --------------------------------------------------------------------
    async def create_game(
        self,
        kind: str,
        user_ids: Sequence[int | None],
        *,
        options: Mapping[str, Any] | None = None,
        engine_options: Mapping[str, Any] | None = None,
        place: Place | None = None,
        seed: int | None = None,
        automa_seats: Iterable[int] = (),
        ai_seats: Mapping[int, str] | None = None,
        solo: bool = False,
    ) -> LoadedGame:
        """Start a game; ``user_ids[i]`` sits in seat i (None for an automa seat). ``solo``:
        the player's one solo game (in ``place``'s DM), refused with SoloRunning when one runs.
        ``ai_seats``: seat -> the level of the AI player sitting there (an automated seat).

        ``options`` are stored with the game (bot settings such as the reminder interval
        ride along); only ``engine_options`` reach ``new_game``.
        """
        ai = dict(ai_seats or {})
        automa = set(automa_seats) | set(ai)
        seats = [
            Seat(i, None if i in automa else uid, None, i in automa, ai.get(i))
            for i, uid in enumerate(user_ids)
        ]
        stored = dict(engine_options or {})
        bot_options = {k: v for k, v in (options or {}).items() if k not in stored}
        # The turn clock and reminders start with the game's opening (``opening``).
        return await self.base.run(_create_sync, kind, seats, seed, stored, bot_options, place, solo)

    async def settings(self, game_id: int) -> dict[str, Any]:
        """The game's bot-side settings (reminder interval, deadline, difficulty...)."""
        return (await self.store.get_settings(game_id)).as_dict()

    async def set_place(self, game_id: int, place: Place) -> None:
        await self.store.set_place(game_id, place)

    # -- reading ---------------------------------------------------------------------
    async def summary(self, game_id: int) -> GameSummary:
        return summary_of(GameContext.of(await self.store.load_game(game_id)))

    async def check_scope(self, game_id: int, viewer: Viewer) -> GameRecord:
        """The game's record if ``viewer`` may reach it, else GameNotFound (the same answer
        as for an id that does not exist: a game of another server stays invisible)."""
        try:
            record = await self.store.get_record(game_id)
        except GameNotFound:
            raise GameNotFound(game_id) from None
        if not in_scope(record, viewer):
            raise GameNotFound(game_id)
        return record

    async def game_ids_of(self, user_id: int, viewer: Viewer, *, limit: int | None = 25,
                          kind: str | None = None) -> list[int]:
        """Ids of the user's active games in ``viewer``'s scope (of ``kind`` only, if given),
        oldest first, at most ``limit`` (one indexed query; no state is loaded)."""
        # a server's games by server, a DM's by its user (None: the store's "any")
        records = await self.store.find_games(
            user_id=user_id, status="active", limit=limit, kind=kind, guild_id=viewer.guild_id,
            dm_user_id=viewer.user_id if viewer.guild_id is None else None)
        return [r.id for r in records if in_scope(r, viewer)]

    async def games_of(self, user_id: int, *, status: str | None = "active",
                       viewer: Viewer | None = None) -> list[GameSummary]:
        """The user's games (with ``viewer``: only those in its scope)."""
        where: dict[str, Any] = {}
        if viewer is not None:
            where = {"guild_id": viewer.guild_id} if viewer.guild_id is not None else {
                "dm_user_id": viewer.user_id}
        records = await self.store.find_games(user_id=user_id, status=status, **where)
        if viewer is not None:
            records = [r for r in records if in_scope(r, viewer)]
        out = []
        for record in records:
            out.append(await self.summary(record.id))
        return out

    async def game_in_place(self, *, thread_id: int | None = None, dm_user_id: int | None = None,
                            kind: str | None = None):
        """The game played in a thread, or the latest (active first) solo game in a DM (of
        ``kind`` only, if given). One indexed query of one row (two in a DM whose games all
        ended)."""
        if thread_id is not None:
            records = await self.store.find_games(thread_id=thread_id, newest_first=True, limit=1)
        else:
            records = await self.store.find_games(dm_user_id=dm_user_id, status="active",
                                                  kind=kind, newest_first=True, limit=1)
            if not records:  # after the end, the last game (for log, board)
                records = await self.store.find_games(dm_user_id=dm_user_id, kind=kind,
                                                      newest_first=True, limit=1)
        return records[0].id if records else None

    async def seat_of(self, game_id: int, user_id: int) -> int:
        seats = await self.store.get_seats(game_id)
        return seat_of(game_id, seats, user_id)

    async def private_view(self, game_id: int, user_id: int) -> dict[str, Any]:
        loaded = await self.store.load_game(game_id)
        return loaded.game.view(loaded.state, seat_of(game_id, loaded.seats, user_id))



__all__ = [
    "CANCEL_KIND",
    "Choice",
    "GameClosed",
    "GameService",
    "GameSummary",
    "Outcome",
    "Panel",
    "Viewer",
    "default_skip",
    "event_texts",
    "in_scope",
    "mention",
    "namer",
    "public_lines",
    "seat_label",
    "seat_name",
    "skip_move",
]


def _create_sync(store: Any, kind: str, seats: list[Seat], seed: int | None,
                 engine_options: dict[str, Any], bot_options: dict[str, Any],
                 place: Place | None, solo: bool = False) -> LoadedGame:
    return store.create_game(kind, seats, seed=seed, options=engine_options, place=place,
                             settings=bot_options, one_in_dm=solo)
