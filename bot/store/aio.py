"""The async facade: every store call runs off the event loop, on one of two threads.

Writes (and everything the game service runs with ``run``) go to one writer thread: one
connection, no write contention inside the bot, and calls run in the order they were
awaited. Group commit: the calls that are waiting when the writer is free run one after
the other in one write transaction (``GroupWriter``), each as before (its writes are
savepoints; one that fails keeps what it had completed, like a batch), and none of them
returns before that transaction's one COMMIT (WAL, synchronous=FULL: one fsync) is done.
So concurrent games share commits, and nothing is acknowledged that a crash could lose.
Pure reads (``READ_METHODS``: autocomplete, listings, status, look-ups) go to a reader thread with its own read-only connection: in WAL mode it reads the last commit
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
import pathlib
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, TypeVar

from .db import connect_reader
from .store import GameStore

T = TypeVar("T")

# The public methods of GameStore that the facade offers as coroutines.
ASYNC_METHODS = (
    "create_game", "game_choices", "count_active_solo", "get_record", "get_seats", "load_game", "action_log", "find_games",
    "apply_action", "apply_actions", "history", "set_place", "set_seat", "abandon_game", "discard_new_game",
    "undo", "undo_refusal", "verify_game", "repair_game",
    "export_game", "export_game_json", "import_game",
    "get_notifications", "set_notifications",
    "set_message", "get_message", "game_messages", "game_for_message", "forget_message",
    "add_reminder", "due_reminders", "game_reminders", "complete_reminder",
    "cancel_reminders",
    "save_draft", "get_draft", "clear_draft", "get_settings", "set_settings",
    "user_language", "set_user_language",
    "create_lobby", "get_lobby", "lobby_for_message", "set_lobby_message",
    "set_lobby_options", "join_lobby", "leave_lobby", "close_lobby", "open_lobbies",
    "game_results", "user_stats", "leaderboard", "player_summary",
    "add_post", "pending_posts", "due_posts", "post_done", "post_failed",
    "sync_waiting", "waiting_since", "add_end_vote", "end_votes", "clear_end_votes", "purge", "ping",
)

# The methods that only read: served by the reader connection when there is one. Anything
# that reads and then writes expecting the same snapshot is not here (version checks are
# made inside the write transaction, on the writer).
READ_METHODS = frozenset({
    "game_choices", "count_active_solo", "get_record", "get_seats", "load_game", "action_log",
    "find_games", "history", "get_notifications", "get_message", "game_messages",
    "game_for_message", "due_reminders", "game_reminders", "get_draft", "get_settings",
    "user_language", "get_lobby", "lobby_for_message", "open_lobbies", "game_results",
    "user_stats", "leaderboard", "player_summary", "pending_posts", "due_posts",
    "waiting_since", "end_votes", "ping",
})


# The most calls one group commit holds: a bound on how long the first of them waits for
# the others before its commit (each call is a few milliseconds).
GROUP_MAX = 16


class GroupLost(RuntimeError):
    """A call's error ended the group's transaction: every call of the group failed."""


class GroupWriter(Executor):
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
        self._queue: queue.SimpleQueue[tuple[Future, Callable[[], Any]] | None] = queue.SimpleQueue()
        self._shutdown = False
        self._guard = threading.Lock()
        self._thread = threading.Thread(target=self._work, name=f"{name}_0", daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        with self._guard:
            if self._shutdown:
                raise RuntimeError("cannot schedule new calls after shutdown")
            future: Future[T] = Future()
            self._queue.put((future, functools.partial(fn, *args, **kwargs)))
            return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._guard:
            if not self._shutdown:
                self._shutdown = True
                self._queue.put(None)
        if wait and threading.current_thread() is not self._thread:
            self._thread.join()

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

    def _run_group(self, group: list[tuple[Future, Callable[[], Any]]]) -> None:
        outcomes: list[tuple[Future, bool, Any]] = []
        try:
            with self.group() if self.group is not None else contextlib.nullcontext():
                for future, call in group:
                    if not future.set_running_or_notify_cancel():
                        continue
                    was_open = self.in_transaction is not None and self.in_transaction()
                    try:
                        outcomes.append((future, True, call()))
                    except Exception as exc:  # noqa: BLE001 - handed to its caller
                        if was_open and not self.in_transaction():  # type: ignore[misc]
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
    def __init__(self, store: GameStore, executor: Executor,
                 reader: GameStore | None = None) -> None:
        self.sync = store
        self._executor = executor
        if isinstance(executor, GroupWriter):
            executor.group = store.batch
            executor.in_transaction = lambda: store.db.conn.in_transaction
        # the read-only store on its own connection and thread (None: reads use the writer)
        self.reader = reader
        self._read_executor = (ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store-read")
                               if reader is not None else None)

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

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run any function on the store's thread (for one-off admin queries), in the
        caller's context (so words formatted there speak the caller's language)."""
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        return await loop.run_in_executor(self._executor, functools.partial(context.run, fn, *args, **kwargs))

    async def read(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a function that only reads on the reader's thread, in the caller's context
        (the writer's thread when there is no reader)."""
        if self._read_executor is None:
            return await self.run(fn, *args, **kwargs)
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        return await loop.run_in_executor(self._read_executor,
                                          functools.partial(context.run, fn, *args, **kwargs))

    async def close(self) -> None:
        """Commit what is under way and close both connections; safe to call twice."""
        if getattr(self, "_closed", False):
            return
        self._closed = True
        if self.reader is not None and self._read_executor is not None:
            await self.read(self.reader.close)
            self._read_executor.shutdown(wait=True)
        # the writer's last calls are committed before its thread ends; the connection is
        # closed after that, outside any group (closing inside one would undo it)
        await asyncio.to_thread(self._executor.shutdown, wait=True)
        self.sync.close()


def _reader_of(store: GameStore) -> GameStore | None:
    db = connect_reader(store.db)
    if db is None:
        return None
    reader = GameStore(db)
    reader.loaded_states = store.loaded_states  # keyed by what each connection reads
    return reader


def _make(name: str) -> Callable[..., Any]:
    method = getattr(GameStore, name)

    if name in READ_METHODS:
        @functools.wraps(method)
        async def read(self: AsyncGameStore, *args: Any, **kwargs: Any) -> Any:
            if self.reader is None:
                return await self.run(getattr(self.sync, name), *args, **kwargs)
            return await self.read(getattr(self.reader, name), *args, **kwargs)

        return read

    @functools.wraps(method)
    async def call(self: AsyncGameStore, *args: Any, **kwargs: Any) -> Any:
        return await self.run(getattr(self.sync, name), *args, **kwargs)

    return call


for _name in ASYNC_METHODS:
    setattr(AsyncGameStore, _name, _make(_name))
del _name
