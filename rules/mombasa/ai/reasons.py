"""The AI's one line of why, as a catalogue message (English and Dutch).

It is posted in the game's thread beside the move, so it names only what the move itself
shows everyone: a company, a score category, pounds the lookahead expects. It never names
a card in the AI's hand or plan, nor anything else its view keeps from other seats."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Action, Message, msg
from rules.mombasa import wording as W
from rules.mombasa.ai.redeal import GAME
from rules.mombasa.scoring import CATEGORIES, all_cards
from rules.mombasa.state import State

# the score categories that are the seat's own (the others are the companies' shares)
OWN_KEYS = {"cash": "mombasa-ai-why-cash", "diamonds": "mombasa-ai-why-diamonds",
            "bookkeeping": "mombasa-ai-why-bookkeeping"}


def planned() -> Message:
    return msg("mombasa-ai-why-planned")


def forced(view: Mapping[str, Any], action: Action) -> Message | None:
    if action.kind == "end_phase":
        return msg("mombasa-ai-why-end")
    return None


def why(view: Mapping[str, Any], action: Action, before: State, after: State, seat: int) -> Message | None:
    """What the chosen move is expected to bring: the score category that gains most from
    the start of the decision to the end of the move, as the lookahead played it."""
    if action.kind == "end_phase":
        return msg("mombasa-ai-why-end")
    old, new = GAME.scores(before)[seat], GAME.scores(after)[seat]
    gains = {k: new[k] - old[k] for k in CATEGORIES}
    best = max(CATEGORIES, key=lambda k: (gains[k], -CATEGORIES.index(k)))
    if gains[best] > 0:
        if best in OWN_KEYS:
            return msg(OWN_KEYS[best], pounds=gains[best])
        return msg("mombasa-ai-why-shares", pounds=gains[best], company=W.company(best))
    if len(all_cards(after, seat)) > len(all_cards(before, seat)):
        return msg("mombasa-ai-why-cards")
    return msg("mombasa-ai-why-position")
