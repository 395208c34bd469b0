"""The players, one block each: name, the cards laid out by company (a gold ring where the
player holds the Company Seal), hand size, exchanged gold, crates left, counters kept, where
the merchant stands. Never a note count or a hand's cards (hidden until the end)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.board import to_move
from render.batavia.words import phrases, seat_name
from render.kit import fonts
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words


def seals_of(view: View, seat: int) -> list[str]:
    return [cid for cid in dr.COMPANIES if (view.get("seals") or {}).get(cid) == seat]


def where(w: Phrases, merchant: Any) -> str:
    """Where a merchant stands: "start", "hex 7", "Target Counter"."""
    if merchant == "start":
        return w("render-batavia-at-start")
    if merchant == "target":
        return w("render-batavia-at-target")
    return w("render-batavia-at-hex", hex=int(merchant))


def laid_row(d: ImageDraw.ImageDraw, x: float, y: float, laid: Mapping[str, Any], seals: list[str],
             step: float = 96) -> None:
    """Five flags with the cards laid out of each company, a ring where a seal is held."""
    for i, cid in enumerate(dr.COMPANIES):
        fx = x + i * step
        dr.flag(d, fx, y - 14, cid, 42, 28)
        if cid in seals:
            dr.seal_ring(d, fx, y - 14, 42, 28)
        count = int(laid.get(cid, 0))
        dr.text(d, (fx + 50, y), count, size=fonts.NORMAL, fill=dr.INK if count else dr.MUTED, anchor="lm", bold=True)


def render_players(view: View, words: Words | None = None, names: Names = None) -> Image.Image:
    w = phrases(words, names)
    L = dr.layout()
    m, W = L["margin"], dr.width()
    bh = int(L["players"]["block_height"])
    seats = list(view.get("seats") or [])
    height = L["title_height"] + 10 + bh * len(seats) + 6 + dr.FOOTNOTE_HEIGHT
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y = dr.title(d, w("render-batavia-players-title"), w("render-batavia-round", round=int(view.get("round") or 1)))
    y += 10
    moving = set(to_move(view))
    starter = view.get("starter")
    for p in seats:
        seat = int(p["seat"])
        y0 = y
        fill = (255, 250, 225) if seat in moving else (dr.PAPER_DARK if seat % 2 else dr.PAPER)
        d.rounded_rectangle((m - 6, y0 + 2, W - m + 6, y0 + bh - 4), 12, fill=fill,
                            outline=dr.GOLD_DARK if seat in moving else dr.LINE, width=3 if seat in moving else 1)
        # line 1: marker, name, badges
        cy = y0 + 28
        dr.player_marker(d, m + 20, cy, seat, 16)
        badges = []
        if seat == starter:
            badges.append("ship")
        if seat in moving:
            badges.append("move")
        room = W - 2 * m - 60 - 60 * len(badges) - (fonts.text_width(w("render-batavia-to-move"), fonts.SMALL)
                                                      if seat in moving else 0)
        used = dr.text(d, (m + 46, cy), seat_name(w, seat), size=fonts.LARGE, anchor="lm", bold=True,
                       max_width=int(room))
        bx = m + 46 + used + 18
        if seat == starter:
            dr.ship(d, bx + 16, cy + 2, 14)
            bx += 44
        if seat in moving:
            dr.text(d, (bx, cy), w("render-batavia-to-move"), size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="lm", bold=True)
        # line 2: the cards laid out, by company
        cy = y0 + 76
        laid_row(d, m + 12, cy, p.get("laid") or {}, seals_of(view, seat))
        if view.get("target") == seat:
            dr.target_counter(d, W - m - 30, cy, 20)
        # line 3: hand, gold, crates, where, counters
        cy = y0 + 124
        x = m + 12
        dr.card_back(d, x, cy - 16, 24, 32)
        x += 32 + dr.text(d, (x + 32, cy), w("render-batavia-hand-count", count=int(p.get("hand") or 0)),
                          size=fonts.SMALL, anchor="lm") + 18
        dr.coin(d, x + 14, cy, 14)
        x += 34 + dr.text(d, (x + 34, cy), int(p.get("gold") or 0), size=fonts.SMALL, anchor="lm", bold=True) + 16
        dr.crate(d, x + 12, cy, 11)
        x += 32 + dr.text(d, (x + 32, cy), w("render-batavia-crates-left", count=int(p.get("crates") or 0)),
                          size=fonts.SMALL, anchor="lm") + 16
        x += dr.text(d, (x, cy), where(w, p.get("merchant")), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 14
        counters = list(p.get("counters") or [])
        fit = max(0, int((W - m - x) // 34))
        if len(counters) > fit:
            fit = max(0, int((W - m - x - 50) // 34))
        for k, c in enumerate(counters[:fit]):
            dr.flag(d, x + k * 34, cy - 10, str(c.get("company")), 30, 20)
        if len(counters) > fit:
            dr.text(d, (x + fit * 34 + 4, cy), f"+{len(counters) - fit}", size=fonts.SMALL, anchor="lm", bold=True)
        y += bh
    dr.footnote(d, y + 6, w("render-batavia-players-note"))
    return img
