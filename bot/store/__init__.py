"""SQLite persistence for hosted games, game-agnostic (any registered game, via the protocol).

A game is its kind, options, seed and append-only action log; snapshots make loading fast
and replaying the log must reproduce them (``verify_game``). Knows nothing about discord.py:
Discord ids are plain integers.
"""

from .aio import AsyncGameStore
from .base import CHECKPOINT_EVERY
from .db import connect
from .drafts import Draft
from .errors import (
    BadInput,
    GameCorrupt,
    GameNotFound,
    ImportRefused,
    SoloRunning,
    StaleVersion,
    StoreError,
    UndoRefused,
)
from .games import GameClosed
from .history import HistoryEntry
from .interface import Store
from .lobbies import Lobby, LobbyClosed
from .messages import MessageRef
from .notifications import Notifications
from .outbox import Post
from .purge import Purged
from .ratings import Rating, Rebuilt, Skipped
from .records import Applied, GameRecord, LoadedGame, LogEntry, Place, Seat, VerifyReport
from .reminders import Reminder
from .settings import GameSettings
from .standing import StandingInstruction
from .stats import PlayerSummary, Record, Result, UserStats
from .store import GameStore

__all__ = [
    "CHECKPOINT_EVERY",
    "Applied",
    "BadInput",
    "AsyncGameStore",
    "Draft",
    "GameClosed",
    "GameCorrupt",
    "GameNotFound",
    "GameRecord",
    "GameSettings",
    "GameStore",
    "HistoryEntry",
    "ImportRefused",
    "LoadedGame",
    "Lobby",
    "LobbyClosed",
    "LogEntry",
    "MessageRef",
    "Notifications",
    "Place",
    "PlayerSummary",
    "Post",
    "Purged",
    "Rating",
    "Rebuilt",
    "Skipped",
    "Record",
    "Reminder",
    "Result",
    "Seat",
    "StaleVersion",
    "StandingInstruction",
    "Store",
    "SoloRunning",
    "StoreError",
    "UndoRefused",
    "UserStats",
    "VerifyReport",
    "connect",
]
