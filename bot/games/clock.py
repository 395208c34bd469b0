"""The turn clock: since when the game waits for whom, reminders, and the turn deadline
(skipping a late player, or voting to end the game)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from bot.store import LoadedGame
from bot.store.db import from_text, to_text
from rules.core import Action, Game, Message, msg

from .base import ServiceBase, _require_active, _seat_of
from .errors import PlayRefused
from .moves import _completes
from .naming import mention, namer, public_lines, seat_name, seat_names
from .outcomes import GameSummary, Outcome
from .profiles import GameProfile, get_profile
from .quiet import quiet_until

log = logging.getLogger(__name__)

MAX_REMINDERS_PER_TURN = 3


class TurnClockMixin(ServiceBase):
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
            raise PlayRefused(msg("bot-no-deadline", id=str(game_id), command=profile.command))
        late = self._late_seats(store, loaded, hours)
        if caller in late:
            raise PlayRefused(msg("bot-you-are-late", command=profile.command))
        if not late:
            waiting = store.waiting_since(game_id)
            names = seat_names(loaded.seats, profile)
            times = [
                msg("bot-waiting-until", who=names[s],
                    time=str(int((from_text(t) + timedelta(hours=hours)).timestamp())))
                for s, t in sorted(waiting.items())
            ]
            if times:
                raise PlayRefused(msg("bot-nobody-late-times", hours=_hours_text(hours),
                                      id=str(game_id), times=times))
            raise PlayRefused(msg("bot-nobody-late", hours=_hours_text(hours), id=str(game_id)))
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
            raise PlayRefused(msg("bot-nothing-to-skip"))
        who = seat_name(loaded.seats[caller], profile)
        outcome = Outcome(game_id, loaded.record.kind, version, loaded.record.place, who,
                          names=seat_names(loaded.seats, profile))
        outcome.public = [
            msg("bot-skipped", who=who, late_seats=skipped, hours=_hours_text(hours))
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
            outcome = await self._run(self._vote_sync, game_id, user_id)
        outcome.lang = await self.game_language(game_id)  # the post and its button: the thread's
        return outcome

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
        late_seats = sorted(late)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version, loaded.record.place, who,
                          names=seat_names(loaded.seats, profile))
        if len(votes) < needed:
            outcome.public = [
                msg("bot-vote-counted", who=who, late_seats=late_seats, hours=_hours_text(hours),
                    votes=len(votes), needed=needed, command=profile.command)
            ]
            return outcome
        store.abandon_game(game_id)
        self._close_sync(store, game_id)
        outcome.version = loaded.version + 1
        outcome.ended = True
        outcome.public = [
            msg("bot-vote-ended", voters=[mention(u) for u in votes], late_seats=late_seats,
                hours=_hours_text(hours))
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
            seat_since = waiting.get(reminder.seat) if reminder.seat is not None else None
            still = (
                seat_since == since if since is not None
                else loaded.version == reminder.payload.get("version")  # made before m006
            )
            if (
                loaded.record.status != "active"
                or not still
                or reminder.seat not in loaded.game.to_move(loaded.state)
            ):
                continue
            if reminder.purpose == "turn" and reminder.user_id is not None:
                until = quiet_until(await self.store.get_notifications(reminder.user_id), self.now())
                if until is not None:  # the player's quiet hours: the reminder waits
                    await self.store.add_reminder(loaded.id, "turn", until, seat=reminder.seat,
                                                  user_id=reminder.user_id, payload=reminder.payload)
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
def _hours_text(hours: float) -> Message:
    return msg("bot-hours", hours=str(int(hours) if float(hours).is_integer() else hours))


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


