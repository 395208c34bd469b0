"""A live board's parts deflated harder: fewer bytes, the same pixels."""

from __future__ import annotations

import io

from PIL import Image

from render.kit.png import deflated_harder, png_bytes
from render.mombasa.parts import render_part
from render.mombasa.samples import playout_views
from render.registry import render
from rules import get_game
from rules.catalogues import words


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


def test_a_picture_encoded_at_a_level_is_the_fast_one_deflated_harder_in_one_pass():
    """``png_bytes(image, level)``: the bytes ``deflated_harder(png_bytes(image), level)``
    gives (so what players are sent is unchanged), made in one pass."""
    views = [v for _step, _s, v in playout_views(2, 5, every=40)]
    for view in (views[3], views[-1]):
        for part in ("map", "tracks", "bonus", "displays"):
            image = render_part(view, part, words("en"), ["Ann", "Bo"])
            fast = png_bytes(image)
            for level in (6, 7, 9):
                once = png_bytes(image, level)
                assert once == deflated_harder(fast, level)
                assert len(once) < len(fast)
                assert pixels(once) == pixels(fast)
    assert png_bytes(b"GIF89a...", 6) == b"GIF89a..."  # an animation passes through
