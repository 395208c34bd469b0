"""Numbered schema migrations, applied at start-up (``bot.store.db.connect``).

``schema.py`` holds m001-m008; each later migration has its own module, imported here in
order so it registers on the same ``MIGRATIONS`` list after them.
"""

from . import (
    m009_format_versions,  # noqa: F401  (registers m009)
    m010_notifications,  # noqa: F401  (registers m010)
    m011_user_settings,  # noqa: F401  (registers m011)
    m012_speed_indexes,  # noqa: F401  (registers m012)
    m013_instance_leases,  # noqa: F401  (registers m013)
    m014_ratings,  # noqa: F401  (registers m014)
)
from .schema import MIGRATIONS

__all__ = ["MIGRATIONS"]
