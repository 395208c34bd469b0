"""Plain records the store hands out. Discord ids are plain integers (or None)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Game

State = Any


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat. ``user_id`` is a Discord user id; None for an automa seat."""

    seat: int
    user_id: int | None = None
    colour: str | None = None
    automa: bool = False


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

    def __str__(self) -> str:
        head = f"Game #{self.game_id}: " + ("OK" if self.ok else "PROBLEMS FOUND")
        lines = [
            head,
            f"  {self.actions_replayed} live actions replayed, {self.undone} undone, "
            f"{self.snapshots_checked} snapshots checked",
        ]
        lines += [f"  problem: {p}" for p in self.problems]
        lines += [f"  repaired: {r}" for r in self.repaired]
        return "\n".join(lines)
