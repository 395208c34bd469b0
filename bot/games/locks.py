"""Per-resource asyncio locks (one per game, lobby, user) that free themselves.

A table of plain locks grows by one entry per game or lobby ever touched and never
shrinks. Here the table holds its locks weakly: a lock lives while someone holds it or
waits for it (``async with table(key)`` keeps a reference until the block ends, a waiter
keeps one in its ``acquire``), and its entry disappears when the last one lets go. So a
game or lobby that closed leaves nothing behind, and a lock in use is never dropped and
re-created: while anyone holds or awaits it, the same lock is handed out.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Hashable


class LockTable:
    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[Hashable, asyncio.Lock] = (
            weakref.WeakValueDictionary())

    def __call__(self, key: Hashable) -> asyncio.Lock:
        """The lock of ``key`` (the same object for as long as anyone uses it)."""
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        return len(self._locks)

    def keys(self) -> list[Hashable]:
        """The keys whose lock is in use now (held or awaited)."""
        return list(self._locks.keys())
