"""Short text alternatives for each image: the key facts, for screen readers and for the
message body. Each function reads the same view as its image and nothing else."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render import draw as dr
from render.board import PHASES, seats
from render.components import components
from render.scoresheet import CATEGORIES, category_names, winners
from rules.mombasa.components import COMPANIES, Components

View = Mapping[str, Any]


def _pounds(n: Any) -> str:
    return f"{n} pound" if n == 1 else f"{n} pounds"


def _company_names(comp: Components) -> dict[str, str]:
    return {c.id: c.name for c in comp.companies}


def board_text(view: View, comp: Components | None = None) -> str:
    """The public board in a few lines."""
    comp = comp or components()
    names = _company_names(comp)
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase")))
    lines = [f"Mombasa, round {view.get('round', '?')} of {view.get('rounds', 7)}, {phase}."]
    fp = view.get("first_player")
    who = []
    if fp is not None:
        who.append(f"First player: {dr.player_name(fp)}.")
    turn = view.get("turn")
    movers = [turn] if turn is not None else list(view.get("to_move") or [])
    if movers and view.get("phase") != "over":
        who.append("To move: " + ", ".join(dr.player_name(s) for s in movers) + ".")
    pending = view.get("pending")
    if pending and pending.get("text"):
        who.append(f"Now: {str(pending['text']).rstrip('.')}.")
    if who:
        lines.append(" ".join(who))
    comps = view.get("companies") or {}
    regions = view.get("regions") or {}
    held = {cid: 0 for cid in COMPANIES}
    for reg in regions.values():
        for p in reg.get("posts") or []:
            if not p.get("upended") and p.get("company") in held:
                held[p["company"]] += 1
    lines.append("Share values: " + ", ".join(
        f"{names.get(cid, cid)} {comps.get(cid, {}).get('share_value', 0)} ({held[cid]} regions)" for cid in COMPANIES) + ".")
    for p in seats(view):
        s = int(p["seat"])
        shares = p.get("track_shares") or {}
        lines.append(
            f"{dr.player_name(s)}: {_pounds(p.get('money', 0))}, shares "
            + ", ".join(f"{names.get(c, c)} {shares.get(c, 0)}" for c in COMPANIES)
            + f", diamonds {p.get('diamond_score', 0)}, bookkeeping {p.get('bookkeeping_score', 0)}, "
            f"{p.get('bonus_markers', 0)} bonus markers, {p.get('hand_count', 0)} cards in hand."
        )
    display = view.get("card_display") or []
    cards = [c for col in display for c in col if c]
    if cards:
        lines.append("Card display: " + "; ".join(f"{dr.card_short(c)} for {c.get('price', '?')}" for c in cards) + ".")
    return "\n".join(lines)


def player_text(view: View, seat: int, comp: Components | None = None) -> str:
    """One player's public board in a few lines."""
    comp = comp or components()
    names = _company_names(comp)
    p = next((q for q in seats(view) if int(q.get("seat", -1)) == seat), None)
    if p is None:
        return f"No player in seat {seat}."
    shares = p.get("track_shares") or {}
    area = [slot for slot in p.get("action_area") or []]
    shown = [dr.card_short(s["card"]) + (" (used)" if s.get("used") else "") for s in area if s.get("card")]
    hidden = sum(1 for s in area if s.get("face_down"))
    lines = [
        f"{dr.player_name(seat)}: {_pounds(p.get('money', 0))}, {p.get('bonus_markers', 0)} bonus markers, "
        f"{p.get('hand_count', 0)} cards in hand, {p.get('slots', 3)} action slots.",
        "Shares: " + ", ".join(f"{names.get(c, c)} {shares.get(c, 0)}" for c in COMPANIES) + ".",
        f"Diamond track at {p.get('diamond', 0)} (scores {p.get('diamond_score', 0)}); "
        f"ink jar at {p.get('ink', 0)} (scores {p.get('bookkeeping_score', 0)}).",
    ]
    if shown or hidden:
        lines.append("Action area: " + ", ".join(shown + ([f"{hidden} planned face down"] if hidden else [])) + ".")
    decks = p.get("resting") or []
    lines.append("Resting decks: " + "; ".join(
        (", ".join(dr.card_short(c) for c in deck) or "empty") for deck in decks) + ".")
    return "\n".join(lines)


def panel_text(view: View, comp: Components | None = None) -> str:
    """The private panel: hand and planned slots, then the player's board."""
    me = view.get("me") or {}
    if not me:
        raise ValueError("panel_text needs a seat view with a 'me' key")
    seat = int(me["seat"])
    hand = me.get("hand") or []
    lines = [f"Your hand ({len(hand)}): " + (", ".join(dr.card_short(c) for c in hand) or "empty") + "."]
    draft = me.get("draft") or {}
    if draft:
        lines.append("Planned: " + ", ".join(f"slot {int(k) + 1}: {dr.card_short(c)}" for k, c in sorted(draft.items(), key=lambda kv: int(kv[0]))) + ".")
    return "\n".join(lines) + "\n" + player_text(view, seat, comp)


def scoresheet_text(view: View, comp: Components | None = None) -> str:
    comp = comp or components()
    scores = list(view.get("final_scores") or [])
    names = category_names(comp)
    lines = []
    for s, row in enumerate(scores):
        parts = ", ".join(f"{names[c]} {row.get(c, 0)}" for c in CATEGORIES)
        lines.append(f"{dr.player_name(s)}: {row.get('total', 0)} pounds ({parts}).")
    win = winners(scores)
    if win:
        lines.append(("Winner: " if len(win) == 1 else "Shared victory: ") + ", ".join(dr.player_name(w) for w in win) + ".")
    return "\n".join(lines)
