"""Where games start: a server's lobby (players join, the host starts or cancels) and the
solo player's one running game. Discord-free: the lobby cog (``bot.cogs.lobby``) asks here
and never writes lobbies itself."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.store import GameRecord, Lobby, Store
from rules.ai import LEVELS, ai_player
from rules.core import Message, msg

from .errors import PlayRefused
from .naming import ai_name


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

    async def add_ai(self, lobby: Lobby, user_id: int, level: str) -> Lobby:
        """The host seats an AI player of ``level``; refused plainly for anyone else, for a
        game without AI players, and beyond the table's seats (nothing changes)."""
        if user_id != lobby.host_user_id:
            raise PlayRefused(msg("bot-lobby-ai-host-only", host=str(lobby.host_user_id)))
        if level not in ai_levels(lobby.kind):
            raise PlayRefused(msg("bot-lobby-ai-none"))
        if lobby.max_players is not None and lobby.seats_taken >= lobby.max_players:
            raise PlayRefused(msg("bot-lobby-ai-full", players=lobby.max_players))
        return await self.store.add_lobby_ai(lobby.id, level)

    async def remove_ai(self, lobby: Lobby, user_id: int) -> Lobby:
        """The host takes the AI player added last away from the table."""
        if user_id != lobby.host_user_id:
            raise PlayRefused(msg("bot-lobby-ai-host-only", host=str(lobby.host_user_id)))
        if not lobby.ai_levels:
            raise PlayRefused(msg("bot-lobby-ai-nobody"))
        return await self.store.remove_lobby_ai(lobby.id)

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


def ai_levels(kind: str) -> tuple[str, ...]:
    """The AI levels game ``kind`` offers (none for a game without AI players)."""
    try:
        ai_player(kind, LEVELS[0])
    except KeyError:
        return ()
    return LEVELS


def ai_seats(lobby: Lobby) -> dict[int, str]:
    """The lobby's AI players by seat: after the people's seats, in the order added."""
    return {len(lobby.user_ids) + i: level for i, level in enumerate(lobby.ai_levels)}


def ai_names(lobby: Lobby) -> list[Message]:
    """The names of the lobby's AI players, as the game will call them."""
    return [ai_name(seat, level) for seat, level in ai_seats(lobby).items()]
