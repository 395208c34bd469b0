"""Drawing primitives any game's images share: a paper-and-ink palette, cached text, coins,
badges and seat markers (colour, shape and number, so nothing relies on colour alone).

Functions take an ``ImageDraw.ImageDraw`` and pixel positions and return the width used
where that helps lay out rows of icons.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts, legibility

RGB = tuple[int, int, int]

# -- palette ---------------------------------------------------------------------------------
PAPER = (246, 239, 222)
PAPER_DARK = (232, 221, 196)
INK = (40, 34, 28)
MUTED = (110, 100, 88)
LINE = (150, 132, 105)
SEA = (196, 222, 232)
LAND = (226, 205, 160)
LAND_LINE = (163, 128, 82)
HILIGHT = (255, 250, 235)
GOLD = (232, 186, 52)
GOLD_DARK = (150, 110, 20)
CRATE = (190, 40, 35)  # the red crate value
DIAMOND = (70, 160, 220)
INKJAR = (60, 60, 120)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)

# Player colours from the Okabe-Ito colour-blind-safe palette (blue, yellow, bluish green,
# reddish purple, vermilion), each with its own shape and the seat number drawn inside.
# One table for the pictures and the words: the name is the colour's key in the catalogues
# (the thread's "bot-seat-colour", the images' default seat names), as a player would call
# the colour drawn ((204, 121, 167) reads as pink, (213, 94, 0) as orange).
PLAYER_COLOURS: tuple[tuple[str, RGB], ...] = (
    ("blue", (0, 114, 178)), ("yellow", (240, 228, 66)), ("green", (0, 158, 115)),
    ("pink", (204, 121, 167)), ("orange", (213, 94, 0)))
PLAYER_COLOUR_NAMES: tuple[str, ...] = tuple(name for name, _ in PLAYER_COLOURS)
PLAYER_FILL: tuple[RGB, ...] = tuple(rgb for _, rgb in PLAYER_COLOURS)
PLAYER_TEXT: tuple[RGB, ...] = (WHITE, BLACK, WHITE, BLACK, WHITE)
PLAYER_SHAPE = ("circle", "square", "triangle", "diamond", "pentagon")

# The kit's colours, first in every game's palette (render.kit.palette: pictures drawn in
# palette mode); a game adds its own after them
COLOURS: tuple[RGB, ...] = (PAPER, PAPER_DARK, INK, MUTED, LINE, SEA, LAND, LAND_LINE, HILIGHT, GOLD,
                            GOLD_DARK, CRATE, DIAMOND, INKJAR, WHITE, BLACK, *PLAYER_FILL)

# -- text --------------------------------------------------------------------------------------
def text(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: Any,
    size: int = fonts.NORMAL,
    fill: RGB = INK,
    anchor: str = "la",
    bold: bool = False,
    max_width: int | None = None,
) -> int:
    """Draw ``s``; returns its width. ``max_width`` shrinks (not below the minimum) then cuts.

    Glyph masks are cached per (text, size, anchor, bold): a board draws a few hundred short
    labels, most of them the same from one turn to the next."""
    s = whole = str(s)
    if max_width is not None:
        size = fonts.fit_size(s, max_width, size, bold)
        s = fonts.ellipsize(s, max_width, size, bold)
    drawn = max(fonts.MIN_SIZE, int(size))
    mask, dx, dy = _text_mask(s, drawn, anchor, bold)
    x, y = round(xy[0]) + dx, round(xy[1]) + dy
    box = (x, y, x + mask.width, y + mask.height) if mask is not None else None
    legibility.note(s, drawn, d.im.size[0], box, d.im.size[1], cut=s != whole, image=id(d.im))
    if mask is not None:
        d.bitmap((x, y), mask, fill=fill)
    return fonts.text_width(s, size, bold)


def text_lines(d: ImageDraw.ImageDraw, xy: tuple[float, float], lines: Sequence[Any], pitch: float,
               **options: Any) -> None:
    """``lines`` one under the other, ``pitch`` px apart, the block centred on ``xy``'s y
    (a label wrapped in its row); each drawn by ``text`` with ``options``."""
    x, y = xy
    for k, line in enumerate(lines):
        text(d, (x, y + (k - (len(lines) - 1) / 2) * pitch), line, **options)


# A glyph drawn whole or not at all, pixel by pixel (FreeType's coverage at least half),
# instead of in 256 shades: the shapes are drawn without anti-aliasing, so text is where
# nearly all of an image's colours come from (1,200-2,700 of them; 14-36 without). Fewer
# colours repeat more: a picture's PNG is 30-37% smaller (a live board's part 33 -> 22 kB;
# three shades gave 23-30%, which left a long 2-player game, 68 moves, at 2.49 MB of public
# pictures: issue 29 allows 2.5). A phone shows an 800 px picture 400 px wide, and its
# scaling smooths the edges again: the text reads the same there.
EDGE = tuple(0 if v < 128 else 255 for v in range(256))


@lru_cache(maxsize=4096)
def _text_mask(s: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image | None, int, int]:
    f = fonts.font(size, bold)
    x0, y0, x1, y1 = f.getbbox(s, anchor=anchor)
    if x1 <= x0 or y1 <= y0:
        return None, 0, 0
    mask = Image.new("L", (int(x1 - x0), int(y1 - y0)), 0)
    ImageDraw.Draw(mask).text((-x0, -y0), s, font=f, fill=255, anchor=anchor)
    # of mode "1": Pillow fills through it in a quarter of the time of an "L" mask, which it
    # blends with; ints already (a FreeType box), Pillow types them as float
    return mask.point(EDGE).convert("1", dither=Image.Dither.NONE), int(x0), int(y0)


# -- coins, badges and seat markers -------------------------------------------------
def coin(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 15, value: Any = None) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), fill=GOLD, outline=GOLD_DARK, width=2)
    if value is not None:
        text(d, (x, y + 1), value, size=fonts.SMALL, anchor="mm", bold=True)


def pill(d: ImageDraw.ImageDraw, x: float, y: float, s: str, fill: RGB, fg: RGB = WHITE) -> int:
    """A word on a rounded badge, left edge at x, centred on y; returns the width."""
    w = fonts.text_width(s, fonts.SMALL) + 20
    d.rounded_rectangle((x, y - 15, x + w, y + 15), 8, fill=fill)
    text(d, (x + w / 2, y), s, size=fonts.SMALL, fill=fg, anchor="mm", bold=True)
    return w


def player_marker(d: ImageDraw.ImageDraw, x: float, y: float, seat: int, r: float = 16, label: str | None = None) -> None:
    """A player's marker: colour + shape + seat number (1-based), or ``label`` (a letter for
    an automated opponent, say) in its place."""
    seat %= len(PLAYER_FILL)
    fill, shape = PLAYER_FILL[seat], PLAYER_SHAPE[seat]
    box = (x - r, y - r, x + r, y + r)
    if shape == "circle":
        d.ellipse(box, fill=fill, outline=INK, width=2)
    elif shape == "square":
        d.rectangle((x - r * 0.9, y - r * 0.9, x + r * 0.9, y + r * 0.9), fill=fill, outline=INK, width=2)
    elif shape == "triangle":
        d.polygon([(x, y - r * 1.15), (x + r * 1.1, y + r * 0.85), (x - r * 1.1, y + r * 0.85)], fill=fill, outline=INK, width=2)
        y += r * 0.25
    elif shape == "diamond":
        d.polygon([(x, y - r * 1.2), (x + r * 1.1, y), (x, y + r * 1.2), (x - r * 1.1, y)], fill=fill, outline=INK, width=2)
    else:  # a regular pentagon, point up
        d.regular_polygon((x, y + r * 0.08, r * 1.12), 5, fill=fill, outline=INK, width=2)
        y += r * 0.08
    text(d, (x, y + 1), label or seat + 1, size=fonts.SMALL, fill=PLAYER_TEXT[seat], anchor="mm", bold=True)
