"""Batavia's route at phone width (issue 26, item 22): counters every merchant has passed
are marked ("they serve no further purpose"), merchant markers read at 400 px, and the
Dutch "Nootmuskaat" reads whole on its tile."""

from __future__ import annotations

import pytest

import render.batavia.draw as dr
from render.batavia import render_board
from render.batavia.samples import playout
from render.batavia.text import board_text
from render.kit.legibility import PHONE_WIDTH, recording
from rules import get_game
from rules.catalogues import words
from rules.core import msg

LANGS = ("en", "nl")


def merchants(view) -> list:
    return [p["merchant"] for p in view["seats"]]


@pytest.fixture(scope="module")
def late():
    """A 5-player game late on: every merchant past the first posts, some still lying there."""
    game = get_game("batavia")
    for seed in range(51, 80):
        for state in playout(5, seed):
            view = game.view(state, None)
            places = merchants(view)
            if "start" in places or not all(isinstance(p, int) for p in places):
                continue
            rear = min(places)
            behind = [hx["hex"] for hx in view["hexes"] if hx.get("post") is not None and hx["hex"] < rear]
            ahead = [hx["hex"] for hx in view["hexes"] if hx.get("post") is not None and hx["hex"] > rear]
            if len(behind) >= 2 and ahead:
                return view, behind, ahead
    raise AssertionError("no sample game reaches the case")


def tile_centre(view, number: int, top: float) -> tuple[int, int]:
    """A point inside hex ``number``'s tile, off its words and flag (its lower left)."""
    L = dr.layout()
    R, m = L["route"], L["margin"]
    cols = int(R["columns"])
    cw = (dr.width() - 2 * m) / cols
    i = number - 1
    x0, y0 = m + (i % cols) * cw, top + (i // cols) * int(R["cell_height"])
    return int(x0 + 6), int(y0 + int(R["cell_height"]) - 14)


def route_top(view, w) -> float:
    from render.batavia.words import phrases

    L = dr.layout()
    return L["title_height"] + 12 + dr.legend_height(phrases(w), view) + 12 + L["route"]["start_height"]


@pytest.mark.parametrize("lang", LANGS)
def test_counters_every_merchant_has_passed_are_marked_in_the_picture_and_its_words(late, lang):
    view, behind, ahead = late
    w = words(lang)
    image = render_board(view, w).convert("RGB")  # drawn in palette mode: read as colours
    top = route_top(view, w)
    passed = tuple(dr.colour("passed"))
    for number in behind:
        assert image.getpixel(tile_centre(view, number, top)) == passed, number
    for number in ahead:
        assert image.getpixel(tile_centre(view, number, top)) != passed, number
    said = w(msg("render-batavia-text-counters-passed", list=w.join([str(h) for h in behind]), count=len(behind)))
    assert said in board_text(view, w)


def test_merchant_markers_read_at_phone_width(late, monkeypatch):
    view, _, _ = late
    drawn = []
    real = dr.player_marker

    def marker(d, x, y, seat, r=16, label=None):
        drawn.append((y, r))
        return real(d, x, y, seat, r, label)

    monkeypatch.setattr(dr, "player_marker", marker)
    w = words("en")
    image = render_board(view, w)
    top = route_top(view, w)
    rows = (len(view["hexes"]) + 4) // 5
    on_route = [r for y, r in drawn if top <= y <= top + rows * dr.layout()["route"]["cell_height"]]
    assert len(on_route) == sum(isinstance(p, int) for p in merchants(view))
    for r in on_route:  # at least 18 px across on a phone (15 px before, about 12 px seen)
        assert 2 * r * PHONE_WIDTH / image.width >= 18


@pytest.mark.parametrize("lang", LANGS)
def test_every_commodity_reads_whole_on_its_tile(lang):
    game = get_game("batavia")
    D = game.D
    state = game.new_game(players=3, seed=1, options={"open": True})
    view = game.view(state, None)
    shown = {hx.get("commodity") for hx in view["hexes"] if hx.get("post") is not None}
    assert shown == set(D.commodity_ids)  # every commodity on some tile
    with recording() as drawn:
        render_board(view, words(lang))
    cut = [t.text for t in drawn if t.text.endswith("…")]
    assert not cut, cut  # "Nootmus…" before
