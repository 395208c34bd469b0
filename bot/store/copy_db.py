"""Moving an install to another database (``mombasa-bot copy-db --from ... --to ...``): every
row of every table, then every game verified on the new database.

The source is read in one read transaction (a consistent picture, also if a bot were still
writing) and must be at today's schema (``mombasa-bot migrate`` first); the target gets the
schema by its migrations and must hold no games yet. Tables are copied parents first (read
from the source's foreign keys, so a table a later migration adds is copied too, with no
list here to forget), all in one transaction on the target: a copy that fails leaves the
target as it was. PostgreSQL's id counters are then set past the copied ids. Last, each
game is replayed on the target (``verify_game``); a game already damaged in the source is
named as such, and only damage the copy made fails it.

The running bot's lease (``instance_leases``) and the migration records are not copied:
the target has its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import migrations
from bot.config import url_label

from .db import connect, read_transaction, write_transaction
from .errors import StoreError
from .postgres import PgDatabase, is_postgres_url
from .store import GameStore

__all__ = ["CopyRefused", "Copied", "copy_database", "database_target", "label"]

NOT_COPIED = frozenset({"instance_leases", "_sqlite_migrations"})


class CopyRefused(StoreError):
    """The copy cannot be made (one line, for the admin); nothing was written."""


@dataclass
class Copied:
    rows: dict[str, int] = field(default_factory=dict)  # table -> rows copied
    games: int = 0
    verified: int = 0
    damaged_in_source: list[str] = field(default_factory=list)  # verify lines, as in the source
    problems: list[str] = field(default_factory=list)  # damage the copy made: must be empty

    @property
    def ok(self) -> bool:
        return not self.problems


def database_target(text: str) -> str | Path:
    """``sqlite:///path`` or a plain path: the SQLite file; ``postgresql://...`` as it is."""
    if is_postgres_url(text):
        return text
    if text.startswith("sqlite://"):
        return Path(text[len("sqlite://"):])
    if "://" in text:
        raise CopyRefused(f"{text.split('://', 1)[0]}:// is not a database this bot can use: "
                          "give sqlite:///path/to/file.sqlite3 or postgresql://user@host/name")
    return Path(text)


def label(target: str | Path) -> str:
    """A database in words, never with its password."""
    return url_label(target) if isinstance(target, str) else str(target)


def _tables(db: Any) -> list[str]:
    """The source's tables (SQLite), parents before children."""
    names = [r["name"] for r in db.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name")]
    parents = {n: {r["table"] for r in db.query(f"PRAGMA foreign_key_list({n})")} - {n}
               for n in names}
    ordered: list[str] = []
    while len(ordered) < len(names):
        ready = [n for n in names if n not in ordered and parents[n] <= set(ordered)]
        if not ready:
            raise CopyRefused("the source's tables refer to each other in a circle")
        ordered.extend(ready)
    return [n for n in ordered if n not in NOT_COPIED]


def _sqlite_source(db: Any) -> bool:
    return not isinstance(db, PgDatabase)


def copy_database(source: str | Path, target: str | Path) -> Copied:
    """Copy every table of ``source`` (a SQLite file) into ``target`` (a PostgreSQL URL or
    another SQLite file) and verify every game there. CopyRefused (nothing written) when
    the source is missing or not migrated, or the target already holds games."""
    if isinstance(source, str):
        raise CopyRefused("copy-db copies from a SQLite file (sqlite:///path): to copy a "
                          "PostgreSQL database, use pg_dump and pg_restore")
    if not source.is_file():
        raise CopyRefused(f"the source {source} does not exist")
    if isinstance(target, Path) and target.resolve() == source.resolve():
        raise CopyRefused("the source and the target are the same file")
    src = connect(source, migrate=False)
    try:
        pending = migrations.pending(src)
        if pending:
            raise CopyRefused(f"the source {source} is not at today's schema ({len(pending)} "
                              "migration(s) pending): run `mombasa-bot migrate` on it first")
        now = datetime.now(UTC)
        if any(datetime.fromisoformat(r["expires_at"]) > now
               for r in src.query("SELECT expires_at FROM instance_leases")):
            raise CopyRefused("a bot is running on the source (it holds its lease): stop it "
                              "first, so no move is made after the copy")
        dst = connect(target)
        try:
            copied = _copy(src, dst, label(target))
        finally:
            dst.close()
        return copied
    finally:
        src.close()


def _copy(src: Any, dst: Any, where: str) -> Copied:
    copied = Copied()
    if dst.execute("SELECT COUNT(*) FROM games").fetchone()[0]:
        raise CopyRefused(f"the target {where} already holds games: copy-db fills only an "
                          "empty database")
    with read_transaction(src), write_transaction(dst):
        for table in _tables(src):
            cursor = src.conn.execute(f"SELECT * FROM {table}")
            columns = [d[0] for d in cursor.description]
            rows = cursor.fetchall()
            if rows:
                _insert(dst, table, columns, rows)
            copied.rows[table] = len(rows)
        if isinstance(dst, PgDatabase):  # the next new row's id comes after the copied ones
            for (table,) in dst.execute(
                    "SELECT table_name FROM information_schema.columns WHERE column_name = 'id' "
                    "AND is_identity = 'YES' AND table_schema = current_schema()").fetchall():
                dst.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                            f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
    before, after = GameStore(src), GameStore(dst)
    ids = [r["id"] for r in dst.query("SELECT id FROM games ORDER BY id")]
    copied.games = len(ids)
    for game_id in ids:
        report = after.verify_game(game_id)
        if report.ok:
            copied.verified += 1
            continue
        if not before.verify_game(game_id).ok:
            copied.damaged_in_source.append(report.public())
        else:
            copied.problems.append(report.public())
    return copied


def _insert(dst: Any, table: str, columns: list[str], rows: list[tuple]) -> None:
    if isinstance(dst, PgDatabase):
        dst.copy_rows(table, columns, rows)
    else:
        dst.conn.executemany(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            rows)
