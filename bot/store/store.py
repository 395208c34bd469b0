"""GameStore: the synchronous store, one class combining the mixins of this package."""

from __future__ import annotations

import pathlib

from .db import connect
from .drafts import DraftsMixin
from .games import GamesMixin
from .history import HistoryMixin
from .lobbies import LobbiesMixin
from .messages import MessagesMixin
from .notifications import NotificationsMixin
from .outbox import OutboxMixin
from .purge import PurgeMixin
from .ratings import RatingsMixin
from .reminders import RemindersMixin
from .standing import StandingMixin
from .stats import StatsMixin
from .transfer import TransferMixin
from .turns import TurnsMixin
from .undo import UndoMixin
from .verify import VerifyMixin


class GameStore(
    GamesMixin,
    HistoryMixin,
    UndoMixin,
    VerifyMixin,
    TransferMixin,
    MessagesMixin,
    NotificationsMixin,
    OutboxMixin,
    RemindersMixin,
    DraftsMixin,
    StandingMixin,
    LobbiesMixin,
    StatsMixin,
    RatingsMixin,
    TurnsMixin,
    PurgeMixin,
):
    """Every game the bot hosts, in one SQLite file or a PostgreSQL database. Thread-safe
    (one lock per store).

    ``GameStore.open(path)`` opens the file and applies pending migrations;
    ``GameStore.open()`` gives an in-memory store for tests.
    """

    @classmethod
    def open(cls, path: str | pathlib.Path | None = None) -> GameStore:
        """A file path, None (in memory) or a ``postgresql://`` URL (``db.connect``)."""
        return cls(connect(path))

    def ping(self) -> int:
        """The database answers (the health check, ``bot.monitor``): the games being played."""
        return self.db.execute("SELECT count(*) FROM games WHERE status = 'active'").fetchone()[0]
