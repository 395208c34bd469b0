"""Discord message ids a game needs: its board message, each seat's panel, and so on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .base import StoreBase
from .db import upsert, write_transaction


@dataclass(frozen=True)
class MessageRef:
    game_id: int
    purpose: str  # "board", "panel", ...
    key: str  # which one of that purpose ("" if only one; a seat or user id for panels)
    channel_id: int | None
    message_id: int


class MessagesMixin(StoreBase):
    def set_message(self, game_id: int, purpose: str, message_id: int, *,
                    channel_id: int | None = None, key: str | int = "") -> None:
        """Remember (or replace) the message for ``purpose``/``key`` of a game."""
        self.set_messages(game_id, [(purpose, message_id, channel_id, key)])

    def set_messages(self, game_id: int,
                     refs: Sequence[tuple[str, int, int | None, str | int]]) -> None:
        """Remember several messages of a game, each (purpose, message id, channel id, key),
        in one write transaction: a post is both the board message and the phase's status,
        and one commit is half the cost of two (the move's write budget, tests/bench/load.py)."""
        with self._lock, write_transaction(self.db), self._of_game(game_id):
            now = self._now()
            for purpose, message_id, channel_id, key in refs:
                self.db.execute(
                    upsert("messages", ("game_id", "purpose", "key", "channel_id", "message_id",
                                        "updated_at"), ("game_id", "purpose", "key")),
                    [game_id, purpose, str(key), channel_id, message_id, now])

    def get_message(self, game_id: int, purpose: str, key: str | int = "") -> MessageRef | None:
        with self._lock:
            row = self._row(
                "SELECT * FROM messages WHERE game_id = ? AND purpose = ? AND key = ?",
                [game_id, purpose, str(key)])
        return _ref(row) if row else None

    def game_messages(self, game_id: int) -> list[MessageRef]:
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM messages WHERE game_id = ? ORDER BY purpose, key", [game_id]))
        return [_ref(r) for r in rows]

    def game_for_message(self, message_id: int) -> int | None:
        """The game a Discord message belongs to, if any."""
        with self._lock:
            row = self._row("SELECT game_id FROM messages WHERE message_id = ?", [message_id])
        return row["game_id"] if row else None

    def forget_message(self, game_id: int, purpose: str, key: str | int = "") -> None:
        with self._lock, write_transaction(self.db):
            self.db.execute("DELETE FROM messages WHERE game_id = ? AND purpose = ? AND key = ?",
                            [game_id, purpose, str(key)])


def _ref(row: dict) -> MessageRef:
    return MessageRef(row["game_id"], row["purpose"], row["key"], row["channel_id"],
                      row["message_id"])
