"""The solo per-move image (issue 26, item 13): the caption was cut after 6 lines, mid-way
through the Mautoma's explanation of its turn ("…(1 coin le…"); "4 regions entered" counted
the player's region with the Mautoma's three. The caption is drawn whole (the picture grows,
the Mautoma's turn a paragraph of its own) and each side's regions come under its own name
and count, English and Dutch, every text readable at phone width."""

from __future__ import annotations

from functools import cache

import pytest

from render.kit.legibility import recording, texts_fit, too_small
from render.mombasa.move import render_move
from render.mombasa.samples import playout_moves
from render.mombasa.words import phrases
from rules.catalogues import words

NAMES = ["Anneloes", "Mautoma"]


@cache
def _solo_moves():
    """Public moves of seeded solo games (hard) in which the player and the Mautoma both
    entered regions, the player's expansion first."""
    out = []
    for seed in range(40, 56):
        for before, after, events in playout_moves(2, seed, {"automa": "hard"}):
            types = [e.get("type") for e in events]
            if "RegionEntered" in types and "AutomaRegionEntered" in types:
                out.append((before, after, events))
        if len(out) >= 3:
            return out
    return out


def _words(text: str) -> list[str]:
    return text.replace("\n", " ").split()


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_mautomas_explanation_is_shown_whole(lang):
    say = phrases(words(lang), NAMES)
    moves = _solo_moves()
    assert moves
    longest = 0
    for before, after, events in moves:
        with recording() as drawn:
            image = render_move(after, words(lang), NAMES, {"before": before, "events": events})
        assert image.width == 800 and not too_small(drawn) and not texts_fit(drawn), texts_fit(drawn)
        shown = _words(" ".join(t.text for t in drawn))
        said = [e for e in events if e.get("visible_to") == "all" and str(e.get("type")).startswith("Automa")
                and isinstance(e.get("key"), str)]
        for e in said:  # every word of the Mautoma's explanation, in order, none cut
            message = _words(say.message({"key": e["key"], "args": e.get("args") or {}}))
            start = next((i for i in range(len(shown)) if shown[i:i + len(message)] == message), None)
            assert start is not None, (lang, message)
        longest = max(longest, sum(len(say.message({"key": e["key"], "args": e.get("args") or {}})) for e in said))
    assert longest > 6 * 50  # more than the 6 lines the caption had (about 50 characters a line)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_each_side_says_its_own_regions_entered(lang):
    say = phrases(words(lang), NAMES)
    for before, after, events in _solo_moves():
        mine = sum(1 for e in events if e.get("type") == "RegionEntered")
        its = sum(1 for e in events if e.get("type") == "AutomaRegionEntered")
        with recording() as drawn:
            render_move(after, words(lang), NAMES, {"before": before, "events": events})
        texts = [t.text for t in drawn]
        assert say("render-mombasa-move-entered-by", name="Anneloes", count=mine) in texts
        assert say("render-mombasa-move-entered-by", name="Mautoma", count=its) in texts
        assert say("render-mombasa-move-entered", count=mine + its) not in texts  # not the sum
        assert texts.index(say("render-mombasa-move-entered-by", name="Anneloes", count=mine)) < \
            texts.index(say("render-mombasa-move-entered-by", name="Mautoma", count=its))  # the mover's first
