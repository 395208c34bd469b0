"""The Mombasa profile: which action kinds each ``/mombasa`` command offers, and rules help.

The engine (rules/mombasa) exposes one small decision at a time; these groups follow its
action kinds. A move is whole when the seat no longer decides: a plan ends with
``plan_commit``, an action when the turn passes (the service then asks for Confirm).
"""

from __future__ import annotations

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
        complete=seat_done,
    )
)
