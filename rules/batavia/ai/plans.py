"""Whole moves (the rulebook's "Draw Ship Cards" or "Play Ship Cards" steps 1-3) as plans,
played on a state with the engine, and the one small decision a plan takes next.

The engine asks a move card by card (lay, lay, done, sail, exchange); the AI thinks in
whole moves and answers the small decision its chosen move needs now. The lay-outs worth
considering are few: just enough cards of one company to hold its majority (or one more,
to hold it against the next player), two such majorities at once, or, holding a seal
already, a single card of any company; each extends what is already laid out in the move
being built.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.batavia import auction, moves, posts, ships
from rules.batavia.components import Catalog
from rules.batavia.state import TARGET, State, bidding, copy_state, post_on
from rules.core import Action, Event


@dataclass(frozen=True)
class Plan:
    """A whole move: ``lay`` None draws; else the cards of each company laid out, ``sail``
    the company sailed for (None: the only destination, or the Target Counter) and whether
    the counters are exchanged when the new one allows it."""

    lay: tuple[int, ...] | None
    sail: int | None = None
    exchange: bool = False

    @property
    def draws(self) -> bool:
        return self.lay is None


DRAW = Plan(None)


def _laid_so_far(s: State, D: Catalog) -> list[int]:
    p = s["pending"]
    return list(p["lay"]) if p is not None and p["step"] in ("lay", "sail") else [0] * D.companies


def lay_outs(s: State, D: Catalog, seat: int) -> list[tuple[int, ...]]:
    """The lay-outs worth considering, each extending the move being built."""
    hand = ships.hand_counts(s, D, seat)
    base = _laid_so_far(s, D)
    mine = ships.laid_counts(s, seat)
    others = [max((len(s["laid"][o][c]) for o in range(s["players"]) if o != seat), default=0)
              for c in range(D.companies)]
    need = [max(others[c] + 1 - mine[c] - base[c], 0) for c in range(D.companies)]
    spare = [hand[c] - base[c] for c in range(D.companies)]
    out: set[tuple[int, ...]] = set()

    def add(extra: dict[int, int]) -> None:
        lay = list(base)
        for c, k in extra.items():
            if k > spare[c]:
                return
            lay[c] += k
        if any(lay):
            out.add(tuple(lay))

    if any(base):
        add({})
    reach = [c for c in range(D.companies) if 0 < need[c] <= spare[c]]
    for c in reach:
        add({c: need[c]})
        add({c: need[c] + 1})
    for i, c1 in enumerate(reach):
        for c2 in reach[i + 1:]:
            add({c1: need[c1], c2: need[c2]})
    for c in range(D.companies):
        if spare[c]:
            add({c: 1})
    return sorted(lay for lay in out if moves.lay_is_valid(s, D, seat, list(lay)))


def plans(s: State, D: Catalog, seat: int) -> list[Plan]:
    """Every plan considered for the seat's move (draw first, when the move is not begun)."""
    out: list[Plan] = []
    if s["pending"] is None:
        out.append(DRAW)
    p = s["pending"]
    if p is not None and p["step"] == "exchange":
        return [Plan(tuple(p["lay"]), None, True), Plan(tuple(p["lay"]), None, False)]
    lays = [tuple(p["lay"])] if p is not None and p["step"] == "sail" else lay_outs(s, D, seat)
    for lay in lays:
        dest = posts.destinations(s, D, seat, ships.majorities(s, seat, list(lay)))
        if not dest:
            targets: list[tuple[int | None, int]] = [(None, TARGET)]
        elif len(dest) == 1:
            targets = [(None, dest[0][1])]
        else:
            targets = [(c, h) for c, h in dest]
        for c, h in targets:
            if h != TARGET and posts.exchange_offer(s, D, seat, h):
                out += [Plan(lay, c, True), Plan(lay, c, False)]
            else:
                out.append(Plan(lay, c, False))
    return out


def next_action(s: State, D: Catalog, seat: int, plan: Plan) -> Action:
    """The small decision ``plan`` takes now (its move may be partly built)."""
    p = s["pending"]
    ids = D.company_ids
    if plan.lay is None:
        return moves.DRAW_NOTHING if moves.nothing_to_draw(s) else moves.draw_action(D.comp.draw_cards)
    if p is not None and p["step"] == "exchange":
        return moves.exchange_action(*p["offer"]) if plan.exchange and p.get("offer") else moves.KEEP
    if p is not None and p["step"] == "sail":
        c = plan.sail if plan.sail is not None else posts.destinations(
            s, D, seat, ships.majorities(s, seat, p["lay"]))[0][0]
        h = posts.next_post(s, D, seat, c)
        return moves.sail_action(ids[c], D.commodity_ids[D.post_commodity[post_on(s, h)]], h + 1)
    laid = _laid_so_far(s, D)
    for c in range(D.companies):
        if plan.lay[c] > laid[c]:
            return moves.lay_action(ids[c])
    return moves.DONE


def play(s: State, D: Catalog, seat: int, plan: Plan) -> State:
    """The state after the seat plays ``plan`` to its end (a new state; pirates, the next
    player and a new round's auction follow as the engine plays them)."""
    ev: list[Event] = []
    t = copy_state(s)
    if plan.lay is None:
        moves.apply(t, D, seat, next_action(t, D, seat, plan), ev)
        return t
    p = t["pending"]
    if p is None or p["step"] != "exchange":
        t["pending"] = {"step": "lay", "lay": list(plan.lay), "to": None}
        moves.apply(t, D, seat, moves.DONE, ev)
        if t["pending"] is not None and t["pending"]["step"] == "sail":
            moves.apply(t, D, seat, next_action(t, D, seat, plan), ev)
    p = t["pending"]
    if p is not None and p["step"] == "exchange" and t["turn"] == seat and t["phase"] == "moves":
        moves.apply(t, D, seat, next_action(t, D, seat, plan), ev)
    return t


# -- the auction --------------------------------------------------------------------------------
def auction_won_by(s: State, D: Catalog, seat: int, amount: int) -> State:
    """The state after ``seat`` bids ``amount`` (at least the last bid) and everyone still
    bidding passes (a new state)."""
    t = s.copy()
    ev: list[Event] = []
    b = bidding(t)
    if b["leader"] != seat or b["high"] != amount:
        t["bid"] = {**b, "turn": seat}
        auction.apply(t, D, seat, auction.bid_action(amount), ev)
    while t["phase"] == "auction":
        auction.apply(t, D, bidding(t)["turn"], auction.PASS, ev)
    return copy_state(t)


def auction_lost_by(s: State, D: Catalog, seat: int) -> State:
    """The state after ``seat`` passes: the leader takes the cards at the last bid; with no
    bid yet, the next one still bidding takes them for one note; with nobody left, the cards
    stay on display (a new state)."""
    t = s.copy()
    ev: list[Event] = []
    auction.apply(t, D, seat, auction.PASS, ev)
    if t["phase"] != "auction":
        return copy_state(t)
    b = bidding(t)
    if b["leader"] is None:
        nxt = b["turn"]
        if t["notes"][nxt] >= 1:
            auction.apply(t, D, nxt, auction.bid_action(1), ev)
    while t["phase"] == "auction":
        auction.apply(t, D, bidding(t)["turn"], auction.PASS, ev)
    return copy_state(t)
