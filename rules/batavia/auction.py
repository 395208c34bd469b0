"""A. The Ship Card auction: the auctioneer's die turns up cards, one bid or pass per
decision clockwise from the auctioneer's left, the last bidder pays the others note by note
and takes the cards and the ship (the starter player's piece)."""

from __future__ import annotations

from functools import cache

from rules.batavia import ships, wording
from rules.batavia.components import Catalog
from rules.batavia.state import State, begin_moves, bidding, left_of
from rules.batavia.wording import say
from rules.core import Action, Event, Rng, event, msg


@cache
def bid_action(amount: int) -> Action:
    return Action.make("bid", msg("batavia-action-bid", amount=amount), amount=amount)


PASS = Action.make("pass", msg("batavia-action-pass"))


def begin(s: State, D: Catalog, ev: list[Event]) -> None:
    """The auctioneer throws the die and turns over that many cards, beside any left from an
    auction where everyone passed."""
    rng = Rng(s["rng"])
    roll = 1 + rng.below(D.comp.die_faces)
    s["rng"] = rng.state
    waiting = len(s["display"])
    turned = ships.take_from_stack(s, D, roll, ev)
    s["display"] = s["display"] + turned
    s["die"] = roll
    s["phase"] = "auction"
    n = s["players"]
    s["bid"] = {"high": 0, "leader": None, "turn": left_of(s, s["auctioneer"]), "out": [False] * n}
    cc = D.card_company
    ev.append(event("DieThrown", say("batavia-die-thrown", seat=s["auctioneer"], roll=roll,
                                     cards=wording.card_list(D.company_ids, [cc[c] for c in turned]), count=len(turned),
                                     waiting=waiting, total=len(s["display"])),
                    "all", reveals=True, roll=roll, round=s["round"]))


def to_move(s: State) -> list[int]:
    return [bidding(s)["turn"]]


def options(s: State, D: Catalog, seat: int) -> list[Action]:
    """Every bid higher than the last, up to the bidder's notes; or pass."""
    high = bidding(s)["high"]
    notes = s["notes"][seat]
    return [bid_action(k) for k in range(high + 1, notes + 1)] + [PASS]


def options_of_kind(s: State, D: Catalog, seat: int, action: Action) -> list[Action]:
    """The legal actions of ``action``'s kind and amount, without listing every bid."""
    if action.kind == "pass":
        return [PASS]
    amount = action.get("amount")
    if action.kind == "bid" and type(amount) is int and bidding(s)["high"] < amount <= s["notes"][seat]:
        return [bid_action(amount)]
    return []


def apply(s: State, D: Catalog, seat: int, action: Action, ev: list[Event]) -> None:
    b = bidding(s).copy()
    b["out"] = out = list(b["out"])
    s["bid"] = b
    if action.kind == "bid":
        amount = action["amount"]
        b["high"], b["leader"] = amount, seat
        ev.append(event("BidMade", say("batavia-bid", seat=seat, amount=amount), "all", amount=amount))
    else:
        out[seat] = True
        ev.append(event("BidPassed", say("batavia-passed", seat=seat), "all"))
    remaining = [i for i in range(s["players"]) if not out[i]]
    if not remaining:
        return _all_passed(s, D, ev)
    leader = b["leader"]
    if leader is not None and remaining == [leader]:
        return _won(s, D, leader, b["high"], ev)
    nxt = left_of(s, seat)
    while out[nxt]:
        nxt = left_of(s, nxt)
    b["turn"] = nxt


def payments(players: int, seat: int, amount: int) -> list[int]:
    """Notes each player receives: one after the other, beginning on the payer's left, never
    to the payer."""
    got = [0] * players
    i = seat
    for _ in range(amount):
        i = (i + 1) % players
        if i == seat:
            i = (i + 1) % players
        got[i] += 1
    return got


def _won(s: State, D: Catalog, seat: int, amount: int, ev: list[Event]) -> None:
    got = payments(s["players"], seat, amount)
    notes = list(s["notes"])
    notes[seat] -= amount
    for i, k in enumerate(got):
        notes[i] += k
    s["notes"] = notes
    cc = D.card_company
    cards = s["display"]
    s["hands"] = list(s["hands"])
    s["hands"][seat] = list(s["hands"][seat])
    ships.add_to_hand(s, seat, cards)
    s["display"] = []
    s["starter"] = seat
    s["bid"] = None
    ev.append(event("AuctionWon", say("batavia-auction-won", seat=seat, amount=amount, count=len(cards)),
                    "all", amount=amount, payments=got,
                    cards=[D.company_ids[cc[c]] for c in cards]))
    begin_moves(s)


def _all_passed(s: State, D: Catalog, ev: list[Event]) -> None:
    """The cards stay open for the next auction and the starter does not change; in the first
    round the auctioneer becomes the starter (the auctioneer is always last round's starter)."""
    s["starter"] = s["auctioneer"]
    s["bid"] = None
    ev.append(event("AuctionPassed", say("batavia-auction-all-passed", seat=s["auctioneer"], cards=len(s["display"])),
                    "all"))
    begin_moves(s)
