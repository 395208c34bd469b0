"""Ship cards: the stack and its discards, hands, laid-out cards, majorities and Company
Seals, the Cannon and ship pieces on the ship scale, and pirate attacks."""

from __future__ import annotations

from bisect import bisect_left

from rules.batavia import wording
from rules.batavia.components import Catalog
from rules.batavia.state import State
from rules.batavia.wording import say
from rules.core import Event, Rng, event


# -- the stack ------------------------------------------------------------------------------
def take_from_stack(s: State, D: Catalog, count: int, ev: list[Event]) -> list[str]:
    """The top ``count`` cards of the stack. A stack that runs out is re-formed from the
    well-shuffled discards (rulebook, Ship Card Auction, note); with both empty, fewer."""
    deck = s["deck"]
    out: list[str] = []
    for _ in range(count):
        if not deck:
            if not s["discard"]:
                break
            rng = Rng(s["rng"])
            deck = rng.shuffled(s["discard"])
            s["rng"] = rng.state
            s["deck"] = deck
            s["discard"] = []
            ev.append(event("StackReformed", say("batavia-stack-reformed", cards=len(deck)), "all"))
        out.append(deck.pop())
    return out


def add_to_hand(s: State, seat: int, cards: list[str]) -> None:
    hand = s["hands"][seat]
    hand.extend(cards)
    hand.sort()


def hand_counts(s: State, D: Catalog, seat: int) -> list[int]:
    """Cards of each company in a hand. Hands are kept sorted by card id, so each company's
    cards are one run found by bisection."""
    hand = s["hands"][seat]
    return [bisect_left(hand, hi) - bisect_left(hand, lo) for lo, hi in D.card_ranges]


# -- majorities -----------------------------------------------------------------------------
def laid_counts(s: State, seat: int) -> list[int]:
    return [len(cards) for cards in s["laid"][seat]]


def majorities(s: State, seat: int, extra: list[int] | None = None) -> list[int]:
    """Companies in which ``seat`` has more cards laid out than any other player (with
    ``extra`` more of its own laid out): "an equal number of cards does not count".
    The seals show who holds each strict majority now, which spares most counting."""
    out = []
    laid = s["laid"]
    piles = laid[seat]
    for c, holder in enumerate(s["seals"]):
        mine = len(piles[c]) + (extra[c] if extra else 0)
        if not mine:
            continue
        if holder == seat:
            out.append(c)
        elif holder is not None:
            if mine > len(laid[holder][c]):
                out.append(c)
        else:  # nobody holds it: the top is tied (or empty)
            best = 0
            for other, theirs in enumerate(laid):
                if other != seat and len(theirs[c]) > best:
                    best = len(theirs[c])
            if mine > best:
                out.append(c)
    return out


def seal_holders(s: State) -> list[int | None]:
    """Each company's seal: the player with a strict majority of its laid-out cards, else the
    board (a tie with the previous holder puts the seal back)."""
    n = s["players"]
    out: list[int | None] = []
    for c in range(len(s["ships"])):
        best, holder = 0, None
        for seat in range(n):
            k = len(s["laid"][seat][c])
            if k > best:
                best, holder = k, seat
            elif k == best:
                holder = None
        out.append(holder if best else None)
    return out


def lay_out(s: State, D: Catalog, seat: int, counts: list[int]) -> None:
    """Move ``counts[c]`` cards of each company from the hand to the table."""
    hand = s["hands"][seat]
    piles = s["laid"][seat]
    cc = D.card_company
    want = list(counts)
    keep = []
    for card in reversed(hand):
        c = cc[card]
        if want[c]:
            want[c] -= 1
            piles[c].append(card)
        else:
            keep.append(card)
    keep.reverse()
    s["hands"][seat] = keep


def update_scale(s: State, D: Catalog, ev: list[Event]) -> None:
    """Ship pieces, the Cannon (it stays on the last space beyond it) and the seals, after
    cards were laid out or gathered in; a seal event for each seal that changed hands."""
    n = s["players"]
    ships = [sum(len(s["laid"][seat][c]) for seat in range(n)) for c in range(D.companies)]
    s["ships"] = ships
    s["cannon"] = min(sum(ships), D.comp.ship_scale)
    before = s["seals"]
    after = seal_holders(s)
    s["seals"] = after
    for c, (old, new) in enumerate(zip(before, after, strict=True)):
        if old == new:
            continue
        cid = D.company_ids[c]
        if new is None:
            ev.append(event("SealReturned", say("batavia-seal-returned", company=cid, from_seat=old), "all",
                            company=cid))
        elif old is None:
            ev.append(event("SealTaken", say("batavia-seal-taken", seat=new, company=cid), "all", company=cid))
        else:
            ev.append(event("SealTaken", say("batavia-seal-taken-from", seat=new, company=cid, from_seat=old),
                            "all", company=cid))


# -- pirates --------------------------------------------------------------------------------
def pirate_attack(s: State, D: Catalog, ev: list[Event]) -> None:
    """When the Cannon reaches its space (21 with 3 players, 25 with 4-5), every company with
    the most cards laid out loses all of them to the discards; then the scale is recounted."""
    if s["cannon"] < D.comp.attack_at[s["players"]]:
        return
    most = max(s["ships"])
    hit = [c for c, k in enumerate(s["ships"]) if k == most]
    sunk = 0
    for piles in s["laid"]:
        for c in hit:
            sunk += len(piles[c])
            s["discard"].extend(piles[c])
            piles[c] = []
    ev.append(event("PiratesAttacked", say("batavia-pirates", companies=[wording.company(D.company_ids[c]) for c in hit],
                                           cards=sunk, cannon=s["cannon"]), "all",
                    companies=[D.company_ids[c] for c in hit]))
    update_scale(s, D, ev)
