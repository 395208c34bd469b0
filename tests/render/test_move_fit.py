"""The per-move image reads whole with long names (issue 26, item 1's follow-up): the acting
player's area cut "Anneloes van der Berg-Österh…" at 400 px though the room ran to its coin,
and a track row naming another seat cut "Spoor van Saint-Louis: Anneloes van der Berg-Öste…".
Proved with the kit's text-fit checks over the sample moves of every kind of game, English
and Dutch."""

from __future__ import annotations

import pytest

from render.kit.legibility import recording, texts_fit
from render.registry import render
from rules.catalogues import words
from tests.render.names import SAMPLE_NAMES
from tests.render.test_phone import RUNS, _moves


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("name,players,seed,options", RUNS, ids=[r[0] for r in RUNS])
def test_every_move_image_reads_whole_with_long_names(name, players, seed, options, lang):
    names = SAMPLE_NAMES[:players]
    assert any(len(n) > 25 for n in names)  # "Anneloes van der Berg-Österholm"
    faults = []
    for label, before, after, events in _moves(players, seed, options.get("setup"), options.get("automa")):
        with recording() as drawn:
            render("mombasa", "move", after, words(lang), names=names, move={"before": before, "events": events})
        faults += [(label, f) for f in texts_fit(drawn)]
        assert drawn, label
    assert not faults, faults[:6]
