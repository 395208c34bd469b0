"""A live board's parts deflated harder: fewer bytes, the same pixels."""

from __future__ import annotations

import io

from PIL import Image

from render.kit.png import deflated_harder, png_bytes
from render.registry import render
from rules import get_game


def pixels(png: bytes) -> bytes:
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


def test_a_board_part_deflated_harder_is_smaller_with_the_same_pixels():
    game = get_game("mombasa")
    view = game.view(game.new_game(players=2, seed=3, options={}), None)
    for part in ("tracks", "displays"):
        fast = png_bytes(render("mombasa", part, view))
        harder = deflated_harder(fast)
        assert len(harder) < 0.9 * len(fast), (part, len(fast), len(harder))
        assert pixels(harder) == pixels(fast)
        assert deflated_harder(fast) == harder  # the same bytes every time (the digest of what is shown)


def test_what_is_not_a_png_or_already_small_is_kept():
    assert deflated_harder(b"not a png") == b"not a png"
    tight = deflated_harder(png_bytes(Image.new("RGB", (40, 40), "white")), level=9)
    assert deflated_harder(tight, level=1) == tight  # a longer stream is never kept
