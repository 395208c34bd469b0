"""m010: each player's notification settings (``/settings``): where turn reminders go,
quiet hours in the player's own time zone, and pings for their own turn only.

A migration of its own file (shipped migrations stay untouched), registered after m009.
"""

from __future__ import annotations

from sqlite_utils import Database

from .schema import MIGRATIONS, _run


@MIGRATIONS()
def m010_notifications(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE notifications (
            user_id INTEGER PRIMARY KEY,
            reminders TEXT NOT NULL DEFAULT 'thread' CHECK (reminders IN ('thread', 'dm')),
            quiet_from INTEGER CHECK (quiet_from BETWEEN 0 AND 23),
            quiet_to INTEGER CHECK (quiet_to BETWEEN 0 AND 23),
            time_zone TEXT NOT NULL DEFAULT 'UTC',
            own_turn_only INTEGER NOT NULL DEFAULT 0 CHECK (own_turn_only IN (0, 1)),
            updated_at TEXT NOT NULL
        )
        """,
    )
