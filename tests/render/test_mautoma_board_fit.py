"""The Mautoma's own picture (`/mombasa board player:` on the Mautoma; issue 26, item 1's
follow-up): at phone width its playmat's three spots side by side left ~200 px each and cut
their words ("book: col. 6, bot…", "anders kaart ko…", "Diamantstapp…"), the round card cut
"covered" ("cove…") and drew its 5-pound coins over the values they cover, a 5-pound coin of the
yellow row lay over "volgende kaart", and its name, difficulty and first player's badge ran
into its coin. Proved with the kit's text-fit checks over every state the seeded solo games
show (easy, medium and hard), in English and Dutch."""

from __future__ import annotations

from functools import cache

import pytest

from render.kit.legibility import missing_glyphs, off_image, recording, texts_fit, too_small
from render.mombasa import automa as au
from render.mombasa.samples import SOLO, sample_states
from render.mombasa.words import phrases
from render.registry import render
from rules import get_game
from rules.catalogues import words

NAMES = ["Anneloes", "Mautoma"]


@cache
def _states(difficulty: str, seed: int) -> list[tuple[str, dict]]:
    game = get_game("mombasa")
    return [(label, game.view(state, None)) for label, state in sample_states(2, seed, {"automa": difficulty})]


def _faults(drawn) -> list[tuple]:
    return texts_fit(drawn) + [("too small", t.text) for t in too_small(drawn)] + \
        [("missing glyph", t.text) for t in missing_glyphs(drawn)]


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize(("difficulty", "seed"), SOLO)
def test_the_mautomas_board_reads_whole_in_every_state(difficulty, seed, lang):
    say = phrases(words(lang))
    faults, seen = [], set()
    for label, view in _states(difficulty, seed):
        a = view.get("automa")
        if not a:
            continue
        with recording() as drawn:
            image = render("mombasa", "player", view, words(lang), seat=int(a["seat"]), names=NAMES)
        assert image.width == 800
        faults += [(label, f) for f in _faults(drawn)]
        texts = {t.text for t in drawn}
        # every card of its rows with its words and the book its arrow points at, whole
        for colour in ("grey", "yellow"):
            arrows = au.row_arrows(a, colour)
            for k, card in enumerate(a["rows"][colour]):
                assert card["id"] in texts, (label, card["id"])
                assert au.card_words(say, card)[0] in texts, (label, card["id"])
                if arrows[k].get("column"):
                    assert au.book_words(say, arrows[k]) in texts, (label, card["id"])
                seen.add(card["id"])
    assert not faults, faults[:8]
    assert seen  # cards were drawn in its rows


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_covered_round_card_icons_keep_their_values_readable(lang):
    """A covered icon: its 5-pound coin, the value it needed and the word "covered", none on
    another, in a phone-width picture."""
    label, view = next(((label, view) for difficulty, seed in SOLO for label, view in _states(difficulty, seed)
                        if any(i.get("covered") for i in ((view.get("automa") or {}).get("round_card") or {}).get("icons") or [])),
                       (None, None))
    assert view, "no seeded state with a covered round-card icon"
    card = view["automa"]["round_card"]
    with recording() as drawn:
        render("mombasa", "player", view, words(lang), seat=int(view["automa"]["seat"]), names=NAMES)
    covered = phrases(words(lang))("render-mombasa-automa-measure", measure="covered")
    shown = [t for t in drawn if t.text == covered]
    assert len(shown) == sum(bool(i.get("covered")) for i in card["icons"])
    assert not off_image(shown) and not _faults(drawn), (label, _faults(drawn))


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_mautoma_card_reads_whole_in_its_spot(lang):
    """Every card of the Mautoma's decks in a spot of its row (the longest actions, the
    special card's note, books at the bottom), with the next spot's arrow and coins."""
    from render.mombasa.components import automa_components

    view = next(v for _label, v in _states("hard", 23) if (v.get("automa") or {}).get("round_card"))
    seat = int(view["automa"]["seat"])
    faults, drawn_ids = [], set()
    for colour in ("grey", "yellow"):
        cards = [c for c in automa_components().cards if c.colour == colour]
        for i in range(0, len(cards), 2):  # two cards and the next spot, empty
            a = dict(view["automa"])
            row = [{"id": c.id, "colour": colour, "sections": list(c.sections),
                    "next_arrow": {"criterion": c.next_arrow.criterion, "column": c.next_arrow.column,
                                   "row": c.next_arrow.row}} for c in cards[i:i + 2]]
            a["rows"] = {"grey": [], "yellow": [], colour: row}
            a["playmat_coins"] = 1
            with recording() as drawn:
                render("mombasa", "player", {**view, "automa": a}, words(lang), seat=seat, names=NAMES)
            faults += _faults(drawn)
            drawn_ids |= {t.text for t in drawn} & {c["id"] for c in row}
    assert not faults, faults[:8]
    assert drawn_ids == {c.id for c in automa_components().cards}
