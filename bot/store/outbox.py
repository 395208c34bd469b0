"""The outbox: announcements (board posts) of stored moves that could not be posted yet.

A move is stored first; its public post can fail afterwards (Discord down, a missing
permission, a deleted thread). The post then waits here and is retried with backoff, on
start-up and periodically, in order per game, until it goes out. Once a game has ended only
its last post (the one that tells how it ended) is still tried, ``ENDED_ATTEMPTS`` times.

Several bot processes on one database: ``claim_due_posts`` hands a game's waiting posts to
one process only. A claim moves their next try ``CLAIM_HOLD`` on, in the same transaction
that finds them due, conditionally on their still being due, so a second process (which
waits on the first's write lock, or on PostgreSQL on its row locks, and then reads the new
times) finds them not due. Posting ends a claim (``post_done``, ``post_failed``); a process
that died holding one leaves the posts due again once the hold runs out. No new column: the
claim is the next try's time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from .base import StoreBase
from .db import to_text, write_transaction

BACKOFF_FIRST_S = 30
BACKOFF_MAX_S = 3600
ENDED_ATTEMPTS = 5
# How long a claimed post is another process's: well beyond a post's few seconds, so that
# only a process that died (or hangs) gives its posts up.
CLAIM_HOLD = timedelta(minutes=5)


@dataclass(frozen=True)
class Post:
    id: int
    game_id: int
    purpose: str
    payload: dict[str, Any]
    attempts: int
    next_at: str


def backoff(attempts: int) -> timedelta:
    """The wait after ``attempts`` failed tries: 30 s, 1, 2, 4 ... minutes, at most 1 h."""
    return timedelta(
        seconds=min(BACKOFF_MAX_S, BACKOFF_FIRST_S * 2 ** max(0, min(attempts - 1, 20)))
    )


class OutboxMixin(StoreBase):
    def add_post(
        self,
        game_id: int,
        payload: dict[str, Any],
        *,
        due: datetime,
        purpose: str = "board",
        error: str | None = None,
    ) -> int:
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            cursor = self.db.execute(
                "INSERT INTO outbox (game_id, purpose, payload, attempts, next_at, last_error, "
                "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    game_id,
                    purpose,
                    json.dumps(payload, sort_keys=True),
                    1 if error else 0,
                    to_text(due),
                    error,
                    self._now(),
                ],
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    def pending_posts(self, game_id: int | None = None) -> list[Post]:
        """Waiting posts (of one game, or all), oldest first."""
        sql = "SELECT * FROM outbox" + (" WHERE game_id = ?" if game_id is not None else "")
        with self._lock:
            rows = self.db.query(sql + " ORDER BY id", [game_id] if game_id is not None else [])
            return [_post(r) for r in rows]

    def due_posts(self, now: datetime) -> list[Post]:
        """Posts of every game that has one due now, oldest first (a game's later posts
        come along: they go out in order after its due one)."""
        with self._lock:
            rows = self.db.query(  # only the games of this process's shards (bot.shards)
                "SELECT * FROM outbox WHERE game_id IN "
                "(SELECT outbox.game_id FROM outbox JOIN games ON games.id = outbox.game_id "
                f"WHERE outbox.next_at <= ? AND {self.shards.where()}) ORDER BY id",
                [to_text(now)],
            )
            return [_post(r) for r in rows]

    def claim_due_posts(self, now: datetime, hold: timedelta = CLAIM_HOLD) -> list[Post]:
        """``due_posts``, each game's posts claimed for this process: another process (or
        this one) claiming before ``now + hold`` gets none of them. Oldest first."""
        until = to_text(now + hold)
        with self._lock, write_transaction(self.db):
            due = [r["game_id"] for r in self.db.query(  # of this process's shards (bot.shards)
                "SELECT DISTINCT outbox.game_id FROM outbox JOIN games ON games.id = outbox.game_id "
                f"WHERE outbox.next_at <= ? AND {self.shards.where()} ORDER BY outbox.game_id",
                [to_text(now)])]
            claimed = []
            for game_id in due:
                # Only rows still due: another process's claim, committed meanwhile, moved
                # them on. (Each row's own condition: PostgreSQL re-reads it after waiting
                # on the other's row lock, which it would not do for a subquery's rows.)
                taken = self.db.execute(
                    "UPDATE outbox SET next_at = ? WHERE game_id = ? AND next_at <= ?",
                    [until, game_id, to_text(now)]).rowcount
                if taken:  # the game's later posts go with its due ones
                    self.db.execute("UPDATE outbox SET next_at = ? WHERE game_id = ? AND next_at < ?",
                                    [until, game_id, until])
                    claimed.append(game_id)
            if not claimed:
                return []
            rows = self.db.query(
                f"SELECT * FROM outbox WHERE game_id IN ({', '.join('?' * len(claimed))}) "
                "ORDER BY id", claimed)
            return [_post(r) for r in rows]

    def post_done(self, post_id: int) -> None:
        with self._lock, write_transaction(self.db):
            self.db.execute("DELETE FROM outbox WHERE id = ?", [post_id])

    def post_failed(self, post_id: int, error: str, now: datetime) -> int:
        """Count a failed try and set the next one (backoff); returns the attempts so far."""
        with self._lock, write_transaction(self.db):
            row = self._row("SELECT attempts FROM outbox WHERE id = ?", [post_id])
            if row is None:
                return 0
            attempts = row["attempts"] + 1
            self.db.execute(
                "UPDATE outbox SET attempts = ?, next_at = ?, last_error = ? WHERE id = ?",
                [attempts, to_text(now + backoff(attempts)), error[:500], post_id],
            )
            return attempts


def _post(row: dict[str, Any]) -> Post:
    try:
        payload = json.loads(row["payload"])
    except ValueError:
        payload = {}
    return Post(
        row["id"],
        row["game_id"],
        row["purpose"],
        payload if isinstance(payload, dict) else {},
        row["attempts"],
        row["next_at"],
    )
