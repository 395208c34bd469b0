"""Each decision's own picture for the private panel (issue 28): what the decision needs, 800
px wide and at most 900 px tall, from the seat's view of the position the decision starts
from (the move being built is the panel's text, not the picture's).

    decision_of(view)                    "lay", "sail" or None (the text says all)
    decision_part(view)                  the part of the view the picture is drawn from
    render_decision(view, words, names)  that picture (None when there is none)
    decision_text(view, words, names)    its text alternative

"lay" (a turn: laying out cards, then sailing the merchant): your hand by company and the
ships you have laid out (a ring where you hold the Company Seal). "sail" (several seals
allow: the company to sail for): the route, the trading posts the merchant may sail to
framed in gold, the hex numbers the choices name. A bid or a pass in the ship card auction
has no picture (issue 28: an amount; the panel's words say the lot, the high bid, who is
still in and your notes, and the auction's post shows the lot), nor has the exchange
offered at a turn's end (its words say the offer whole). A seat's view only (the hand is
its own), drawn from ``decision_part``: another player's move that leaves that part as it
was leaves the picture as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.board import _route as draw_route
from render.batavia.hand import draw_hand
from render.batavia.players import laid_row, seals_of
from render.batavia.words import company, fit, phrases, seat_name
from render.kit import palette
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words

MAX_HEIGHT = 900


def decision_of(view: Mapping[str, Any]) -> str | None:
    """The picture the seat's decision needs, None when it decides nothing now or the
    words say all (the exchange)."""
    you = view.get("you")
    if not isinstance(you, Mapping) or not you.get("legal"):
        return None
    seat = int(you["seat"])
    if view.get("phase") == "moves" and view.get("turn") == seat:
        pending = you.get("pending")
        step = pending.get("step") if isinstance(pending, Mapping) else None
        return None if step == "exchange" else "sail" if step == "sail" and reachable(view) else "lay"
    return None


def reachable(view: Mapping[str, Any]) -> list[int]:
    """The hexes the seat may sail to (the seat's view names them, in the order its "sail"
    choices are offered)."""
    pending = (view.get("you") or {}).get("pending")
    return [int(h) for h in pending.get("sail_to") or []] if isinstance(pending, Mapping) else []


def _you(view: View) -> tuple[int, Mapping[str, Any], Mapping[str, Any]]:
    you = view["you"]
    seat = int(you["seat"])
    me: Mapping[str, Any] = next((p for p in view.get("seats") or [] if int(p["seat"]) == seat), {})
    return seat, you, me


def _title(w: Phrases, d: ImageDraw.ImageDraw, view: View, kind: str, seat: int) -> float:
    return dr.title(d, w("render-batavia-decision-title", kind=kind, name=seat_name(w, seat)),
                    w("render-batavia-round", round=int(view.get("round") or 1))) + 16


def _lay(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, you, me = _you(view)
    y = _title(w, d, view, "lay", seat)
    y = draw_hand(w, d, y, you)
    y += dr.section(d, y, w("render-batavia-decision-ships"))
    laid_row(d, dr.layout()["margin"] + 4, y + 26, me.get("laid") or {}, seals_of(view, seat), step=150)
    return y + 70


def _sail(w: Phrases, view: View, img: Image.Image) -> float:
    """The route as the board shows it (the merchants, the posts face up or taken), the
    trading posts the merchant may sail to framed in gold: the hexes the buttons name. A
    route taller than the picture shows the rows from the one above the first framed hex
    (the start space while it fits)."""
    d = ImageDraw.Draw(img)
    seat = _you(view)[0]
    top = int(_title(w, d, view, "sail", seat))
    route = dr.canvas((dr.width(), 4000))
    rd = ImageDraw.Draw(route)
    bottom = draw_route(rd, w, view, 0)
    L = dr.layout()
    R, m = L["route"], L["margin"]
    cols = int(R["columns"])
    cw, ch = (dr.width() - 2 * m) / cols, int(R["cell_height"])
    numbers = [int(hx.get("hex", i + 1)) for i, hx in enumerate(view.get("hexes") or [])]
    framed = []
    for number in reachable(view):
        if number not in numbers:
            continue
        i = numbers.index(number)
        x0, y0 = m + (i % cols) * cw, int(R["start_height"]) + (i // cols) * ch
        rd.rounded_rectangle((x0 - 3, y0 - 3, x0 + cw - 3, y0 + ch - 3), 12, outline=dr.GOLD_DARK, width=7)
        framed.append((y0, y0 + ch))
    room = MAX_HEIGHT - top
    first = min((a for a, _b in framed), default=0)
    last = max((b for _a, b in framed), default=0)
    shift = 0 if last <= room else max(0, min(first - ch, last - room))
    palette.paste(img, route.crop((0, shift, dr.width(), shift + min(room, bottom - shift))), (0, top))
    return top + min(room, bottom - shift)


DRAWN = {"lay": _lay, "sail": _sail}


def decision_part(view: View) -> dict[str, Any] | None:
    """The part of the seat's view its decision's picture is drawn from (``render_decision``
    draws from nothing else), None when the decision has no picture: the round, the turn,
    the decision, and what the picture shows: for "lay" the seat's hand, ships and seals;
    for "sail" the route (its trading posts, the merchants, the Target Counter)."""
    kind = decision_of(view)
    if kind is None:
        return None
    seat, you, me = _you(view)
    pending = you.get("pending")
    part: dict[str, Any] = {
        "phase": view.get("phase"), "round": view.get("round"), "turn": view.get("turn"),
        "you": {"seat": seat, "legal": True, "pending": {"step": pending.get("step"), "sail_to": pending.get("sail_to")}
                if isinstance(pending, Mapping) else None},
    }
    if kind == "lay":
        part["you"]["hand_by_company"] = you.get("hand_by_company")
        part["seats"] = [{"seat": seat, "laid": me.get("laid")}]
        part["seals"] = {cid: holder for cid, holder in (view.get("seals") or {}).items() if holder == seat}
    else:
        part.update(hexes=view.get("hexes"), target=view.get("target"),
                    seats=[{"seat": p.get("seat"), "merchant": p.get("merchant")} for p in view.get("seats") or []])
    return part


def render_decision(view: View, words: Words | None = None, names: Names = None) -> Image.Image | None:
    """The picture of the seat's decision (``decision_of``), None when it needs none; drawn
    from ``decision_part`` alone."""
    part = decision_part(view)
    if part is None:
        return None
    kind = decision_of(part)
    assert kind is not None  # a part keeps its decision
    w = phrases(words, names)
    img = dr.canvas((dr.width(), MAX_HEIGHT))
    # the part has the view's shape for every key the drawing reads (the test draws both)
    bottom = DRAWN[kind](w, cast(View, part), img)
    return img.crop((0, 0, dr.width(), min(MAX_HEIGHT, int(bottom) + 10)))


def decision_text(view: View, words: Words | None = None, names: Names = None) -> str | None:
    """The picture's words: the same facts, in the reader's language."""
    kind = decision_of(view)
    if kind is None:
        return None
    w = phrases(words, names)
    seat, you, me = _you(view)
    lines = [w("render-batavia-decision-title", kind=kind, name=seat_name(w, seat))]
    by = you.get("hand_by_company") or {}
    if kind == "sail":
        lines.append(w("render-batavia-decision-reach", hexes=", ".join(str(h) for h in reachable(view))))
    lines.append(w("render-batavia-your-hand", count=sum(int(v) for v in by.values())) + ": "
                 + ", ".join(f"{company(w, cid)} {int(by.get(cid, 0))}" for cid in dr.COMPANIES))
    laid = me.get("laid") or {}
    lines.append(w("render-batavia-decision-ships") + ": "
                 + ", ".join(f"{company(w, cid)} {int(laid.get(cid, 0))}" for cid in dr.COMPANIES))
    lines.append(", ".join((w("render-batavia-notes", count=int(you.get("notes") or 0)),
                            w("render-batavia-gold", count=int(me.get("gold") or 0)),
                            w("render-batavia-crates-left", count=int(me.get("crates") or 0)))))
    return fit(lines)

