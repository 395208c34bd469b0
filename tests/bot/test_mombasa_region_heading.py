"""The expansion's panel (issue 34): the line above the region buttons asks what they all
offer, never one column while the buttons offer three."""

from __future__ import annotations

import re

import pytest

from bot.games.mombasa import panels as mombasa_panels
from bot.games.outcomes import Choice, PanelSketch
from bot.words import use_language
from rules.catalogues import words
from rules.core import msg
from rules.mombasa import wording as W


@pytest.mark.parametrize("lang, column_word", [("en", "column"), ("nl", "kolom")])
def test_the_heading_of_regions_from_three_columns_names_no_one_column(lang, column_word):
    say = words(lang)
    moves = [(rid, k) for rid in ("somali_coast", "swahili_coast") for k in range(3)]
    choices = [Choice(i, "", "enter", params={"region": rid, "column": k},
                      message=msg("mombasa-act-enter", region=W.region(rid), company=W.company("black"),
                                  column=k + 1, cost=1))
               for i, (rid, k) in enumerate(moves)]
    choices.append(Choice(len(moves), "", "finish_expansion", message=msg("mombasa-act-finish-expansion", left=1)))
    sketch = PanelSketch(1, 0, 5, 0, msg("bot-game-title", title="Mombasa", id="1"), choices=choices,
                         view={"pending": {"costs": {"somali_coast": 1, "swahili_coast": 1, "abyssinia": 2}}})
    mombasa_panels.build_panel(sketch)
    with use_language(lang):
        lines = [say(line) for line in sketch.info]
        options = [say(o.label) for menu in sketch.menus for o in menu.options]
        questions = [say(menu.placeholder) for menu in sketch.menus]
    assert len(options) == 6
    # every option says its column, and no heading or question says one column alone
    assert {re.search(rf"{column_word} (\d)", o).group(1) for o in options} == {"1", "2", "3"}
    for line in lines + questions:
        assert not re.search(rf"{column_word} \d", line, re.IGNORECASE), line
