"""Plain records the store hands out. Discord ids are plain integers (or None)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Game

State = Any

# "action #6 (seat 1) does not replay (You cannot put card X into ...)": the part in
# parentheses after the verb is the engine's reason.
_PRIVATE_REASON = re.compile(
    r"(action #\d+ \(seat \d+\) (?:is not valid JSON|cannot be decoded|does not replay)).*")


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat. ``user_id`` is a Discord user id; None for an automa seat.
    ``ai_level``: the level of the AI player that decides for the seat (an AI seat is also
    ``automa``, without a user); None when a person (or a solo game's opponent) decides."""

    seat: int
    user_id: int | None = None
    colour: str | None = None
    automa: bool = False
    ai_level: str | None = None

    @property
    def ai(self) -> bool:
        """An AI player decides for this seat (the bot asks it; nobody clicks for it)."""
        return self.ai_level is not None


@dataclass(frozen=True)
class Place:
    """Where a game is played: a server thread/channel, or a DM with one user."""

    guild_id: int | None = None
    channel_id: int | None = None
    thread_id: int | None = None
    dm_user_id: int | None = None


@dataclass(frozen=True)
class GameRecord:
    """The games row: everything about a game except its state."""

    id: int
    kind: str
    options: dict[str, Any]
    seed: int
    players: int
    status: str  # active | finished | abandoned
    place: Place
    created_at: str
    updated_at: str
    version: int


@dataclass
class LoadedGame:
    """A game ready to play: its record, its engine and its current state."""

    record: GameRecord
    game: Game
    state: State
    seq: int  # the last live action in the state (0: none yet)
    seats: list[Seat] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version


@dataclass
class Applied:
    """The outcome of a stored action."""

    game_id: int
    version: int  # the game's new version
    seq: int  # the action's place in the log
    state: State
    events: list[Event]
    reveals: bool
    finished: bool


@dataclass(frozen=True)
class LogEntry:
    """One row of the action log. ``undo_id`` is set when the action was undone."""

    seq: int
    seat: int
    action: str  # JSON text of Action.to_json()
    reveals: bool
    version: int
    created_at: str
    undo_id: int | None = None
    format_version: int = 1  # the engine's saved format the action was written in


def log_entry(row) -> LogEntry:
    """A LogEntry from an ``actions`` row."""
    return LogEntry(row["seq"], row["seat"], row["action"], bool(row["reveals"]), row["version"],
                    row["created_at"], row["undo_id"], row.get("format_version", 1))


# Why a snapshot row is not trusted (the log then decides): for the admin's verify report
# and the operator's log, so English here (like VerifyReport's texts).
SNAPSHOT_PROBLEMS = {
    "not-text": "its state is not text",
    "not-live": "it is not at a live action of the log",
    "other-log": "it was built from another log (another game's, or an undone one)",
    "digest": "its digest does not match (the row is damaged or from elsewhere)",
    "unreadable": "it is unreadable ({error})",
}


@dataclass
class VerifyReport:
    """What verify/repair found. ``ok`` means the whole log replays and matches every snapshot."""

    game_id: int
    ok: bool
    actions_replayed: int = 0
    undone: int = 0
    snapshots_checked: int = 0
    problems: list[str] = field(default_factory=list)
    repaired: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # not problems (a re-based log, ...)

    def public(self) -> str:
        """The report without the engine's reasons (they can name a hidden card or plan):
        what an admin of a running game may read."""
        redacted = VerifyReport(self.game_id, self.ok, self.actions_replayed, self.undone,
                                self.snapshots_checked,
                                [_PRIVATE_REASON.sub(r"\1", p) for p in self.problems],
                                list(self.repaired), list(self.notes))
        return str(redacted)

    def __str__(self) -> str:
        head = f"Game #{self.game_id}: " + ("OK" if self.ok else "PROBLEMS FOUND")
        lines = [
            head,
            f"  {self.actions_replayed} live actions replayed, {self.undone} undone, "
            f"{self.snapshots_checked} snapshots checked",
        ]
        lines += [f"  note: {n}" for n in self.notes]
        lines += [f"  problem: {p}" for p in self.problems]
        lines += [f"  repaired: {r}" for r in self.repaired]
        return "\n".join(lines)
