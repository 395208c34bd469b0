"""The turn clock: since when a game waits for each seat, and votes to end a game.

Reminders and the turn deadline count from ``since``: it is set when the game starts
waiting for a seat and kept while that seat has not moved (another seat's move in a
simultaneous phase does not restart it). Not game state: the version does not change.
"""

from __future__ import annotations

from collections.abc import Iterable

from .base import StoreBase
from .db import upsert, write_transaction


class TurnsMixin(StoreBase):
    def sync_waiting(self, game_id: int, seats: Iterable[int], moved: Iterable[int] = (),
                     now: str | None = None) -> tuple[dict[int, str], list[int]]:
        """Record that the game now waits for ``seats``. A seat that waited already keeps
        its time unless it is in ``moved`` (it just acted, so a new wait begins); the
        others start now. Returns every waiting seat's time and the seats that started."""
        seats, moved = set(seats), set(moved)
        now = now or self._now()
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            old = {r["seat"]: r["since"] for r in self.db.query(
                "SELECT seat, since FROM waiting WHERE game_id = ?", [game_id])}
            gone = [s for s in old if s not in seats]
            if gone:
                self.db.execute(
                    f"DELETE FROM waiting WHERE game_id = ? AND seat IN ({', '.join('?' * len(gone))})",
                    [game_id, *gone])
            started = sorted(s for s in seats if s not in old or s in moved)
            for s in started:
                self.db.execute(
                    upsert("waiting", ("game_id", "seat", "since"), ("game_id", "seat")),
                    [game_id, s, now])
            since = {s: old[s] for s in seats if s in old and s not in moved}
            since.update({s: now for s in started})
            return since, started

    def waiting_since(self, game_id: int) -> dict[int, str]:
        with self._lock:
            return {r["seat"]: r["since"] for r in self.db.query(
                "SELECT seat, since FROM waiting WHERE game_id = ?", [game_id])}

    def add_end_vote(self, game_id: int, user_id: int) -> list[int]:
        """Record a vote to end the game (once per user); returns every voter so far."""
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            self.db.execute(
                "INSERT INTO end_votes (game_id, user_id, voted_at) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id, user_id) DO NOTHING",
                [game_id, user_id, self._now()])
            return [r["user_id"] for r in self.db.query(
                "SELECT user_id FROM end_votes WHERE game_id = ? ORDER BY voted_at, user_id",
                [game_id])]

    def end_votes(self, game_id: int) -> list[int]:
        with self._lock:
            return [r["user_id"] for r in self.db.query(
                "SELECT user_id FROM end_votes WHERE game_id = ? ORDER BY voted_at, user_id",
                [game_id])]

    def add_autopilot_vote(self, game_id: int, user_id: int) -> list[int]:
        """Record a vote to hand the late players to the AI (once per user); every voter so far."""
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            self.db.execute(
                "INSERT INTO autopilot_votes (game_id, user_id, voted_at) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id, user_id) DO NOTHING",
                [game_id, user_id, self._now()])
            return [r["user_id"] for r in self.db.query(
                "SELECT user_id FROM autopilot_votes WHERE game_id = ? ORDER BY voted_at, user_id",
                [game_id])]

    def clear_autopilot_votes(self, game_id: int) -> int:
        with self._lock, write_transaction(self.db):
            return self.db.execute("DELETE FROM autopilot_votes WHERE game_id = ?",
                                   [game_id]).rowcount

    def clear_end_votes(self, game_id: int) -> int:
        with self._lock, write_transaction(self.db):
            return self.db.execute("DELETE FROM end_votes WHERE game_id = ?", [game_id]).rowcount
