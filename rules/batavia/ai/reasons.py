"""The one line of why beside an AI move, as a catalogue message (batavia.ftl, "AI players").

Every argument is something the whole table sees once the move is made: the cards on
display, the amount bid, the trading post sailed for and its warehouse, the counters
exchanged. Never the seat's hand, its notes, or anything its view hides.
"""

from __future__ import annotations

from rules.batavia import wording
from rules.batavia.ai.plans import Plan
from rules.batavia.components import Catalog
from rules.batavia.state import TARGET, State, building, post_on
from rules.core import Message, msg


def _display(s: State, D: Catalog) -> list[Message]:
    return wording.card_list(D.company_ids, [D.card_company[c] for c in s["display"]])


def bid(s: State, D: Catalog, amount: int) -> Message:
    if not s["display"]:
        return msg("batavia-ai-bid-ship", amount=amount)
    return msg("batavia-ai-bid", amount=amount, cards=_display(s, D))


def passed(s: State, D: Catalog, amount: int) -> Message:
    if not s["display"]:
        return msg("batavia-ai-pass-ship", amount=amount)
    return msg("batavia-ai-pass", amount=amount, cards=_display(s, D))


def move(before: State, after: State, D: Catalog, seat: int, plan: Plan) -> Message:
    """Why the seat drew, or sailed where it did: the warehouse lead it takes, shares or
    strengthens there, or the Target Counter."""
    if plan.lay is None:
        return msg("batavia-ai-draw")
    to = after["merchants"][seat]
    if to == TARGET:
        return msg("batavia-ai-target")
    pid = post_on(before, to)
    cid, kid = D.company_ids[D.post_company[pid]], D.commodity_ids[D.post_commodity[pid]]
    post = wording.post(cid, kid, to + 1)
    k = D.post_commodity[pid]
    was, now = _crates(before, k), _crates(after, k)
    if now[seat] > was[seat] and now[seat] == max(now):
        shared = now.count(now[seat]) > 1
        led = was[seat] > max(c for i, c in enumerate(was) if i != seat)
        how = "share" if shared else "hold" if led else "take"
        return msg("batavia-ai-warehouse", post=post, commodity=wording.commodity(kid), how=how,
                   gold=D.ties[k] if shared else D.values[k])
    return msg("batavia-ai-sail", post=post)


def _crates(s: State, k: int) -> list[int]:
    """Each seat's crates in the warehouse of commodity ``k``."""
    return [sum(1 for owner in s["warehouses"][k] if owner == seat) for seat in range(s["players"])]


def exchange(s: State, plan: Plan) -> Message:
    """Why the counters were exchanged now, or kept for a larger exchange later."""
    counters, gold = building(s)["offer"]
    if plan.exchange:
        return msg("batavia-ai-exchange", counters=counters, gold=gold)
    return msg("batavia-ai-keep", counters=counters, gold=gold)
