"""Render tests over real engine states (random playouts, 2-4 players, every phase)."""

from __future__ import annotations

import functools

import pytest
from PIL import Image

from render import mombasa as rm
from render.kit import fonts
from render.kit.png import png_bytes
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.board import post_xy, render_board, track_marker_xy
from render.mombasa.components import components, track
from render.mombasa.samples import playout_views
from rules import get_game
from rules.mombasa.components import COMPANIES

GAMES = ((2, 101), (3, 202), (4, 303))


@functools.cache
def sampled(players: int, seed: int) -> tuple:
    """About a dozen states of one random game, spread over its phases, plus the end."""
    out = []
    seen_phase: set = set()
    for step, state, view in playout_views(players, seed, every=1):
        key = (view["phase"], view.get("round"))
        if key not in seen_phase or step % 60 == 0 or get_game("mombasa").is_over(state):
            seen_phase.add(key)
            out.append(state)
    return tuple(out)


def _fill_count(img: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    crop = img.crop(box).convert("RGB")
    return sum(1 for px in crop.get_flattened_data() if px == colour)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_image_renders_from_random_states(players, seed):
    game = get_game("mombasa")
    states = sampled(players, seed)
    phases = set()
    for i, state in enumerate(states):
        public = game.view(state, None)
        phases.add(public["phase"])
        if i % 3 and not game.is_over(state):
            continue  # every third state fully, to keep the run short on a shared machine
        img = render_board(public)
        assert img.size == (1600, lo.board_height(players))
        assert rm.board_text(public).startswith("Mombasa, round")
        seat = (game.to_move(state) or [0])[0]
        pb = rm.render_player_board(public, seat)
        assert pb.size[0] == lo.layout()["player_board"]["width"]
        mine = game.view(state, seat)
        panel = rm.render_panel(mine)
        assert panel.size[0] == lo.layout()["panel"]["width"] and panel.size[1] > pb.size[1]
        assert rm.panel_text(mine)
    assert {"planning", "actions", "over"} <= phases
    final = game.view(states[-1], None)
    sheet = rm.render_scoresheet(final)
    assert sheet.size[0] == 800  # phone-first
    assert "pounds" in rm.scoresheet_text(final)


def test_trading_posts_and_track_markers_are_where_the_layout_says():
    game = get_game("mombasa")
    comp = components()
    posts_seen = markers_seen = 0
    for state in sampled(4, 303)[::4]:
        view = game.view(state, None)
        img = render_board(view)
        for rid, reg in view["regions"].items():
            posts = reg["posts"]
            if len(posts) == 1 and not posts[0]["upended"]:
                x, y = post_xy(comp, rid)
                colour = dr.COMPANY_FILL[posts[0]["company"]]
                assert _fill_count(img, (x - 17, y - 17, x + 17, y + 17), colour) > 300, rid
                posts_seen += 1
        for i, cid in enumerate(COMPANIES):
            n = len(track(comp, view["tracks"][cid]).spaces)
            for p in view["players"]:
                x, y = track_marker_xy(i, p["tracks"][cid], n, p["seat"])
                colour = dr.PLAYER_FILL[p["seat"]]
                box = (int(x) - 13, int(y) - 13, int(x) + 13, int(y) + 13)
                assert _fill_count(img, box, colour) > 80, (cid, p["seat"])
                markers_seen += 1
    assert posts_seen and markers_seen


def test_share_value_is_printed_for_each_company():
    view = get_game("mombasa").view(sampled(2, 101)[-1], None)
    img = render_board(view)
    for cid in COMPANIES:
        x, y = lo.base_value_centre(cid)
        assert _fill_count(img, (x - 30, y - 30, x + 30, y + 22), dr.INK) > 40, cid


PUBLIC_KEYS = {
    "game", "players", "round", "rounds", "phase", "first_player", "to_move", "turn", "pending", "tracks",
    "companies", "regions", "card_display", "deck", "discard_count", "book_display", "book_coins",
    "book_supply", "round_track", "bonus_spaces", "bonus_tiles", "final_scores",
}


def _planned(slot: dict) -> bool:
    """A card planned face down and not yet revealed (a used card is face down too, but
    its face was public when it was revealed)."""
    return bool(slot.get("face_down")) and not slot.get("used")


def test_public_board_is_drawn_from_the_public_view_only():
    game = get_game("mombasa")
    states = [s for s in sampled(3, 202) if game.view(s, None)["phase"] in ("planning", "actions")][:6]
    assert states
    for state in states:
        public = game.view(state, None)
        # Keep only the agreed public keys and blank what a face-down card would hide.
        stripped = {k: v for k, v in public.items() if k in PUBLIC_KEYS}
        stripped["players"] = []
        for p in public["players"]:
            q = dict(p)
            q["action_area"] = [dict(s, card=None) if _planned(s) else s for s in p["action_area"]]
            stripped["players"].append(q)
        assert render_board(public).tobytes() == render_board(stripped).tobytes()
        # Smuggling a card into a face-down slot changes nothing: its face is never drawn.
        spy = dict(stripped)
        spy["players"] = [dict(p, action_area=[dict(s, card={"kind": "goods", "good": "coffee", "units": 4, "crate": 3})
                                               if _planned(s) else s for s in p["action_area"]])
                          for p in stripped["players"]]
        assert render_board(spy).tobytes() == render_board(stripped).tobytes()
        # A seat view (with "me") is refused.
        seat = game.view(state, 0)
        with pytest.raises(ValueError):
            render_board(seat)


def test_scoresheet_names_every_winner_of_a_tie():
    view = {"final_scores": [
        {"cash": 5, "mombasa": 1, "cape_town": 0, "saint_louis": 0, "cairo": 0, "diamonds": 0, "bookkeeping": 0, "total": 6},
        {"cash": 6, "mombasa": 0, "cape_town": 0, "saint_louis": 0, "cairo": 0, "diamonds": 0, "bookkeeping": 0, "total": 6},
        {"cash": 1, "mombasa": 0, "cape_town": 0, "saint_louis": 0, "cairo": 0, "diamonds": 0, "bookkeeping": 0, "total": 1},
    ]}
    text = rm.scoresheet_text(view)
    assert "Shared victory: P1 blue, P2 yellow" in text
    assert rm.render_scoresheet(view).size[1] > 500


def test_layout_places_every_region_of_the_real_map():
    comp = components()
    named = lo.layout()["regions"]
    assert {r.id for r in comp.regions} <= set(named)
    places = lo.region_places(tuple(r.id for r in comp.regions))
    for r in comp.regions:
        (x0, y0, x1, y1), (px, py) = places[r.id]
        assert x0 < px < x1 and y0 < py < y1, r.id


def test_fonts_never_go_below_the_phone_minimum():
    assert fonts.font(8).size == fonts.MIN_SIZE >= 22
    assert fonts.fit_size("a very long label that does not fit", 40) == fonts.MIN_SIZE


def test_png_is_small_enough_for_discord():
    view = get_game("mombasa").view(sampled(4, 303)[-1], None)
    data = png_bytes(render_board(view))
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 1_500_000
