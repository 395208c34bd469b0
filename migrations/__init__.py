"""Numbered schema migrations, applied at start-up (``bot.store.db.connect``).

``schema.py`` holds m001-m008; each later migration has its own module, imported here in
order so it registers on the same ``MIGRATIONS`` list after them. Each also has its
PostgreSQL form (``postgres.py``; a new migration registers its own there, see its
docstring). ``pending`` and ``apply`` work on either database.
"""

import contextlib
import fcntl
from collections.abc import Iterator
from typing import Any

from . import (
    m009_format_versions,  # noqa: F401  (registers m009)
    m010_notifications,  # noqa: F401  (registers m010)
    m011_user_settings,  # noqa: F401  (registers m011)
    m012_speed_indexes,  # noqa: F401  (registers m012)
    m013_instance_leases,  # noqa: F401  (registers m013)
    m014_ratings,  # noqa: F401  (registers m014)
    m015_standing_instructions,  # noqa: F401  (registers m015)
    m016_ai_seats,  # noqa: F401  (registers m016)
    postgres,
)
from .schema import MIGRATIONS

__all__ = ["MIGRATIONS", "apply", "pending"]


def _on_postgres(db: Any) -> bool:
    return getattr(db, "dialect", "sqlite") == "postgresql"


def pending(db: Any) -> list[str]:
    """The names of the migrations not yet applied, in order (reads only)."""
    if _on_postgres(db):
        return postgres.pending(db)
    return [m.name for m in MIGRATIONS.pending(db)]


def apply(db: Any) -> list[str]:
    """Apply the pending migrations, each in its own transaction; their names. Two
    processes starting together on a new database migrate it once: on PostgreSQL under an
    advisory lock, on SQLite under a lock on the file (``_migrating``)."""
    if _on_postgres(db):
        return postgres.apply(db)
    if not pending(db):
        return []
    with _migrating(db):
        names = pending(db)  # again: another process may have migrated meanwhile
        MIGRATIONS.apply(db)
    return names


@contextlib.contextmanager
def _migrating(db: Any) -> Iterator[None]:
    """Hold an exclusive flock while migrating a database file (none in memory). Each
    migration is its own transaction, so SQLite's own lock is let go between them: a second
    process would find a migration pending, then its table already made ("table
    game_settings already exists", seen with two processes on one new file).

    The lock is on a file of its own beside the database ("<file>-migrate"), never on the
    database itself: closing any other descriptor of the database file would drop the
    POSIX locks SQLite holds on it in this process (a known way to corrupt it)."""
    path = next((row[2] for row in db.execute("PRAGMA database_list").fetchall()
                 if row[1] == "main"), "")
    if not path:
        yield
        return
    with open(f"{path}-migrate", "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
