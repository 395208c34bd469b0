"""Every count and fact COMPONENTS.md states about the printed components holds in the shipped data."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.mombasa.components import COMPANIES, GOODS
from rules.mombasa.components.loader import load_components


@pytest.fixture(scope="module")
def c():
    return load_components()


def _neighbours(c, node):
    return {b.b if b.a == node else b.a for b in c.borders if node in (b.a, b.b)}


# -- companies and bases ----------------------------------------------------------------------
def test_four_companies_with_their_colours(c):
    assert [co.id for co in c.companies] == list(COMPANIES)
    assert {co.id: co.colour for co in c.companies} == {
        "mombasa": "black",
        "cape_town": "red",
        "saint_louis": "white",
        "cairo": "orange",
    }


def test_each_base_is_3_columns_of_5_spaces_60_trading_posts(c):
    for co in c.companies:
        assert len(co.columns) == 3
        assert all(len(column) == 5 for column in co.columns)
    assert sum(len(column) for co in c.companies for column in co.columns) == 60


def test_the_final_space_of_every_column_shows_2_coins(c):
    for co in c.companies:
        assert all(column[-1] == 2 for column in co.columns)


def test_share_values_grow_plausibly(c):
    for co in c.companies:
        assert all(4 <= sum(column) <= 5 for column in co.columns)
        assert 12 <= sum(map(sum, co.columns)) <= 15


def test_the_rulebook_example_of_6_coins_visible_can_happen(c):
    # "6 coin icons visible at Cape Town, 7 shares -> 42 pounds": some removal shows 6 coins.
    cape = next(co for co in c.companies if co.id == "cape_town")
    prefix_sums = [{sum(col[:k]) for k in range(6)} for col in cape.columns]
    totals = {a + b + d for a in prefix_sums[0] for b in prefix_sums[1] for d in prefix_sums[2]}
    assert 6 in totals
    assert 7 * 6 == 42


def test_bases_lie_like_africa(c):
    # each base touches the map; Cairo north, Saint-Louis west, Cape Town south, Mombasa east
    for co in COMPANIES:
        assert _neighbours(c, f"base:{co}")
    assert "nile_delta" in _neighbours(c, "base:cairo")
    assert "senegambia" in _neighbours(c, "base:saint_louis")
    assert "natal" in _neighbours(c, "base:cape_town")
    assert "swahili_coast" in _neighbours(c, "base:mombasa")


# -- map ----------------------------------------------------------------------------------------
def test_24_regions(c):
    assert len(c.regions) == 24
    assert len({r.id for r in c.regions}) == 24


def test_borders_are_single_or_double(c):
    assert {b.points for b in c.borders} == {1, 2}


def test_2_enclaves_each_inside_one_region_with_a_single_border(c):
    enclaves = [r for r in c.regions if r.enclave_in]
    assert len(enclaves) == 2
    assert len({r.enclave_in for r in enclaves}) == 2
    for r in enclaves:
        assert _neighbours(c, r.id) == {r.enclave_in}


def test_only_the_2_surrounding_regions_lack_rewards(c):
    surrounding = {r.enclave_in for r in c.regions if r.enclave_in}
    assert {r.id for r in c.regions if r.rewards.count() == 0} == surrounding


def test_all_four_reward_kinds_and_mines_appear(c):
    for kind in ("pounds", "diamonds", "track", "bookkeeping"):
        assert any(getattr(r.rewards, kind) for r in c.regions), kind
    assert any(r.mines for r in c.regions)


def test_one_heart_of_africa_internal_with_3_rewards(c):
    hearts = [r for r in c.regions if r.heart]
    assert len(hearts) == 1
    heart = hearts[0]
    assert heart.rewards.count() == 3
    assert not any(n.startswith("base:") for n in _neighbours(c, heart.id))


# -- tracks ---------------------------------------------------------------------------------------
def test_8_tracks_a1_to_d2_on_4_track_cards(c):
    assert sorted(t.id for t in c.tracks) == ["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"]
    assert len(c.track_cards) == 4
    assert sorted(tuple(sorted(card.halves)) for card in c.track_cards) == [
        ("A1", "A2"),
        ("B1", "B2"),
        ("C1", "C2"),
        ("D1", "D2"),
    ]


def test_first_game_tracks(c):
    assert dict(c.first_game_tracks) == {
        "mombasa": "A1",
        "cape_town": "B1",
        "saint_louis": "C1",
        "cairo": "D1",
    }


def test_each_track_has_1_or_2_capital_calls_and_2_special_spaces(c):
    for t in c.tracks:
        calls = [s for s in t.spaces if s.capital_call]
        specials = [s for s in t.spaces if s.special is not None]
        assert 1 <= len(calls) <= 2, t.id
        assert [s.bonus for s in specials] == [0, 1], t.id
        assert all(s.special in (1, 2) for s in specials), t.id
        shares = [s.shares for s in t.spaces if s.shares is not None]
        assert shares == sorted(set(shares)), t.id


def test_permanent_bonuses_on_a_and_b_extra_bonus_spaces_on_c_and_d(c):
    by_id = {t.id: t for t in c.tracks}
    kinds = {t.id: t.bonuses[0].kind for t in c.tracks}
    assert all(by_id[i].permanent for i in ("A1", "A2", "B1", "B2"))
    assert not any(by_id[i].permanent for i in ("C1", "C2", "D1", "D2"))
    assert {kinds[i] for i in ("A1", "A2", "B1", "B2")} == {
        "expansion_plus",
        "bonus_markers",
        "goods_discount",
        "cotton",
    }
    assert {kinds[i] for i in ("C1", "C2", "D1", "D2")} == {
        "bookkeeping_diamonds",
        "buy_card",
        "sell_card",
        "other_tracks",
    }
    assert kinds["B2"] == "bonus_markers"
    assert kinds["D2"] == "other_tracks"
    for t in c.tracks:
        assert [b.level for b in t.bonuses] == [1, 2]


def test_track_bonus_numbers_from_the_rulebook(c):
    amounts = {(b.kind, b.level): b.amount for t in c.tracks for b in t.bonuses}
    assert amounts[("expansion_plus", 1)] == 1 and amounts[("expansion_plus", 2)] == 2
    assert amounts[("bonus_markers", 1)] == 1 and amounts[("bonus_markers", 2)] == 2
    assert amounts[("sell_card", 1)] == 3 and amounts[("sell_card", 2)] == 8
    assert amounts[("buy_card", 2)] == 1  # price -1


# -- cards ----------------------------------------------------------------------------------------
def test_44_market_cards_by_letter(c):
    assert len(c.market_cards) == 44
    assert Counter(card.letter for card in c.market_cards) == {
        "A": 9,
        "B": 16,
        "C": 11,
        "D": 4,
        "E": 4,
    }


def test_the_last_8_cards_d_and_e_are_single_share_cards(c):
    shares = [card for card in c.market_cards if card.kind == "share"]
    assert len(shares) == 8
    assert {card.letter for card in shares} == {"D", "E"}
    assert all(card.kind == "share" for card in c.market_cards if card.letter in "DE")
    assert Counter(card.share for card in shares) == {co: 2 for co in COMPANIES}


def test_exactly_5_diamond_merchants_none_in_starting_hands(c):
    merchants = [card for card in c.market_cards if card.kind == "diamond"]
    assert len(merchants) == 5
    generic = [m for m in merchants if m.company is None]
    assert [(m.diamonds, m.pounds) for m in generic] == [(1, 2)]
    company = [m for m in merchants if m.company is not None]
    assert sorted(m.company for m in company) == sorted(COMPANIES)
    assert all((m.diamonds, m.pounds) == (2, 1) for m in company)
    assert not any(card.kind == "diamond" for card in c.starting_cards + c.expansion_one_cards)


def test_card_kinds_and_ranges(c):
    every = c.market_cards + c.starting_cards + c.expansion_one_cards
    goods = [card for card in every if card.kind == "goods"]
    assert {card.good for card in goods} == set(GOODS)
    assert {card.units for card in goods} == {1, 2, 3, 4}
    assert {card.expansion for card in every if card.kind == "expansion"} == {1, 2, 3}
    assert any(card.kind == "bookkeeper" for card in c.market_cards)
    assert any(card.kind == "expansion" and card.share for card in c.market_cards)
    assert all(card.crate >= 0 for card in every)


def test_9_starting_cards_per_colour_36_in_all(c):
    assert len(c.starting_cards) == 9
    assert len(c.starting_cards) * 4 == 36
    kinds = Counter(card.kind for card in c.starting_cards)
    assert kinds["goods"] and kinds["expansion"] and kinds["bookkeeper"]
    assert {card.good for card in c.starting_cards if card.kind == "goods"} == set(GOODS)


def test_the_starting_1_unit_coffee_sells_for_3_pounds(c):
    # rulebook: removing the 1-unit coffee card on the sell space gives 3 pounds (crate + 2)
    coffee_1 = [card for card in c.starting_cards if card.good == "coffee" and card.units == 1]
    assert [card.crate + c.board.sell_space_bonus for card in coffee_1] == [3]


def test_4_one_expansion_cards_one_per_seat_differing_crates(c):
    ones = c.expansion_one_cards
    assert len(ones) == 4
    assert sorted(card.seat for card in ones) == [1, 2, 3, 4]
    assert all(card.kind == "expansion" and card.expansion == 1 for card in ones)
    assert len({card.crate for card in ones}) == 4
    by_seat = {card.seat: card.crate for card in ones}
    assert by_seat[1] == min(by_seat.values())


# -- displays, books, tiles ---------------------------------------------------------------------
def test_card_display_3_columns_by_4_rows(c):
    assert len(c.board.card_display) == 3
    assert all(len(column) == 4 for column in c.board.card_display)
    left, middle, right = c.board.card_display
    assert max(left) <= min(right)  # decided: the right column is the most expensive


def test_setup_check_of_the_card_display(c):
    """A on top of the stack, then B..E; fill right, middle, left top to bottom: A top-left, B below."""
    stack = [card for letter in "ABCDE" for card in c.market_cards if card.letter == letter]
    columns = {"right": stack[0:4], "middle": stack[4:8], "left": stack[8:12]}
    assert all(card.letter == "A" for card in columns["right"] + columns["middle"])
    assert [card.letter for card in columns["left"]] == ["A", "B", "B", "B"]


def test_72_books_24_per_letter(c):
    assert len(c.books) == 72
    assert Counter(b.letter for b in c.books) == {"A": 24, "B": 24, "C": 24}


def test_book_display_6_columns_by_2_rows_4_per_letter(c):
    assert len(c.board.book_display) == 6
    assert all(len(column) == 2 for column in c.board.book_display)
    assert Counter(x for column in c.board.book_display for x in column) == {"A": 4, "B": 4, "C": 4}


def test_book_costs(c):
    assert dict(c.board.book_costs) == {"A": 1, "B": 1, "C": 2, "pound": 1}


def test_books_use_the_rulebook_kinds(c):
    requirements = {r.kind for b in c.books for r in b.requirements}
    rewards = {w.kind for b in c.books for w in b.rewards}
    assert {
        "cotton",
        "one_good",
        "coffee_and_one_good",
        "diamond_or_bookkeeper",
        "expansion",
    } <= requirements
    assert rewards == {"pounds", "pay", "cotton_pounds", "diamonds", "bookkeeping", "remove_posts"}
    assert {w.value for b in c.books for w in b.rewards if w.kind == "remove_posts"} == {1, 2}


def test_books_get_harder_and_richer_from_a_to_c(c):
    def mean(letter, what):
        books = [b for b in c.books if b.letter == letter]
        if what == "need":
            return sum(r.value for b in books for r in b.requirements) / len(books)
        return sum(w.value for b in books for w in b.rewards if w.kind != "pay") / len(books)

    assert mean("A", "need") < mean("B", "need") < mean("C", "need")
    assert mean("A", "give") < mean("B", "give") < mean("C", "give")


def test_10_starting_tiles_with_3_cards_a_book_and_a_bonus(c):
    tiles = c.starting_tiles
    assert len(tiles) == 10
    templates = {card.id for card in c.starting_cards}
    for t in tiles:
        assert len(set(t.resting_cards)) == 3 and set(t.resting_cards) <= templates
        assert t.book.letter == "S" and t.book.requirements and t.book.rewards
        assert t.bonus
    bonuses = {t.bonus for t in tiles}
    assert (("mombasa", 3),) in bonuses  # rulebook examples
    assert (("diamond", 1), ("saint_louis", 1)) in bonuses
    assert sorted(t.first_game_seat for t in tiles if t.first_game_seat) == [1, 2, 3, 4]


def test_4_bonus_tiles(c):
    tiles = {t.kind: t for t in c.bonus_tiles}
    assert len(c.bonus_tiles) == 4
    assert {k: t.amount for k, t in tiles.items()} == {
        "plus_one_goods": 1,
        "bookkeeper": 1,
        "diamond": 2,
        "expansion": 2,
    }
    assert {t.cost for t in c.bonus_tiles} <= {1, 2}


# -- board and player board ---------------------------------------------------------------------
def test_bonus_markers_round_coins_money_rounds(c):
    b = c.board
    assert dict(b.bonus_markers) == {2: 3, 3: 2, 4: 2}
    assert b.markers_per_colour == 5
    assert dict(b.round_coins) == {
        2: (0, 1, 1, 1, 1, 1, 1),
        3: (0, 2, 1, 2, 1, 2, 1),
        4: (0, 2, 2, 2, 2, 2, 2),
    }
    assert sum(dict(b.round_coins)[4]) == 12 and sum(dict(b.round_coins)[3]) == 9
    assert b.starting_pounds == 1
    assert b.rounds == 7


def test_board_bonus_spaces(c):
    assert c.board.first_player_bookkeeping == 1
    assert c.board.buy_space_cost == 1
    assert c.board.sell_space_bonus == 2


def test_4_majority_spaces(c):
    spaces = {m.measure: m for m in c.board.majorities}
    assert set(spaces) == {"coffee", "bananas", "cotton", "expansion"}
    assert spaces["coffee"].company == "cairo"
    assert spaces["bananas"].company == "cape_town"
    assert {spaces["cotton"].company, spaces["expansion"].company} == {"mombasa", "saint_louis"}
    coffee = [(t.minimum, t.steps, t.remove_posts) for t in spaces["coffee"].tiers]
    assert coffee == [(1, 2, 0), (3, 3, 0), (5, 4, 1)]
    best_at_5 = [t for t in spaces["bananas"].tiers if t.minimum <= 5][-1]
    assert (best_at_5.steps, best_at_5.rewards.diamonds) == (3, 1)
    assert {4, 6} <= {t.minimum for t in spaces["cotton"].tiers}


def test_player_board(c):
    pb = c.player_board
    assert pb.action_slots == 3
    assert sum(s.unlocks_slot for s in pb.diamond) == 1
    assert sum(s.unlocks_slot for s in pb.bookkeeping) == 1
    assert any(s.no_a for s in pb.bookkeeping)
    assert pb.diamond[-1].value is not None and pb.bookkeeping[-1].value is not None
    assert pb.final_diamond_pounds == 2 and pb.final_bookkeeping_pounds == 2
