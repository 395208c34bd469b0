"""The end of the game and its scoring (rulebook, "Scoring").

All hands are laid out and the seals re-decided; then gold: each warehouse's value to the
player with the most crates in it (the bracket value to each player tied for the most), 5
for the most promissory notes (2 each when tied), 4 for the Target Counter, 2 per Company
Seal, plus the gold from exchanged counters. Ties share the win (rules.core.Game.winners)."""

from __future__ import annotations

from rules.batavia import ships
from rules.batavia.components import Catalog
from rules.batavia.state import State
from rules.batavia.wording import say
from rules.core import Event, event, top_seats


def finish(s: State, D: Catalog, ev: list[Event]) -> None:
    n = s["players"]
    for seat in range(n):
        ships.lay_out(s, D, seat, ships.hand_counts(s, D, seat))
    ev.append(event("HandsLaidOut", say("batavia-hands-laid-out"), "all"))
    ships.update_scale(s, D, ev)
    s["phase"] = "over"
    s["turn"] = None
    s["pending"] = None
    table = scores(s, D)
    winners = top_seats(table)
    best = table[winners[0]]["total"]
    ev.append(event("GameEnded", say("batavia-game-ended", winner_seats=winners, gold=best), "all",
                    notes=list(s["notes"]), scores=[t["total"] for t in table], winners=winners))


def warehouse_gold(s: State, D: Catalog) -> list[int]:
    n = s["players"]
    gold = [0] * n
    for k, squares in enumerate(s["warehouses"]):
        crates = [0] * n
        for seat in squares:
            if seat is not None:
                crates[seat] += 1
        most = max(crates)
        if not most:
            continue
        top = [seat for seat in range(n) if crates[seat] == most]
        value = D.values[k] if len(top) == 1 else D.ties[k]
        for seat in top:
            gold[seat] += value
    return gold


def notes_gold(s: State, D: Catalog) -> list[int]:
    notes = s["notes"]
    most = max(notes)
    top = [seat for seat, k in enumerate(notes) if k == most]
    value = D.comp.most_notes_gold if len(top) == 1 else D.comp.most_notes_tied_gold
    return [value if seat in top else 0 for seat in range(len(notes))]


def scores(s: State, D: Catalog) -> list[dict[str, int]]:
    """Per seat: warehouses, notes, target, seals, exchange, total. Before the end this is
    the scoring as it would stand with the hands not laid out."""
    n = s["players"]
    wh = warehouse_gold(s, D)
    nt = notes_gold(s, D)
    seals = ships.seal_holders(s)
    out = []
    for seat in range(n):
        row = {
            "warehouses": wh[seat],
            "notes": nt[seat],
            "target": D.comp.target_gold if s["target"] == seat else 0,
            "seals": D.comp.seal_gold * sum(1 for h in seals if h == seat),
            "exchange": s["gold"][seat],
        }
        row["total"] = sum(row.values())
        out.append(row)
    return out

