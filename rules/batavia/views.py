"""What one seat may see (None: the public). One place strips every secret: other hands
(their sizes are public), each player's promissory note count (players need not show it;
every payment is public), face-down counters, the stack's order and the generator. The
move being built is shown only to its player."""

from __future__ import annotations

from typing import Any

from rules.batavia import refusals, ships
from rules.batavia.components import Catalog
from rules.batavia.scoring import scores
from rules.batavia.state import START, TARGET, State


def _hex(s: State, D: Catalog, h: int) -> dict[str, Any]:
    pid = s["hexes"][h]
    if pid is None:
        return {"hex": h + 1, "empty": True}
    if h >= s["revealed"]:
        return {"hex": h + 1, "face_down": True}
    return {"hex": h + 1, "post": pid, "company": D.company_ids[D.post_company[pid]],
            "commodity": D.commodity_ids[D.post_commodity[pid]]}


def _position(pos: int) -> Any:
    if pos == START:
        return "start"
    if pos == TARGET:
        return "target"
    return pos + 1


def notes_token(seat: int, notes: int) -> str:
    """A distinctive string for a seat's own note count (the test kit checks it never
    appears in another seat's view)."""
    return f"notes/seat{seat}/{notes}"


def view(s: State, D: Catalog, seat: int | None, to_move: list[int], labels: list[str] | None) -> dict[str, Any]:
    ids = D.company_ids
    n = s["players"]
    over = s["phase"] == "over"
    cc = D.card_company
    b = s["bid"]
    v: dict[str, Any] = {
        "game": "batavia",
        "players": n,
        "round": s["round"],
        "phase": s["phase"],
        "open": s["open"],
        "to_move": to_move,
        "auctioneer": s["auctioneer"],
        "starter": s["starter"],
        "turn": s["turn"],
        "die": s["die"],
        "display": [ids[cc[c]] for c in s["display"]],
        "auction": None if b is None else {
            "high": b["high"], "leader": b["leader"], "turn": b["turn"],
            "passed": [i for i in range(n) if b["out"][i]]},
        "stack": len(s["deck"]),
        "discards": len(s["discard"]),
        "hexes": [_hex(s, D, h) for h in range(D.hexes)],
        "revealed": s["revealed"],
        "target": s["target"],
        "cannon": s["cannon"],
        "pirates_at": D.comp.attack_at[n],
        "ships": dict(zip(ids, s["ships"], strict=True)),
        "seals": dict(zip(ids, s["seals"], strict=True)),
        "warehouses": {D.commodity_ids[k]: dict(zip(ids, squares, strict=True))
                       for k, squares in enumerate(s["warehouses"])},
        "exchanged": len(s["exchanged"]),
        "seats": [{
            "seat": i,
            "merchant": _position(s["merchants"][i]),
            "hand": len(s["hands"][i]),
            "laid": dict(zip(ids, ships.laid_counts(s, i), strict=True)),
            "counters": [{"post": p, "company": ids[D.post_company[p]],
                          "commodity": D.commodity_ids[D.post_commodity[p]]} for p in s["counters"][i]],
            "gold": s["gold"][i],
            "crates": s["crates"][i],
            "notes": s["notes"][i] if over else None,
        } for i in range(n)],
    }
    if over:
        v["scores"] = scores(s, D)
    if seat is not None:
        hand = s["hands"][seat]
        counts = ships.hand_counts(s, D, seat)
        you: dict[str, Any] = {
            "seat": seat,
            "hand": list(hand),
            "hand_by_company": dict(zip(ids, counts, strict=True)),
            "notes": s["notes"][seat],
            "notes_token": notes_token(seat, s["notes"][seat]),
            "pending": None,
            "legal": labels or [],
            # why the seat may not lay out cards now, or not stop laying out: the rule's
            # name for the panel ("no-majority", "target-taken"), None when it may
            "blocked": refusals.blocked(s, D, seat),
        }
        p = s["pending"]
        if p is not None and s["turn"] == seat:
            you["pending"] = {"step": p["step"], "lay": dict(zip(ids, p["lay"], strict=True)),
                              "to": None if p["to"] is None else _position(p["to"]),
                              # the exchange offered once the move is on the table (step 3)
                              "offer": {"counters": p["offer"][0], "gold": p["offer"][1]} if p.get("offer") else None}
        v["you"] = you
    return v
