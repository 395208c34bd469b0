"""Phase 1, planning: every seat secretly places cards from its hand into its available
action slots (simultaneously), commits, and all plans are revealed together (page 4)."""

from __future__ import annotations

from rules.core import Action, event
from rules.mombasa.area import card_signature, describe_card
from rules.mombasa.catalog import Catalog
from rules.mombasa.state import SLOT_NAMES, State, automated_seats, player, pname, turn_order
from rules.mombasa.tasks import act
from rules.mombasa.tracks import refresh_levels


def available_slots(s: State, D: Catalog, seat: int) -> list[int]:
    p = player(s, seat)
    slots = list(range(D.player_board.action_slots))
    pb = D.player_board
    if any(sp.unlocks_slot for sp in pb.diamond[: p["diamond"] + 1]):
        slots.append(3)
    if any(sp.unlocks_slot for sp in pb.bookkeeping[: p["ink"] + 1]):
        slots.append(4)
    return slots


def start_planning(s: State, D: Catalog, ev: list) -> None:
    s["phase"] = "planning"
    s["turn"] = None
    for seat in range(s["players"]):
        p = player(s, seat)
        p["planned"] = False
        p["passed"] = False
        p["turns"] = 0
        p["slots"] = available_slots(s, D, seat)
    ev.append(event("PlanningStarted", f"Round {s['round']}: everyone plans their action cards in secret.", round=s["round"]))
    # The Mautoma (issue 4) plans no cards; automa.after_apply prepares its deck.
    for seat in automated_seats(s):
        player(s, seat)["planned"] = True


def to_move(s: State) -> list[int]:
    return [i for i in range(s["players"]) if not player(s, i)["planned"]]


def options(s: State, D: Catalog, seat: int) -> list[Action]:
    p = player(s, seat)
    if p["planned"]:
        return []
    free = [i for i in p["slots"] if p["draft"][i] is None]
    out = []
    seen = set()
    for cid in p["hand"]:
        card = D.card(cid)
        if card.kind == "share":
            continue  # share cards are never playable (page 10)
        sig = card_signature(card)
        if sig in seen:
            continue
        seen.add(sig)
        for i in free:
            out.append(act("plan_place", f"Plan {describe_card(card)} in the {SLOT_NAMES[i]} slot", card=cid, slot=i))
    for i in p["slots"]:
        if p["draft"][i] is not None:
            out.append(act("plan_take", f"Take back the {describe_card(D.card(p['draft'][i]))} from the {SLOT_NAMES[i]} slot", slot=i))
    n = sum(1 for c in p["draft"] if c is not None)
    out.append(act("plan_commit", f"Confirm the plan ({n} card{'s' if n != 1 else ''})"))
    return out


def apply(s: State, D: Catalog, seat: int, a: Action, ev: list) -> None:
    p = player(s, seat)
    if a.kind == "plan_place":
        cid, i = a["card"], a["slot"]
        p["hand"].remove(cid)
        p["draft"][i] = cid
        ev.append(event("CardPlanned", f"You planned {describe_card(D.card(cid))} in the {SLOT_NAMES[i]} slot.", seat, card=cid, slot=i))
        ev.append(event("CardPlacedFaceDown", f"{pname(seat)} placed a card face down.", seat=seat, slot=i))
    elif a.kind == "plan_take":
        i = a["slot"]
        cid = p["draft"][i]
        p["draft"][i] = None
        p["hand"].append(cid)
        ev.append(event("CardUnplanned", f"You took back {describe_card(D.card(cid))}.", seat, card=cid, slot=i))
        ev.append(event("CardTakenBack", f"{pname(seat)} took back a face-down card.", seat=seat, slot=i))
    elif a.kind == "plan_commit":
        p["planned"] = True
        ev.append(event("PlanCommitted", f"{pname(seat)} has finished planning.", seat=seat))
        if not to_move(s):
            reveal(s, D, ev)


def reveal(s: State, D: Catalog, ev: list) -> None:
    for seat in range(s["players"]):
        p = player(s, seat)
        p["area"] = list(p["draft"])
        p["used"] = [False] * len(p["area"])
        p["draft"] = [None] * len(p["draft"])
    plans = {
        str(seat): [c for c in player(s, seat)["area"] if c is not None] for seat in range(s["players"])
    }
    text = "; ".join(
        f"{pname(seat)}: " + (", ".join(describe_card(D.card(c)) for c in cards) or "no cards")
        for seat, cards in ((int(k), v) for k, v in plans.items())
    )
    ev.append(event("PlansRevealed", f"The plans are revealed. {text}.", plans=plans, reveals=True))
    s["phase"] = "actions"
    s["round_first"] = s["first_player"]
    s["turn"] = turn_order(s, s["first_player"])[0]
    refresh_levels(s, D, s["turn"])  # bonuses unlocked since its last turn take effect now
