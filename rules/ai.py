"""AI players: the one protocol every game's AI implements, and how the bot finds one.

An AI player is honest: it decides from what its seat may see and nothing else. It gets the
seat's view (``Game.view(state, seat)``) and the seat's legal actions (the choices the
seat's panel shows), never the state; where it looks ahead it re-deals what the seat cannot
see (each game's ``rules/<game>/ai`` does that from the view alone). It is pure and
deterministic: the same view, legal actions and seed give the same decision.

Each game's AI lives in ``rules/<game>/ai`` (a module or a package) and offers
``player(level) -> AIPlayer`` for each of ``LEVELS``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from rules.core import Action, Message

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Decision:
    """What an AI player does, and one line of why (a catalogue message, for the thread:
    "took the Cape Town majority to reach the tea counter"); ``why`` None: nothing worth
    saying (a forced choice). The line never tells what the seat's view keeps secret."""

    action: Action
    why: Message | None = None


class AIPlayer(Protocol):
    level: str

    def decide(self, view: Mapping[str, Any], legal: Sequence[Action], seed: int) -> Decision:
        """The seat's choice among ``legal`` (never empty) from its ``view``; ``seed``
        makes any chance in it repeatable (the bot derives it from the game and version)."""
        ...


def ai_player(kind: str, level: str) -> AIPlayer:
    """The AI of game ``kind`` at ``level``. Raises KeyError when the game has no AI or the
    level is unknown."""
    if level not in LEVELS:
        raise KeyError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS)}")
    try:
        module = importlib.import_module(f"rules.{kind}.ai")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"rules.{kind}", f"rules.{kind}.ai"):
            raise
        raise KeyError(f"game {kind!r} has no AI players") from None
    player: AIPlayer = module.player(level)
    return player
