"""Batavia's AI players (rules.ai): easy, medium and hard, honest and deterministic.

Each decides from the seat's view and legal actions only. It re-deals what the view hides
(redeal), weighs whole moves and auction outcomes with the engine (plans, evaluate), picks
by its level (levels) and says why in one catalogue line (reasons)."""

from __future__ import annotations

from rules.ai import LEVELS as NAMES
from rules.batavia.ai.levels import LEVELS, BataviaAI

__all__ = ["BataviaAI", "player"]


def player(level: str) -> BataviaAI:
    """The AI player of ``level`` (one of rules.ai.LEVELS). Raises KeyError otherwise."""
    if level not in NAMES:
        raise KeyError(f"unknown AI level {level!r}")
    return LEVELS[level]
