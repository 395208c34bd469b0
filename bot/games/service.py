"""The game service: everything between Discord and the store + engine, game-agnostic.

It knows seats, user ids, versions and drafts; it never imports discord. The cogs call it
and turn its results (``Panel``, ``Outcome``) into messages and components.

How a move is made. A seat's move is a sequence of small decisions (the engine exposes one
at a time). The decisions are kept in the seat's *draft* (saved in the database, so a panel
reopened later continues it) and applied speculatively to a copy of the state to find the
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

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from bot.store import GameClosed, GameNotFound, GameRecord, LoadedGame, Place, Seat

from .base import ServiceBase, Viewer, _seat_of, in_scope
from .board import Order, Picture
from .clock import TurnClockMixin, default_skip, skip_move
from .history import HistoryMixin
from .moves import CANCEL_KIND, MovesMixin
from .naming import event_texts, mention, namer, public_lines, seat_label, seat_name
from .outcomes import Choice, GameSummary, Outcome, Panel
from .profiles import get_profile
from .results import ResultsMixin


class GameService(MovesMixin, HistoryMixin, TurnClockMixin, ResultsMixin, ServiceBase):
    """Creating games, panels, moves, undo, reminders. One instance per bot.

    A thin facade: each concern lives in its own module (moves, history, clock, results,
    base); this class adds creating and reading games.
    """

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
    ) -> LoadedGame:
        """Start a game; ``user_ids[i]`` sits in seat i (None for an automa seat).

        ``options`` are stored with the game (bot settings such as the reminder interval
        ride along); only ``engine_options`` reach ``new_game``.
        """
        automa = set(automa_seats)
        seats = [
            Seat(i, None if i in automa else uid, None, i in automa) for i, uid in enumerate(user_ids)
        ]
        stored = dict(engine_options or {})
        bot_options = {k: v for k, v in (options or {}).items() if k not in stored}
        # The turn clock and reminders start with the game's opening (``opening``).
        return await self._run(self._create_sync, kind, seats, seed, stored, bot_options, place)

    def _create_sync(self, store, kind, seats, seed, engine_options, bot_options, place):
        return store.create_game(kind, seats, seed=seed, options=engine_options, place=place,
                                 settings=bot_options)

    async def settings(self, game_id: int) -> dict[str, Any]:
        """The game's bot-side settings (reminder interval, deadline, difficulty...)."""
        return (await self.store.get_settings(game_id)).as_dict()

    async def set_place(self, game_id: int, place: Place) -> None:
        await self.store.set_place(game_id, place)

    # -- reading ---------------------------------------------------------------------
    async def summary(self, game_id: int) -> GameSummary:
        loaded = await self.store.load_game(game_id)
        return self._summary(loaded)

    def _summary(self, loaded: LoadedGame) -> GameSummary:
        profile = get_profile(loaded.record.kind)
        game = loaded.game
        to_move = [] if game.is_over(loaded.state) else game.to_move(loaded.state)
        public = game.view(loaded.state, None) if profile.stage or profile.status_line else {}
        return GameSummary(
            loaded.id,
            loaded.record.kind,
            profile.title,
            loaded.record.status,
            loaded.version,
            [seat_name(s, profile) for s in loaded.seats],
            [seat_name(loaded.seats[s], profile) for s in to_move if s < len(loaded.seats)],
            loaded.record.place,
            dict(loaded.record.options),
            [s.user_id for s in loaded.seats if s.user_id is not None and not s.automa],
            stage=profile.stage(public) if profile.stage else None,
            since=_epoch(loaded.record.updated_at),
            progress=profile.status_line(public) if profile.status_line else None,
        )

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
        return _seat_of(game_id, seats, user_id)

    async def picture(self, game_id: int, user_id: int | None = None, what: str = "board",
                      lang: str | None = None, **options: Any) -> Picture:
        """The board as everyone sees it (user None) or as one player sees it, in ``lang``
        (the reader's language; None: the game's)."""
        loaded = await self.store.load_game(game_id)
        seat = None if user_id is None else _seat_of(game_id, loaded.seats, user_id)
        view = loaded.game.view(loaded.state, seat)
        lang = lang or await self.game_language(game_id)
        names = await self.image_names(loaded.record.kind, loaded.seats, lang)
        return await self.renderer.draw(Order(loaded.record.kind, view, what, lang, tuple(names),
                                              options))

    async def posted_pictures(self, game_id: int, view: dict[str, Any], what: str = "",
                              move: dict[str, Any] | None = None) -> list[Picture]:
        """The public pictures of a post as its move left the game (``view``: the public view
        then, ``move``: the per-move image's option), for an announcement posted late from
        the outbox; in the game's language."""
        record = await self.store.get_record(game_id)
        return await self._public_pictures(game_id, record.kind, await self.store.get_seats(game_id),
                                           view, what, move)

    async def current_pictures(self, game_id: int, what: str = "",
                               move: dict[str, Any] | None = None) -> list[Picture]:
        """The public pictures of a post as the game stands now ("scores" once it is over),
        for an announcement posted late from the outbox."""
        loaded = await self.store.load_game(game_id)
        view = loaded.game.view(loaded.state, None)
        if what == "scores" or loaded.game.is_over(loaded.state):
            what, view = "scores", {**view, "scores": loaded.game.scores(loaded.state)}
        return await self._public_pictures(game_id, loaded.record.kind, loaded.seats, view, what, move)

    async def _public_pictures(self, game_id: int, kind: str, seats: Sequence[Seat], view: dict[str, Any],
                               what: str, move: dict[str, Any] | None) -> list[Picture]:
        """A public post's pictures of ``view``, in the game's language with its players' names."""
        lang = await self.game_language(game_id)
        names = await self.image_names(kind, seats, lang)
        return await self.draw_pictures(kind, view, names, what, move, lang)

    async def private_view(self, game_id: int, user_id: int) -> dict[str, Any]:
        loaded = await self.store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        return loaded.game.view(loaded.state, seat)



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


def _epoch(stamp: str | None) -> int | None:
    """Unix seconds of a stored ISO time (None when missing or unreadable)."""
    try:
        return int(datetime.fromisoformat(stamp).timestamp()) if stamp else None
    except (TypeError, ValueError):
        return None
