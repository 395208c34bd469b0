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


@dataclass(frozen=True)
class Record:
    played: int
    won: int
    best: int | None
    average: float | None


@dataclass(frozen=True)
class RecentGame:
    game_id: int
    total: int
    rank: int
    players: int
    solo: bool  # against an automated opponent
    guild_id: int | None
    finished_at: str
    ai: bool = False  # with AI players (then not ``solo``)


@dataclass(frozen=True)
class PlayerSummary:
    user_id: int
    kind: str
    with_others: Record
    solo: Record
    recent: list[RecentGame]
    with_ai: Record = Record(0, 0, None, None)  # games with AI players, kept apart from both


# A game is solo when one of its seats is an automated opponent (and none an AI player).
_NOT_SOLO = "NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.automa = 1)"
# A game with AI players (their seats are automated too: never among games with others).
_WITH_AI = "EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.ai_level IS NOT NULL)"


class StatsMixin(StoreBase):
    def game_results(self, game_id: int) -> list[Result]:
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM results WHERE game_id = ? ORDER BY rank, seat", [game_id]))
        return [Result(r["game_id"], r["seat"], r["user_id"], bool(r["automa"]), r["total"],
                       r["rank"], json.loads(r["scores"]), r["finished_at"]) for r in rows]

    def user_stats(self, user_id: int, kind: str | None = None) -> list[UserStats]:
        sql = "SELECT * FROM user_stats WHERE user_id = ?"
        params: list[Any] = [user_id]
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        with self._lock:
            rows = list(self.db.query(sql + " ORDER BY kind", params))
        return [UserStats(r["user_id"], r["kind"], r["played"], r["won"], r["total_score"],
                          r["best_score"]) for r in rows]

    def leaderboard(self, kind: str, limit: int = 10, *, guild_id: int | None = None,
                    with_others_only: bool = False) -> list[UserStats]:
        """Most wins first, then most games. With ``guild_id``: only the games played in
        that server count (computed from the results, so a player's games elsewhere never
        leak in); ``with_others_only`` leaves out solo games against an automa."""
        if guild_id is None and not with_others_only:
            with self._lock:
                rows = list(self.db.query(
                    "SELECT * FROM user_stats WHERE kind = ? ORDER BY won DESC, played DESC, "
                    "user_id LIMIT ?", [kind, limit]))
            return [UserStats(r["user_id"], r["kind"], r["played"], r["won"], r["total_score"],
                              r["best_score"]) for r in rows]
        where = ["g.kind = ?", "r.automa = 0", "r.user_id IS NOT NULL", "g.status = 'finished'"]
        params: list[Any] = [kind]
        if guild_id is not None:
            where.append("g.guild_id = ?")
            params.append(guild_id)
        if with_others_only:
            where.append(_NOT_SOLO)
        sql = (
            "SELECT r.user_id, COUNT(*) AS played, SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END) AS won, "
            "SUM(r.total) AS total_score, MAX(r.total) AS best_score "
            "FROM results r JOIN games g ON g.id = r.game_id WHERE " + " AND ".join(where)
            + " GROUP BY r.user_id ORDER BY won DESC, played DESC, best_score DESC, r.user_id "
            "LIMIT ?")
        with self._lock:
            rows = list(self.db.query(sql, [*params, limit]))
        return [UserStats(r["user_id"], kind, r["played"], r["won"], r["total_score"],
                          r["best_score"]) for r in rows]

    def player_summary(self, user_id: int, kind: str, *, recent: int = 5) -> PlayerSummary:
        """A player's record in ``kind``: games with others, solo games and games with AI
        players apart, and the latest finished games."""
        base = (
            "SELECT COUNT(*) AS played, COALESCE(SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END), 0) AS won, "
            "MAX(r.total) AS best, AVG(r.total) AS average "
            "FROM results r JOIN games g ON g.id = r.game_id "
            "WHERE r.user_id = ? AND r.automa = 0 AND g.kind = ? AND g.status = 'finished' AND ")
        with self._lock:
            multi = self._row(base + _NOT_SOLO, [user_id, kind]) or {}
            solo = self._row(base + "NOT " + _NOT_SOLO + " AND NOT " + _WITH_AI, [user_id, kind]) or {}
            with_ai = self._row(base + _WITH_AI, [user_id, kind]) or {}
            rows = list(self.db.query(
                "SELECT r.game_id, r.total, r.rank, r.finished_at, g.players, g.guild_id, "
                "(SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id AND s.automa = 1) AS automa, "
                f"CASE WHEN {_WITH_AI} THEN 1 ELSE 0 END AS ai "
                "FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE r.user_id = ? AND r.automa = 0 AND g.kind = ? AND g.status = 'finished' "
                "ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?", [user_id, kind, recent]))
        return PlayerSummary(
            user_id, kind,
            Record(multi.get("played") or 0, multi.get("won") or 0, multi.get("best"),
                   multi.get("average")),
            Record(solo.get("played") or 0, solo.get("won") or 0, solo.get("best"),
                   solo.get("average")),
            [RecentGame(r["game_id"], r["total"], r["rank"], r["players"],
                        bool(r["automa"]) and not r["ai"], r["guild_id"], r["finished_at"],
                        bool(r["ai"])) for r in rows],
            Record(with_ai.get("played") or 0, with_ai.get("won") or 0, with_ai.get("best"),
                   with_ai.get("average")))
