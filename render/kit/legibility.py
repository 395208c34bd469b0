"""Legibility made checkable: while a recorder is active, every text the kit draws
(``render.kit.draw.text``) is noted with its font size and the width of the image it is
drawn on, so a test can prove the phone rule for every word of every image.

The rule (DESIGN.md, "images made for phones"): Discord shows an attached image about
``PHONE_WIDTH`` = 400 px wide on a phone, so a text of font size ``size`` on an image
``width`` px wide appears ``size * 400 / width`` px high, which must be at least
``MIN_PHONE_PX`` = 9 px.

    from render.kit.legibility import recording, too_small
    with recording() as drawn:
        image = render(...)
    assert not too_small(drawn)

Recording costs one context-variable read per text when no recorder is active. The width
noted is that of the image drawn on: a game that draws onto a piece later pasted (not
scaled) into a wider image is judged by the piece's width, which is the stricter reading
only when the piece is narrower, so draw text on the final image.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts

PHONE_WIDTH = 400
MIN_PHONE_PX = 9


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn: its characters, font size (px) and the drawn-on image's width;
    where its ink fell (``box``: left, top, right, bottom in the image's pixels) and the
    image's height, and whether it was cut to fit, for the text-fit checks (``texts_fit``)."""

    text: str
    size: int
    image_width: int
    box: tuple[int, int, int, int] | None = field(default=None, compare=False)
    image_height: int | None = field(default=None, compare=False)
    cut: bool = field(default=False, compare=False)  # shortened with "…" to fit its room
    image: int | None = field(default=None, compare=False)  # which image (texts of one are compared)

    def phone_px(self, phone_width: int = PHONE_WIDTH) -> float:
        """Its height in px when the image is shown ``phone_width`` px wide."""
        return self.size * phone_width / max(1, self.image_width)


_RECORDS: ContextVar[list[DrawnText] | None] = ContextVar("drawn_texts", default=None)


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect every text the kit draws inside the ``with`` block (nested blocks each
    collect their own)."""
    records: list[DrawnText] = []
    token = _RECORDS.set(records)
    try:
        yield records
    finally:
        _RECORDS.reset(token)


def active() -> bool:
    """Whether a recorder is collecting: a drawing that keeps a layer once per process draws
    it afresh then, so every text it holds is seen (and checked) like the others."""
    return _RECORDS.get() is not None


def note(text: str, size: int, image_width: int, box: tuple[int, int, int, int] | None = None,
         image_height: int | None = None, cut: bool = False, image: int | None = None) -> None:
    """Record one text if a recorder is active (called by the kit's text drawing)."""
    records = _RECORDS.get()
    if records is not None:
        records.append(DrawnText(text, int(size), int(image_width), box, image_height, cut, image))


def too_small(drawn: Iterable[DrawnText], phone_width: int = PHONE_WIDTH,
              min_px: float = MIN_PHONE_PX) -> list[DrawnText]:
    """The texts that break the phone rule (font size x 400 / image width >= 9)."""
    return [t for t in drawn if t.phone_px(phone_width) < min_px]


# -- text fit: every text inside its image, none drawn over another ---------------------------
def off_image(drawn: Iterable[DrawnText]) -> list[DrawnText]:
    """The texts whose ink reaches past the image's edges (drawn partly off the picture)."""
    return [t for t in drawn if t.box is not None and t.image_height is not None
            and (t.box[0] < 0 or t.box[1] < 0 or t.box[2] > t.image_width or t.box[3] > t.image_height)]


def overlapping(drawn: Iterable[DrawnText], slack: int = 1) -> list[tuple[DrawnText, DrawnText]]:
    """The pairs of texts whose ink boxes overlap by more than ``slack`` px both ways: one
    text runs into another ("tile T03 · hand 9" over "(3 on cards)"). Texts of different
    images are not compared, as far as the record tells them apart (an image freed while
    recording may pass its identity to the next): record one picture at a time."""
    texts = [t for t in drawn if t.box is not None and t.box[2] > t.box[0] and t.box[3] > t.box[1]]
    texts.sort(key=lambda t: (t.box[0], t.box[1]))  # type: ignore[index]  # texts holds only those with a box
    out = []
    for i, a in enumerate(texts):
        ax0, ay0, ax1, ay1 = a.box  # type: ignore[misc]  # texts holds only those with a box
        for b in texts[i + 1:]:
            bx0, by0, bx1, by1 = b.box  # type: ignore[misc]  # texts holds only those with a box
            if bx0 >= ax1 - slack:
                break
            if (a.image, a.image_width, a.image_height) != (b.image, b.image_width, b.image_height):
                continue
            if min(ax1, bx1) - max(ax0, bx0) > slack and min(ay1, by1) - max(ay0, by0) > slack:
                out.append((a, b))
    return out


def texts_fit(drawn: Iterable[DrawnText]) -> list[tuple[str, str, Any]]:
    """Every text-fit fault (empty when all fit), each (kind, text, detail): "off-image"
    (the text's box), "runs-into" (the other text), or "cut" (shortened with "…" to fit its
    room)."""
    drawn = list(drawn)
    faults: list[tuple[str, str, Any]] = [("off-image", t.text, t.box) for t in off_image(drawn)]
    faults += [("runs-into", a.text, b.text) for a, b in overlapping(drawn)]
    faults += [("cut", t.text, None) for t in drawn if t.cut]
    return faults


@cache
def _glyph(c: str) -> bytes:
    im = Image.new("L", (48, 48))
    ImageDraw.Draw(im).text((8, 8), c, font=fonts.font(fonts.NORMAL), fill=255)
    return im.tobytes()


def has_glyph(c: str) -> bool:
    """Can the kit's font draw character ``c`` (not as the "missing" box)? Spaces can."""
    return c.isspace() or _glyph(c) != _glyph("\uffff")


def missing_glyphs(drawn: Iterable[DrawnText]) -> list[DrawnText]:
    """The texts with a character the kit's font lacks (drawn as a box). DejaVu Sans covers
    Latin (é, ë, ï, ó, ü, –) and much more; other scripts in players' names may still miss."""
    return [t for t in drawn if not all(has_glyph(c) for c in t.text)]


def min_font_size(image_width: int, phone_width: int = PHONE_WIDTH, min_px: float = MIN_PHONE_PX) -> int:
    """The smallest font size readable on a phone for an image ``image_width`` px wide."""
    return math.ceil(min_px * image_width / phone_width)
