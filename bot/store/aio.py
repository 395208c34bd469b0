"""The async facade: every store call runs off the event loop, on one of two threads.

Writes (and everything the game service runs with ``run``) go to one writer thread: one
connection, no write contention inside the bot, and calls run in the order they were
awaited. Pure reads (``READ_METHODS``: autocomplete, listings, status, look-ups) go to a
reader thread with its own read-only connection: in WAL mode it reads the last commit
while the writer is busy, so they never queue behind moves. A read awaited after a write
sees that write (it was committed before the write's call returned). An in-memory
database has no second connection: then reads run on the writer thread too.

    store = await AsyncGameStore.open(path)
    applied = await store.apply_action(game_id, seat, action, expected_version)
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import pathlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
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
    "sync_waiting", "waiting_since", "add_end_vote", "end_votes", "clear_end_votes", "purge",
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
    "waiting_since", "end_votes",
})


class AsyncGameStore:
    def __init__(self, store: GameStore, executor: ThreadPoolExecutor,
                 reader: GameStore | None = None) -> None:
        self.sync = store
        self._executor = executor
        # the read-only store on its own connection and thread (None: reads use the writer)
        self.reader = reader
        self._read_executor = (ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store-read")
                               if reader is not None else None)

    @classmethod
    async def open(cls, path: str | pathlib.Path | None = None) -> AsyncGameStore:
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store")
        loop = asyncio.get_running_loop()
        store = await loop.run_in_executor(executor, GameStore.open, path)
        reader = await loop.run_in_executor(executor, _reader_of, store)
        return cls(store, executor, reader)

    @classmethod
    def wrap(cls, store: GameStore) -> AsyncGameStore:
        """Serve an already open store (e.g. ``GameStore(bot.client.open_database(path))``);
        from now on use it only through this facade."""
        return cls(store, ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store"),
                   _reader_of(store))

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
        if self.reader is not None and self._read_executor is not None:
            await self.read(self.reader.close)
            self._read_executor.shutdown(wait=True)
        await self.run(self.sync.close)
        self._executor.shutdown(wait=True)


def _reader_of(store: GameStore) -> GameStore | None:
    db = connect_reader(store.db)
    return GameStore(db) if db is not None else None


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
