"""The store on PostgreSQL: the few methods of sqlite-utils' ``Database`` the store uses,
on psycopg 3 and its connection pool.

The store's logic is written once (``games``, ``undo``, ``outbox`` ...), as SQL with SQLite's
``?`` parameters that both databases read the same way (upserts are ``ON CONFLICT``, no
``INSERT OR REPLACE``). ``PgDatabase`` gives it what it calls on a sqlite-utils Database:
``execute`` (a cursor with ``fetchone``, ``fetchall``, ``rowcount``, ``lastrowid``), ``query``
(rows as dicts), ``conn.in_transaction``, ``conn.rollback`` and ``close``; and reads the
SQLite words it meets in its own way:

- ``?`` becomes ``%s`` (and a literal ``%`` ``%%``). Parameters are bound by the server,
  and a statement a connection runs often is prepared once (psycopg's default): twice as
  fast per action as binding on the client (tests/bench/store.py). So a parameter needs a
  type PostgreSQL can infer: a ``NULL`` one compared with nothing is written
  ``CAST(? AS BIGINT) IS NULL`` (SQLite reads that the same way).
- ``BEGIN IMMEDIATE`` (a write) is ``BEGIN`` at READ COMMITTED: instead of SQLite's upfront
  write lock, a version check takes the game's row lock (``SELECT ... FOR UPDATE``, see
  ``db.for_update``), so a second click on the same game waits for the first and then sees
  its version. A plain ``BEGIN`` (a read, ``db.read_transaction``) is one REPEATABLE READ,
  READ ONLY snapshot, as a WAL read is.
- An ``INSERT`` into a table with an ``id`` gets ``RETURNING id`` for ``lastrowid``.
- ``COMMIT`` of a transaction an error has already ended is an error here (PostgreSQL
  itself would answer it with a silent ROLLBACK), and an error outside a savepoint rolls
  the transaction back at once: the caller sees the transaction gone, as with SQLite when
  an error ends it (``aio.GroupWriter`` then fails the whole group: nothing acknowledged).

Connections come from a ``psycopg_pool.ConnectionPool``: each PgDatabase (the writer, the
reader) keeps one while it works and gives it back when the connection breaks, so after
the server restarts the next call connects afresh (a read or a BEGIN that finds its idle
connection closed is tried once more on a new one: it cannot have run). A server that does not answer is
``DatabaseUnavailable`` with the plain words "the database at host:port does not answer";
nothing was written then. The password never appears in an error or a log line
(``bot.config.url_label``).
"""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import psycopg
from psycopg.pq import ExecStatus, TransactionStatus
from psycopg.types.numeric import FloatLoader
from psycopg_pool import ConnectionPool, PoolTimeout

from bot.config import url_label

from .errors import StoreError

__all__ = ["DatabaseUnavailable", "PgDatabase", "is_postgres_url", "open_pool"]

SCHEMES = ("postgresql://", "postgres://")
CONNECT_TIMEOUT_S = 10  # how long the first connection may take before "does not answer"
CURSOR = psycopg.Cursor  # server-side binding (see the module's docstring)
POOL_MAX = 8  # writer, reader, lease, admin commands: a few per process
# Tables whose rows get an id from the database (``lastrowid``).
ID_TABLES = frozenset({"games", "undos", "reminders", "lobbies", "outbox"})


# The pool's own warnings (each failed connection attempt, with libpq's two-line text) would
# say again, less plainly, what DatabaseUnavailable says once.
logging.getLogger("psycopg.pool").setLevel(logging.ERROR)


class DatabaseUnavailable(StoreError):
    """The PostgreSQL server does not answer (down, restarting, unreachable). Nothing of
    the call was written; trying again later may work."""


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(SCHEMES)


def unavailable(url: str) -> DatabaseUnavailable:
    return DatabaseUnavailable(f"the database at {url_label(url)} does not answer; "
                               "nothing was changed, try again in a moment")


def open_pool(url: str, *, min_size: int = 1, max_size: int = POOL_MAX) -> ConnectionPool:
    """A connection pool on ``url``, open and tried once: DatabaseUnavailable (plain words,
    no password) when the server does not answer within CONNECT_TIMEOUT_S."""
    def configure(conn: psycopg.Connection[Any]) -> None:
        # AVG and SUM over integers are NUMERIC in PostgreSQL; the store expects floats
        # and ints as SQLite gives them (SUMs are over INTEGER columns: BIGINT results).
        conn.adapters.register_loader("numeric", FloatLoader)

    pool = ConnectionPool(
        url, min_size=min_size, max_size=max_size, open=False, configure=configure,
        check=ConnectionPool.check_connection, name="mombasa-store",
        kwargs={"autocommit": True, "cursor_factory": CURSOR,
                "connect_timeout": CONNECT_TIMEOUT_S},
        reconnect_timeout=0)
    try:
        pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
    except (PoolTimeout, psycopg.Error):
        pool.close()
        raise unavailable(url) from None
    return pool


@functools.lru_cache(maxsize=1024)
def translate(sql: str, with_params: bool) -> tuple[str, bool]:
    """PostgreSQL's reading of one of the store's statements, and whether it returns the
    new row's id (see the module's docstring)."""
    text = sql.strip()
    head = text[:20].upper()
    if head.startswith("BEGIN IMMEDIATE"):
        return "BEGIN", False
    if head == "BEGIN":
        return "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", False
    if with_params:
        out = []
        quoted = False
        for ch in text:
            if ch == "'":
                quoted = not quoted
            if ch == "%":
                out.append("%%")
            elif ch == "?" and not quoted:
                out.append("%s")
            else:
                out.append(ch)
        text = "".join(out)
    # SQLite's rowid is the order rows were written in: PostgreSQL's ctid is the nearest
    # (only ties on the time before it matter).
    text = re.sub(r"\browid\b", "ctid", text)
    # SQLite's JSON aggregate of rows (a game's seats in the statement that loads it)
    text = re.sub(r"\bjson_group_array\(", "json_agg(", text)
    text = re.sub(r"\bjson_array\(", "json_build_array(", text)
    returns_id = False
    insert = re.match(r"INSERT\s+INTO\s+(\w+)", text, re.IGNORECASE)
    if insert and insert.group(1) in ID_TABLES and "RETURNING" not in text.upper():
        text += " RETURNING id"
        returns_id = True
    return text, returns_id


class PgCursor:
    """What the store reads of a cursor: rows as tuples, the row count and the new id."""

    def __init__(self, rows: list[tuple], rowcount: int, lastrowid: int | None,
                 columns: list[str]) -> None:
        self._rows = rows
        self.rowcount = rowcount
        self.lastrowid = lastrowid
        self.columns = columns

    def fetchone(self) -> tuple | None:
        return self._rows.pop(0) if self._rows else None

    def fetchall(self) -> list[tuple]:
        rows, self._rows = self._rows, []
        return rows

    def __iter__(self) -> Iterator[tuple]:
        return iter(self.fetchall())


_ROWS = frozenset({ExecStatus.TUPLES_OK, ExecStatus.SINGLE_TUPLE})


def _names(cursor: psycopg.Cursor[Any]) -> list[str] | None:
    """The column names of the cursor's result, None when it returns no rows: read from
    the result itself, as psycopg's own dict rows read them (``cursor.description`` makes
    an object per column each time it is asked, a quarter of a statement's CPU)."""
    res = cursor.pgresult
    if res is None or res.status not in _ROWS:
        return None
    return [res.fname(i).decode() for i in range(res.nfields)]  # type: ignore[union-attr]  # fname is bytes for a column in range


class _Connection:
    """``db.conn`` as the store uses it: whether a transaction is open, and rollback."""

    def __init__(self, db: PgDatabase) -> None:
        self._db = db

    @property
    def in_transaction(self) -> bool:
        conn = self._db._conn
        if conn is None or conn.closed:
            return False
        return conn.info.transaction_status in (TransactionStatus.INTRANS,
                                                TransactionStatus.INERROR)

    def rollback(self) -> None:
        self._db._rollback()

    def commit(self) -> None:
        self._db.execute("COMMIT")


class PgDatabase:
    """The store's view of one PostgreSQL connection (see the module's docstring). Used by
    one thread at a time (the store's lock), like a sqlite3 connection."""

    dialect = "postgresql"

    def __init__(self, pool: ConnectionPool, url: str, *, owns_pool: bool = True) -> None:
        self.pool = pool
        self.url = url
        self.owns_pool = owns_pool
        self._conn: psycopg.Connection[Any] | None = None
        self._guard = threading.Lock()
        self.conn = _Connection(self)
        self._cursor: psycopg.Cursor[Any] | None = None  # of ``_conn`` (``_cursor_of``)
        # Statements and write transactions, when asked for (``counts.count``).
        self.counts: Any = None

    def __repr__(self) -> str:
        return f"<PgDatabase {url_label(self.url)}>"

    # -- the connection ---------------------------------------------------------------
    def _connection(self) -> Any:
        if self._conn is None or self._conn.closed:
            try:
                self._conn = self.pool.getconn(timeout=CONNECT_TIMEOUT_S)
            except PoolTimeout:
                raise unavailable(self.url) from None
        return self._conn

    def _drop(self) -> None:
        """Give a broken connection back (the pool discards it): the next call connects."""
        conn, self._conn = self._conn, None
        self._savepoints = 0
        if conn is not None:
            try:
                if not conn.closed:
                    conn.close()
            finally:
                try:
                    self.pool.putconn(conn)
                except Exception:  # noqa: BLE001 - the pool already closed: nothing to return
                    pass

    def _rollback(self) -> None:
        self._savepoints = 0
        if self._conn is not None and self.conn.in_transaction:
            try:
                self._conn.execute("ROLLBACK")
            except Exception:  # noqa: BLE001 - a connection that cannot roll back is dropped
                self._drop()

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                self.pool.putconn(conn)
            except Exception:  # noqa: BLE001 - closing twice, or after the pool
                pass
        if self.owns_pool:
            self.pool.close()

    def reader(self) -> PgDatabase:
        """Another connection of the same pool (the async facade's reader)."""
        return PgDatabase(self.pool, self.url, owns_pool=False)

    # -- statements ---------------------------------------------------------------------
    def execute(self, sql: str, params: Sequence[Any] | None = None) -> PgCursor:
        text, returns_id = translate(sql, bool(params))
        conn = self._connection()
        word = text[:8].upper()
        in_savepoint = self._savepoints > 0
        if word.startswith("COMMIT") and self._failed():
            self._rollback()
            raise psycopg.errors.InFailedSqlTransaction(
                "the transaction was ended by an earlier error; nothing of it was written")
        idle = conn.info.transaction_status == TransactionStatus.IDLE
        if self.counts is not None:
            self.counts.statements += 1
            # A write transaction: BEGIN IMMEDIATE's BEGIN, or a lone write (autocommit).
            if sql.lstrip()[:15].upper() == "BEGIN IMMEDIATE" or (
                    idle and word.startswith(("INSERT", "UPDATE", "DELETE"))):
                self.counts.writes += 1
        try:
            try:
                cursor = self._cursor_of(conn)
                cursor.execute(text, list(params) if params else None)
            except psycopg.OperationalError:
                self._drop()
                # A connection the server closed while it was idle (a restart since the last
                # call): the statement never ran. A read or a BEGIN is tried once more on a
                # fresh one; anything else (a COMMIT, an autocommit write) may have run.
                if not (idle and word.startswith(("BEGIN", "SELECT"))):
                    raise
                conn = self._connection()
                cursor = self._cursor_of(conn)
                cursor.execute(text, list(params) if params else None)
        except psycopg.OperationalError:
            self._drop()
            raise unavailable(self.url) from None
        except psycopg.Error:
            if not in_savepoint and not word.startswith("ROLLBACK"):
                self._rollback()  # as an error that ends a SQLite transaction: all of it
            raise
        self._track(word, text)
        columns = _names(cursor)
        rows = cursor.fetchall() if columns is not None else []
        lastrowid = rows[0][0] if returns_id and rows else None
        return PgCursor([] if returns_id else rows, cursor.rowcount, lastrowid, columns or [])

    def _cursor_of(self, conn: psycopg.Connection[Any]) -> psycopg.Cursor[Any]:
        """The connection's one cursor, used again for every statement (a new cursor per
        statement cost a third of psycopg's own CPU per statement)."""
        if self._cursor is None or self._cursor.connection is not conn or self._cursor.closed:
            self._cursor = conn.cursor()
        return self._cursor

    def copy_rows(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Many rows into ``table`` at once (PostgreSQL's COPY), in the open transaction."""
        conn = self._connection()
        try:
            with conn.cursor().copy(
                    f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        except psycopg.OperationalError:
            self._drop()
            raise unavailable(self.url) from None
        except psycopg.Error:
            if not self._savepoints:
                self._rollback()
            raise

    def query(self, sql: str, params: Sequence[Any] | None = None) -> Iterator[dict[str, Any]]:
        cursor = self.execute(sql, params)
        columns = cursor.columns
        return iter([dict(zip(columns, row, strict=True)) for row in cursor.fetchall()])

    # Savepoints open on this connection: an error inside one is the savepoint's to undo
    # (ROLLBACK TO), as in SQLite; an error outside any ends the transaction.
    _savepoints = 0

    def _track(self, word: str, text: str) -> None:
        if word.startswith("SAVEPOIN"):
            self._savepoints += 1
        elif word.startswith("RELEASE"):
            self._savepoints = max(0, self._savepoints - 1)
        elif word.startswith(("COMMIT", "BEGIN")) or text.upper() == "ROLLBACK":
            self._savepoints = 0

    def _failed(self) -> bool:
        return (self._conn is not None and not self._conn.closed
                and self._conn.info.transaction_status == TransactionStatus.INERROR)
