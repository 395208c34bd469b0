"""Mombasa's AI players (issue 30): ``player(level)`` for easy, medium and hard.

The package: ``redeal`` (a full state consistent with the seat's view, hidden parts dealt
again), ``pending`` (the decision under way, rebuilt and checked against the legal
choices), ``evaluate`` (what a position is worth), ``levels`` (how far each level looks),
``player`` (the decisions), ``reasons`` (the one line of why, from the catalogue)."""

from rules.mombasa.ai.player import MombasaAI, player

__all__ = ["MombasaAI", "player"]
