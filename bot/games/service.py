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

import asyncio
import json
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.store import AsyncGameStore, GameClosed, GameNotFound, GameRecord, LoadedGame, Place, Seat
from bot.store.db import from_text, to_text
from rules.core import Action, Game, IllegalAction

from .board import Picture, Renderer
from .errors import GameOver, NotAPlayer, NotYourTurn, PlayRefused, StalePanel
from .parse import OTHER_SEAT, BadInput
from .profiles import GameProfile, get_profile, move_complete

log = logging.getLogger(__name__)

# Player-facing texts added for issue 11 (kept together for the message catalogues).
EXPORT_PARTIAL_NOTE = (
    "This game is still running, so this file holds only what you may see: the public "
    "moves, the board, and your own secrets if you play in it. A finished game exports whole.")

DRAFT_CLEARED = "The game changed, so your unfinished choices were cleared."

AUTOMA_STEP_LIMIT = 1000  # a runaway automa loop is a bug: stop and log instead of hanging
MAX_REMINDERS_PER_TURN = 3
# An engine's "take back the action under way" decision: the panel shows it as its Cancel.
CANCEL_KIND = "cancel"


# -- results handed to the Discord layer ---------------------------------------------------
@dataclass(frozen=True)
class Choice:
    index: int  # position in legal_actions at (version, rev): what a component sends back
    label: str
    kind: str
    prominent: bool = False  # always its own button, never hidden in a (paged) menu


@dataclass
class Panel:
    """One seat's private panel: its current decision, or a finished move to confirm."""

    game_id: int
    seat: int
    version: int
    rev: int
    title: str
    choices: list[Choice] = field(default_factory=list)
    so_far: list[str] = field(default_factory=list)  # labels of the drafted decisions
    private: list[str] = field(default_factory=list)  # texts only this seat may see
    preview: list[str] = field(default_factory=list)  # what the drafted decisions will do
    complete: bool = False  # the drafted move is whole: Confirm / Cancel
    cancel_index: int | None = None  # the engine's own "cancel" choice, shown as Cancel
    note: str = ""


@dataclass
class Outcome:
    """What a committed move (or undo, or automa turn) changed, ready to announce."""

    game_id: int
    kind: str
    version: int
    place: Place
    actor: str  # display name of who acted ("" for system changes)
    public: list[str] = field(default_factory=list)
    private: list[str] = field(default_factory=list)  # for the actor only
    progress: str = ""  # "2 of 4 have planned" during a secret simultaneous phase
    ping_user_ids: list[int] = field(default_factory=list)
    ping_text: str = ""
    to_move: list[int] = field(default_factory=list)
    finished: bool = False
    standings: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    picture: Picture | None = None
    view: dict[str, Any] | None = None  # the public view to draw (rendered off the store thread)
    view_what: str = "board"
    ended: bool = False  # abandoned (resigned, aborted, ended by vote): no result, no panel


@dataclass(frozen=True)
class GameSummary:
    game_id: int
    kind: str
    title: str
    status: str
    version: int
    players: list[str]
    to_move: list[str]
    place: Place
    options: dict[str, Any]
    user_ids: list[int] = field(default_factory=list)  # the human players


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


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def seat_name(seat: Seat, profile: GameProfile) -> str:
    if seat.automa or seat.user_id is None:
        return profile.automa_name
    return mention(seat.user_id)


def seat_label(seat: Seat, profile: GameProfile) -> str:
    """The name with the seat's colour on the board: "<@1> (blue)"."""
    colours = profile.seat_colours
    colour = seat.colour or (colours[seat.seat] if seat.seat < len(colours) else None)
    return seat_name(seat, profile) + (f" ({colour})" if colour else "")


def namer(seats: Sequence[Seat], profile: GameProfile):
    """A function putting the players' names where an engine text says "Player 2"."""
    if not profile.seat_pattern:
        return lambda text: text
    pattern = re.compile(profile.seat_pattern)
    names = [seat_name(s, profile) for s in seats]

    def one(match: re.Match[str]) -> str:
        i = int(match.group(1)) - 1
        return names[i] if 0 <= i < len(names) else match.group(0)

    return lambda text: pattern.sub(one, text)


def event_texts(events: Iterable[dict[str, Any]], visible_to: Any, name=lambda t: t) -> list[str]:
    """The texts of the events one audience may see ("all", or a seat), players named.

    For a seat, previews are left out: they are public events shown early to the acting
    seat while its action is drafted (``preview``), and they go public at the commit."""
    return [
        name(e["text"]) for e in events
        if e.get("visible_to", "all") == visible_to and e.get("text") and not e.get("preview")
    ]


def public_lines(events: Iterable[dict[str, Any]], name=lambda t: t) -> list[str]:
    """What everyone is told about a move: an engine's summary line of an action stands
    for the detailed events of that seat that follow it (they stay in /mombasa log);
    events of others and of the game itself (a refilled display, a new round) are kept."""
    out: list[str] = []
    summarised = None  # the seat whose details a summary line stands for
    for e in events:
        if e.get("visible_to", "all") != "all" or not e.get("text"):
            continue
        if e.get("summary"):
            out.append(name(e["text"]))
            summarised = e.get("seat")
            continue
        seat = e.get("seat")
        if summarised is not None and seat == summarised:
            continue
        if seat is not None:
            summarised = None
        out.append(name(e["text"]))
    return out


class GameService:
    """Creating games, panels, moves, undo, reminders. One instance per bot."""

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

    async def game_ids_of(self, user_id: int, viewer: Viewer) -> list[int]:
        """Ids of the user's active games in ``viewer``'s scope, oldest first; reads the
        games rows only (no state is loaded)."""
        where = ({"guild_id": viewer.guild_id} if viewer.guild_id is not None
                 else {"dm_user_id": viewer.user_id})
        records = await self.store.find_games(user_id=user_id, status="active", **where)
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

    async def game_in_place(self, *, thread_id: int | None = None, dm_user_id: int | None = None):
        """The game played in a thread, or the latest (active first) solo game in a DM."""
        if thread_id is not None:
            records = await self.store.find_games(thread_id=thread_id)
        else:
            records = await self.store.find_games(dm_user_id=dm_user_id)
            active = [r for r in records if r.status == "active"]
            records = active or records  # after the end, the last game (for log, board)
        return records[-1].id if records else None

    async def seat_of(self, game_id: int, user_id: int) -> int:
        seats = await self.store.get_seats(game_id)
        return _seat_of(game_id, seats, user_id)

    async def picture(self, game_id: int, user_id: int | None = None, what: str = "board") -> Picture:
        """The board as everyone sees it (user None) or as one player sees it."""
        loaded = await self.store.load_game(game_id)
        seat = None if user_id is None else _seat_of(game_id, loaded.seats, user_id)
        view = loaded.game.view(loaded.state, seat)
        return await asyncio.to_thread(self.renderer.picture, loaded.record.kind, view, what)

    async def current_picture(self, game_id: int, what: str = "board") -> Picture:
        """The public picture of the game as it stands now ("scores" once it is over), for
        an announcement posted late from the outbox."""
        loaded = await self.store.load_game(game_id)
        view = loaded.game.view(loaded.state, None)
        if what == "scores" or loaded.game.is_over(loaded.state):
            what, view = "scores", {**view, "scores": loaded.game.scores(loaded.state)}
        return await asyncio.to_thread(self.renderer.picture, loaded.record.kind, view, what)

    async def private_view(self, game_id: int, user_id: int) -> dict[str, Any]:
        loaded = await self.store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        return loaded.game.view(loaded.state, seat)

    async def log_lines(self, game_id: int, user_id: int | None = None, *, actions: int = 80) -> list[str]:
        """The latest moves, oldest first, one block per move: who, the labels of their
        decisions and what happened. ``user_id`` sees their own secret decisions and the
        texts meant for them only; of everyone else only what was public."""
        record = await self.store.get_record(game_id)
        seats = await self.store.get_seats(game_id)
        history = await self.store.history(game_id, actions)
        profile = get_profile(record.kind)
        mine = next((s.seat for s in seats if user_id is not None and s.user_id == user_id and not s.automa), None)
        name = namer(seats, profile)
        groups: list[list[Any]] = []
        for h in history:  # a committed move is one batch: same seat, same time
            if groups and (groups[-1][0].entry.seat, groups[-1][0].entry.created_at) == (
                h.entry.seat, h.entry.created_at
            ):
                groups[-1].append(h)
            else:
                groups.append([h])
        out = []
        for group in groups:
            seat = group[0].entry.seat
            who = seat_name(seats[seat], profile) if seat < len(seats) else "?"
            labels = [
                h.label for h in group
                if seat == mine or not any(
                    e.get("visible_to") == seat and not e.get("preview") for e in h.events
                )
            ]
            first, last = group[0].entry.seq, group[-1].entry.seq
            head = f"#{first}" + (f"-{last}" if last != first else "")
            hidden = len(group) - len(labels)
            what = " → ".join(labels) if labels else ""
            if hidden:
                what += ("; " if what else "") + f"{hidden} secret decision{'s' if hidden != 1 else ''}"
            lines = [f"**{head}** {who}: {what}"]
            events = [e for h in group for e in h.events]
            lines += [f"  · {t}" for t in public_lines(events, name)]
            if mine is not None:
                lines += [f"  🔒 {t}" for t in event_texts(events, mine, name)]
            out.append("\n".join(lines))
        return out

    # -- exporting -------------------------------------------------------------------
    async def export_for(self, game_id: int, user_id: int) -> tuple[str, bool]:
        """The game as a JSON file for ``user_id``, and whether it is whole.

        A finished or abandoned game exports whole (seed, seats, every action: it replays).
        A running one holds only what the requester may see: the public moves, the public
        board, and their own view if they play in it; never the seed, another seat's hand
        or plan, or the deck order. Admin rights give power over a game, not sight of it."""
        record = await self.store.get_record(game_id)
        if record.status != "active":
            return await self.store.export_game_json(game_id), True
        async with self.lock(game_id):
            loaded = await self.store.load_game(game_id)
        seat = next((s.seat for s in loaded.seats if s.user_id == user_id and not s.automa), None)
        doc = {
            "format": "mombasa-bot.game-view",
            "format_version": 1,
            "note": EXPORT_PARTIAL_NOTE,
            "kind": record.kind,
            "options": record.options,
            "players": record.players,
            "status": record.status,
            "version": record.version,
            "your_seat": seat,
            "view": loaded.game.view(loaded.state, seat),
            "log": await self.log_lines(game_id, user_id, actions=100_000),
            "source": {"game_id": record.id},
        }
        return json.dumps(doc, indent=1, sort_keys=True), False

    # -- panels ----------------------------------------------------------------------
    async def panel(self, game_id: int, user_id: int, kinds: Sequence[str] | None = None) -> Panel:
        async with self.lock(game_id):
            return await self._run(self._panel_sync, game_id, user_id, kinds)

    def _panel_sync(self, store, game_id, user_id, kinds=None, note=""):
        loaded = store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        _require_active(loaded)
        draft, note2 = self._draft(store, loaded, seat)
        return self._build_panel(loaded, seat, draft, kinds, note or note2)

    def _draft(self, store, loaded: LoadedGame, seat: int) -> tuple[dict[str, Any], str]:
        """The seat's draft, replayed onto the current state if the game moved meanwhile."""
        saved = store.get_draft(loaded.id, seat)
        value = saved.draft if saved is not None and isinstance(saved.draft, dict) else {}
        rev, actions = value.get("rev", 0), value.get("actions", [])
        draft = {
            "base": saved.version if saved is not None else loaded.version,
            # a damaged row must not break the panel: odd values count as no draft
            "rev": rev if type(rev) is int and 0 <= rev < 2**62 else 0,
            "actions": list(actions) if isinstance(actions, list) else [],
            "last": value.get("last") if isinstance(value.get("last"), dict) else None,
        }
        note = ""
        if draft["actions"]:
            try:  # the drafted actions still fit the game (checked on every load)
                _speculate(loaded.game, loaded.state, seat, draft["actions"])
            except IllegalAction:
                draft["actions"] = []
                draft["rev"] += 1
                note = DRAFT_CLEARED
        if draft["base"] == loaded.version and not note:
            return draft, ""
        draft["base"] = loaded.version
        self._save_draft(store, loaded.id, seat, draft)
        return draft, note

    @staticmethod
    def _save_draft(store, game_id: int, seat: int, draft: dict[str, Any]) -> None:
        store.save_draft(
            game_id,
            seat,
            draft["base"],
            {"rev": draft["rev"], "actions": draft["actions"], "last": draft.get("last")},
        )

    def _build_panel(self, loaded, seat, draft, kinds=None, note="") -> Panel:
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        state, events = _speculate(game, loaded.state, seat, draft["actions"])
        so_far = _labels(game, loaded.state, seat, draft["actions"])
        name = namer(loaded.seats, profile)
        private = event_texts(events, seat, name)
        preview = [name(e["text"]) for e in events
                   if e.get("preview") and e.get("visible_to") == seat and e.get("text")]
        panel = Panel(
            loaded.id, seat, loaded.version, draft["rev"],
            f"{profile.title} #{loaded.id}", so_far=so_far, private=private, note=note,
            preview=preview,
        )
        if draft["actions"] and (
            seat not in game.to_move(state)
            or _complete_after(game, loaded.state, seat, draft["actions"])
        ):
            panel.complete = True
            return panel
        if seat not in game.to_move(state):
            waiting = [seat_name(loaded.seats[s], profile) for s in game.to_move(state)]
            raise NotYourTurn(loaded.id, ", ".join(waiting))
        if draft["actions"]:
            kinds = None  # a move under way goes on, whichever command reopened it
        for i, action in enumerate(game.legal_actions(state, seat)):
            if action.kind == CANCEL_KIND:
                panel.cancel_index = i  # the panel's Cancel button, not a choice
            elif kinds is None or action.kind in kinds:
                panel.choices.append(Choice(i, _label(game, action), action.kind,
                                            action.kind in profile.button_kinds))
        if kinds is not None and not panel.choices:
            raise IllegalAction("You cannot do that right now. Open your panel to see what you can do.")
        return panel

    # -- deciding --------------------------------------------------------------------
    async def choose(
        self, game_id: int, user_id: int, ver: int, rev: int, index: int, *, commit: bool = False,
        seat: int | None = None,
    ) -> Panel | Outcome:
        """Take choice ``index`` of the panel shown at (ver, rev).

        ``seat``: the seat the choice was offered to (an autocomplete value names it); a
        value made for another seat is refused. Returns the next panel, or the Outcome when
        the choice committed the move (it revealed hidden information, or ``commit`` was
        asked for and the move is whole).
        """
        async with self.lock(game_id):
            result = await self._run(self._choose_sync, game_id, user_id, ver, rev, index, commit,
                                     seat)
        if isinstance(result, Outcome):
            await self._after_commit(result)
        return result

    def _checked(self, store, game_id, user_id, ver, rev, offered_to=None):
        loaded = store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        if offered_to is not None and offered_to != seat:
            raise BadInput(OTHER_SEAT)
        _require_active(loaded)
        draft, _ = self._draft(store, loaded, seat)
        if ver != loaded.version or rev != draft["rev"]:
            raise StalePanel(game_id)
        return loaded, seat, draft

    def _choose_sync(self, store, game_id, user_id, ver, rev, index, commit, offered_to=None):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev, offered_to)
        game = loaded.game
        state, _ = _speculate(game, loaded.state, seat, draft["actions"])
        if seat not in game.to_move(state):
            raise StalePanel(game_id)
        legal = game.legal_actions(state, seat)
        if not 0 <= index < len(legal):
            raise StalePanel(game_id)
        action = legal[index]
        after, events = game.apply(state, seat, action)
        draft["actions"].append(action.to_json())
        draft["rev"] += 1
        if game.reveals(events) or (commit and _completes(game, state, after, seat, events)):
            return self._commit_sync(store, loaded, seat, draft)
        self._save_draft(store, game_id, seat, draft)
        return self._build_panel(loaded, seat, draft)

    async def commit(self, game_id: int, user_id: int, ver: int, rev: int) -> Outcome:
        async with self.lock(game_id):
            outcome = await self._run(self._commit_checked_sync, game_id, user_id, ver, rev)
        await self._after_commit(outcome)
        return outcome

    def _commit_checked_sync(self, store, game_id, user_id, ver, rev):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev)
        if not draft["actions"]:
            raise StalePanel(game_id)
        return self._commit_sync(store, loaded, seat, draft)

    async def cancel(self, game_id: int, user_id: int, ver: int, rev: int) -> Panel:
        async with self.lock(game_id):
            return await self._run(self._cancel_sync, game_id, user_id, ver, rev)

    def _cancel_sync(self, store, game_id, user_id, ver, rev):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev)
        if not draft["actions"]:
            # Nothing drafted, but the engine has an action under way (its first steps were
            # committed): its own cancel takes that back.
            game = loaded.game
            legal = game.legal_actions(loaded.state, seat) if seat in game.to_move(loaded.state) else []
            cancels = [a for a in legal if a.kind == CANCEL_KIND]
            if not cancels:
                raise StalePanel(game_id)
            applied = store.apply_actions(game_id, seat, [cancels[0]], loaded.version)
            draft = {"base": applied.version, "rev": draft["rev"] + 1, "actions": [], "last": None}
            self._save_draft(store, game_id, seat, draft)
            loaded = store.load_game(game_id)
            return self._build_panel(loaded, seat, draft, note="Cancelled: your action was taken back.")
        draft["actions"] = []
        draft["rev"] += 1
        self._save_draft(store, game_id, seat, draft)
        return self._build_panel(loaded, seat, draft, note="Cancelled: nothing was played.")

    def _commit_sync(self, store, loaded: LoadedGame, seat: int, draft: dict[str, Any]) -> Outcome:
        """Apply the drafted actions to the store (version-checked), then any automa turns."""
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        before = loaded.state
        to_move_before = game.to_move(before)
        # The whole drafted move in one transaction: all or nothing, one version check.
        applied = store.apply_actions(loaded.id, seat, draft["actions"], loaded.version)
        version, events, state = applied.version, applied.events, applied.state
        # The seat's draft is spent; remember how many actions the move had, for undo.
        self._save_draft(
            store, loaded.id, seat,
            {"base": version, "rev": 0, "actions": [], "last": {"version": version, "count": len(draft["actions"])}},
        )
        actor = seat_name(loaded.seats[seat], profile)
        outcome = Outcome(loaded.id, loaded.record.kind, version, loaded.record.place, actor)
        name = namer(loaded.seats, profile)
        outcome.public = public_lines(events, name)
        outcome.private = event_texts(events, seat, name)
        state, version = self._automa_sync(store, loaded, state, version, outcome)
        outcome.version = version
        self._describe_next(loaded, state, outcome, to_move_before, seat)
        self._follow_turn_sync(store, loaded, state, moved=[seat])
        return outcome

    def _automa_sync(self, store, loaded, state, version, outcome):
        """Play automated seats until a human must decide (their moves are explained)."""
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        automa = {s.seat for s in loaded.seats if s.automa}
        steps = 0
        while not game.is_over(state) and profile.automa is not None:
            movers = [s for s in game.to_move(state) if s in automa]
            if not movers:
                break
            steps += 1
            if steps > AUTOMA_STEP_LIMIT:
                log.error("game %s: automa did not hand back control after %d steps", loaded.id, steps)
                break
            action = profile.automa(game, state, movers[0])
            applied = store.apply_action(loaded.id, movers[0], action, version)
            state, version = applied.state, applied.version
            outcome.public += [
                f"{profile.automa_name}: {text}"
                for text in public_lines(applied.events, namer(loaded.seats, profile))
            ]
        return state, version

    def _describe_next(self, loaded, state, outcome: Outcome, to_move_before, actor_seat) -> None:
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        seats = loaded.seats
        if game.is_over(state):
            outcome.finished = True
            scores = game.scores(state)
            totals = [int(s.get("total", 0)) for s in scores]
            best = max(totals) if totals else 0
            order = sorted(range(len(scores)), key=lambda i: -totals[i])
            labels = profile.score_labels
            for i in order:
                detail = ", ".join(
                    f"{labels.get(k, k.replace('_', ' '))} {v}"
                    for k, v in scores[i].items() if k != "total" and v
                )
                outcome.standings.append(
                    f"{seat_name(seats[i], profile)}: **{totals[i]}**" + (f" ({detail})" if detail else "")
                )
            outcome.winners = [seat_name(seats[i], profile) for i in order if totals[i] == best]
            outcome.view, outcome.view_what = {**game.view(state, None), "scores": scores}, "scores"
            return
        to_move = game.to_move(state)
        outcome.to_move = list(to_move)
        humans = [s for s in to_move if not seats[s].automa and seats[s].user_id is not None]
        simultaneous_before = len(to_move_before) > 1
        if len(to_move) > 1:
            if simultaneous_before and actor_seat not in to_move:
                done = len(seats) - len(to_move)
                outcome.progress = f"{done} of {len(seats)} have {profile.secret_verb}."
            else:
                outcome.ping_user_ids = [seats[s].user_id for s in humans]
                outcome.ping_text = "everyone decides in secret now: open your panel"
        elif humans:
            outcome.ping_user_ids = [seats[humans[0]].user_id]
            if simultaneous_before and actor_seat not in to_move:
                done = len(seats) - 1
                outcome.progress = f"{done} of {len(seats)} have {profile.secret_verb}."
                outcome.ping_text = "you are the last one to decide"
            else:
                outcome.ping_text = "your turn"
        outcome.view = game.view(state, None)

    async def _after_commit(self, outcome: Outcome) -> None:
        """Draw the board in a worker thread, after the game's lock is released (the turn
        clock and reminders were updated under the lock, with the move)."""
        if outcome.view is not None:
            outcome.picture = await asyncio.to_thread(
                self.renderer.picture, outcome.kind, outcome.view, outcome.view_what
            )

    async def opening(self, game_id: int) -> Outcome:
        """The first announcement of a game: who decides first (automa seats move first)."""
        async with self.lock(game_id):
            outcome = await self._run(self._opening_sync, game_id)
        await self._after_commit(outcome)
        return outcome

    def _opening_sync(self, store, game_id):
        loaded = store.load_game(game_id)
        profile = get_profile(loaded.record.kind)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version, loaded.record.place, "")
        players = ", ".join(seat_label(s, profile) for s in loaded.seats)
        outcome.public = [f"A new game begins: {players}."]
        state, outcome.version = self._automa_sync(store, loaded, loaded.state, loaded.version, outcome)
        self._describe_next(loaded, state, outcome, [], -1)
        self._follow_turn_sync(store, loaded, state)
        return outcome

    # -- undo ------------------------------------------------------------------------
    async def undo(self, game_id: int, user_id: int) -> Outcome:
        async with self.lock(game_id):
            outcome = await self._run(self._undo_sync, game_id, user_id)
        await self._after_commit(outcome)
        return outcome

    def _undo_sync(self, store, game_id, user_id):
        loaded = store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        _require_active(loaded)
        saved = store.get_draft(game_id, seat)
        last = saved.draft.get("last") if saved is not None and isinstance(saved.draft, dict) else None
        count = 1
        if isinstance(last, dict) and last.get("version") == loaded.version:
            count = int(last.get("count", 1))
        before = loaded.game.to_move(loaded.state)
        after = store.undo(game_id, seat, loaded.version, count)
        store.clear_draft(game_id, seat)
        profile = get_profile(loaded.record.kind)
        outcome = Outcome(game_id, loaded.record.kind, after.version, loaded.record.place,
                          seat_name(loaded.seats[seat], profile))
        outcome.public = [f"{outcome.actor} took back their last move."]
        self._describe_next(after, after.state, outcome, before, -1)
        self._follow_turn_sync(store, after, after.state, moved=[seat])
        return outcome

    # -- ending ----------------------------------------------------------------------
    async def abandon(self, game_id: int, user_id: int | None = None, *, reason: str = "") -> Outcome:
        """End a game without a result (resign, admin abort)."""
        async with self.lock(game_id):
            return await self._run(self._abandon_sync, game_id, user_id, reason)

    def _abandon_sync(self, store, game_id, user_id, reason):
        loaded = store.load_game(game_id)
        profile = get_profile(loaded.record.kind)
        who = ""
        if user_id is not None:
            seat = _seat_of(game_id, loaded.seats, user_id)
            who = seat_name(loaded.seats[seat], profile)
        _require_active(loaded)
        store.abandon_game(game_id)
        self._close_sync(store, game_id)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version + 1, loaded.record.place, who)
        outcome.public = [reason or f"{who} resigned; the game is over without a result."]
        outcome.ended = True
        return outcome

    @staticmethod
    def _close_sync(store, game_id: int) -> None:
        """Nothing is pending in a game that ended: no reminders, drafts, clock or votes."""
        store.cancel_reminders(game_id)
        store.clear_draft(game_id)
        store.sync_waiting(game_id, [])
        store.clear_end_votes(game_id)

    # -- the turn deadline -----------------------------------------------------------
    def _late_seats(self, store, loaded: LoadedGame, deadline_hours: float) -> dict[int, datetime]:
        """Seats the game waits for since longer than the deadline -> when it passed."""
        if deadline_hours <= 0 or loaded.record.status != "active" or loaded.game.is_over(loaded.state):
            return {}
        now = self.now()
        waiting = store.waiting_since(loaded.id)
        late = {}
        for s in loaded.game.to_move(loaded.state):
            since = waiting.get(s)
            if since is None:
                continue
            passed = from_text(since) + timedelta(hours=deadline_hours)
            if passed <= now:
                late[s] = passed
        return late

    def _deadline_check(self, store, game_id: int, user_id: int):
        """The game, the caller's seat, the deadline and the late seats other than the caller;
        refusals in plain words when there is no deadline or nobody is late."""
        loaded = store.load_game(game_id)
        caller = _seat_of(game_id, loaded.seats, user_id)
        _require_active(loaded)
        profile = get_profile(loaded.record.kind)
        hours = float(store.get_settings(game_id).deadline_hours or 0)
        if hours <= 0:
            raise PlayRefused(
                f"Game #{game_id} has no turn deadline, so nobody can be skipped or voted out. "
                "(The deadline is chosen when the game is opened with `/mombasa new`.)")
        late = self._late_seats(store, loaded, hours)
        if caller in late:
            raise PlayRefused(
                "You are past the turn deadline yourself: make your move (or `/mombasa resign`).")
        if not late:
            waiting = store.waiting_since(game_id)
            times = [
                f"{seat_name(loaded.seats[s], profile)} until <t:{int((from_text(t) + timedelta(hours=hours)).timestamp())}:f>"
                for s, t in sorted(waiting.items())
            ]
            raise PlayRefused(
                f"Nobody is past the {_hours_text(hours)} turn deadline of game #{game_id}"
                + (f": {', '.join(times)}." if times else "."))
        return loaded, caller, hours, late

    async def skip(self, game_id: int, user_id: int) -> Outcome:
        """Play the safest default move for every player past the turn deadline."""
        async with self.lock(game_id):
            outcome = await self._run(self._skip_sync, game_id, user_id)
        await self._after_commit(outcome)
        return outcome

    def _skip_sync(self, store, game_id, user_id):
        loaded, caller, hours, late = self._deadline_check(store, game_id, user_id)
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        name = namer(loaded.seats, profile)
        state, version = loaded.state, loaded.version
        to_move_before = game.to_move(state)
        events: list[dict[str, Any]] = []
        skipped = []
        for seat in sorted(late):
            if seat not in game.to_move(state):
                continue  # an earlier skip in this batch moved the game on
            saved = store.get_draft(game_id, seat)
            draft = list(saved.draft.get("actions", [])) if saved and isinstance(saved.draft, dict) else []
            actions = skip_move(game, state, seat, draft, profile)
            if not actions:
                continue
            applied = store.apply_actions(game_id, seat, actions, version)
            state, version = applied.state, applied.version
            events += applied.events
            store.clear_draft(game_id, seat)
            skipped.append(seat)
        if not skipped:
            raise PlayRefused("There was nothing to play for them; nothing was changed.")
        who = seat_name(loaded.seats[caller], profile)
        names = " and ".join(seat_name(loaded.seats[s], profile) for s in skipped)
        outcome = Outcome(game_id, loaded.record.kind, version, loaded.record.place, who)
        outcome.public = [
            f"⏭️ {who} skipped {names}, past the {_hours_text(hours)} turn deadline: the bot "
            "played the safest default for them."
        ] + public_lines(events, name)
        state, version = self._automa_sync(store, loaded, state, version, outcome)
        outcome.version = version
        self._describe_next(loaded, state, outcome, to_move_before, skipped[0])
        self._follow_turn_sync(store, loaded, state, moved=skipped)
        return outcome

    async def vote_end(self, game_id: int, user_id: int) -> Outcome:
        """A vote to end the game while a player is past the deadline; a majority of the
        other players ends it without a result (stored as abandoned)."""
        async with self.lock(game_id):
            return await self._run(self._vote_sync, game_id, user_id)

    def _vote_sync(self, store, game_id, user_id):
        loaded, caller, hours, late = self._deadline_check(store, game_id, user_id)
        profile = get_profile(loaded.record.kind)
        voters = {
            s.user_id for s in loaded.seats
            if s.user_id is not None and not s.automa and s.seat not in late
        }
        votes = [u for u in store.add_end_vote(game_id, user_id) if u in voters]
        needed = len(voters) // 2 + 1
        who = seat_name(loaded.seats[caller], profile)
        late_names = " and ".join(seat_name(loaded.seats[s], profile) for s in sorted(late))
        outcome = Outcome(game_id, loaded.record.kind, loaded.version, loaded.record.place, who)
        if len(votes) < needed:
            outcome.public = [
                f"🗳️ {who} votes to end the game, as {late_names} is past the "
                f"{_hours_text(hours)} turn deadline ({len(votes)} of {needed} votes needed; "
                "`/mombasa end` to vote, `/mombasa skip` to play on without them)."
            ]
            return outcome
        store.abandon_game(game_id)
        self._close_sync(store, game_id)
        outcome.version = loaded.version + 1
        outcome.ended = True
        outcome.public = [
            f"🗳️ The game was ended by a vote of {', '.join(mention(u) for u in votes)}, as "
            f"{late_names} was past the {_hours_text(hours)} turn deadline. It is stored as "
            "abandoned, with no winner."
        ]
        return outcome

    # -- the turn clock --------------------------------------------------------------
    def _follow_turn_sync(self, store, loaded: LoadedGame, state: Any, moved: Iterable[int] = ()) -> None:
        """After a change: note since when the game waits for each human seat, and keep
        that seat's reminder and deadline notice in step (a seat that still waits keeps
        its clock; one that moved or starts waiting gets new ones). Under the game's lock."""
        game = loaded.game
        game_id = loaded.id
        seats = loaded.seats
        if game.is_over(state) or store.get_record(game_id).status != "active":
            self._close_sync(store, game_id)
            return
        humans = [
            s for s in game.to_move(state)
            if s < len(seats) and seats[s].user_id is not None and not seats[s].automa
        ]
        since, started = store.sync_waiting(game_id, humans, moved, to_text(self.now()))
        for r in store.game_reminders(game_id):
            if r.purpose in ("turn", "deadline") and (
                r.seat not in since or r.seat in started or r.payload.get("since") not in (None, since[r.seat])
            ):
                store.cancel_reminders(game_id, r.purpose, r.seat)
        settings = store.get_settings(game_id)
        for s in started:
            start = from_text(since[s])
            payload = {"since": since[s], "version": loaded.version}
            if settings.reminder_hours > 0:
                store.add_reminder(game_id, "turn", start + timedelta(hours=settings.reminder_hours),
                                   seat=s, user_id=seats[s].user_id, payload={**payload, "n": 1})
            if settings.deadline_hours > 0:
                store.add_reminder(game_id, "deadline", start + timedelta(hours=settings.deadline_hours),
                                   seat=s, user_id=seats[s].user_id, payload=payload)
        if store.end_votes(game_id) and not any(
            from_text(t) + timedelta(hours=settings.deadline_hours) <= self.now() for t in since.values()
        ):
            store.clear_end_votes(game_id)  # nobody is late any more: a new vote starts afresh

    # -- reminders -------------------------------------------------------------------
    async def due_reminders(self) -> list[tuple[Any, GameSummary]]:
        """Reminders to send now, each marked done ("turn" ones followed by the next, at
        most 3 a turn); "deadline" ones are the notice that a player is past the deadline.

        A reminder whose wait is over (the seat moved) is dropped silently. Reminders missed
        while the bot was offline come out once each, and the next is counted from now, so a
        restart never makes a burst (the reminders cog also sends one message per game).
        """
        out = []
        for reminder in await self.store.due_reminders(self.now()):
            if not await self.store.complete_reminder(reminder.id):
                continue
            try:
                loaded = await self.store.load_game(reminder.game_id)
                waiting = await self.store.waiting_since(reminder.game_id)
            except Exception:  # a broken game must not stop other reminders
                log.exception("game %s: reminder %s skipped", reminder.game_id, reminder.id)
                continue
            since = reminder.payload.get("since")
            still = (
                waiting.get(reminder.seat) == since if since is not None
                else loaded.version == reminder.payload.get("version")  # made before m006
            )
            if (
                loaded.record.status != "active"
                or not still
                or reminder.seat not in loaded.game.to_move(loaded.state)
            ):
                continue
            out.append((reminder, self._summary(loaded)))
            n = int(reminder.payload.get("n", 1))
            if reminder.purpose == "turn" and n < MAX_REMINDERS_PER_TURN:
                hours = float((await self.settings(loaded.id)).get("reminder_hours") or 0)
                if hours > 0:
                    await self.store.add_reminder(
                        loaded.id, "turn", self.now() + timedelta(hours=hours),
                        seat=reminder.seat, user_id=reminder.user_id,
                        payload={**reminder.payload, "n": n + 1},
                    )
        return out


# -- helpers -------------------------------------------------------------------------------
def _hours_text(hours: float) -> str:
    return f"{int(hours) if float(hours).is_integer() else hours} h"


def skip_move(game: Game, state: Any, seat: int, draft: Sequence[Any], profile: GameProfile) -> list[Action]:
    """The safest default move for a seat that is past the deadline: the game's own rule
    (``GameProfile.skip``), else the first legal choice until the seat's move is over."""
    if profile.skip is not None:
        return list(profile.skip(game, state, seat, list(draft)))
    return default_skip(game, state, seat)


def default_skip(game: Game, state: Any, seat: int, prefer: Sequence[str] = (),
                 start: Sequence[Action] = (), first: Sequence[str] = ()) -> list[Action]:
    """From ``state`` (after ``start``), take the first legal choice of the first kind in
    ``prefer`` offered (else the first legal choice) until the seat's move is over: it no
    longer decides, the game says the move is whole, or a phase boundary is crossed.
    Kinds in ``first`` (an engine's cancel of an action under way) are taken only as the
    first decision, and avoided afterwards."""
    actions = list(start)
    for step in range(200):
        if game.is_over(state) or seat not in game.to_move(state):
            break
        legal = game.legal_actions(state, seat)
        if step > 0:
            legal = [a for a in legal if a.kind not in first] or legal
        kinds = (tuple(first) if step == 0 else ()) + tuple(prefer)
        if not legal:
            break
        pick = next((a for kind in kinds for a in legal if a.kind == kind), legal[0])
        after, events = game.apply(state, seat, pick)
        actions.append(pick)
        if _completes(game, state, after, seat, events):
            break
        state = after
    return actions


def _seat_of(game_id: int, seats: Sequence[Seat], user_id: int) -> int:
    for s in seats:
        if s.user_id == user_id and not s.automa:
            return s.seat
    raise NotAPlayer(game_id)


def _require_active(loaded: LoadedGame) -> None:
    if loaded.record.status != "active":
        raise GameOver(loaded.id, loaded.record.status)


def _speculate(game: Game, state: Any, seat: int, actions: Sequence[Any]):
    """Apply drafted actions to a copy (the engine is pure). IllegalAction if one no longer fits."""
    events: list[dict[str, Any]] = []
    for obj in actions:
        state, ev = game.apply(state, seat, game.action_from_json(obj))
        events.extend(ev)
    return state, events


def _labels(game: Game, state: Any, seat: int, actions: Sequence[Any]) -> list[str]:
    """The legal-action labels of drafted actions (a decoded action carries no label)."""
    out = []
    for obj in actions:
        action = game.action_from_json(obj)
        legal = game.legal_actions(state, seat)
        out.append(_label(game, legal[legal.index(action)] if action in legal else action))
        state, _ = game.apply(state, seat, action)
    return out


def _complete_after(game: Game, state: Any, seat: int, actions: Sequence[Any]) -> bool:
    """Whether the last drafted action completed a move (see profiles.move_complete)."""
    before, _ = _speculate(game, state, seat, actions[:-1])
    after, events = game.apply(before, seat, game.action_from_json(actions[-1]))
    return _completes(game, before, after, seat, events)


def _completes(game: Game, before: Any, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A step ends a move when the game's rule says so (see profiles.move_complete), or when
    the seats that must decide changed (a phase or turn boundary was crossed)."""
    if move_complete(game, after, seat, events):
        return True
    return not game.is_over(after) and set(game.to_move(before)) != set(game.to_move(after))


def _label(game: Game, action: Action | Mapping[str, Any]) -> str:
    if not isinstance(action, Action):
        action = game.action_from_json(action)
    return action.label or str(action)


__all__ = [
    "Viewer",
    "in_scope",
    "Choice",
    "GameClosed",
    "GameService",
    "GameSummary",
    "Outcome",
    "Panel",
    "mention",
]
