"""The live board's bonus part names who holds a bonus tile (a defect seen in stop 36: the
tile's line read "kost 1 · in bezit van" with nothing after it, the holder's marker
standing apart on the space's circle), in English and Dutch, within the two lines the
part gives the line."""

from __future__ import annotations

import pytest

from render.kit import fonts
from render.mombasa import parts
from render.mombasa.words import phrases
from rules import get_game
from rules.catalogues import words

NAMES = ["Anneloes", "Bartholomeus de Vries"]  # (a much longer name is ellipsized on its second line)


def held_view(tile: str, holder: int) -> dict:
    game = get_game("mombasa")
    view = game.view(game.new_game(players=2, seed=3, options={"setup": "first"}), None)
    tiles = view["bonus_tiles"]
    return {**view, "bonus_tiles": {**tiles, tile: {**tiles[tile], "holder": holder}}}


@pytest.mark.parametrize(("lang", "held_by"), [("en", "held by"), ("nl", "in bezit van")])
@pytest.mark.parametrize("holder", [0, 1])
def test_a_held_tiles_line_names_its_holder(lang, held_by, holder):
    w = phrases(words(lang), NAMES)
    cells = {sid: sub for sid, _title, sub, _seat in parts._bonus_cells(w, held_view("bookkeeper", holder))}
    line = cells["tile:bookkeeper"]
    assert held_by in line and line.rstrip().endswith(NAMES[holder]), line
    # drawn as the part draws it: two lines at most, the name whole in them
    drawn = " ".join(fonts.wrap(line, (parts.WIDTH - 2 * parts.M - 12) // 2 - 80, fonts.SMALL, 2))
    assert NAMES[holder] in drawn, drawn
    # a tile nobody holds says so, and names nobody
    assert not any(name in cells["tile:diamond"] for name in NAMES)
