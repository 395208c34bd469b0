"""A picture's palette is its own colours: exact, and no longer than it needs."""

from __future__ import annotations

import io
import struct

from PIL import Image, ImageChops

from render.kit.png import png_bytes
from render.mombasa.samples import playout_views
from render.registry import render
from rules.catalogues import words


def plte_entries(png: bytes) -> int:
    at = png.index(b"PLTE") - 4
    return struct.unpack(">I", png[at:at + 4])[0] // 3


def test_a_live_board_part_keeps_its_colours_in_a_palette_of_its_own_size():
    view = [v for _, _, v in playout_views(2, 3, every=30) if v["phase"] == "actions"][2]
    for part in ("map", "tracks", "bonus", "displays"):
        image = render("mombasa", part, view, words("nl"), names=["Ann", "Bo"])
        png = png_bytes(image, 7)
        decoded = Image.open(io.BytesIO(png))
        colours = len(image.getcolors(1 << 16) or [])
        assert decoded.mode == "P" and plte_entries(png) <= colours < 256, part
        # the drawn colours themselves, not an octree's averages; a rare one (a half shade of
        # a text's edge on an uncommon ground, missed by the sample) takes its nearest
        off = ImageChops.difference(image, decoded.convert("RGB")).convert("L").point(lambda v: 255 * (v > 8))
        assert off.histogram()[255] <= image.width * image.height / 1000, part


def test_a_picture_of_many_colours_still_gets_256():
    gradient = Image.linear_gradient("L").resize((300, 300)).convert("RGB")
    rainbow = Image.merge("RGB", (gradient.getchannel(0), gradient.rotate(90).getchannel(0),
                                  gradient.rotate(45).getchannel(0)))
    png = png_bytes(rainbow)
    assert plte_entries(png) == 256
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    assert decoded.size == rainbow.size
