"""Phase 1, planning: every seat secretly places cards from its hand into its available
action slots (simultaneously), commits, and all plans are revealed together (page 4)."""

from __future__ import annotations

from rules.core import Action, msg
from rules.mombasa import wording as W
from rules.mombasa.area import card_signature
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State, automated_seats, in_turn, player, turn_order
from rules.mombasa.tasks import act
from rules.mombasa.tracks import refresh_levels
from rules.mombasa.wording import event


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
    ev.append(event("PlanningStarted", msg("mombasa-ev-planning-started", round=s["round"]), round=s["round"]))
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
            out.append(act("plan_place", _l_place, D, cid, i, card=cid, slot=i))
    for i in p["slots"]:
        if p["draft"][i] is not None:
            out.append(act("plan_take", _l_take, D, p["draft"][i], i, slot=i))
    n = sum(1 for c in p["draft"] if c is not None)
    out.append(act("plan_commit", _l_commit, n))
    return out


def _l_place(D: Catalog, cid: str, i: int):
    return msg("mombasa-act-plan-place", card=W.card(D, cid), slot=W.slot(i))


def _l_take(D: Catalog, cid: str, i: int):
    return msg("mombasa-act-plan-take", card=W.card(D, cid), slot=W.slot(i))


def _l_commit(n: int):
    return msg("mombasa-act-plan-commit", cards=n)


def apply(s: State, D: Catalog, seat: int, a: Action, ev: list) -> None:
    p = player(s, seat)
    if a.kind == "plan_place":
        cid, i = a["card"], a["slot"]
        p["hand"].remove(cid)
        p["draft"][i] = cid
        ev.append(event("CardPlanned", msg("mombasa-ev-card-planned", card=W.card(D, cid), slot=W.slot(i)), seat, card=cid, slot=i))
        ev.append(event("CardPlacedFaceDown", msg("mombasa-ev-card-placed-face-down", seat=W.who(s, seat, True)), seat=seat, slot=i))
    elif a.kind == "plan_take":
        i = a["slot"]
        cid = p["draft"][i]
        p["draft"][i] = None
        p["hand"].append(cid)
        ev.append(event("CardUnplanned", msg("mombasa-ev-card-unplanned", card=W.card(D, cid)), seat, card=cid, slot=i))
        ev.append(event("CardTakenBack", msg("mombasa-ev-card-taken-back", seat=W.who(s, seat, True)), seat=seat, slot=i))
    elif a.kind == "plan_commit":
        p["planned"] = True
        ev.append(event("PlanCommitted", msg("mombasa-ev-plan-committed", seat=W.who(s, seat, True)), seat=seat))
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
    # "The plans are revealed. The Mautoma: ...; Ann: ..." - only the first opens a sentence.
    text = W.semicolon_chain([
        msg("mombasa-plan", seat=W.who(s, seat, i == 0),
            cards=W.comma_chain([W.card(D, c) for c in cards]) if cards else "none")
        for i, (seat, cards) in enumerate((int(k), v) for k, v in plans.items())
    ])
    ev.append(event("PlansRevealed", msg("mombasa-ev-plans-revealed", plans=text), plans=plans, reveals=True))
    s["phase"] = "actions"
    s["round_first"] = s["first_player"]
    s["turn"] = turn_order(s, s["first_player"])[0]
    refresh_levels(s, D, in_turn(s))  # bonuses unlocked since its last turn take effect now
