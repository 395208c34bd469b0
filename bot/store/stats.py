"""Finished-game results and per-user statistics (written when a game finishes)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .base import StoreBase


@dataclass(frozen=True)
class Result:
    game_id: int
    seat: int
    user_id: int | None
    automa: bool
    total: int
    rank: int  # 1 = winner (ties share a rank)
    scores: dict[str, Any]
    finished_at: str


@dataclass(frozen=True)
class UserStats:
    user_id: int
    kind: str
    played: int
    won: int
    total_score: int
    best_score: int | None


class StatsMixin(StoreBase):
    def game_results(self, game_id: int) -> list[Result]:
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM results WHERE game_id = ? ORDER BY rank, seat", [game_id]))
        return [Result(r["game_id"], r["seat"], r["user_id"], bool(r["automa"]), r["total"],
                       r["rank"], json.loads(r["scores"]), r["finished_at"]) for r in rows]

    def user_stats(self, user_id: int, kind: str | None = None) -> list[UserStats]:
        sql, params = "SELECT * FROM user_stats WHERE user_id = ?", [user_id]
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        with self._lock:
            rows = list(self.db.query(sql + " ORDER BY kind", params))
        return [UserStats(r["user_id"], r["kind"], r["played"], r["won"], r["total_score"],
                          r["best_score"]) for r in rows]

    def leaderboard(self, kind: str, limit: int = 10) -> list[UserStats]:
        """Most wins first, then most games."""
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM user_stats WHERE kind = ? ORDER BY won DESC, played DESC, "
                "user_id LIMIT ?", [kind, limit]))
        return [UserStats(r["user_id"], r["kind"], r["played"], r["won"], r["total_score"],
                          r["best_score"]) for r in rows]
