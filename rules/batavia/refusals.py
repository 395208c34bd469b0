"""Why an action is refused, naming the rule (rulebook section) it breaks."""

from __future__ import annotations

from rules.batavia import posts, ships
from rules.batavia.components import Catalog
from rules.batavia.state import State, bidding, building
from rules.core import Action, Message, msg


def blocked(s: State, D: Catalog, seat: int) -> str | None:
    """Why the seat on the move may not lay out cards (nothing laid yet) or may not stop
    laying out (Done, cards laid): "no-majority" (Laying out ship cards, Cases 1 and 2), or
    "target-taken" (a majority, but the Target Counter is taken and no counter of its
    company lies ahead: End of the game); None when it may."""
    if s["phase"] != "moves" or s["turn"] != seat:
        return None
    p = s["pending"]
    if p is None:
        lay = ships.hand_counts(s, D, seat)
    elif p["step"] == "lay":
        lay = p["lay"]
    else:
        return None
    seals = ships.majorities(s, seat, lay) if any(lay) else []
    if not seals:
        return "no-majority"
    if s["target"] is not None and not posts.destinations(s, D, seat, seals):
        return "target-taken"
    return None


def not_to_move(s: State, seat: int, to_move: list[int]) -> Message:
    if s["phase"] == "auction":
        return msg("batavia-refusal-not-your-bid", seat=seat, bidder_seat=to_move[0])
    return msg("batavia-refusal-not-your-move", seat=seat, mover_seat=to_move[0])


def explain(s: State, D: Catalog, seat: int, action: Action, legal: list[Action]) -> Message:
    kind = action.kind
    if s["phase"] == "auction":
        if kind == "bid":
            amount = action.get("amount")
            if not isinstance(amount, int) or amount < 1:
                return msg("batavia-refusal-bid-amount")
            high = bidding(s)["high"]
            if amount <= high:
                return msg("batavia-refusal-bid-not-higher", amount=amount, high=high)
            if amount > s["notes"][seat]:
                return msg("batavia-refusal-bid-notes", amount=amount)
        return msg("batavia-refusal-auction-now")
    p = s["pending"]
    step = None if p is None else p["step"]
    hand = ships.hand_counts(s, D, seat)
    if kind == "draw" and p is not None:
        return msg("batavia-refusal-one-option")
    if kind == "lay":
        cid = action.get("company")
        if cid not in D.company_index:
            return msg("batavia-refusal-no-company")
        if step not in (None, "lay"):
            return msg("batavia-refusal-cards-laid")
        c = D.company_index[cid]
        lay = [0] * D.companies if p is None else p["lay"]
        if hand[c] <= lay[c]:
            return msg("batavia-refusal-no-card", company=cid)
        if s["target"] is not None and ships.majorities(s, seat, hand):
            return msg("batavia-refusal-target-taken")
        return msg("batavia-refusal-no-majority")
    if kind == "done":
        if step != "lay":
            return msg("batavia-refusal-nothing-laid")
        if s["target"] is not None and ships.majorities(s, seat, building(s)["lay"]):
            return msg("batavia-refusal-target-taken")
        return msg("batavia-refusal-need-majority")
    if kind == "sail":
        cid = action.get("company")
        if step != "sail":
            return msg("batavia-refusal-sail-now")
        if cid not in D.company_index:
            return msg("batavia-refusal-no-company")
        c = D.company_index[cid]
        if c not in ships.majorities(s, seat, building(s)["lay"]):
            return msg("batavia-refusal-sail-seal", company=cid)
        if posts.next_post(s, D, seat, c) < 0:
            return msg("batavia-refusal-sail-no-post", company=cid)
    if kind == "exchange":
        if step != "exchange":
            return msg("batavia-refusal-exchange-now")
        return msg("batavia-refusal-exchange-company")
    if kind == "cancel" and step == "exchange" and "offer" in building(s):
        return msg("batavia-refusal-move-played")
    if kind in ("keep", "cancel") and p is None:
        return msg("batavia-refusal-nothing-to-cancel" if kind == "cancel" else "batavia-refusal-exchange-now")
    if kind in ("bid", "pass"):
        return msg("batavia-refusal-not-auction")
    return msg("batavia-refusal-not-now")
