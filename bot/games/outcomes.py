"""What the game service hands the Discord layer: panels, choices, outcomes, summaries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.store import Place
from rules.core import Message

from .board import Picture


@dataclass(frozen=True)
class Choice:
    """One legal choice of a panel: what a component sends back (``index``) and what it
    means (the action's ``kind`` and ``params``: a card, a slot, a region), so panels can
    be built from meaning; ``message`` is its label as a message, ``label`` its English."""

    index: int  # position in legal_actions at (version, rev): what a component sends back
    label: str
    kind: str
    prominent: bool = False  # always its own button, never hidden in a (paged) menu
    params: Mapping[str, Any] = field(default_factory=dict)
    message: Message | None = None


@dataclass
class Panel:
    """One seat's private panel: its current decision, or a finished move to confirm.
    Lines are messages; ``names`` (display names by seat) is what their seats read as."""

    game_id: int
    seat: int
    version: int
    rev: int
    title: Message
    choices: list[Choice] = field(default_factory=list)
    so_far: list[Message] = field(default_factory=list)  # labels of the drafted decisions
    private: list[Message] = field(default_factory=list)  # lines only this seat may see
    preview: list[Message] = field(default_factory=list)  # what the drafted decisions will do
    complete: bool = False  # the drafted move is whole: Confirm / Cancel
    cancel_index: int | None = None  # the engine's own "cancel" choice, shown as Cancel
    note: Message | None = None
    names: list[str] = field(default_factory=list)
    command: str = ""  # the game's slash-command group ("mombasa")


@dataclass(frozen=True)
class Standing:
    """One seat's final result: its total and the parts it is made of ("cash 2")."""

    seat: int
    total: int
    parts: list[Message] = field(default_factory=list)


@dataclass
class Outcome:
    """What a committed move (or undo, or automa turn) changed, ready to announce: messages,
    not sentences; the Discord layer formats them (``names``: display names by seat)."""

    game_id: int
    kind: str
    version: int
    place: Place
    actor: str  # display name of who acted ("" for system changes)
    public: list[Message] = field(default_factory=list)
    private: list[Message] = field(default_factory=list)  # for the actor only
    progress: Message | None = None  # "2 of 4 have planned" in a secret simultaneous phase
    ping_user_ids: list[int] = field(default_factory=list)
    ping_text: Message | None = None
    to_move: list[int] = field(default_factory=list)
    finished: bool = False
    standings: list[Standing] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)  # display names
    picture: Picture | None = None
    view: dict[str, Any] | None = None  # the public view to draw (rendered off the store thread)
    view_what: str = "board"
    ended: bool = False  # abandoned (resigned, aborted, ended by vote): no result, no panel
    names: list[str] = field(default_factory=list)
    lang: str = "en"  # the game's language: its thread posts and public images


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

