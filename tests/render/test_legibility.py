"""The kit's legibility recorder: every text the kit draws is noted, with its font size and
the width of the image, while a recorder is active (and nothing otherwise)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.kit import draw, fonts
from render.kit.legibility import (
    DrawnText,
    has_glyph,
    min_font_size,
    missing_glyphs,
    recording,
    too_small,
)


def _draw(width: int, size: int) -> None:
    d = ImageDraw.Draw(Image.new("RGB", (width, 100)))
    draw.text(d, (5, 5), "Hello", size=size)


def test_texts_are_recorded_with_size_and_width_only_while_recording():
    _draw(800, 26)  # no recorder: nothing to note, nothing breaks
    with recording() as outer:
        _draw(800, 26)
        with recording() as inner:
            _draw(1600, 10)  # below the kit's minimum: drawn (and recorded) at fonts.MIN_SIZE
        _draw(800, 30)
    assert [(t.text, t.size, t.image_width) for t in outer] == [("Hello", 26, 800), ("Hello", 30, 800)]
    assert inner == [DrawnText("Hello", fonts.MIN_SIZE, 1600)]


def test_the_phone_rule():
    assert DrawnText("x", 18, 800).phone_px() == 9
    assert not too_small([DrawnText("x", 18, 800), DrawnText("x", 27, 1200)])
    assert too_small([DrawnText("x", 26, 1600)]) == [DrawnText("x", 26, 1600)]
    assert min_font_size(800) == 18 and min_font_size(1200) == 27 and min_font_size(1600) == 36


def test_characters_the_font_lacks_are_found():
    assert all(has_glyph(c) for c in "Aa1 ·…'?")
    assert not has_glyph("\u4e00")
    texts = [DrawnText("Pakhuizen", 22, 800), DrawnText("Caf\u00e9 \u4e00", 22, 800)]
    assert missing_glyphs(texts) == texts[1:]
