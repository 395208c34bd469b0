"""Region names on the map break between words or at a syllable's end (issue 26, item 24):
they broke wherever the width ran out ("Guineeku-st", "Nigerboc-ht", "Tjaadme-er",
"Somalisc-he kust"; English "Okavang-o"; on the whole board "Senegambia" was cut to
"Senegamb…"). Every region in both languages, on the phone map part and on the whole
board: the lines put back together give the name, a hyphen stands only where the
language's hyphenation dictionary (pyphen) allows one, and every line fits its tile."""

from __future__ import annotations

import pyphen
import pytest

from render.kit import fonts
from render.kit.legibility import recording
from render.mombasa import layout as lo
from render.mombasa.board import _wrap_name, render_board, static_board
from render.mombasa.components import components
from render.mombasa.parts import MAP_SCALE, region_lines, render_part
from render.mombasa.words import phrases
from rules import get_game
from rules.catalogues import words

DICTIONARY = {"en": "en_US", "nl": "nl_NL"}


def _syllable_breaks(lang: str, lines: list[str], name: str) -> list[str]:
    """The breaks of ``lines`` inside a word that the dictionary does not allow."""
    joined, bad = "", []
    for line in lines[:-1]:
        joined += line
        if line.endswith("-"):
            joined = joined[:-1]
            start = joined.rfind(" ") + 1
            word = name[start:].split(" ")[0]
            head = joined[start:]
            allowed = {h for h, _t in pyphen.Pyphen(lang=DICTIONARY[lang]).iterate(word)}
            if head not in allowed:
                bad.append(f"{head}-{word[len(head):]}")
        else:
            joined += " "
    rebuilt = joined + lines[-1]
    assert rebuilt == name, (lines, name)
    return bad


def _rooms():
    comp = components()
    places = lo.region_places(tuple(r.id for r in comp.regions))
    for r in comp.regions:
        (x0, _y0, x1, _y1), _post = places[r.id]
        yield r, (x1 - x0) * MAP_SCALE, x1 - x0


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_region_name_breaks_at_a_word_or_syllable_and_fits(lang):
    w = phrases(words(lang))
    view = get_game("mombasa").view(get_game("mombasa").new_game(players=2, seed=1, options={}), None)
    with recording() as drawn_part:
        render_part(view, "map", words(lang))
    static_board.cache_clear()  # the names are drawn with the board's art, which is cached
    with recording() as drawn_board:
        render_board(view, words(lang))
    part_texts = [t for t in drawn_part if not t.cut]
    board_texts = [t for t in drawn_board if not t.cut]
    hyphenated = 0
    for region, part_width, board_width in _rooms():
        name = w("render-mombasa-region", region=region.id, name=region.name)
        for where, lines, room, texts in (
                ("map part", region_lines(w, region, part_width), 100 if part_width > 160 else part_width - 2,
                 part_texts),
                ("board", _wrap_name(w, name, board_width - 6), board_width - 6, board_texts)):
            assert len(lines) <= 2, (where, lines)
            assert not _syllable_breaks(lang, lines, name), (where, lines)
            for line in lines:
                assert fonts.text_width(line, fonts.SMALL) <= room, (where, line, room)
                assert any(t.text == line for t in texts), (where, line)  # drawn whole, not cut
            hyphenated += any(line.endswith("-") for line in lines)
    assert hyphenated  # some names are long enough to need a hyphen (the test sees them)


def test_the_syllable_check_finds_a_break_inside_a_syllable():
    assert _syllable_breaks("nl", ["Guineeku-", "st"], "Guineekust") == ["Guineeku-st"]
    assert _syllable_breaks("en", ["Okavang-", "o"], "Okavango") == ["Okavang-o"]
    assert _syllable_breaks("nl", ["Guinee-", "kust"], "Guineekust") == []
    assert _syllable_breaks("nl", ["Somali-", "sche kust"], "Somalische kust") == []
