"""Pictures drawn in palette mode ("P") on one palette of the art's known colours.

    canvas(size, fill, colours)   a P image filled with ``fill``, its palette ``colours``
    paste(image, piece, xy, mask)  ``piece`` pasted onto ``image``, every pixel its own colour

The images are flat colours and text without shades (``render.kit.draw.EDGE``): 14-40
colours each, all of them known to the game that draws them. Drawn in palette mode from the
start, a picture needs no mapping to a palette before its PNG is written
(``render.kit.png``): that pass (a sample's colours, then every pixel looked up) was a third
of a live board part's drawing CPU (issue 28), and filling and cropping a canvas of one byte
a pixel costs a quarter of an RGB one. The pixels are the drawn colours, exactly: a shape or
a glyph is drawn without anti-aliasing, so each pixel is one ink, whatever the mode.

A colour drawn that is not among ``colours`` takes the next free entry of that image's own
palette (Pillow allocates it): still exact, only not shared with other images; a piece of
another palette is mapped onto the image's by ``paste``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

RGB = tuple[int, int, int]


@lru_cache(maxsize=16)
def _palette(colours: tuple[RGB, ...]) -> tuple[bytes, dict[RGB, int]]:
    """The palette's bytes (each colour once, in the order given) and its index by colour."""
    index: dict[RGB, int] = {}
    for rgb in colours:
        index.setdefault(tuple(rgb), len(index))  # type: ignore[arg-type]  # three ints, as given
    if len(index) > 256:
        raise ValueError(f"a palette holds at most 256 colours, not {len(index)}")
    return b"".join(bytes(rgb) for rgb in index), index


def canvas(size: tuple[int, int], fill: RGB, colours: Sequence[RGB]) -> Image.Image:
    """A palette image of ``size`` filled with ``fill``, whose palette is ``colours`` (and
    ``fill``, when not among them)."""
    data, index = _palette(tuple(colours))
    at = index.get(fill)
    if at is None:
        data, index = _palette((*colours, fill))
        at = index[fill]
    image = Image.new("P", size, at)
    image.putpalette(data)
    return image


def like(colours: bytes, size: tuple[int, int], fill: RGB) -> Image.Image:
    """A palette image of ``size`` on the palette ``colours`` (an image's: ``entries(image)``),
    filled with ``fill`` (added to that palette when not in it)."""
    image = Image.new("P", size, 0)
    image.putpalette(colours)
    image.paste(index_of(image, fill), (0, 0, *size))
    return image


def index_of(image: Image.Image, colour: RGB) -> int:
    """``colour``'s index in a palette image's palette, added to it when missing."""
    assert image.palette is not None
    at = image.palette.getcolor(colour, image)
    image.load()  # an added colour, into the image's own palette
    return at


def entries(image: Image.Image) -> bytes:
    """An image's palette as it stands (the colours its drawing added included): the
    Python side's copy where it has one (a kept tile's paste asks for it: 2 µs instead of
    the 13 of ``getpalette``, which loads the image first)."""
    held = image.palette
    if held is not None and held.mode == "RGB" and not held.rawmode:
        return bytes(held.palette)
    return bytes(image.getpalette("RGB") or b"")


def paste(image: Image.Image, piece: Image.Image, xy: tuple[int, int], mask: Image.Image | None = None) -> None:
    """``piece`` pasted onto ``image`` at ``xy`` (through ``mask``): directly when the image
    is in the piece's mode and its palette begins with the piece's (the common case: both
    drawn on one game's palette), else the piece's colours given the image's indices first,
    so every pixel keeps its colour."""
    if image.mode == "P" and piece.mode in ("P", "RGB"):
        own = entries(image)
        if piece.mode == "RGB" or not own.startswith(entries(piece)):
            piece = _onto(piece, image)
    elif image.mode != piece.mode:
        piece = piece.convert(image.mode)
    image.paste(piece, xy, mask)


def _onto(piece: Image.Image, image: Image.Image) -> Image.Image:
    """``piece`` (P or RGB) as indices of ``image``'s palette, the colours it lacks added to
    that palette."""
    if piece.mode == "RGB":  # first a palette of the piece's own colours, exact
        found = piece.getcolors(256)
        if found is None:
            raise ValueError("a piece of more than 256 colours cannot be pasted onto a palette image")
        own = Image.new("P", (1, 1))
        own.putpalette(b"".join(bytes(rgb) for _count, rgb in found if isinstance(rgb, tuple)))
        piece = piece.quantize(palette=own, dither=Image.Dither.NONE)
    given = entries(piece)
    assert image.palette is not None
    lut = list(range(256))
    for _count, at in piece.getcolors(256) or ():
        if isinstance(at, int):
            colour = (given[3 * at], given[3 * at + 1], given[3 * at + 2])
            lut[at] = image.palette.getcolor(colour, image)
    image.load()  # the colours just added, into the image's own palette
    return piece.point(lut)


__all__ = ["canvas", "entries", "index_of", "like", "paste"]
