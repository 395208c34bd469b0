"""AI seats at the table (issue 30): after every change, while the seat to decide is an AI
seat, its AI player (``rules.ai``) decides and the move is committed like a player's.

Honest: the AI gets the seat's view and its legal actions, never the state; the bot keeps
the state and applies each decision to a copy until the seat's move is whole (as a
player's draft), then commits the whole move through the same version-checked path as a
Confirm (``store.apply_actions``, then the ``MOVE`` steps of ``after_commit``). If another
seat moved meanwhile, the version no longer matches: nothing is written and the AI decides
again on the new position.

Off the event loop: a whole AI move is worked out in one call, ``think_move``: each
decision (pure Python that may take hundreds of milliseconds) and the engine's own steps
between them (``legal_actions``, ``view``, ``apply`` with the Mautoma's turn that Mombasa's
``apply`` plays when the seat's move ends). It runs in the drawing pool's worker processes
(``DrawingPool.call``, its ``_in_worker`` path: a new pool after a worker died, else a
thread) when the bot has them, not in a thread: a thread holds the GIL and slows the event
loop and the store's thread with it, as drawing does (``bot.games.drawing``). Without a pool
(``DRAW_WORKERS=0``, the tests) it runs in a thread (``asyncio.to_thread``). Only plain
values cross, once per move: the game kind, the level, the position as the game's dump, the
seat, the game's id and version; back come the actions as JSON, the line of why and the
decisions' times. Committing the move (the version check, the engine applying it again in
the store's transaction) stays in the store's thread, as every player's move does.

The seed of a decision is made of the game's id, version, seat and step: repeatable, and
never the game's own seed (which deals the cards: an AI seeded with it could re-deal the
real deck).

The posts: each AI move is one post, like a player's, with one line of why from the AI
(its catalogue message: only what the move shows everyone). The Discord side sets
``announcer`` (it posts an ``Outcome``) and calls ``wake`` after posting an outcome whose
``ai_next`` is set, so an AI's post always follows the post of the move before it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from bot import metrics
from bot.words import use_language
from rules import get_game
from rules.ai import ai_player
from rules.core import Action, Message, msg

from .after_commit import MOVE, AfterCommit, Helpers, public_events
from .base import ServiceBase
from .context import GameContext
from .deadline import default_skip
from .drafts import completes
from .naming import public_lines
from .outcomes import Outcome
from .profiles import get_profile

log = logging.getLogger(__name__)
T = TypeVar("T")

MOVE_LIMIT = 200  # decisions in one move: more is a bug (stop and play the default)
RETRIES = 20  # new positions in a row (others moving meanwhile) before giving up for now


def think(kind: str, level: str, view: dict[str, Any], legal: list[Any], seed: int) -> tuple[int, Message | None]:
    """In a worker (or a thread): the AI's choice among ``legal`` (actions as JSON) as an
    index, and its line of why. Module-level and plain-valued, so it pickles."""
    game = get_game(kind)
    actions = [game.action_from_json(a) for a in legal]
    decision = ai_player(kind, level).decide(view, actions, seed)
    chosen = decision.action.to_json()
    return legal.index(chosen), decision.why


def decision_seed(game_id: int, version: int, seat: int, step: int) -> int:
    """A decision's seed: repeatable for the game, version, seat and step (see the module)."""
    return ((game_id * 1_000_003 + version) * 101 + seat) * 211 + step


def think_move(kind: str, level: str, state_text: str, seat: int, game_id: int,
               version: int) -> tuple[list[Any], Message | None, list[tuple[float, float]]]:
    """In a worker (or a thread): the seat's whole move from the position ``state_text``
    (the game's dump at ``version``), as the actions' JSON, the AI's line of why and each
    decision's time in seconds (wall, and the CPU time of the thread it ran in: on a busy
    machine the wall time is mostly waiting for a core).

    Here the bot's side and the AI's side of a move meet, as at a table: the bot holds the
    position and applies each decision to a copy (a player's draft; the engine's own steps,
    such as the Mautoma's turn inside Mombasa's ``apply``, with it), and the AI (``think``)
    is given only the seat's view and legal actions. All of it runs here, off the event
    loop, in one round trip per move. Module-level and plain-valued, so it pickles."""
    game = get_game(kind)
    get_profile(kind)  # the game's record known in this process: ``completes`` reads it
    ai_player(kind, level)  # its module imported (a new worker's first move), outside the decisions' times
    state = game.load(state_text)
    actions: list[Any] = []
    why: Message | None = None
    seconds: list[tuple[float, float]] = []
    for step in range(MOVE_LIMIT):
        legal = game.legal_actions(state, seat)
        started, cpu = time.perf_counter(), time.thread_time()
        index, said = think(kind, level, game.view(state, seat), [a.to_json() for a in legal],
                            decision_seed(game_id, version, seat, step))
        seconds.append((time.perf_counter() - started, time.thread_time() - cpu))
        action = legal[index]
        after, events = game.apply(state, seat, action)
        actions.append(action.to_json())
        why = why or said
        if completes(game, state, after, seat, events) or game.is_over(after):
            return actions, why, seconds
        state = after
    raise RuntimeError(f"no whole move after {MOVE_LIMIT} decisions")


@dataclass(frozen=True)
class AIMove:
    """An AI seat's whole move, decided on ``version`` of the game."""

    seat: int
    version: int
    actions: tuple[Action, ...]
    why: Message | None


class AISeats:
    """The AI seats' turns (see the module); one per game service (``GameService.ai``)."""

    def __init__(self, base: ServiceBase, helpers: Helpers) -> None:
        self.base = base
        self.helpers = helpers
        # posts an AI move (set by the Discord side); None: the outcomes are only returned
        self.announcer: Callable[[Outcome], Awaitable[Any]] | None = None
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._wanted: set[int] = set()
        # each decision's level, wall time and CPU time (the benchmark reads it)
        self.timings: list[tuple[str, float, float]] = []

    # -- waking ------------------------------------------------------------------------
    def wake(self, game_id: int) -> None:
        """An AI seat may decide in this game now: play its turns in the background (one
        task per game; a wake while it runs makes it look again when done)."""
        self._wanted.add(game_id)
        if game_id not in self._tasks and not self.base.closing:
            self._tasks[game_id] = asyncio.get_running_loop().create_task(self._run(game_id))

    async def wake_all(self) -> int:
        """Wake every active game with AI seats (of this process's shards): at start-up,
        and now and then after, so a turn lost to a stop or a failure is taken later."""
        games = await self.base.store.games_with_ai_seats()
        for game_id in games:
            self.wake(game_id)
        return len(games)

    async def idle(self) -> None:
        """Wait until no AI seat is deciding (tests, the benchmark, shutting down)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def _run(self, game_id: int) -> None:
        try:
            while game_id in self._wanted and not self.base.closing:
                self._wanted.discard(game_id)
                while not self.base.closing and (outcome := await self.turn(game_id)) is not None:
                    if self.announcer is not None:
                        await self.announcer(outcome)
        except Exception:
            if not self.base.closing:  # else: the lock refused a new change (Restarting)
                log.exception("game %s: the AI seats' turns stopped", game_id)
        finally:
            del self._tasks[game_id]

    # -- one move ----------------------------------------------------------------------
    async def turn(self, game_id: int) -> Outcome | None:
        """One AI seat's move, committed and ready to post; None when no AI seat decides
        (the game waits for a person, or is over)."""
        for _ in range(RETRIES):
            ctx = await self.base.read(GameContext.load, game_id)
            seat = ai_to_move(ctx)
            if seat is None:
                return None
            move = await self.decide(ctx, seat)
            async with self.base.lock(game_id):
                committed = await self.base.run(self._commit_sync, game_id, move)
            if committed is not None:
                return await MOVE.run_after_lock(committed)
        log.warning("game %s: the position kept changing under the AI seats; they wait", game_id)
        return None

    async def decide(self, ctx: GameContext, seat: int) -> AIMove:
        """The seat's whole move: its AI's decisions, each from the seat's view and legal
        actions of the position so far, until the move is whole (``think_move``, off the
        event loop). An AI that fails (a bug) is logged and the seat plays the default move
        instead: the table never waits on it."""
        game = ctx.game
        level = ctx.seats[seat].ai_level
        assert level is not None
        try:
            chosen, why, seconds = await self._off_loop(
                think_move, ctx.kind, level, game.dump(ctx.state), seat, ctx.id, ctx.version)
        except Exception:
            log.exception("game %s: the AI of seat %s failed; it plays the default move", ctx.id, seat)
            return AIMove(seat, ctx.version, tuple(default_skip(game, ctx.state, seat)), None)
        for took, cpu in seconds:
            self.timings.append((level, took, cpu))
            metrics.AI_DECISION_SECONDS.labels(level).observe(took)
        return AIMove(seat, ctx.version, tuple(game.action_from_json(a) for a in chosen), why)

    async def _off_loop(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a drawing worker when the bot has them, else in a thread (see
        the module)."""
        pool = getattr(self.base.renderer, "pool", None)
        if pool is not None:
            result: T = await pool.call(fn, *args)
            return result
        return await asyncio.to_thread(fn, *args)

    def _commit_sync(self, store: Any, game_id: int, move: AIMove) -> AfterCommit | None:
        """The move applied (version-checked) and the steps that follow it, or None when the
        game moved on since the AI decided (nothing written)."""
        ctx = GameContext.load(store, game_id)
        if (ctx.version != move.version or ctx.loaded.record.status != "active"
                or ai_to_move(ctx) != move.seat or not move.actions):
            return None
        game, before, seat = ctx.game, ctx.state, move.seat
        applied = store.apply_actions(game_id, seat, list(move.actions), move.version)
        public = public_lines(applied.events, ctx.name)
        if move.why is not None:
            public.append(msg("bot-ai-why", seat=seat, why=move.why))
        with use_language(store.get_settings(game_id).extra.get("language")):  # the thread's
            actor = ctx.seat_name(seat)
        outcome = Outcome(game_id, ctx.kind, applied.version, ctx.place, actor,
                          names=list(ctx.names), public=public,
                          before=game.view(before, None), events=public_events(applied.events))
        return MOVE.run_under_lock(AfterCommit(
            self.helpers, ctx, applied.state, applied.version, outcome,
            to_move_before=tuple(game.to_move(before)), actor=seat, moved=(seat,), store=store))


def ai_to_move(ctx: GameContext) -> int | None:
    """The first AI seat that must decide now, if any (none once the game is over)."""
    game, state = ctx.game, ctx.state
    if game.is_over(state):
        return None
    return next((s for s in game.to_move(state) if s < len(ctx.seats) and ctx.seats[s].ai), None)


__all__ = ["AIMove", "AISeats", "ai_to_move", "decision_seed", "think", "think_move"]
