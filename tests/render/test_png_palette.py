"""A picture's PNG palette holds its colours exactly: the game's palette it was drawn on, or\nits own colours, no more than it needs."""

from __future__ import annotations

import io
import struct

from PIL import Image, ImageChops

from render.kit.png import png_bytes
from render.mombasa import draw as dr
from render.mombasa.samples import playout_views
from render.registry import render
from rules.catalogues import words


def plte_entries(png: bytes) -> int:
    at = png.index(b"PLTE") - 4
    return struct.unpack(">I", png[at:at + 4])[0] // 3


def test_a_live_board_part_is_drawn_on_the_games_palette_and_decodes_to_its_colours():
    """The parts are drawn in palette mode on Mombasa's palette (render.kit.palette): no
    colour mapping before the PNG, and the PNG's pixels are the drawn colours, exactly."""
    view = [v for _, _, v in playout_views(2, 3, every=30) if v["phase"] == "actions"][2]
    for part in ("map", "tracks", "bonus", "displays"):
        image = render("mombasa", part, view, words("nl"), names=["Ann", "Bo"])
        assert image.mode == "P" and image.getpalette() == [c for rgb in dict.fromkeys(dr.COLOURS) for c in rgb], part
        png = png_bytes(image, 7)
        decoded = Image.open(io.BytesIO(png))
        assert decoded.mode == "P" and plte_entries(png) == len(dict.fromkeys(dr.COLOURS)) < 256, part
        assert ImageChops.difference(image.convert("RGB"), decoded.convert("RGB")).getbbox() is None, part


def test_an_rgb_picture_keeps_its_colours_in_a_palette_of_its_own_size():
    """A picture drawn in RGB (the whole board, a player board) is mapped to a palette of
    its own colours (a sample's)."""
    view = [v for _, _, v in playout_views(2, 3, every=30) if v["phase"] == "actions"][2]
    image = render("mombasa", "player", view, words("nl"), seat=0)
    assert image.mode == "RGB"
    png = png_bytes(image)
    colours = len(image.getcolors(1 << 16) or [])
    assert plte_entries(png) <= colours < 256
    # the drawn colours themselves, not an octree's averages; a rare one (missed by the
    # sample) takes its nearest
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    off = ImageChops.difference(image, decoded).convert("L").point(lambda v: 255 * (v > 8))
    assert off.histogram()[255] <= image.width * image.height / 1000


def test_a_picture_of_many_colours_still_gets_256():
    gradient = Image.linear_gradient("L").resize((300, 300)).convert("RGB")
    rainbow = Image.merge("RGB", (gradient.getchannel(0), gradient.rotate(90).getchannel(0),
                                  gradient.rotate(45).getchannel(0)))
    png = png_bytes(rainbow)
    assert plte_entries(png) == 256
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    assert decoded.size == rainbow.size
