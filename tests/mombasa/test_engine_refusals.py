"""Every refusal names the rule in plain words: one or more per action family, plus the
turn and phase errors."""

from __future__ import annotations

import pytest

from rules import Action, IllegalAction
from tests.mombasa.scenario import (
    GAME,
    act,
    actions_phase,
    give,
    market,
    put_display,
    start,
    started,
)


def refused(s, seat, kind, **params) -> str:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, seat, Action.make(kind, **params))
    return str(info.value)


# -- turn and phase -------------------------------------------------------------------------


def test_not_your_turn_names_who_is_to_act():
    s = started(players=4)
    actions_phase(s, 2, {0: []})
    assert refused(s, 0, "end_phase") == "It is not your turn: Player 3 is to act."
    s["seats"][0]["passed"] = True
    assert refused(s, 0, "end_phase").startswith("You have ended your action phase for this round: Player 3 is to act")


def test_planning_is_over_and_planning_waits():
    s = started()
    s, _ = act(s, 0, "plan_commit")
    assert refused(s, 0, "plan_commit") == "You have already confirmed your plan for round 1; waiting for Player 2 to plan."
    s, _ = act(s, 1, "plan_commit")
    assert s["phase"] == "actions"
    assert refused(s, 0, "plan_place", card=start(0, "s_coffee_1"), slot=0).startswith("Planning is over for this round")
    s2 = started()
    assert refused(s2, 0, "end_phase").startswith("The action phase has not begun: plan your cards")


def test_unknown_action_and_game_over():
    s = started()
    assert refused(s, 0, "fly") == "Mombasa has no action called 'fly'."
    s["phase"] = "over"
    assert "game is over" in refused(s, 0, "plan_commit")


def test_setup_refusals():
    s = GAME.new_game(2, 4, {"setup": "variable"})
    opts = s["seats"][0]["tile_options"]
    other = next(t for t in s["seats"][1]["tile_options"] if t not in opts)
    msg = refused(s, 0, "choose_tile", tile=other)
    assert msg == f"That starting tile was not dealt to you: keep {opts[0]} or {opts[1]}."


# -- planning ---------------------------------------------------------------------------------


def test_planning_refusals():
    s = started()
    give(s, 0, market("D01"))
    assert "single share card can never be placed" in refused(s, 0, "plan_place", card=market("D01"), slot=0)
    assert refused(s, 0, "plan_place", card=start(1, "s_coffee_1"), slot=0).startswith("That card is not in your hand")
    assert "not unlocked yet: reach its space on your diamond track" in refused(s, 0, "plan_place", card=start(0, "s_coffee_1"), slot=3)
    s, _ = act(s, 0, "plan_place", card=start(0, "s_coffee_1"), slot=0)
    assert "already holds a card" in refused(s, 0, "plan_place", card=start(0, "s_coffee_2"), slot=0)
    assert refused(s, 0, "plan_take", slot=1) == "There is no card in that slot to take back."


# -- goods --------------------------------------------------------------------------------------


def test_goods_refusals():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1"), market("A04"), start(0, "s_bananas_1")]})
    put_display(s, market("B12"), 2, 0)
    msg = refused(s, 0, "goods", card=start(0, "s_cotton_1"))
    assert msg.startswith("That card is not in your action area")
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    assert refused(s, 0, "goods_add", card=start(0, "s_bananas_1")).startswith("Use goods cards of one type in one action")
    assert refused(s, 0, "bonus", space="sell").startswith("Finish the action under way first (or cancel it)")
    s, _ = act(s, 0, "goods_add", card=market("A04"))
    price = GAME.D.card(market("B12")).crate + 2
    assert refused(s, 0, "buy", column=2, row=0) == f"Your goods don't add up to that card's price ({price}): you have 4 coffee."
    s, _ = act(s, 0, "no_buy")
    assert refused(s, 0, "step", company="cairo", n=5) == "You have only 4 units left to advance with."
    s["seats"][0]["tracks"]["mombasa"] = 7  # A1: a 3-pound capital call onto space 8
    s["seats"][0]["money"] = 1
    msg = refused(s, 0, "step", company="mombasa", n=1)
    assert msg.startswith("You can't pay the 3-pound capital call on the Mombasa track (you have 1 pound)")
    assert refused(s, 0, "forfeit_units").startswith("You can still advance on a company track")


# -- expansion --------------------------------------------------------------------------------


def test_expansion_refusals():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_1"), start(0, "s_coffee_1")]})
    for col in s["bases"]["cairo"]:
        col.update(posts=0, final_lost=True)
    assert refused(s, 0, "enter", region="natal", column=0).startswith("No action is under way")
    s, _ = act(s, 0, "expand")
    assert "The Cairo base has no trading posts left" in refused(s, 0, "expand_company", company="cairo")
    s, _ = act(s, 0, "expand_company", company="saint_louis")
    msg = refused(s, 0, "enter", region="natal", column=0)
    assert msg == "That region is not reachable by Saint-Louis: enter a region next to its base or its trading posts."
    assert refused(s, 0, "enter", region="tibesti", column=0).startswith("Tibesti is an enclave")


def test_expansion_cost_refusal():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_1")]})
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s["regions"]["natal"] = [{"company": "cairo", "upended": False}]
    msg = refused(s, 0, "enter", region="natal", column=0)
    assert msg == "Entering Natal costs 2 expansion points (1 more for the other company's trading post there); you have 1 left."


def test_no_expansion_card():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    assert refused(s, 0, "expand").startswith("You have no face-up expansion card")


# -- bookkeeping -------------------------------------------------------------------------------


def test_bookkeeper_refusals():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_bookkeeper"), start(0, "s_coffee_1")]})
    p = s["seats"][0]
    p["books"][2] = "B05"  # 4 of one good
    p["money"] = 3
    s, _ = act(s, 0, "bookkeeper", card=start(0, "s_bookkeeper"))
    assert refused(s, 0, "flip_book", space=4) == "There is no book on that space to flip."
    s, _ = act(s, 0, "no_flip")
    # the ink jar waits on space 0; the book ahead is swapped for one it cannot enter
    s["seats"][0]["books"][1] = "B05"
    msg = refused(s, 0, "ink_forward")
    assert msg.startswith("You don't meet the requirements of the book on space 1: needs 4 of one good (you have 1 coffee, 0 bananas, 0 cotton)")
    s, _ = act(s, 0, "ink_stop")
    # the bookkeeper's points are spent now
    assert s["tasks"][0]["kind"] == "spend_bk"
    c_col = next(c for c, col in enumerate(s["book_display"]) if GAME.D.books[col[1]].letter == "C")
    if s["tasks"][0]["points"] < 2:
        assert "costs 2 bookkeeping points" in refused(s, 0, "take_book", column=c_col, row=1)


def test_book_placement_refusals():
    s = started()
    actions_phase(s, 0, {0: []})
    s["bonus_spaces"]["first_player"] = None
    s["seats"][0]["turns"] = 1
    s, _ = act(s, 0, "bonus", space="first_player")
    s, _ = act(s, 0, "take_book", column=0, row=0)  # an A-book
    bid = s["turn_books"][0]
    no_a = next(i for i, sp in enumerate(GAME.D.player_board.bookkeeping) if sp.no_a)
    assert refused(s, 0, "place_book", book=bid, space=no_a).startswith("An A-book can't go on an empty space showing a crossed-out A")
    s["seats"][0]["books"][3] = "B01"
    assert refused(s, 0, "place_book", book=bid, space=3) == "An A-book may never cover a B-book."


# -- diamond merchant, bonus markers, end of the action phase ----------------------------------


def test_diamond_and_bonus_refusals():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")], 1: [start(1, "s_coffee_2")]})
    assert refused(s, 0, "diamond", card=market("A09")).startswith("That card is not in your action area")
    msg = refused(s, 0, "bonus", space="first_player")
    assert msg == "You can't place a marker on the first-player space on your first turn of the round as first player."
    msg = refused(s, 0, "bonus", space="majority:coffee")
    assert msg == "You don't have the coffee majority: you have 1 coffee face up, Player 2 has 2 (a tie would be enough; used cards do not count)."
    s["seats"][0]["money"] = 0
    assert refused(s, 0, "bonus", space="tile:expansion") == "The expansion-card tile space costs 2 pounds; you have 0 pounds."
    assert refused(s, 0, "bonus", space="track:saint_louis:0").startswith("You haven't unlocked that extra bonus space")
    s["bonus_spaces"]["sell"] = 1
    assert "already holds Player 2's bonus marker" in refused(s, 0, "bonus", space="sell")
    s["bonus_spaces"]["buy"] = 0
    s["bonus_spaces"]["tile:plus_one"] = 0
    s["bonus_spaces"]["tile:bookkeeper"] = 0  # 3 markers each with 2 players
    assert refused(s, 0, "bonus", space="majority:cotton").startswith("You have no bonus marker left this round")


def test_pickup_and_cancel_refusals():
    s = started()
    actions_phase(s, 0, {0: []})
    assert refused(s, 0, "cancel").startswith("There is nothing to cancel")
    s["seats"][0]["resting"][1] = []
    assert refused(s, 0, "end_phase", deck=1).startswith("Your resting deck 2 is empty")
    assert refused(s, 0, "end_phase", deck=-1).startswith("You have a resting deck with cards")


def test_sell_refusals():
    s = started()
    actions_phase(s, 0, {0: []})
    s, _ = act(s, 0, "bonus", space="sell")
    assert refused(s, 0, "sell", card=market("A01")).startswith("That card is not in your hand")


def test_majority_tier_refusal():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_2"), start(0, "s_coffee_1")]})
    s, _ = act(s, 0, "bonus", space="majority:coffee")
    assert refused(s, 0, "majority_tier", tier=2).startswith("Your coffee total (3) does not reach the 5+ reward")


def test_every_refusal_in_random_play_is_specific():
    """Actions legal at some other point of a game, tried where they are not legal, are
    refused with a Mombasa-specific sentence (never the protocol's generic fallback)."""
    import random

    pool: dict[str, Action] = {}
    for seed in range(3):
        s = GAME.new_game(3, seed, {"setup": "variable"})
        rng = random.Random(seed)
        while not GAME.is_over(s):
            seat = rng.choice(GAME.to_move(s))
            legal = GAME.legal_actions(s, seat)
            for a in legal:
                pool.setdefault(f"{a.kind}{a.params}", a)
            for a in rng.sample(list(pool.values()), min(6, len(pool))):
                if a in legal:
                    continue
                with pytest.raises(IllegalAction) as info:
                    GAME.apply(s, seat, a)
                msg = str(info.value)
                assert msg and not msg.startswith(("You cannot do that (", "That choice is not allowed right now")), msg
            s, _ = GAME.apply(s, seat, rng.choice(legal))
