"""The three levels of Mombasa's AI: how far each looks and over how many re-deals."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.mombasa.ai.evaluate import Weights


@dataclass(frozen=True)
class Level:
    name: str
    # "score": one decision ahead, the final score as if the game ended now;
    # "turn": each choice completed to the end of the turn, then the whole evaluation
    lookahead: str
    worlds: int                 # re-deals of the hidden parts a choice is averaged over
    # "random": any free slot, any card; "fill": best cards first; "books": the cards
    # chosen together, a bookkeeper with the cards that meet the books ahead of the ink jar
    plan: str
    weights: Weights = field(default_factory=Weights)
    depth: int = 12             # decisions completed after a choice, at most
    next_turn: int = 0          # this many best first choices of a turn are also judged by the turn after
    # the ink jar goes as far as it can, a new book onto the first gap ahead (books.py)
    track_rules: bool = False


LEVELS = {
    "easy": Level("easy", lookahead="score", worlds=1, plan="random"),
    "medium": Level("medium", lookahead="turn", worlds=1, plan="fill"),
    # two re-deals (not three): with the next turn looked at too, its 95th percentile stays
    # near 270 ms of CPU in solo games (tests/bench/ai_mombasa.py)
    # against one rival (the Mautoma, or a player) it plays for the margin (``duel``)
    "hard": Level("hard", lookahead="turn", worlds=2, plan="books",
                  # cards at 0.6 of their face: at 1.0 it spent its cash on cards and tiles and
                  # ended 40-60 pounds behind the Mautoma's cash (end cash counts 1:1)
                  weights=Weights(cards=0.6, rival=0.35, duel=1.0, hand=0.3, track=1.0), next_turn=3,
                  track_rules=True),
}
