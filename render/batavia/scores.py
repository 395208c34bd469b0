"""The Batavia score sheet at the end: one column per player (marker and number, names in
the legend above), one row per category (warehouses, most promissory notes, the Target
Counter, Company Seals, exchanged gold), the total, the winner(s), and the notes each held."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.words import phrases, seat_name
from render.kit import fonts
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words
from rules.core import top_seats

CATEGORIES = ("warehouses", "notes", "target", "seals", "exchange")


def category(w: Phrases, key: str) -> str:
    return w("batavia-score-category", category=key)


def winners(scores: Sequence[Mapping[str, Any]]) -> list[int]:
    """Seats with the highest total: a tie shares the win (rulebook, "Scoring"). A view carries
    scores, not the game: the rule is the protocol's default (rules.core.Game.winners)."""
    return top_seats(scores)


def render_scores(view: View, words: Words | None = None, names: Names = None) -> Image.Image | None:
    scores = list(view.get("scores") or [])
    if view.get("phase") != "over" or not scores:
        return None
    w = phrases(words, names)
    L = dr.layout()
    S = L["scores"]
    m, W = L["margin"], dr.width()
    n = len(scores)
    lw, rh = int(S["label_width"]), int(S["row_height"])
    cw = (W - 2 * m - lw) / n
    win = winners(scores)
    rows = [*CATEGORIES, "total", "held"]
    height = L["title_height"] + 12 + dr.legend_height(w, view) + 20 + 40 + rh + rh * len(rows) + 20
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y = dr.title(d, w("render-batavia-scores-title"))
    y += 12
    y += dr.legend(d, w, view, y, {s: "won" for s in win})
    y += 20
    dr.text(d, (m, y + 16), w("render-batavia-winners", who=w.join([seat_name(w, s) for s in win]), count=len(win),
                              gold=int(scores[win[0]].get("total", 0)) if win else 0),
            size=fonts.NORMAL, anchor="lm", bold=True, fill=dr.GOLD_DARK, max_width=W - 2 * m)
    y += 40
    top = y
    for i in range(n):  # column heads: the seat markers
        cx = m + lw + i * cw + cw / 2
        dr.player_marker(d, cx, y + rh / 2, i, 17)
    y += rh
    seats = {int(p["seat"]): p for p in view.get("seats") or []}
    for r, key in enumerate(rows):
        y0 = y + r * rh
        if r % 2 == 0 or key == "total":
            d.rectangle((m, y0, W - m, y0 + rh), fill=dr.PAPER_DARK if key != "total" else (236, 222, 180))
        label = category(w, key) if key != "held" else w("render-batavia-notes-held")
        size, bold = (fonts.NORMAL if key != "held" else fonts.SMALL), key == "total"
        # a label that does not fit even shrunk ("Most promissory notes") takes two lines
        lines = ([label] if fonts.text_width(label, fonts.fit_size(label, lw - 12, size, bold), bold) <= lw - 12
                 else fonts.wrap(label, lw - 12, fonts.SMALL, 2, bold=bold))
        dr.text_lines(d, (m + 8, y0 + rh / 2), lines, 24, size=size if len(lines) == 1 else fonts.SMALL,
                      anchor="lm", bold=bold, fill=dr.MUTED if key == "held" else dr.INK, max_width=lw - 12)
        for i, row in enumerate(scores):
            cx = m + lw + i * cw + cw / 2
            if key == "held":
                value = seats[i]["notes"] if i in seats else None
                s = "-" if value is None else str(value)
            else:
                s = str(int(row.get(key, 0)))
            dr.text(d, (cx, y0 + rh / 2), s, size=fonts.LARGE if key == "total" else fonts.NORMAL, anchor="mm",
                    bold=key == "total", fill=dr.MUTED if key == "held" else dr.INK)
    for i in win:
        cx = m + lw + i * cw + cw / 2
        d.rounded_rectangle((cx - cw / 2 + 4, top + 2, cx + cw / 2 - 4, y + rh * (len(rows) - 1) - 2), 12,
                            outline=dr.GOLD_DARK, width=5)
    return img
