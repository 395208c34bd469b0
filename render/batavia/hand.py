"""The private panel of one seat: the hand by company, the promissory notes, the counters
held, crates and gold, and the move being built (cards laid so far, where the merchant goes).
None for a public view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.players import laid_row, seals_of, where
from render.batavia.words import commodity, company, phrases, seat_name
from render.kit import fonts
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words


def draw_hand(w: Phrases, d: ImageDraw.ImageDraw, y: float, you: Mapping[str, Any]) -> float:
    """The seat's hand by company from ``y``; returns the y below it."""
    L = dr.layout()
    m, W = L["margin"], dr.width()
    by = you.get("hand_by_company") or {}
    total = sum(int(v) for v in by.values())
    y += dr.section(d, y, w("render-batavia-your-hand", count=total))
    step = (W - 2 * m) / len(dr.COMPANIES)
    for i, cid in enumerate(dr.COMPANIES):
        x = m + i * step
        count = int(by.get(cid, 0))
        if count:
            for k in range(min(count, 4) - 1, -1, -1):
                dr.card(d, x + 6 + k * 8, y + 6 + k * 4, cid, 62, 86)
        else:
            d.rounded_rectangle((x + 6, y + 6, x + 68, y + 92), 7, outline=dr.LINE, width=2)
        dr.text(d, (x + 102, y + 50), count, size=fonts.LARGE, anchor="lm", bold=True,
                fill=dr.INK if count else dr.MUTED)
        dr.text(d, (x + step / 2 - 4, y + 124), company(w, cid), size=fonts.SMALL, anchor="mm",
                max_width=int(step - 10))
    return y + 150


def draw_purse(w: Phrases, d: ImageDraw.ImageDraw, y: float, you: Mapping[str, Any],
               me: Mapping[str, Any]) -> float:
    """The seat's promissory notes, gold and crates left from ``y``; returns the y below."""
    L = dr.layout()
    m, W = L["margin"], dr.width()
    y += dr.section(d, y, w("render-batavia-your-purse"))
    cy = y + 26
    x = m + 4
    d.rectangle((x, cy - 14, x + 40, cy + 14), fill=(236, 226, 190), outline=dr.INK, width=2)
    x += 52 + dr.text(d, (x + 52, cy), w("render-batavia-notes", count=int(you.get("notes") or 0)),
                      size=fonts.NORMAL, anchor="lm", bold=True) + 26
    dr.coin(d, x + 14, cy, 14)
    x += 36 + dr.text(d, (x + 36, cy), w("render-batavia-gold", count=int(me.get("gold") or 0)),
                      size=fonts.NORMAL, anchor="lm") + 26
    dr.crate(d, x + 12, cy, 12)
    dr.text(d, (x + 34, cy), w("render-batavia-crates-left", count=int(me.get("crates") or 0)), size=fonts.NORMAL,
            anchor="lm", max_width=int(W - m - x - 34))
    return y + 70


def render_hand(view: View, words: Words | None = None, names: Names = None) -> Image.Image | None:
    you = view.get("you")
    if not isinstance(you, Mapping):
        return None
    w = phrases(words, names)
    seat = int(you["seat"])
    me: Mapping[str, Any] = next((p for p in view.get("seats") or [] if int(p["seat"]) == seat), {})
    L = dr.layout()
    m, W = L["margin"], dr.width()
    counters = list(me.get("counters") or [])
    pending = you.get("pending")
    height = (L["title_height"] + 16 + 46 + 150 + 46 + 70 + 46 + max(1, len(counters)) * 44 + 20
              + (46 + 100 if pending else 0) + 20)
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y: float = dr.title(d, w("render-batavia-hand-title", name=seat_name(w, seat)),
                        w("render-batavia-round", round=int(view.get("round") or 1)))
    y += 16
    y = draw_hand(w, d, y, you)
    y = draw_purse(w, d, y, you, me)
    # the counters held
    y += dr.section(d, y, w("render-batavia-your-counters", count=len(counters)))
    if not counters:
        dr.text(d, (m + 4, y + 20), w("render-batavia-no-counters"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                max_width=W - 2 * m)
    for k, c in enumerate(counters):
        cy = y + 20 + k * 44
        dr.flag(d, m + 4, cy - 14, str(c.get("company")), 42, 28)
        dr.text(d, (m + 60, cy), w("render-batavia-counter", company=company(w, c.get("company")),
                                   commodity=commodity(w, c.get("commodity"))),
                size=fonts.NORMAL, anchor="lm", max_width=W - 2 * m - 60)
    y += max(1, len(counters)) * 44 + 20
    # the move being built
    if pending:
        y += dr.section(d, y, w("render-batavia-your-move", step=str(pending.get("step"))))
        to = pending.get("to")
        offer = pending.get("offer")
        if offer:  # the move is on the table: only the exchange is left
            dr.text(d, (m + 12, y + 26), w("render-batavia-move-offer", counters=int(offer["counters"]),
                                           gold=int(offer["gold"])),
                    size=fonts.NORMAL, anchor="lm", bold=True, max_width=W - 2 * m - 12)
            dest = w("render-batavia-move-took", to=str(to))
        else:
            laid_row(d, m + 12, y + 26, pending.get("lay") or {}, seals_of(view, seat))
            dest = (w("render-batavia-move-to", to=str(to)) if to is not None
                    else w("render-batavia-move-where", place=where(w, me.get("merchant"))))
        dr.text(d, (m + 12, y + 74), dest, size=fonts.NORMAL, anchor="lm", max_width=W - 2 * m - 12)
    return img
