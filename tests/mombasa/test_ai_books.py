"""The hard AI keeps its ink jar moving (rules/mombasa/ai/books.py): it plans a bookkeeper
with the cards that meet the books ahead, uses it before those cards are flipped, moves
the ink as far as it can, flips a book that blocks met ones, spends bookkeeping points on
books while the track has room and places a new book on the first gap ahead of the ink.

Each position is a solo game against the Mautoma with the seat's own cards and track set
by hand; the AI still decides from the seat's view and legal actions only."""

from __future__ import annotations

import pytest

from rules import get_game
from rules.ai import ai_player

GAME = get_game("mombasa")
D = GAME.D
BOOKKEEPER = "p1:s_bookkeeper"


def _game_at(phase: str, seed: int = 1) -> dict:
    """A solo game (seat 0 against the Mautoma) at the first decision of seat 0 in
    ``phase`` (each decision before it the first offered that goes forward: a plan is
    committed once full, nothing taken back)."""
    s = GAME.new_game(2, seed, {"automa": "hard"})
    while not (s["phase"] == phase and GAME.to_move(s) == [0] and not s["tasks"]):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        forward = [a for a in legal if a.kind == "plan_commit"] or [a for a in legal if a.kind not in ("plan_take", "cancel")]
        s, _ = GAME.apply(s, seat, forward[0])
    return s


def _own(s: dict) -> list[str]:
    p = s["seats"][0]
    return p["hand"] + [c for c in p["area"] if c] + [c for deck in p["resting"] for c in deck]


def _track(s: dict, books: list[str]) -> None:
    """Seat 0's track: its starting book, then ``books`` from space 2 on (taken out of the
    book supply so that every book lies in one place)."""
    p = s["seats"][0]
    for bid in books:
        for column in s["book_display"]:
            assert bid not in column
        s["book_supply"][D.books[bid].letter].remove(bid)
    p["books"][2:2 + len(books)] = books


def _area(s: dict, cards: list[str]) -> None:
    """Seat 0's action area: ``cards`` face up; its other cards in hand."""
    p = s["seats"][0]
    rest = [c for c in _own(s) if c not in cards]
    p["resting"] = [[], [], []]
    p["hand"] = rest
    p["area"] = cards + [None] * (len(p["area"]) - len(cards))
    p["used"] = [False] * len(p["area"])


def _decide(s: dict, seed: int = 0):
    return ai_player("mombasa", "hard").decide(GAME.view(s, 0), GAME.legal_actions(s, 0), seed)


def test_hard_plans_its_bookkeeper_with_the_cards_that_meet_the_books_ahead():
    """The starting book needs coffee, the next two books expansion 1 and 2: the plan puts
    a bookkeeper with a coffee card and the 2-point expansion card, not the three cards
    worth most on their own (two expansion cards and the bookkeeper, which meet nothing)."""
    s = _game_at("planning")
    p = s["seats"][0]
    assert D.books[p["books"][1]].requirements[0].kind == "coffee"
    _track(s, [b for b in ("A07", "A08")])
    p["hand"], p["resting"] = _own(s), [[], [], []]
    while s["phase"] == "planning" and 0 in GAME.to_move(s):
        d = _decide(s)
        s, _ = GAME.apply(s, 0, d.action)
    planned = [c for c in s["seats"][0]["area"] if c] or [c for c in s["seats"][0]["draft"] if c]
    kinds = sorted(D.card(c).kind for c in planned)
    assert BOOKKEEPER in planned, planned
    assert any(D.card(c).kind == "goods" and D.card(c).good == "coffee" for c in planned), planned
    assert kinds.count("expansion") == 1, planned


def test_hard_uses_the_bookkeeper_first_and_moves_the_ink_jar_as_far_as_it_can():
    """Coffee, an expansion card and the bookkeeper face up, and three books met by them:
    the first action is the bookkeeper (a goods action would flip the coffee), and the ink
    jar goes onto the third book."""
    s = _game_at("actions")
    _track(s, ["A07", "A08"])
    _area(s, ["p1:s_coffee_2", "p1:s_expansion_2", BOOKKEEPER])
    first = _decide(s)
    assert first.action.kind == "bookkeeper", first.action.label
    assert first.why is not None  # posted with a line of why like every chosen move
    s, _ = GAME.apply(s, 0, first.action)
    k = 1
    while s["tasks"] and GAME.to_move(s) == [0]:
        s, _ = GAME.apply(s, 0, _decide(s, k).action)
        k += 1
    assert s["seats"][0]["ink"] == 3


def test_hard_flips_a_book_that_blocks_books_it_meets():
    """The starting book needs coffee, which is not face up; the two books behind it are
    met: paying 2 pounds to flip it moves the ink three spaces."""
    s = _game_at("actions")
    _track(s, ["A07", "A08"])
    _area(s, ["p1:s_expansion_2", "p1:s_bananas_2", BOOKKEEPER])
    s["seats"][0]["money"] = 5
    s["tasks"] = [{"kind": "bk_flip", "card": BOOKKEEPER}, {"kind": "bk_move", "card": BOOKKEEPER, "moved": False}]
    d = _decide(s)
    assert d.action.kind == "flip_book" and d.action["space"] == 1, d.action.label


def test_hard_spends_a_bookkeeping_point_on_a_book_it_can_meet_while_the_track_has_room():
    s = _game_at("actions")
    s["book_coins"] = [[0] * len(c) for c in s["book_coins"]]  # no pounds lying on the books
    _area(s, ["p1:s_coffee_2", "p1:s_expansion_2", BOOKKEEPER])
    s["tasks"] = [{"kind": "spend_bk", "points": 1}, {"kind": "discard_books"}, {"kind": "place_books"},
                  {"kind": "end_turn"}]
    d = _decide(s)
    assert d.action.kind == "take_book", d.action.label


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_places_a_new_book_on_the_first_gap_ahead_of_the_ink_jar(seed):
    s = _game_at("actions")
    _track(s, ["A07"])
    s["book_supply"]["A"].remove("A08")
    s["tasks"] = [{"kind": "place_books"}]
    s["turn_books"] = ["A08"]
    d = _decide(s, seed)
    assert d.action.kind == "place_book" and d.action["space"] == 3, d.action.label
