"""Batavia's drawing pieces: flags, ship cards, the die, seals, the title band and the
legend of players (marker + name), over the kit's text and seat markers."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render.batavia.words import seat_name
from render.kit import fonts, palette
from render.kit.draw import COLOURS as COLOURS_OF_KIT
from render.kit.draw import (  # noqa: F401 - the kit's names, used as dr.* by the image modules
    GOLD,
    GOLD_DARK,
    INK,
    LINE,
    MUTED,
    PAPER,
    PAPER_DARK,
    PLAYER_FILL,
    RGB,
    WHITE,
    coin,
    player_marker,
    text,
    text_lines,
)
from render.kit.layout import load_layout
from render.kit.words import Phrases
from rules import get_game


@cache
def components() -> Any:
    """The engine's catalogue of components (company and commodity ids, values, gold)."""
    return get_game("batavia").D  # type: ignore[attr-defined]  # Batavia's engine holds it; the protocol does not name it


COMPANIES: tuple[str, ...] = tuple(components().company_ids)
COMMODITIES: tuple[str, ...] = tuple(components().commodity_ids)


def warehouse_values() -> dict[str, tuple[int, int]]:
    """Commodity -> (gold for the most crates, gold for each player tied)."""
    D = components()
    return {kid: (v, t) for kid, v, t in zip(D.commodity_ids, D.values, D.ties, strict=True)}


@cache
def layout() -> dict[str, Any]:
    return load_layout(__package__)


def colour(name: str) -> RGB:
    return tuple(layout()["colours"][name])


# The colours the drawing modules name where they draw them (the flags, the die...), beside
# the kit's and the layout's
DRAWN: tuple[RGB, ...] = (
    (0, 85, 164), (0, 106, 167), (33, 70, 139), (174, 28, 40), (200, 16, 46), (236, 226, 190), (239, 65, 53),
    (252, 240, 200), (254, 204, 0), (255, 250, 225),
)


@cache
def colours() -> tuple[RGB, ...]:
    """Every colour Batavia's pictures draw, for the palette they are drawn on (``canvas``):
    the kit's, the layout's, then ``DRAWN``. A colour missing here is still drawn exactly,
    in an entry of that picture's own (tests/render/test_palette_drawing.py proves none is)."""
    named = tuple(tuple(rgb) for rgb in layout()["colours"].values())
    return (*COLOURS_OF_KIT, *named, *DRAWN)


def canvas(size: tuple[int, int], fill: RGB = PAPER) -> Image.Image:
    """A picture's canvas: ``size``, filled with ``fill``, drawn on in palette mode on
    Batavia's palette (``render.kit.palette``: no colour mapping before its PNG)."""
    return palette.canvas(size, fill, colours())


def width() -> int:
    return int(layout()["width"])


# -- flags, cards, seals, the die ---------------------------------------------------------
def flag(d: ImageDraw.ImageDraw, x: float, y: float, cid: str, w: float = 42, h: float = 28) -> None:
    """A company's flag, top-left at (x, y)."""
    spec = layout()["flags"].get(cid)
    box = (x, y, x + w, y + h)
    if spec is None:
        d.rectangle(box, fill=PAPER_DARK, outline=INK, width=2)
        return
    cs = [tuple(c) for c in spec["colours"]]
    kind = spec["kind"]
    if kind in ("cross", "nordic"):
        d.rectangle(box, fill=cs[0])
        t = max(3, h * 0.22)
        cx = x + (w / 2 if kind == "cross" else w * 0.36)
        d.rectangle((cx - t / 2, y, cx + t / 2, y + h), fill=cs[1])
        d.rectangle((x, y + h / 2 - t / 2, x + w, y + h / 2 + t / 2), fill=cs[1])
    elif kind == "vertical":
        for i, c in enumerate(cs):
            d.rectangle((x + w * i / len(cs), y, x + w * (i + 1) / len(cs), y + h), fill=c)
    else:
        for i, c in enumerate(cs):
            d.rectangle((x, y + h * i / len(cs), x + w, y + h * (i + 1) / len(cs)), fill=c)
    d.rectangle(box, outline=INK, width=2)


def seal_ring(d: ImageDraw.ImageDraw, x: float, y: float, w: float = 42, h: float = 28) -> None:
    """The gold ring of a Company Seal around a flag at (x, y)."""
    d.rounded_rectangle((x - 6, y - 6, x + w + 6, y + h + 6), 8, outline=colour("seal"), width=5)


def card(d: ImageDraw.ImageDraw, x: float, y: float, cid: str, w: float = 60, h: float = 84) -> None:
    """A ship card face up: a flag above a hull, top-left at (x, y)."""
    d.rounded_rectangle((x, y, x + w, y + h), 7, fill=WHITE, outline=INK, width=2)
    fw, fh = w - 16, (w - 16) * 2 / 3
    flag(d, x + 8, y + 8, cid, fw, fh)
    hull_y = y + 14 + fh + (h - fh - 22) / 2
    d.polygon([(x + 8, hull_y), (x + w - 8, hull_y), (x + w - 16, hull_y + 12), (x + 16, hull_y + 12)], fill=INK)
    d.line((x + w / 2, hull_y, x + w / 2, hull_y - 10), fill=INK, width=2)


def card_back(d: ImageDraw.ImageDraw, x: float, y: float, w: float = 40, h: float = 56) -> None:
    d.rounded_rectangle((x, y, x + w, y + h), 6, fill=colour("title"), outline=INK, width=2)
    d.rounded_rectangle((x + 5, y + 5, x + w - 5, y + h - 5), 4, outline=GOLD, width=2)


def die(d: ImageDraw.ImageDraw, x: float, y: float, value: int | None, s: float = 90) -> None:
    """A die showing ``value`` (pips), top-left at (x, y)."""
    d.rounded_rectangle((x, y, x + s, y + s), s * 0.16, fill=WHITE, outline=INK, width=3)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    r = s * 0.09
    for i, j in spots.get(int(value or 0), []):
        cx, cy = x + s * (0.25 + 0.25 * i), y + s * (0.25 + 0.25 * j)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)


def crate(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 13, fill: RGB | None = None) -> None:
    """A crate (commodity piece), centred on (x, y)."""
    d.rectangle((x - r, y - r, x + r, y + r), fill=fill or colour("crate"), outline=INK, width=2)
    d.line((x - r, y - r, x + r, y + r), fill=INK, width=2)
    d.line((x - r, y + r, x + r, y - r), fill=INK, width=2)


def ship(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14) -> None:
    """The starter player's ship, centred on (x, y)."""
    d.polygon([(x - r * 1.3, y + r * 0.2), (x + r * 1.3, y + r * 0.2), (x + r * 0.9, y + r * 0.9),
               (x - r * 0.9, y + r * 0.9)], fill=INK)
    d.polygon([(x - r * 0.1, y - r), (x - r * 0.1, y + r * 0.1), (x - r * 0.9, y + r * 0.1)], fill=WHITE, outline=INK)
    d.polygon([(x + r * 0.1, y - r * 0.9), (x + r * 0.1, y + r * 0.1), (x + r * 0.8, y + r * 0.1)], fill=WHITE, outline=INK)


def target_counter(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 22) -> None:
    """The Target Counter: a gold disc with the five flags' colours as a ring of dots."""
    d.ellipse((x - r, y - r, x + r, y + r), fill=GOLD, outline=GOLD_DARK, width=3)
    for i, cid in enumerate(COMPANIES):
        a = math.tau * i / 5 - math.pi / 2
        cx, cy = x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a)
        c = tuple(layout()["flags"][cid]["colours"][-1 if cid != "britain" else 1])
        d.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2), fill=c, outline=INK)


# -- title band and the legend of players -------------------------------------------------
def title(d: ImageDraw.ImageDraw, s: str, right: str = "") -> int:
    """The title band across the top; returns its height."""
    h = int(layout()["title_height"])
    W = width()
    d.rectangle((0, 0, W, h), fill=colour("title"))
    rw = fonts.text_width(right, fonts.NORMAL) + 24 if right else 0
    text(d, (layout()["margin"], h / 2), s, size=fonts.LARGE, fill=WHITE, anchor="lm", bold=True,
         max_width=W - 2 * layout()["margin"] - rw)
    if right:
        text(d, (W - layout()["margin"], h / 2), right, size=fonts.NORMAL, fill=WHITE, anchor="rm")
    return h


def seat_count(view: Mapping[str, Any]) -> int:
    return int(view.get("players") or len(view.get("seats") or []))


def _per_row(w: Phrases, view: Mapping[str, Any], seats: Sequence[int]) -> int:
    """Names a row: 3 (or 2 for 2 and 4 players) when every name fits whole, else fewer,
    down to one a row, so long names are cut only when a whole row cannot hold them."""
    n = len(seats)
    start = 2 if n in (2, 4) else 3
    m = layout()["margin"]
    longest = max((fonts.text_width(seat_name(w, s), fonts.NORMAL) for s in seats), default=0)
    for per_row in range(start, 1, -1):
        if longest <= (width() - 2 * m) / per_row - 56 - 36:
            return per_row
    return 1


def legend_height(w: Phrases, view: Mapping[str, Any], seats: Sequence[int] | None = None) -> int:
    """The height the legend of the view's players takes."""
    seats = list(range(seat_count(view))) if seats is None else list(seats)
    per_row = _per_row(w, view, seats)
    return int((len(seats) + per_row - 1) // per_row * layout()["legend_row"])


def legend(d: ImageDraw.ImageDraw, w: Phrases, view: Mapping[str, Any], y: float,
           marks: Mapping[int, str] | None = None, seats: Sequence[int] | None = None) -> int:
    """Every player's marker and name in rows (3 a row), from ``y``; the starter's ship
    beside its name; ``marks`` (seat -> "move") outlines a seat. Returns the height used."""
    n = seat_count(view)
    seats = list(range(n)) if seats is None else list(seats)
    m = layout()["margin"]
    per_row = _per_row(w, view, seats)
    cell = (width() - 2 * m) / per_row
    row_h = layout()["legend_row"]
    starter = view.get("starter")
    for i, seat in enumerate(seats):
        x = m + (i % per_row) * cell
        yy = y + (i // per_row) * row_h + row_h / 2
        if marks and marks.get(seat):
            d.rounded_rectangle((x + 2, yy - row_h / 2 + 3, x + cell - 6, yy + row_h / 2 - 3), 10,
                                fill=(255, 250, 225), outline=GOLD_DARK, width=3)
        player_marker(d, x + 24, yy, seat, 14)
        room = cell - 56 - (36 if seat == starter else 0)
        used = text(d, (x + 46, yy), seat_name(w, seat), size=fonts.NORMAL, anchor="lm", max_width=int(room))
        if seat == starter:
            ship(d, x + 46 + used + 22, yy + 2, 12)
    rows = (len(seats) + per_row - 1) // per_row
    return int(rows * row_h)


def section(d: ImageDraw.ImageDraw, y: float, s: str) -> int:
    """A section heading at ``y`` with a rule under it; returns its height."""
    m = layout()["margin"]
    text(d, (m, y + 20), s, size=fonts.NORMAL, anchor="lm", bold=True, max_width=width() - 2 * m)
    d.line((m, y + 38, width() - m, y + 38), fill=LINE, width=2)
    return 46


def footnote(d: ImageDraw.ImageDraw, y: float, s: str) -> int:
    """A muted note across the image from ``y``, wrapped to at most two lines; returns the
    height used."""
    m = layout()["margin"]
    lines = fonts.wrap(s, width() - 2 * m, fonts.SMALL, 2)
    for i, line in enumerate(lines):
        text(d, (m, y + 16 + i * 28), line, size=fonts.SMALL, fill=MUTED, anchor="lm")
    return 28 * len(lines) + 8


FOOTNOTE_HEIGHT = 64
