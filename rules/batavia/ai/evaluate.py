"""How good a state is for one seat, in gold: its projected final score against the others'.

The projection is the rulebook's scoring (Scoring) as it would stand now: warehouses, the
most notes, the Target Counter, the Company Seals once every hand is laid out, exchanged gold.
A warehouse whose commodity can still be taken is shared by how likely each seat is to end
with the most crates, counting the counters still ahead of its merchant (a merchant that
jumps far ahead gives up the counters it passed).
Then what has not yet become gold, weighed by how much of the game is left: ship cards in
hand (every move needs them), notes (they buy cards at auction), counters held (a later
exchange of more companies pays more: 1/3/6/10/15), seals held now (a player holding one
may lay out any card and move again). Other seats' hands are counted by their size only
(one fifth per company), so a determinization's guess at them does not sway the projection.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.batavia import scoring, ships
from rules.batavia.components import Catalog
from rules.batavia.state import State


@dataclass(frozen=True)
class Weights:
    """Gold a not-yet-scored thing is worth early in the game (scaled down as it ends). The
    defaults were tuned against the greedy baseline (tests/bench/ai_batavia.py)."""

    card: float = 1.4        # a ship card in hand
    note: float = 0.35       # a promissory note
    seal_now: float = 1.5    # a seal held now: the next move needs only one card
    keep: float = 0.55       # chance a held set of counters grows by one more company
    leader: float = 0.6      # margin against the best other seat (the rest: their mean)
    soft: float = 3.0        # how surely a warehouse lead holds (0: only as it scores now)
    reach: float = 0.5       # crates a counter still ahead may bring, shared by who can reach it


PLAIN = Weights()


def progress(s: State, D: Catalog) -> float:
    """How far the game has gone, 0 to 1: the most advanced merchant's place on the line of
    hexes; 1 once the Target Counter is taken (the game ends with the round)."""
    if s["target"] is not None or s["phase"] == "over":
        return 1.0
    furthest = max(s["merchants"])
    return min(1.0, max(0.0, (furthest + 1) / D.hexes))


def _projected_seals(s: State, D: Catalog, me: int) -> list[int]:
    """Seals each seat would hold with every hand laid out: the seat's own hand as it is,
    others' hands as their size spread evenly over the companies."""
    n = s["players"]
    share = [len(h) / D.companies for h in s["hands"]]
    mine = ships.hand_counts(s, D, me)
    held = [0] * n
    for c in range(D.companies):
        best, holder = -1.0, -1
        for seat in range(n):
            k = len(s["laid"][seat][c]) + (mine[c] if seat == me else share[seat])
            if k > best + 1e-9:
                best, holder = k, seat
            elif abs(k - best) <= 1e-9:
                holder = -1
        if holder >= 0 and best > 0:
            held[holder] += 1
    return held


def _warehouses(s: State, D: Catalog, w: Weights) -> list[float]:
    """Each seat's warehouse gold: as it scores now where no counter of the commodity is left
    for anyone to take; else the warehouse's value shared by how likely each seat ends with
    the most crates. Each counter left counts for the seats whose merchant is still behind
    it (merchants only move forward), shared equally between them."""
    if not w.soft:
        return [float(g) for g in scoring.warehouse_gold(s, D)]
    n = s["players"]
    merchants = s["merchants"]
    behind = min(merchants)
    pc = D.post_commodity
    ahead = [[0.0] * n for _ in range(D.commodities)]
    left = [0] * D.commodities
    for h, pid in enumerate(s["hexes"]):
        if pid is None or h <= behind:
            continue
        reach = [i for i in range(n) if merchants[i] < h]
        k = pc[pid]
        left[k] += 1
        for i in reach:
            ahead[k][i] += w.reach / len(reach)
    gold = [0.0] * n
    for k, squares in enumerate(s["warehouses"]):
        crates = [0.0] * n
        for seat in squares:
            if seat is not None:
                crates[seat] += 1
        most = max(crates)
        if not left[k]:
            if most:
                top = [i for i in range(n) if crates[i] == most]
                value = D.values[k] if len(top) == 1 else D.ties[k]
                for i in top:
                    gold[i] += value
            continue
        f = [crates[i] + ahead[k][i] for i in range(n)]
        top_f = max(f)
        weights = [math.exp(w.soft * (x - top_f)) for x in f]
        total = sum(weights)
        for i in range(n):
            gold[i] += D.values[k] * weights[i] / total
    return gold


def _counters_worth(held: list[str], D: Catalog, left: float, w: Weights) -> float:
    """Gold a set of held counters may still bring: exchanged as they are, or after one
    more company joins them (likelier early in the game)."""
    companies = len({D.post_company[p] for p in held})
    if not companies:
        return 0.0
    gold = D.comp.exchange_gold
    now = gold[companies - 1]
    if companies >= len(gold):
        return float(now)  # all five: no new company can join; exchange at the next chance
    grow = w.keep * left
    return grow * gold[companies] + (1 - grow) * now * 0.9


def worth(s: State, D: Catalog, me: int, w: Weights = PLAIN) -> list[float]:
    """Each seat's projected gold as seen by seat ``me``."""
    n = s["players"]
    left = 1.0 - progress(s, D)
    wh = _warehouses(s, D, w)
    nt = scoring.notes_gold(s, D)
    seals = _projected_seals(s, D, me)
    out = []
    for seat in range(n):
        v = float(wh[seat] + nt[seat] + D.comp.seal_gold * seals[seat] + s["gold"][seat])
        if s["target"] == seat:
            v += D.comp.target_gold
        if s["phase"] != "over":
            v += _counters_worth(s["counters"][seat], D, left, w)
            if left > 0:
                v += left * (w.card * len(s["hands"][seat]) + w.note * s["notes"][seat]
                             + w.seal_now * sum(1 for h in s["seals"] if h == seat))
        out.append(v)
    return out


def margin(s: State, D: Catalog, me: int, w: Weights = PLAIN) -> float:
    """The seat's projected gold less the others': the best of them, and their mean."""
    v = worth(s, D, me, w)
    others = [x for i, x in enumerate(v) if i != me]
    return v[me] - (w.leader * max(others) + (1 - w.leader) * sum(others) / len(others))
