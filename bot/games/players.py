"""What the bot keeps of a player beside their games: how they want to be notified, their
results and standing, the games they may pick from. Discord-free: ``/settings``, ``/stats``
and the game-id autocomplete ask here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.store import Notifications, PlayerSummary, Store

from .ratings import RatingsHere, ratings_here


class Players:
    """The players' records in the store; one per game service (``GameService.players``)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def notifications(self, user_id: int) -> Notifications:
        return await self.store.get_notifications(user_id)

    async def set_notifications(self, user_id: int, notifications: Notifications) -> None:
        await self.store.set_notifications(user_id, notifications)

    async def summary(self, user_id: int, kind: str) -> PlayerSummary:
        """The player's record in games of ``kind``, with their latest games."""
        return await self.store.player_summary(user_id, kind)

    async def ratings(self, user_id: int, kind: str, *, guild_id: int | None,
                      difficulties: Iterable[str] = ()) -> RatingsHere:
        """The player's skill ratings here, and this server's leaderboard by rating."""
        return await ratings_here(self.store, user_id, kind, guild_id, difficulties)

    async def game_choices(self, user_id: int, *, labels: Mapping[tuple[str, int], tuple[str, str]],
                           guild_id: int | None, text: str, kind: str | None) -> list[tuple[int, str]]:
        """(id, label) of the user's active games (of ``kind``) here whose label holds
        ``text``, newest first: the game-id autocomplete, one indexed query."""
        return await self.store.game_choices(user_id, labels=labels, guild_id=guild_id,
                                             text=text, kind=kind)
