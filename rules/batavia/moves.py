"""B. Player moves, from the starter clockwise: draw 2 ship cards, or play ship cards.

Playing cards is a sequence of small decisions held in ``pending``, in the rulebook's order
(Play Ship Cards, steps 1-3): lay out one card of a company at a time ("lay"), "done"; then,
when several seals allow, the company to sail for ("sail"). That plays steps 1 and 2 at
once: the cards go on the table, the merchant moves and takes its counter, and the next 5
counters are turned face up when it stopped on one of the last 5 open ones. Until then
"cancel" drops the move and others see nothing of it; afterwards the move is on the table.
Then step 3, when the new counter's company is new to the player: the exchange, decided
with the counters just turned up in view ("exchange" / "keep"; no cancel: the counters
have been seen). Then the pirates may attack and the next player moves; after the last, a
new round, or the scoring: once the Target Counter is taken, or after a round in which
nobody laid out a card or could draw one (rules/batavia/data/README.md)."""

from __future__ import annotations

from functools import cache

from rules.batavia import auction, posts, scoring, ships, wording
from rules.batavia.components import Catalog
from rules.batavia.state import TARGET, Pending, State, building, left_of, on_move, post_on
from rules.batavia.wording import say
from rules.core import Action, Event, event, msg

CANCEL = Action.make("cancel", msg("batavia-action-cancel"))
DONE = Action.make("done", msg("batavia-action-done"))
KEEP = Action.make("keep", msg("batavia-action-keep"))


@cache
def draw_action(count: int) -> Action:
    return Action.make("draw", msg("batavia-action-draw", count=count))


# The same decision when no ship card is left to draw (equality ignores the label).
DRAW_NOTHING = Action.make("draw", msg("batavia-action-draw-nothing"))


@cache
def lay_action(cid: str) -> Action:
    return Action.make("lay", msg("batavia-action-lay", company=cid), company=cid)


@cache
def sail_action(cid: str, kid: str, hex_number: int) -> Action:
    return Action.make("sail", msg("batavia-action-sail", post=wording.post(cid, kid, hex_number)), company=cid)


@cache
def exchange_action(counters: int, gold: int) -> Action:
    return Action.make("exchange", msg("batavia-action-exchange", counters=counters, gold=gold))


def nothing_to_draw(s: State) -> bool:
    return not s["deck"] and not s["discard"]


def to_move(s: State) -> list[int]:
    return [on_move(s)]


# -- what may be played -----------------------------------------------------------------------
def lay_is_valid(s: State, D: Catalog, seat: int, lay: list[int]) -> bool:
    """At least one card, holding a majority afterwards (Case 1: already held, Case 2:
    created); once the Target Counter is taken, a majority whose counter lies ahead."""
    if not any(lay):
        return False
    seals = ships.majorities(s, seat, lay)
    if not seals:
        return False
    if s["target"] is None:
        return True
    return bool(posts.destinations(s, D, seat, seals))


def can_play(s: State, D: Catalog, seat: int, hand: list[int]) -> bool:
    """Whether some lay-out from the hand is valid. Laying out more never loses a majority
    of one's own, so the whole hand is the best test."""
    return lay_is_valid(s, D, seat, hand)


def options(s: State, D: Catalog, seat: int) -> list[Action]:
    p = s["pending"]
    hand = ships.hand_counts(s, D, seat)
    ids = D.company_ids
    if p is None:
        acts = [DRAW_NOTHING if nothing_to_draw(s) else draw_action(D.comp.draw_cards)]
        if can_play(s, D, seat, hand):
            acts += [lay_action(ids[c]) for c in range(D.companies) if hand[c]]
        return acts
    step = p["step"]
    if step == "lay":
        lay = p["lay"]
        acts = [lay_action(ids[c]) for c in range(D.companies) if hand[c] > lay[c]]
        if lay_is_valid(s, D, seat, lay):
            acts.append(DONE)
    elif step == "sail":
        acts = [sail_action(ids[c], D.commodity_ids[D.post_commodity[post_on(s, h)]], h + 1)
                for c, h in posts.destinations(s, D, seat, ships.majorities(s, seat, p["lay"]))]
    else:  # exchange
        if "offer" in p:  # the move is on the table: only step 3 is left, no cancel
            return [exchange_action(*p["offer"]), KEEP]
        # a move begun under format 1 (rules/batavia/saved.py): nothing of it played yet
        offer = posts.exchange_offer(s, D, seat, _destination(p))
        acts = [exchange_action(*offer), KEEP] if offer else [KEEP]
    acts.append(CANCEL)
    return acts


def options_of_kind(s: State, D: Catalog, seat: int, action: Action) -> list[Action]:
    """The legal actions of ``action``'s kind (the same as filtering ``options``), cheaper
    for the card-by-card lay-out, the most frequent decision."""
    kind = action.kind
    if kind != "lay":
        return [a for a in options(s, D, seat) if a.kind == kind]
    p = s["pending"]
    if p is not None and p["step"] != "lay":
        return []
    hand = ships.hand_counts(s, D, seat)
    ids = D.company_ids
    if p is None:
        return [lay_action(ids[c]) for c in range(D.companies) if hand[c]] if can_play(s, D, seat, hand) else []
    lay = p["lay"]
    return [lay_action(ids[c]) for c in range(D.companies) if hand[c] > lay[c]]


# -- applying ---------------------------------------------------------------------------------
def apply(s: State, D: Catalog, seat: int, action: Action, ev: list[Event]) -> None:
    kind = action.kind
    if kind == "draw":
        return _draw(s, D, seat, ev)
    if kind == "cancel":
        s["pending"] = None
        ev.append(event("MoveCancelled", say("batavia-move-cancelled", seat=seat), seat))
        return
    if kind == "lay":
        c = D.company_index[action["company"]]
        began = s["pending"]
        lay = [0] * D.companies if began is None else list(began["lay"])
        lay[c] += 1
        s["pending"] = {"step": "lay", "lay": lay, "to": None} if began is None else {**began, "lay": lay}
        return
    p = building(s)  # every later decision of a move continues the one begun by "lay"
    if kind == "done":
        dest = posts.destinations(s, D, seat, ships.majorities(s, seat, p["lay"]))
        if len(dest) > 1:
            s["pending"] = {**p, "step": "sail"}
            return
        return _arrive(s, D, seat, dest[0][1] if dest else TARGET, ev)
    if kind == "sail":
        c = D.company_index[action["company"]]
        return _arrive(s, D, seat, posts.next_post(s, D, seat, c), ev)
    # exchange / keep
    if "offer" not in p:  # a move begun under format 1: steps 1 and 2 are played now
        _play(s, D, seat, p["lay"], _destination(p), ev)
    _decide(s, D, seat, ev, kind == "exchange")


def _arrive(s: State, D: Catalog, seat: int, h: int, ev: list[Event]) -> None:
    """Steps 1 and 2 are played; step 3, the exchange, is offered when the new counter's
    company is new among the player's counters, with the counters turned up in view."""
    offer = None if h == TARGET else posts.exchange_offer(s, D, seat, h)
    lay = building(s)["lay"]
    s["pending"] = None
    _play(s, D, seat, lay, h, ev)
    if offer is None:
        _next(s, D, ev)
        return
    s["pending"] = {"step": "exchange", "lay": [0] * D.companies, "to": h, "offer": list(offer)}


def _destination(p: Pending) -> int:
    """The hex of a move's exchange (known once the step is "exchange")."""
    if p["to"] is None:
        raise RuntimeError("an exchange without its hex")
    return p["to"]


def _draw(s: State, D: Catalog, seat: int, ev: list[Event]) -> None:
    cards = ships.take_from_stack(s, D, D.comp.draw_cards, ev)
    ships.add_to_hand(s, seat, cards)
    cc = D.card_company
    if cards:
        s["idle"] = False
        ev.append(event("CardsDrawn", say("batavia-drew", seat=seat, count=len(cards)), "all", count=len(cards)))
    else:
        ev.append(event("CardsDrawn", say("batavia-drew-nothing", seat=seat), "all", count=0))
    ev.append(event("CardsDrawnPrivately", say("batavia-drew-cards", seat=seat, count=len(cards),
                    cards=wording.card_list(D.company_ids, [cc[c] for c in cards])), seat, reveals=True))
    _next(s, D, ev)


def _play(s: State, D: Catalog, seat: int, lay: list[int], h: int, ev: list[Event]) -> None:
    """Steps 1 and 2: cards on the table, scale and seals, the merchant, the counter and its
    crate, the next counters turned up; one summary line first, then the details."""
    s["idle"] = False
    details: list[Event] = []
    ships.lay_out(s, D, seat, lay)
    ships.update_scale(s, D, details)
    stored = pid = None
    if h == TARGET:
        details.append(posts.take_target(s, seat))
        dest = msg("batavia-the-target")
    else:
        pid = post_on(s, h)
        dest = wording.post(D.company_ids[D.post_company[pid]], D.commodity_ids[D.post_commodity[pid]], h + 1)
        stored = posts.land(s, D, seat, h)
        if not s["open"]:
            posts.reveal(s, D, h, details)
    ev.append(event("CardsPlayed", say("batavia-played", seat=seat, cards=wording.cards(D.company_ids, lay),
                                       destination=dest, stored=stored), "all",
                    cards={D.company_ids[c]: k for c, k in enumerate(lay) if k}, hex=None if h == TARGET else h + 1, post=pid,
                    stored=stored))
    ev.extend(details)


def _decide(s: State, D: Catalog, seat: int, ev: list[Event], exchange: bool) -> None:
    """Step 3: the counters exchanged for gold, or kept; then the move is over."""
    s["pending"] = None
    if exchange:
        posts.exchange(s, D, seat, ev)
    else:
        ev.append(event("CountersKept", say("batavia-counters-kept", seat=seat, counters=len(s["counters"][seat])),
                        "all"))
    _next(s, D, ev)


def _next(s: State, D: Catalog, ev: list[Event]) -> None:
    """After a move: the pirates, then the next player, a new round or the end."""
    ships.pirate_attack(s, D, ev)
    s["moved"] += 1
    if s["moved"] < s["players"]:
        s["turn"] = left_of(s, on_move(s))
        return
    if s["target"] is not None:
        scoring.finish(s, D, ev)
        return
    if s["idle"] and nothing_to_draw(s):
        # nobody laid out a card or could draw one: going round again changes nothing
        ev.append(event("NothingLeftToDo", say("batavia-nothing-left-to-do"), "all"))
        scoring.finish(s, D, ev)
        return
    s["round"] += 1
    starter = s["starter"]
    assert starter is not None  # the round's auction gave the ship to a starter
    s["auctioneer"] = starter
    s["turn"] = None
    auction.begin(s, D, ev)
