"""Small read-only helpers on the Mautoma's part of the state, for the base engine's hooks.

They sit in the base engine, below the Mautoma's package: engine modules (scoring, area)
call them, and the Mautoma (rules.mombasa.mautoma) builds on the engine, never the reverse. ``s["automa"]`` is None in a game without the Mautoma; otherwise a
dict whose shape is documented in rules/mombasa/mautoma/setup.py.
"""

from __future__ import annotations

from rules.mombasa.components.automa_loader import load_automa_components
from rules.mombasa.state import Automa, State

NAME = "Mautoma"


def automa_of(s: State) -> Automa | None:
    return s.get("automa") or None


def is_automa(s: State, seat: int) -> bool:
    a = automa_of(s)
    return a is not None and a["seat"] == seat


def automa_debt(s: State, seat: int) -> int:
    """The Mautoma's debt (0 for any other seat). Final cash is money - debt."""
    a = automa_of(s)
    return a["debt"] if a is not None and a["seat"] == seat else 0


def automa_pile(s: State, seat: int) -> list[str]:
    """The cards the Mautoma took (their shares count at the end); [] for any other seat."""
    a = automa_of(s)
    return list(a["pile"]) if a is not None and a["seat"] == seat else []


def uncovered_icons(s: State) -> list[tuple[str, int]]:
    """(measure, value) of the current round card's icons not covered by a coin, left to
    right; [] between rounds."""
    a = automa_of(s)
    if a is None or a["round_card"] is None:
        return []
    card = next(r for r in load_automa_components().round_cards if r.id == a["round_card"])
    keep = max(0, len(card.icons) - a["coins_on_card"])
    return [(i.measure, i.value) for i in card.icons[:keep]]


def automa_measure(s: State, what: str) -> int:
    """The Mautoma's value for a majority measure: its round card's uncovered icon for it,
    else 0 (Mautoma rules: the round card "shows the goods/expansion values that the player
    should equalize or exceed to place a bonus marker on a majority bonus space"; a covered
    icon "must not be considered for the majorities")."""
    for measure, value in uncovered_icons(s):
        if measure == what:
            return value
    return 0
