"""Where games start: a server's lobby (players join, the host starts or cancels) and the
solo player's one running game. Discord-free: the lobby cog (``bot.cogs.lobby``) asks here
and never writes lobbies itself."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.store import GameRecord, Lobby, Store


class Lobbies:
    """The lobbies in the store; one per game service (``GameService.lobbies``)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def open(self, kind: str, host_user_id: int, *, options: Mapping[str, Any],
                   guild_id: int, channel_id: int | None, max_players: int) -> Lobby:
        """A new lobby, its host its first member."""
        return await self.store.create_lobby(kind, host_user_id, options=options,
                                             guild_id=guild_id, channel_id=channel_id,
                                             max_players=max_players)

    async def posted(self, lobby_id: int, message_id: int) -> None:
        """Remember the lobby's message (its buttons find the lobby by it)."""
        await self.store.set_lobby_message(lobby_id, message_id)

    async def get(self, lobby_id: int) -> Lobby | None:
        return await self.store.get_lobby(lobby_id)

    async def join(self, lobby_id: int, user_id: int) -> Lobby:
        return await self.store.join_lobby(lobby_id, user_id)

    async def leave(self, lobby_id: int, user_id: int) -> Lobby:
        return await self.store.leave_lobby(lobby_id, user_id)

    async def cancel(self, lobby_id: int) -> Lobby:
        return await self.store.close_lobby(lobby_id)

    async def started(self, lobby_id: int, game_id: int) -> Lobby:
        """The lobby's game has its thread: the lobby closes, naming the game."""
        return await self.store.close_lobby(lobby_id, game_id=game_id)

    async def start_failed(self, game_id: int) -> None:
        """The game made for a lobby could not get its thread: it is deleted (it was never
        played) and the lobby stays open."""
        await self.store.discard_new_game(game_id)

    async def running_solo(self, user_id: int) -> GameRecord | None:
        """The user's running solo game, if any (of any game kind): one per player."""
        running = await self.store.find_games(dm_user_id=user_id, status="active", limit=1)
        return running[0] if running else None
