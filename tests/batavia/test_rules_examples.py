"""Every worked example of the rulebook, as a scenario, and the rules around them.

Quick-start layout (data/trading_posts.toml): hex 1 British tea, 2 Dutch china, 3 Danish
silk, 4 Swedish nutmeg, 5 French pepper, 6 French tea, 7 British cotton, 8 Dutch silk,
9 Danish ginger, 10 Swedish pepper, 11 Swedish tea, 12 French cotton, 13 British china, ...
"""

from __future__ import annotations

from rules.batavia import auction, scoring
from rules.batavia.state import TARGET
from tests.batavia.scenario import (
    DK,
    GAME,
    B,
    D,
    F,
    N,
    S,
    act,
    fresh,
    give,
    hex_of,
    kinds,
    lay,
    lay_only,
    rng_for_roll,
    stack_top,
    table,
)
from tests.batavia.test_refusals import refused


def _company(card: str) -> str:
    return D.company_ids[D.card_company[card]]


# -- A. the auction ---------------------------------------------------------------------------
def _last_move_of_round(players: int = 3) -> dict:
    """Seat 2 is about to make the last move of round 1 (seat 0 started)."""
    s = fresh(players)
    s["turn"], s["moved"] = players - 1, players - 1
    s["idle"] = False  # the earlier moves of the round drew or laid out cards
    return s


def test_the_three_card_package_goes_to_the_highest_bidder_with_the_ship():
    """Example: the auctioneer throws a 3 and turns over 2 British cards and 1 Swedish
    card; the three cards are auctioned as one package, with the ship."""
    s = _last_move_of_round()
    stack_top(s, [F, F, B, B, S])  # the draw takes the two French cards
    s["rng"] = rng_for_roll(3)
    s, ev = act(s, 2, "draw")
    assert s["phase"] == "auction" and s["round"] == 2 and s["auctioneer"] == 0
    assert s["die"] == 3 and sorted(_company(c) for c in s["display"]) == [B, B, S]
    assert [e["type"] for e in ev][-1] == "DieThrown" and ev[-1]["reveals"]
    assert ev[-1]["text"] == "Player 1 threw a 3 and turned over 2 British cards and 1 Swedish card."
    # bidding starts on the auctioneer's left and goes clockwise
    assert GAME.to_move(s) == [1]
    legal = GAME.legal_actions(s, 1)
    assert [a["amount"] for a in legal if a.kind == "bid"] == list(range(1, 16)) and legal[-1].kind == "pass"
    s, _ = act(s, 1, "bid", amount=2)
    s, _ = act(s, 2, "bid", amount=3)
    assert [a["amount"] for a in GAME.legal_actions(s, 0) if a.kind == "bid"][0] == 4
    s, _ = act(s, 0, "pass")
    assert GAME.to_move(s) == [1]
    s, ev = act(s, 1, "pass")  # only Player 3 is left: they pay 3 notes and take the package
    assert s["phase"] == "moves" and s["starter"] == 2 and s["turn"] == 2
    assert sorted(_company(c) for c in s["hands"][2]) == [B, B, F, F, S]
    # paid one note after the other from the payer's left: Player 1, Player 2, Player 1
    assert s["notes"] == [17, 16, 12]
    won = ev[-1]
    assert won["type"] == "AuctionWon" and won["payments"] == [2, 1, 0] and won["visible_to"] == "all"
    assert s["display"] == []


def test_bidding_goes_round_until_one_bidder_is_left_and_passing_is_final():
    s = GAME.new_game(4, 2, {"first_auctioneer": 3})
    cards = list(s["display"])
    s, _ = act(s, 0, "bid", amount=1)
    s, _ = act(s, 1, "pass")
    s, _ = act(s, 2, "bid", amount=4)
    s, _ = act(s, 3, "pass")
    assert GAME.to_move(s) == [0]  # Player 2 and 4 passed: they are out of this auction
    s, _ = act(s, 0, "bid", amount=6)
    assert GAME.to_move(s) == [2]
    s, ev = act(s, 2, "pass")
    assert s["starter"] == 0 and s["notes"] == [9, 17, 17, 17]
    assert all(c in s["hands"][0] for c in cards) and len(s["hands"][0]) == 10 + len(cards)
    assert ev[-1]["text"].startswith("Player 1 won the auction for 6 notes")


def test_payments_go_one_by_one_from_the_left_never_to_the_payer():
    assert auction.payments(5, 3, 6) == [2, 1, 1, 0, 2]
    assert auction.payments(3, 0, 5) == [0, 3, 2]
    assert auction.payments(4, 1, 0) == [0, 0, 0, 0]


def test_when_everyone_passes_the_cards_wait_and_the_starter_does_not_change():
    s = GAME.new_game(3, 5, {"first_auctioneer": 1})
    first = list(s["display"])
    for seat in (2, 0, 1):
        s, ev = act(s, seat, "pass")
    # in the first round the auctioneer becomes the starter player
    assert s["phase"] == "moves" and s["starter"] == 1 and s["turn"] == 1
    assert s["display"] == first and ev[-1]["type"] == "AuctionPassed"
    for seat in (1, 2, 0):
        s, _ = act(s, seat, "draw")
    # the next auction adds the new cards to those left over, and the starter conducts it
    assert s["auctioneer"] == 1 and s["display"][:len(first)] == first
    assert len(s["display"]) == len(first) + s["die"]


def test_a_bid_can_only_offer_notes_the_bidder_owns():
    s = GAME.new_game(3, 5, {"first_auctioneer": 0})
    s["notes"] = [15, 4, 26]
    bids = [a["amount"] for a in GAME.legal_actions(s, 1) if a.kind == "bid"]
    assert bids == [1, 2, 3, 4]
    s, _ = act(s, 1, "bid", amount=4)
    s, _ = act(s, 2, "bid", amount=20)
    s, _ = act(s, 0, "pass")
    assert kinds(s, 1) == ["pass"]  # cannot bid higher


# -- B. laying out ship cards -----------------------------------------------------------------
def test_hannas_four_dutch_and_two_french_cards_move_the_markers():
    """Example: Hanna plays 4 Dutch and 2 French cards: the Dutch marker moves 4 places,
    the French 2, the Cannon 6."""
    s = fresh(4)
    table(s, 1, N, 2)
    table(s, 2, F, 1)
    give(s, 0, N, 4)
    give(s, 0, F, 2)
    before = list(s["ships"]), s["cannon"]
    s, ev = lay(s, 0, N, N, N, N, F, F)
    n, f = D.company_index[N], D.company_index[F]
    assert s["ships"][n] == before[0][n] + 4 and s["ships"][f] == before[0][f] + 2
    assert s["cannon"] == before[1] + 6
    assert s["seals"][n] == 0 and s["seals"][f] == 0  # 4 > 2 and 2 > 1
    played = ev[0]
    assert played["type"] == "CardsPlayed" and played["cards"] == {"france": 2, "netherlands": 4}


def test_case_1_a_majority_already_held_allows_any_card():
    s = fresh(3)
    table(s, 0, DK, 2)
    table(s, 1, B, 3)
    give(s, 0, B, 1)
    assert kinds(s, 0) == ["draw", "lay"]
    s, _ = act(s, 0, "lay", company=B)
    assert "done" in kinds(s, 0)  # the British card creates nothing, the Danish majority is held


def test_case_2_without_a_majority_one_must_be_created():
    s = fresh(3)
    table(s, 1, DK, 1)
    give(s, 0, DK, 2)
    give(s, 0, B, 1)
    s, _ = act(s, 0, "lay", company=B)
    assert "done" in kinds(s, 0)  # 1 British card is a majority of an empty company
    s = fresh(3)
    table(s, 1, DK, 2)
    table(s, 2, B, 2)
    give(s, 0, DK, 3)
    s, _ = act(s, 0, "lay", company=DK)
    assert "done" not in kinds(s, 0)  # 1 < 2
    s, _ = act(s, 0, "lay", company=DK)
    assert kinds(s, 0) == ["lay", "cancel"]  # an equal number of cards is no majority
    s, _ = act(s, 0, "lay", company=DK)
    assert kinds(s, 0) == ["done", "cancel"]


def test_no_majority_possible_means_drawing():
    s = fresh(3)
    table(s, 1, DK, 3)
    give(s, 0, DK, 3)
    assert kinds(s, 0) == ["draw"]
    s, ev = act(s, 0, "draw")
    assert len(s["hands"][0]) == 5 and ev[0]["text"] == "Player 1 drew 2 ship cards."
    assert ev[1]["visible_to"] == 0 and ev[1]["reveals"]


def test_a_tie_with_the_previous_holder_puts_the_seal_back_on_the_board():
    s = fresh(3)
    table(s, 1, DK, 3)
    dk = D.company_index[DK]
    assert s["seals"][dk] == 1
    give(s, 0, DK, 3)
    give(s, 0, B, 1)
    s, ev = lay(s, 0, DK, DK, DK, B)
    assert s["seals"][dk] is None
    assert any(e["type"] == "SealReturned" and e["company"] == DK for e in ev)
    assert s["seals"][D.company_index[B]] == 0


def test_a_strict_majority_takes_the_seal_from_its_holder():
    s = fresh(3)
    table(s, 1, DK, 2)
    give(s, 0, DK, 3)
    s, ev = lay(s, 0, DK, DK, DK)
    assert s["seals"][D.company_index[DK]] == 0
    taken = [e for e in ev if e["type"] == "SealTaken"][0]
    assert taken["text"] == "Player 1 took the Danish Company Seal from Player 2."


# -- moving the merchant ----------------------------------------------------------------------
def test_the_danish_seal_moves_the_merchant_to_the_next_danish_post():
    """Example: the player only has the Danish seal, so must move to the next Danish trading
    post, jumping over other companies' counters, empty hexes and other merchants."""
    s = fresh(3)
    s["merchants"][1] = 1
    s["hexes"][1] = None  # Player 2 took the Dutch counter on hex 2
    table(s, 0, B, 1)
    table(s, 2, B, 2)  # the British seal is Player 3's
    give(s, 0, DK, 1)
    s, ev = lay(s, 0, DK)
    assert s["merchants"][0] == 2 and s["hexes"][2] is None  # hex 3, Danish silk
    assert "tp03" in s["counters"][0]
    assert ev[0]["text"] == ("Player 1 laid out 1 Danish card and moved to the Danish silk "
                             "trading post on hex 3, storing a crate in its warehouse.")
    # the crate goes to the silk warehouse, on the Danish square
    assert s["warehouses"][D.commodity_index["silk"]][D.company_index[DK]] == 0
    assert s["crates"][0] == 11


def test_merchants_only_move_forward():
    s = fresh(3)
    s["merchants"][0] = 4  # on hex 5: the Danish counter on hex 3 is behind
    s["hexes"][4] = None
    give(s, 0, DK, 1)
    s, _ = lay(s, 0, DK)
    assert s["merchants"][0] == hex_of(fresh(3), DK, 4) == 8  # hex 9, Danish ginger


def test_several_seals_let_the_player_choose_the_company():
    s = fresh(3)
    give(s, 0, DK, 1)
    give(s, 0, S, 1)
    s, _ = act(s, 0, "lay", company=DK)
    s, _ = act(s, 0, "lay", company=S)
    s, _ = act(s, 0, "done")
    legal = GAME.legal_actions(s, 0)
    assert [a.kind for a in legal] == ["sail", "sail", "cancel"]
    assert legal[0].label == "Sail to the Danish silk trading post on hex 3"
    s, _ = act(s, 0, "sail", company=S)
    s, _ = act(s, 0, "keep")
    assert s["merchants"][0] == 3 and s["hexes"][3] is None


def test_turning_the_next_five_counters_face_up():
    s = fresh(3, seed=4, open_posts=False)
    assert s["revealed"] == 10
    view = GAME.view(s, None)
    assert all("post" not in h for h in view["hexes"][10:])
    # a merchant stopping on hexes 1-5 turns nothing; on one of the last five open, 6-10, the next five
    c = D.post_company[s["hexes"][0]]
    give(s, 0, D.company_ids[c], 1)
    s, ev = lay(s, 0, D.company_ids[c])
    assert s["revealed"] == 10 and s["merchants"][0] == 0
    c = D.post_company[s["hexes"][7]]
    s["merchants"][1] = 4
    give(s, 1, D.company_ids[c], 2)
    s, ev = lay(s, 1, D.company_ids[c], D.company_ids[c])
    assert s["merchants"][1] == 7 and s["revealed"] == 15
    shown = [e for e in ev if e["type"] == "PostsRevealed"][0]
    assert shown["reveals"] and shown["posts"] == s["hexes"][10:15]
    assert all("post" in h for h in GAME.view(s, None)["hexes"][10:15])


def test_the_standard_setup_deals_one_counter_of_each_company_per_group_of_five():
    for seed in range(5):
        s = GAME.new_game(5, seed)
        for g in range(7):
            group = s["hexes"][5 * g:5 * g + 5]
            assert sorted(D.post_company[p] for p in group) == [0, 1, 2, 3, 4]
        assert s["revealed"] == 10 and len(s["hands"][0]) == 10 and s["notes"] == [15] * 5
    s = GAME.new_game(3, 0, {"open": True})
    assert s["hexes"] == [f"tp{h:02d}" for h in range(1, 36)] and s["revealed"] == 35


# -- converting counters into gold ------------------------------------------------------------
def test_exchanging_three_companies_for_six_gold_leaves_one_swedish_counter():
    """Example: a player gets a Danish counter, holds no Danish one, and converts: counters
    of 3 different companies give 6 gold; one Swedish counter remains."""
    s = fresh(3)
    # two Swedish counters (nutmeg, pepper) and a British one (tea), taken earlier
    s["counters"][0] = ["tp04", "tp10", "tp01"]
    for h in (0, 3, 9, 10):
        s["hexes"][h] = None
    s["merchants"][0] = 10  # on hex 11
    give(s, 0, DK, 1)
    s, _ = lay_only(s, 0, DK)  # the next Danish counter: hex 15, Danish nutmeg
    assert s["pending"]["step"] == "exchange"
    legal = GAME.legal_actions(s, 0)
    assert [a.kind for a in legal] == ["exchange", "keep"]  # the move is on the table: no cancel
    assert legal[0].label == "Exchange 3 counters for 6 gold"
    s, ev = act(s, 0, "exchange")
    assert s["gold"][0] == 6 and len(s["counters"][0]) == 1
    assert D.company_ids[D.post_company[s["counters"][0][0]]] == S
    assert sorted(s["exchanged"]) == ["tp01", "tp04", "tp15"]
    assert [e for e in ev if e["type"] == "CountersExchanged"][0]["text"] == (
        "Player 1 exchanged 3 counters for 6 gold (1 counter kept).")


def test_hanna_can_exchange_only_for_a_british_counter():
    """Example: Hanna holds counters of 4 companies, not British: only a new British counter
    lets her convert (then 5 companies, 15 gold)."""
    s = fresh(3)
    s["counters"][0] = ["tp03", "tp04", "tp05", "tp02"]  # Danish, Swedish, French, Dutch
    for h in (1, 2, 3, 4):
        s["hexes"][h] = None
    s["merchants"][0] = 4
    give(s, 0, F, 1)
    s, _ = lay(s, 0, F)  # a French counter (hex 6): no exchange offered, kept
    assert s["pending"] is None and s["merchants"][0] == 5 and len(s["counters"][0]) == 5
    s["turn"] = 0
    s["moved"] = 0
    give(s, 0, B, 1)
    s, _ = lay_only(s, 0, B)  # the French seal is still hers: she chooses British, hex 7
    s, _ = act(s, 0, "sail", company=B)
    assert [a.label for a in GAME.legal_actions(s, 0)][0] == "Exchange 5 counters for 15 gold"
    s, _ = act(s, 0, "keep")
    assert s["gold"][0] == 0 and len(s["counters"][0]) == 6


def test_the_first_counter_alone_can_be_exchanged_for_one_gold():
    s = fresh(3)
    give(s, 0, B, 1)
    s, _ = lay_only(s, 0, B)
    assert GAME.legal_actions(s, 0)[0].label == "Exchange 1 counter for 1 gold"


def test_cancel_before_the_commit_restores_the_turn():
    s = fresh(3)
    give(s, 0, DK, 1)
    give(s, 0, S, 1)
    before = GAME.dump(s)
    s1, _ = act(s, 0, "lay", company=DK)
    s1, _ = act(s1, 0, "lay", company=S)
    s1, _ = act(s1, 0, "done")
    assert s1["pending"]["step"] == "sail"  # nothing is on the table yet
    s1, ev = act(s1, 0, "cancel")
    assert GAME.dump(s1) == before and ev[0]["visible_to"] == 0


def test_the_exchange_is_decided_with_the_next_counters_turned_up():
    """Play Ship Cards, steps 2 then 3: the merchant stopping on one of the last 5 open
    counters turns the next 5 face up, and only then does the player decide the exchange,
    with them in view; the move is on the table by then and can no longer be cancelled."""
    s = fresh(3, seed=4, open_posts=False)
    # seat 0 took the counter on hex 1 earlier and stands on hex 5
    first = s["hexes"][0]
    s["hexes"][0] = None
    s["counters"][0] = [first]
    s["merchants"][0] = 4
    # a company other than that counter's: its counter on hexes 6-10 is the next one
    h = next(h for h in range(5, 10) if D.post_company[s["hexes"][h]] != D.post_company[first])
    company = D.company_ids[D.post_company[s["hexes"][h]]]
    give(s, 0, company, 1)
    s, _ = act(s, 0, "lay", company=company)
    s, ev = act(s, 0, "done")
    # steps 1 and 2 are played: the cards are out, the counter taken, hexes 11-15 face up
    assert s["merchants"][0] == h and s["revealed"] == 15
    assert [e["type"] for e in ev][:1] == ["CardsPlayed"] and any(e["type"] == "PostsRevealed" for e in ev)
    assert GAME.reveals(ev)  # undo may not cross it
    mine = GAME.view(s, 0)
    assert all("post" in x for x in mine["hexes"][10:15])
    # step 3 with them in view: exchange or keep, no cancel
    assert s["pending"]["step"] == "exchange" and s["turn"] == 0
    assert [a.kind for a in GAME.legal_actions(s, 0)] == ["exchange", "keep"]
    e = refused(s, 0, "cancel")
    assert e.message.key == "batavia-refusal-move-played"
    s, ev = act(s, 0, "exchange")
    assert s["gold"][0] == 3 and s["turn"] == 1 and s["pending"] is None
    assert [x["type"] for x in ev][0] == "CountersExchanged"


def test_keeping_the_counters_is_told_to_everyone():
    s = fresh(3)
    give(s, 0, B, 1)
    s, _ = lay_only(s, 0, B)
    s, ev = act(s, 0, "keep")
    kept = [e for e in ev if e["type"] == "CountersKept"][0]
    assert kept["visible_to"] == "all" and kept["text"] == "Player 1 kept the new counter (no exchange)."
    assert s["turn"] == 1 and s["counters"][0] == ["tp01"]


# -- pirates ----------------------------------------------------------------------------------
def test_the_pirates_sink_all_eleven_danish_cards_at_25():
    """Example: the Cannon reaches 25 and the pirates attack; the Danish company has the
    most cards out: all 11 are discarded and the markers adjusted."""
    s = fresh(4)
    table(s, 1, DK, 6)
    table(s, 2, DK, 4)
    table(s, 3, B, 5)
    table(s, 2, S, 4)
    table(s, 1, N, 4)
    assert s["cannon"] == 23
    give(s, 0, DK, 1)
    give(s, 0, F, 1)
    s, ev = lay(s, 0, DK, F)  # 25 cards: 11 Danish
    dk = D.company_index[DK]
    assert s["ships"][dk] == 0 and s["cannon"] == 14 and s["seals"][dk] is None
    assert len(s["discard"]) == 11 and all(D.card_company[c] == dk for c in s["discard"])
    attack = [e for e in ev if e["type"] == "PiratesAttacked"][0]
    assert attack["text"] == "The Cannon reached 25: pirates attacked Denmark and sank 11 ship cards."


def test_three_players_are_attacked_at_21_and_ties_sink_every_largest_company():
    s = fresh(3)
    table(s, 1, DK, 5)
    table(s, 2, B, 5)
    table(s, 1, S, 4)
    table(s, 2, N, 4)
    give(s, 0, F, 3)
    s, ev = lay(s, 0, F, F, F)  # 21 cards: Danish and British (5 each) both sink
    assert s["ships"] == [0, 0, 3, 4, 4] and s["cannon"] == 11
    assert [e for e in ev if e["type"] == "PiratesAttacked"][0]["companies"] == [B, DK]


def test_a_stack_that_runs_out_is_reformed_from_the_discards():
    s = fresh(3)
    s["discard"], s["deck"] = s["deck"], s["deck"][:1]
    s["discard"] = s["discard"][1:]
    s, ev = act(s, 0, "draw")
    assert len(s["hands"][0]) == 2 and s["discard"] == []
    assert any(e["type"] == "StackReformed" for e in ev)


# -- the end ----------------------------------------------------------------------------------
def test_hanna_takes_the_target_counter_and_the_round_is_completed():
    """Example: Hanna plays cards of the Danish seal; no Danish trading post lies ahead, so
    she moves to the Target Counter (worth 4 gold). With the Swedish seal too she would have
    to move to the Swedish trading post."""
    s = fresh(3)
    s["merchants"][0] = 32  # hex 33: the last Danish post (hex 34) is taken
    for h in range(0, 34):
        s["hexes"][h] = None
    give(s, 0, DK, 1)
    give(s, 0, S, 1)
    s_with_swede = s
    s, ev = lay(s, 0, DK)
    assert s["target"] == 0 and s["merchants"][0] == TARGET
    assert any(e["type"] == "TargetTaken" for e in ev)
    # with the Swedish seal as well, she must move to the Swedish counter on hex 35
    s2, _ = lay(s_with_swede, 0, DK, S)
    assert s2["target"] is None and s2["merchants"][0] == 34
    # later players may play only if they reach a counter of a seal they hold
    give(s, 1, DK, 2)
    assert kinds(s, 1) == ["draw"]
    give(s, 1, S, 1)
    s["merchants"][1] = 20
    assert kinds(s, 1) == ["draw", "lay", "lay"]
    s, _ = act(s, 1, "lay", company=DK)
    assert "done" not in kinds(s, 1)  # the Danish seal alone reaches nothing
    s, _ = act(s, 1, "lay", company=S)
    s, _ = act(s, 1, "done")
    s, _ = act(s, 1, "keep")
    assert s["merchants"][1] == 34 and s["phase"] == "moves"
    s, ev = act(s, 2, "draw")  # the round is complete: scoring
    assert s["phase"] == "over" and GAME.is_over(s)
    assert all(not h for h in s["hands"])  # the hands were laid out
    assert GAME.scores(s)[0]["target"] == 4
    assert ev[-1]["type"] == "GameEnded"


def test_the_silk_warehouse_ties():
    """Examples: Orange stored the most silk and gets 13; red, yellow and blue tie and get 6
    each; yellow and blue tie: 6 each, red gets nothing."""
    s = fresh(4)
    silk = D.commodity_index["silk"]

    def score(squares):
        s["warehouses"] = [[None] * 5 for _ in range(7)]
        s["warehouses"][silk] = squares
        return [row["warehouses"] for row in scoring.scores(s, D)]

    orange, red, yellow, blue = 0, 1, 2, 3
    assert score([orange, orange, red, yellow, None]) == [13, 0, 0, 0]
    assert score([red, yellow, blue, None, None]) == [0, 6, 6, 6]
    assert score([red, yellow, yellow, blue, blue]) == [0, 0, 6, 6]


def test_notes_target_seals_and_exchanged_gold_in_the_scores():
    s = fresh(3)
    s["notes"] = [20, 15, 10]
    table(s, 1, B, 2)
    table(s, 1, DK, 1)
    s["target"], s["merchants"][2] = 2, TARGET
    s["gold"][0] = 6
    rows = GAME.scores(s)
    assert rows[0] == {"warehouses": 0, "notes": 5, "target": 0, "seals": 0, "exchange": 6, "total": 11}
    assert rows[1]["seals"] == 4 and rows[2]["target"] == 4
    s["notes"] = [20, 20, 5]
    assert [r["notes"] for r in GAME.scores(s)] == [2, 2, 0]
    s["notes"] = [15, 15, 15]
    assert GAME.winners(s) == [0]
    s["gold"] = [0, 0, 0]
    assert GAME.winners(s) == [1, 2]  # ties share the win


def test_no_crate_left_means_nothing_stored():
    s = fresh(3)
    s["crates"][0] = 0
    give(s, 0, B, 1)
    s, ev = lay(s, 0, B)
    assert ev[0]["text"].endswith("hex 1, with no crate left to store.")
    assert s["merchants"][0] == 0 and "tp01" in s["counters"][0]
    assert all(seat is None for w in s["warehouses"] for seat in w)


def test_with_the_stack_and_discards_empty_nothing_is_drawn_or_turned():
    s = _last_move_of_round()
    everything = s["deck"] + s["discard"]
    s["deck"], s["discard"] = [], []
    s["hands"][1] = sorted(everything)
    s, ev = act(s, 2, "draw")
    assert s["hands"][2] == [] and [e for e in ev if e["visible_to"] == 2][0]["text"] == (
        "You drew nothing (the stack and the discards are empty).")
    assert s["phase"] == "auction" and s["display"] == []
    assert ev[-1]["text"].endswith("and turned over no cards (the stack is empty).")
    s, _ = act(s, 1, "bid", amount=1)  # the ship alone is auctioned
    s, _ = act(s, 2, "pass")
    s, ev = act(s, 0, "pass")
    assert s["starter"] == 1 and ev[-1]["text"].startswith("Player 2 won the auction for 1 note")


def test_one_attack_per_move_and_the_next_move_brings_the_next():
    s = fresh(3)
    table(s, 1, DK, 8)
    table(s, 2, B, 7)
    table(s, 1, S, 7)
    table(s, 2, N, 7)
    give(s, 0, F, 1)
    assert s["cannon"] == 25  # 29 cards out, the Cannon stays on 25
    s, ev = lay(s, 0, F)
    # the Danish 8 sink; 22 remain, still beyond 21: no second attack in this move
    assert s["ships"] == [7, 0, 1, 7, 7] and s["cannon"] == 22
    assert len([e for e in ev if e["type"] == "PiratesAttacked"]) == 1
    s, ev = act(s, 1, "draw")
    assert [e for e in ev if e["type"] == "PiratesAttacked"][0]["companies"] == [B, N, S]
    assert s["ships"] == [0, 0, 1, 0, 0] and s["cannon"] == 1
