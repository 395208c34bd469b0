"""Each decision's own picture in the private panel (issue 28, item 1): for every kind of
decision of both games, in English and Dutch, a picture 800 px wide and at most 900 px tall,
every word readable at 400 px, naming its player, with a text alternative; drawn from the
seat's view only, so another seat's secrets cannot change it."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from render import registry
from render.batavia.decisions import decision_of as batavia_decision
from render.kit.legibility import missing_glyphs, recording, too_small
from render.kit.png import png_bytes
from render.mombasa import parts
from render.mombasa.decisions import KINDS, _map_window, decision_of, decision_subject
from render.mombasa.parts import region_name
from render.mombasa.words import phrases
from rules import get_game
from rules.catalogues import words

NAMES = ["Anneloes van der Berg-Österholm", "Zoë", "Joël Ó Súilleabháin", "Ben", "Mia"]
ALT_MAX = 1000
# issue 28: private pictures at most 30 KB a move on average; one picture a decision
MAX_BYTES = 60_000


def random_play(game, seed: int, players: int, options: dict) -> Iterator[tuple[Any, int]]:
    """(state, seat) at each step of a seeded random game (at most 3000 steps): the seat
    picked to act, which then plays a random legal action."""
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, options=options)
    for _ in range(3000):
        if game.is_over(state):
            return
        seat = rng.choice(game.to_move(state))
        yield state, seat
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


def decisions(kind: str, runs, decision) -> dict[str, list[tuple]]:
    """(state, seat) at each picture kind of seeded random games, a few of each."""
    game = get_game(kind)
    found: dict[str, list[tuple]] = {}
    for seed, players, options in runs:
        for state, seat in random_play(game, seed, players, options):
            picture = decision(game.view(state, seat))
            if picture is not None and len(found.setdefault(picture, [])) < 3:
                found[picture].append((state, seat))
    return found


MOMBASA = decisions("mombasa", ((3, 3, {}), (5, 4, {"setup": "variable"}), (7, 2, {}), (11, 2, {"automa": "easy"})),
                    decision_of)
BATAVIA = decisions("batavia", ((3, 3, {}), (4, 5, {})), batavia_decision)


def test_every_kind_of_decision_was_met():
    assert set(MOMBASA) == set(KINDS)
    assert set(BATAVIA) == {"lay", "sail"}


def _words_say_all(kind: str):
    """Seat views at decisions whose panel words say all (issue 28: no picture): Mombasa's
    action to take, card to sell or buy, resting deck to pick up; Batavia's bid or pass."""
    game = get_game(kind)
    found: dict[str, list] = {}
    for seed in (3, 5, 7):
        for state, seat in random_play(game, seed, 3, {}):
            view = game.view(state, seat)
            if kind == "mombasa":
                pending = view.get("pending") or {}
                what = pending.get("kind") if pending.get("seat") == seat else None
            else:
                auction = view.get("auction") or {}
                what = "bid" if view.get("phase") == "auction" and auction.get("turn") == seat else None
            if what in ("action", "sell_card", "buy_card", "pickup", "bid") and len(found.setdefault(what, [])) < 3:
                found[what].append(view)
    return found


@pytest.mark.parametrize("kind, expected", [("mombasa", {"action", "sell_card", "buy_card"}), ("batavia", {"bid"})])
def test_a_decision_its_words_say_whole_has_no_picture(kind, expected):
    """The action to take (each button names its card), a card to sell or buy (named with
    its price), a bid (an amount; the panel says the lot, the high bid and your notes): no
    picture, so the panel's first step of most moves uploads none."""
    found = _words_say_all(kind)
    assert expected <= set(found), set(found)
    for what, views in found.items():
        for view in views:
            assert registry.render(kind, "decision", view) is None, what
            assert registry.inputs(kind, "decision", view) is None, what


@pytest.mark.parametrize("kind, found", [("mombasa", MOMBASA), ("batavia", BATAVIA)])
def test_a_picture_is_drawn_from_its_part_of_the_view_alone(kind, found):
    """The picture of a view is the picture of its part (``render.registry.inputs``): the
    part alone, drawn as a view, gives the same bytes, so two views with equal parts draw
    one picture (the renderer draws it once, the panel keeps its attachment)."""
    for picture, cases in found.items():
        for state, seat in cases:
            view = get_game(kind).view(state, seat)
            part = registry.inputs(kind, "decision", view)
            assert part is not None and len(repr(part)) < len(repr(view)), picture
            assert png_bytes(registry.render(kind, "decision", part, names=NAMES)) == png_bytes(
                registry.render(kind, "decision", view, names=NAMES)), picture


def test_another_players_move_leaves_a_plan_picture_as_it_was():
    """Planning shows the seat's own hand and slots: another seat's plan, money, tracks or
    the displays changing leave its part, and so its picture, as they were; its own hand
    changing does not."""
    game = get_game("mombasa")
    state, seat = MOMBASA["plan"][0]
    view = game.view(state, seat)
    others = [p for p in view["players"] if p["seat"] != seat]
    moved = dict(view, card_display=[], book_display=[], regions={},
                 players=[p if p["seat"] == seat else {**p, "money": p["money"] + 7, "tracks": {}} for p in view["players"]])
    assert others and moved != view
    assert registry.inputs("mombasa", "decision", moved) == registry.inputs("mombasa", "decision", view)
    fewer = dict(view, me={**view["me"], "hand": view["me"]["hand"][1:]})
    assert registry.inputs("mombasa", "decision", fewer) != registry.inputs("mombasa", "decision", view)
    assert png_bytes(registry.render("mombasa", "decision", fewer)) != png_bytes(
        registry.render("mombasa", "decision", view))


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("kind, found", [("mombasa", MOMBASA), ("batavia", BATAVIA)])
def test_each_decision_picture_fits_a_phone_and_names_its_player(kind, found, lang):
    game = get_game(kind)
    for picture, cases in found.items():
        for state, seat in cases:
            view = game.view(state, seat)
            with recording() as drawn:
                image = registry.render(kind, "decision", view, words(lang), names=NAMES)
            assert image is not None, picture
            assert image.width == 800 and image.height <= 900, (picture, image.size)
            assert not too_small(drawn), (picture, too_small(drawn)[:3])
            assert not missing_glyphs(drawn), (picture, missing_glyphs(drawn)[:3])
            assert any(NAMES[seat] in t.text for t in drawn), (picture, [t.text for t in drawn][:4])
            assert len(png_bytes(image)) <= MAX_BYTES, picture
            alt = registry.describe(kind, "decision", view, words(lang), names=NAMES)
            assert alt and NAMES[seat] in alt and len(alt) <= ALT_MAX, (picture, alt)


@pytest.mark.parametrize("kind, found", [("mombasa", MOMBASA), ("batavia", BATAVIA)])
def test_a_public_view_has_no_decision_picture(kind, found):
    state, _seat = next(iter(found.values()))[0]
    public = get_game(kind).view(state, None)
    assert registry.render(kind, "decision", public) is None
    assert registry.describe(kind, "decision", public) is None


def _others_hands_changed(kind: str, state, seat: int):
    """The state with every other seat's hand changed (as many cards, others from the deck):
    what the seat may not see."""
    changed = copy.deepcopy(state)
    if kind == "mombasa":
        hands = [p["hand"] for i, p in enumerate(changed["seats"]) if i != seat]
    else:
        hands = [h for i, h in enumerate(changed["hands"]) if i != seat]
    deck = changed["deck"]
    for hand in hands:
        n = min(len(hand), len(deck))
        hand[:n], deck[:n] = deck[:n], hand[:n]
    return changed


@pytest.mark.parametrize("kind, found", [("mombasa", MOMBASA), ("batavia", BATAVIA)])
def test_another_seats_hand_never_changes_the_picture(kind, found):
    game = get_game(kind)
    for cases in found.values():
        for state, seat in cases:
            changed = _others_hands_changed(kind, state, seat)
            assert changed != state
            before = png_bytes(registry.render(kind, "decision", game.view(state, seat), names=NAMES))
            after = png_bytes(registry.render(kind, "decision", game.view(changed, seat), names=NAMES))
            assert before == after


def test_an_expansion_marks_the_regions_it_may_enter_once_its_company_is_chosen():
    game = get_game("mombasa")
    chosen = [(s, seat) for s, seat in MOMBASA["expansion"]
              if (game.view(s, seat)["pending"] or {}).get("costs")]
    assert chosen, "no expansion with its company chosen was met"
    state, seat = chosen[0]
    view = game.view(state, seat)
    costs = view["pending"]["costs"]
    assert decision_subject(view) == ("expansion", True)
    alt = registry.describe("mombasa", "decision", view)
    w = phrases(words("en"), None)
    for rid in _offered(game, state, seat):
        assert f"{region_name(w, rid)} {costs[rid]}" in alt, (rid, alt)
    unmarked = dict(view, pending={**view["pending"], "costs": {}})
    assert png_bytes(registry.render("mombasa", "decision", unmarked)) != png_bytes(
        registry.render("mombasa", "decision", view))


def _offered(game, state, seat) -> set[str]:
    """The regions the seat's legal actions offer to enter."""
    return {dict(a.params)["region"] for a in game.legal_actions(state, seat) if a.kind == "enter"}


def _too_dear(game):
    """A seat's view of an expansion that reaches a region its points cannot pay for, with
    the costs and the regions offered."""
    for seed in (3, 5, 7, 11):
        for state, seat in random_play(game, seed, 3, {}):
            view = game.view(state, seat)
            costs = (view.get("pending") or {}).get("costs") or {}
            offered = _offered(game, state, seat)
            if view["pending"] and view["pending"].get("seat") == seat and offered and set(costs) - offered:
                return view, costs, offered
    pytest.fail("no expansion with a region too dear was met")


def test_an_expansion_marks_only_the_regions_its_points_can_enter(monkeypatch):
    """Issue 34: a region the company reaches but the points left cannot pay for (Abyssinia
    for 2 with 1 point) is not offered, so the picture does not mark it as enterable."""
    game = get_game("mombasa")
    view, costs, offered = _too_dear(game)
    alt = registry.describe("mombasa", "decision", view)
    w = phrases(words("en"), None)
    for rid in offered:
        assert f"{region_name(w, rid)} {costs[rid]}" in alt, (rid, alt)
    for rid in set(costs) - offered:
        assert region_name(w, rid) not in alt, (rid, alt)
    marked: dict[str, int] = {}
    drawn = parts.draw_map

    def spy(w, view, marked=None, title=None):
        found.update(marked or {})
        return drawn(w, view, marked, title)

    found = marked
    monkeypatch.setattr(parts, "draw_map", spy)
    registry.render("mombasa", "decision", view)
    assert marked == {rid: costs[rid] for rid in offered}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_region_names_of_an_expansion_read_11_px_on_a_phone(lang):
    """Issue 34: the expansion's map is not shrunk to fit 800 px (its names were 6-7 px at
    400 px): the picture is a window of the map's drawing, pixel for pixel, under the title
    band, and every region name in it is drawn 22 px high (11 px at 400 px)."""
    game = get_game("mombasa")
    view, _costs, offered = _too_dear(game)
    w = phrases(words(lang), NAMES)
    with recording() as drawn:
        image = registry.render("mombasa", "decision", view, words(lang), names=NAMES)
    assert image.width == 800 and image.height <= 900
    names = {region_name(w, rid) for rid in offered}
    sizes = [t.size for t in drawn if t.text in names or any(t.text and t.text in n.split() for n in names)]
    assert sizes and min(sizes) >= 22, sizes
    title = w("render-mombasa-decision-title", kind="expansion", name=NAMES[int(view["me"]["seat"])])
    drawing = parts.draw_map(w, view, marked={rid: _costs[rid] for rid in offered}, title=title)
    body = image.crop((0, 61, 800, image.height))  # (the band's rectangle takes row 60 too)
    window = _map_window({rid: _costs[rid] for rid in offered}, drawing.size)
    assert window is not None and window[2] - window[0] == 800
    # the picture below its band is that window of the drawing, unshrunk
    assert drawing.crop((window[0], window[1] + 1, window[2], window[3])).tobytes() == body.tobytes()


@pytest.mark.parametrize("lang, hex_word", [("en", "hex"), ("nl", "vak")])
def test_a_sailing_decision_shows_the_route_with_the_hexes_its_buttons_name(lang, hex_word):
    """Issue 34: "Sail to the ... trading post on hex 4" had only the hand to be read
    against: the picture of the sailing step is the route, the hexes offered framed."""
    game = get_game("batavia")
    state, seat = BATAVIA["sail"][0]
    view = game.view(state, seat)
    hexes = [int(a.label.rsplit(" ", 1)[1]) for a in game.legal_actions(state, seat) if a.kind == "sail"]
    assert hexes
    with recording() as drawn:
        image = registry.render("batavia", "decision", view, words(lang), names=NAMES)
    assert image.width == 800 and image.height <= 900
    texts = {t.text for t in drawn}
    assert {str(h) for h in hexes} <= texts  # the route's hex numbers, the ones named among them
    alt = registry.describe("batavia", "decision", view, words(lang), names=NAMES)
    assert f"{hex_word} {', '.join(str(h) for h in hexes)}" in alt, alt
    # the framing follows the choices: one hex fewer offered, another picture
    pending = view["you"]["pending"]
    fewer = dict(view, you={**view["you"], "pending": {**pending, "sail_to": pending["sail_to"][1:]}})
    if fewer["you"]["pending"]["sail_to"]:
        assert png_bytes(registry.render("batavia", "decision", fewer)) != png_bytes(
            registry.render("batavia", "decision", view))
