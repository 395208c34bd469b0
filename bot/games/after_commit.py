"""What follows a change to a game, as one list of named steps per kind of change.

A move, an undo, a skipped turn and a game's opening are each followed by steps that make
the post: the automated seats' turns, the final results or the next decision, the turn
clock and reminders; then, after the game's lock is
released, the move counted, the post's language and its pictures. (A vote to end a game
and a resignation change no move: their post only gets the game's language.) Each step is
a small function that takes the accumulator (``AfterCommit``) and returns it changed
(catanatron's before/step/after accumulators, boardgame.io's flow): the lists at the end
of this module (``MOVE``, ``UNDO``, ``SKIP``, ``OPENING``...) are the whole story, in
order. The post itself is the Discord layer's (``bot/ui/announce.py``): the service hands
it the finished ``Outcome``.

The steps under the lock run on the store's thread inside the change's one transaction
(``ServiceBase.run``): the move, the automa's replies, the spent draft and the turn clock
make one commit. The steps after the lock run on the event loop.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from bot import metrics
from bot.words import use_language
from rules.core import msg

from . import results, standing
from .clock import follow_turn
from .context import GameContext
from .languages import Languages
from .naming import public_lines, seat_names
from .outcomes import Outcome
from .pictures import Pictures

log = logging.getLogger(__name__)

AUTOMA_STEP_LIMIT = 1000  # a runaway automa loop is a bug: stop and log instead of hanging


@dataclass(frozen=True)
class Helpers:
    """What the steps use beside the change itself."""

    now: Callable[[], datetime]
    languages: Languages
    pictures: Pictures


@dataclass(frozen=True)
class AfterCommit:
    """The accumulator the steps pass along: the change and the post made of it so far."""

    helpers: Helpers
    ctx: GameContext  # the game as loaded for the change, with its profile
    state: Any  # the game's state now
    version: int
    outcome: Outcome  # the post so far
    to_move_before: tuple[int, ...] = ()  # who decided before the change
    actor: int = -1  # the seat that acted (not pinged for its own next decision)
    moved: tuple[int, ...] = ()  # the seats whose turn clock starts anew
    store: Any = None  # the synchronous store, under the lock only


Step = Callable[[AfterCommit], AfterCommit]
LaterStep = Callable[[AfterCommit], Awaitable[AfterCommit]]


# -- under the lock, in the change's transaction -----------------------------------------
def automa_turns(c: AfterCommit) -> AfterCommit:
    """Automated seats (a profile's ``automa`` policy) play until a human must decide;
    their moves are told in the post. (Mombasa's Mautoma is played by its engine inside
    ``apply``: it needs no step.)"""
    ctx, store = c.ctx, c.store
    game, profile = ctx.game, ctx.profile
    automa = {s.seat for s in ctx.seats if s.automa and not s.ai}  # AI seats: ai_seats_next
    state, version, outcome = c.state, c.version, c.outcome
    steps = 0
    while not game.is_over(state) and profile.automa is not None:
        movers = [s for s in game.to_move(state) if s in automa]
        if not movers:
            break
        steps += 1
        if steps > AUTOMA_STEP_LIMIT:
            log.error("game %s: automa did not hand back control after %d steps", ctx.id, steps)
            break
        action = profile.automa(game, state, movers[0])
        applied = store.apply_action(ctx.id, movers[0], action, version)
        state, version = applied.state, applied.version
        outcome = replace(
            outcome,
            events=[*outcome.events, *public_events(applied.events)],
            public=[*outcome.public, *(msg("bot-automa-line", automa=profile.automa_name, line=line)
                                       for line in public_lines(applied.events, ctx.name))],
        )
    return replace(c, state=state, version=version, outcome=replace(outcome, version=version))


def standing_instructions(c: AfterCommit) -> AfterCommit:
    """Seats that left a standing instruction for the auction under way ("bid for me up to
    N", "I pass") play it when their turn comes, as their own action, posted like any bid
    and never pinged; automated seats between them play too. The next seat that must
    decide itself is the one pinged (the actor too, when the auction came back to them)."""
    if c.ctx.profile.standing is None:
        return c
    while True:
        played = standing.play_due(c.store, c.ctx, c.state, c.version)
        if not played.seats:
            return c
        outcome = replace(c.outcome, version=played.version,
                          events=[*c.outcome.events, *public_events(played.events)],
                          public=[*c.outcome.public, *public_lines(played.events, c.ctx.name)])
        # the actor is pinged again if the auction comes back to them: someone else raised
        c = automa_turns(replace(c, state=played.state, version=played.version, outcome=outcome,
                                 actor=-1, moved=(*c.moved, *played.seats)))


def final_results(c: AfterCommit) -> AfterCommit:
    """At the end of the game: the standings, the winners, the score sheet."""
    if not c.ctx.game.is_over(c.state):
        return c
    return replace(c, outcome=results.final_results(c.ctx, c.state, c.outcome))


def next_decision(c: AfterCommit) -> AfterCommit:
    """Who decides next and whom to ping, or a secret phase's progress."""
    if c.ctx.game.is_over(c.state):
        return c
    return replace(c, outcome=results.next_decision(c.ctx, c.state, c.outcome, list(c.to_move_before), c.actor))


def ai_seats_next(c: AfterCommit) -> AfterCommit:
    """Whether an AI seat decides now: once the post is out, the Discord side wakes the AI
    seats (``bot.games.ai_seats``), so their moves are posted after this one."""
    game, seats = c.ctx.game, c.ctx.seats
    waiting = not game.is_over(c.state) and any(
        s < len(seats) and seats[s].ai for s in game.to_move(c.state))
    return replace(c, outcome=replace(c.outcome, ai_next=waiting)) if waiting else c


def turn_clock(c: AfterCommit) -> AfterCommit:
    """Since when the game waits for whom; reminders and the deadline follow."""
    follow_turn(c.store, c.ctx, c.state, c.moved, c.helpers.now)
    return c


# -- after the lock is released ----------------------------------------------------------
async def count_move(c: AfterCommit) -> AfterCommit:
    metrics.MOVES_COMMITTED.labels(c.outcome.kind).inc()
    return c


async def game_language(c: AfterCommit) -> AfterCommit:
    """The post and its pictures speak the game's language, the seats' names too (an AI
    player's "AI-speler 2 (moeilijk)" in a Dutch game)."""
    lang = await c.helpers.languages.game_language(c.ctx.id)
    outcome = replace(c.outcome, lang=lang)
    if any(s.ai and s.user_id is None for s in c.ctx.seats):
        with use_language(lang):
            outcome = replace(outcome, names=seat_names(c.ctx.seats, c.ctx.profile))
    return replace(c, outcome=outcome)


async def pictures(c: AfterCommit) -> AfterCommit:
    """The post's pictures, drawn off the event loop (by the drawing pool while the bot
    goes on, when it has one)."""
    return replace(c, outcome=await c.helpers.pictures.for_post(c.outcome, c.ctx))


@dataclass(frozen=True)
class Flow:
    """The steps that follow one kind of change, in order."""

    name: str
    under_lock: tuple[Step, ...]
    after_lock: tuple[LaterStep, ...]

    @property
    def step_names(self) -> list[str]:
        return [step.__name__ for step in (*self.under_lock, *self.after_lock)]

    def run_under_lock(self, c: AfterCommit) -> AfterCommit:
        for step in self.under_lock:
            log.debug("game %s, %s: %s", c.ctx.id, self.name, step.__name__)
            c = step(c)
        return replace(c, store=None)  # the store's thread is left behind

    async def run_after_lock(self, c: AfterCommit) -> Outcome:
        for step in self.after_lock:
            log.debug("game %s, %s: %s", c.ctx.id, self.name, step.__name__)
            c = await step(c)
        return c.outcome


POSTED = (count_move, game_language, pictures)

# A committed move (Confirm, a plan's own button, a typed command).
# (What the others did since a player's last move is in that player's panel, not the post:
# the thread tells each move once, ``history.since_last_move``.)
MOVE = Flow("move", (automa_turns, standing_instructions, final_results, next_decision,
                     ai_seats_next, turn_clock),
            POSTED)
# An undo: the seat that took back its move decides again; no automa turn.
UNDO = Flow("undo", (final_results, next_decision, ai_seats_next, turn_clock), POSTED)
# Late players' turns played by default (``/<game> skip``).
SKIP = Flow("skip", (automa_turns, standing_instructions, final_results, next_decision,
                     ai_seats_next, turn_clock), POSTED)
# The game's first post: automated seats that move first, then who decides.
OPENING = Flow("opening", (automa_turns, final_results, next_decision, ai_seats_next, turn_clock),
               POSTED)
# A vote to end the game of a late player: its post (a vote counted, or the game ended
# without a result) speaks the game's language; no move was made.
END_VOTE = Flow("end vote", (), (game_language,))
# A seat handed to the AI (``Deadline.autopilot``, ``vote_autopilot``) or taken back
# (``take_back``): no move was made; the AI plays at once if the seat decides now, the turn
# clock stops (or starts) waiting for its person, who is pinged when taking it back.
AUTOPILOT = Flow("autopilot", (ai_seats_next, turn_clock), (game_language,))
TAKE_BACK = Flow("take back", (next_decision, turn_clock), (game_language,))
# A seat on autopilot taken back by its person's own click on their panel: the turn clock
# waits for them again; no ping (they are here, and their click goes on).
RECLAIM = Flow("reclaim", (turn_clock,), (game_language,))
# A game ended without a result (a player resigned, an admin ended it): the post speaks
# the game's language; no move was made.
ABANDON = Flow("abandon", (), (game_language,))


def public_events(events: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events everyone may see (the per-move image shows only these)."""
    return [e for e in events if e.get("visible_to", "all") == "all"]
