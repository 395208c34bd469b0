"""The test players of tests/mombasa/players.py are honest: their choice does not change when
only hidden parts of the state change (the Mautoma's cards, the round cards to come, deck
and supply orders, its face-down book, the generator state)."""

from __future__ import annotations

import random

import pytest

from rules.mombasa.state import copy_state
from tests.mombasa.players import GAME, PLAYERS, RandomPlayer, decide, play_game, redeal


def _state_in_round(round_: int, seed: int = 3) -> dict:
    """A solo game (medium) played by the random player up to a decision of the human in
    the action phase of ``round_``."""
    rng = random.Random(seed)
    s = GAME.new_game(2, seed, {"automa": "medium"})
    player = RandomPlayer()
    while not (s["round"] == round_ and s["phase"] == "actions" and s["turn"] == 0 and not s["tasks"]):
        assert not GAME.is_over(s)
        s, _ = GAME.apply(s, 0, decide(player, s, 0, rng))
    return s


def _other_hidden_parts(s: dict) -> dict:
    """The same game as the seat sees it, with every hidden part dealt differently."""
    t = copy_state(s)
    t["rng"] = (s["rng"] * 7 + 12345) % (1 << 63)
    letters = [GAME.D.card(c).letter for c in t["deck"]]
    groups = {k: sorted(c for c in t["deck"] if GAME.D.card(c).letter == k) for k in set(letters)}
    t["deck"] = [groups[k].pop() for k in letters]  # the backs show the letters: reorder within them
    t["book_supply"] = {k: list(reversed(v)) for k, v in t["book_supply"].items()}
    a = t["automa"]
    ac_cards = a["deck"] + a["grey_deck"] + a["yellow_deck"]
    assert len(set(ac_cards)) == len(ac_cards)
    # the round deck keeps its colour counts; which cards and their order change
    for colour in ("grey", "yellow"):
        in_deck = [c for c in a["deck"] if _colour(c) == colour]
        rest = a[f"{colour}_deck"]
        mixed = sorted(in_deck + rest, reverse=True)
        new_in, a[f"{colour}_deck"] = mixed[: len(in_deck)], mixed[len(in_deck):]
        a["deck"] = [c for c in a["deck"] if _colour(c) != colour] + new_in
    a["deck"].reverse()
    from rules.mombasa.mautoma.setup import components

    by_round = {r.id: r.round for r in components().round_cards}
    a["round_deck"] = [next(r.id for r in components().round_cards_for(by_round[rid]) if r.id != rid) for rid in a["round_deck"]]
    supply = t["book_supply"]["A"]
    books = t["seats"][a["seat"]]["books"]
    other = supply[0]
    supply[0] = a["start_book"]
    books[books.index(a["start_book"])] = other
    a["start_book"] = other
    return t


def _colour(cid: str) -> str:
    from rules.mombasa.mautoma.setup import components

    return components().card(cid).colour


@pytest.fixture(scope="module")
def twins():
    s1 = _state_in_round(2)
    s2 = _other_hidden_parts(s1)
    assert GAME.dump(s1) != GAME.dump(s2)
    assert s1["automa"]["deck"] != s2["automa"]["deck"] and s1["deck"] != s2["deck"]
    assert GAME.view(s1, 0) == GAME.view(s2, 0)  # the seat sees the same game
    assert GAME.legal_actions(s1, 0) == GAME.legal_actions(s2, 0)
    return s1, s2


def test_redeal_depends_only_on_what_the_seat_sees(twins):
    s1, s2 = twins
    assert GAME.dump(redeal(s1, 0, random.Random(5))) == GAME.dump(redeal(s2, 0, random.Random(5)))
    d = redeal(s1, 0, random.Random(5))
    assert GAME.view(d, 0) == GAME.view(s1, 0)  # nothing the seat sees is changed
    assert d["automa"]["deck"] != s1["automa"]["deck"] or d["deck"] != s1["deck"]


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_a_players_choice_ignores_hidden_parts(twins, name):
    s1, s2 = twins
    player = PLAYERS[name]
    for k in range(3):
        a1 = decide(player, s1, 0, random.Random(k))
        a2 = decide(player, s2, 0, random.Random(k))
        assert a1.to_json() == a2.to_json()


def test_the_strong_player_beats_the_greedy_one_on_a_few_seeds():
    greedy = [play_game(seed, "medium", PLAYERS["greedy"])[1] for seed in range(2)]
    strong = [play_game(seed, "medium", PLAYERS["strong"])[1] for seed in range(2)]
    assert sum(strong) > sum(greedy)
