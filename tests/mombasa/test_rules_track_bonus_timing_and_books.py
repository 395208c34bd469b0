"""Scenarios for the last rulebook deviations of issue 15: special track bonuses take effect
from the owner's next turn (company tracks, page 11), and books may go onto any space of the
bookkeeping track, behind the ink jar too (bookkeeping, page 7)."""

from __future__ import annotations

from rules.mombasa.area import goods_totals
from rules.mombasa.bookkeeping import book_spaces
from rules.mombasa.tracks import track_of
from tests.mombasa.scenario import D, act, actions_phase, kinds, start, started, types


def _second_special(track_id: str) -> int:
    return next(i for i, sp in enumerate(D.tracks[track_id].spaces) if sp.bonus == 1)


def _cotton_race():
    """Seat 0 (B1 on Cape Town, first bonus unlocked) stands just before the second special
    space, whose bonus is +1 unit per cotton card; both seats show 1 cotton."""
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bananas_1"), start(0, "s_cotton_1")], 1: [start(1, "s_cotton_1")]})
    s["tracks"]["cape_town"] = "B1"
    p = s["seats"][0]
    p["tracks"]["cape_town"] = _second_special("B1") - 1
    p["levels"]["cape_town"] = 1
    p["turns"] = s["seats"][1]["turns"] = 1
    assert track_of(s, D, "cape_town").bonuses[1].kind == "cotton"
    return s


def test_a_track_bonus_unlocked_in_a_turn_does_not_count_in_the_opponents_turn():
    s = _cotton_race()
    s, _ = act(s, 0, "bonus", space="majority:bananas")  # Cape Town steps past the special space
    if s["tasks"]:
        s, _ = act(s, 0, "majority_tier", tier=0)
    assert s["turn"] == 1
    assert s["seats"][0]["tracks"]["cape_town"] >= _second_special("B1")
    # not yet in effect: seat 0 still shows 1 cotton, so seat 1's 1 cotton ties for the majority
    assert s["seats"][0]["levels"]["cape_town"] == 1
    assert goods_totals(s, D, 0)["cotton"] == 1
    assert "bonus" in kinds(s, 1)
    s, _ = act(s, 1, "bonus", space="majority:cotton")
    if s["tasks"]:
        s, _ = act(s, 1, "majority_tier", tier=0)
    # seat 0's next turn: now the bonus counts
    assert s["turn"] == 0
    assert s["seats"][0]["levels"]["cape_town"] == 2
    assert goods_totals(s, D, 0)["cotton"] == 2


def test_a_bonus_unlocked_in_the_last_turn_of_a_round_waits_for_the_next_round():
    s = _cotton_race()
    s, _ = act(s, 0, "bonus", space="majority:bananas")
    if s["tasks"]:
        s, _ = act(s, 0, "majority_tier", tier=0)
    s, _ = act(s, 1, "end_phase")
    assert s["turn"] == 0 and s["seats"][0]["levels"]["cape_town"] == 2


# -- books behind the ink jar --------------------------------------------------------------------


def test_books_may_go_behind_the_ink_jar():
    s = started()
    p = s["seats"][0]
    p["ink"] = 3
    p["books"][1:4] = ["A01", "A02", "A03"]
    for bid in ("A05", "B01"):
        spaces = book_spaces(s, D, 0, bid)
        assert {1, 2, 3} <= set(spaces)  # behind the ink jar and under it
        assert 0 not in spaces  # the ink jar's icon on the starting tile


def test_an_a_book_with_no_space_ahead_goes_behind_the_ink_jar():
    """The engine used to remove such a book from the game."""
    s = started()
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    last = len(D.player_board.bookkeeping) - 1
    p["ink"] = 2
    p["books"] = [None, "A01", "A02"] + ["B01"] * (last - 2)
    p["turns"] = 1
    s, _ = act(s, 0, "bonus", space="first_player")
    bid = s["book_display"][0][0]
    assert D.books[bid].letter == "A"
    s, ev = act(s, 0, "take_book", column=0, row=0)
    assert "BookDiscarded" not in types(ev)
    assert s["turn"] == 0 and s["turn_books"] == [bid]
    assert set(book_spaces(s, D, 0, bid)) == {1, 2}
    s, ev = act(s, 0, "place_book", book=bid, space=1)
    assert s["seats"][0]["books"][1] == bid and s["turn"] == 1
