"""The Mautoma inside the engine: options, setup, the round flow, and the worked examples of
the Mautoma rules played through the protocol (new_game / apply / view / scores)."""

from __future__ import annotations

import json

import pytest

from rules import OptionError
from rules.mombasa.automa_part import automa_measure
from rules.mombasa.tracks import share_value
from rules.testkit import check_views
from tests.mombasa.automa_scenario import (
    AC,
    AUTOMA,
    GAME,
    HUMAN,
    D,
    commit,
    favour,
    give_hand,
    next_round_card,
    pass_turn,
    played,
    sell_turn,
    set_area,
    solo,
    stack,
)
from tests.mombasa.scenario import act, market, put_display, start, take_card


def automa(s):
    return s["automa"]


def seat(s, i):
    return s["seats"][i]


# == options ======================================================================================


def test_options():
    for difficulty in ("easy", "medium", "hard"):
        s = GAME.new_game(2, 1, {"automa": difficulty})
        assert automa(s)["difficulty"] == difficulty and automa(s)["seat"] == AUTOMA
    for players in (1, 3, 4):
        with pytest.raises(OptionError, match="Mautoma"):
            GAME.new_game(players, 1, {"automa": "easy"})
    for bad in ("expert", True, None, 2):
        with pytest.raises(OptionError, match="Mautoma"):
            GAME.new_game(2, 1, {"automa": bad})
    with pytest.raises(OptionError, match="Unknown"):
        GAME.new_game(2, 1, {"automa": "easy", "colour": "red"})
    # whatever "setup" says, the solo game uses the Mautoma rules' setup
    s = GAME.new_game(2, 1, {"automa": "easy", "setup": "first"})
    assert s["setup"] == "variable" and GAME.to_move(s) == [HUMAN]
    assert len(seat(s, HUMAN)["tile_options"]) == 2
    assert "automa" in GAME.options_help()


# == setup =========================================================================================


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_automa_setup(difficulty):
    s = GAME.new_game(2, 7, {"automa": difficulty})
    a, p, human = automa(s), seat(s, AUTOMA), seat(s, HUMAN)
    # the human: 9 starting cards + the first player's "1"-expansion card, 2 tiles to choose
    assert len(human["hand"]) == 10 and start(0, "x1_seat1") in human["hand"]
    assert s["first_player"] == HUMAN
    # the automa: no cards, 1 pound, a face-down A book from the reserve, 3 bonus markers
    assert p["hand"] == [] and p["tile"] is None and p["tile_options"] == []
    assert p["money"] == 1 and a["debt"] == 0
    book = p["books"][1]
    assert D.books[book].letter == "A" and book == a["start_book"]
    assert all(book not in col for col in s["book_display"]) and book not in s["book_supply"]["A"]
    assert p["flipped"][1] and p["ink"] == 0
    # tracks from the track cards (one card per edge)
    halves = {h for card in D.components.track_cards for h in card.halves}
    assert set(s["tracks"].values()) <= halves and len({t[0] for t in s["tracks"].values()}) == 4
    # decks: the difficulty's pool, 3 grey + 3 yellow in the round deck
    pool = set(dict(AC.difficulties)[difficulty])
    assert set(a["deck"] + a["grey_deck"] + a["yellow_deck"]) == pool and len(pool) == 14
    colours = [AC.card(c).colour for c in a["deck"]]
    assert colours.count("grey") == 3 and colours.count("yellow") == 3
    # round cards R1 (top, the end of the list) .. R7 (bottom)
    rounds = {r.id: r.round for r in AC.round_cards}
    assert [rounds[rid] for rid in a["round_deck"]] == [7, 6, 5, 4, 3, 2, 1]
    assert a["side"] in ("a", "b") and a["coins_on_card"] == 0 and a["round_card"] is None
    # the favoured company is drawn but not known before the human has set up
    assert a["favoured"] is None and a["favoured_tile"] not in human["tile_options"]
    assert a["favoured_tile"] in GAME.secrets(s, None)
    assert GAME.to_move(s) == [HUMAN]
    check_views(GAME, s, 2)


def test_difficulty_pools_are_the_rules_table():
    table = {
        "easy": ["1A", "2B", "3A", "4A", "5B"],
        "medium": ["1B", "2B", "3B", "4B", "5B"],
        "hard": ["1C", "2C", "3B", "4C", "5B"],
    }
    common = [f"{n}B" for n in range(6, 15)]
    for difficulty, first in table.items():
        assert list(dict(AC.difficulties)[difficulty]) == first + common


def test_favoured_company_revealed_after_the_human_setup():
    s = GAME.new_game(2, 3, {"automa": "medium"})
    s, ev = GAME.apply(s, HUMAN, GAME.legal_actions(s, HUMAN)[0])  # choose a tile
    assert automa(s)["favoured"] is None
    while s["phase"] == "setup":
        s, ev = GAME.apply(s, HUMAN, GAME.legal_actions(s, HUMAN)[0])
    a = automa(s)
    tile = D.tiles[a["favoured_tile"]]
    companies = [(n, what) for what, n in tile.bonus if what != "diamond"]
    assert a["favoured"] == max(companies, key=lambda x: x[0])[1]
    assert seat(s, AUTOMA)["tracks"][a["favoured"]] == 3
    assert sum(seat(s, AUTOMA)["tracks"].values()) == 3
    fav = [e for e in ev if e["type"] == "AutomaFavouredCompany"]
    assert len(fav) == 1 and fav[0]["visible_to"] == "all" and D.company_name(a["favoured"]) in fav[0]["text"]
    assert a["favoured_tile"] not in GAME.secrets(s, None)
    # its special track bonuses stay locked and it plans nothing
    assert s["phase"] == "planning" and GAME.to_move(s) == [HUMAN]
    assert seat(s, AUTOMA)["levels"] == dict.fromkeys(D.companies(), 0)


# == the round flow ==================================================================================


def test_round_card_after_the_plan_and_alternating_turns():
    s = solo(seed=4)
    next_round_card(s, "R1a")
    s, ev = commit(s)
    assert automa(s)["round_card"] == "R1a"
    rc = [e for e in ev if e["type"] == "AutomaRoundCard"]
    assert rc and "3 bananas, 2 expansion points, 1 coffee" in rc[0]["text"]
    assert s["phase"] == "actions" and s["turn"] == HUMAN and GAME.to_move(s) == [HUMAN]
    give_hand(s, market("A01"))
    before = len(automa(s)["deck"])
    s, ev = sell_turn(s)
    # one automa card after the human's turn, then the human again
    assert len(played(ev)) == 1 and len(automa(s)["deck"]) == before - 1
    assert s["turn"] == HUMAN and GAME.to_move(s) == [HUMAN]
    a = automa(s)
    assert len(a["grey_row"]) + len(a["yellow_row"]) == 1
    assert a["coins_on_card"] == len(a["yellow_row"])


def test_automa_finishes_its_round_after_the_human_passes_then_preparation():
    s = solo(seed=5)
    s, _ = commit(s)
    s, ev = pass_turn(s)
    cards = played(ev)
    assert len(cards) == 6
    assert [e["type"] for e in ev].count("AutomaRoundOver") == 1
    # preparation: round 2, deck rebuilt (3 + 3), rows empty, coins back, markers returned
    a = automa(s)
    assert s["round"] == 2 and s["phase"] == "planning" and GAME.to_move(s) == [HUMAN]
    assert a["grey_row"] == [] and a["yellow_row"] == [] and len(a["deck"]) == 6
    assert a["coins_on_card"] == 0 and a["round_card"] is None and a["round_cards_used"]
    assert a["cards_played"] == 6
    assert all(v is None for v in s["bonus_spaces"].values())
    assert any(e["type"] == "AutomaDeckRebuilt" for e in ev)
    assert len(a["deck"] + a["grey_deck"] + a["yellow_deck"]) == 14


def test_automa_round_over_while_the_human_goes_on():
    s = solo(seed=6)
    s, _ = commit(s)
    give_hand(s, *[market(x) for x in ("A01", "A02", "A03", "A04", "A05", "A06")])
    for _ in range(6):
        s["bonus_spaces"]["sell"] = None  # let the human sell every turn
        s["seats"][HUMAN]["passed"] = False
        s, ev = sell_turn(s)
    a = automa(s)
    assert len(a["grey_row"]) == 3 and len(a["yellow_row"]) == 3 and a["deck"] == []
    assert seat(s, AUTOMA)["passed"] and s["phase"] == "actions" and s["turn"] == HUMAN
    # the human keeps taking turns; the automa takes none
    s["bonus_spaces"]["sell"] = None
    s, ev = sell_turn(s)
    assert played(ev) == [] and s["turn"] == HUMAN
    s, ev = pass_turn(s)
    assert s["round"] == 2 and played(ev) == []


def test_automa_first_player_moves_first_next_round():
    s = solo(seed=8)
    favour(s, "cairo")
    stack(s, "11B")  # grey, first card of the row: the playmat's 1st criterion
    s, _ = commit(s)
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    text = played(ev)[0]["text"]
    assert text.startswith("Mautoma drew card 11B (grey, first criterion): it places a bonus marker on the first player space")
    assert s["first_player"] == AUTOMA and s["bonus_spaces"]["first_player"] == AUTOMA
    assert any(e["type"] == "AutomaBookTaken" for e in ev)  # 1st criterion: a book
    s, ev = pass_turn(s)
    assert s["round"] == 2
    s, ev = commit(s)
    # the automa, first player now, has already taken its first turn of round 2
    assert len(played(ev)) == 1 and s["turn"] == HUMAN
    assert s["round_first"] == AUTOMA


# == majorities ======================================================================================


def _majority_game(seed=11):
    s = solo(seed=seed)
    favour(s, "saint_louis")
    next_round_card(s, "R1a")  # 3 bananas, 2 expansion, 1 coffee
    stack(s, "7B")  # grey majority card, first in its row: 1st criterion
    s, _ = commit(s)
    seat(s, AUTOMA)["money"] = 20  # no capital call debt in the example's text
    return s


def test_majority_example_from_the_rules():
    """Round card 3 bananas / 2 expansion / 1 coffee; the player has 2 cotton and 3
    expansion: the automa could win Cape Town (bananas) and Cairo (coffee) and takes the
    Cape Town majority, bananas being the leftmost icon: 3 steps and 1 pound."""
    s = _majority_game()
    set_area(s, [market("A03"), market("B12")])  # 2 cotton, 3 expansion points
    give_hand(s, market("A01"))
    before = dict(seat(s, AUTOMA)["tracks"])
    money = seat(s, AUTOMA)["money"]
    s, ev = sell_turn(s)
    card = played(ev)[0]
    assert card["text"] == (
        "Mautoma drew card 7B (grey, first criterion): you have fewer bananas than its round card's 3, "
        "so it takes the Cape Town majority space: 3 steps on Cape Town and 1 pound."
    )
    assert card["visible_to"] == "all" and card["reveals"]
    assert s["bonus_spaces"]["majority:bananas"] == AUTOMA
    assert seat(s, AUTOMA)["tracks"]["cape_town"] == before["cape_town"] + 3
    assert seat(s, AUTOMA)["money"] == money + 1  # no special space or capital call on spaces 1-3


def test_majority_tie_goes_to_the_automa_and_covered_icons_are_ignored():
    s = _majority_game(seed=12)
    set_area(s, [market("B05"), market("A07")])  # 3 bananas (a tie), 2 expansion
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert "you have as many bananas as its round card's 3" in played(ev)[0]["text"]
    s = _majority_game(seed=13)
    set_area(s, [market("B08"), market("A07")])  # 4 bananas beat 3; expansion 2 ties 2
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert "Mombasa majority space" in played(ev)[0]["text"]  # expansion -> Mombasa


def test_human_majorities_measured_against_the_round_card():
    """"This card shows the goods/expansion values that the player should equalize or
    exceed to place a bonus marker on a majority bonus space"; covered icons do not count."""
    s = solo(seed=14)
    next_round_card(s, "R1a")  # 3 bananas, 2 expansion, 1 coffee
    stack(s, "1B", "3B", "6B")  # three yellow cards: each covers an icon
    s, _ = commit(s)

    def majority_options(s):
        return {a["space"] for a in GAME.legal_actions(s, HUMAN) if a.kind == "bonus" and a["space"].startswith("majority:")}

    set_area(s, [market("A02"), start(0, "s_expansion_1")])  # 2 bananas, 1 expansion
    assert automa_measure(s, "bananas") == 3 and automa_measure(s, "expansion") == 2
    assert majority_options(s) == set()
    set_area(s, [market("B05"), market("A07")])  # 3 bananas, 2 expansion: ties are enough
    assert majority_options(s) == {"majority:bananas", "majority:expansion"}
    # two yellow cards cover coffee and expansion: then 1 expansion point is enough
    set_area(s, [market("A02"), start(0, "s_expansion_1")])
    give_hand(s, market("A01"), market("A04"))
    s, _ = sell_turn(s)
    s["bonus_spaces"]["sell"] = None
    s, _ = sell_turn(s)
    assert automa(s)["coins_on_card"] == 2
    assert automa_measure(s, "expansion") == 0 and automa_measure(s, "bananas") == 3
    assert "majority:expansion" in majority_options(s)
    v = GAME.view(s, None)["automa"]["round_card"]
    assert [i["covered"] for i in v["icons"]] == [False, True, True]


# == books =========================================================================================


def test_book_with_a_coin_is_taken_with_the_coin():
    """Book selection example 1: the book with a coin below it, and the coin."""
    s = solo(seed=15)
    favour(s, "saint_louis")
    stack(s, "8B")  # yellow book card, first in its row (1st criterion: + 3 pounds)
    s, _ = commit(s)
    s["book_coins"] = [[0, 0] for _ in s["book_coins"]]
    s["book_coins"][2][1] = 1  # column 3, bottom row
    bid = s["book_display"][2][1]
    money = seat(s, AUTOMA)["money"]
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    p = seat(s, AUTOMA)
    assert p["books"][2] == bid and p["flipped"][2]
    assert s["book_coins"][2][1] == 0
    assert p["money"] == money + 1 + 3
    assert p["ink"] == 2  # over its two books
    assert "the book with a coin below it" in played(ev)[0]["text"]
    # the display is refilled at the end of its turn
    assert s["book_display"][2][1] is not None and s["book_display"][2][1] != bid


def test_book_by_the_arrow_without_coins():
    """Book selection example 2: no coin, the book the arrow points at (column, row)."""
    s = solo(seed=16)
    favour(s, "saint_louis")
    stack(s, "8B")
    s, _ = commit(s)
    s["book_coins"] = [[0, 0] for _ in s["book_coins"]]
    arrow = AC.playmat.first_arrow("yellow")
    bid = s["book_display"][arrow.column - 1][0 if arrow.row == "top" else 1]
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert seat(s, AUTOMA)["books"][2] == bid
    assert f"the book its arrow points at (column {arrow.column}, {arrow.row})" in played(ev)[0]["text"]


def test_full_book_track_gives_pounds():
    s = solo(seed=17)
    favour(s, "saint_louis")
    stack(s, "8B")
    s, _ = commit(s)
    p = seat(s, AUTOMA)
    spare = [b for col in D.components.books for b in [col.id] if b not in s["book_display"]]
    p["books"] = [None] + spare[: len(p["books"]) - 1]
    money = p["money"]
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    # 2 pounds instead of the book, 2 ink steps, 3 pounds
    assert seat(s, AUTOMA)["money"] == money + 2 + 3 and seat(s, AUTOMA)["ink"] == 2
    assert "instead of a book" in played(ev)[0]["text"]


# == company tracks ======================================================================================


def d1_company(s):
    return next(cid for cid, tid in s["tracks"].items() if tid == "D1")


def test_track_advancement_with_debt_and_a_special_space_for_both():
    """Track advancement example: advancing 4 spaces the automa pays a 5-pound capital call
    it cannot afford (debt) and reaches a 1-pound special space: it and the player, who is
    already past it, gain 1 pound each. Its track bonuses are ignored."""
    s = solo(seed=18)
    co = d1_company(s)  # track D1: special 1 pound on space 11, capital call 5 on space 14
    favour(s, co)
    stack(s, "3B")  # yellow advance card, first in its row: 4 steps on the favoured track
    s, _ = commit(s)
    a, p, human = automa(s), seat(s, AUTOMA), seat(s, HUMAN)
    p["tracks"][co] = 10
    p["money"] = 0
    human["tracks"][co] = 12
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    a, p, human_after = automa(s), seat(s, AUTOMA), seat(s, HUMAN)
    assert p["tracks"][co] == 14
    assert (p["money"], a["debt"]) == (0, 4)  # 0 + 1 - 5
    sold = next(e for e in ev if e["type"] == "CardSold")["pounds"]
    assert human_after["money"] == human["money"] + sold + 1
    assert p["levels"] == dict.fromkeys(D.companies(), 0)
    adv = next(e for e in ev if e["type"] == "AutomaTrackAdvanced")
    assert "paid 5 pounds in capital calls, 4 of it as debt" in adv["text"] and "it and you got 1 pound" in adv["text"]
    # the debt is paid off from the next pounds; final cash is money - debt
    assert GAME.scores(s)[AUTOMA]["cash"] == -4
    view = GAME.view(s, HUMAN)["automa"]
    assert view["debt"] == 4 and view["cash"] == -4


def test_debt_is_repaid_by_pounds_the_human_makes_it_earn():
    s = solo(seed=19)
    s, _ = commit(s)
    co = d1_company(s)
    automa(s)["debt"] = 3
    seat(s, AUTOMA)["money"] = 0
    seat(s, AUTOMA)["tracks"][co] = 12  # past the 1-pound special space 11
    seat(s, HUMAN)["tracks"][co] = 10
    seat(s, HUMAN)["money"] = 10
    set_area(s, [market("A01")])  # 2 coffee
    s, _ = act(s, HUMAN, "goods", card=market("A01"))
    while s["turn"] == HUMAN and s["tasks"]:
        legal = GAME.legal_actions(s, HUMAN)
        pick = next((a for a in legal if a.kind in ("goods_done", "no_buy")), None)
        pick = pick or next((a for a in legal if a.kind == "step" and a["company"] == co), None)
        s, _ = GAME.apply(s, HUMAN, pick or legal[0])
    assert seat(s, HUMAN)["tracks"][co] >= 11
    assert automa(s)["debt"] == 2 and seat(s, AUTOMA)["money"] == 0


def test_steps_past_the_end_of_a_track_are_lost():
    s = solo(seed=20)
    favour(s, "mombasa")
    stack(s, "3B")
    s, _ = commit(s)
    last = len(D.tracks[s["tracks"]["mombasa"]].spaces) - 1
    seat(s, AUTOMA)["tracks"]["mombasa"] = last - 1
    seat(s, AUTOMA)["money"] = 20
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert seat(s, AUTOMA)["tracks"]["mombasa"] == last
    assert "3 steps lost at the end of the track" in next(e for e in ev if e["type"] == "AutomaTrackAdvanced")["text"]


def test_favoured_track_finished_falls_back_to_the_richest_other():
    s = solo(seed=21)
    favour(s, "mombasa")
    stack(s, "3B")  # 1st criterion: 4 favoured, or 3 on the richest non-favoured
    s, _ = commit(s)
    seat(s, AUTOMA)["tracks"]["mombasa"] = len(D.tracks[s["tracks"]["mombasa"]].spaces) - 1
    seat(s, AUTOMA)["money"] = 20
    s["bases"]["cairo"][1]["posts"] = 4  # Cairo reveals a coin: the richest non-favoured
    s["regions"]["nile_delta"] = [{"company": "cairo", "upended": False}]
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert seat(s, AUTOMA)["tracks"]["cairo"] == 3
    assert "track is finished, so 3 steps on Cairo, the richest company it does not favour" in played(ev)[0]["text"]


# == expansion ======================================================================================


def test_expansion_example_1_through_the_engine():
    """Mombasa favoured, expansion card side a (coin / advancement / diamond /
    bookkeeping): 3 posts into Swahili Coast, Somali Coast, Great Lakes, taken from the base
    in the removal order; then the rewards (1 book for the bookkeeping points)."""
    s = solo(seed=22)
    favour(s, "mombasa", side="a")
    stack(s, "14B")  # yellow expand card, first in its row: 3 posts for the favoured company
    s, _ = commit(s)
    seat(s, AUTOMA)["money"] = 20
    money = seat(s, AUTOMA)["money"]
    books = sum(1 for b in seat(s, AUTOMA)["books"] if b)
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    entered = [e["region"] for e in ev if e["type"] == "AutomaRegionEntered"]
    assert entered == ["swahili_coast", "somali_coast", "great_lakes"]
    assert all(s["regions"][r] == [{"company": "mombasa", "upended": False}] for r in entered)
    # removal order: the middle column first, front to rear
    assert [c["posts"] for c in s["bases"]["mombasa"]] == [5, 2, 5]
    p = seat(s, AUTOMA)
    assert p["money"] >= money + 3  # 2 + 1 pounds (+ special spaces, if any)
    assert sum(1 for b in p["books"] if b) == books + 1  # 2 bookkeeping points: only 1 book
    assert p["tracks"]["mombasa"] > 3  # Somali Coast's advancement
    text = played(ev)[0]["text"]
    assert text.startswith("Mautoma drew card 14B (yellow, first criterion): it expands Mombasa, its favoured company, with 3 trading posts into Swahili Coast, Somali Coast, Great Lakes")
    assert share_value(s, D, "mombasa") == 2  # the middle column's front spaces: 1 + 0 + 1 coins


def test_expansion_example_2_through_the_engine():
    """Cape Town favoured (bookkeeping / coin / advancement / diamond): Natal and Zambezi,
    the only free regions; then Katanga, occupied, with a bookkeeping point and closer to
    the heart of Africa than Namib. The Mombasa post ousted from Katanga goes back to its
    base where it lowers the value most (reverse removal order)."""
    s = solo(seed=23)
    favour(s, "cape_town", side="a")
    stack(s, "1B")  # expand, 1st criterion
    s, _ = commit(s)
    seat(s, AUTOMA)["money"] = 20
    occupied = {"namib": "saint_louis", "kalahari": "mombasa", "katanga": "mombasa", "swahili_coast": "mombasa"}
    for rid, cid in occupied.items():
        s["regions"][rid] = [{"company": cid, "upended": False}]
    s["bases"]["saint_louis"][1]["posts"] = 4
    s["bases"]["mombasa"][1]["posts"] = 2  # middle column: 3 posts out
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    entered = [e["region"] for e in ev if e["type"] == "AutomaRegionEntered"]
    assert entered == ["natal", "zambezi", "katanga"]
    oust = next(e for e in ev if e["type"] == "PostsOusted")
    assert oust["company"] == "mombasa" and oust["region"] == "katanga"
    # reverse removal order (left, right, then middle from the rear): the left and right
    # columns are full, so the post returns onto the middle column's rearmost empty space
    assert [c["posts"] for c in s["bases"]["mombasa"]] == [5, 3, 5]
    assert s["regions"]["katanga"] == [{"company": "cape_town", "upended": False}]


def test_ousted_post_without_space_leaves_the_game():
    s = solo(seed=24)
    favour(s, "cape_town", side="a")
    stack(s, "1B")
    s, _ = commit(s)
    seat(s, AUTOMA)["money"] = 20
    for rid in ("namib", "kalahari", "natal"):
        s["regions"][rid] = [{"company": "cairo", "upended": False}]
    # Cairo's base is full again (posts came back from elsewhere): no space for an ousted post
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    oust = [e for e in ev if e["type"] == "PostsOusted"]
    assert oust and oust[0]["column"] is None and s["removed"]["cairo"] >= 1


def test_expand_second_criterion_picks_the_best_track_advantage():
    s = solo(seed=25)
    favour(s, "cape_town", side="a")
    s, _ = commit(s)
    # a yellow card with the 2nd criterion: make the row's arrow point at criterion 2
    a = automa(s)
    first = next(c for c in a["deck"] + a["yellow_deck"] if AC.card(c).colour == "yellow" and AC.card(c).next_arrow.criterion == 2 and AC.card(c).kind != "expand")
    stack(s, first, "14B")
    p, human = seat(s, AUTOMA), seat(s, HUMAN)
    p["money"] = 30
    p["tracks"].update({"mombasa": 2, "saint_louis": 6, "cairo": 4})
    human["tracks"].update({"mombasa": 0, "saint_louis": 7, "cairo": 1})  # leads: 2, -1, 3
    give_hand(s, market("A01"), market("A02"))
    s, _ = sell_turn(s)
    s["bonus_spaces"]["sell"] = None
    s, ev = sell_turn(s)
    text = played(ev)[0]["text"]
    assert text.startswith("Mautoma drew card 14B (yellow, second criterion): it expands Cairo, where it leads you by 3 on the track")
    assert sum(1 for posts in s["regions"].values() for x in posts if x["company"] == "cairo") == 1


# == cards ============================================================================================


def test_buy_space_takes_the_card_with_the_most_valuable_share_free():
    s = solo(seed=26)
    favour(s, "saint_louis")
    stack(s, "4B")  # grey buy card, first criterion
    s, _ = commit(s)
    s["bases"]["cape_town"][1]["posts"] = 3  # Cape Town shares worth 2
    s["regions"]["natal"] = [{"company": "cape_town", "upended": False}]
    s["regions"]["namib"] = [{"company": "cape_town", "upended": False}]
    put_display(s, market("B02"), 0, 3)  # 2 bananas + a Cape Town share, cheapest column
    money = seat(s, AUTOMA)["money"]
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    assert automa(s)["pile"] == [market("B02")] and s["display"][0][3] is None
    assert seat(s, AUTOMA)["money"] == money  # free
    assert s["bonus_spaces"]["buy"] == AUTOMA
    assert "the card whose share is worth most" in played(ev)[0]["text"]
    # the pile's shares count at the end, like a player's cards
    shares = GAME.view(s, None)["players"][AUTOMA]["total_shares"]["cape_town"]
    assert shares >= 1
    assert GAME.view(s, None)["automa"]["pile_shares"] == {"cape_town": 1}


def test_sell_space_gives_pounds_and_blocks_the_human():
    s = solo(seed=27)
    favour(s, "saint_louis")
    stack(s, "9B")  # grey sell card, first criterion: 5 pounds
    s, _ = commit(s)
    s, ev = pass_turn(s)  # the automa plays on; its first card is the sell card
    first = played(ev)[0]
    assert first["text"] == ("Mautoma drew card 9B (grey, first criterion): it places a bonus marker on the sell "
                             "space (selling no card): 5 pounds.")
    assert next(e for e in ev if e["type"] == "BonusMarkerPlaced")["space"] == "sell"


def test_special_card_depends_on_the_favoured_company():
    expected = {
        "saint_louis": "3 diamond steps",
        "cape_town": "ink jar step",
        "mombasa": "it expands Mombasa, its favoured company, with 2 trading posts",
        "cairo": "",
    }
    for i, (company, words) in enumerate(expected.items()):
        s = solo(seed=30 + i)
        favour(s, company, side="a")
        stack(s, "12B")
        s, _ = commit(s)
        seat(s, AUTOMA)["money"] = 20
        give_hand(s, market("A01"))
        s, ev = sell_turn(s)
        text = played(ev)[0]["text"]
        assert text.startswith("Mautoma drew card 12B (yellow, special card): "), text
        assert words in text, text
        if company == "cairo":
            assert automa(s)["pile"] or "steps on" in text


def test_bonus_tile_effects_and_the_tile_stays_on_the_board():
    for company, kind in (("cairo", "plus_one_goods"), ("cape_town", "bookkeeper"),
                          ("saint_louis", "diamond"), ("mombasa", "expansion")):
        s = solo(seed=40)
        favour(s, company, side="a")
        stack(s, "5B")  # grey bonus tile card, first criterion: the favoured tile
        s, _ = commit(s)
        seat(s, AUTOMA)["money"] = 20
        before = json.loads(GAME.dump(s))
        give_hand(s, market("A01"))
        s, ev = sell_turn(s)
        tile = next(t.id for t in D.components.bonus_tiles if t.kind == kind)
        assert s["bonus_spaces"][f"tile:{tile}"] == AUTOMA
        assert s["bonus_tiles"][tile]["reserved_by"] is None  # its effect was instant
        assert not any(a.kind == "bonus" and a["space"] == f"tile:{tile}" for a in GAME.legal_actions(s, HUMAN))
        p = seat(s, AUTOMA)
        if kind == "diamond":
            assert p["diamond"] == before["seats"][AUTOMA]["diamond"] + 2
        elif kind == "bookkeeper":
            assert sum(1 for b in p["books"] if b) == 2 and p["ink"] == 1
        elif kind == "expansion":
            assert any(e["type"] == "AutomaRegionEntered" for e in ev)
        else:
            assert sum(p["tracks"].values()) == 3 + 2


# == final scoring, views, secrets =====================================================================


def test_final_scoring_counts_pile_shares_and_debt():
    s = solo(seed=50)
    s, _ = commit(s)
    a, p = automa(s), seat(s, AUTOMA)
    take_card(s, market("E02"))
    a["pile"].append(market("E02"))  # a Cape Town share
    p["money"], a["debt"] = 0, 7
    s["bases"]["cape_town"][1]["posts"] = 3
    s["regions"]["natal"] = [{"company": "cape_town", "upended": False}]
    s["regions"]["namib"] = [{"company": "cape_town", "upended": False}]
    value = share_value(s, D, "cape_town")
    p["tracks"]["cape_town"] = 0
    row = GAME.scores(s)[AUTOMA]
    assert row["cash"] == -7
    assert row["cape_town"] == value * 1
    assert row["total"] == sum(row[k] for k in row if k != "total")


def test_views_show_the_automa_area_and_hide_its_secrets():
    s = solo(seed=51)
    s, _ = commit(s)
    give_hand(s, market("A01"))
    s, _ = sell_turn(s)
    a = automa(s)
    for viewer in (None, HUMAN, AUTOMA):
        v = GAME.view(s, viewer)
        av = v["automa"]
        assert av["difficulty"] == "medium" and av["favoured"] == a["favoured"]
        assert av["round_card"]["id"] == a["round_card"]
        assert av["deck_count"] == len(a["deck"]) and av["expansion_side"] == a["side"]
        assert [c["id"] for c in av["rows"]["grey"] + av["rows"]["yellow"]] == a["grey_row"] + a["yellow_row"]
        pv = v["players"][AUTOMA]
        assert pv["automa"] and pv["debt"] == a["debt"] and pv["tracks"] == seat(s, AUTOMA)["tracks"]
        assert pv["bookkeeping_track"][1]["id"] is None and pv["bookkeeping_track"][1]["letter"] == "A"
        strings = json.dumps(v)
        for secret in a["deck"] + a["round_deck"] + [a["start_book"]]:
            assert f'"{secret}"' not in strings
    check_views(GAME, s, 2)
    assert GAME.dump(GAME.load(GAME.dump(s))) == GAME.dump(s)


def test_to_move_never_names_the_automa_over_a_whole_game():
    import random

    rng = random.Random(3)
    s = GAME.new_game(2, 3, {"automa": "hard"})
    steps = 0
    while not GAME.is_over(s):
        movers = GAME.to_move(s)
        assert movers == [HUMAN]
        assert GAME.legal_actions(s, AUTOMA) == []
        legal = GAME.legal_actions(s, HUMAN)
        s, _ = GAME.apply(s, HUMAN, rng.choice(legal))
        steps += 1
    assert automa(s)["cards_played"] == 42 and steps > 0
    assert GAME.view(s, None)["final_scores"][AUTOMA]["total"] == GAME.scores(s)[AUTOMA]["total"]
