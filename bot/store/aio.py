"""The async facade: every store call runs on one dedicated worker thread.

A single thread means one connection, no write contention inside the bot, and calls run in
the order they were awaited; the event loop never touches SQLite.

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
    "sync_waiting", "waiting_since", "add_end_vote", "end_votes", "clear_end_votes",
)


class AsyncGameStore:
    def __init__(self, store: GameStore, executor: ThreadPoolExecutor) -> None:
        self.sync = store
        self._executor = executor

    @classmethod
    async def open(cls, path: str | pathlib.Path | None = None) -> AsyncGameStore:
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store")
        loop = asyncio.get_running_loop()
        store = await loop.run_in_executor(executor, GameStore.open, path)
        return cls(store, executor)

    @classmethod
    def wrap(cls, store: GameStore) -> AsyncGameStore:
        """Serve an already open store (e.g. ``GameStore(bot.client.open_database(path))``);
        from now on use it only through this facade."""
        return cls(store, ThreadPoolExecutor(max_workers=1, thread_name_prefix="game-store"))

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run any function on the store's thread (for one-off admin queries), in the
        caller's context (so words formatted there speak the caller's language)."""
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        return await loop.run_in_executor(self._executor, functools.partial(context.run, fn, *args, **kwargs))

    async def close(self) -> None:
        await self.run(self.sync.close)
        self._executor.shutdown(wait=True)


def _make(name: str) -> Callable[..., Any]:
    method = getattr(GameStore, name)

    @functools.wraps(method)
    async def call(self: AsyncGameStore, *args: Any, **kwargs: Any) -> Any:
        return await self.run(getattr(self.sync, name), *args, **kwargs)

    return call


for _name in ASYNC_METHODS:
    setattr(AsyncGameStore, _name, _make(_name))
del _name
