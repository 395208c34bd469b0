"""The Mautoma (Mautoma rules v2.0) inside the Mombasa engine: the entry points the base
engine's hooks call. A solo game is

    new_game(players=2, seed=..., options={"automa": "easy" | "medium" | "hard"})

with seat 0 the human and seat 1 the Mautoma. The Mautoma never decides through the
protocol: ``to_move`` never names its seat; after the human's decision the engine plays
the Mautoma's turns by itself (turns.advance_turn) and explains each one in an event.

Where the pieces live:
  automa_setup   setup, favoured company, round cards, the deck between rounds
  automa_turn    one turn: draw, place, apply a card (every card and bonus tile effect)
  automa_view    its area in the views, and its secrets
  automa_state   read-only helpers for the base engine (debt, pile, majority values)
  automa_logic   the pure decision functions (region, book, card, company, arrows...)
  automa_components / automa_loader / data/automa/   its components as validated data
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.mombasa.components.catalog import Catalog
from rules.mombasa.mautoma import setup as automa_setup
from rules.mombasa.mautoma import turn as automa_turn
from rules.mombasa.mautoma import view as automa_view
from rules.mombasa.state import State, automa_state
from rules.mombasa.views import View


def new_solo_game(D: Catalog, players: Any, seed: int, opts: Mapping[str, Any]) -> State:
    return automa_setup.new_solo_game(D, players, seed, opts)


def after_apply(s: State, D: Catalog, ev: list) -> None:
    """game._apply, after every decision of the human: whatever the Mautoma does before
    the human decides again, in the rules' order.

    - after the human's setup (starting tile, rewards, resting cards): its favoured company;
    - each new planning phase: its deck and coins for the round (prepare_round);
    - once the plans are revealed: its round card ("Then, the player draws the automa's
      round card");
    - while the turn is its own: its turns (turns.advance_turn hands the turn on to it;
      it plays at once, so ``to_move`` never names its seat);
    - pounds it received while in debt pay the debt.
    """
    a = automa_state(s)
    if s["phase"] == "setup":
        return
    if a["favoured"] is None:
        automa_setup.reveal_favoured(s, D, ev)
    if s["phase"] == "planning":
        automa_setup.prepare_round(s, D, ev)
    if s["phase"] == "actions":
        automa_setup.reveal_round_card(s, D, ev)
    guard = 0
    while s["phase"] == "actions" and s["turn"] == a["seat"]:
        guard += 1
        if guard > 50:  # pragma: no cover - at most 6 turns a round
            raise RuntimeError("the Mautoma does not hand the turn back")
        automa_turn.take_turn(s, D, a["seat"], ev)
        if s["phase"] == "planning":
            automa_setup.prepare_round(s, D, ev)
        if s["phase"] == "actions":
            automa_setup.reveal_round_card(s, D, ev)
    automa_turn.settle(s)


def decorate_view(v: View, s: State, D: Catalog) -> None:
    automa_view.decorate(v, s, D)


def secrets(s: State) -> list[str]:
    return automa_view.secrets(s)
