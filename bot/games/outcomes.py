"""What the game service hands the Discord layer: panels, choices, outcomes, summaries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.store import Place

from .board import Picture


@dataclass(frozen=True)
class Choice:
    index: int  # position in legal_actions at (version, rev): what a component sends back
    label: str
    kind: str
    prominent: bool = False  # always its own button, never hidden in a (paged) menu


@dataclass
class Panel:
    """One seat's private panel: its current decision, or a finished move to confirm."""

    game_id: int
    seat: int
    version: int
    rev: int
    title: str
    choices: list[Choice] = field(default_factory=list)
    so_far: list[str] = field(default_factory=list)  # labels of the drafted decisions
    private: list[str] = field(default_factory=list)  # texts only this seat may see
    preview: list[str] = field(default_factory=list)  # what the drafted decisions will do
    complete: bool = False  # the drafted move is whole: Confirm / Cancel
    cancel_index: int | None = None  # the engine's own "cancel" choice, shown as Cancel
    note: str = ""


@dataclass
class Outcome:
    """What a committed move (or undo, or automa turn) changed, ready to announce."""

    game_id: int
    kind: str
    version: int
    place: Place
    actor: str  # display name of who acted ("" for system changes)
    public: list[str] = field(default_factory=list)
    private: list[str] = field(default_factory=list)  # for the actor only
    progress: str = ""  # "2 of 4 have planned" during a secret simultaneous phase
    ping_user_ids: list[int] = field(default_factory=list)
    ping_text: str = ""
    to_move: list[int] = field(default_factory=list)
    finished: bool = False
    standings: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    picture: Picture | None = None
    view: dict[str, Any] | None = None  # the public view to draw (rendered off the store thread)
    view_what: str = "board"
    ended: bool = False  # abandoned (resigned, aborted, ended by vote): no result, no panel


@dataclass(frozen=True)
class GameSummary:
    game_id: int
    kind: str
    title: str
    status: str
    version: int
    players: list[str]
    to_move: list[str]
    place: Place
    options: dict[str, Any]
    user_ids: list[int] = field(default_factory=list)  # the human players

