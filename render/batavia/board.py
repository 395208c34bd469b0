"""The public board: the route of trading posts (face up, face down, taken) with the
merchants, the start space and the Target Counter; then the ship scale (the Cannon, one
ship piece per company, the pirates' space) beside the Company Seals and who holds them."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.words import commodity, company, phase, phrases, seat_name
from render.kit import fonts
from render.kit.words import Names
from rules.batavia.views import View
from rules.catalogues import Words


def merchants_at(view: View) -> dict[Any, list[int]]:
    """Position ("start", a hex number, "target") -> seats whose merchant stands there."""
    out: dict[Any, list[int]] = {}
    for p in view.get("seats") or []:
        out.setdefault(p.get("merchant"), []).append(int(p["seat"]))
    return out


def passed_by_all(view: View) -> list[int]:
    """The hexes of trading post counters every merchant has passed: "left where they are for
    the rest of the game. They serve no further purpose" (rulebook, Moving the Merchant
    Figure). Merchants only move forward, so these are the posts behind the hindmost one."""
    hexes = list(view.get("hexes") or [])
    places = [p.get("merchant") for p in view.get("seats") or []]
    if not places or "start" in places:
        return []
    rear = min((int(x) for x in places if isinstance(x, int)), default=len(hexes) + 1)
    return [int(hx["hex"]) for hx in hexes if hx.get("post") is not None and int(hx["hex"]) < rear]


def to_move(view: View) -> list[int]:
    if view.get("phase") == "over":
        return []
    return [int(s) for s in view.get("to_move") or []]


MERCHANT = 19  # a merchant marker's radius: 38 px, 19 px on a phone (was 15: about 12 px seen)


def _merchants(d: ImageDraw.ImageDraw, x: float, y: float, seats: list[int], room: float) -> None:
    """Merchant markers in a row from x (centres), packed to fit ``room`` (only the start
    holds more than one: a merchant stands on the hex whose counter it took)."""
    if not seats:
        return
    size = 2 * MERCHANT + 4
    step = min(float(size), (room - size) / max(1, len(seats) - 1)) if len(seats) > 1 else float(size)
    for i, s in enumerate(seats):
        dr.player_marker(d, x + MERCHANT + 2 + i * step, y, s, MERCHANT)


def _commodity(d: ImageDraw.ImageDraw, w: Any, cx: float, cy: float, name: str, room: int,
               fill: Any = dr.INK, bold: bool = True) -> None:
    """A commodity's name on its tile, whole: on one line when it fits, else hyphenated
    where the language's dictionary allows ("Noot-/muskaat", never cut with an ellipsis),
    by the kit's wrap (one dictionary per language, loaded once)."""
    lines = fonts.wrap(name, room, fonts.SMALL, 2, hyphenate=w.words.lang, bold=bold)
    dr.text_lines(d, (cx, cy), lines, 24, size=fonts.SMALL, anchor="mm", bold=bold, fill=fill, max_width=room)


def _route(d: ImageDraw.ImageDraw, w: Any, view: View, y: int) -> int:
    L = dr.layout()
    R = L["route"]
    m = L["margin"]
    W = dr.width()
    cols = int(R["columns"])
    cw = (W - 2 * m) / cols
    ch = int(R["cell_height"])
    at = merchants_at(view)
    # the start space
    sh = int(R["start_height"])
    d.rounded_rectangle((m, y, W - m, y + sh - 6), 10, fill=dr.PAPER_DARK, outline=dr.LINE, width=2)
    used = dr.text(d, (m + 14, y + (sh - 6) / 2), w("render-batavia-start"), size=fonts.NORMAL, anchor="lm", bold=True)
    _merchants(d, m + 14 + used + 16, y + (sh - 6) / 2, at.get("start", []), W - 2 * m - used - 40)
    y += sh
    hexes = list(view.get("hexes") or [])
    passed = set(passed_by_all(view))
    for i, hx in enumerate(hexes):
        col, row = i % cols, i // cols
        x0, y0 = m + col * cw, y + row * ch
        x1, y1 = x0 + cw - 6, y0 + ch - 6
        number = int(hx.get("hex", i + 1))
        if hx.get("face_down"):
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.colour("face_down"), outline=dr.INK, width=2)
            dr.text(d, (x0 + 10, y0 + 8), number, size=fonts.SMALL, fill=dr.WHITE, bold=True)
            dr.text(d, ((x0 + x1) / 2, y0 + 50), w("render-batavia-face-down"), size=fonts.SMALL, fill=dr.WHITE,
                    anchor="mm", max_width=int(cw - 20))
        elif hx.get("empty"):
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.colour("taken"), outline=dr.LINE, width=2)
            dr.text(d, (x0 + 10, y0 + 8), number, size=fonts.SMALL, fill=dr.MUTED)
            dr.text(d, ((x0 + x1) / 2, y0 + 40), w("render-batavia-taken"), size=fonts.SMALL, fill=dr.MUTED,
                    anchor="mm", max_width=int(cw - 20))
        elif number in passed:  # every merchant is past it: it serves no further purpose
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.colour("passed"), outline=dr.LINE, width=2)
            dr.text(d, (x0 + 10, y0 + 8), number, size=fonts.SMALL, fill=dr.MUTED)
            dr.flag(d, x1 - 52, y0 + 8, str(hx.get("company")), 42, 28)
            _commodity(d, w, (x0 + x1) / 2, y0 + 60, commodity(w, hx.get("commodity")), int(cw - 20),
                       fill=dr.MUTED, bold=False)
            dr.text(d, ((x0 + x1) / 2, y1 - 15), w("render-batavia-passed"), size=fonts.SMALL, fill=dr.MUTED,
                    anchor="mm", max_width=int(cw - 20))
        else:
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.colour("post"), outline=dr.INK, width=2)
            dr.text(d, (x0 + 10, y0 + 8), number, size=fonts.SMALL, fill=dr.MUTED, bold=True)
            dr.flag(d, x1 - 52, y0 + 8, str(hx.get("company")), 42, 28)
            _commodity(d, w, (x0 + x1) / 2, y0 + 60, commodity(w, hx.get("commodity")), int(cw - 20))
        _merchants(d, x0 + 4, y1 - MERCHANT - 4, at.get(number, []), cw - 14)
    rows = (len(hexes) + cols - 1) // cols
    y += rows * ch
    # the Target Counter
    th = int(R["target_height"])
    d.rounded_rectangle((m, y, W - m, y + th - 6), 10, fill=(252, 240, 200), outline=dr.GOLD_DARK, width=3)
    cy = y + (th - 6) / 2
    dr.target_counter(d, m + 30, cy, 22)
    holder = view.get("target")
    label = w("render-batavia-target", gold=dr.components().comp.target_gold) if holder is None else \
        w("render-batavia-target-taken", name=seat_name(w, int(holder)))
    if holder is None and view.get("phase") == "over":  # the game ended without it
        label = w("render-batavia-target-untaken")
    dr.text(d, (m + 64, cy), label, size=fonts.NORMAL, anchor="lm", bold=True, max_width=W - 2 * m - 130)
    if holder is not None:
        dr.player_marker(d, W - m - 30, cy, int(holder), 14)
    return y + th


def _fleet(d: ImageDraw.ImageDraw, w: Any, view: View, y: int) -> int:
    L = dr.layout()
    F = L["fleet"]
    m = L["margin"]
    W = dr.width()
    y += dr.section(d, y, w("render-batavia-fleet-head"))
    rh = int(F["row_height"])
    lw, bw, scale = int(F["label_width"]), int(F["bar_width"]), int(F["scale"])
    bx = m + lw
    ships = view.get("ships") or {}
    seals = view.get("seals") or {}
    for cid in dr.COMPANIES:
        cy = y + rh / 2
        count = int(ships.get(cid, 0))
        dr.flag(d, m + 4, cy - 14, cid, 42, 28)
        if seals.get(cid) is not None:
            dr.seal_ring(d, m + 4, cy - 14, 42, 28)
        dr.text(d, (m + 62, cy), company(w, cid), size=fonts.NORMAL, anchor="lm", max_width=lw - 70)
        d.rounded_rectangle((bx, cy - 12, bx + bw, cy + 12), 6, fill=dr.PAPER_DARK)
        if count:
            d.rounded_rectangle((bx, cy - 12, bx + bw * min(count, scale) / scale, cy + 12), 6, fill=dr.colour("bar"))
        dr.text(d, (bx + bw + 12, cy), count, size=fonts.NORMAL, anchor="lm", bold=True)
        holder = seals.get(cid)
        sx = bx + bw + 56
        if holder is None:
            dr.text(d, (sx, cy), w("render-batavia-no-seal"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                    max_width=W - m - sx)
        else:
            dr.player_marker(d, sx + 14, cy, int(holder), 13)
            dr.text(d, (sx + 34, cy), seat_name(w, int(holder)), size=fonts.SMALL, anchor="lm",
                    max_width=int(W - m - sx - 34))
        y += rh
    # the Cannon: every card laid out, and the pirates' space
    cannon, at = int(view.get("cannon") or 0), int(view.get("pirates_at") or scale)
    cy = y + rh / 2 + 4
    dr.text(d, (m + 4, cy), w("render-batavia-cannon"), size=fonts.NORMAL, anchor="lm", bold=True, max_width=lw - 10)
    d.rounded_rectangle((bx, cy - 14, bx + bw, cy + 14), 6, fill=dr.PAPER_DARK)
    if cannon:
        d.rounded_rectangle((bx, cy - 14, bx + bw * min(cannon, scale) / scale, cy + 14), 6, fill=dr.INK)
    px = bx + bw * at / scale
    d.line((px, cy - 22, px, cy + 22), fill=dr.colour("pirates"), width=5)
    dr.text(d, (bx + bw + 12, cy), cannon, size=fonts.NORMAL, anchor="lm", bold=True)
    dr.text(d, (bx + bw + 56, cy), w("render-batavia-pirates-at", space=at), size=fonts.SMALL,
            fill=dr.colour("pirates"), anchor="lm", bold=True, max_width=int(W - m - bx - bw - 56))
    y += rh + 8
    line = w("render-batavia-stack", stack=int(view.get("stack") or 0), discards=int(view.get("discards") or 0))
    dr.text(d, (m + 4, y + 14), line, size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=W - 2 * m)
    return y + 40


def render_board(view: View, words: Words | None = None, names: Names = None) -> Image.Image:
    w = phrases(words, names)
    L = dr.layout()
    R = L["route"]
    W = dr.width()
    rows = (len(view.get("hexes") or []) + R["columns"] - 1) // R["columns"]
    height = (L["title_height"] + 12 + dr.legend_height(w, view) + 12 + R["start_height"] + rows * R["cell_height"]
              + R["target_height"] + 12 + 46 + 6 * L["fleet"]["row_height"] + 8 + 40 + 8)
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y = dr.title(d, w("render-batavia-board-title", round=int(view.get("round") or 1)), phase(w, view))
    y += 12
    y += dr.legend(d, w, view, y, {s: "move" for s in to_move(view)})
    y += 12
    y = _route(d, w, view, y)
    y += 12
    _fleet(d, w, view, y)
    return img
