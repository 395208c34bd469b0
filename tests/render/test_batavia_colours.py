"""One colour table for the words and the pictures (issue 26, item 16): every seat's colour
word, in the thread, on the hand and on the board, in English and Dutch, names the colour
its marker is drawn in (render/kit/draw.py PLAYER_COLOURS). Before, seat 5 read "grey" in
the thread and "red" on its hand while drawn vermilion; seat 4 "pink" and "purple"."""

from __future__ import annotations

import pytest

import render.batavia.draw as dr
from bot.games import get_profile
from render.batavia import render_board, render_hand, render_players
from render.batavia.samples import playout
from render.batavia.text import hand_text
from render.kit.draw import PLAYER_COLOURS
from rules import get_game
from rules.catalogues import words
from rules.core import msg

LANGS = ("en", "nl")


def colour_word(lang: str, name: str) -> str:
    """The thread's word for a table colour ("@Ann (orange)")."""
    return words(lang)(msg("bot-seat-colour", colour=name))


def table_entry(lang: str, label: str) -> tuple[str, tuple[int, int, int]]:
    """The table entry whose colour word ends ``label`` ("P5 orange" -> orange)."""
    found = [(name, rgb) for name, rgb in PLAYER_COLOURS if label.endswith(" " + colour_word(lang, name))]
    assert len(found) == 1, (label, found)
    return found[0]


@pytest.fixture(scope="module")
def five_players():
    game = get_game("batavia")
    states = playout(5, 51)
    middle = next(s for s in states[len(states) // 2:] if s["phase"] == "moves")
    return game, middle


def test_the_thread_names_each_seat_by_the_tables_colour():
    from bot.games.naming import seat_label
    from bot.store import Seat
    from bot.words import use_language

    profile = get_profile("batavia")
    assert tuple(profile.seat_colours) == tuple(name for name, _ in PLAYER_COLOURS)  # "grey" before
    assert tuple(get_profile("mombasa").seat_colours) == tuple(name for name, _ in PLAYER_COLOURS[:4])
    for lang in LANGS:
        for seat, (name, _) in enumerate(PLAYER_COLOURS):
            with use_language(lang):
                label = seat_label(Seat(seat, 1000 + seat, None, False), profile)
            assert label == f"<@{1000 + seat}> ({colour_word(lang, name)})"
            # the same word as the pictures' default name of the seat
            assert words(lang)(msg("render-batavia-seat", number=seat + 1, colour=name)).endswith(
                " " + colour_word(lang, name))
        assert len({colour_word(lang, name) for name, _ in PLAYER_COLOURS}) == len(PLAYER_COLOURS)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_names_its_seat_by_the_thread_s_word(five_players, lang):
    game, state = five_players
    for seat in range(5):
        view = game.view(state, seat)
        title = hand_text(view, words(lang)).splitlines()[0]
        name, _ = table_entry(lang, title.split(":")[0])
        assert name == get_profile("batavia").seat_colours[seat], title  # "red" before


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("draw", [render_board, render_players, render_hand])
def test_each_marker_is_drawn_in_the_colour_its_label_names(five_players, lang, draw, monkeypatch):
    game, state = five_players
    markers, labels = [], []
    real_marker, real_text = dr.player_marker, dr.text

    def marker(d, x, y, seat, r=16, label=None):
        markers.append((x, y, seat, r))
        return real_marker(d, x, y, seat, r, label)

    def text(d, xy, s, *args, **kwargs):
        labels.append((xy, str(s)))
        return real_text(d, xy, s, *args, **kwargs)

    monkeypatch.setattr(dr, "player_marker", marker)
    monkeypatch.setattr(dr, "text", text)
    view = game.view(state, 4 if draw is render_hand else None)
    image = draw(view, words(lang)).convert("RGB")  # drawn in palette mode: read as colours
    seat_names = {words(lang)(msg("render-batavia-seat", number=s + 1, colour=name))
                  for s, (name, _) in enumerate(PLAYER_COLOURS)}
    named = 0
    for x, y, seat, r in markers:
        beside = [s for (tx, ty), s in labels if abs(ty - y) < 8 and 0 < tx - x < 60 and s in seat_names]
        if not beside:
            continue
        named += 1
        name, rgb = table_entry(lang, beside[0])
        # above the seat number drawn in its middle, inside every shape
        assert image.getpixel((int(x), int(y - r * 0.7))) == rgb, (beside[0], seat)
    if draw is render_hand:  # the hand has no marker: its title names the seat
        assert any(s.startswith(words(lang)(msg("render-batavia-seat", number=5, colour="orange")))
                   for _, s in labels)
    else:
        assert named >= 5
