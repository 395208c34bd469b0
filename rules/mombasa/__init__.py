"""Mombasa (Alexander Pfister, 2015) for 2-4 players, behind the game protocol."""

from rules.core import register
from rules.mombasa.game import MombasaGame

register("mombasa", MombasaGame)

__all__ = ["MombasaGame"]
