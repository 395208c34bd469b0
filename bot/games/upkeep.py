"""Keeping the stored games sound: an admin's verify and repair, the hourly purge of what
is done with. Discord-free: ``/<game> verify`` and the reminder loop ask here."""

from __future__ import annotations

from datetime import datetime

from bot.store import Purged, Store, VerifyReport


class Upkeep:
    """One per game service (``GameService.upkeep``)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def verify(self, game_id: int, *, repair: bool = False) -> VerifyReport:
        """Replay the game's log against its snapshots (``repair``: and mend them)."""
        return await (self.store.repair_game(game_id) if repair else self.store.verify_game(game_id))

    async def purge(self, now: datetime) -> Purged:
        """Done reminders and stale drafts deleted (see ``bot.store.purge``)."""
        return await self.store.purge(now)
