"""A picture drawn on a canvas about as tall as it needs, not a tall one cropped.

Pictures whose height is known only once drawn (a board part, a per-move image) are drawn
on a tall canvas and cropped to their content; filling the tall canvas and cropping it cost
a fifth of such a drawing (a board part: 2.0 ms instead of 2.5, the displays 4.5 instead of
5.4; issue 28: drawing CPU). ``fitted`` draws on a canvas as tall as the tallest picture of
its kind drawn in this process so far (plus ``SLACK``), and again on the tall one when the
picture did not fit. The pixels are the same either way: nothing below the crop is kept, and
nothing drawn above it depends on the canvas's height.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PIL import Image

from render.kit import legibility

TALL = 3000  # px: the canvas a picture of a kind not yet drawn starts on
SLACK = 64  # px more than the tallest of its kind so far

_TALLEST: dict[Hashable, int] = {}


def fitted(kind: Hashable, draw: Callable[[int], Image.Image], tall: int = TALL) -> Image.Image:
    """``draw(height)``, a picture drawn on a canvas ``height`` px tall and cropped to its
    content (taller than the canvas when it did not fit: a crop reaching past the canvas),
    on a canvas just taller than the tallest ``kind`` drawn so far, else (the first, or one
    that did not fit) on one ``tall`` px tall. While the legibility checks record the texts
    drawn, always on the tall one (they note the canvas's height)."""
    tallest = _TALLEST.get(kind)
    if tallest is not None and tallest + SLACK < tall and not legibility.active():
        canvas = tallest + SLACK
        image = draw(canvas)
        if image.height <= canvas:
            return image
    image = draw(tall)
    _TALLEST[kind] = max(image.height, _TALLEST.get(kind, 0))
    return image
