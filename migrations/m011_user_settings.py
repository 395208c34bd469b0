"""m011: per-user settings (the language a user chose in ``/settings language:``).

A migration of its own file, registered after m010 (``migrations/__init__.py`` imports it).
"""

from __future__ import annotations

from sqlite_utils import Database

from .schema import MIGRATIONS, _run


@MIGRATIONS()
def m011_user_settings(db: Database) -> None:
    """A user's own settings, not tied to a game: for now their language ("en", "nl"; no
    row or NULL: follow their Discord client's locale)."""
    _run(
        db,
        """
        CREATE TABLE user_settings (
            user_id INTEGER PRIMARY KEY,
            language TEXT,
            updated_at TEXT NOT NULL
        )
        """,
    )
