"""Opening the database: pragmas, migrations, transactions and timestamps.

One ``sqlite3`` connection per store, shared by threads under the store's lock
(``check_same_thread=False``). Pragmas:
- WAL: readers never block the writer and a crash mid-write leaves the last commit intact.
- synchronous=FULL: a click that was acknowledged survives a power cut, not only a crash.
  It costs one fsync per action, which the benchmark shows is far below what a Discord bot
  needs (tests/bench/store.py).
- foreign_keys=ON and a busy timeout, so several processes (bot, admin scripts) can share
  the file.
"""

from __future__ import annotations

import contextlib
import pathlib
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime

from sqlite_utils import Database

from migrations.schema import MIGRATIONS

BUSY_TIMEOUT_S = 10.0


def connect(path: str | pathlib.Path | None = None, *, migrate: bool = True) -> Database:
    """Open (creating if needed) the database at ``path``; ``None`` gives an in-memory one.

    Applies pending migrations unless ``migrate`` is false (tests of old schemas).
    """
    target = ":memory:" if path is None else str(path)
    conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
    db = Database(conn)
    db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    db.execute("PRAGMA foreign_keys = ON")
    if path is not None:
        db.enable_wal()
        db.execute("PRAGMA synchronous = FULL")
    if migrate:
        MIGRATIONS.apply(db)
    return db


@contextlib.contextmanager
def write_transaction(db: Database) -> Iterator[Database]:
    """BEGIN IMMEDIATE ... COMMIT: takes the write lock up front, so a version read inside
    is authoritative. Any exception rolls everything back."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        if db.conn.in_transaction:
            db.conn.rollback()
        raise
    else:
        try:
            db.execute("COMMIT")
        except BaseException:
            if db.conn.in_transaction:
                db.conn.rollback()
            raise


@contextlib.contextmanager
def read_transaction(db: Database) -> Iterator[Database]:
    """A consistent view across several SELECTs (WAL read snapshot)."""
    if db.conn.in_transaction:
        yield db
        return
    db.execute("BEGIN")
    try:
        yield db
    finally:
        if db.conn.in_transaction:
            db.conn.rollback()


def utcnow() -> str:
    """The current time as ISO-8601 UTC text (sorts correctly as text)."""
    return to_text(datetime.now(UTC))


def to_text(moment: datetime) -> str:
    """ISO-8601 UTC text of an aware datetime (naive datetimes are taken as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def from_text(text: str) -> datetime:
    return datetime.fromisoformat(text)
