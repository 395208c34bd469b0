"""The turn clock: since when the game waits for whom, and the reminders that follow a
waiting player (the turn deadline's skip and vote are in ``deadline.py``)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from typing import Any

from bot.store.db import from_text, to_text
from bot.store.turns import NewReminder
from rules.core import Message, msg

from .base import ServiceBase
from .context import GameContext
from .outcomes import GameSummary
from .quiet import quiet_until
from .results import close_game
from .summaries import summary_of

log = logging.getLogger(__name__)

MAX_REMINDERS_PER_TURN = 3


def follow_turn(store: Any, ctx: GameContext, state: Any, moved: Iterable[int],
                now: Callable[[], datetime]) -> None:
    """After a change: note since when the game waits for each human seat, and keep
    that seat's reminder and deadline notice in step (a seat that still waits keeps
    its clock; one that moved or starts waiting gets new ones). Under the game's lock.

    One read of the clock and one write of what changes (``TurnsMixin.turn_clock``,
    ``keep_turn_clock``): after every move, in the move's own transaction, where each
    reminder, seat and vote once had its own statements and savepoint."""
    game = ctx.game
    game_id = ctx.id
    seats = ctx.seats
    clock = store.turn_clock(game_id)
    if game.is_over(state) or clock.status != "active":
        close_game(store, game_id)
        return
    humans = {
        s for s in game.to_move(state)
        # a seat on autopilot is not waited for: no reminder, no deadline
        if s < len(seats) and seats[s].user_id is not None and not seats[s].automa and not seats[s].ai
    }
    moved = set(moved)
    old = clock.waiting
    stamp = to_text(now())
    # a seat that waited already keeps its time unless it just moved (a new wait begins)
    started = sorted(s for s in humans if s not in old or s in moved)
    since = {s: old[s] for s in humans if s in old and s not in moved}
    since.update({s: stamp for s in started})
    cancel = {
        (r.purpose, r.seat) for r in clock.reminders
        if r.purpose in ("turn", "deadline") and (
            r.seat not in since or r.seat in started or r.payload.get("since") not in (None, since[r.seat]))
    }
    add = []
    for s in started:
        start = from_text(since[s])
        payload = {"since": since[s], "version": ctx.version}
        if clock.reminder_hours > 0:
            add.append(NewReminder("turn", start + timedelta(hours=clock.reminder_hours), s,
                                   seats[s].user_id, {**payload, "n": 1}))
        if clock.deadline_hours > 0:
            add.append(NewReminder("deadline", start + timedelta(hours=clock.deadline_hours), s,
                                   seats[s].user_id, payload))
    # nobody is late any more: a new vote starts afresh
    clear_votes = clock.voted and not any(
        from_text(t) + timedelta(hours=clock.deadline_hours) <= now() for t in since.values())
    store.keep_turn_clock(game_id, gone=sorted(s for s in old if s not in humans),
                          started={s: stamp for s in started}, cancel=cancel, add=add,
                          clear_votes=clear_votes)


def hours_text(hours: float) -> Message:
    return msg("bot-hours", hours=str(int(hours) if float(hours).is_integer() else hours))


class TurnClock:
    """The reminders due now (the turn clock itself is kept by ``follow_turn``, a step
    after every commit)."""

    def __init__(self, base: ServiceBase) -> None:
        self.base = base

    async def due_reminders(self) -> list[tuple[Any, GameSummary]]:
        """Reminders to send now, each marked done ("turn" ones followed by the next, at
        most 3 a turn); "deadline" ones are the notice that a player is past the deadline.

        A reminder whose wait is over (the seat moved) is dropped silently. Reminders missed
        while the bot was offline come out once each, and the next is counted from now, so a
        restart never makes a burst (the reminders cog also sends one message per game).
        """
        store, now = self.base.store, self.base.now
        out = []
        for reminder in await store.due_reminders(now()):
            if not await store.complete_reminder(reminder.id):
                continue
            try:
                loaded = await store.load_game(reminder.game_id)
                waiting = await store.waiting_since(reminder.game_id)
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
                until = quiet_until(await store.get_notifications(reminder.user_id), now())
                if until is not None:  # the player's quiet hours: the reminder waits
                    await store.add_reminder(loaded.id, "turn", until, seat=reminder.seat,
                                             user_id=reminder.user_id, payload=reminder.payload)
                    continue
            out.append((reminder, summary_of(GameContext.of(loaded))))
            n = int(reminder.payload.get("n", 1))
            if reminder.purpose == "turn" and n < MAX_REMINDERS_PER_TURN:
                settings = (await store.get_settings(loaded.id)).as_dict()
                hours = float(settings.get("reminder_hours") or 0)
                if hours > 0:
                    await store.add_reminder(
                        loaded.id, "turn", now() + timedelta(hours=hours),
                        seat=reminder.seat, user_id=reminder.user_id,
                        payload={**reminder.payload, "n": n + 1},
                    )
        return out
