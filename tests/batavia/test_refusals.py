"""Refusals name the rule they enforce (and the English says it plainly)."""

from __future__ import annotations

import pytest

from rules import Action, IllegalAction
from tests.batavia.scenario import DK, GAME, B, S, act, fresh, give, lay, table


def refused(s, seat, kind, **params) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, seat, Action.make(kind, **params))
    assert info.value.message is not None and info.value.message.key.startswith("batavia-")
    return info.value


def test_auction_refusals():
    s = GAME.new_game(3, 2, {"first_auctioneer": 0})
    s["notes"] = [15, 15, 15]
    e = refused(s, 2, "bid", amount=1)
    assert e.message.key == "batavia-refusal-not-your-bid"
    assert str(e) == ("It is Player 2's turn to bid, not Player 3's (Ship Card auction: bids go "
                      "clockwise from the auctioneer's left).")
    s, _ = act(s, 1, "bid", amount=5)
    e = refused(s, 2, "bid", amount=5)
    assert e.message.key == "batavia-refusal-bid-not-higher" and "higher than the one before (5)" in str(e)
    e = refused(s, 2, "bid", amount=16)
    assert e.message.key == "batavia-refusal-bid-notes" and "actually own" in str(e)
    assert refused(s, 2, "bid", amount=0).message.key == "batavia-refusal-bid-amount"
    assert refused(s, 2, "draw").message.key == "batavia-refusal-auction-now"


def test_laying_out_refusals():
    s = fresh(3)
    table(s, 1, DK, 3)
    give(s, 0, DK, 2)
    e = refused(s, 0, "lay", company=DK)
    assert e.message.key == "batavia-refusal-no-majority" and "draw 2 ship cards" in str(e)
    assert refused(s, 0, "lay", company=B).message.key == "batavia-refusal-no-card"
    assert refused(s, 0, "lay", company="prussia").message.key == "batavia-refusal-no-company"
    assert refused(s, 0, "done").message.key == "batavia-refusal-nothing-laid"
    assert refused(s, 0, "cancel").message.key == "batavia-refusal-nothing-to-cancel"
    assert refused(s, 0, "bid", amount=3).message.key == "batavia-refusal-not-auction"
    e = refused(s, 1, "draw")
    assert e.message.key == "batavia-refusal-not-your-move" and "clockwise from the starter" in str(e)
    give(s, 0, DK, 2)
    s, _ = act(s, 0, "lay", company=DK)
    e = refused(s, 0, "done")
    assert e.message.key == "batavia-refusal-need-majority" and "Cases 1 and 2" in str(e)
    assert refused(s, 0, "draw").message.key == "batavia-refusal-one-option"


def test_moving_and_exchange_refusals():
    s = fresh(3)
    give(s, 0, DK, 1)
    give(s, 0, S, 1)
    s, _ = act(s, 0, "lay", company=DK)
    s, _ = act(s, 0, "lay", company=S)
    assert refused(s, 0, "sail", company=DK).message.key == "batavia-refusal-sail-now"
    s, _ = act(s, 0, "done")
    e = refused(s, 0, "sail", company=B)
    assert e.message.key == "batavia-refusal-sail-seal" and "British Company Seal" in str(e)
    assert refused(s, 0, "lay", company=DK).message.key == "batavia-refusal-cards-laid"
    assert refused(s, 0, "exchange").message.key == "batavia-refusal-exchange-now"
    # a counter of a company already held: no exchange
    s = fresh(3)
    s["counters"][0] = ["tp09"]  # Danish ginger
    s["hexes"][8] = None
    give(s, 0, DK, 1)
    s, _ = act(s, 0, "lay", company=DK)
    s, _ = act(s, 0, "done")
    assert s["turn"] == 1 and s["counters"][0] == ["tp09", "tp03"]


def test_no_counter_ahead_and_target_taken_refusals():
    s = fresh(3)
    s["merchants"][0] = 33
    for h in range(34):
        s["hexes"][h] = None
    give(s, 0, DK, 1)
    s, _ = lay(s, 0, DK)
    assert s["target"] == 0
    give(s, 1, DK, 2)
    e = refused(s, 1, "lay", company=DK)
    assert e.message.key == "batavia-refusal-target-taken" and "(End of the game)" in str(e)
    s["merchants"][1] = 10
    give(s, 1, S, 1)
    s, _ = act(s, 1, "lay", company=DK)
    e = refused(s, 1, "sail", company=DK)
    assert e.message.key == "batavia-refusal-sail-now"
    assert refused(s, 1, "done").message.key == "batavia-refusal-need-majority"  # 1 Danish each
    s, _ = act(s, 1, "lay", company=DK)
    assert refused(s, 1, "done").message.key == "batavia-refusal-target-taken"  # none ahead


def test_the_game_over_refusal():
    s = fresh(3)
    s["phase"] = "over"
    assert refused(s, 0, "draw").message.key == "batavia-refusal-game-over"
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, "draw")
