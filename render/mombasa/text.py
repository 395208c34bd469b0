"""Short text alternatives for each image: the key facts, for screen readers and for the
message body. Each function reads the same view as its image and nothing else."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.mombasa import automa as au
from render.mombasa import draw as dr
from render.mombasa.board import PHASES, seats, status_words
from render.mombasa.components import components
from render.mombasa.scoresheet import CATEGORIES, category_names, winners
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
        who.append(f"First player: {dr.seat_name(view, fp)}.")
    turn = view.get("turn")
    movers = [turn] if turn is not None else list(view.get("to_move") or [])
    if movers and view.get("phase") != "over":
        who.append("To move: " + ", ".join(dr.seat_name(view, s) for s in movers) + ".")
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
    removed = [f"{names.get(cid, cid)} {comps[cid]['removed']}" for cid in COMPANIES if (comps.get(cid) or {}).get("removed")]
    if removed:
        lines.append("Trading posts removed from the bases: " + ", ".join(removed) + ".")
    for p in seats(view):
        s = int(p["seat"])
        if p.get("automa") and au.automa_area(view):
            lines.append(_automa_seat_line(view, p, names))
            lines += au.automa_text(view, names)[1:]
            continue
        st = status_words(p, view) if view.get("phase") == "setup" else ""
        tile = p.get("starting_tile") if view.get("setup_step") != "tile" else None
        lines.append(
            f"{dr.seat_name(view, s)}: " + (f"{st}; " if st else "") + (f"starting tile {tile}; " if tile and st else "")
            + f"{_pounds(p.get('money', 0))}, shares {_shares(p, names)}"
            + f", diamonds {p.get('diamond_score', 0)}, bookkeeping {p.get('bookkeeping_score', 0)}, "
            f"{p.get('bonus_markers', 0)} bonus markers, {p.get('hand_count', 0)} cards in hand."
        )
    display = view.get("card_display") or []
    cards = [c for col in display for c in col if c]
    if cards:
        lines.append("Card display: " + "; ".join(f"{dr.card_short(c)} for {c.get('price', '?')}" for c in cards) + ".")
    return "\n".join(lines)


def _shares(p: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """Shares per company; where the view gives totals (own seat, the Mautoma, the end), the
    shares printed on cards are counted in and said."""
    track = p.get("track_shares") or {}
    total = p.get("total_shares") or {}
    out = []
    for c in COMPANIES:
        n, t = int(track.get(c, 0) or 0), int(total.get(c, track.get(c, 0)) or 0)
        out.append(f"{names.get(c, c)} {t}" + (f" ({t - n} on cards)" if t > n else ""))
    return ", ".join(out)


def _automa_seat_line(view: View, p: Mapping[str, Any], names: Mapping[str, str]) -> str:
    a = au.automa_area(view) or {}
    head = au.automa_text(view, names)[0].rstrip(".")
    return (f"{head}, shares {_shares(p, names)}, diamonds {p.get('diamond_score', 0)}, "
            f"bookkeeping {p.get('bookkeeping_score', 0)}, {p.get('bonus_markers', 0)} bonus markers"
            + (", its round is over." if a.get("round_over") else "."))


def player_text(view: View, seat: int, comp: Components | None = None) -> str:
    """One player's public board in a few lines."""
    comp = comp or components()
    names = _company_names(comp)
    p = next((q for q in seats(view) if int(q.get("seat", -1)) == seat), None)
    if p is None:
        return f"No player in seat {seat}."
    if p.get("automa") and au.automa_area(view):
        lines = [_automa_seat_line(view, p, names),
                 f"Diamond track at {p.get('diamond', 0)} (scores {p.get('diamond_score', 0)}); "
                 f"ink jar at {p.get('ink', 0)} (scores {p.get('bookkeeping_score', 0)}); "
                 f"{sum(1 for b in p.get('bookkeeping_track') or [] if b)} books face down."]
        lines += au.automa_text(view, names)[1:]
        lines.append("Expansion priorities: " + au.priorities_text(au.automa_area(view) or {}, names) + ".")
        return "\n".join(lines)
    area = [slot for slot in p.get("action_area") or []]
    shown = [dr.card_short(s["card"]) + (" (used)" if s.get("used") else "") for s in area if s.get("card")]
    hidden = sum(1 for s in area if s.get("face_down"))
    st = status_words(p, view)
    lines = [
        f"{dr.seat_name(view, seat)}: " + (f"{st}; " if st else "") + f"{_pounds(p.get('money', 0))}, "
        f"{p.get('bonus_markers', 0)} bonus markers, {p.get('hand_count', 0)} cards in hand, {p.get('slots', 3)} action slots"
        + (f", starting tile {p['starting_tile']}." if p.get("starting_tile") and view.get("setup_step") != "tile" else "."),
        "Shares: " + _shares(p, names) + ".",
        f"Diamond track at {p.get('diamond', 0)} (scores {p.get('diamond_score', 0)}); "
        f"ink jar at {p.get('ink', 0)} (scores {p.get('bookkeeping_score', 0)}).",
    ]
    flipped = [i for i, f in enumerate(p.get("flipped_books") or []) if f]
    if flipped:
        lines.append("Books flipped face down on spaces " + ", ".join(str(i) for i in flipped) + ".")
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
    lines = []
    options = list(me.get("tile_options") or [])
    if view.get("phase") == "setup" and options:
        comp = comp or components()
        by_id = {t.id: t for t in comp.starting_tiles}
        names = _company_names(comp)
        descs = [_tile_text(by_id[t], names) if t in by_id else str(t) for t in options]
        chosen = me.get("tile")
        lines.append(("You kept " + str(chosen) + " (secret until everyone has chosen). Offered: " if chosen
                      else "Keep one starting tile (secret until everyone has chosen): ") + " or ".join(descs) + ".")
    lines.append(f"Your hand ({len(hand)}): " + (", ".join(dr.card_short(c) for c in hand) or "empty") + ".")
    draft = me.get("draft") or {}
    if draft:
        lines.append("Planned: " + ", ".join(f"slot {int(k) + 1}: {dr.card_short(c)}" for k, c in sorted(draft.items(), key=lambda kv: int(kv[0]))) + ".")
    return "\n".join(lines) + "\n" + player_text(view, seat, comp)


def _tile_text(tile: Any, names: Mapping[str, str]) -> str:
    from render.mombasa.player import tile_book, tile_card

    comp = components()
    cards = ", ".join(dr.card_short(tile_card(comp, c)) for c in tile.resting_cards)
    bonus = " and ".join(f"{n} {'diamond' if w == 'diamond' else names.get(w, w)} step{'s' if n != 1 else ''}"
                         for w, n in tile.bonus)
    return f"tile {tile.id} (resting {cards}; {dr.book_short(tile_book(tile))}; bonus {bonus})"


def scoresheet_text(view: View, comp: Components | None = None) -> str:
    comp = comp or components()
    scores = list(view.get("final_scores") or [])
    names = category_names(comp)
    lines = []
    for s, row in enumerate(scores):
        parts = ", ".join(f"{names[c]} {row.get(c, 0)}" for c in CATEGORIES)
        lines.append(f"{dr.seat_name(view, s)}: {row.get('total', 0)} pounds ({parts}).")
    a = au.automa_area(view)
    if a and a.get("debt"):
        lines.append(f"The Mautoma's cash is net of its debt of {_pounds(a['debt'])}.")
    win = winners(scores)
    if win:
        lines.append(("Winner: " if len(win) == 1 else "Shared victory: ") + ", ".join(dr.seat_name(view, w) for w in win) + ".")
    return "\n".join(lines)
