"""Moves: private panels, drafted decisions, commits and cancels.

See ``bot/games/service.py`` for how a move is made and how staleness is detected; what
follows a commit is the list of steps in ``bot/games/after_commit.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from bot.words import use_language
from rules.core import Action, Message, msg

from .after_commit import MOVE, OPENING, AfterCommit, Helpers, public_events
from .base import ServiceBase
from .context import GameContext
from .drafting import public_view, replay
from .drafts import (
    Draft,
    checked,
    completes,
    hold,
    legal_at,
    next_rev,
    revised,
    save,
    seat_draft,
    step,
    stepped,
    taken_back,
)
from .errors import StalePanel
from .naming import event_texts, public_lines, seat_label
from .outcomes import Outcome, Panel
from .parse import NOT_OFFERED, BadInput
from .pictures import Pictures
from .seat_panels import CANCEL_KIND, build_panel, paths_offered, step_labels
from .standing import with_standing

# Called with (store, game, seat) once a click is accepted, in its transaction, before
# anything of it is kept; returns the game to go on with (``deadline.Reclaim``: a seat on
# autopilot is its player's again). A refused click never reaches it.
Accepted = Callable[[Any, GameContext, int], GameContext]


def _accept(accepted: Accepted | None, store: Any, ctx: GameContext, seat: int) -> GameContext:
    return ctx if accepted is None else accepted(store, ctx, seat)


class Moves:
    """A seat's panel, each decision drafted, Confirm, Cancel; and a game's opening post."""

    def __init__(self, base: ServiceBase, pictures: Pictures, helpers: Helpers) -> None:
        self.base = base
        self.pictures = pictures
        self.helpers = helpers

    # -- panels ----------------------------------------------------------------------
    async def panel(self, game_id: int, user_id: int, kinds: Sequence[str] | None = None) -> Panel:
        async with self.base.lock(game_id):
            # on the reader (never behind other games' moves), unless the draft is saved anew
            panel = await self.base.read(_panel_sync, game_id, user_id, kinds)
        return await self.pictures.with_picture(panel)

    # -- deciding --------------------------------------------------------------------
    async def choose(
        self, game_id: int, user_id: int, ver: int, rev: int, index: int, *, commit: bool = False,
        seat: int | None = None, then: Sequence[int] = (), accepted: Accepted | None = None,
    ) -> Panel | Outcome:
        """Take choice ``index`` of the panel shown at (ver, rev).

        ``seat``: the seat the choice was offered to (an autocomplete value names it); a
        value made for another seat is refused. Returns the next panel, or the Outcome when
        the choice committed the move (it revealed hidden information, or ``commit`` was
        asked for and the move is whole). ``then``: the choices that follow, each an index
        into the legal actions of the decision the one before leads to (one pick of a panel
        that stands for several decisions); all are taken, or none. ``accepted``: called
        once the choice is found legal (``Accepted``).
        """
        async with self.base.lock(game_id):
            result = await self.base.run(self._choose_sync, game_id, user_id, ver, rev, index,
                                         commit, seat, tuple(then), accepted)
        return await self._shown(result)

    def _choose_sync(self, store: Any, game_id: int, user_id: int, ver: int, rev: int, index: int,
                     commit: bool, offered_to: int | None = None,
                     then: tuple[int, ...] = (),
                     accepted: Accepted | None = None) -> Panel | AfterCommit:
        ctx, seat, draft = checked(store, game_id, user_id, ver, rev, offered_to)
        game = ctx.game
        if then and (index, tuple(then)) not in paths_offered(build_panel(ctx, seat, dict(draft))):
            # a pick standing for several decisions is taken only as the panel offered it (a
            # forged or lengthened path is refused, even when each step would be legal)
            raise BadInput(NOT_OFFERED)
        state = replay(ctx.loaded, seat, draft["actions"]).state
        start = len(draft["actions"])  # the pick is one step, however many decisions
        # every choice of the pick at the decision the one before leads to, each one legal
        # there; a pick that no longer fits is stale and changes nothing
        path = (index, *then)
        before, last = path[:-1], path[-1]
        for taken in before:
            action = legal_at(game, state, seat, taken, game_id)
            after, events = step(ctx, seat, draft, action)
            if completes(game, state, after, seat, events):
                raise StalePanel(game_id)  # the move was whole before the pick's end
            draft["actions"].append(action.to_json())
            state = after
        action = legal_at(game, state, seat, last, game_id)
        return self._drafted(store, ctx, seat, draft, state, action, commit, start, accepted)

    async def choose_action(
        self, game_id: int, user_id: int, ver: int, rev: int, kind: str, params: Mapping[str, Any],
        accepted: Accepted | None = None,
    ) -> Panel | Outcome:
        """Take the action ``kind`` with ``params`` on the panel shown at (ver, rev): a typed
        choice (a bid of any amount) that the panel does not list one by one. The same
        stale checks as ``choose``; the engine refuses anything illegal (IllegalAction, in
        plain words) and nothing changes."""
        async with self.base.lock(game_id):
            result = await self.base.run(self._choose_action_sync, game_id, user_id, ver, rev, kind,
                                         dict(params), accepted)
        return await self._shown(result)

    def _choose_action_sync(self, store: Any, game_id: int, user_id: int, ver: int, rev: int,
                            kind: str, params: dict[str, Any],
                            accepted: Accepted | None = None) -> Panel | AfterCommit:
        ctx, seat, draft = checked(store, game_id, user_id, ver, rev)
        game = ctx.game
        state = replay(ctx.loaded, seat, draft["actions"]).state
        if seat not in game.to_move(state):
            raise StalePanel(game_id)
        action = game.action_from_json({"kind": kind, **params})
        return self._drafted(store, ctx, seat, draft, state, action, False, accepted=accepted)

    def _drafted(self, store: Any, ctx: GameContext, seat: int, draft: Draft, state: Any,
                 action: Action, commit: bool, start: int | None = None,
                 accepted: Accepted | None = None) -> Panel | AfterCommit:
        """Add ``action`` (the engine refuses an illegal one) to the seat's draft; the next
        panel, or the committed move when ``commit`` asked to play a whole move. ``start``:
        the draft's length before the pick that ends with ``action`` (Back takes the pick
        back whole)."""
        after, events = step(ctx, seat, draft, action)
        ctx = _accept(accepted, store, ctx, seat)  # legal: the click is accepted
        draft["actions"].append(action.to_json())
        stepped(draft, len(draft["actions"]) - (start if start is not None else len(draft["actions"]) - 1))
        revised(draft)
        # Nothing is applied before Confirm, also when the step would reveal hidden
        # information (a drawn card, the plans, the Mautoma's card): the panel then asks to
        # confirm without showing what the step reveals. A typed choice (``commit``) that
        # ends the move is its own confirmation.
        finishing = action.kind in ctx.profile.finish_kinds
        if commit and (finishing or completes(ctx.game, state, after, seat, events)):
            return self._commit_sync(store, ctx, seat, draft)
        panel = build_panel(ctx, seat, draft)
        hold(store, ctx.id, seat, draft)  # held in memory: a draft click writes nothing
        return panel

    async def commit(self, game_id: int, user_id: int, ver: int, rev: int,
                     accepted: Accepted | None = None) -> Outcome:
        async with self.base.lock(game_id):
            committed = await self.base.run(self._commit_checked_sync, game_id, user_id, ver, rev,
                                            accepted)
        return await MOVE.run_after_lock(committed)

    def _commit_checked_sync(self, store: Any, game_id: int, user_id: int, ver: int,
                             rev: int, accepted: Accepted | None = None) -> AfterCommit:
        ctx, seat, draft = checked(store, game_id, user_id, ver, rev)
        if not draft["actions"]:
            raise StalePanel(game_id)
        return self._commit_sync(store, _accept(accepted, store, ctx, seat), seat, draft)

    def commit_drafted(self, store: Any, ctx: GameContext, seat: int, draft: Draft) -> AfterCommit:
        """Commit ``draft``'s actions as the seat's move, as Confirm does (a standing
        instruction played at its seat's own turn: ``bot/games/instructions.py``)."""
        return self._commit_sync(store, ctx, seat, draft)

    def _commit_sync(self, store: Any, ctx: GameContext, seat: int, draft: Draft) -> AfterCommit:
        """Apply the drafted actions to the store (version-checked), then the steps that
        follow a move (``after_commit.MOVE``) up to the turn clock."""
        game = ctx.game
        before = ctx.state
        # The whole drafted move in one transaction: all or nothing, one version check.
        # (the draft was replayed to build the panel that confirmed it: not run again)
        applied = store.apply_actions(ctx.id, seat, draft["actions"], ctx.version,
                                      replayed=partial(replay, seat=seat, actions=draft["actions"]),
                                      loaded=ctx.loaded)
        version, events = applied.version, applied.events
        # The seat's draft is spent; remember how many actions the move had, for undo (saved
        # in the move's transaction: an undo after a crash still takes back the whole move).
        save(store, ctx.id, seat, {"base": version, "rev": next_rev(draft["rev"]), "actions": [],
                                   "last": {"version": version, "count": len(draft["actions"])}})
        outcome = Outcome(ctx.id, ctx.kind, version, ctx.place, ctx.seat_name(seat),
                          names=list(ctx.names),
                          public=public_lines(events, ctx.name),
                          private=event_texts(events, seat, ctx.name),
                          before=public_view(game, before),  # for the per-move image
                          events=public_events(events))
        return MOVE.run_under_lock(AfterCommit(
            self.helpers, ctx, applied.state, version, outcome,
            to_move_before=tuple(game.to_move(before)), actor=seat, moved=(seat,), store=store))

    async def cancel(self, game_id: int, user_id: int, ver: int, rev: int,
                     accepted: Accepted | None = None) -> Panel:
        async with self.base.lock(game_id):
            panel = await self.base.run(_cancel_sync, game_id, user_id, ver, rev, accepted)
        return await self.pictures.with_picture(panel)

    async def back(self, game_id: int, user_id: int, ver: int, rev: int,
                   accepted: Accepted | None = None) -> Panel:
        """Take back the last step of the draft shown at (ver, rev): the panel before it,
        saying what was taken back. A stale panel is refused and nothing changes."""
        async with self.base.lock(game_id):
            panel = await self.base.run(_back_sync, game_id, user_id, ver, rev, accepted)
        return await self.pictures.with_picture(panel)

    async def _shown(self, result: Panel | AfterCommit) -> Panel | Outcome:
        """The next panel with its picture, or a committed move's post."""
        if isinstance(result, AfterCommit):
            return await MOVE.run_after_lock(result)
        return await self.pictures.with_picture(result)

    # -- the opening -----------------------------------------------------------------
    async def opening(self, game_id: int) -> Outcome:
        """The first announcement of a game: who decides first (automa seats move first)."""
        async with self.base.lock(game_id):
            opened = await self.base.run(self._opening_sync, game_id)
        return await OPENING.run_after_lock(opened)

    def _opening_sync(self, store: Any, game_id: int) -> AfterCommit:
        ctx = GameContext.load(store, game_id)
        profile = ctx.profile
        with use_language(store.get_settings(game_id).extra.get("language")):  # the thread's
            players = ", ".join(seat_label(s, profile) for s in ctx.seats)
        public: list[Message] = [msg("bot-game-begins", players=players)]
        if profile.opening_lines is not None:
            public += profile.opening_lines(ctx.game.view(ctx.state, None))
        outcome = Outcome(game_id, ctx.kind, ctx.version, ctx.place, "", names=list(ctx.names),
                          public=public)
        return OPENING.run_under_lock(AfterCommit(self.helpers, ctx, ctx.state, ctx.version,
                                                  outcome, store=store))


def _panel_sync(store: Any, game_id: int, user_id: int, kinds: Sequence[str] | None = None) -> Panel:
    ctx = GameContext.load(store, game_id)
    seat = ctx.seat_of(user_id)
    ctx.require_active()
    draft, note = seat_draft(store, ctx, seat)
    return with_standing(store, ctx, seat, build_panel(ctx, seat, draft, kinds, note, store=store))


def _back_sync(store: Any, game_id: int, user_id: int, ver: int, rev: int,
               accepted: Accepted | None = None) -> Panel:
    ctx, seat, draft = checked(store, game_id, user_id, ver, rev)
    if not draft["actions"]:
        raise StalePanel(game_id)  # nothing drafted: the panel that offered Back is old
    ctx = _accept(accepted, store, ctx, seat)
    labels = step_labels(ctx, seat, draft["actions"])
    gone = taken_back(draft)
    hold(store, game_id, seat, draft)
    what = labels[len(labels) - len(gone):]
    return build_panel(ctx, seat, draft, note=msg("bot-back-taken", step=what[0] if len(what) == 1 else
                                                  msg("bot-back-steps", first=what[0], more=len(what) - 1)))


def _cancel_sync(store: Any, game_id: int, user_id: int, ver: int, rev: int,
                 accepted: Accepted | None = None) -> Panel:
    ctx, seat, draft = checked(store, game_id, user_id, ver, rev)
    if not draft["actions"]:
        # Nothing drafted, but the engine has an action under way (its first steps were
        # committed): its own cancel takes that back.
        game = ctx.game
        legal = game.legal_actions(ctx.state, seat) if seat in game.to_move(ctx.state) else []
        cancels = [a for a in legal if a.kind == CANCEL_KIND]
        if not cancels:
            raise StalePanel(game_id)
        _accept(accepted, store, ctx, seat)
        applied = store.apply_actions(game_id, seat, [cancels[0]], ctx.version)
        draft = {"base": applied.version, "rev": next_rev(draft["rev"]), "actions": [], "last": None}
        save(store, game_id, seat, draft)  # beside the committed cancel, in its transaction
        return build_panel(GameContext.load(store, game_id), seat, draft,
                           note=msg("bot-cancelled-taken-back"))
    ctx = _accept(accepted, store, ctx, seat)
    draft["actions"] = []
    revised(draft)
    hold(store, game_id, seat, draft)
    return with_standing(store, ctx, seat, build_panel(ctx, seat, draft, note=msg("bot-cancelled-nothing")))
