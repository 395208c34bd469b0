"""The Mombasa profile: which action kinds each ``/mombasa`` command offers, and rules help.

The engine (rules/mombasa) exposes one small decision at a time; these groups follow its
action kinds. A move is whole when the seat no longer decides (a plan ends with
``plan_commit``) or when the engine closes an action with its summary line (the service
then asks for Confirm).
"""

from __future__ import annotations

from typing import Any

from rules.core import Game

from .profiles import GameProfile, register_profile, seat_done

COMMANDS = {
    # secret planning, and the variable set-up's secret starting-tile choice
    "plan": ("plan_place", "plan_take", "plan_commit", "choose_tile", "arrange"),
    "goods": ("goods", "goods_add", "goods_done", "buy", "plus_one", "step"),
    "expand": ("expand", "enter", "expand_company", "finish_expansion"),
    "bookkeeper": ("bookkeeper", "flip_book", "take_pound"),
    "diamond": ("diamond",),
    "bonus": ("bonus", "bk_diamond", "buy_for_pounds", "sell"),
    "pass": ("end_phase", "pickup"),
    "play": (),  # anything legal
}

RULES = {
    "overview": "Mombasa: over 7 rounds, plan action cards in secret, then take turns using "
    "them to trade goods, expand companies and score their shares, keep books and mine "
    "diamonds. Most pounds wins.",
    "planning": "Each round everyone secretly puts cards from hand into their action slots "
    "(/mombasa plan). When all have committed, the plans are revealed.",
    "actions": "In turn order each player uses one planned card or bonus action at a time "
    "(/mombasa goods, expand, bookkeeper, diamond, bonus) until they end their action phase "
    "(/mombasa pass).",
    "undo": "/mombasa undo takes back your last move while no other player has acted and "
    "nothing hidden was revealed since.",
}

SCORE_LABELS = {
    "cash": "cash",
    "mombasa": "Mombasa shares",
    "cape_town": "Cape Town shares",
    "saint_louis": "Saint-Louis shares",
    "cairo": "Cairo shares",
    "diamonds": "diamonds",
    "bookkeeping": "bookkeeping",
}

def move_complete(game: Game, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A move is one action: it is whole when the seat stops deciding (a committed plan, an
    ended action phase) or when the engine closes the action with its summary line. Without
    the latter, a player whose opponents have all passed would play the rest of the round
    as one move."""
    if seat_done(game, after, seat, events):
        return True
    return any(e.get("summary") and e.get("seat") == seat for e in events)


register_profile(
    GameProfile(
        kind="mombasa",
        title="Mombasa",
        min_players=2,
        max_players=4,
        commands=COMMANDS,
        solo={},  # the Mautoma is not in the engine yet: /mombasa solo says so
        automa_name="the Mautoma",
        lobby_options={"setup": ("First-game or variable set-up", ("first", "variable"))},
        secret_verb="planned",
        rules_help=RULES,
        complete=move_complete,
        seat_pattern=r"\bPlayer ([1-4])\b",  # rules/mombasa/state.py pname()
        seat_colours=("blue", "yellow", "green", "pink"),  # render/draw.py PLAYER_COLOUR_NAME
        score_labels=SCORE_LABELS,
    )
)
