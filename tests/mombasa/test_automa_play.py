"""Random solo games against the Mautoma, through the protocol test kit, with the automa's
own invariants checked after every step."""

from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.mombasa.components.automa_loader import load_automa_components
from rules.mombasa.components.loader import load_components
from rules.mombasa.scoring import all_cards
from rules.testkit import check_determinism, random_playout
from tests.mombasa.test_playouts import (
    one_post_per_region,
    plan_mostly_full,
    posts_conserved,
    within_bounds,
)

GAME = get_game("mombasa")
COMP = load_components()
AC = load_automa_components()
SEEDS_PER_DIFFICULTY = 50  # the benchmark plays 300 (tests/bench/playouts.py)
ROWS = AC.cards_per_colour


def automa_money(game, s):
    """Its debt never hides negative money: money >= 0, and a debt only with no money."""
    a = s["automa"]
    money = s["seats"][a["seat"]]["money"]
    assert money >= 0 and a["debt"] >= 0, f"money {money}, debt {a['debt']}"
    assert not (a["debt"] and money), f"debt {a['debt']} while holding {money} pounds"
    assert s["seats"][0]["money"] >= 0


def automa_cards(game, s):
    """Rows never exceed 3 + 3; each round uses exactly 6 automa cards; the pool is intact."""
    a = s["automa"]
    grey, yellow = a["grey_row"], a["yellow_row"]
    assert len(grey) <= ROWS and len(yellow) <= ROWS
    assert all(AC.card(c).colour == "grey" for c in grey) and all(AC.card(c).colour == "yellow" for c in yellow)
    everything = a["deck"] + a["grey_deck"] + a["yellow_deck"] + grey + yellow
    assert sorted(everything) == sorted(dict(AC.difficulties)[a["difficulty"]])
    if s["phase"] in ("planning", "actions"):
        assert len(a["deck"]) + len(grey) + len(yellow) == 2 * ROWS
        colours = [AC.card(c).colour for c in a["deck"] + grey + yellow]
        assert colours.count("grey") == ROWS
        assert a["cards_played"] == 2 * ROWS * (s["round"] - 1) + len(grey) + len(yellow)
    if s["phase"] == "planning":
        assert not grey and not yellow and a["round_card"] is None and a["coins_on_card"] == 0
    if s["phase"] == "actions":
        rc = next(r for r in AC.round_cards if r.id == a["round_card"])
        assert rc.round == s["round"]
        assert a["coins_on_card"] == len(yellow)
        passed = s["seats"][a["seat"]]["passed"]
        assert passed == (len(grey) == ROWS and len(yellow) == ROWS)
    if s["phase"] == "over":
        assert a["cards_played"] == 2 * ROWS * 7


def automa_seat(game, s):
    """No cards, no resting decks, track bonuses locked, never to move, at most 3 markers."""
    a = s["automa"]
    p = s["seats"][a["seat"]]
    assert p["hand"] == [] and p["resting"] == [[], [], []] and not any(p["area"])
    assert set(p["levels"].values()) == {0}
    assert a["seat"] not in game.to_move(s)
    assert s["turn"] != a["seat"]
    assert sum(1 for v in s["bonus_spaces"].values() if v == a["seat"]) <= 3
    assert all(b is None or f for b, f in zip(p["books"], p["flipped"], strict=True))
    if a["favoured"] is not None:
        assert p["tracks"][a["favoured"]] >= AC.favoured_start_space


def cards_conserved(game, s):
    seen = [c for col in s["display"] for c in col if c] + list(s["deck"]) + list(s["discard"])
    for seat in range(2):
        seen += all_cards(s, seat)  # the Mautoma's pile included
    expected = len(COMP.market_cards) + len(COMP.starting_cards) + 1
    assert len(seen) == expected, f"{len(seen)} cards, expected {expected}"
    assert len(set(seen)) == len(seen), "a card is in two places"


INVARIANTS = [automa_money, automa_cards, automa_seat, cards_conserved, posts_conserved,
              one_post_per_region, within_bounds]


def planner(rng: random.Random, game, s, seat, legal):
    """Random, but plans full action areas most of the time, rarely cancels or ends early."""
    if s["phase"] == "planning":
        return plan_mostly_full(rng, legal)
    other = [a for a in legal if a.kind not in ("end_phase", "cancel")]
    if other and rng.random() < 0.93:
        return rng.choice(other)
    return rng.choice(legal)


def test_deep_solo_playouts():
    """Every check at every step, a few games per difficulty."""
    for i, difficulty in enumerate(("easy", "medium", "hard")):
        rec = random_playout(GAME, 2, 1000 + i, {"automa": difficulty}, invariants=INVARIANTS,
                             deep_every=1, choose=planner)
        assert rec.finished
        check_determinism(GAME, rec)


def play_seeds(difficulty: str, seeds: range) -> int:
    """Solo games over ``seeds`` to the end: protocol (views, refusals, round trips every 40
    steps), invariants at every step, determinism on every 25th seed, every seed its own
    game. Returns the steps played (tests/bench/playouts.py plays many more seeds)."""
    finals = set()
    steps = 0
    for seed in seeds:
        choose = planner if seed % 4 else None  # some fully uniform games too
        rec = random_playout(GAME, 2, seed, {"automa": difficulty}, invariants=INVARIANTS,
                             deep_every=40, choose=choose)
        assert rec.finished
        s = GAME.load(rec.final_dump)
        assert s["phase"] == "over" and s["round"] == 7
        if seed % 25 == 0:
            check_determinism(GAME, rec)
        finals.add(rec.final_dump)
        steps += rec.steps
    assert len(finals) == len(seeds)
    return steps


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_solo_playouts_many_seeds(difficulty):
    """50 seeds per difficulty: a quarter of them uniform random (Cancel and early ends
    included), the rest planning full areas; replay determinism on seeds 0 and 25. The
    300-seed run per difficulty is ``python tests/bench/playouts.py --kind mautoma``."""
    play_seeds(difficulty, range(SEEDS_PER_DIFFICULTY))
