"""The turn clock: since when a game waits for each seat, and votes to end a game.

Reminders and the turn deadline count from ``since``: it is set when the game starts
waiting for a seat and kept while that seat has not moved (another seat's move in a
simultaneous phase does not restart it). Not game state: the version does not change.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .base import StoreBase
from .db import to_text, upsert, write_transaction
from .errors import GameNotFound

# What the turn clock reads after a change, in one statement (each a round trip on
# PostgreSQL): the game's status, its reminder and deadline hours and whether anyone voted
# to end it (one row), then the seats it waits for and its pending reminders. Every column
# has one type in every branch (PostgreSQL matches a UNION's columns by type).
_CLOCK = (
    "SELECT 'game' AS k, g.status AS a, CAST(NULL AS TEXT) AS b, CAST(NULL AS BIGINT) AS n, "
    "CAST(NULL AS BIGINT) AS id, "
    "(SELECT s.reminder_hours FROM game_settings s WHERE s.game_id = g.id) AS reminder_hours, "
    "(SELECT s.deadline_hours FROM game_settings s WHERE s.game_id = g.id) AS deadline_hours, "
    "(SELECT COUNT(*) FROM end_votes v WHERE v.game_id = g.id) AS votes "
    "FROM games g WHERE g.id = ? "
    "UNION ALL SELECT 'waiting', since, CAST(NULL AS TEXT), seat, CAST(NULL AS BIGINT), "
    "CAST(NULL AS REAL), CAST(NULL AS REAL), CAST(NULL AS BIGINT) FROM waiting WHERE game_id = ? "
    "UNION ALL SELECT 'reminder', purpose, payload, seat, id, CAST(NULL AS REAL), "
    "CAST(NULL AS REAL), CAST(NULL AS BIGINT) FROM reminders WHERE game_id = ? AND done_at IS NULL")


@dataclass(frozen=True)
class TurnClock:
    """A game's turn clock as the step after a change reads it (``TurnsMixin.turn_clock``)."""

    status: str
    reminder_hours: float  # 0: none (as GameSettings)
    deadline_hours: float
    voted: bool  # someone voted to end the game
    waiting: dict[int, str]  # seat -> since
    reminders: list[Pending]  # pending, of every purpose, oldest first


@dataclass(frozen=True)
class Pending:
    """A pending reminder as the turn clock reads it."""

    purpose: str
    seat: int | None
    payload: dict[str, Any]


@dataclass(frozen=True)
class NewReminder:
    """A reminder the turn clock adds (``TurnsMixin.keep_turn_clock``)."""

    purpose: str
    due_at: Any  # datetime
    seat: int
    user_id: int | None
    payload: Mapping[str, Any]


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

    def turn_clock(self, game_id: int) -> TurnClock:
        """The game's turn clock in one statement: its status, the hours of its reminders
        and deadline, whether an end vote is open, since when it waits for each seat, and
        its pending reminders (in due order). Raises GameNotFound."""
        with self._lock:
            rows = list(self.db.query(_CLOCK, [game_id, game_id, game_id]))
        head = next((r for r in rows if r["k"] == "game"), None)
        if head is None:
            raise GameNotFound(game_id)
        reminders = [Pending(r["a"], r["n"], json.loads(r["b"] or "{}"))
                     for r in sorted((r for r in rows if r["k"] == "reminder"), key=lambda r: r["id"])]
        return TurnClock(head["a"], float(head["reminder_hours"] or 0), float(head["deadline_hours"] or 0),
                         bool(head["votes"]), {r["n"]: r["a"] for r in rows if r["k"] == "waiting"},
                         reminders)

    def keep_turn_clock(self, game_id: int, *, gone: Sequence[int] = (),
                        started: Mapping[int, str] | None = None,
                        cancel: Iterable[tuple[str, int | None]] = (),
                        add: Sequence[NewReminder] = (), clear_votes: bool = False) -> None:
        """The turn clock's writes after a change, all or nothing, one statement each: the
        seats no longer waited for (``gone``), the seats whose wait starts now (``started``:
        seat -> since), the pending reminders of each (purpose, seat) in ``cancel`` marked
        done (seat None: every seat), the new reminders, and the end and autopilot votes
        cleared. The caller read the clock (``turn_clock``) under the game's lock."""
        started = started or {}
        cancel = sorted(set(cancel), key=repr)
        with self._lock, write_transaction(self.db):
            if gone:
                self.db.execute(
                    f"DELETE FROM waiting WHERE game_id = ? AND seat IN ({', '.join('?' * len(gone))})",
                    [game_id, *gone])
            if started:
                rows = ", ".join(["(?, ?, ?)"] * len(started))
                self.db.execute(
                    f"INSERT INTO waiting (game_id, seat, since) VALUES {rows} "
                    "ON CONFLICT (game_id, seat) DO UPDATE SET since = excluded.since",
                    [v for seat, since in sorted(started.items()) for v in (game_id, seat, since)])
            if cancel:
                which = " OR ".join("(purpose = ? AND seat = ?)" if seat is not None else "(purpose = ?)"
                                    for _, seat in cancel)
                self.db.execute(
                    f"UPDATE reminders SET done_at = ? WHERE game_id = ? AND done_at IS NULL AND ({which})",
                    [self._now(), game_id,
                     *(v for purpose, seat in cancel for v in ((purpose, seat) if seat is not None else (purpose,)))])
            if add:
                now = self._now()
                self.db.execute(
                    "INSERT INTO reminders (game_id, purpose, seat, user_id, due_at, payload, created_at) "
                    "VALUES " + ", ".join(["(?, ?, ?, ?, ?, ?, ?)"] * len(add)),
                    [v for r in add for v in (game_id, r.purpose, r.seat, r.user_id, to_text(r.due_at),
                                              json.dumps(dict(r.payload), sort_keys=True), now)])
            if clear_votes:
                self.db.execute("DELETE FROM end_votes WHERE game_id = ?", [game_id])
                self.db.execute("DELETE FROM autopilot_votes WHERE game_id = ?", [game_id])

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
