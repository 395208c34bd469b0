"""The store's records and refusals that the Discord side handles, re-exported: ``bot.ui``
and ``bot.cogs`` never import ``bot.store`` (an import contract), the game service is their
only door to it."""

from bot.store import (
    GameClosed,
    GameNotFound,
    Lobby,
    LobbyClosed,
    Notifications,
    Place,
    SoloRunning,
    StaleVersion,
    StoreError,
    UndoRefused,
)
from bot.store.postgres import DatabaseUnavailable

__all__ = [
    "DatabaseUnavailable",
    "GameClosed",
    "GameNotFound",
    "Lobby",
    "LobbyClosed",
    "Notifications",
    "Place",
    "SoloRunning",
    "StaleVersion",
    "StoreError",
    "UndoRefused",
]
