"""Kept tiles: a piece drawn the same way again and again (a card, a book tile) drawn once
per process and pasted, over whatever lies under it.

    kept(d, key, box, draw)     draw(d, box) on d's image, from the tile kept under ``key``

A piece is drawn on its first use on a ground of a colour no piece uses (magenta), and the
pixels of any other colour are its own: the tile and its mask. Pasting them is drawing it
afresh, pixel for pixel (a piece's shapes and text are drawn without anti-aliasing, its
text on its own fill), wherever it is and whatever is under it. A card of a display or a hand
drawn afresh is 0.3 ms of drawing; pasted, 0.02 ms (issue 28: drawing CPU).

``key`` must say everything the drawing reads (what the piece shows, its size, the
language). While the legibility checks record the texts drawn, pieces are drawn in place
(they judge a text by the image it lies on).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from render.kit import legibility, palette

Box = tuple[int, int, int, int]
# px of room around a piece's box on its tile: a shape reaching a little past the box (a
# bunch of bananas' top arc) is drawn whole, and never at negative coordinates, which Pillow
# rounds otherwise than positive ones
MARGIN = 16
KEPT = 4096  # tiles kept at most (every card and book of a game, in two languages, at a few sizes)
_TILES: dict[Hashable, tuple[Image.Image, Image.Image]] = {}


# the ground a tile is drawn on: a colour no piece uses, so the pixels of any other colour
# are the piece's own (its mask)
GROUND = (255, 0, 255)


def _tile(size: tuple[int, int], box: Box, draw: Callable[[ImageDraw.ImageDraw, Box], Any],
          entries: bytes | None) -> tuple[Image.Image, Image.Image]:
    """The piece drawn on a tile of ``size`` (RGB; with ``entries``, in palette mode on that
    palette, the palette of the image it is pasted on) and its mask."""
    if entries is None:
        tile = Image.new("RGB", size, GROUND)
        draw(ImageDraw.Draw(tile), box)
        red, green, blue = ImageChops.difference(tile, Image.new("RGB", size, GROUND)).split()
        mask = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda v: 255 if v else 0)
    else:
        tile = palette.like(entries, size, GROUND)
        ground = palette.index_of(tile, GROUND)
        draw(ImageDraw.Draw(tile), box)
        keep = bytes(0 if i == ground else 255 for i in range(256))
        mask = Image.frombytes("L", size, tile.tobytes().translate(keep))
        if len(palette.entries(tile)) == len(entries) + 3:
            tile.putpalette(entries)  # only the ground added, and masked: the image's own palette
    # a mask of mode "1": pasted in a tenth of the time of an "L" mask, which blends
    return tile, mask.convert("1", dither=Image.Dither.NONE)


def kept(d: ImageDraw.ImageDraw, key: Hashable, box: tuple[float, float, float, float],
         draw: Callable[[ImageDraw.ImageDraw, Box], Any]) -> None:
    """``draw(d, box)``, by pasting the piece's kept tile. The box's corners are whole pixels
    (as its drawing rounds them); the tile is drawn at the box's odd or even offset, since a
    centre at .5 px rounds to even: the same offset draws the same pixels."""
    x0, y0, x1, y1 = (int(v) for v in box)
    if legibility.active() or (x0, y0, x1, y1) != box:
        draw(d, box)  # type: ignore[arg-type]  # a box of floats: drawn in place, as given
        return
    image = d._image  # the image ImageDraw draws on (Pillow keeps it there)
    ox, oy = MARGIN + x0 % 2, MARGIN + y0 % 2
    # a picture drawn in palette mode gets tiles drawn on its palette (render.kit.palette)
    entries = palette.entries(image) if image.mode == "P" else None
    full = (key, ox, oy, x1 - x0, y1 - y0, entries)
    found = _TILES.get(full)
    if found is None:
        if len(_TILES) >= KEPT:
            _TILES.clear()
        found = _tile((x1 - x0 + 1 + ox + MARGIN, y1 - y0 + 1 + oy + MARGIN), (ox, oy, ox + x1 - x0, oy + y1 - y0),
                      draw, entries)
        _TILES[full] = found
    tile, mask = found
    palette.paste(image, tile, (x0 - ox, y0 - oy), mask)


__all__ = ["KEPT", "kept"]
