"""Opening the database: pragmas, migrations, transactions and timestamps.

One ``sqlite3`` connection per store, shared by threads under the store's lock
(``check_same_thread=False``). Pragmas:
- WAL: readers never block the writer and a crash mid-write leaves the last commit intact.
- synchronous=FULL: a click that was acknowledged survives a power cut, not only a crash.
  It costs one fsync per action, which the benchmark shows is far below what a Discord bot
  needs (tests/bench/store.py).
- foreign_keys=ON and a busy timeout, so several processes (bot, admin scripts) can share
  the file.

A second, read-only connection (``connect_reader``, ``PRAGMA query_only``) serves the
reads of the async facade on a thread of its own: in WAL mode it reads the last commit
while the writer holds a write transaction, so a listing never queues behind a move.

``connect("postgresql://...")`` opens the same store on PostgreSQL instead (``postgres``:
an adapter with the methods of sqlite-utils' Database the store calls); everything else
in the store is written once for both (``StoreDatabase``).
"""

from __future__ import annotations

import contextlib
import pathlib
import sqlite3
import time
from collections.abc import Generator, Iterable, Iterator
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlite_utils import Database
from sqlite_utils.utils import dedupe_keys

import migrations

from .postgres import PgDatabase, is_postgres_url, open_pool

BUSY_TIMEOUT_S = 10.0


class StoreDatabase(Protocol):
    """What the store calls on its database: sqlite-utils' Database, or PgDatabase."""

    @property
    def conn(self) -> Any: ...

    def execute(self, sql: str, params: Any = None, /) -> Any: ...

    def query(self, sql: str, params: Any = None, /) -> Iterable[dict[str, Any]]: ...

    def close(self) -> None: ...


class SqliteDatabase(Database):
    """sqlite-utils' Database whose ``query`` runs a SELECT as it is. sqlite-utils 4 runs
    every query inside a savepoint (SAVEPOINT, the query, RELEASE), so that SQL which turns
    out to return no rows can be rolled back before it refuses it; a SELECT always returns
    rows, so the store's reads (nearly every statement of a click: the load bench counted
    two statements of savepoint bookkeeping per read, 55% of all) skip it. Anything else
    goes through sqlite-utils' own guard."""

    def query(self, sql: str, params: Any = None) -> Generator[dict[Any, Any], None, None]:
        if sql.lstrip()[:6].upper() != "SELECT":
            return super().query(sql, params)
        if self._tracer:
            self._tracer(sql, params)
        cursor = self.conn.execute(sql, () if params is None else params)
        keys = [d[0] for d in cursor.description]
        if len(set(keys)) != len(keys):  # (a join's two "id"s: sqlite-utils' names, id and id_2)
            keys = dedupe_keys(keys)
        return (dict(zip(keys, row, strict=True)) for row in cursor)


def connect(path: str | pathlib.Path | None = None, *, migrate: bool = True) -> Any:
    """Open (creating if needed) the database at ``path``; ``None`` gives an in-memory one,
    a ``postgresql://`` URL the PostgreSQL database there (``postgres.DatabaseUnavailable``
    when it does not answer).

    Applies pending migrations unless ``migrate`` is false (tests of old schemas).
    """
    if is_postgres_url(path):
        assert isinstance(path, str)
        pg = PgDatabase(open_pool(path), path)
        if migrate:
            try:
                migrations.apply(pg)
            except BaseException:
                pg.close()
                raise
        return pg
    target = ":memory:" if path is None else str(path)
    conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
    db = SqliteDatabase(conn)
    db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    db.execute("PRAGMA foreign_keys = ON")
    if path is not None:
        _enable_wal(db)
        db.execute("PRAGMA synchronous = FULL")
    if migrate:
        migrations.apply(db)
    return db


def _enable_wal(db: Database) -> None:
    """Switch the file to WAL, waiting while another process holds it.

    Switching the journal mode needs the file to itself for a moment, and SQLite answers
    "database is locked" at once, without its busy timeout, when another process is
    reading or migrating it (two processes started together on a new file). So: nothing
    to do when the file is in WAL already; otherwise try again for up to the busy timeout.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    pause = 0.01
    while True:
        try:
            mode = db.execute("PRAGMA journal_mode").fetchone()
            if mode and str(mode[0]).lower() == "wal":
                return
            db.enable_wal()
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) and "busy" not in str(error):
                raise
            if time.monotonic() >= deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.25)


def upsert(table: str, columns: tuple[str, ...], key: tuple[str, ...]) -> str:
    """``INSERT ... ON CONFLICT (key) DO UPDATE`` of every other column: one row per key,
    written whole (SQLite's INSERT OR REPLACE, in words PostgreSQL reads too)."""
    others = [c for c in columns if c not in key]
    update = (f"DO UPDATE SET {', '.join(f'{c} = excluded.{c}' for c in others)}"
              if others else "DO NOTHING")
    return (f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
            f"({', '.join('?' * len(columns))}) ON CONFLICT ({', '.join(key)}) {update}")


def lock_table(db: StoreDatabase, table: str) -> None:
    """Inside a write transaction: no other writer of ``table`` until it ends, also when
    the row to be written does not exist yet (SQLite's BEGIN IMMEDIATE holds it already)."""
    if isinstance(db, PgDatabase):
        db.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")


def lock_key(db: StoreDatabase, key: int) -> None:
    """Inside a write transaction: no other writer that locks the same ``key`` (a user id)
    until it ends, when what is checked is a row that does not exist yet (PostgreSQL's
    advisory lock; SQLite's BEGIN IMMEDIATE already serialises every writer)."""
    if isinstance(db, PgDatabase):
        db.execute("SELECT pg_advisory_xact_lock(?)", [int(key)])


def for_update(db: StoreDatabase) -> str:
    """What a SELECT of a row about to be changed ends with: PostgreSQL locks the row until
    the transaction ends (a second writer waits, then reads the new version); SQLite's
    BEGIN IMMEDIATE already holds the whole database's write lock."""
    return " FOR UPDATE" if isinstance(db, PgDatabase) else ""


def file_of(db: Database) -> str | None:
    """The file of the database's main schema, or None for an in-memory database."""
    for row in db.execute("PRAGMA database_list").fetchall():
        if row[1] == "main":
            return row[2] or None
    return None


def connect_reader(db: Any) -> Any:
    """A read-only connection to the same file as ``db`` (already migrated), or None when
    a second connection would not help: an in-memory database (another connection would
    see another database) or one not in WAL mode (its readers wait for writers). On
    PostgreSQL: another connection of the same pool."""
    if isinstance(db, PgDatabase):
        pg_reader = db.reader()
        setattr(pg_reader, _READ_ONLY, True)
        return pg_reader
    path = file_of(db)
    if path is None:
        return None
    mode = db.execute("PRAGMA journal_mode").fetchone()
    if not mode or str(mode[0]).lower() != "wal":
        return None
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
    reader = SqliteDatabase(conn)
    reader.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    reader.execute("PRAGMA query_only = ON")
    setattr(reader, _READ_ONLY, True)
    return reader


# Set on the reader's Database: a write transaction asked of it raises WriteOnReader
# before touching the file, so a caller can retry the whole call on the writer.
_READ_ONLY = "_store_read_only"


class WriteOnReader(RuntimeError):
    """A store call on the read-only connection wanted to write: run it on the writer."""


# Set on a Database while a batch (``batch_transaction``) is open on it: its depth. The
# write transactions inside become savepoints of the batch's one transaction.
_BATCH = "_store_batch_depth"


@contextlib.contextmanager
def batch_transaction(db: StoreDatabase) -> Iterator[StoreDatabase]:
    """Several store calls (a whole click: a move, the automa's replies, the draft, the turn
    clock and reminders) in one write transaction, so they cost one commit.

    The transaction begins (BEGIN IMMEDIATE) at the first write inside, so a batch that
    only reads writes nothing; each ``write_transaction`` inside is a savepoint, all or
    nothing as before (a version check inside still sees the batch's own writes). When
    an exception leaves the batch, what the calls before it completed is committed, just
    as when each call committed on its own: only a crash loses the whole batch, and then
    nothing of it was acknowledged. Batches nest (an inner one joins the outer)."""
    depth = getattr(db, _BATCH, 0)
    setattr(db, _BATCH, depth + 1)
    try:
        yield db
    except Exception:
        if depth == 0:
            _end_batch(db)
        raise
    except BaseException:
        if depth == 0 and db.conn.in_transaction:
            db.conn.rollback()
        raise
    else:
        if depth == 0:
            _end_batch(db)
    finally:
        setattr(db, _BATCH, depth)


def _end_batch(db: StoreDatabase) -> None:
    if db.conn.in_transaction:
        _commit(db)


def _commit(db: StoreDatabase) -> None:
    """COMMIT; a commit that fails rolls the transaction back before the error goes on."""
    try:
        db.execute("COMMIT")
    except BaseException:
        if db.conn.in_transaction:
            db.conn.rollback()
        raise


@contextlib.contextmanager
def write_transaction(db: StoreDatabase) -> Iterator[StoreDatabase]:
    """BEGIN IMMEDIATE ... COMMIT: takes the write lock up front, so a version read inside
    is authoritative. Any exception rolls everything back. Inside a batch
    (``batch_transaction``): a savepoint of the batch's transaction instead. On the
    read-only connection: WriteOnReader, and nothing happens."""
    if getattr(db, _READ_ONLY, False):
        raise WriteOnReader
    if getattr(db, _BATCH, 0):
        if not db.conn.in_transaction:
            db.execute("BEGIN IMMEDIATE")
        db.execute("SAVEPOINT store_write")
        try:
            yield db
        except BaseException:
            if db.conn.in_transaction:  # (an error may have ended the transaction itself)
                db.execute("ROLLBACK TO store_write")
                db.execute("RELEASE store_write")
            raise
        else:
            db.execute("RELEASE store_write")
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        if db.conn.in_transaction:
            db.conn.rollback()
        raise
    else:
        _commit(db)


@contextlib.contextmanager
def read_transaction(db: StoreDatabase) -> Iterator[StoreDatabase]:
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
