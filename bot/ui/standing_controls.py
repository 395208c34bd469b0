"""The controls of a standing instruction, drawn beside a seat's auction panel and its own
view while it waits (``bot.ui.panels`` draws them; ``bot.ui.standing`` answers them, by
their custom_id's pattern, registered once):

    mb:si:<game>:<ver>:<auction>:<op>:<low>:<high>    op: up (a form: "bid for me up to"),
                                                      pass ("pass for me"), drop

(the pattern lives in ``bot.ui.custom_ids`` with the other controls drawn by one module and
answered by another). ``ver`` and ``auction`` are the game's version and the auction under way when they were
drawn: the service refuses one of an ended auction, or drawn before the seat's own move, as
stale (nothing changes). ``low``/``high`` only word the form; the service checks the
ceiling again. Kept apart from ``bot.ui.standing`` so the panel module draws them without
importing the module that answers them (which imports it).
"""

from __future__ import annotations

import discord

from bot.games.outcomes import StandingOffer
from bot.words import speaker
from rules.core import Message, msg

from .custom_ids import STANDING, detached

__all__ = ["STANDING", "standing_buttons", "standing_id", "standing_line", "standing_view"]

LABELS = {"up": "bot-standing-button-bid", "pass": "bot-standing-button-pass", "drop": "bot-standing-button-drop"}


def standing_id(offer: StandingOffer, op: str) -> str:
    return (f"mb:si:{offer.game_id}:{offer.version}:{offer.auction}:{op}"
            f":{max(offer.low, 0)}:{max(offer.high, 0)}")


def standing_buttons(offer: StandingOffer, *, deciding: bool = False) -> list[discord.ui.Button]:
    """"Bid for me up to…" (when a raise is possible), "Pass for me" (unless that is the
    instruction already, or the seat decides now: its panel's own Pass does that), "Drop my
    instruction" (when one is left)."""
    w = speaker()
    ops = []
    if offer.low <= offer.high:
        ops.append("up")
    if not deciding and not (offer.left and offer.ceiling is None):
        ops.append("pass")
    if offer.left:
        ops.append("drop")
    return [discord.ui.Button(label=w(msg(LABELS[op])), custom_id=standing_id(offer, op),
                              style=discord.ButtonStyle.danger if op == "drop" else discord.ButtonStyle.secondary,
                              row=4)
            for op in ops]


def standing_view(offer: StandingOffer, *, deciding: bool = False) -> discord.ui.View:
    """The controls as a view of their own (beside a hand or an own view), sent but never
    stored: they are answered by their custom_id's pattern."""
    view = discord.ui.View(timeout=None)
    for button in standing_buttons(offer, deciding=deciding):
        view.add_item(button)
    return detached(view)


def standing_line(offer: StandingOffer) -> Message:
    """The seat's own line: its instruction, or how one would help."""
    return offer.line if offer.line is not None else msg("bot-standing-none")
