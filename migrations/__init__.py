"""Numbered schema migrations, applied at start-up (``bot.store.db.connect``).

``schema.py`` holds m001-m008; each later migration has its own module, imported here in
order so it registers on the same ``MIGRATIONS`` list after them. Each also has its
PostgreSQL form (``postgres.py``; a new migration registers its own there, see its
docstring). ``pending`` and ``apply`` work on either database.
"""

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
    """Apply the pending migrations, each in its own transaction; their names."""
    if _on_postgres(db):
        return postgres.apply(db)
    names = pending(db)
    MIGRATIONS.apply(db)
    return names
