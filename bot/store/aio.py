"""The async facade: every store call runs off the event loop, on one of two threads.

Writes (and everything the game service runs with ``run``) go to one writer thread: one
connection, no write contention inside the bot, and calls run in the order they were
awaited. Group commit: the calls that are waiting when the writer is free run one after
the other in one write transaction (``GroupWriter``), each as before (its writes are
savepoints; one that fails keeps what it had completed, like a batch), and none of them
returns before that transaction's one COMMIT (WAL, synchronous=FULL: one fsync) is done.
So concurrent games share commits, and nothing is acknowledged that a crash could lose.
Pure reads (the methods that call ``self.read``: autocomplete, listings, status, look-ups)
go to a reader thread with its own read-only connection: in WAL mode it reads the last commit
while the writer is busy, so they never queue behind moves. A read awaited after a write
sees that write (it was committed before the write's call returned). An in-memory
database has no second connection: then reads run on the writer thread too.

    store = await AsyncGameStore.open(path)
    applied = await store.apply_action(game_id, seat, action, expected_version)
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import logging
import pathlib
import queue
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor, Future
from datetime import datetime, timedelta
from typing import Any, TypeVar

from bot.shards import Shards
from rules import Action

from .db import connect_reader
from .drafts import Draft
from .history import HistoryEntry
from .lobbies import Lobby
from .messages import MessageRef
from .notifications import Notifications
from .outbox import CLAIM_HOLD, Post
from .purge import Purged
from .ratings import Rating, Rebuilt
from .records import Applied, GameRecord, LoadedGame, LogEntry, Place, Seat, VerifyReport
from .reminders import Reminder
from .replay import Step
from .settings import GameSettings
from .standing import StandingInstruction
from .stats import PlayerSummary, Result, UserStats
from .store import GameStore

T = TypeVar("T")
log = logging.getLogger("bot.store")

# Which methods only read (served by the reader connection when there is one) is said by
# each method below: ``self.read`` or ``self.run``. Anything that reads and then writes
# expecting the same snapshot runs on the writer (version checks are made inside the write
# transaction).


# The most calls one group commit holds: a bound on how long the first of them waits for
# the others before its commit (each call is a few milliseconds).
GROUP_MAX = 16


class Handoff:
    """What the event loop awaits of a call on a store thread: an asyncio future, handed
    its outcome with one wake of the loop. (``run_in_executor`` chains a concurrent future
    to an asyncio one: 36 µs of CPU per call against 18 µs so, measured on an empty call;
    a move makes about 17 of them.) To the thread it looks like the concurrent future it
    replaces: a call whose future was cancelled before the call began is not run."""

    __slots__ = ("_finished", "_loop", "_running", "future")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self.future: asyncio.Future[Any] = loop.create_future()
        self._running = self._finished = False

    def set_running_or_notify_cancel(self) -> bool:
        # (reading the future's state from the thread: one attribute, as cancelled() reads it)
        if self.future.cancelled():
            return False
        self._running = True
        return True

    def running(self) -> bool:
        return self._running and not self._finished

    def set_result(self, value: Any) -> None:
        self._hand(_give, value)

    def set_exception(self, exc: BaseException) -> None:
        self._hand(_fail, exc)

    def _hand(self, how: Callable[[asyncio.Future[Any], Any], None], value: Any) -> None:
        self._finished = True
        try:
            self._loop.call_soon_threadsafe(how, self.future, value)
        except RuntimeError:  # the loop is closed: nobody awaits the outcome any more
            pass


def _give(future: asyncio.Future[Any], value: Any) -> None:
    if not future.done():
        future.set_result(value)


def _fail(future: asyncio.Future[Any], exc: BaseException) -> None:
    if not future.done():
        future.set_exception(exc)


class StoreThread:
    """One thread that runs the calls handed to it (``handoff``) one after the other: the
    reader's. Calls whose awaiting future was cancelled before they began are skipped.
    (``GroupWriter`` is one too, whose calls run in group commits.)"""

    def __init__(self, name: str) -> None:
        self._queue: queue.SimpleQueue[tuple[Future | Handoff, Callable[[], Any]] | None] = queue.SimpleQueue()
        self._shutdown = False
        self._guard = threading.Lock()
        self._thread = threading.Thread(target=self._work, name=f"{name}_0", daemon=True)
        self._thread.start()

    def handoff(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> asyncio.Future[T]:
        """Run ``fn(*args, **kwargs)`` on the thread; its outcome, to await on the running
        loop (``Handoff``: one wake of the loop, half the CPU of ``run_in_executor``)."""
        handoff = Handoff(asyncio.get_running_loop())
        self._put(handoff, fn, args, kwargs)
        return handoff.future

    def _put(self, outcome: Future | Handoff, fn: Callable[..., Any], args: tuple[Any, ...],
             kwargs: dict[str, Any]) -> None:
        with self._guard:
            if self._shutdown:
                raise RuntimeError("cannot schedule new calls after shutdown")
            self._queue.put((outcome, functools.partial(fn, *args, **kwargs)))

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """No new calls; those handed already still run. ``wait``: until they have."""
        with self._guard:
            if not self._shutdown:
                self._shutdown = True
                self._queue.put(None)
        if wait and threading.current_thread() is not self._thread:
            self._thread.join()

    def _work(self) -> None:
        while (item := self._queue.get()) is not None:
            outcome, call = item
            if not outcome.set_running_or_notify_cancel():
                continue
            try:
                value = call()
            except BaseException as exc:  # noqa: BLE001 - handed to its caller, as an executor does
                outcome.set_exception(exc)
            else:
                outcome.set_result(value)


class GroupLost(RuntimeError):
    """A call's error ended the group's transaction: every call of the group failed."""


class GroupWriter(StoreThread, Executor):
    """One thread that runs submitted calls in order, those waiting together in one
    transaction (``group``, a context manager factory such as ``GameStore.batch``; none
    until it is set) whose commit comes before any of their results is handed back.

    A call that raises keeps its exception and the group goes on (what it completed is
    committed with the others, as in a batch). If the commit itself fails, a call raises a
    BaseException that is not an Exception, or a call's error ended the transaction itself
    (SQLite rolls back the whole transaction on a full disk, for one), every call of the
    group gets an exception: nothing of the group was written, nothing is acknowledged."""

    def __init__(self, name: str = "game-store") -> None:
        self.group: Callable[[], contextlib.AbstractContextManager[Any]] | None = None
        self.groups = 0  # groups run (for tests and figures)
        # Whether the group's transaction is open (the store's connection); a call that
        # fails and leaves it closed lost the group's earlier writes too.
        self.in_transaction: Callable[[], bool] | None = None
        super().__init__(name)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        future: Future[T] = Future()
        self._put(future, fn, args, kwargs)
        return future

    def _work(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            group = [item]
            stop = False
            while len(group) < GROUP_MAX:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                group.append(more)
            self._run_group(group)
            if stop:
                return

    def _run_group(self, group: list[tuple[Future | Handoff, Callable[[], Any]]]) -> None:
        outcomes: list[tuple[Future | Handoff, bool, Any]] = []
        try:
            with self.group() if self.group is not None else contextlib.nullcontext():
                for future, call in group:
                    if not future.set_running_or_notify_cancel():
                        continue
                    was_open = self.in_transaction is not None and self.in_transaction()
                    try:
                        outcomes.append((future, True, call()))
                    except Exception as exc:  # noqa: BLE001 - handed to its caller
                        if was_open and not self.in_transaction():  # type: ignore[misc]  # was_open only when in_transaction is set
                            raise GroupLost from exc
                        outcomes.append((future, False, exc))
        except BaseException as exc:  # the commit failed, or worse: nothing was written
            for future, _ in group:
                if future.running():
                    future.set_exception(exc.__cause__ if isinstance(exc, GroupLost) and exc.__cause__ else exc)
            return
        self.groups += 1
        for future, ok, value in outcomes:
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)


class AsyncGameStore:
    """The SQLite store as coroutines (implements ``interface.Store``): writes on the
    writer thread in group commits, pure reads on the reader thread."""

    def __init__(self, store: GameStore, executor: Executor,
                 reader: GameStore | None = None) -> None:
        self.sync = store
        self._executor = executor
        if isinstance(executor, GroupWriter):
            executor.group = store.batch
            executor.in_transaction = lambda: store.db.conn.in_transaction
        # the read-only store on its own connection and thread (None: reads use the writer)
        self.reader = reader
        self._read_executor = StoreThread("game-store-read") if reader is not None else None

    @classmethod
    async def open(cls, path: str | pathlib.Path | None = None) -> AsyncGameStore:
        executor = GroupWriter("game-store")
        loop = asyncio.get_running_loop()
        store = await loop.run_in_executor(executor, GameStore.open, path)
        reader = await loop.run_in_executor(executor, _reader_of, store)
        return cls(store, executor, reader)

    @classmethod
    def wrap(cls, store: GameStore) -> AsyncGameStore:
        """Serve an already open store (e.g. ``GameStore(bot.client.open_database(path))``);
        from now on use it only through this facade."""
        return cls(store, GroupWriter("game-store"), _reader_of(store))

    def serve_shards(self, shards: Shards) -> None:
        """Look after the games of ``shards`` only (bot.shards): set before the loops start."""
        self.sync.shards = shards
        if self.reader is not None:
            self.reader.shards = shards

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run any function on the store's thread (for one-off admin queries), in the
        caller's context (so words formatted there speak the caller's language)."""
        context = contextvars.copy_context()
        if isinstance(self._executor, GroupWriter):
            return await self._executor.handoff(context.run, fn, *args, **kwargs)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, functools.partial(context.run, fn, *args, **kwargs))

    async def read(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a function that only reads on the reader's thread, in the caller's context
        (the writer's thread when there is no reader)."""
        if self._read_executor is None:
            return await self.run(fn, *args, **kwargs)
        return await self._read_executor.handoff(contextvars.copy_context().run, fn, *args, **kwargs)

    async def close(self) -> None:
        """Commit what is under way and close both connections; safe to call twice."""
        if getattr(self, "_closed", False):
            return
        self._closed = True
        try:  # the players' unconfirmed picks are kept for the next start (bot.store.drafts)
            kept = await self.run(self.sync.flush_drafts)
        except Exception as exc:  # noqa: BLE001 - closing goes on: only unconfirmed picks are lost
            log.warning("the players' unconfirmed choices could not be kept for the next start (%s: %s)",
                        type(exc).__name__, exc)
        else:
            if kept:
                log.info("kept %d unconfirmed draft(s) for the next start", kept)
        if self.reader is not None and self._read_executor is not None:
            await self.read(self.reader.close)
            self._read_executor.shutdown(wait=True)
        # the writer's last calls are committed before its thread ends; the connection is
        # closed after that, outside any group (closing inside one would undo it)
        await asyncio.to_thread(self._executor.shutdown, wait=True)
        self.sync.close()

    @property
    def _reads(self) -> GameStore:
        """The store pure reads go to: the reader's, else the writer's (``read`` then runs
        them on the writer's thread)."""
        return self.reader if self.reader is not None else self.sync

    # Games: create, read, play, place
    async def create_game(self, kind: str, seats: int | Sequence[Seat], *, seed: int | None = None,
                          options: Mapping[str, Any] | None = None, place: Place | None = None,
                          settings: Mapping[str, Any] | None = None, one_in_dm: bool = False) -> LoadedGame:
        return await self.run(self.sync.create_game, kind, seats, seed=seed, options=options,
                              place=place, settings=settings, one_in_dm=one_in_dm)

    async def game_choices(self, user_id: int, *, labels: Mapping[tuple[str, int], tuple[str, str]],
                           guild_id: int | None = None, text: str = "", limit: int = 25,
                           kind: str | None = None) -> list[tuple[int, str]]:
        return await self.read(self._reads.game_choices, user_id, labels=labels, guild_id=guild_id,
                               text=text, limit=limit, kind=kind)

    async def count_active_solo(self, user_id: int) -> int:
        return await self.read(self._reads.count_active_solo, user_id)

    async def games_with_ai_seats(self) -> list[int]:
        return await self.read(self._reads.games_with_ai_seats)

    async def get_record(self, game_id: int) -> GameRecord:
        return await self.read(self._reads.get_record, game_id)

    async def get_seats(self, game_id: int) -> list[Seat]:
        return await self.read(self._reads.get_seats, game_id)

    async def load_game(self, game_id: int) -> LoadedGame:
        return await self.read(self._reads.load_game, game_id)

    async def action_log(self, game_id: int, *, include_undone: bool = True) -> list[LogEntry]:
        return await self.read(self._reads.action_log, game_id, include_undone=include_undone)

    async def find_games(self, *, status: str | None = None, kind: str | None = None,
                         guild_id: int | None = None, channel_id: int | None = None,
                         thread_id: int | None = None, dm_user_id: int | None = None,
                         user_id: int | None = None, newest_first: bool = False,
                         limit: int | None = None) -> list[GameRecord]:
        return await self.read(self._reads.find_games, status=status, kind=kind, guild_id=guild_id,
                               channel_id=channel_id, thread_id=thread_id, dm_user_id=dm_user_id,
                               user_id=user_id, newest_first=newest_first, limit=limit)

    async def apply_action(self, game_id: int, seat: int, action: Action | Mapping[str, Any] | str,
                           expected_version: int) -> Applied:
        return await self.run(self.sync.apply_action, game_id, seat, action, expected_version)

    async def apply_actions(self, game_id: int, seat: int,
                            actions: Sequence[Action | Mapping[str, Any] | str],
                            expected_version: int, *,
                            replayed: Callable[[LoadedGame], Any] | None = None,
                            loaded: LoadedGame | None = None) -> Applied:
        return await self.run(self.sync.apply_actions, game_id, seat, actions, expected_version,
                              replayed=replayed, loaded=loaded)

    async def set_place(self, game_id: int, place: Place) -> None:
        return await self.run(self.sync.set_place, game_id, place)

    async def set_seat(self, game_id: int, seat: Seat) -> None:
        return await self.run(self.sync.set_seat, game_id, seat)

    async def abandon_game(self, game_id: int) -> None:
        return await self.run(self.sync.abandon_game, game_id)

    async def discard_new_game(self, game_id: int) -> bool:
        return await self.run(self.sync.discard_new_game, game_id)

    # History
    async def history(self, game_id: int, last: int = 40, *, labelled: bool = True,
                      step: Step | None = None) -> list[HistoryEntry]:
        return await self.read(self._reads.history, game_id, last, labelled=labelled, step=step)

    # Undo
    async def undo(self, game_id: int, seat: int, expected_version: int,
                   count: int = 1) -> LoadedGame:
        return await self.run(self.sync.undo, game_id, seat, expected_version, count)

    async def undo_refusal(self, game_id: int, seat: int, count: int = 1) -> str | None:
        return await self.run(self.sync.undo_refusal, game_id, seat, count)

    # Verify and repair
    async def verify_game(self, game_id: int) -> VerifyReport:
        return await self.run(self.sync.verify_game, game_id)

    async def repair_game(self, game_id: int) -> VerifyReport:
        return await self.run(self.sync.repair_game, game_id)

    # Export and import
    async def export_game(self, game_id: int, *, include_users: bool = False) -> dict[str, Any]:
        return await self.run(self.sync.export_game, game_id, include_users=include_users)

    async def export_game_json(self, game_id: int, *, include_users: bool = False) -> str:
        return await self.run(self.sync.export_game_json, game_id, include_users=include_users)

    async def import_game(self, data: str | bytes | Mapping[str, Any], *,
                          place: Place | None = None) -> LoadedGame:
        return await self.run(self.sync.import_game, data, place=place)

    # A user's notifications
    async def get_notifications(self, user_id: int) -> Notifications:
        return await self.read(self._reads.get_notifications, user_id)

    async def set_notifications(self, user_id: int, settings: Notifications) -> None:
        return await self.run(self.sync.set_notifications, user_id, settings)

    # Discord messages of a game
    async def set_message(self, game_id: int, purpose: str, message_id: int, *,
                          channel_id: int | None = None, key: str | int = "") -> None:
        return await self.run(self.sync.set_message, game_id, purpose, message_id,
                              channel_id=channel_id, key=key)

    async def set_messages(self, game_id: int,
                           refs: Sequence[tuple[str, int, int | None, str | int]]) -> None:
        return await self.run(self.sync.set_messages, game_id, refs)

    async def get_message(self, game_id: int, purpose: str,
                          key: str | int = "") -> MessageRef | None:
        return await self.read(self._reads.get_message, game_id, purpose, key)

    async def game_messages(self, game_id: int) -> list[MessageRef]:
        return await self.read(self._reads.game_messages, game_id)

    async def game_for_message(self, message_id: int) -> int | None:
        return await self.read(self._reads.game_for_message, message_id)

    async def forget_message(self, game_id: int, purpose: str, key: str | int = "") -> None:
        return await self.run(self.sync.forget_message, game_id, purpose, key)

    # Reminders
    async def add_reminder(self, game_id: int, purpose: str, due_at: datetime, *,
                           seat: int | None = None, user_id: int | None = None,
                           payload: dict[str, Any] | None = None) -> int:
        return await self.run(self.sync.add_reminder, game_id, purpose, due_at, seat=seat,
                              user_id=user_id, payload=payload)

    async def due_reminders(self, now: datetime) -> list[Reminder]:
        return await self.read(self._reads.due_reminders, now)

    async def game_reminders(self, game_id: int, *, pending_only: bool = True) -> list[Reminder]:
        return await self.read(self._reads.game_reminders, game_id, pending_only=pending_only)

    async def complete_reminder(self, reminder_id: int) -> bool:
        return await self.run(self.sync.complete_reminder, reminder_id)

    async def cancel_reminders(self, game_id: int, purpose: str | None = None,
                               seat: int | None = None) -> int:
        return await self.run(self.sync.cancel_reminders, game_id, purpose, seat)

    # Drafts (a decision under way)
    async def save_draft(self, game_id: int, seat: int, version: int, draft: Any) -> None:
        return await self.run(self.sync.save_draft, game_id, seat, version, draft)

    async def hold_draft(self, game_id: int, seat: int, version: int, draft: Any) -> None:
        return await self.run(self.sync.hold_draft, game_id, seat, version, draft)

    async def flush_drafts(self) -> int:
        return await self.run(self.sync.flush_drafts)

    async def get_draft(self, game_id: int, seat: int) -> Draft | None:
        return await self.read(self._reads.get_draft, game_id, seat)

    async def clear_draft(self, game_id: int, seat: int | None = None) -> None:
        return await self.run(self.sync.clear_draft, game_id, seat)

    # Standing instructions (a seat's secret order for an auction)
    async def set_standing(self, game_id: int, seat: int, auction: int, ceiling: int | None) -> None:
        return await self.run(self.sync.set_standing, game_id, seat, auction, ceiling)

    async def get_standing(self, game_id: int, seat: int, auction: int) -> StandingInstruction | None:
        return await self.read(self._reads.get_standing, game_id, seat, auction)

    async def drop_standing(self, game_id: int, seat: int, auction: int) -> bool:
        return await self.run(self.sync.drop_standing, game_id, seat, auction)

    async def end_standing(self, game_id: int, current: int | None = None) -> int:
        return await self.run(self.sync.end_standing, game_id, current)

    # Settings of a game, language of a user
    async def get_settings(self, game_id: int) -> GameSettings:
        return await self.read(self._reads.get_settings, game_id)

    async def set_settings(self, game_id: int, settings: GameSettings | Mapping[str, Any], *,
                           merge: bool = True) -> GameSettings:
        return await self.run(self.sync.set_settings, game_id, settings, merge=merge)

    async def user_language(self, user_id: int) -> str | None:
        return await self.read(self._reads.user_language, user_id)

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        return await self.run(self.sync.set_user_language, user_id, language)

    # Lobbies
    async def create_lobby(self, kind: str, host_user_id: int, *,
                           options: Mapping[str, Any] | None = None, guild_id: int | None = None,
                           channel_id: int | None = None, max_players: int | None = None,
                           join_host: bool = True) -> Lobby:
        return await self.run(self.sync.create_lobby, kind, host_user_id, options=options,
                              guild_id=guild_id, channel_id=channel_id, max_players=max_players,
                              join_host=join_host)

    async def get_lobby(self, lobby_id: int) -> Lobby | None:
        return await self.read(self._reads.get_lobby, lobby_id)

    async def lobby_for_message(self, message_id: int) -> Lobby | None:
        return await self.read(self._reads.lobby_for_message, message_id)

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        return await self.run(self.sync.set_lobby_message, lobby_id, message_id)

    async def set_lobby_options(self, lobby_id: int, options: Mapping[str, Any]) -> Lobby:
        return await self.run(self.sync.set_lobby_options, lobby_id, options)

    async def join_lobby(self, lobby_id: int, user_id: int, colour: str | None = None) -> Lobby:
        return await self.run(self.sync.join_lobby, lobby_id, user_id, colour)

    async def leave_lobby(self, lobby_id: int, user_id: int) -> Lobby:
        return await self.run(self.sync.leave_lobby, lobby_id, user_id)

    async def add_lobby_ai(self, lobby_id: int, level: str) -> Lobby:
        return await self.run(self.sync.add_lobby_ai, lobby_id, level)

    async def remove_lobby_ai(self, lobby_id: int) -> Lobby:
        return await self.run(self.sync.remove_lobby_ai, lobby_id)

    async def close_lobby(self, lobby_id: int, *, game_id: int | None = None) -> Lobby:
        return await self.run(self.sync.close_lobby, lobby_id, game_id=game_id)

    async def open_lobbies(self) -> list[Lobby]:
        return await self.read(self._reads.open_lobbies)

    # Results and statistics
    async def game_results(self, game_id: int) -> list[Result]:
        return await self.read(self._reads.game_results, game_id)

    async def user_stats(self, user_id: int, kind: str | None = None) -> list[UserStats]:
        return await self.read(self._reads.user_stats, user_id, kind)

    async def leaderboard(self, kind: str, limit: int = 10, *, guild_id: int | None = None,
                          with_others_only: bool = False) -> list[UserStats]:
        return await self.read(self._reads.leaderboard, kind, limit, guild_id=guild_id,
                               with_others_only=with_others_only)

    async def player_summary(self, user_id: int, kind: str, *, recent: int = 5) -> PlayerSummary:
        return await self.read(self._reads.player_summary, user_id, kind, recent=recent)

    async def player_ratings(self, user_id: int, kind: str) -> list[Rating]:
        return await self.read(self._reads.player_ratings, user_id, kind)

    async def rating_board(self, kind: str, field: str, limit: int = 10) -> list[Rating]:
        return await self.read(self._reads.rating_board, kind, field, limit)

    async def rebuild_ratings(self) -> Rebuilt:
        return await self.run(self.sync.rebuild_ratings)

    # The outbox (posts waiting for a retry)
    async def add_post(self, game_id: int, payload: dict[str, Any], *, due: datetime,
                       purpose: str = "board", error: str | None = None) -> int:
        return await self.run(self.sync.add_post, game_id, payload, due=due, purpose=purpose,
                              error=error)

    async def pending_posts(self, game_id: int | None = None) -> list[Post]:
        return await self.read(self._reads.pending_posts, game_id)

    async def due_posts(self, now: datetime) -> list[Post]:
        return await self.read(self._reads.due_posts, now)

    async def claim_due_posts(self, now: datetime, hold: timedelta = CLAIM_HOLD) -> list[Post]:
        return await self.run(self.sync.claim_due_posts, now, hold)

    async def post_done(self, post_id: int) -> None:
        return await self.run(self.sync.post_done, post_id)

    async def post_failed(self, post_id: int, error: str, now: datetime) -> int:
        return await self.run(self.sync.post_failed, post_id, error, now)

    # Turn clock and end votes
    async def sync_waiting(self, game_id: int, seats: Iterable[int], moved: Iterable[int] = (),
                           now: str | None = None) -> tuple[dict[int, str], list[int]]:
        return await self.run(self.sync.sync_waiting, game_id, seats, moved, now)

    async def waiting_since(self, game_id: int) -> dict[int, str]:
        return await self.read(self._reads.waiting_since, game_id)

    async def add_end_vote(self, game_id: int, user_id: int) -> list[int]:
        return await self.run(self.sync.add_end_vote, game_id, user_id)

    async def end_votes(self, game_id: int) -> list[int]:
        return await self.read(self._reads.end_votes, game_id)

    async def clear_end_votes(self, game_id: int) -> int:
        return await self.run(self.sync.clear_end_votes, game_id)

    async def add_autopilot_vote(self, game_id: int, user_id: int) -> list[int]:
        return await self.run(self.sync.add_autopilot_vote, game_id, user_id)

    async def clear_autopilot_votes(self, game_id: int) -> int:
        return await self.run(self.sync.clear_autopilot_votes, game_id)

    # Purge
    async def purge(self, now: datetime) -> Purged:
        return await self.run(self.sync.purge, now)

    # Health
    async def ping(self) -> int:
        return await self.read(self._reads.ping)


def _reader_of(store: GameStore) -> GameStore | None:
    db = connect_reader(store.db)
    if db is None:
        return None
    reader = GameStore(db)
    reader.loaded_states = store.loaded_states  # keyed by what each connection reads
    reader.held_drafts = store.held_drafts  # one process, one set of held drafts
    reader.logged_states = store.logged_states
    return reader
