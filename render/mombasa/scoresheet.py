"""The final score sheet: the 7 categories of the score pad, totals and the winner(s)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts
from render.kit.words import Names, Phrases
from render.mombasa import draw as dr
from render.mombasa.components import components, letters
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.core import top_seats
from rules.mombasa.components import Components

WIDTH = 800  # phone-first: the smallest text (22 px) is 11 px high at 400 px

CATEGORIES = ("cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds", "bookkeeping")


def category_names(w: Phrases, comp: Components) -> dict[str, str]:
    names = {c: w("render-mombasa-score-category", category=c) for c in ("cash", "diamonds", "bookkeeping")}
    names.update({c.id: w("render-mombasa-score-shares", company=dr.company_name(w, c.id)) for c in comp.companies})
    return names


def winners(scores: list[Mapping[str, Any]]) -> list[int]:
    """Seats with the highest total: a tie shares the victory (rulebook, final scoring). A view carries
    scores, not the game: the rule is the protocol's default (rules.core.Game.winners)."""
    return top_seats(scores)


def render_scoresheet(view: Mapping[str, Any], words: Words | None = None, names: Names = None,
                      comp: Components | None = None) -> Image.Image:
    scores = list(view.get("final_scores") or [])
    if not scores:
        raise ValueError("the view has no final_scores (the game is not over)")
    comp = comp or components()
    w = phrases(words, names)
    lt = letters(comp)
    categories = category_names(w, comp)
    n = len(scores)
    # Phone-first: 800 px wide; the players' columns share what the labels leave, and the
    # head row holds each marker with the name under it on up to two lines.
    width, label_w, row_h, head_h = WIDTH, 270, 58, 110
    col_w = (width - 40 - label_w) // max(1, n)
    height = 114 + head_h + row_h * (len(CATEGORIES) + 1) + 70 + (40 if isinstance(view.get("automa"), Mapping) else 0)
    img = Image.new("RGB", (width, height), dr.PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, width, 76), fill=(84, 52, 30))
    dr.text(d, (24, 38), w("render-mombasa-score-title"), size=fonts.HUGE - 10, fill=dr.WHITE, anchor="lm", bold=True)
    x0, y = 20, 110
    win = winners(scores)
    for k in range(0, len(CATEGORIES), 2):  # row stripes under the winner's highlight
        yy = y + head_h + row_h * k
        d.rectangle((x0, yy, x0 + label_w + n * col_w, yy + row_h), fill=(238, 230, 212))
    # column heads
    for s in range(n):
        cx = x0 + label_w + s * col_w + col_w / 2
        if s in win:
            d.rounded_rectangle((cx - col_w / 2 + 4, y - 6, cx + col_w / 2 - 4, y + head_h + row_h * (len(CATEGORIES) + 1) + 4),
                                12, outline=dr.GOLD_DARK, width=5)
            dr.text(d, (cx, y - 2), w("render-mombasa-score-winner"), size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="md", bold=True)
        dr.player_marker(d, cx, y + 24, s, 17, label=dr.seat_label(w, view, s))
        for i, line in enumerate(fonts.wrap(dr.seat_name(w, view, s), col_w - 14, fonts.SMALL, 2, hyphenate=True, bold=True)):
            dr.text(d, (cx, y + 62 + i * 26), line, size=fonts.SMALL, anchor="mm", bold=True)
    y += head_h
    for cat in CATEGORIES:
        ly = y + row_h / 2
        if cat in lt:
            dr.share_icon(d, x0 + 24, ly, cat, lt[cat], 14)
        elif cat == "cash":
            dr.coin(d, x0 + 24, ly, 14)
        elif cat == "diamonds":
            dr.diamond(d, x0 + 24, ly, 14)
        else:
            dr.inkjar(d, x0 + 24, ly, 14)
        # a long label ("Aandelen Saint-Louis") on two lines of its row
        dr.text_lines(d, (x0 + 50, ly), fonts.wrap(categories[cat], label_w - 56, fonts.SMALL, 2), 24,
                      size=fonts.SMALL, anchor="lm", max_width=label_w - 56)
        for s, row in enumerate(scores):
            cx = x0 + label_w + s * col_w + col_w / 2
            dr.text(d, (cx, ly), row.get(cat, 0), size=fonts.NORMAL, anchor="mm")
        y += row_h
    d.line((x0, y + 4, x0 + label_w + n * col_w, y + 4), fill=dr.INK, width=3)
    ly = y + row_h / 2 + 6
    dr.text(d, (x0 + 10, ly), w("render-mombasa-score-total"), size=fonts.NORMAL, anchor="lm", bold=True,
            max_width=label_w - 16)
    for s, row in enumerate(scores):
        cx = x0 + label_w + s * col_w + col_w / 2
        dr.text(d, (cx, ly), row.get("total", 0), size=fonts.LARGE, anchor="mm", bold=True)
    y += row_h + 40
    result = w("render-mombasa-score-result", winners=len(win), players=", ".join(dr.seat_name(w, view, s_) for s_ in win),
          total=scores[win[0]].get("total", 0))
    for i, line in enumerate(fonts.wrap(result, width - 40, fonts.LARGE, 2, bold=True)):
        dr.text(d, (x0 + 10, y + i * 38 - 19), line, size=fonts.LARGE, anchor="lm", bold=True)
    y += 19
    automa = view.get("automa")
    if isinstance(automa, Mapping):
        note = w("render-mombasa-score-automa-note", debt=automa.get("debt") or 0)
        dr.text(d, (x0 + 10, y + 44), note, size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=width - 40)
    return img
