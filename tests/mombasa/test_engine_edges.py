"""Edge cases and the less common rules."""

from __future__ import annotations

import pytest

from rules import OptionError
from rules.mombasa.area import goods_totals
from rules.mombasa.bookkeeping import book_spaces
from rules.mombasa.expansion import entry_costs
from rules.mombasa.planning import available_slots
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
    take_card,
    types,
)


def test_options_are_checked():
    with pytest.raises(OptionError, match="Mautoma"):
        GAME.new_game(1, 1, {"automa": True})
    with pytest.raises(OptionError, match="Mautoma"):
        GAME.new_game(2, 1, {"automa": True})
    with pytest.raises(OptionError):
        GAME.new_game(5, 1)
    with pytest.raises(OptionError, match="setup"):
        GAME.new_game(2, 1, {"setup": "random"})
    with pytest.raises(OptionError, match="Unknown"):
        GAME.new_game(2, 1, {"colour": "blue"})


def test_first_game_setup():
    s = GAME.new_game(4, 3)
    assert s["tracks"] == {"mombasa": "A1", "cape_town": "B1", "saint_louis": "C1", "cairo": "D1"}
    for seat in range(4):
        p = s["seats"][seat]
        assert start(seat, f"x1_seat{seat + 1}") in p["hand"]  # the seat's "1"-expansion card
        assert D.tiles[p["tile"]].first_game_seat == seat + 1
        assert p["books"][1] == D.tiles[p["tile"]].book.id and p["ink"] == 0
    # top of the left column is an A card, the 3 below are B cards (rulebook setup check)
    left = [D.card(c).letter for c in s["display"][0]]
    assert left == ["A", "B", "B", "B"]
    assert all(D.card(c).letter == "A" for c in s["display"][2] + s["display"][1])
    assert [[D.books[b].letter for b in col] for col in s["book_display"]] == [list(x) for x in D.board.book_display]
    assert s["round_track"] == [0, 2, 2, 2, 2, 2, 2]
    assert s["phase"] == "setup" and GAME.to_move(s) == [0, 1, 2, 3]  # arranging resting cards


def test_variable_setup_secret_tile_choice():
    s = GAME.new_game(3, 9, {"setup": "variable"})
    assert sorted(t[0] for t in s["tracks"].values()) == ["A", "B", "C", "D"]
    assert s["setup_step"] == "tile" and GAME.to_move(s) == [0, 1, 2]
    opts = s["seats"][0]["tile_options"]
    assert len(opts) == 2
    s, ev = act(s, 0, "choose_tile", tile=opts[1])
    assert [e["visible_to"] for e in ev if e["type"] == "StartingTileChosen"] == [0]
    assert GAME.view(s, 1)["players"][0]["starting_tile"] is None
    assert GAME.view(s, 0)["players"][0]["starting_tile"] == opts[1]
    for seat in (1, 2):
        s, ev = act(s, seat, "choose_tile", tile=s["seats"][seat]["tile_options"][0])
    assert any(e["type"] == "StartingTilesRevealed" and e["reveals"] for e in ev)
    assert s["setup_step"] == "arrange"
    assert GAME.view(s, 1)["players"][0]["starting_tile"] == opts[1]


def test_planning_is_secret_and_share_cards_are_not_playable():
    s = started()
    give(s, 0, market("D01"))
    assert all(a["card"] != market("D01") for a in GAME.legal_actions(s, 0) if a.kind == "plan_place")
    s, ev = act(s, 0, "plan_place", card=start(0, "s_coffee_2"), slot=1)
    assert [e["visible_to"] for e in ev if e["type"] == "CardPlanned"] == [0]
    other = GAME.view(s, 1)["players"][0]["action_area"]
    assert other[1] == {"slot": 1, "card": None, "face_down": True, "used": False}
    assert GAME.view(s, 0)["me"]["draft"]["1"]["id"] == start(0, "s_coffee_2")
    s, _ = act(s, 0, "plan_commit")
    assert GAME.to_move(s) == [1]
    s, ev = act(s, 1, "plan_commit")
    rev = [e for e in ev if e["type"] == "PlansRevealed"]
    assert rev and rev[0]["reveals"] and rev[0]["plans"]["0"] == [start(0, "s_coffee_2")]
    assert s["phase"] == "actions" and s["turn"] == 0
    assert GAME.view(s, 1)["players"][0]["action_area"][1]["card"]["id"] == start(0, "s_coffee_2")


def test_additional_slots_unlock_and_feed_left_and_right_resting_decks():
    s = started()
    p = s["seats"][0]
    p["diamond"] = next(i for i, sp in enumerate(D.player_board.diamond) if sp.unlocks_slot)
    bk = next(i for i, sp in enumerate(D.player_board.bookkeeping) if sp.unlocks_slot)
    p["ink"] = bk
    for i in range(2, bk + 1):
        p["books"][i] = "A01"
    # a new planning phase sees the unlocked slots
    assert available_slots(s, D, 0) == [0, 1, 2, 3, 4]
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    for slot, cid in ((3, start(0, "s_coffee_1")), (4, start(0, "s_coffee_2"))):
        take_card(s, cid)
        p["area"][slot] = cid
    p["slots"] = [0, 1, 2, 3, 4]
    left, right = list(p["resting"][0]), list(p["resting"][2])
    s, _ = act(s, 0, "end_phase", deck=1)
    p = s["seats"][0]
    assert p["resting"][0] == left + [start(0, "s_coffee_1")]
    assert p["resting"][2] == right + [start(0, "s_coffee_2")]
    assert p["resting"][1] == [] and p["passed"]


def test_end_phase_picks_up_exactly_one_deck_and_returns_tiles():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s["bonus_tiles"]["bookkeeper"]["holder"] = 0
    hand = len(s["seats"][0]["hand"])
    deck0 = list(s["seats"][0]["resting"][0])
    # one decision: which of the 3 resting decks to pick up
    assert [a["deck"] for a in GAME.legal_actions(s, 0) if a.kind == "end_phase"] == [0, 1, 2]
    s, ev = act(s, 0, "end_phase", deck=0)
    p = s["seats"][0]
    assert len(p["hand"]) == hand + len(deck0)
    assert p["resting"][0] == [start(0, "s_coffee_1")]  # the unused card rests all the same
    assert s["bonus_tiles"]["bookkeeper"]["holder"] is None
    assert s["turn"] == 1
    s, ev = act(s, 1, "end_phase", deck=2)
    assert s["round"] == 2 and s["phase"] == "planning"
    assert "RoundPrepared" in types(ev)


def test_price_zero_and_banana_discount():
    s = started()
    s["tracks"]["mombasa"] = "A2"  # goods_discount: bananas -1 (level 1)
    actions_phase(s, 0, {0: [start(0, "s_bananas_1"), start(0, "s_coffee_1")]})
    s["seats"][0]["levels"]["mombasa"] = 1
    put_display(s, market("A02"), 0, 0)  # crate 1 + space 0 = 1
    s, _ = act(s, 0, "goods", card=start(0, "s_bananas_1"))
    s, ev = act(s, 0, "buy", column=0, row=0)
    assert [e["price"] for e in ev if e["type"] == "CardBought"] == [0]
    assert s["tasks"][0]["units"] == 1  # the whole unit remains for a step


def test_mixing_goods_with_the_level_two_goods_bonus():
    s = started()
    s["tracks"]["mombasa"] = "A2"
    actions_phase(s, 0, {0: [start(0, "s_bananas_1"), start(0, "s_coffee_1")]})
    s, _ = act(s, 0, "goods", card=start(0, "s_bananas_1"))
    assert "goods_add" not in kinds(s, 0)
    s = started()
    s["tracks"]["mombasa"] = "A2"
    actions_phase(s, 0, {0: [start(0, "s_bananas_1"), start(0, "s_coffee_1")]})
    s["seats"][0]["levels"]["mombasa"] = 2
    s, _ = act(s, 0, "goods", card=start(0, "s_bananas_1"))
    s, _ = act(s, 0, "goods_add", card=start(0, "s_coffee_1"))
    assert "no_buy" not in kinds(s, 0)  # mixed goods only pay for a card


def test_cotton_level_two_adds_a_unit_to_every_cotton_card():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_cotton_1"), start(0, "s_cotton_2")]})
    assert goods_totals(s, D, 0)["cotton"] == 3
    s["seats"][0]["levels"]["cape_town"] = 2  # B1: cotton bonuses
    assert goods_totals(s, D, 0)["cotton"] == 5


def test_no_goods_no_goods_action():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_1")]})
    assert "goods" not in kinds(s, 0) and "expand" in kinds(s, 0)


def test_empty_base_cannot_expand_and_running_out_forfeits():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2"), market("B12")]})
    for col in s["bases"]["cairo"]:
        col.update(posts=0, final_lost=True)
    s["bases"]["cape_town"] = [{"posts": 1, "final_lost": False}, {"posts": 0, "final_lost": True}, {"posts": 0, "final_lost": True}]
    s, _ = act(s, 0, "expand")
    assert [a["company"] for a in GAME.legal_actions(s, 0) if a.kind != "cancel"] == ["mombasa", "cape_town", "saint_louis"]
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, ev = act(s, 0, "enter", region="natal", column=0)
    assert "ExpansionForfeited" in types(ev) and not s["tasks"] and s["turn"] == 1


def test_enclave_only_from_its_surrounding_region():
    s = started()
    assert "sahara" in entry_costs(s, D, "cairo") and "tibesti" not in entry_costs(s, D, "cairo")
    s["regions"]["sahara"] = [{"company": "cairo", "upended": False}]
    assert entry_costs(s, D, "cairo")["tibesti"] == 1
    s["regions"]["tibesti"] = [{"company": "saint_louis", "upended": False}]
    assert entry_costs(s, D, "cairo")["tibesti"] == 2  # +1 for another company's post


def test_plus_one_tile():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s["bonus_tiles"]["plus_one"]["holder"] = 0
    s, _ = act(s, 0, "plus_one", card=start(0, "s_coffee_1"))
    assert s["turn"] == 0 and goods_totals(s, D, 0)["coffee"] == 2
    assert "plus_one" not in kinds(s, 0)
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    assert s["tasks"][0]["units"] == 2
    s, _ = act(s, 0, "no_buy")
    s, _ = act(s, 0, "step", company="cairo")
    s, _ = act(s, 0, "step", company="cairo")
    assert s["bonus_tiles"]["plus_one"]["used"]


def test_expansion_tile_and_expansion_track_bonus():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s["seats"][0]["levels"]["mombasa"] = 1  # A1: +1 expansion
    assert "expand" not in kinds(s, 0)  # the bonus alone is no expansion card
    s["bonus_tiles"]["expansion"]["holder"] = 0
    a = next(a for a in GAME.legal_actions(s, 0) if a.kind == "expand")
    assert "3 expansion points" in a.label  # tile 2 + track bonus 1


def test_diamond_merchant_tile_counts_other_merchants():
    s = started()
    actions_phase(s, 0, {0: [market("A09"), market("B15")]})
    s["bonus_tiles"]["diamond"]["holder"] = 0
    s["seats"][0]["diamond"] = 0
    s, _ = act(s, 0, "diamond", card="tile:diamond")
    assert s["seats"][0]["diamond"] == 4 and s["bonus_tiles"]["diamond"]["used"]


def test_final_diamond_space_pays_two_pounds_per_step():
    s = started()
    actions_phase(s, 0, {0: [market("A09")]})
    last = len(D.player_board.diamond) - 1
    s["seats"][0]["diamond"] = last - 1
    money = s["seats"][0]["money"]
    s, _ = act(s, 0, "diamond", card=market("A09"))  # generic: 1 step + 2 pounds
    assert s["seats"][0]["diamond"] == last and s["seats"][0]["money"] == money + 2
    s["seats"][0]["area"][1] = market("B15")
    s["turn"] = 0
    s, _ = act(s, 0, "diamond", card=market("B15"))  # 2 steps beyond the end + 1 pound
    assert s["seats"][0]["money"] == money + 2 + 4 + 1


def test_final_bookkeeping_space_turns_points_into_pounds():
    s = started()
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["ink"] = len(D.player_board.bookkeeping) - 1
    money = p["money"]
    inject(s, {"kind": "gain_bk", "n": 2})
    assert s["seats"][0]["money"] == money + 4 and s["turn"] == 1


def test_book_placement_rules():
    s = started()
    no_a = next(i for i, sp in enumerate(D.player_board.bookkeeping) if sp.no_a)
    assert no_a not in book_spaces(s, D, 0, "A01")
    assert no_a in book_spaces(s, D, 0, "B01")
    s["seats"][0]["books"][3] = "B01"
    assert 3 not in book_spaces(s, D, 0, "A01")  # an A-book never covers a B-book
    assert 3 in book_spaces(s, D, 0, "C01")
    s["seats"][0]["books"][2] = "A02"
    assert 2 in book_spaces(s, D, 0, "A01")


def test_book_reward_with_a_price_is_forfeited_when_unaffordable():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), start(0, "s_coffee_2"), start(0, "s_coffee_1")]})
    p = s["seats"][0]
    p["money"] = 0
    p["books"][2] = "A22"  # 2 of one good -> pay 1
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    s, _ = act(s, 0, "ink_forward")
    s, ev = act(s, 0, "ink_forward")
    assert "BookRewardForfeited" in types(ev)


def test_coffee_majority_five_removes_a_post():
    s = started()
    actions_phase(s, 0, {0: [market("C02"), start(0, "s_coffee_1")]})
    s, _ = act(s, 0, "bonus", space="majority:coffee")
    s, _ = act(s, 0, "majority_tier", tier=2)
    assert s["tasks"][0]["kind"] == "remove_post"
    s, ev = act(s, 0, "remove_post", company="mombasa", column=2)
    assert s["bases"]["mombasa"][2]["posts"] == 4 and s["removed"]["mombasa"] == 1


def test_track_extra_bonus_spaces():
    s = started()
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["money"] = 10
    spaces = [a["space"] for a in GAME.legal_actions(s, 0) if a.kind == "bonus"]
    assert not [x for x in spaces if x.startswith("track:")]
    p["levels"]["saint_louis"] = 2  # C1: bookkeeping + diamonds
    spaces = [a["space"] for a in GAME.legal_actions(s, 0) if a.kind == "bonus"]
    assert "track:saint_louis:0" in spaces and "track:saint_louis:1" in spaces
    s, _ = act(s, 0, "bonus", space="track:saint_louis:1")  # 2 points + 2 steps, costs 2
    assert s["seats"][0]["money"] == 8
    s, _ = act(s, 0, "take_pound")
    s, _ = act(s, 0, "take_pound")
    s, _ = act(s, 1, "end_phase", deck=0)
    spaces = [a["space"] for a in GAME.legal_actions(s, 0) if a.kind == "bonus"]
    assert "track:saint_louis:0" not in spaces  # one extra space of a track per round


def test_other_tracks_extra_bonus_space():
    s = started()
    s["tracks"]["cairo"] = "D2"
    actions_phase(s, 0, {0: []})
    s["seats"][0]["levels"]["cairo"] = 1
    s, _ = act(s, 0, "bonus", space="track:cairo:0")
    pairs = [tuple(a["companies"]) for a in GAME.legal_actions(s, 0) if a.kind != "cancel"]
    assert len(pairs) == 3 and all("cairo" not in p for p in pairs)
    before = dict(s["seats"][0]["tracks"])
    s, _ = act(s, 0, "other_tracks", companies=["mombasa", "saint_louis"])
    after = s["seats"][0]["tracks"]
    assert after["mombasa"] - before["mombasa"] == 2 and after["saint_louis"] - before["saint_louis"] == 2


def test_reserved_bonus_tile_arrives_next_round():
    s = started()
    actions_phase(s, 0, {0: []})
    s["seats"][0]["money"] = 5
    s, _ = act(s, 0, "bonus", space="tile:expansion")
    assert s["bonus_tiles"]["expansion"]["reserved_by"] == 0
    assert s["bonus_tiles"]["expansion"]["holder"] is None
    for seat in (1, 0):
        s, _ = act(s, seat, "end_phase", deck=0)
    assert s["round"] == 2
    assert s["bonus_tiles"]["expansion"]["holder"] == 0 and s["bonus_spaces"]["tile:expansion"] is None


def test_buy_card_extra_space_price_minus_one_and_diamonds():
    s = started()
    s["tracks"]["saint_louis"] = "C2"
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["levels"]["saint_louis"] = 2
    p["money"] = 3
    p["diamond"] = 0
    put_display(s, market("A01"), 2, 0)  # price 3, reduced to 2
    s, _ = act(s, 0, "bonus", space="track:saint_louis:1")  # costs 1
    assert s["seats"][0]["diamond"] == 2
    assert "no_buy" in kinds(s, 0)  # buying is optional ("and/or")
    s, _ = act(s, 0, "buy_for_pounds", column=2, row=0)
    assert s["seats"][0]["money"] == 0 and market("A01") in s["seats"][0]["hand"]


def test_sell_coffee_extra_space_crate_plus_eight():
    s = started()
    s["tracks"]["cairo"] = "D1"
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["levels"]["cairo"] = 2
    p["hand"] = [start(0, "s_bananas_1")]
    spaces = [a["space"] for a in GAME.legal_actions(s, 0) if a.kind == "bonus"]
    assert "track:cairo:1" not in spaces and "track:cairo:0" in spaces  # no coffee in hand
    give(s, 0, market("C02"))  # 4-unit coffee, crate 4
    money = s["seats"][0]["money"]
    s, _ = act(s, 0, "bonus", space="track:cairo:1")
    assert [a["card"] for a in GAME.legal_actions(s, 0) if a.kind != "cancel"] == [market("C02")]
    s, _ = act(s, 0, "sell", card=market("C02"))
    assert s["seats"][0]["money"] == money + 12


def test_bookkeeping_diamonds_first_level_choice():
    s = started()
    actions_phase(s, 0, {0: []})
    p = s["seats"][0]
    p["levels"]["saint_louis"] = 1  # C1
    p["money"] = 1
    p["diamond"] = 0
    s, _ = act(s, 0, "bonus", space="track:saint_louis:0")
    s, _ = act(s, 0, "bk_diamond", option=0)  # 1 point + 2 diamond steps
    assert s["seats"][0]["diamond"] == 2 and s["tasks"][0] == {"kind": "spend_bk", "points": 1}


def test_the_engines_own_actions_are_kept_by_every_parameter():
    """``tasks.act`` keeps the actions it makes (legal lists are built from the same few
    hundred): the same kind, label and parameters give the very same action, a list
    parameter the same as its tuple, and any other value another action."""
    from rules.core import Action
    from rules.mombasa.tasks import act

    one = act("take_book", "", space=1, books=["A01", "B02"])
    assert act("take_book", "", space=1, books=["A01", "B02"]) is one
    assert act("take_book", "", space=1, books=("A01", "B02")) is one
    assert one == Action.make("take_book", space=1, books=["A01", "B02"])
    assert act("take_book", "", space=2, books=["A01", "B02"]) != one
    assert act("take_book", "", space=1, books=["A01"]) != one
