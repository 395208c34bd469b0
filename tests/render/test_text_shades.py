"""Text without shades (issue 29: public bytes per game), and a card's icons inside its card."""

from __future__ import annotations

import dataclasses
import statistics

from PIL import Image, ImageDraw

from bot.games.pictures import LIVE_LEVEL
from render.kit import draw as kd
from render.kit import fonts
from render.kit.png import png_bytes
from render.mombasa import draw as dr
from render.mombasa.components import components, letters
from render.mombasa.samples import playout_views
from render.mombasa.words import phrases
from render.registry import render
from rules.catalogues import words


def test_a_text_is_drawn_without_shades():
    image = Image.new("L", (400, 60), 0)
    kd.text(ImageDraw.Draw(image), (4, 4), "Kaapstad, Mombasa 12", size=fonts.SMALL, fill=255)
    shades = {value for _count, value in image.getcolors(256) or []}
    assert shades == {0, 255}


def test_a_live_boards_parts_are_small_in_each_language():
    """Mid-game parts of a 2-player game, deflated as the live board uploads them: with
    FreeType's 256 shades of text the median was 28.8 / 35.4 / 25.2 / 33.5 kB (map, tracks,
    bonus, displays); without, 20.0 / 23.1 / 15.6 / 23.2 kB (Dutch 20.8 / 23.3 / 16.1 / 23.7), at
    level 7; at level 6 (LIVE_LEVEL since issue 28's drawing CPU), drawn in palette mode, the
    Dutch map 22.1 kB."""
    views = [v for _, _, v in playout_views(2, 3, every=30) if v["phase"] in ("planning", "actions")][1:6]
    budget = {"map": 23_000, "tracks": 25_000, "bonus": 18_000, "displays": 25_000}
    for lang in ("en", "nl"):
        for part, most in budget.items():
            sizes = [len(png_bytes(render("mombasa", part, v, words(lang), names=["Ann", "Bo"]), LIVE_LEVEL))
                     for v in views]
            assert statistics.median(sizes) <= most, (lang, part, sizes)


def test_a_diamond_card_with_a_mine_keeps_its_icons_inside_the_card():
    """2 diamonds, 1 pound and a mine with its company's share: 193 px of icons at full size,
    on a display's card 176 px wide (it spilled past both edges, "Diamanten" and "Diamonds")."""
    comp = components()
    card_def = next(c for c in comp.market_cards if c.kind == "diamond" and c.company)
    card = {k: v for k, v in dataclasses.asdict(card_def).items() if v is not None}
    for lang in ("en", "nl"):
        image = Image.new("RGB", (300, 260), dr.PAPER)
        box = (60, 20, 60 + 176, 20 + 206)
        dr.draw_card(phrases(words(lang)), ImageDraw.Draw(image), box, card, letters(comp))
        outside = [image.crop((0, 0, box[0], 260)), image.crop((box[2] + 1, 0, 300, 260))]
        for side in outside:
            assert side.getcolors() == [(side.width * side.height, dr.PAPER)], lang
