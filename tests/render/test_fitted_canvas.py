"""Board parts and per-move images drawn on a canvas about as tall as they need
(render.kit.canvas) are the pictures drawn on the tall canvas, pixel for pixel: after
shorter and taller ones, and one taller than any before (drawn again on the tall canvas)."""

from __future__ import annotations

import pytest

from render.kit import canvas, legibility
from render.mombasa.parts import render_part
from render.mombasa.samples import playout_moves, playout_views
from render.registry import render, shows
from rules.catalogues import words

NAMES = ["Anneloes van der Berg-Österholm", "Zoë", "Joël", "Ben"]
VIEWS = [v for _step, _s, v in playout_views(4, 3, every=40)][1::2]


def tall(draw):
    """The picture drawn on the tall canvas (as while the legibility checks record)."""
    with legibility.recording():
        return draw().tobytes()


@pytest.mark.parametrize("part", ["tracks", "bonus", "displays"])
def test_a_part_on_a_fitted_canvas_is_the_part_on_the_tall_one(part, monkeypatch):
    monkeypatch.setattr(canvas, "_TALLEST", {})
    fresh = [tall(lambda v=v: render_part(v, part, words("nl"), NAMES)) for v in VIEWS]
    drawn = [render_part(v, part, words("nl"), NAMES).tobytes() for v in VIEWS + VIEWS[::-1]]
    assert drawn == fresh + fresh[::-1]
    assert canvas._TALLEST[("mombasa", part)] < canvas.TALL - canvas.SLACK  # the short canvas was used


def test_a_picture_taller_than_any_before_is_drawn_whole(monkeypatch):
    view = VIEWS[-1]
    whole = tall(lambda: render_part(view, "displays", words("en"), NAMES))
    monkeypatch.setattr(canvas, "_TALLEST", {("mombasa", "displays"): 200})  # far too short a canvas
    again = render_part(view, "displays", words("en"), NAMES)
    assert again.tobytes() == whole and again.height > 200 + canvas.SLACK


def test_per_move_images_on_a_fitted_canvas_are_those_on_the_tall_one(monkeypatch):
    monkeypatch.setattr(canvas, "_TALLEST", {})
    moves = [(a, {"before": b, "events": e}) for b, a, e in list(playout_moves(2, 7))[::3]
             if shows("mombasa", "move", a, move={"before": b, "events": e})][:10]
    assert len(moves) >= 5
    fresh = [tall(lambda a=a, m=m: render("mombasa", "move", a, words("en"), names=NAMES[:2], move=m))
             for a, m in moves]
    drawn = [render("mombasa", "move", a, words("en"), names=NAMES[:2], move=m).tobytes() for a, m in moves]
    assert drawn == fresh
    assert ("mombasa", "move") in canvas._TALLEST
