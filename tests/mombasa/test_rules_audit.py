"""Rules audit: one scenario per rulebook rule not covered by the worked examples, section by
section (setup, planning, the six actions with their special cases, bookkeeping, company
tracks and their bonuses, bonus tiles, preparation, final scoring, player-board spaces)."""

from __future__ import annotations

from rules.mombasa.area import expansion_value, goods_totals
from rules.mombasa.bonuses import majority_ok, markers_available
from rules.mombasa.bookkeeping import meets, refill_book_display
from rules.mombasa.expansion import entry_costs
from rules.mombasa.goods import discount
from rules.mombasa.scoring import scores
from rules.mombasa.tracks import reachable_steps, refresh_levels
from tests.mombasa.scenario import (
    GAME,
    D,
    act,
    actions_phase,
    give,
    inject,
    kinds,
    market,
    put_display,
    start,
    started,
    types,
)


def bonus_spaces(s, seat):
    return [a["space"] for a in GAME.legal_actions(s, seat) if a.kind == "bonus"]


def finish_turn(s, seat):
    """End ``seat``'s action phase (picking up its first non-empty resting deck)."""
    s, _ = act(s, seat, "end_phase")
    assert s["phase"] != "actions" or s["turn"] != seat
    return s


# -- setup ----------------------------------------------------------------------------------


def test_setup_by_player_count():
    for players, coins, markers in ((2, [0, 1, 1, 1, 1, 1, 1], 3), (3, [0, 2, 1, 2, 1, 2, 1], 2), (4, [0, 2, 2, 2, 2, 2, 2], 2)):
        s = started(players)
        assert s["round_track"] == coins
        for seat in range(players):
            assert markers_available(s, D, seat) == markers
            assert s["seats"][seat]["money"] >= 1  # 1 pound (+ any special-space pay from the starting bonus)
    s = started(4, setup="variable")
    for seat in range(4):  # the "1"-expansion cards are dealt in the variable setup too
        p = s["seats"][seat]
        cards = p["hand"] + [c for d in p["resting"] for c in d]
        assert start(seat, f"x1_seat{seat + 1}") in cards
        assert len(cards) == 10


def test_starting_resting_cards_come_from_the_tile():
    s = started(2)
    for seat in range(2):
        tile = D.tiles[s["seats"][seat]["tile"]]
        rest = sorted(D.card(d[0]).id for d in s["seats"][seat]["resting"])
        assert rest == sorted(tile.resting_cards)
        assert len(s["seats"][seat]["hand"]) == 7


# -- goods ------------------------------------------------------------------------------------


def test_second_goods_bonus_never_adds_to_the_first():
    s = started()
    s["tracks"]["mombasa"] = "A2"  # bananas -1 / any goods -1
    s["seats"][0]["levels"]["mombasa"] = 2
    assert discount(s, D, 0, {"bananas"}) == 1  # not 2
    assert discount(s, D, 0, {"coffee"}) == 1
    # B1: cotton -1 / every cotton card +1 unit: at the second level no discount remains
    s["seats"][0]["levels"]["mombasa"] = 0
    s["seats"][0]["levels"]["cape_town"] = 1
    assert discount(s, D, 0, {"cotton"}) == 1
    s["seats"][0]["levels"]["cape_town"] = 2
    assert discount(s, D, 0, {"cotton"}) == 0


def test_price_never_below_zero_and_zero_price_keeps_every_unit():
    s = started()
    s["tracks"]["mombasa"] = "A2"
    s["tracks"]["cape_town"] = "B1"
    actions_phase(s, 0, {0: [start(0, "s_cotton_2")]})
    s["seats"][0]["levels"]["mombasa"] = 2  # any goods -1
    s["seats"][0]["levels"]["cape_town"] = 1  # cotton -1 (another track: these do add up)
    put_display(s, market("A03"), 0, 0)  # crate 1 + space 0 = 1, minus 2 -> 0, not -1
    s, _ = act(s, 0, "goods", card=start(0, "s_cotton_2"))
    s, ev = act(s, 0, "buy", column=0, row=0)
    assert s["tasks"][0]["units"] == 2


def test_cotton_bonus_and_plus_one_tile_count_for_all_intents_and_purposes():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_cotton_1"), start(0, "s_bookkeeper")], 1: [start(1, "s_cotton_2")]})
    p = s["seats"][0]
    assert goods_totals(s, D, 0)["cotton"] == 1
    assert not majority_ok(s, D, 0, "cotton")  # 1 against 2
    p["levels"]["cape_town"] = 2  # B1 second bonus: +1 per cotton card
    assert goods_totals(s, D, 0)["cotton"] == 2 and majority_ok(s, D, 0, "cotton") == 2  # a tie
    assert meets(s, D, 0, "A06", start(0, "s_bookkeeper"))  # A06 needs 2 cotton
    # another player's "+1" tile counts against the majority too
    s["bonus_tiles"]["plus_one"].update(holder=1, on_card=start(1, "s_cotton_2"))
    assert goods_totals(s, D, 1)["cotton"] == 3 and not majority_ok(s, D, 0, "cotton")
    # and a seat's own tile counts for its book requirements
    s["bonus_tiles"]["plus_one"].update(holder=0, on_card=start(0, "s_cotton_1"))
    assert goods_totals(s, D, 0)["cotton"] == 3 and meets(s, D, 0, "B03", start(0, "s_bookkeeper"))


def test_majority_compares_with_every_other_player_and_only_face_up_cards():
    s = started(3)
    actions_phase(s, 0, {0: [start(0, "s_coffee_2")], 1: [start(1, "s_coffee_1")], 2: [start(2, "s_coffee_2"), start(2, "s_coffee_1")]})
    assert "majority:coffee" not in bonus_spaces(s, 0)  # the third player has 3
    s["seats"][2]["used"][1] = True  # its 1-unit coffee card was used: face down
    assert "majority:coffee" in bonus_spaces(s, 0)  # 2 against 2 and 1: a tie is enough
    s["seats"][2]["used"][1] = False
    s["seats"][2]["area"] = [None] * 5  # it ended its action phase: its cards are resting
    assert "majority:coffee" in bonus_spaces(s, 0)


def test_expansion_bonus_counts_for_majority_and_books_only_with_an_expansion_card():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_1"), start(0, "s_bookkeeper")], 1: [start(1, "s_expansion_2")]})
    p = s["seats"][0]
    assert expansion_value(s, D, 0) == 1 and not majority_ok(s, D, 0, "expansion")
    p["levels"]["mombasa"] = 1  # A1: +1
    assert expansion_value(s, D, 0) == 2 and majority_ok(s, D, 0, "expansion") == 2
    assert meets(s, D, 0, "A08", start(0, "s_bookkeeper"))  # expansion 2
    p["levels"]["mombasa"] = 2  # +2, never +3
    assert expansion_value(s, D, 0) == 3
    p["used"][0] = True  # the expansion card is used: the bonus alone is worth nothing
    assert expansion_value(s, D, 0) == 0 and not meets(s, D, 0, "A07", start(0, "s_bookkeeper"))


def test_k_steps_count_special_space_pounds_for_a_later_capital_call():
    s = started()
    p = s["seats"][0]
    p["tracks"]["mombasa"] = 4  # A1: special space 5 pays 1 pound, capital call 3 onto space 8
    p["money"] = 2
    assert reachable_steps(s, D, 0, "mombasa", 10) == 14 - 4 - 1  # 3 paid with the special pound; stops before the 5-call
    p["money"] = 1
    assert reachable_steps(s, D, 0, "mombasa", 10) == 3  # 2 pounds on space 7: the 3-call is out of reach


def test_units_left_with_no_track_to_take_them_are_forfeited():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_2")]})
    p = s["seats"][0]
    p["money"] = 0
    for cid in D.companies():
        p["tracks"][cid] = len(D.tracks[s["tracks"][cid]].spaces) - 1  # every marker at its track's end
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_2"))
    s, ev = act(s, 0, "no_buy")  # the forfeit is the only choice left: taken at once
    assert "UnitsForfeited" in types(ev) and s["turn"] == 1
    assert "forfeited 2 units" in ev[0]["text"]


# -- expansion --------------------------------------------------------------------------------


def test_a_post_far_from_its_base_gives_access_to_its_neighbours():
    s = started()
    s["regions"]["katanga"] = [{"company": "cairo", "upended": False}]
    costs = entry_costs(s, D, "cairo")
    assert costs["angola"] == 1 and costs["zambezi"] == 2 and "katanga" not in costs
    assert "base:cairo" not in costs  # company bases are not regions


def test_region_rewards_past_the_final_spaces_and_a_refused_capital_call():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2"), market("B12")]})
    p = s["seats"][0]
    p["diamond"] = len(D.player_board.diamond) - 2
    p["ink"] = len(D.player_board.bookkeeping) - 1  # ink jar on the final space
    p["books"] = ["x"] * len(p["books"])
    p["tracks"]["mombasa"] = 7  # A1: the next step onto space 8 has a 3-pound capital call
    p["money"] = 0
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="mombasa")
    s, _ = act(s, 0, "enter", region="somali_coast", column=0)  # 1 track step + 1 bookkeeping point
    s, _ = act(s, 0, "enter", region="abyssinia", column=0)  # 2 track steps
    s, _ = act(s, 0, "enter", region="nubia", column=0)  # 1 diamond step + 1 track step
    s, e1 = act(s, 0, "finish_expansion")  # forfeit the 5th point
    s, e2 = act(s, 0, "reward_order", position=2)  # the track steps last
    ev = e1 + e2
    p = s["seats"][0]
    # 1 diamond step onto the final space is fine; the bookkeeping point is 2 pounds; the
    # 2 pounds then pay the capital call? No: 3 are needed, so the 4 track steps stop.
    assert p["diamond"] == len(D.player_board.diamond) - 1
    assert "CapitalCallRefused" in types(ev) and p["tracks"]["mombasa"] == 7
    assert p["money"] == 2
    s2 = started()
    actions_phase(s2, 0, {0: [start(0, "s_expansion_2")]})
    p = s2["seats"][0]
    p["diamond"] = len(D.player_board.diamond) - 1  # already on the final diamond space
    s2, _ = act(s2, 0, "expand")
    s2, _ = act(s2, 0, "expand_company", company="cape_town")
    s2, _ = act(s2, 0, "enter", region="natal", column=0)  # 1 pound, 1 Cape Town step
    s2, ev = act(s2, 0, "enter", region="zambezi", column=0)  # 2 diamond steps -> 4 pounds
    assert "DiamondsCashed" in types(ev)
    assert s2["seats"][0]["money"] == 1 + 1 + 4


# -- bookkeeping ------------------------------------------------------------------------------


def test_book_supply_running_out_leaves_the_space_empty():
    s = started()
    s["book_supply"]["A"] = []
    s["book_display"][0][0] = None
    s["book_display"][1][0] = None
    s["book_supply"]["A"] = ["A24"]
    ev: list = []
    refill_book_display(s, D, ev)
    assert [e["type"] for e in ev] == ["BookRevealed"]
    assert s["book_display"][0][0] == "A24" and s["book_display"][1][0] is None


def test_stopping_on_a_flipped_book_gives_nothing_and_passing_it_needs_nothing():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), start(0, "s_coffee_1")]})
    p = s["seats"][0]
    p["money"] = 2
    p["books"][2] = "C07"  # coffee 5: not met, but flipped
    p["books"][3] = "A01"  # coffee 1 -> 1 pound
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    s, _ = act(s, 0, "flip_book", space=2)
    s, _ = act(s, 0, "ink_forward")
    s, _ = act(s, 0, "ink_forward")
    s, ev = act(s, 0, "ink_stop")  # on the flipped book: no reward, straight to the card's points
    assert s["seats"][0]["ink"] == 2 and s["seats"][0]["money"] == 0
    assert s["tasks"][0] == {"kind": "spend_bk", "points": 2}


def test_reaching_the_final_bookkeeping_space_turns_the_rest_into_pounds():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), start(0, "s_coffee_1")]})
    p = s["seats"][0]
    last = len(D.player_board.bookkeeping) - 1
    p["ink"] = last - 1
    p["books"] = ["A01"] * len(p["books"])
    p["books"][last] = "B05"  # 4 of one good -> 2 bookkeeping points; flipped: enterable
    p["flipped"][last] = False
    p["books"][last] = "A01"  # coffee 1 -> 1 pound
    p["money"] = money = 1  # too poor to flip a book: the flip step is skipped
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    s, ev = act(s, 0, "ink_forward")  # the last book: its reward, then the card's 2 points
    assert s["seats"][0]["ink"] == last
    assert s["seats"][0]["money"] == money + 1 + 2 * 2  # no books, only pounds
    assert s["turn"] == 1


def test_an_a_book_with_no_legal_space_leaves_the_game():
    s = started()
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    last = len(D.player_board.bookkeeping) - 1
    p["ink"] = last - 1
    p["books"] = ["B01"] * len(p["books"])
    s["seats"][0]["turns"] = 1
    s, _ = act(s, 0, "bonus", space="first_player")
    s, ev = act(s, 0, "take_book", column=0, row=0)  # an A-book: the final space holds a B
    assert "BookDiscarded" in types(ev) and s["turn"] == 1


# -- bonus markers ------------------------------------------------------------------------------


def test_sell_space_offers_hand_cards_only():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_2")]})
    s, _ = act(s, 0, "bonus", space="sell")
    offered = {a["card"] for a in GAME.legal_actions(s, 0) if a.kind == "sell"}
    hand = set(s["seats"][0]["hand"])
    assert offered <= hand and start(0, "s_coffee_2") not in offered
    resting = {c for d in s["seats"][0]["resting"] for c in d}
    assert not offered & resting


def test_second_bonus_marker_bonus_gives_two_not_three():
    s = started()
    s["tracks"]["cape_town"] = "B2"
    actions_phase(s, 0, {0: []})
    s["seats"][0]["levels"]["cape_town"] = 1
    assert markers_available(s, D, 0) == 4
    s["seats"][0]["levels"]["cape_town"] = 2
    assert markers_available(s, D, 0) == 5


def test_buying_a_free_card_for_pounds_costs_only_the_space():
    s = started()
    s["tracks"]["saint_louis"] = "C2"
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["levels"]["saint_louis"] = 2  # buy for price - 1
    p["money"] = 1
    put_display(s, market("A02"), 0, 0)  # crate 1 + space 0 = 1, minus 1 = 0
    s, _ = act(s, 0, "bonus", space="track:saint_louis:1")  # costs 1
    s, _ = act(s, 0, "buy_for_pounds", column=0, row=0)
    assert s["seats"][0]["money"] == 0 and market("A02") in s["seats"][0]["hand"]


def test_first_player_marker_changes_only_through_its_space():
    s = started(3)
    assert s["first_player"] == 0
    for seat in (0, 1, 2):
        s, _ = act(s, seat, "plan_commit")
    for seat in (0, 1, 2):
        s = finish_turn(s, seat)
    assert s["round"] == 2 and s["first_player"] == 0 and GAME.to_move(s) == [0, 1, 2]
    for seat in (0, 1, 2):
        s, _ = act(s, seat, "plan_commit")
    assert s["turn"] == 0
    s = finish_turn(s, 0)
    s, _ = act(s, 1, "bonus", space="first_player")
    while s["turn"] == 1:
        s, _ = GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    assert s["first_player"] == 1 and s["turn"] == 2  # the round goes on in its order
    s = finish_turn(s, 2)
    s = finish_turn(s, 1)
    assert s["round"] == 3
    for seat in (0, 1, 2):
        s, _ = act(s, seat, "plan_commit")
    assert s["turn"] == 1 and s["round_first"] == 1
    assert "first_player" not in bonus_spaces(s, 1)  # now the first player on its first turn


# -- company tracks ---------------------------------------------------------------------------


def test_passing_two_special_spaces_pays_both_to_everyone_already_there():
    s = started(3)
    actions_phase(s, 0, {0: []})
    for seat, pos in enumerate([4, 12, 5]):
        s["seats"][seat]["tracks"]["mombasa"] = pos  # A1: special spaces 5 (1 pound) and 11 (2)
        s["seats"][seat]["money"] = 10
    ev = inject(s, {"kind": "track", "company": "mombasa", "n": 7})  # 4 -> 11 (paying the 3-call on 8)
    money = [p["money"] for p in s["seats"]]
    assert money == [10 + 1 - 3 + 2, 10 + 1 + 2, 10 + 1]
    paid = [e["seats"] for e in ev if e["type"] == "SpecialSpacePaid"]
    assert paid == [[0, 1, 2], [0, 1]]


def test_track_end_keeps_the_marker_and_forfeits_the_rest():
    s = started()
    actions_phase(s, 0, {0: []})
    end = len(D.tracks["D1"].spaces) - 1
    s["seats"][0]["tracks"]["cairo"] = end - 1
    ev = inject(s, {"kind": "track", "company": "cairo", "n": 3})
    assert s["seats"][0]["tracks"]["cairo"] == end
    assert [e["steps"] for e in ev if e["type"] == "StepsForfeited"] == [2]


def test_special_bonus_levels_only_change_when_the_owners_next_turn_begins():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_1")]})
    s["seats"][0]["tracks"]["mombasa"] = 4
    s["seats"][0]["money"] = 5
    s, _ = act(s, 0, "bonus", space="majority:expansion")  # 2 Mombasa steps past space 5
    assert s["turn"] == 1
    assert s["seats"][0]["levels"]["mombasa"] == 0  # "from your next turn onward"
    refresh_levels(s, D, 0)  # what the start of seat 0's next turn does
    assert s["seats"][0]["levels"]["mombasa"] == 1


# -- end of the game --------------------------------------------------------------------------


def test_game_ends_after_round_seven_without_preparation():
    s = started()
    s["round"] = 7
    for seat in (0, 1):
        s, _ = act(s, seat, "plan_commit")
    display = [list(c) for c in s["display"]]
    coins = [list(c) for c in s["book_coins"]]
    s = finish_turn(s, 0)
    s = finish_turn(s, 1)
    assert GAME.is_over(s) and s["round"] == 7
    assert s["display"] == display and s["book_coins"] == coins
    sc = GAME.scores(s)
    assert list(sc[0]) == ["cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds", "bookkeeping", "total"]
    for row in sc:
        assert row["total"] == sum(v for k, v in row.items() if k != "total")
    view = GAME.view(s, None)
    assert view["final_scores"] == sc


def test_shares_on_cards_count_wherever_the_cards_rest():
    s = started()
    give(s, 0, market("B10"))  # an expansion card with a Mombasa share
    s["seats"][0]["resting"][0].append(market("D01"))  # a single share card in a resting deck
    s["seats"][0]["hand"].remove(market("B10"))
    s["seats"][0]["resting"][2].append(market("B10"))
    s["bases"]["mombasa"][0] = {"posts": 0, "final_lost": True}
    value = sum(D.columns["mombasa"][0])
    assert scores(s, D)[0]["mombasa"] == 2 * value  # no track shares yet, 2 card shares


# -- fixed deviations: "take the rewards in any order you like" --------------------------------


def test_region_rewards_in_any_order_the_track_steps_may_come_first():
    """Rulebook page 6: "Take the rewards in any order you like". With a capital call ahead,
    the order decides whether the call is paid: both orders must be open to the player."""
    def expand():
        s = started()
        actions_phase(s, 0, {0: [start(0, "s_expansion_2")]})
        p = s["seats"][0]
        p["tracks"]["mombasa"] = 7  # A1: 3-pound capital call onto space 8
        p["money"] = 0
        s, _ = act(s, 0, "expand")
        s, _ = act(s, 0, "expand_company", company="mombasa")
        s, _ = act(s, 0, "enter", region="swahili_coast", column=0)  # 2 pounds
        s, _ = act(s, 0, "enter", region="somali_coast", column=0)  # 1 track step + 1 bookkeeping point
        return s

    s = expand()
    orders = [a for a in GAME.legal_actions(s, 0) if a.kind == "reward_order"]
    assert len(orders) >= 2
    first = next(a for a in orders if a["position"] == 0)
    assert first.label.startswith("Take the 1 Mombasa step first")
    s1, _ = GAME.apply(s, 0, first)
    s1, _ = act(s1, 0, "take_pound")
    p = s1["seats"][0]
    assert p["tracks"]["mombasa"] == 7 and p["money"] == 3  # the call could not be paid: the step is forfeited
    last = max(orders, key=lambda a: a["position"])
    s2, _ = GAME.apply(s, 0, last)
    s2, _ = act(s2, 0, "take_pound")
    p = s2["seats"][0]
    assert p["tracks"]["mombasa"] == 8 and p["money"] == 0  # 2 + 1 pounds paid the 3-pound call


def test_no_order_choice_when_no_capital_call_is_in_reach():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2")]})
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="mombasa")
    s, _ = act(s, 0, "enter", region="swahili_coast", column=0)
    s, _ = act(s, 0, "enter", region="somali_coast", column=0)
    assert "reward_order" not in kinds(s, 0) and kinds(s, 0)[0] == "take_book"
    s, _ = act(s, 0, "take_pound")
    assert s["seats"][0]["tracks"]["mombasa"] == 1


def test_other_tracks_bonus_in_either_order():
    """D2's first extra bonus space: 2 steps on 2 other tracks. Which track moves first
    matters when a special space's pound pays the other track's capital call."""
    s = started()
    s["tracks"]["cairo"] = "D2"
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["levels"]["cairo"] = 1
    p["tracks"]["mombasa"] = 4  # A1: special space 5 pays 1 pound
    p["tracks"]["cape_town"] = 7  # B1: 4-pound capital call onto space 9
    p["money"] = 3
    s, _ = act(s, 0, "bonus", space="track:cairo:0")
    pairs = [tuple(a["companies"]) for a in GAME.legal_actions(s, 0) if a.kind == "other_tracks"]
    assert ("mombasa", "cape_town") in pairs and ("cape_town", "mombasa") in pairs
    s1, _ = act(s, 0, "other_tracks", companies=["mombasa", "cape_town"])
    assert s1["seats"][0]["tracks"]["cape_town"] == 9 and s1["seats"][0]["money"] == 0
    s2, _ = act(s, 0, "other_tracks", companies=["cape_town", "mombasa"])
    assert s2["seats"][0]["tracks"]["cape_town"] == 8 and s2["seats"][0]["money"] == 4
