"""Pictures drawn in palette mode (render.kit.palette): every colour Mombasa's live pictures
and Batavia's pictures draw is on the game's palette, and pieces of other palettes keep their
colours when pasted."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageSequence

from bot.games.story import story_view
from render.batavia import IMAGES
from render.batavia import draw as bd
from render.batavia.samples import playout
from render.kit import palette, tiles
from render.mombasa import draw as dr
from render.mombasa.decisions import decision_of
from render.mombasa.samples import playout_moves, playout_views
from render.mombasa.story import render_replay, replay_frames
from render.registry import render, shows
from rules import get_game
from rules.catalogues import words
from tests.story.games import play

MOMBASA = b"".join(bytes(rgb) for rgb in dict.fromkeys(dr.COLOURS))


def _decision_views(seed: int) -> list[dict]:
    game, rng = get_game("mombasa"), random.Random(seed)
    state = game.new_game(players=3, seed=seed, options={"setup": "variable"})
    found: dict[str, list[dict]] = {}
    while not game.is_over(state):
        seat = rng.choice(game.to_move(state))
        view = game.view(state, seat)
        kind = decision_of(view)
        if kind is not None and len(found.setdefault(kind, [])) < 3:
            found[kind].append(view)
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return [v for views in found.values() for v in views]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_colour_the_live_pictures_draw_is_on_mombasas_palette(lang):
    """A colour missing from ``dr.COLOURS`` would take an entry of the picture's own: exact,
    but its kept tiles then pasted through a mapping. None is missing."""
    w = words(lang)
    names = ["Ann", "Bo", "Cy", "Di"]
    drawn = 0
    for players, seed in ((2, 11), (4, 13)):
        for _step, _state, view in playout_views(players, seed, every=40):
            for part in ("map", "tracks", "bonus", "displays"):
                image = render("mombasa", part, view, w, names=names[:players])
                assert image.mode == "P" and palette.entries(image) == MOMBASA, (part, view["phase"])
                drawn += 1
        for before, after, events in list(playout_moves(players, seed))[::7]:
            move = {"before": before, "events": events}
            if shows("mombasa", "move", after, move=move):
                image = render("mombasa", "move", after, w, names=names[:players], move=move)
                assert image.mode == "P" and palette.entries(image) == MOMBASA, "move"
                drawn += 1
    for view in _decision_views(5):
        image = render("mombasa", "decision", view, w)
        if image is not None and image.mode == "P":  # the whole map shrunk is drawn in RGB
            assert palette.entries(image) == MOMBASA, decision_of(view)
            drawn += 1
    assert drawn > 50


def test_a_piece_of_another_palette_or_in_rgb_keeps_its_colours():
    image = palette.canvas((60, 40), dr.PAPER, dr.COLOURS)
    foreign = palette.canvas((20, 20), (1, 2, 3), [(9, 9, 9), dr.INK])
    ImageDraw.Draw(foreign).rectangle((0, 0, 9, 9), fill=dr.INK)
    rgb = Image.new("RGB", (20, 20), (250, 1, 1))
    palette.paste(image, foreign, (0, 0))
    palette.paste(image, rgb, (30, 0))
    seen = image.convert("RGB")
    assert seen.getpixel((5, 5)) == dr.INK and seen.getpixel((15, 15)) == (1, 2, 3)
    assert seen.getpixel((35, 5)) == (250, 1, 1) and seen.getpixel((55, 35)) == dr.PAPER
    assert palette.entries(image).startswith(MOMBASA)  # the shared entries kept their places


def test_a_kept_tile_on_a_palette_picture_is_the_piece_drawn_in_place():
    def piece(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
        x0, y0, x1, y1 = box
        d.rounded_rectangle(box, 6, fill=dr.GOLD, outline=dr.INK, width=2)
        d.ellipse((x0 + 4, y0 + 4, x1 - 4, y1 - 4), fill=(3, 4, 5))  # a colour off the palette
        dr.text(d, ((x0 + x1) / 2, (y0 + y1) / 2), "7", anchor="mm")

    in_place = palette.canvas((120, 90), dr.PAPER, dr.COLOURS)
    piece(ImageDraw.Draw(in_place), (11, 10, 70, 60))
    for _ in range(2):  # drawn onto its tile, then pasted from the kept tile
        pasted = palette.canvas((120, 90), dr.PAPER, dr.COLOURS)
        tiles.kept(ImageDraw.Draw(pasted), ("test-piece", 1), (11, 10, 70, 60), piece)
        assert pasted.convert("RGB").tobytes() == in_place.convert("RGB").tobytes()


def test_the_replays_frames_are_the_drawn_colours_exactly():
    """The end's replay (an animated GIF) is drawn in palette mode: its frames go into the GIF
    as drawn, not quantized by an octree (which moved colours by up to 4 units)."""
    played = play("mombasa", 2, seed=100)
    story = story_view("mombasa", 2, played.seed, played.options, played.entries)
    frames = replay_frames(story, words("nl"), ["Ann", "Bo"])
    shown = ImageSequence.Iterator(Image.open(io.BytesIO(render_replay(story, words("nl"), ["Ann", "Bo"]) or b"")))
    decoded = [frame.convert("RGB") for frame in shown]
    assert len(decoded) == len(frames) > 1
    for drawn, seen in zip(frames, decoded, strict=True):
        assert ImageChops.difference(drawn.convert("RGB"), seen).getbbox() is None


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_colour_batavias_pictures_draw_is_on_its_palette(lang):
    own = b"".join(bytes(rgb) for rgb in dict.fromkeys(bd.colours()))
    game = get_game("batavia")
    drawn = 0
    for players, open_posts in ((3, False), (5, True)):
        for state in playout(players, 60 + players, open_posts)[::12]:
            for what in IMAGES:
                seat = (game.to_move(state) or [0])[0] if what in ("hand", "decision") else None
                image = render("batavia", what, game.view(state, seat), words(lang), names=["An", "Bo", "Cy", "Di", "Ed"])
                if image is not None:
                    assert image.mode == "P" and palette.entries(image) == own, what
                    drawn += 1
    assert drawn > 20
