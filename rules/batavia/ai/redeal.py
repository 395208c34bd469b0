"""A full state consistent with one seat's view: what the seat sees is copied, what it cannot
see is dealt again at random (a determinization), so the engine can play the game on.

Ship cards differ only by company, so each company's 22 cards are counted: those in the
seat's hand, laid out and on display are seen; the rest (other hands, the stack, the
discards) are shuffled and dealt into the hand sizes, stack size and discard count the view
shows. Trading post counters: every face-down group of five holds one counter of each
company (the setup deals them so), drawn from the counters not seen on the board, not held
and not in a warehouse square (a counter taken always put a crate there, unless its player
had none left); what is left is out of play, exchanged. Other players' note counts are
hidden: the notes they hold together (75 per 5 players, less the seat's own) are split
between them at random. The generator is a fresh random number. Nothing here reads more
than the view: two states that differ only in what the seat cannot see give the same
determinization for the same ``random.Random``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.batavia.components import Catalog
from rules.batavia.state import START, TARGET, Pending, State


def position(pos: Any) -> int:
    """A merchant's place in the view ("start", "target" or hex 1-35) as the state holds it."""
    if pos == "start":
        return START
    if pos == "target":
        return TARGET
    return int(pos) - 1


def _card_ids(D: Catalog) -> list[list[str]]:
    ids: list[list[str]] = [[] for _ in range(D.companies)]
    for cid in D.cards:
        ids[D.card_company[cid]].append(cid)
    return ids


def _deal_cards(view: Mapping[str, Any], D: Catalog, rng: random.Random) -> dict[str, Any]:
    """hands, laid, display, deck and discard with card ids, consistent with the view."""
    n = view["players"]
    me = view["you"]["seat"]
    index = D.company_index
    own = list(view["you"]["hand"])
    owned = set(own)
    # unseen ids first: those in the seat's hand are the only ids the view names
    free = [[cid for cid in ids if cid not in owned] for ids in _card_ids(D)]

    def take(c: int) -> str:
        return free[c].pop()

    laid = [[[take(c) for _ in range(seat["laid"][cid])] for c, cid in enumerate(D.company_ids)]
            for seat in view["seats"]]
    display = [take(index[cid]) for cid in view["display"]]
    pool = [cid for ids in free for cid in ids]
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for seat in range(n):
        if seat == me:
            hands.append(sorted(own))
            continue
        k = view["seats"][seat]["hand"]
        hands.append(sorted(pool[:k]))
        del pool[:k]
    stack = view["stack"]
    deck, discard = pool[:stack], pool[stack:]
    return {"hands": hands, "laid": laid, "display": display, "deck": deck, "discard": discard}


def _deal_counters(view: Mapping[str, Any], D: Catalog, rng: random.Random) -> tuple[list[str | None], list[str]]:
    """The hexes (face-down counters re-dealt) and the counters out of play."""
    by_pair = {(D.post_company[p], D.post_commodity[p]): p for p in D.posts}
    on_board = {h["post"] for h in view["hexes"] if "post" in h}
    held = {c["post"] for seat in view["seats"] for c in seat["counters"]}
    stored = {by_pair[(D.company_index[cid], D.commodity_index[kid])]
              for kid, squares in view["warehouses"].items() for cid, seat in squares.items()
              if seat is not None and (D.company_index[cid], D.commodity_index[kid]) in by_pair}
    unseen = sorted(set(D.posts) - on_board - held)
    likely = [[p for p in unseen if p not in stored and D.post_company[p] == c] for c in range(D.companies)]
    rest = [[p for p in unseen if p in stored and D.post_company[p] == c] for c in range(D.companies)]
    for c in range(D.companies):
        rng.shuffle(likely[c])
        rng.shuffle(rest[c])
    hexes: list[str | None] = [h.get("post") for h in view["hexes"]]
    down = [i for i, h in enumerate(view["hexes"]) if h.get("face_down")]
    step = D.companies
    for start in range(0, len(down), step):
        group = down[start:start + step]
        picks = []
        for c in range(D.companies):
            source = likely[c] if likely[c] else rest[c]
            if source:
                picks.append(source.pop())
        rng.shuffle(picks)
        for h, p in zip(group, picks, strict=False):
            hexes[h] = p
    placed = {p for p in hexes if p is not None}
    exchanged = sorted(set(unseen) - placed)
    return hexes, exchanged


def _notes(view: Mapping[str, Any], D: Catalog, rng: random.Random) -> list[int]:
    n = view["players"]
    me = view["you"]["seat"]
    mine = view["you"]["notes"]
    others = [i for i in range(n) if i != me]
    left = D.comp.notes_per_player * n - mine
    notes = [0] * n
    notes[me] = mine
    # an even split, then a few notes moved between others at random (payments are public
    # at the table, but the view keeps only the seat's own count)
    for i, seat in enumerate(others):
        notes[seat] = left // len(others) + (1 if i < left % len(others) else 0)
    for _ in range(len(others)):
        a, b = rng.sample(others, 2) if len(others) > 1 else (others[0], others[0])
        if a != b and notes[a] > 0:
            notes[a] -= 1
            notes[b] += 1
    return notes


def state_from_view(view: Mapping[str, Any], D: Catalog, rng: random.Random) -> State:
    """A state the seat of ``view`` cannot tell from the true one (see the module's text)."""
    n = view["players"]
    me = view["you"]["seat"]
    cards = _deal_cards(view, D, rng)
    hexes, exchanged = _deal_counters(view, D, rng)
    ids = D.company_ids
    a = view["auction"]
    phase = view["phase"]
    moved = 0
    if phase == "moves" and view["turn"] is not None and view["starter"] is not None:
        moved = (view["turn"] - view["starter"]) % n
    s: State = {
        "players": n, "open": view["open"], "rng": rng.getrandbits(63), "round": view["round"],
        "phase": phase, "auctioneer": view["auctioneer"], "starter": view["starter"], "die": view["die"],
        "deck": cards["deck"], "discard": cards["discard"], "display": cards["display"],
        "bid": None if a is None else {"high": a["high"], "leader": a["leader"], "turn": a["turn"],
                                       "out": [i in a["passed"] for i in range(n)]},
        "turn": view["turn"], "moved": moved,
        # whether anything was drawn or laid out this round is not in the view: a round under
        # way counts as busy (it matters only with the stack and the discards both empty)
        "idle": moved == 0,
        "pending": None,
        "hexes": hexes, "revealed": view["revealed"],
        "merchants": [position(seat["merchant"]) for seat in view["seats"]],
        "target": view["target"],
        "hands": cards["hands"], "notes": _notes(view, D, rng),
        "laid": cards["laid"], "cannon": view["cannon"],
        "ships": [view["ships"][cid] for cid in ids],
        "seals": [view["seals"][cid] for cid in ids],
        "counters": [[c["post"] for c in seat["counters"]] for seat in view["seats"]],
        "exchanged": exchanged,
        "gold": [seat["gold"] for seat in view["seats"]],
        "crates": [seat["crates"] for seat in view["seats"]],
        "warehouses": [[view["warehouses"][kid][cid] for cid in ids] for kid in D.commodity_ids],
    }
    p = view["you"]["pending"]
    if p is not None:
        pending: Pending = {"step": p["step"], "lay": [p["lay"][cid] for cid in ids],
                            "to": None if p["to"] is None else position(p["to"])}
        if p.get("offer"):
            pending["offer"] = [p["offer"]["counters"], p["offer"]["gold"]]
        s["pending"] = pending
    if phase == "moves" and s["turn"] != me:
        s["pending"] = None
    return s
