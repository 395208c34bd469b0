"""The worked examples of the rulebook, as scenarios."""

from __future__ import annotations

from rules.mombasa.preparation import move_round_coins, refresh_display
from rules.mombasa.scoring import scores
from rules.mombasa.tracks import column_coins, move_track, share_value
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


def test_blue_goods_purchase_example():
    """1+3 coffee = 4 units; the 2-unit banana card costs 3 (crate 1 + space 2); 1 unit left."""
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1"), market("A04"), start(0, "s_cotton_2")]})
    put_display(s, market("A02"), 2, 0)  # right column: space crate value 2
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "goods_add", card=market("A04"))
    assert s["tasks"][0]["phase"] == "buy"  # no coffee left to add: straight to buying
    s, ev = act(s, 0, "buy", column=2, row=0)
    assert [e for e in ev if e["type"] == "CardBought"][0]["price"] == 3
    assert market("A02") in s["seats"][0]["hand"]
    assert s["tasks"][0]["units"] == 1
    s, _ = act(s, 0, "step", company="cairo")
    p = s["seats"][0]
    assert p["tracks"]["cairo"] == 1
    assert p["used"][:3] == [True, True, False]  # the cotton card stays usable
    assert s["turn"] == 1 and not s["tasks"]


def test_expansion_example_single_double_border_and_occupied_region():
    """Cape Town, 5 points: Natal (1), Zambezi (1), Katanga (2 for the double border + 1 for
    the Mombasa post there); rewards, then the Mombasa post is ousted."""
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2"), market("B12")]})
    s["regions"]["katanga"] = [{"company": "mombasa", "upended": False}]
    s["bases"]["mombasa"][0]["posts"] = 4
    money = s["seats"][0]["money"]
    s["seats"][0]["diamond"] = 0
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, e1 = act(s, 0, "enter", region="natal", column=0)
    s, e2 = act(s, 0, "enter", region="zambezi", column=0)
    s, e3 = act(s, 0, "enter", region="katanga", column=0)
    # Katanga's bookkeeping point must be used at once: here for a pound; then it commits
    s, e4 = act(s, 0, "take_pound")
    # nothing is public before the action commits; then every detail goes to everyone
    assert all(e["visible_to"] == 0 for e in e1 + e2 + e3)
    costs = [e["cost"] for e in e4 if e["type"] == "RegionEntered" and e["visible_to"] == "all"]
    assert costs == [1, 1, 3]
    assert "PostsOusted" in types(e4)
    p = s["seats"][0]
    # Reconstructed rewards (data/map.toml): Natal 1 pound + 1 step, Zambezi 2 diamonds,
    # Katanga 1 diamond + 1 bookkeeping point
    assert p["money"] == money + 2  # Natal's pound and the bookkeeping point's pound
    assert p["diamond"] == 3
    assert p["tracks"]["cape_town"] == 1
    assert s["regions"]["katanga"] == [{"company": "cape_town", "upended": False}]
    assert s["bases"]["mombasa"][0]["posts"] == 5  # back to the rearmost empty space
    assert s["bases"]["cape_town"][0]["posts"] == 2
    assert p["used"][:2] == [True, True]


def test_bookkeeping_points_example_two_a_books_and_a_pound():
    s = started()
    actions_phase(s, 0, {0: []})
    money = s["seats"][0]["money"]
    inject(s, {"kind": "gain_bk", "n": 3})
    assert GAME.legal_actions(s, 0)[-1].kind == "take_pound"
    s, _ = act(s, 0, "take_book", column=0, row=0)  # column 2 of the display: A-books
    s, _ = act(s, 0, "take_book", column=0, row=1)
    before = {c: list(col) for c, col in enumerate(s["book_display"])}
    assert before[0] == [None, None]
    s, _ = act(s, 0, "take_pound")
    assert s["seats"][0]["money"] == money + 1
    s, _ = act(s, 0, "place_book", book=s["turn_books"][0], space=2)
    s, ev = act(s, 0, "place_book", book=s["turn_books"][0], space=3)
    books = s["seats"][0]["books"]
    assert books[2] and books[3] and D.books[books[2]].letter == "A"
    # end of turn: the empty spaces are refilled from the A supply
    assert all(s["book_display"][0]) and sum(1 for e in ev if e["type"] == "BookRevealed") == 2
    assert all(e.get("reveals") for e in ev if e["type"] == "BookRevealed")
    assert s["turn"] == 1


def test_bookkeeper_example_flip_move_and_stop_on_fourth_book():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), market("A04"), start(0, "s_coffee_1")]})
    p = s["seats"][0]
    p["money"] = 5
    p["books"][2] = "A08"  # needs expansion 2: flipped for 2 pounds
    p["books"][3] = "A04"  # coffee 2
    p["books"][4] = "B05"  # 4 of one good -> 2 bookkeeping points
    p["books"][5] = "C07"  # coffee 5: not met
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    s, _ = act(s, 0, "flip_book", space=2)
    assert s["seats"][0]["money"] == 3
    for _ in range(4):
        s, ev = act(s, 0, "ink_forward")
    # space 5 cannot be entered: the ink jar stops on the 4th book by itself
    assert s["seats"][0]["ink"] == 4
    assert s["tasks"][0] == {"kind": "spend_bk", "points": 2}  # the book's reward first
    s, _ = act(s, 0, "take_pound")
    s, _ = act(s, 0, "take_pound")
    assert s["tasks"][0] == {"kind": "spend_bk", "points": 2}  # then the bookkeeper's points
    s, _ = act(s, 0, "take_pound")
    s, _ = act(s, 0, "take_pound")
    assert s["seats"][0]["money"] == 7
    assert s["seats"][0]["used"][0] and not s["seats"][0]["used"][1]
    assert s["turn"] == 1


def test_bookkeeper_in_use_does_not_meet_its_own_requirement():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), start(0, "s_coffee_1")]})
    s["seats"][0]["books"][2] = "B13"  # needs 1 bookkeeper
    s["seats"][0]["money"] = 5
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    s, _ = act(s, 0, "no_flip")
    s, _ = act(s, 0, "ink_forward")
    assert s["seats"][0]["ink"] == 1  # stopped: B13 not enterable
    assert s["tasks"][0]["kind"] == "spend_bk"


def test_cairo_diamond_merchant_with_three_mines():
    s = started()
    actions_phase(s, 0, {0: [market("C11")]})
    s["regions"]["tibesti"] = [{"company": "cairo", "upended": False}]
    s["regions"]["guinea_coast"] = [{"company": "cairo", "upended": False}]
    s["bases"]["cairo"][0]["posts"] = 3
    money = s["seats"][0]["money"]
    s["seats"][0]["diamond"] = 0
    s, ev = act(s, 0, "diamond", card=market("C11"))
    assert s["seats"][0]["diamond"] == 3  # 2 + 1 for 3 mines
    assert s["seats"][0]["money"] == money + 1
    s2 = started()
    actions_phase(s2, 0, {0: [market("C11")]})
    s2["regions"]["tibesti"] = [{"company": "cairo", "upended": False}]
    s2["regions"]["angola"] = [{"company": "cairo", "upended": False}]
    s2["seats"][0]["diamond"] = 0
    s2, _ = act(s2, 0, "diamond", card=market("C11"))
    assert s2["seats"][0]["diamond"] == 4  # 4 mines -> 2 more


def test_banana_majority_five_against_three():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bananas_2"), market("A05")],
                         1: [start(1, "s_bananas_1"), start(1, "s_bananas_2")]})
    s["seats"][0]["diamond"] = 0
    s, _ = act(s, 0, "bonus", space="majority:bananas")
    tiers = [a for a in GAME.legal_actions(s, 0) if a.kind != "cancel"]
    assert [a["tier"] for a in tiers] == [2, 1, 0]  # a lower reward may be chosen
    s, _ = act(s, 0, "majority_tier", tier=2)
    p = s["seats"][0]
    assert p["tracks"]["cape_town"] == 3 and p["diamond"] == 1
    assert p["used"][:2] == [False, False]  # majority spaces do not use up cards
    assert s["bonus_spaces"]["majority:bananas"] == 0


def test_majority_needs_at_least_a_tie():
    s = started()
    actions_phase(s, 1, {0: [start(0, "s_bananas_2"), market("A05")],
                         1: [start(1, "s_bananas_1"), start(1, "s_bananas_2")]})
    spaces = [a["space"] for a in GAME.legal_actions(s, 1) if a.kind == "bonus"]
    assert "majority:bananas" not in spaces
    s["seats"][0]["area"][1] = None  # now 2 against 3
    s["seats"][1]["area"][1] = None
    s["seats"][1]["area"][2] = start(1, "s_bananas_2")
    s["seats"][1]["area"][1] = None
    spaces = [a["space"] for a in GAME.legal_actions(s, 1) if a.kind == "bonus"]
    assert "majority:bananas" in spaces  # 2 against 2: a tie is enough


def test_sell_example_crate_plus_two():
    s = started()
    actions_phase(s, 0, {0: []})
    s["seats"][0]["hand"] = [start(0, "s_coffee_1")]
    money = s["seats"][0]["money"]
    s, _ = act(s, 0, "bonus", space="sell")
    s, _ = act(s, 0, "sell", card=start(0, "s_coffee_1"))
    assert s["seats"][0]["money"] == money + 3
    assert s["discard"][-1] == start(0, "s_coffee_1")


def test_buy_example_one_pound_plus_price():
    s = started()
    actions_phase(s, 0, {0: []})
    put_display(s, market("A01"), 2, 1)  # 2-unit coffee, crate 1 + space 2 = 3
    s["seats"][0]["money"] = 4
    s, _ = act(s, 0, "bonus", space="buy")
    s, _ = act(s, 0, "buy_for_pounds", column=2, row=1)
    assert s["seats"][0]["money"] == 0
    assert market("A01") in s["seats"][0]["hand"]
    assert s["display"][2][1] is None  # not refilled before the preparation phase


def test_special_space_pays_mover_and_everyone_already_past():
    s = started(players=4)
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    # A1 (Mombasa): special space 5 pays 1 pound
    for seat, pos in enumerate([4, 5, 7, 3]):
        s["seats"][seat]["tracks"]["mombasa"] = pos
    before = [p["money"] for p in s["seats"]]
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "no_buy")
    s, _ = act(s, 0, "step", company="mombasa")
    after = [p["money"] for p in s["seats"]]
    assert [a - b for a, b in zip(after, before, strict=True)] == [1, 1, 1, 0]
    assert s["seats"][0]["levels"]["mombasa"] == 0  # unlocked, effective from its next turn


def test_special_track_bonus_takes_effect_next_turn():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1"), start(0, "s_expansion_1")]})
    s["seats"][0]["tracks"]["mombasa"] = 4
    s["seats"][0]["levels"]["mombasa"] = 0
    inject(s, {"kind": "track", "company": "mombasa", "n": 1})
    # neither during the turn nor in the other seat's turn; from seat 0's next turn on
    assert s["turn"] == 1 and s["seats"][0]["levels"]["mombasa"] == 0
    s, _ = act(s, 1, "end_phase")
    assert s["turn"] == 0 and s["seats"][0]["levels"]["mombasa"] == 1


def test_capital_call_refused_and_paid():
    s = started()
    p = s["seats"][0]
    p["tracks"]["mombasa"] = 7  # A1: 3-pound capital call to enter space 8
    p["money"] = 2
    ev: list = []
    assert move_track(s, D, 0, "mombasa", 2, ev) == 0
    assert "CapitalCallRefused" in types(ev) and p["tracks"]["mombasa"] == 7
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "no_buy")
    steps = [a["company"] for a in GAME.legal_actions(s, 0) if a.kind == "step"]
    assert "mombasa" not in steps and steps
    s["seats"][0]["money"] = 3
    ev = []
    assert move_track(s, D, 0, "mombasa", 1, ev) == 1
    assert s["seats"][0]["money"] == 0 and "CapitalCallPaid" in types(ev)


def test_oust_to_rearmost_space_and_never_onto_an_emptied_final_space():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2")]})
    cairo = s["bases"]["cairo"]
    cairo[0] = {"posts": 0, "final_lost": True}
    cairo[1] = {"posts": 5, "final_lost": False}
    cairo[2] = {"posts": 4, "final_lost": False}
    s["regions"]["natal"] = [{"company": "cairo", "upended": False}]
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, _ = act(s, 0, "enter", region="natal", column=0)  # 1 + 1 for the Cairo post
    cols = [a["column"] for a in GAME.legal_actions(s, 0) if a.kind != "cancel"]
    assert cols == [0, 2]  # column 1 is full
    s, _ = act(s, 0, "oust_return", column=0)
    col = s["bases"]["cairo"][0]
    assert col == {"posts": 1, "final_lost": True}
    coins = column_coins(D, "cairo", 0, col)
    assert coins[4] == D.columns["cairo"][0][4] and coins[3] == 0  # final space stays open


def test_ousted_post_without_space_leaves_the_game():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2")]})
    s["regions"]["natal"] = [{"company": "cairo", "upended": False}]  # Cairo base is full
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, ev = act(s, 0, "enter", region="natal", column=0)
    assert s["removed"]["cairo"] == 1 and s["regions"]["natal"][0]["company"] == "cape_town"


def test_display_refill_slides_right_and_fills_right_then_middle_then_left():
    s = started()
    ids = [c for col in s["display"] for c in col]
    disp = s["display"]
    disp[0] = ["L0", None, "L2", None]
    disp[1] = ["M0", "M1", None, None]
    disp[2] = ["R0", None, "R2", "R3"]
    s["deck"] = ["d5", "d4", "d3", "d2", "d1"]  # d1 on top
    ev: list = []
    D.cards.update({x: D.cards[ids[0]] for x in ["L0", "L2", "M0", "M1", "R0", "R2", "R3", "d1", "d2", "d3", "d4", "d5"]})
    refresh_display(s, D, ev)
    assert s["discard"][-3:] == ["R0", "R2", "R3"]
    assert disp[2] == ["M0", "M1", "L2", "d1"]
    assert disp[1] == ["L0", "d2", "d3", "d4"]
    assert disp[0] == ["d5", None, None, None]  # the stack ran out


def test_round_coins_move_to_the_book_display():
    s = started(players=3)
    assert s["round_track"] == [0, 2, 1, 2, 1, 2, 1]
    move_round_coins(s, 2)
    assert s["book_coins"][0] == [1, 1]
    move_round_coins(s, 3)
    assert s["book_coins"][1] == [1, 0]
    # a coin lying on a book space goes to whoever takes that book
    actions_phase(s, 0, {0: []})
    money = s["seats"][0]["money"]
    inject(s, {"kind": "gain_bk", "n": 1})
    s, _ = act(s, 0, "take_book", column=1, row=0)
    assert s["seats"][0]["money"] == money + 1 and s["book_coins"][1] == [0, 0]


def test_first_player_space_not_on_the_first_players_first_turn():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")], 1: [start(1, "s_coffee_1")]})
    spaces = [a["space"] for a in GAME.legal_actions(s, 0) if a.kind == "bonus"]
    assert "first_player" not in spaces
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "no_buy")
    s, _ = act(s, 0, "step", company="cairo")
    assert s["turn"] == 1
    s, _ = act(s, 1, "bonus", space="first_player")
    assert s["first_player"] == 1
    s, _ = act(s, 1, "take_pound")
    assert s["turn"] == 0
    # the round goes on in the same order; the new first player starts the next round


def test_first_player_may_take_the_space_on_a_later_turn():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "no_buy")
    s, _ = act(s, 0, "step", company="cairo")
    s, _ = act(s, 1, "end_phase", deck=0)
    assert s["turn"] == 0
    assert "first_player" in [a.get("space") for a in GAME.legal_actions(s, 0)]


def test_final_scoring_cape_town_seven_shares_times_six():
    s = started()
    s["bases"]["cape_town"][0] = {"posts": 0, "final_lost": True}  # 0+1+0+1+2 = 4 coins
    s["bases"]["cape_town"][1] = {"posts": 2, "final_lost": False}  # 1+0+1 = 2 coins
    assert share_value(s, D, "cape_town") == 6
    s["seats"][0]["tracks"]["cape_town"] = 13  # B1: 5 shares
    give(s, 0, market("B02"))  # a goods card with a Cape Town share
    give(s, 0, market("D02"))  # a single share card
    assert scores(s, D)[0]["cape_town"] == 42


def test_scores_and_shared_victory():
    s = started()
    sc = GAME.scores(s)
    assert set(sc[0]) == {"cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds", "bookkeeping", "total"}
    s["seats"][0]["money"] = s["seats"][1]["money"] = 10
    s["seats"][0]["tracks"] = dict(s["seats"][1]["tracks"])
    s["seats"][0]["diamond"] = s["seats"][1]["diamond"] = 0
    assert GAME.winners(s) == [0, 1]
    assert kinds(s, 0)
