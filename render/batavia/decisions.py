"""Each decision's own picture for the private panel (issue 28): what the decision needs, 800
px wide and at most 900 px tall, from the seat's view of the position the decision starts
from (the move being built is the panel's text, not the picture's).

    decision_of(view)                    "bid", "lay" or None (the text says all)
    render_decision(view, words, names)  that picture (None when there is none)
    decision_text(view, words, names)    its text alternative

"bid" (a bid or a pass in the ship card auction): the lot (the die, the package of cards,
the starter's ship), the high bid, and your promissory notes, gold and crates. "lay" (a
turn: laying out cards, then sailing the merchant): your hand by company and the ships you
have laid out (a ring where you hold the Company Seal). The exchange offered at a turn's end
has no picture: its words say the offer whole. A seat's view only (the hand is its own).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.auction import draw_lot
from render.batavia.hand import draw_hand, draw_purse
from render.batavia.players import laid_row, seals_of
from render.batavia.words import company, fit, phrases, seat_name
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
    auction = view.get("auction")
    if view.get("phase") == "auction":
        return "bid" if isinstance(auction, Mapping) and auction.get("turn") == seat else None
    if view.get("phase") == "moves" and view.get("turn") == seat:
        pending = you.get("pending")
        return None if isinstance(pending, Mapping) and pending.get("step") == "exchange" else "lay"
    return None


def _you(view: View) -> tuple[int, Mapping[str, Any], Mapping[str, Any]]:
    you = view["you"]
    seat = int(you["seat"])
    me: Mapping[str, Any] = next((p for p in view.get("seats") or [] if int(p["seat"]) == seat), {})
    return seat, you, me


def _title(w: Phrases, d: ImageDraw.ImageDraw, view: View, kind: str, seat: int) -> float:
    return dr.title(d, w("render-batavia-decision-title", kind=kind, name=seat_name(w, seat)),
                    w("render-batavia-round", round=int(view.get("round") or 1))) + 16


def _bid(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, you, me = _you(view)
    y = _title(w, d, view, "bid", seat)
    y = draw_lot(w, d, y, view)
    auction: Mapping[str, Any] = view.get("auction") or {}
    y += dr.section(d, y, w("render-batavia-bidding", high=int(auction.get("high") or 0)))
    return draw_purse(w, d, y, you, me)


def _lay(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, you, me = _you(view)
    y = _title(w, d, view, "lay", seat)
    y = draw_hand(w, d, y, you)
    y += dr.section(d, y, w("render-batavia-decision-ships"))
    laid_row(d, dr.layout()["margin"] + 4, y + 26, me.get("laid") or {}, seals_of(view, seat), step=150)
    return y + 70


DRAWN = {"bid": _bid, "lay": _lay}


def render_decision(view: View, words: Words | None = None, names: Names = None) -> Image.Image | None:
    """The picture of the seat's decision (``decision_of``), None when it needs none."""
    kind = decision_of(view)
    if kind is None:
        return None
    w = phrases(words, names)
    img = Image.new("RGB", (dr.width(), MAX_HEIGHT), dr.PAPER)
    bottom = DRAWN[kind](w, view, img)
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
    if kind == "bid":
        auction: Mapping[str, Any] = view.get("auction") or {}
        lines.append(w("render-batavia-package", count=len(view.get("display") or [])) + ": "
                     + ", ".join(company(w, cid) for cid in view.get("display") or []))
        lines.append(w("render-batavia-bidding", high=int(auction.get("high") or 0)))
    else:
        lines.append(w("render-batavia-your-hand", count=sum(int(v) for v in by.values())) + ": "
                     + ", ".join(f"{company(w, cid)} {int(by.get(cid, 0))}" for cid in dr.COMPANIES))
        laid = me.get("laid") or {}
        lines.append(w("render-batavia-decision-ships") + ": "
                     + ", ".join(f"{company(w, cid)} {int(laid.get(cid, 0))}" for cid in dr.COMPANIES))
    lines.append(", ".join((w("render-batavia-notes", count=int(you.get("notes") or 0)),
                            w("render-batavia-gold", count=int(me.get("gold") or 0)),
                            w("render-batavia-crates-left", count=int(me.get("crates") or 0)))))
    return fit(lines)

