"""The player's own picture late in the game (issue 26, item 1): with 4 and 5 action slots
the slots were drawn off the 800 px image (226 px boxes, 8 px gaps); the shares line with
"(3 on cards)" and the track-bonus pills ran into "tile … · hand N" ("bonus tile W2 · 0 1nd 9";
Dutch "b1hand 6"); a Dutch book's requirement ("of … kaart", "+3 van 1 …") spilled into the
next bookkeeping space. Proved with the kit's text-fit checks (every text inside its image,
none running into another, none cut), for 3, 4 and 5 slots and the widest shares line, in
English and Dutch, on the player board and on the panel."""

from __future__ import annotations

import random
from functools import cache

import pytest
from PIL import Image, ImageDraw

from render.kit.legibility import (
    DrawnText,
    missing_glyphs,
    off_image,
    overlapping,
    recording,
    texts_fit,
    too_small,
)
from render.mombasa import draw as dr
from render.mombasa.components import components
from render.mombasa.player import BK_W, tile_book
from render.mombasa.words import phrases
from render.registry import render
from rules import get_game
from rules.catalogues import words
from rules.mombasa.components import COMPANIES

NAMES = ["Anneloes", "Zoë", "Ben"]


@cache
def _played(seed: int = 5):
    """A 3-player game played to its end at random; the cards seen in action areas."""
    game = get_game("mombasa")
    state, rng = game.new_game(players=3, seed=seed, options={}), random.Random(seed)
    cards: list[dict] = []
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        for p in game.view(state, None)["players"]:
            for slot in p.get("action_area") or []:
                if slot.get("card") and slot["card"] not in cards:
                    cards.append(slot["card"])
    return game, state, cards


def _widest(p: dict, slots: int, cards: list[dict]) -> None:
    """Seat ``p`` as late in a game as it gets: ``slots`` slots full, every company with
    two-digit shares, 3 of them on cards and its track bonus 2 unlocked; a tile and a hand
    of 12 at the right of the line."""
    p["slots"] = slots
    p["action_area"] = [{"slot": i, "card": cards[i], "face_down": False, "used": i % 2 == 0, "plus_one": i == 1}
                        for i in range(slots)]
    p["total_shares"] = {c: 13 for c in COMPANIES}
    p["track_shares"] = {c: 10 for c in COMPANIES}
    p["unlocked_bonuses"] = {c: 2 for c in COMPANIES}
    p["hand_count"], p["starting_tile"] = 12, "T03"


def _public_late(slots: int) -> dict:
    game, state, cards = _played()
    view = game.view(state, None)
    _widest(view["players"][0], slots, cards)
    return view


def _fits(drawn: list[DrawnText]) -> list[tuple]:
    return texts_fit(drawn) + [("too small", t.text) for t in too_small(drawn)] + \
        [("missing glyph", t.text) for t in missing_glyphs(drawn)]


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("slots", [3, 4, 5])
def test_a_late_player_board_fits_its_picture(lang, slots):
    view = _public_late(slots)
    with recording() as drawn:
        image = render("mombasa", "player", view, words(lang), seat=0, names=NAMES)
    assert image.width == 800
    assert not _fits(drawn), _fits(drawn)
    # every card of the action area is drawn (its crate value, in red, inside the picture)
    crates = [t for t in drawn if t.text == str(view["players"][0]["action_area"][-1]["card"].get("crate"))]
    assert crates and not off_image(crates)
    hand = [t for t in drawn if "12" in t.text and "T03" in t.text]
    assert len(hand) == 1 and hand[0].box[2] <= 800 - 16  # "tile T03 · hand 12", whole, at the right


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("slots", [3, 4, 5])
def test_a_late_panel_fits_its_picture(lang, slots):
    """The panel while planning: its planned slots (a 5th under the first) and the player
    board under them."""
    game = get_game("mombasa")
    state, rng = game.new_game(players=3, seed=5, options={}), random.Random(5)
    while not (game.view(state, 0)["phase"] == "planning" and game.view(state, 0)["round"] >= 2):
        seat = game.to_move(state)[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    view = game.view(state, 0)
    _widest(view["players"][0], slots, _played()[2])
    view["players"][0]["action_area"] = []
    hand = list(view["me"]["hand"])
    view["me"]["draft"] = {str(i): hand[i % len(hand)] for i in range(slots - 1)}  # the last slot empty
    with recording() as drawn:
        image = render("mombasa", "hand", view, words(lang), names=NAMES)
    assert image.width == 800
    assert not _fits(drawn), _fits(drawn)
    empty = [t for t in drawn if t.text == phrases(words(lang))("render-mombasa-panel-slot", number=slots)]
    assert len(empty) == 1 and not off_image(empty)  # the last slot is there, inside the picture


def test_the_text_fit_checks_find_what_they_should():
    image = Image.new("RGB", (100, 60))
    with recording() as drawn:
        d = ImageDraw.Draw(image)
        dr.text(d, (10, 10), "hand 9")
        dr.text(d, (20, 12), "bonus")
        dr.text(d, (90, 40), "off")
    assert [t.text for t in off_image(drawn)] == ["off"]
    assert [(a.text, b.text) for a, b in overlapping(drawn)] == [("hand 9", "bonus")]
    assert len(texts_fit(drawn)) == 2


# -- books: nothing drawn past a book's edge ------------------------------------------------------
def _spills(lang: str, book: dict, width: int, height: int) -> bool:
    """Draws ``book`` in a box ``width`` x ``height`` with a white margin round it: does any
    of its ink fall in the margin?"""
    margin = 30
    image = Image.new("RGB", (width + 2 * margin, height + 2 * margin), (255, 255, 255))
    dr.draw_book(phrases(words(lang)), ImageDraw.Draw(image), (margin, margin, margin + width, margin + height), book)
    image.paste((255, 255, 255), (margin, margin, margin + width + 1, margin + height + 1))
    return image.getbbox() is not None and image.convert("L").getextrema()[0] < 255


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_book_reads_inside_its_space(lang):
    """Every book in a bookkeeping space of the 800 px board (it takes any book), in the
    book display (208 px) and the per-move image (236 px); every starting tile's book on
    the panel's tiles (150 px side by side, 208 px)."""
    comp = components()
    market = [tile_book(type("Tile", (), {"book": b})()) for b in comp.books]
    starting = [tile_book(t) for t in comp.starting_tiles]
    in_space = BK_W - 4 - 6  # a bookkeeping space's box less the book's 3 px each side
    spilled = [(b["id"], w) for b in market + starting for w, h in ((in_space, 117), (208, 118), (236, 128))
               if _spills(lang, b, w, h)]
    spilled += [(b["id"], 150) for b in starting if _spills(lang, b, 150, 118)]
    assert not spilled


# -- every player's own picture through seeded games ---------------------------------------------
GAMES = ((3, 12, {"setup": "variable"}), (4, 13, {}), (2, 21, {"automa": "hard"}))


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_players_own_picture_fits_through_seeded_games(lang):
    """Every player's board and the panel of the seat deciding, at set-up, planning, mid and
    late game and the end of seeded games (solo too): no text off the picture, running into
    another or cut. The solo panel's title ("Your panel: … · round 1 · sol…") and a board
    holding three bonus tiles ("Bonus tiles: Bookkeeper-card tile, Expan…") were cut."""
    from render.mombasa.samples import sample_states

    game = get_game("mombasa")
    names = [*NAMES, "Joël"]
    faults, titles = [], 0
    for players, seed, options in GAMES:
        for label, state in sample_states(players, seed, options):
            public = game.view(state, None)
            for p in public["players"]:
                if p.get("automa"):
                    continue  # the Mautoma's playmat is not a player's own picture
                with recording() as drawn:
                    render("mombasa", "player", public, words(lang), seat=p["seat"], names=names)
                faults += [(seed, label, "player", f) for f in texts_fit(drawn)]
            seat = (game.to_move(state) or [0])[0]
            with recording() as drawn:
                render("mombasa", "hand", game.view(state, seat), words(lang), names=names)
            faults += [(seed, label, "panel", f) for f in texts_fit(drawn)]
            titles += any(names[seat] in t.text for t in drawn[:3])
    assert not faults, faults[:6]
    assert titles  # the panels' titles were seen
