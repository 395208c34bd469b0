"""Counting what the store asks of its database: statements (each a round trip on
PostgreSQL) and write transactions (each a commit: an fsync on SQLite, a WAL flush on
PostgreSQL). The benchmarks print them per committed move (tests/bench/load.py,
tests/bench/store.py) and tests hold the store to its budget.

Off unless asked for (``count(db)``): SQLite counts through the connection's trace
callback (which a test may also set for itself: then that test's callback wins),
PostgreSQL in ``PgDatabase.execute``. The writer's and the reader's threads add to one
count without a lock: a benchmark's figure, which may rarely miss a statement.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .postgres import PgDatabase


@dataclasses.dataclass
class StatementCounts:
    """Statements and write transactions seen on one or more connections."""

    statements: int = 0
    writes: int = 0  # write transactions begun (a lone write outside one is its own)

    def snapshot(self) -> tuple[int, int]:
        return self.statements, self.writes

    def since(self, before: tuple[int, int]) -> tuple[int, int]:
        """(statements, write transactions) since ``before`` (a ``snapshot``)."""
        return self.statements - before[0], self.writes - before[1]

    # -- SQLite's trace callback: every statement the connection runs, with the BEGIN
    # Python's sqlite3 issues itself before a write outside a transaction ("BEGIN ").
    def trace(self, sql: str) -> None:
        self.statements += 1
        if sql == "BEGIN " or sql.startswith("BEGIN IMMEDIATE"):
            self.writes += 1


def count(db: Any, counts: StatementCounts | None = None) -> StatementCounts:
    """Count what ``db`` (a sqlite-utils Database or a PgDatabase) runs from now on, into
    ``counts`` (shared between connections: the writer and the reader) or a new one."""
    counts = counts if counts is not None else StatementCounts()
    if isinstance(db, PgDatabase):
        db.counts = counts
    else:
        db.conn.set_trace_callback(counts.trace)
    return counts


def count_store(store: Any) -> StatementCounts:
    """Count every connection of a store: a GameStore's, or an AsyncGameStore's writer and
    reader."""
    counts = StatementCounts()
    sync = getattr(store, "sync", store)
    count(sync.db, counts)
    reader = getattr(store, "reader", None)
    if reader is not None:
        count(reader.db, counts)
    return counts
