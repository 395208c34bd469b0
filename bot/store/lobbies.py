"""Lobbies: the message where players join before a game starts, with its options."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core import msg

from .base import StoreBase
from .db import write_transaction
from .errors import StoreError


class LobbyClosed(StoreError):
    """The lobby has started or was cancelled; joining or leaving is over."""


AI_OPTION = "ai"  # the lobby option listing its AI players' levels


@dataclass(frozen=True)
class Lobby:
    id: int
    kind: str
    options: dict[str, Any]
    host_user_id: int
    guild_id: int | None
    channel_id: int | None
    message_id: int | None
    max_players: int | None
    status: str  # open | started | cancelled
    game_id: int | None
    members: list[tuple[int, str | None]] = field(default_factory=list)  # (user id, colour)

    @property
    def user_ids(self) -> list[int]:
        return [u for u, _ in self.members]

    @property
    def ai_levels(self) -> list[str]:
        """The AI players the host added, by level, in the order added (their seats follow
        the people's). Kept in the options under "ai"."""
        return [str(level) for level in self.options.get(AI_OPTION, [])]

    @property
    def seats_taken(self) -> int:
        return len(self.members) + len(self.ai_levels)


class LobbiesMixin(StoreBase):
    def create_lobby(self, kind: str, host_user_id: int, *,
                     options: Mapping[str, Any] | None = None, guild_id: int | None = None,
                     channel_id: int | None = None, max_players: int | None = None,
                     join_host: bool = True) -> Lobby:
        now = self._now()
        with self._lock, write_transaction(self.db):
            cursor = self.db.execute(
                "INSERT INTO lobbies (kind, options, host_user_id, guild_id, channel_id, "
                "max_players, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [kind, json.dumps(dict(options or {}), sort_keys=True), host_user_id, guild_id,
                 channel_id, max_players, now, now])
            lobby_id = cursor.lastrowid
            assert lobby_id is not None
            if join_host:
                self.db.execute(
                    "INSERT INTO lobby_members (lobby_id, user_id, joined_at) VALUES (?, ?, ?)",
                    [lobby_id, host_user_id, now])
            return self._written_lobby(lobby_id)

    def get_lobby(self, lobby_id: int) -> Lobby | None:
        with self._lock:
            return self._lobby(lobby_id)

    def lobby_for_message(self, message_id: int) -> Lobby | None:
        with self._lock:
            row = self._row("SELECT id FROM lobbies WHERE message_id = ?", [message_id])
            return self._lobby(row["id"]) if row else None

    def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        with self._lock, write_transaction(self.db):
            self.db.execute("UPDATE lobbies SET message_id = ?, updated_at = ? WHERE id = ?",
                            [message_id, self._now(), lobby_id])

    def set_lobby_options(self, lobby_id: int, options: Mapping[str, Any]) -> Lobby:
        with self._lock, write_transaction(self.db):
            self._open_lobby(lobby_id)
            self.db.execute("UPDATE lobbies SET options = ?, updated_at = ? WHERE id = ?",
                            [json.dumps(dict(options), sort_keys=True), self._now(), lobby_id])
            return self._written_lobby(lobby_id)

    def join_lobby(self, lobby_id: int, user_id: int, colour: str | None = None) -> Lobby:
        """Add a player (joining twice just updates the colour). LobbyClosed when full/closed."""
        with self._lock, write_transaction(self.db):
            lobby = self._open_lobby(lobby_id)
            if (user_id not in lobby.user_ids and lobby.max_players is not None
                    and lobby.seats_taken >= lobby.max_players):
                raise LobbyClosed(msg("bot-store-lobby-full", players=lobby.max_players))
            self.db.execute(
                "INSERT INTO lobby_members (lobby_id, user_id, colour, joined_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (lobby_id, user_id) DO UPDATE SET "
                "colour = excluded.colour", [lobby_id, user_id, colour, self._now()])
            return self._written_lobby(lobby_id)

    def add_lobby_ai(self, lobby_id: int, level: str) -> Lobby:
        """Seat an AI player of ``level`` at the table; LobbyClosed when the table is full
        (people and AI players together) or the lobby is closed."""
        with self._lock, write_transaction(self.db):
            lobby = self._open_lobby(lobby_id)
            if lobby.max_players is not None and lobby.seats_taken >= lobby.max_players:
                raise LobbyClosed(msg("bot-store-lobby-full", players=lobby.max_players))
            options = {**lobby.options, AI_OPTION: [*lobby.ai_levels, level]}
            self.db.execute("UPDATE lobbies SET options = ?, updated_at = ? WHERE id = ?",
                            [json.dumps(options, sort_keys=True), self._now(), lobby_id])
            return self._written_lobby(lobby_id)

    def remove_lobby_ai(self, lobby_id: int) -> Lobby:
        """Take the AI player added last away from the table (none: nothing changes)."""
        with self._lock, write_transaction(self.db):
            lobby = self._open_lobby(lobby_id)
            options = {**lobby.options, AI_OPTION: lobby.ai_levels[:-1]}
            self.db.execute("UPDATE lobbies SET options = ?, updated_at = ? WHERE id = ?",
                            [json.dumps(options, sort_keys=True), self._now(), lobby_id])
            return self._written_lobby(lobby_id)

    def leave_lobby(self, lobby_id: int, user_id: int) -> Lobby:
        with self._lock, write_transaction(self.db):
            self._open_lobby(lobby_id)
            self.db.execute("DELETE FROM lobby_members WHERE lobby_id = ? AND user_id = ?",
                            [lobby_id, user_id])
            return self._written_lobby(lobby_id)

    def close_lobby(self, lobby_id: int, *, game_id: int | None = None) -> Lobby:
        """Mark the lobby started (with its game) or, without a game, cancelled."""
        with self._lock, write_transaction(self.db):
            self._open_lobby(lobby_id)
            self.db.execute(
                "UPDATE lobbies SET status = ?, game_id = ?, updated_at = ? WHERE id = ?",
                ["started" if game_id is not None else "cancelled", game_id, self._now(),
                 lobby_id])
            return self._written_lobby(lobby_id)

    def open_lobbies(self) -> list[Lobby]:
        with self._lock:
            ids = [r["id"] for r in self.db.query(
                "SELECT id FROM lobbies WHERE status = 'open' ORDER BY id")]
            return [lobby for i in ids if (lobby := self._lobby(i)) is not None]

    def _open_lobby(self, lobby_id: int) -> Lobby:
        lobby = self._lobby(lobby_id)
        if lobby is None:
            raise LobbyClosed(msg("bot-store-lobby-gone"))
        if lobby.status != "open":
            raise LobbyClosed(msg("bot-store-lobby-done", status=lobby.status))
        return lobby

    def _written_lobby(self, lobby_id: int) -> Lobby:
        """The lobby just written in this transaction (so it exists)."""
        lobby = self._lobby(lobby_id)
        assert lobby is not None, lobby_id
        return lobby

    def _lobby(self, lobby_id: int) -> Lobby | None:
        row = self._row("SELECT * FROM lobbies WHERE id = ?", [lobby_id])
        if row is None:
            return None
        members = [(m["user_id"], m["colour"]) for m in self.db.query(
            "SELECT user_id, colour FROM lobby_members WHERE lobby_id = ? "
            "ORDER BY joined_at, rowid", [lobby_id])]
        return Lobby(row["id"], row["kind"], json.loads(row["options"]), row["host_user_id"],
                     row["guild_id"], row["channel_id"], row["message_id"], row["max_players"],
                     row["status"], row["game_id"], members)
