"""The seven warehouses: one row per commodity (its gold for the most crates, and for a
tie), one square per company holding the crate of the player who stored it, and who leads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.words import commodity, phrases
from render.kit import fonts
from render.kit.words import Names
from rules.batavia.views import View
from rules.catalogues import Words


def leaders(squares: Mapping[str, Any]) -> list[int]:
    """The seats with the most crates in a warehouse (none when it is empty)."""
    count: dict[int, int] = {}
    for seat in squares.values():
        if seat is not None:
            count[int(seat)] = count.get(int(seat), 0) + 1
    if not count:
        return []
    most = max(count.values())
    return sorted(s for s, c in count.items() if c == most)


def crates_of(squares: Mapping[str, Any], seat: int) -> int:
    return sum(1 for s in squares.values() if s is not None and int(s) == seat)


def render_warehouses(view: View, words: Words | None = None, names: Names = None) -> Image.Image:
    w = phrases(words, names)
    L = dr.layout()
    H = L["warehouses"]
    m, W = L["margin"], dr.width()
    lw, cw, rh = int(H["label_width"]), int(H["column_width"]), int(H["row_height"])
    wh = view.get("warehouses") or {}
    height = L["title_height"] + 12 + dr.legend_height(w, view) + 12 + 50 + rh * len(dr.COMMODITIES) + 10 + dr.FOOTNOTE_HEIGHT
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y = dr.title(d, w("render-batavia-warehouses-title"))
    y += 12
    y += dr.legend(d, w, view, y)
    y += 12
    x_lead = m + lw + cw * len(dr.COMPANIES) + 10
    for i, cid in enumerate(dr.COMPANIES):
        dr.flag(d, m + lw + i * cw + (cw - 48) / 2, y + 8, cid, 48, 32)
    dr.text(d, (x_lead, y + 24), w("render-batavia-most-crates"), size=fonts.SMALL, anchor="lm", bold=True,
            max_width=W - m - x_lead)
    y += 50
    for r, kid in enumerate(dr.COMMODITIES):
        squares = wh.get(kid) or {}
        y0 = y + r * rh
        if r % 2 == 0:
            d.rectangle((m, y0, W - m, y0 + rh), fill=dr.PAPER_DARK)
        value, tie = dr.warehouse_values()[kid]
        dr.text(d, (m + 8, y0 + 22), commodity(w, kid), size=fonts.NORMAL, anchor="lm", bold=True, max_width=lw - 12)
        dr.text(d, (m + 8, y0 + 50), w("render-batavia-warehouse-value", value=value, tie=tie), size=fonts.SMALL,
                fill=dr.MUTED, anchor="lm", max_width=lw - 12)
        for i, cid in enumerate(dr.COMPANIES):
            cx, cy = m + lw + i * cw + cw / 2, y0 + rh / 2
            seat = squares.get(cid)
            d.rectangle((cx - 26, cy - 26, cx + 26, cy + 26), fill=dr.WHITE, outline=dr.LINE, width=2)
            if seat is not None:
                dr.player_marker(d, cx, cy, int(seat), 19)
        lead = leaders(squares)
        step = min(36.0, (W - m - x_lead - 36) / max(1, len(lead) - 1))
        for j, seat in enumerate(lead):
            dr.player_marker(d, x_lead + 18 + j * step, y0 + rh / 2, seat, 15)
        if not lead:
            d.line((x_lead + 6, y0 + rh / 2, x_lead + 30, y0 + rh / 2), fill=dr.MUTED, width=3)
    y += rh * len(dr.COMMODITIES) + 10
    dr.footnote(d, y, w("render-batavia-warehouse-note"))
    return img
