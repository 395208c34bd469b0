"""One hyphenation for every picture (issue 26, items 22 and 24): Batavia's commodity tiles
("Noot-/muskaat" in Dutch) and Mombasa's region names both hyphenate through the kit's
``fonts.wrap(..., hyphenate=lang)``, whose dictionary per language is loaded once. Batavia
had its own helper that loaded pyphen's dictionary again for every tile it drew."""

from __future__ import annotations

import pyphen

from render.batavia import render_board
from render.kit import fonts
from render.kit.legibility import recording
from rules import get_game
from rules.catalogues import words


def test_batavia_hyphenates_with_the_kits_dictionary_loaded_once(monkeypatch):
    loaded = []

    class Counted(pyphen.Pyphen):
        def __init__(self, *args, **kwargs):
            loaded.append(kwargs.get("lang", args[:1]))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(pyphen, "Pyphen", Counted)
    fonts._dictionary.cache_clear()
    game = get_game("batavia")
    view = game.view(game.new_game(players=3, seed=1, options={"open": True}), None)
    try:
        pictures = []
        for _ in range(2):
            with recording() as drawn:
                render_board(view, words("nl"))
            pictures.append([t.text for t in drawn])
        kits = fonts.wrap("Nootmuskaat", fonts.text_width("Nootmus-", fonts.SMALL, True), fonts.SMALL, 2,
                          hyphenate="nl", bold=True)
    finally:
        fonts._dictionary.cache_clear()  # later tests load the real dictionary again
    nutmeg = [hx for hx in view["hexes"] if hx.get("commodity") == "nutmeg" and hx.get("post") is not None]
    assert nutmeg  # the tile is on the board
    for texts in pictures:
        # "Nootmuskaat" whole, on two lines at a syllable's end, as the kit's wrap breaks it
        assert texts.count("Nootmus-") == texts.count("kaat") == len(nutmeg), texts
        assert not [t for t in texts if t.endswith("…")]
    assert kits == ["Nootmus-", "kaat"]
    assert len(loaded) == 1, loaded  # one Dutch dictionary for every tile of both pictures and the wrap
