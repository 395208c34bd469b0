"""The turn deadline: a player past it may have their turn played by default (``skip``),
or the others may vote to end the game (``vote_end``) or to hand the late players to the
AI (``vote_autopilot``). Any player may also hand their own seat to the AI while away
(``autopilot``) and take it back (``take_back``): a seat on autopilot keeps its person
and gets an AI level (``Seat.ai_level``); the AI seats' turns (``bot.games.ai_seats``)
play it, and nobody pings or reminds it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from bot.store.db import from_text
from rules.ai import LEVELS
from rules.core import Action, Game, Message, msg

from .after_commit import AUTOPILOT, END_VOTE, RECLAIM, SKIP, TAKE_BACK, AfterCommit, Flow, Helpers
from .base import ServiceBase
from .clock import hours_text
from .context import GameContext
from .drafts import completes
from .errors import PlayRefused
from .lobbies import ai_levels
from .naming import mention, public_lines
from .outcomes import Outcome
from .profiles import GameProfile
from .results import close_game

AUTOPILOT_LEVEL = "medium"  # the AI that plays for an absent person, unless they chose one


class Deadline:
    def __init__(self, base: ServiceBase, helpers: Helpers) -> None:
        self.base = base
        self.helpers = helpers

    async def skip(self, game_id: int, user_id: int) -> Outcome:
        """Play the safest default move for every player past the turn deadline."""
        async with self.base.lock(game_id):
            skipped = await self.base.run(self._skip_sync, game_id, user_id)
        return await SKIP.run_after_lock(skipped)

    def _skip_sync(self, store: Any, game_id: int, user_id: int) -> AfterCommit:
        ctx, caller, hours, late = _deadline_check(store, game_id, user_id, self.helpers.now())
        game, profile = ctx.game, ctx.profile
        state, version = ctx.state, ctx.version
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
            raise PlayRefused(msg("bot-nothing-to-skip"))
        who = ctx.seat_name(caller)
        outcome = Outcome(game_id, ctx.kind, version, ctx.place, who, names=list(ctx.names),
                          public=[msg("bot-skipped", who=who, late_seats=skipped,
                                      hours=hours_text(hours)), *public_lines(events, ctx.name)])
        return SKIP.run_under_lock(AfterCommit(
            self.helpers, ctx, state, version, outcome, to_move_before=tuple(to_move_before),
            actor=skipped[0], moved=tuple(skipped), store=store))

    async def vote_end(self, game_id: int, user_id: int) -> Outcome:
        """A vote to end the game while a player is past the deadline; a majority of the
        other players ends it without a result (stored as abandoned)."""
        async with self.base.lock(game_id):
            voted = await self.base.run(self._vote_sync, game_id, user_id)
        return await END_VOTE.run_after_lock(voted)

    def _vote_sync(self, store: Any, game_id: int, user_id: int) -> AfterCommit:
        ctx, caller, hours, late = _deadline_check(store, game_id, user_id, self.helpers.now())
        voters = {
            s.user_id for s in ctx.seats
            if s.user_id is not None and not s.automa and s.seat not in late
        }
        votes = [u for u in store.add_end_vote(game_id, user_id) if u in voters]
        needed = len(voters) // 2 + 1
        who = ctx.seat_name(caller)
        late_seats = sorted(late)
        if len(votes) < needed:
            outcome = Outcome(game_id, ctx.kind, ctx.version, ctx.place, who, names=list(ctx.names),
                              public=[msg("bot-vote-counted", who=who, late_seats=late_seats,
                                          hours=hours_text(hours), votes=len(votes),
                                          needed=needed, command=ctx.profile.command)])
        else:
            store.abandon_game(game_id)
            close_game(store, game_id)
            outcome = Outcome(game_id, ctx.kind, ctx.version + 1, ctx.place, who,
                              names=list(ctx.names), ended=True,
                              public=[msg("bot-vote-ended", voters=[mention(u) for u in votes],
                                          late_seats=late_seats, hours=hours_text(hours))])
        return END_VOTE.run_under_lock(AfterCommit(self.helpers, ctx, ctx.state, ctx.version,
                                                   outcome, store=store))


    # -- autopilot ---------------------------------------------------------------------
    async def autopilot(self, game_id: int, user_id: int, level: str = AUTOPILOT_LEVEL) -> Outcome:
        """The user's own seat is played by the AI of ``level`` until they take it back."""
        async with self.base.lock(game_id):
            handed = await self.base.run(self._autopilot_sync, game_id, user_id, level)
        return await AUTOPILOT.run_after_lock(handed)

    def _autopilot_sync(self, store: Any, game_id: int, user_id: int, level: str) -> AfterCommit:
        ctx = GameContext.load(store, game_id)
        seat = ctx.seat_of(user_id)
        ctx.require_active()
        if not ai_levels(ctx.kind):
            raise PlayRefused(msg("bot-lobby-ai-none"))
        if level not in LEVELS:
            raise PlayRefused(msg("bot-autopilot-level", levels=list(LEVELS)))
        if ctx.seats[seat].ai:
            raise PlayRefused(msg("bot-autopilot-already", command=ctx.profile.command))
        return self._hand_over(store, ctx, [seat], level,
                               msg("bot-autopilot-on", seat=seat, level=msg(f"bot-ai-level-{level}")))

    async def take_back(self, game_id: int, user_id: int) -> Outcome:
        """The user plays their seat again (the AI stops playing it)."""
        async with self.base.lock(game_id):
            back = await self.base.run(self._take_back_sync, game_id, user_id)
        return await TAKE_BACK.run_after_lock(back)

    def _take_back_sync(self, store: Any, game_id: int, user_id: int) -> AfterCommit:
        ctx = GameContext.load(store, game_id)
        seat = ctx.seat_of(user_id)
        ctx.require_active()
        if not ctx.seats[seat].ai:
            raise PlayRefused(msg("bot-autopilot-not-on"))
        return self._seat_back(store, ctx, seat, "bot-autopilot-off", TAKE_BACK)

    def reclaiming(self) -> Reclaim:
        """What one click on a panel does for a player on autopilot (``Reclaim``)."""
        return Reclaim(self)

    def _seat_back(self, store: Any, ctx: GameContext, seat: int, said: str, flow: Flow) -> AfterCommit:
        """The seat is its player's again (the AI no longer plays it); the thread says so
        (``said``), through ``flow``'s steps after the change."""
        store.set_seat(ctx.id, replace(ctx.seats[seat], ai_level=None))
        ctx = GameContext.load(store, ctx.id)
        outcome = Outcome(ctx.id, ctx.kind, ctx.version, ctx.place, ctx.seat_name(seat),
                          names=list(ctx.names), public=[msg(said, seat=seat)])
        return flow.run_under_lock(AfterCommit(
            self.helpers, ctx, ctx.state, ctx.version, outcome, store=store))

    async def vote_autopilot(self, game_id: int, user_id: int) -> Outcome:
        """A vote to hand the players past the turn deadline to the AI; a majority of the
        other players hands them over (each takes their seat back when they return)."""
        async with self.base.lock(game_id):
            voted, flow = await self.base.run(self._vote_autopilot_sync, game_id, user_id)
        return await flow.run_after_lock(voted)

    def _vote_autopilot_sync(self, store: Any, game_id: int, user_id: int) -> tuple[AfterCommit, Flow]:
        ctx, caller, hours, late = _deadline_check(store, game_id, user_id, self.helpers.now())
        if not ai_levels(ctx.kind):
            raise PlayRefused(msg("bot-lobby-ai-none"))
        voters = {s.user_id for s in ctx.seats
                  if s.user_id is not None and not s.automa and not s.ai and s.seat not in late}
        votes = [u for u in store.add_autopilot_vote(game_id, user_id) if u in voters]
        needed = len(voters) // 2 + 1
        who = ctx.seat_name(caller)
        late_seats = sorted(late)
        if len(votes) < needed:
            outcome = Outcome(game_id, ctx.kind, ctx.version, ctx.place, who, names=list(ctx.names),
                              public=[msg("bot-autopilot-vote-counted", who=who, late_seats=late_seats,
                                          hours=hours_text(hours), votes=len(votes), needed=needed)])
            return END_VOTE.run_under_lock(AfterCommit(self.helpers, ctx, ctx.state, ctx.version,
                                                       outcome, store=store)), END_VOTE
        store.clear_autopilot_votes(game_id)
        return self._hand_over(store, ctx, late_seats, AUTOPILOT_LEVEL,
                               msg("bot-autopilot-voted", voters=[mention(u) for u in votes],
                                   late_seats=late_seats, hours=hours_text(hours),
                                   level=msg(f"bot-ai-level-{AUTOPILOT_LEVEL}"))), AUTOPILOT

    def _hand_over(self, store: Any, ctx: GameContext, seats: Sequence[int], level: str,
                   line: Message) -> AfterCommit:
        for seat in seats:
            store.set_seat(ctx.id, replace(ctx.seats[seat], ai_level=level))
        ctx = GameContext.load(store, ctx.id)
        outcome = Outcome(ctx.id, ctx.kind, ctx.version, ctx.place, "", names=list(ctx.names),
                          public=[line, msg("bot-autopilot-how-back", seats=list(seats))])
        return AUTOPILOT.run_under_lock(AfterCommit(
            self.helpers, ctx, ctx.state, ctx.version, outcome,
            to_move_before=tuple(ctx.game.to_move(ctx.state)), store=store))


def _late_seats(store: Any, ctx: GameContext, deadline_hours: float,
                now: datetime) -> dict[int, datetime]:
    """Seats the game waits for since longer than the deadline -> when it passed."""
    if deadline_hours <= 0 or ctx.loaded.record.status != "active" or ctx.game.is_over(ctx.state):
        return {}
    waiting = store.waiting_since(ctx.id)
    late = {}
    for s in ctx.game.to_move(ctx.state):
        since = waiting.get(s)
        if since is None:
            continue
        passed = from_text(since) + timedelta(hours=deadline_hours)
        if passed <= now:
            late[s] = passed
    return late


def _deadline_check(store: Any, game_id: int, user_id: int,
                    now: datetime) -> tuple[GameContext, int, float, dict[int, datetime]]:
    """The game, the caller's seat, the deadline and the late seats other than the caller;
    refusals in plain words when there is no deadline or nobody is late."""
    ctx = GameContext.load(store, game_id)
    caller = ctx.seat_of(user_id)
    ctx.require_active()
    command = ctx.profile.command
    hours = float(store.get_settings(game_id).deadline_hours or 0)
    if hours <= 0:
        raise PlayRefused(msg("bot-no-deadline", id=str(game_id), command=command))
    late = _late_seats(store, ctx, hours, now)
    if caller in late:
        raise PlayRefused(msg("bot-you-are-late", command=command))
    if not late:
        waiting = store.waiting_since(game_id)
        times = [
            msg("bot-waiting-until", who=ctx.names[s],
                time=str(int((from_text(t) + timedelta(hours=hours)).timestamp())))
            for s, t in sorted(waiting.items())
        ]
        if times:
            raise PlayRefused(msg("bot-nobody-late-times", hours=hours_text(hours),
                                  id=str(game_id), times=times))
        raise PlayRefused(msg("bot-nobody-late", hours=hours_text(hours), id=str(game_id)))
    return ctx, caller, hours, late


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
        if completes(game, state, after, seat, events):
            break
        state = after
    return actions


class Reclaim:
    """A player on autopilot who clicks their own panel is back: the seat is theirs again,
    and the thread says so before the move's own post. Taken back only when the click is
    accepted: the move calls this at that point (``bot.games.moves``), inside the click's
    own transaction and under the game's lock, so a stale, forged or illegal click, refused
    before it, changes nothing (the seat stays the AI's). An AI move decided meanwhile is
    not written: its commit finds the seat no longer the AI's (``AISeats._commit_sync``)."""

    def __init__(self, deadline: Deadline) -> None:
        self.deadline = deadline
        self.back: AfterCommit | None = None  # the seat taken back, its post's steps so far

    def __call__(self, store: Any, ctx: GameContext, seat: int) -> GameContext:
        """The game as the accepted click goes on with it: the seat its player's again if
        the AI played it (the post to make is kept in ``back``)."""
        here = ctx.seats[seat]
        if not here.ai or here.automa or ctx.loaded.record.status != "active":
            return ctx
        self.back = self.deadline._seat_back(store, ctx, seat, "bot-autopilot-off-by-play", RECLAIM)
        return self.back.ctx

    async def told(self) -> Outcome | None:
        """The thread's post that the seat is its player's again, or None (not taken back)."""
        return None if self.back is None else await RECLAIM.run_after_lock(self.back)
