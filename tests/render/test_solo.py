"""Render tests for solo games against the Mautoma and for the secret starting-tile choice."""

from __future__ import annotations

import copy
import functools
import random

import pytest
from PIL import Image

from render import mombasa as rm
from render.mombasa import automa as au
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.board import render_board, track_marker_xy
from render.mombasa.components import components, track
from render.mombasa.samples import playout_views, sample_images
from rules import get_game
from rules.mombasa.components import COMPANIES

DIFFICULTIES = ("easy", "medium", "hard")
SEEDS = {"easy": 31, "medium": 32, "hard": 33}


@functools.cache
def solo_states(difficulty: str) -> tuple:
    """States of one random solo game: every set-up step, each (phase, round) once, every
    state where a playmat row changed, and the end."""
    game = get_game("mombasa")
    out, seen = [], set()
    for _step, state, view in playout_views(2, SEEDS[difficulty], options={"automa": difficulty}):
        a = view["automa"]
        key = (view["phase"], view.get("setup_step"), view.get("round"), len(a["rows"]["grey"]), len(a["rows"]["yellow"]))
        if key not in seen or game.is_over(state):
            seen.add(key)
            out.append(state)
    return tuple(out)


def _count(img: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    crop = img.crop(tuple(int(v) for v in box)).convert("RGB")
    return sum(1 for px in crop.get_flattened_data() if px == colour)


def _automa_box(view: dict) -> tuple[int, int, int, int]:
    return lo.player_row_box(view["automa"]["seat"], view["automa"]["seat"])


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_solo_games_render_at_every_phase(difficulty):
    game = get_game("mombasa")
    states = solo_states(difficulty)
    phases = set()
    for i, state in enumerate(states):
        public = game.view(state, None)
        phases.add((public["phase"], public.get("setup_step")))
        if i % 4 and not game.is_over(state) and public["phase"] != "setup":
            continue  # a quarter of the states fully: a shared machine
        img = render_board(public)
        assert img.size == (1600, lo.board_height(2, public["automa"]["seat"]))
        text = rm.board_text(public)
        assert f"Mautoma ({difficulty}" in text and "P2" not in text
        for seat in (0, 1):
            pb = rm.render_player_board(public, seat)
            assert pb.size[0] == lo.layout()["player_board"]["width"]
            assert rm.player_text(public, seat)
        assert "Mautoma" in rm.player_text(public, 1)
        for seat in game.to_move(state):
            mine = game.view(state, seat)
            assert rm.render_panel(mine).size[0] == lo.layout()["panel"]["width"]
            assert "solo vs Mautoma" not in rm.panel_text(mine)  # words for the image header only
    assert {("setup", "tile"), ("planning", None), ("actions", None), ("over", None)} <= phases
    final = game.view(states[-1], None)
    assert "Mautoma" in rm.scoresheet_text(final)
    assert rm.render_scoresheet(final).size[0] == 800  # phone-first


def _state_with_rows(difficulty: str = "hard"):
    game = get_game("mombasa")
    for state in solo_states(difficulty):
        v = game.view(state, None)
        a = v["automa"]
        if v["phase"] == "actions" and a["rows"]["grey"] and a["rows"]["yellow"] and a["round_card"]:
            return v
    raise AssertionError("no state with cards in both playmat rows")


def test_row_cards_round_card_and_coins_are_where_the_layout_says():
    view = _state_with_rows()
    a = view["automa"]
    img = render_board(view)
    area = _automa_box(view)
    rows = lo.automa_box(area, "rows")
    for r, colour in enumerate(("grey", "yellow")):
        for k in range(au.ROW_SPOTS):
            box = au.spot_box(rows, r, k)
            filled = _count(img, box, au.CARD_FILL[colour])
            if k < len(a["rows"][colour]):
                assert filled > 2000, (colour, k)
            else:
                assert filled < 50, (colour, k)
    # a 5-pound coin on each yellow spot still holding one, and on each covered round-card icon
    for k in range(len(a["rows"]["yellow"]), au.ROW_SPOTS):
        assert _count(img, au.spot_box(rows, 1, k), dr.GOLD) > 500, k
    card = lo.automa_box(area, "round_card")
    icons = a["round_card"]["icons"]
    for k, icon in enumerate(icons):
        gold = _count(img, au.round_icon_box(card, k, len(icons)), dr.GOLD)
        assert (gold > 1500) == icon["covered"], (k, icon)
    # the card ids are drawn (as text in the alternative too)
    text = rm.board_text(view)
    for colour in ("grey", "yellow"):
        for c in a["rows"][colour]:
            assert c["id"] in text


def test_debt_is_shown_on_the_board_its_player_board_and_in_the_text():
    view = copy.deepcopy(_state_with_rows("easy"))
    seat = view["automa"]["seat"]
    view["automa"]["debt"] = 0
    view["players"][seat]["debt"] = 0
    plain = render_board(view)
    assert "debt" not in rm.board_text(view)
    view["automa"].update(debt=5, money=0, cash=-5)
    view["players"][seat].update(debt=5, money=0)
    owing = render_board(view)
    x0, y0, x1, _ = _automa_box(view)
    name_line = (x0, y0, x1, y0 + 50)
    assert _count(plain, name_line, au.DEBT_RED) == 0
    assert _count(owing, name_line, au.DEBT_RED) > 400
    assert "debt 5" in rm.board_text(view)
    assert "debt 5" in rm.player_text(view, seat)
    pb = rm.render_player_board(view, seat)
    assert _count(pb, (0, 0, pb.size[0], 70), au.DEBT_RED) > 400


def test_favoured_track_marker_is_ringed():
    view = _state_with_rows()
    comp = components()
    img = render_board(view)
    a = view["automa"]
    for i, cid in enumerate(COMPANIES):
        n = len(track(comp, view["tracks"][cid]).spaces)
        x, y = track_marker_xy(i, view["players"][a["seat"]]["tracks"][cid], n, a["seat"])
        ring = _count(img, (x - 19, y - 19, x + 19, y + 19), dr.GOLD)
        assert (ring > 100) == (cid == a["favoured"]), cid


def test_real_debt_reaches_the_text_when_the_engine_records_one():
    """A random solo game that runs into debt says so in its text and draws without error.

    Debt is rare in random play (about one seed in thirty), so the search runs over whole
    games and many seeds; finding none at all means the debt path went untested: fail.
    """
    for seed in range(1, 200):
        for _step, _state, view in playout_views(2, seed, options={"automa": "easy"}):
            if view["automa"]["debt"]:
                assert f"debt {view['automa']['debt']}" in rm.board_text(view)
                render_board(view)
                return
    pytest.fail("no random solo game over 200 seeds ran into debt: the debt rendering path is untested")


# -- the secret starting-tile choice -------------------------------------------------------------
def _variable_setup(players: int = 3, seed: int = 4):
    game = get_game("mombasa")
    return game, game.new_game(players=players, seed=seed, options={"setup": "variable"})


def test_public_board_never_reveals_a_secret_starting_tile():
    game, s = _variable_setup()
    seat = game.to_move(s)[0]
    picks = game.legal_actions(s, seat)
    assert len(picks) == 2
    after = [game.apply(s, seat, a)[0] for a in picks]
    views = [game.view(st, None) for st in after]
    assert views[0]["setup_step"] == "tile"  # the others have not chosen: no reveal yet
    images = [render_board(v).tobytes() for v in views]
    assert images[0] == images[1]
    assert rm.board_text(views[0]) == rm.board_text(views[1])
    assert "starting tile chosen" in rm.board_text(views[0])
    assert rm.player_text(views[0], seat) == rm.player_text(views[1], seat)
    # a tile id smuggled into the public view before the reveal is never drawn
    spy = copy.deepcopy(views[0])
    for p in spy["players"]:
        p["starting_tile"] = "T01"
    assert render_board(spy).tobytes() == images[0]
    assert rm.render_player_board(spy, seat).tobytes() == rm.render_player_board(views[0], seat).tobytes()
    # while one's own panel shows both offered tiles and which one was kept
    mine = [game.view(st, seat) for st in after]
    for m, a in zip(mine, picks, strict=True):
        text = rm.panel_text(m)
        assert f"Your choice: {a['tile']}" in text
        assert all(t in text for t in m["me"]["tile_options"])
    assert rm.render_panel(mine[0]).tobytes() != rm.render_panel(mine[1]).tobytes()


def test_starting_tiles_show_in_the_panel_and_after_the_reveal():
    game, s = _variable_setup()
    rng = random.Random(1)
    first = game.view(s, game.to_move(s)[0])
    assert "Keep one starting tile" in rm.panel_text(first)
    while game.view(s, None)["setup_step"] == "tile":
        seat = game.to_move(s)[0]
        s, _ = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    public = game.view(s, None)
    for p in public["players"]:
        assert p["starting_tile"]  # revealed
        assert f"starting tile {p['starting_tile']}" in rm.player_text(public, p["seat"])
        if public["phase"] == "setup":
            assert f"starting tile {p['starting_tile']}" in rm.board_text(public)
    render_board(public)


def test_flipped_books_and_total_shares():
    game = get_game("mombasa")
    view = copy.deepcopy(game.view(solo_states("hard")[-1], 0))
    me = view["players"][0]
    # a book flipped face down (paid for: no requirement, no reward) draws as a back
    books = me["bookkeeping_track"]
    space = next(i for i, b in enumerate(books) if b)
    me["flipped_books"] = [False] * len(books)  # the chosen book starts face up
    before = rm.render_player_board(view, 0)
    me["flipped_books"] = [i == space for i in range(len(books))]
    after = rm.render_player_board(view, 0)
    assert before.tobytes() != after.tobytes()
    assert f"spaces {space}" in rm.player_text(view, 0)
    # shares on cards are added where the view gives totals
    cid = COMPANIES[0]
    me["total_shares"] = dict(me["track_shares"], **{cid: me["track_shares"][cid] + 2})
    assert "(2 on cards)" in rm.player_text(view, 0)


def test_removed_posts_and_heart_of_africa_legend():
    game = get_game("mombasa")
    view = copy.deepcopy(game.view(solo_states("easy")[-1], None))
    for c in view["companies"].values():
        c["removed"] = 0
    plain = render_board(view)
    view["companies"]["cairo"]["removed"] = 2
    img = render_board(view)
    cx, cy = lo.layout()["map"]["bases"]["cairo"]["removed"]
    box = (cx - 70, cy - 15, cx + 70, cy + 15)
    assert _count(img, box, dr.WHITE) > _count(plain, box, dr.WHITE) + 500
    assert "Cairo 2" in rm.board_text(view)
    lx, ly = lo.layout()["map"]["legend"]
    assert _count(img, (lx, ly + 200, lx + 60, ly + 250), (190, 120, 20)) > 100  # the heart swatch


def test_the_decision_takes_room_only_when_the_seat_decides():
    game = get_game("mombasa")
    view = copy.deepcopy(game.view(solo_states("medium")[0], 0))
    view["me"]["legal"] = ["Keep tile A", "Keep tile B"]
    view["phase"] = "planning"
    deciding = rm.render_panel(view)
    view["me"]["legal"] = []
    waiting = rm.render_panel(view)
    assert deciding.size[1] > waiting.size[1]


def test_solo_samples_are_written():
    names = [n for n, _img, _t in sample_images(games=(), solo=(("hard", 23),))]
    assert any(n.endswith("-mautoma.png") for n in names)
    assert any("-setup-" in n for n in names) and any("-over-" in n for n in names)
    assert all(n.startswith("solo-hard-seed23-") for n in names)
