"""m009: the engine's saved-format version beside every snapshot and logged action.

A migration of its own file, registered on the one ``MIGRATIONS`` list after those of
``schema.py`` (``migrations/__init__.py`` imports it), so shipped migrations stay untouched.
"""

from __future__ import annotations

from sqlite_utils import Database

from .schema import MIGRATIONS, _run


@MIGRATIONS()
def m009_format_versions(db: Database) -> None:
    """The engine's saved-format version beside every snapshot and logged action, so a later
    engine can upgrade what an older one wrote (``Game.upgrade_state`` / ``upgrade_action``).
    Everything written before this migration is format 1."""
    _run(
        db,
        "ALTER TABLE snapshots ADD COLUMN format_version INTEGER NOT NULL DEFAULT 1 "
        "CHECK (format_version >= 1)",
        "ALTER TABLE actions ADD COLUMN format_version INTEGER NOT NULL DEFAULT 1 "
        "CHECK (format_version >= 1)",
        # A logged action keeps the format it was written in: the log stays append-only.
        """
        CREATE TRIGGER actions_format_append_only BEFORE UPDATE OF format_version ON actions
        BEGIN
            SELECT RAISE(ABORT, 'the action log is append-only');
        END
        """,
    )
