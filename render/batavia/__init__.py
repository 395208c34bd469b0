"""Batavia's images: pure functions from a view (dict) and words to a Pillow image, each
with a text alternative saying the same facts (at most 1,000 characters, Discord's
attachment description). Phone-first: every image is 800 px wide and no text is drawn below
22 px, so every word shows at least 11 px high at a phone's 400 px (the rule asks 9).

Registered for ``render.registry`` under "batavia":

    "board"       the route of trading posts (face up / face down / taken), the merchants,
                  the start and the Target Counter; the ship scale (Cannon, ship pieces,
                  the pirates' space) and the Company Seals with their holders
    "warehouses"  the seven warehouses by company, whose crate is where, who leads
    "players"     each player's laid-out cards by company, seals, hand size, exchanged
                  gold, crates left, counters kept, merchant's place
    "auction"     the die, the package of cards and the bidding (None outside the auction)
    "hand"        the private panel: hand by company, notes, counters, the move being built
                  (None for a public view)
    "scores"      the score sheet at the end (None before)
    "decision"    each decision's own picture for the private panel (decisions.py): your
                  hand and ships for a turn, the route when sailing (None for a public
                  view, or when the words say all: a bid, the exchange)

``names`` are the players' display names by seat (default "P1 blue" ...). Public images
read the public view only: never a note count before the end, never a hand's cards.
Words: locales/<lang>/render.ftl and the engine's catalogue (companies, commodities).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from render.batavia.auction import render_auction
from render.batavia.board import render_board
from render.batavia.decisions import decision_part, decision_text, render_decision
from render.batavia.hand import render_hand
from render.batavia.players import render_players
from render.batavia.scores import render_scores
from render.batavia.text import (
    auction_text,
    board_text,
    hand_text,
    players_text,
    scores_text,
    warehouses_text,
)
from render.batavia.warehouses import render_warehouses
from render.registry import register

IMAGES: dict[str, tuple[Callable[..., Any], Callable[..., Any]]] = {
    "board": (render_board, board_text),
    "warehouses": (render_warehouses, warehouses_text),
    "players": (render_players, players_text),
    "auction": (render_auction, auction_text),
    "hand": (render_hand, hand_text),
    "scores": (render_scores, scores_text),
    "decision": (render_decision, decision_text),
}
PUBLIC = ("board", "warehouses", "players", "auction", "scores")


def _entry(fn: Callable[..., Any]) -> Callable[..., Any]:
    # ``buttons``: whether a private picture goes out above the panel's buttons (Mombasa's
    # points to them) or alone (``/<game> hand``); Batavia's pictures never point to them
    def call(view: Any, words: Any, names: Any = None, buttons: bool = True) -> Any:
        return fn(view, words, names)

    return call


# what an image is drawn from, when less than the view (render.registry.inputs): a decision's
# picture reads only its part, so the renderer draws it once while that part is unchanged
INPUTS: dict[str, Callable[..., Any]] = {"decision": decision_part}

for _what, (_draw, _text) in IMAGES.items():
    register("batavia", _what, _entry(_draw), _entry(_text), INPUTS.get(_what))

__all__ = ["IMAGES", "PUBLIC", *(f.__name__ for pair in IMAGES.values() for f in pair)]
