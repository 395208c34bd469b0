"""Batavia's standing instructions in the Ship Card auction: "bid for me up to N notes,
raising by the least" or "I pass on this auction" (issue 28, item 4).

The rulebook's auction (A. Ship Card Auction): clockwise, each bid higher than the last,
"players can only offer promissory notes that they actually own"; a player who "cannot or
does not wish to bid higher can pass", dropping out of this round of bidding. An
instruction plays exactly that at its seat's turn: the least legal raise (the last bid + 1,
the engine's minimum) while it is within the ceiling, else a pass. A ceiling above the
seat's notes is refused with that rule; one not above the running bid would only pass, so
the panel asks for "pass" instead. The instruction is the seat's own secret: it is read
from the seat's own view (its notes) and never shown to anyone else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.profiles import StandingRules
from rules.core import Action, Game, Message, msg


def auction(view: Mapping[str, Any]) -> int | None:
    """The auction under way: one per round (A. Ship Card Auction begins every round)."""
    if view.get("phase") != "auction" or not isinstance(view.get("auction"), Mapping):
        return None
    number = view.get("round")
    return number if type(number) is int else None


def bounds(view: Mapping[str, Any]) -> tuple[int, int] | None:
    """The ceilings the seat may leave: above the running bid, up to its notes (an empty
    range when it cannot raise: it may only leave "pass"); None when it passed already
    (out of this round of bidding)."""
    you, bid = view.get("you"), view.get("auction")
    if auction(view) is None or not isinstance(you, Mapping) or not isinstance(bid, Mapping):
        return None
    seat = you.get("seat")
    if seat in (bid.get("passed") or []) or type(seat) is not int:
        return None
    notes, high = int(you.get("notes") or 0), int(bid.get("high") or 0)
    return high + 1, notes


def refusal(view: Mapping[str, Any], ceiling: int) -> Message | None:
    you, bid = view.get("you"), view.get("auction")
    if auction(view) is None or not isinstance(you, Mapping) or not isinstance(bid, Mapping):
        return msg("bot-batavia-standing-no-auction")
    if you.get("seat") in (bid.get("passed") or []):
        return msg("bot-batavia-standing-out")
    notes, high = int(you.get("notes") or 0), int(bid.get("high") or 0)
    if ceiling > notes:
        return msg("bot-batavia-standing-above-notes", ceiling=ceiling, notes=notes)
    if ceiling <= high:
        return msg("bot-batavia-standing-not-above-high", ceiling=ceiling, high=high)
    return None


def action(game: Game, state: Any, seat: int, ceiling: int | None) -> Action:
    """The least legal raise within the ceiling, else the pass (both from the engine's
    own legal actions: the engine decides what is legal, never this module)."""
    legal = game.legal_actions(state, seat)
    if ceiling is not None:
        bids = [a for a in legal if a.kind == "bid" and type(a.get("amount")) is int and a["amount"] <= ceiling]
        if bids:
            return min(bids, key=lambda a: a["amount"])
    return next(a for a in legal if a.kind == "pass")


def line(ceiling: int | None) -> Message:
    if ceiling is None:
        return msg("bot-batavia-standing-line-pass")
    return msg("bot-batavia-standing-line-bid", ceiling=ceiling)


RULES = StandingRules(auction=auction, bounds=bounds, refusal=refusal, action=action, line=line)
