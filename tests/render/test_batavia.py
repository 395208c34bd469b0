"""Batavia's images, phone-first: over many seeded random games (3, 4 and 5 players, both
set-ups, short and long names) every text drawn satisfies the phone rule (font size x 400 /
image width >= 9), every image encodes (as the bot sends it) within the byte budget, every
image names its players, the text alternatives say the same within Discord's limit, and the
public images are drawn from the public view only."""

from __future__ import annotations

import functools
import random

import pytest
from PIL import Image

from render import registry
from render.batavia import IMAGES, PUBLIC
from render.batavia.samples import playout
from render.kit import draw as kit
from render.kit.legibility import missing_glyphs, recording, too_small
from render.kit.png import png_bytes
from rules import get_game
from rules.catalogues import words
from tests.render.batavia_samples import LONG_NAMES

GAME = get_game("batavia")
MAX_PNG = 150 * 1024
ALT_MAX = 1000
RUNS = [(3, 301, False), (3, 302, True), (4, 401, False), (4, 402, True), (5, 501, False), (5, 502, True)]


@functools.cache
def _states(players: int, seed: int, open_posts: bool) -> list:
    """About a dozen states of one game: evenly spaced, plus every kind of moment (an
    auction under way, a move being built, an exchange decision) and the end."""
    states = playout(players, seed, open_posts)
    picked = states[:: max(1, len(states) // 9)]
    for test in (lambda s: s["phase"] == "auction" and s["bid"] and s["bid"]["high"] and any(s["bid"]["out"]),
                 lambda s: s["pending"] is not None and s["pending"]["step"] == "lay" and any(s["pending"]["lay"]),
                 lambda s: s["pending"] is not None and s["pending"]["step"] == "exchange",
                 lambda s: s["target"] is not None):
        found = [s for s in states if test(s)]
        if found:
            picked.append(found[len(found) // 2])
    return [*picked, states[-1]]


def _names(players: int, seed: int) -> list[str] | None:
    return list(LONG_NAMES[:players]) if seed % 2 == 0 else [f"Pl{i}" for i in range(players)]


def _cases():
    for players, seed, open_posts in RUNS:
        for state in _states(players, seed, open_posts):
            yield players, seed, state


PRIVATE = ("hand", "decision")  # drawn from the seat's view, naming that seat


@pytest.mark.parametrize("run", RUNS, ids=[f"{p}p-{s}{'-open' if o else ''}" for p, s, o in RUNS])
def test_every_image_is_legible_on_a_phone_within_budget_and_names_its_players(run):
    players, seed, open_posts = run
    names = _names(players, seed)
    lang = words("nl" if seed % 2 else "en")
    drawn_kinds = set()
    for state in _states(players, seed, open_posts):
        public = GAME.view(state, None)
        seat = (GAME.to_move(state) or [0])[0]
        for what in IMAGES:
            view = GAME.view(state, seat) if what in PRIVATE else public
            with recording() as texts:
                image = registry.render("batavia", what, view, lang, names=names)
            if image is None:
                continue
            drawn_kinds.add(what)
            assert image.width == 800, what
            assert texts, what
            small = too_small(texts)
            assert not small, f"{what}: too small on a phone: {small[:3]}"
            boxes = missing_glyphs(texts)
            assert not boxes, f"{what}: characters the font lacks: {boxes[:3]}"
            data = png_bytes(image)
            assert len(data) <= MAX_PNG, f"{what}: {len(data)} bytes"
            shown = [t.text for t in texts]
            expected = [seat] if what in PRIVATE else range(players)
            for s in expected:
                assert any(names[s] in t for t in shown), f"{what}: {names[s]!r} not drawn whole"
            alt = registry.describe("batavia", what, view, lang, names=names)
            assert alt and len(alt) <= ALT_MAX, (what, len(alt or ""))
    assert drawn_kinds == set(IMAGES), drawn_kinds


def test_text_alternatives_name_every_player_and_state_the_facts():
    names = ["Ann", "Bob", "Cid", "Dee"]
    for state in _states(4, 401, False):
        public = GAME.view(state, None)
        for what in ("board", "players", "scores", "auction"):
            alt = registry.describe("batavia", what, public, names=names)
            if alt is None:
                continue
            for name in names:
                assert name in alt, (what, name, alt)
        board = registry.describe("batavia", "board", public, names=names)
        assert f"Cannon {public['cannon']} (pirates at {public['pirates_at']})" in board
    over = GAME.view(_states(4, 401, False)[-1], None)
    text = registry.describe("batavia", "scores", over, names=names)
    for i, row in enumerate(over["scores"]):
        assert f"{names[i]}: {row['total']} gold" in text


def test_images_that_do_not_suit_the_view_draw_nothing():
    states = _states(3, 301, False)
    public = GAME.view(states[0], None)
    assert set(registry.drawn("batavia")) == set(IMAGES) | {"story", "replay"}  # the end's story: render/batavia/story.py
    assert set(IMAGES) >= {"board", "warehouses", "players", "auction", "hand", "scores"}
    assert registry.render("batavia", "story", public) is None  # a board view is no story
    assert registry.render("batavia", "hand", public) is None and registry.describe("batavia", "hand", public) is None
    moves = next(GAME.view(s, None) for s in states if s["phase"] == "moves")
    assert registry.render("batavia", "auction", moves) is None
    assert registry.render("batavia", "scores", moves) is None
    assert isinstance(registry.render("batavia", "scores", GAME.view(states[-1], None)), Image.Image)


def _hide_differently(state: dict, rng: random.Random) -> dict:
    """The same public game with other secrets: other cards in every hand (same sizes), other
    note counts, the face-down counters in another order, the stack shuffled."""
    s = GAME.load(GAME.dump(state))
    pool = sorted(s["deck"] + [c for h in s["hands"] for c in h])
    rng.shuffle(pool)
    for i, hand in enumerate(s["hands"]):
        s["hands"][i], pool = sorted(pool[:len(hand)]), pool[len(hand):]
    s["deck"] = pool
    s["notes"] = [rng.randint(0, 40) for _ in s["notes"]]
    down = s["hexes"][s["revealed"]:]
    rng.shuffle(down)
    s["hexes"][s["revealed"]:] = down
    return s


def test_public_images_come_from_the_public_view_only():
    rng = random.Random(5)
    checked = 0
    for players, seed, state in _cases():
        if GAME.is_over(state) or state["pending"] is not None:
            continue  # at the end notes are scored in public; a move being built is its player's
        other = _hide_differently(state, rng)
        assert GAME.dump(other) != GAME.dump(state)
        names = _names(players, seed)
        for what in PUBLIC:
            a = registry.render("batavia", what, GAME.view(state, None), names=names)
            b = registry.render("batavia", what, GAME.view(other, None), names=names)
            assert (a is None) == (b is None), what
            if a is not None:
                assert a.tobytes() == b.tobytes(), f"{what} shows a secret"
                checked += 1
    assert checked > 50


def test_five_seats_differ_by_colour_and_shape():
    assert len(set(kit.PLAYER_FILL)) == len(set(kit.PLAYER_SHAPE)) == 5
    assert len(kit.PLAYER_TEXT) == 5
    img = Image.new("RGB", (200, 60), kit.WHITE)
    from PIL import ImageDraw

    d = ImageDraw.Draw(img)
    for seat in range(5):
        kit.player_marker(d, 20 + seat * 40, 30, seat, 15)
    assert {colour for _count, colour in img.getcolors(10_000)} >= {*kit.PLAYER_FILL, kit.INK}  # each seat drawn
