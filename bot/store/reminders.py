"""Reminders and deadlines: "your turn" nudges and move deadlines, due at a UTC time."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .base import StoreBase
from .db import to_text, write_transaction


@dataclass(frozen=True)
class Reminder:
    id: int
    game_id: int
    purpose: str  # "turn", "deadline", ...
    seat: int | None
    user_id: int | None
    due_at: str  # ISO-8601 UTC
    payload: dict[str, Any] = field(default_factory=dict)
    done_at: str | None = None


class RemindersMixin(StoreBase):
    def add_reminder(self, game_id: int, purpose: str, due_at: datetime, *,
                     seat: int | None = None, user_id: int | None = None,
                     payload: dict[str, Any] | None = None) -> int:
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            cursor = self.db.execute(
                "INSERT INTO reminders (game_id, purpose, seat, user_id, due_at, payload, "
                "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [game_id, purpose, seat, user_id, to_text(due_at),
                 json.dumps(payload or {}, sort_keys=True), self._now()])
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    def due_reminders(self, now: datetime) -> list[Reminder]:
        """Reminders not yet done whose time has come, earliest first (of the games of this
        process's shards)."""
        with self._lock:
            # only the games of this process's shards (bot.shards)
            rows = list(self.db.query(
                "SELECT reminders.* FROM reminders JOIN games ON games.id = reminders.game_id "
                f"WHERE reminders.done_at IS NULL AND reminders.due_at <= ? AND {self.shards.where()} "
                "ORDER BY reminders.due_at, reminders.id", [to_text(now)]))
        return [_reminder(r) for r in rows]

    def game_reminders(self, game_id: int, *, pending_only: bool = True) -> list[Reminder]:
        sql = "SELECT * FROM reminders WHERE game_id = ?"
        if pending_only:
            sql += " AND done_at IS NULL"
        with self._lock:
            rows = list(self.db.query(sql + " ORDER BY due_at, id", [game_id]))
        return [_reminder(r) for r in rows]

    def complete_reminder(self, reminder_id: int) -> bool:
        """Mark a reminder done; False if it was already done (another worker sent it)."""
        with self._lock, write_transaction(self.db):
            cursor = self.db.execute(
                "UPDATE reminders SET done_at = ? WHERE id = ? AND done_at IS NULL",
                [self._now(), reminder_id])
            return cursor.rowcount == 1

    def cancel_reminders(self, game_id: int, purpose: str | None = None,
                         seat: int | None = None) -> int:
        """Mark matching pending reminders done (e.g. when the seat has moved)."""
        sql = "UPDATE reminders SET done_at = ? WHERE game_id = ? AND done_at IS NULL"
        params: list[Any] = [self._now(), game_id]
        if purpose is not None:
            sql += " AND purpose = ?"
            params.append(purpose)
        if seat is not None:
            sql += " AND seat = ?"
            params.append(seat)
        with self._lock, write_transaction(self.db):
            return self.db.execute(sql, params).rowcount


def _reminder(row: dict) -> Reminder:
    return Reminder(row["id"], row["game_id"], row["purpose"], row["seat"], row["user_id"],
                    row["due_at"], json.loads(row["payload"] or "{}"), row["done_at"])
