"""Trading posts: the line of hexes, moving a Merchant Figure forward, taking a counter and
storing its commodity, turning counters face up, and exchanging counters for gold."""

from __future__ import annotations

from rules.batavia import wording
from rules.batavia.components import Catalog
from rules.batavia.state import TARGET, State, post_on
from rules.batavia.wording import say
from rules.core import Event, event


def next_post(s: State, D: Catalog, seat: int, c: int) -> int:
    """The hex of the next counter of company ``c`` ahead of the seat's merchant, or -1.
    Everything else is jumped over. Only face-up counters count: the last five open hexes
    always lie ahead of every merchant, and each group of five holds one counter of each
    company, so a counter further on is never the next one."""
    hexes = s["hexes"]
    pc = D.post_company
    for h in range(s["merchants"][seat] + 1, s["revealed"]):
        pid = hexes[h]
        if pid is not None and pc[pid] == c:
            return h
    return -1


def destinations(s: State, D: Catalog, seat: int, seals: list[int]) -> list[tuple[int, int]]:
    """(company, hex) for each seal with a counter ahead."""
    out = []
    for c in seals:
        h = next_post(s, D, seat, c)
        if h >= 0:
            out.append((c, h))
    return out


def exchange_offer(s: State, D: Catalog, seat: int, h: int) -> tuple[int, int] | None:
    """(counters, gold) if taking the counter on hex ``h`` allows an exchange: its company
    is new among the counters the seat holds (rulebook, Converting counters)."""
    if h == TARGET or s["target"] == seat:
        return None
    pc = D.post_company
    held = {pc[p] for p in s["counters"][seat]}
    c = pc[post_on(s, h)]
    if c in held:
        return None
    k = len(held) + 1
    return k, D.comp.exchange_gold[k - 1]


def land(s: State, D: Catalog, seat: int, h: int) -> bool:
    """The merchant moves onto hex ``h`` and takes its counter; a crate goes to the
    warehouse square of the counter's commodity and company. Returns whether a crate was
    stored (12 crates per player: with none left the commodity is not stored)."""
    pid = post_on(s, h)
    s["hexes"][h] = None
    s["merchants"][seat] = h
    s["counters"][seat].append(pid)
    stored = s["crates"][seat] > 0
    if stored:
        s["crates"][seat] -= 1
        s["warehouses"][D.post_commodity[pid]][D.post_company[pid]] = seat
    return stored


def take_target(s: State, seat: int) -> Event:
    s["merchants"][seat] = TARGET
    s["target"] = seat
    return event("TargetTaken", say("batavia-target-taken", seat=seat), "all")


def reveal(s: State, D: Catalog, h: int, ev: list[Event]) -> None:
    """A merchant stopping on one of the last 5 open counters turns the next 5 face up."""
    step = D.comp.reveal_step
    if s["revealed"] >= D.hexes or h < s["revealed"] - step:
        return
    start = s["revealed"]
    s["revealed"] = min(start + step, D.hexes)
    shown = []
    for i in range(start, s["revealed"]):
        pid = post_on(s, i)  # turned up beyond every merchant: none taken yet
        shown.append(wording.post(D.company_ids[D.post_company[pid]], D.commodity_ids[D.post_commodity[pid]], i + 1))
    ev.append(event("PostsRevealed", say("batavia-posts-revealed", first=start + 1, last=s["revealed"], posts=shown),
                    "all", reveals=True, posts=s["hexes"][start:s["revealed"]]))


def exchange(s: State, D: Catalog, seat: int, ev: list[Event]) -> None:
    """Hand in one counter of each company held (the oldest), for 1/3/6/10/15 gold."""
    pc = D.post_company
    handed: dict[int, str] = {}
    for pid in s["counters"][seat]:
        handed.setdefault(pc[pid], pid)
    out = set(handed.values())
    s["counters"][seat] = [p for p in s["counters"][seat] if p not in out]
    s["exchanged"].extend(sorted(out))
    gold = D.comp.exchange_gold[len(out) - 1]
    s["gold"][seat] += gold
    ev.append(event("CountersExchanged", say("batavia-exchanged", seat=seat, counters=len(out), gold=gold,
                    left=len(s["counters"][seat])), "all", gold=gold))
