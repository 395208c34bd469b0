"""The Mautoma's pure decision functions, with the worked examples of the Mautoma rules."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rules.mombasa.components import Border, Region, Rewards, Track, TrackBonus, TrackSpace
from rules.mombasa.components.automa import Arrow, AutomaCard, RoundIcon, Step
from rules.mombasa.components.automa_loader import load_automa_components
from rules.mombasa.mautoma.logic import (
    MarketCell,
    advance_on_track,
    arrow_for_next,
    best_advantage_non_favoured,
    choose_bonus_tile,
    choose_book,
    choose_card,
    choose_expansion_region,
    choose_option,
    choose_play,
    criterion_for_next,
    describe_play,
    eligible_regions,
    expansion_books,
    final_cash,
    gain,
    heart_distances,
    majority_company,
    majority_target,
    pay,
    plan_expansion,
    post_return_space,
    post_to_take,
    richest_non_favoured,
    round_over,
    row_of,
    uncovered_icons,
)

LETTERS = {"mombasa": "A", "cape_town": "B", "saint_louis": "C", "cairo": "D"}


@pytest.fixture(scope="module")
def ac():
    return load_automa_components()


@dataclass(frozen=True)
class Map:
    """A stand-in for Components: the map functions read only regions and borders."""

    regions: tuple[Region, ...]
    borders: tuple[Border, ...]


def region(id_, heart=False, enclave_in=None, **rewards):
    return Region(id_, id_.title(), Rewards(**rewards), enclave_in=enclave_in, heart=heart)


def borders(*pairs):
    return tuple(Border(a, b, 1) for a, b in pairs)


# == arrows and rows =======================================================================
def test_first_card_of_a_row_uses_the_playmat_then_each_card_the_previous_arrow(ac):
    grey = ac.playmat.first_arrow("grey")
    assert arrow_for_next(ac.playmat, [], "grey") == grey
    row = [ac.card("7B")]
    assert arrow_for_next(ac.playmat, row, "grey") == ac.card("7B").next_arrow
    assert criterion_for_next(ac.playmat, row, "grey") == 2
    row.append(ac.card("11B"))
    assert criterion_for_next(ac.playmat, row, "grey") == 1
    row.append(ac.card("13B"))
    with pytest.raises(ValueError, match="full"):
        arrow_for_next(ac.playmat, row, "grey")


def test_rows_and_round_end(ac):
    assert row_of(ac.card("7B")) == "grey" and row_of(ac.card("6B")) == "yellow"
    greys = [ac.card(i) for i in ("2B", "7B", "9B")]
    yellows = [ac.card(i) for i in ("1A", "6B", "8B")]
    assert not round_over(greys, yellows[:2])
    assert not round_over(greys[:2], yellows)
    assert round_over(greys, yellows)


def test_yellow_coins_cover_round_card_icons_from_the_right(ac):
    card = ac.round_cards[0]  # 3 bananas, 2 expansion, 1 coffee
    assert [i.measure for i in uncovered_icons(card, 0)] == ["bananas", "expansion", "coffee"]
    assert [i.measure for i in uncovered_icons(card, 1)] == ["bananas", "expansion"]
    assert [i.measure for i in uncovered_icons(card, 3)] == []


# == majorities ===============================================================================
def test_majority_example_from_the_rules(ac):
    """Round card 3 bananas / 2 expansion / 1 coffee; the player has 2 cotton and 3
    expansion: the automa can win Cape Town (bananas) and Cairo (coffee) and takes the
    Cape Town majority, bananas being the leftmost icon."""
    from rules.mombasa.components.loader import load_components

    icons = uncovered_icons(ac.round_cards[0], 0)
    player = {"cotton": 2, "expansion": 3}
    target = majority_target(icons, player)
    assert target == RoundIcon("bananas", 3)
    assert majority_company(load_components(), target.measure) == "cape_town"
    winnable = [i.measure for i in icons if i.value >= player.get(i.measure, 0)]
    assert winnable == ["bananas", "coffee"]
    assert majority_company(load_components(), "coffee") == "cairo"


def test_majority_ties_win_and_taken_or_covered_spaces_are_skipped(ac):
    icons = (RoundIcon("bananas", 3), RoundIcon("expansion", 2), RoundIcon("coffee", 1))
    assert majority_target(icons, {"bananas": 3}) == RoundIcon("bananas", 3)  # a tie is enough
    assert majority_target(icons, {"bananas": 4}) == RoundIcon("expansion", 2)
    assert majority_target(icons, {"bananas": 4, "expansion": 3, "coffee": 2}) is None
    assert majority_target(icons, {}, free_measures={"coffee"}) == RoundIcon("coffee", 1)
    assert majority_target(icons[:1], {"bananas": 4}) is None  # coffee covered by a coin


# == books =======================================================================================
def full_display():
    letters = (("A", "A"), ("A", "B"), ("A", "B"), ("B", "C"), ("B", "C"), ("C", "C"))
    return {
        (col, row): f"{letters[col - 1][i]}{col}{row[0]}"
        for col in range(1, 7)
        for i, row in enumerate(("top", "bottom"))
    }


def test_book_with_a_coin_first():
    """Book selection example 1: the automa takes the book with the coin (and the coin)."""
    display = full_display()
    arrow = Arrow(criterion=2, column=5, row="bottom")
    assert choose_book(display, {(3, "top"): 1}, arrow) == (3, "top")


def test_book_by_the_arrow_without_coins():
    """Book selection example 2: no coin, the arrow says column 5, bottom row."""
    display = full_display()
    assert choose_book(display, {}, Arrow(2, 5, "bottom")) == (5, "bottom")
    assert choose_book(display, {(2, "top"): 0}, Arrow(1, 1, "top")) == (1, "top")


def test_book_tie_breaks_and_fallbacks():
    display = full_display()
    # several coins: the leftmost column first, then the top row
    assert choose_book(
        display, {(4, "top"): 1, (2, "bottom"): 1, (2, "top"): 1}, Arrow(1, 6, "top")
    ) == (2, "top")
    # a coin under an empty cell does not count
    display[(3, "top")] = None
    assert choose_book(display, {(3, "top"): 1}, Arrow(1, 6, "bottom")) == (6, "bottom")
    # the arrow's cell is empty: the other row, then the nearest columns (lower first)
    assert choose_book(display, {}, Arrow(1, 3, "top")) == (3, "bottom")
    display[(3, "bottom")] = None
    assert choose_book(display, {}, Arrow(1, 3, "top")) == (2, "top")
    assert choose_book({}, {}, Arrow(1, 3, "top")) is None
    assert expansion_books(0) == 0 and expansion_books(1) == 1 and expansion_books(3) == 1


# == cards ===========================================================================================
def test_card_selection():
    shares = {"mombasa": 4, "cape_town": 6, "saint_louis": 6, "cairo": 1}
    cells = [
        MarketCell(0, 0, price=3, share="cape_town", card_id="left-top"),
        MarketCell(2, 1, price=2, share="saint_louis", card_id="right-1"),
        MarketCell(2, 0, price=1, share=None, card_id="right-0"),
        MarketCell(1, 0, price=1, share="cairo", card_id="mid-0"),
        MarketCell(1, 3, price=2, share="saint_louis", card_id="mid-3"),
    ]
    # highest share value 6 (Cape Town and Saint-Louis), then lowest cost 2, then filling order
    assert choose_card(cells, shares, "highest_share").card_id == "right-1"
    # lowest cost 1: right column comes first in filling order
    assert choose_card(cells, shares, "lowest_cost").card_id == "right-0"
    no_shares = [MarketCell(1, 2, 2), MarketCell(1, 1, 2), MarketCell(0, 0, 2)]
    assert choose_card(no_shares, shares, "highest_share") is None
    assert choose_card(no_shares, shares, "highest_share_else_lowest_cost") == MarketCell(1, 1, 2)
    assert choose_card([], shares, "lowest_cost") is None
    with pytest.raises(ValueError):
        choose_card(cells, shares, "prettiest")


# == which company ============================================================================================
def test_richest_non_favoured_ties_by_track_letter():
    """Advance example: Saint-Louis favoured, the second criterion advances on Mombasa,
    the richest non-favoured company."""
    values = {"mombasa": 7, "cape_town": 5, "saint_louis": 9, "cairo": 2}
    assert richest_non_favoured(values, "saint_louis", LETTERS) == "mombasa"
    tie = {"mombasa": 3, "cape_town": 5, "saint_louis": 0, "cairo": 5}
    assert richest_non_favoured(tie, "saint_louis", LETTERS) == "cape_town"  # B before D
    swapped = {"mombasa": "D", "cape_town": "C", "saint_louis": "A", "cairo": "B"}
    assert richest_non_favoured(tie, "saint_louis", swapped) == "cairo"  # B before C


def test_greatest_advantage_or_least_disadvantage():
    """Expand examples 1 and 2 (Cape Town favoured): Cairo where it leads most; Saint-Louis
    where it trails least."""
    human = {"mombasa": 5, "cape_town": 2, "saint_louis": 4, "cairo": 1}
    automa = {"mombasa": 5, "cape_town": 8, "saint_louis": 5, "cairo": 4}
    assert best_advantage_non_favoured(automa, human, "cape_town", LETTERS) == "cairo"
    automa = {"mombasa": 1, "cape_town": 8, "saint_louis": 3, "cairo": 0}
    assert best_advantage_non_favoured(automa, human, "cape_town", LETTERS) == "saint_louis"
    even = {"mombasa": 5, "cape_town": 0, "saint_louis": 4, "cairo": 1}
    assert best_advantage_non_favoured(even, human, "cape_town", LETTERS) == "mombasa"


# == money, debt, tracks ========================================================================================
def test_pay_and_gain_with_debt():
    assert pay(3, 0, 2) == (1, 0)
    assert pay(3, 0, 5) == (0, 2)
    assert pay(0, 2, 3) == (0, 5)
    assert gain(0, 5, 3) == (0, 2)
    assert gain(0, 2, 4) == (2, 0)
    assert gain(1, 0, 2) == (3, 0)
    assert final_cash(0, 4) == -4 and final_cash(6, 0) == 6
    with pytest.raises(ValueError):
        pay(1, 0, -1)
    with pytest.raises(ValueError):
        gain(1, 0, -1)


def make_track(spaces):
    bonus = TrackBonus("expansion_plus", 1)
    return Track("A1", "A", 1, tuple(spaces), (bonus, bonus), True)


def test_debt_example():
    """Advancing 4 spaces across a 5-pound capital call with no money: debt 5; the next
    gains pay the debt first."""
    track = make_track(
        [
            TrackSpace(),
            TrackSpace(),
            TrackSpace(capital_call=5),
            TrackSpace(),
            TrackSpace(),
            TrackSpace(),
        ]
    )
    result = advance_on_track(track, 0, 4, money=0, debt=0)
    assert (result.position, result.moved, result.lost) == (4, 4, 0)
    assert (result.money, result.debt, result.paid) == (0, 5, 5)
    money, debt = gain(result.money, result.debt, 3)
    assert (money, debt) == (0, 2)
    assert gain(money, debt, 3) == (1, 0)


def test_track_advancement_example_pays_and_shares_the_special_space():
    """Rules example: advancing 4 spaces the automa pays 5 pounds, then both the automa and
    the player (already past the special space) gain 1 pound; no bonus is used."""
    spaces = [TrackSpace()] * 2 + [
        TrackSpace(capital_call=5),
        TrackSpace(),
        TrackSpace(special=1, bonus=0),
    ]
    spaces += [TrackSpace(shares=1)] * 3
    track = make_track(spaces)
    result = advance_on_track(track, 0, 4, money=2, debt=0, others={0: 6})
    assert result.position == 4 and result.paid == 5 and result.gained == 1
    assert (result.money, result.debt) == (0, 2)  # 2 - 5 -> debt 3, + 1 -> debt 2
    assert result.others_paid == {0: 1}
    assert result.specials == (4,)
    behind = advance_on_track(track, 0, 4, money=9, debt=0, others={0: 1})
    assert behind.others_paid == {} and behind.money == 5


def test_advancements_past_the_end_are_lost():
    track = make_track([TrackSpace()] * 4)
    result = advance_on_track(track, 1, 4, money=0, debt=0)
    assert (result.position, result.moved, result.lost) == (3, 2, 2)


# == company bases ==================================================================================================
def test_post_to_take_follows_the_order_and_the_column_fronts(ac):
    order = ac.removal_order  # middle, right, left, each front -> rear
    full = [[True] * 5 for _ in range(3)]
    assert post_to_take(full, order) == (1, 0)
    # a post returned to the middle column's front goes out first again
    cols = [[True] * 5, [False, False, True, True, True], [False, True, True, True, True]]
    assert post_to_take(cols, order) == (1, 2)
    cols = [[True] * 5, [False] * 5, [False, True, True, True, True]]
    assert post_to_take(cols, order) == (2, 1)
    assert post_to_take([[False] * 5 for _ in range(3)], order) is None


def test_post_return_space(ac):
    order = ac.removal_order
    cols = [[True] * 5, [False] * 5, [False, False, True, True, True]]
    # reverse order: left first (full: no room), then right: its rearmost empty space
    assert post_return_space(cols, order) == (2, 1)
    cols = [[True] * 5, [False] * 5, [True] * 5]
    # an empty column takes it on the space in front of the emptied final space
    assert post_return_space(cols, order) == (1, 3)
    assert post_return_space([[True] * 5 for _ in range(3)], order) is None


# == expansion ===========================================================================================================
MOMBASA_PRIORITY = ("pounds", "track", "diamonds", "bookkeeping")
CAPE_TOWN_PRIORITY = ("bookkeeping", "pounds", "track", "diamonds")


def example_1_map():
    """Around Mombasa's base, all free: a 2-pound region, a region with 1 advancement + 1
    bookkeeping point, a region with 1 advancement; behind the second, a 1-pound region."""
    regions = (
        region("two_coins", pounds=2),
        region("adv_book", track=1, bookkeeping=1),
        region("adv", track=1),
        region("one_coin", pounds=1),
        region("heart", heart=True, pounds=1, diamonds=1, bookkeeping=1),
    )
    return Map(
        regions,
        borders(
            ("base:mombasa", "two_coins"),
            ("base:mombasa", "adv_book"),
            ("base:mombasa", "adv"),
            ("two_coins", "adv_book"),
            ("adv_book", "adv"),
            ("adv_book", "one_coin"),
            ("one_coin", "heart"),
            ("adv", "heart"),
        ),
    )


def test_expansion_example_1():
    """Mombasa expands with 3 posts: the 2-coin region, then the region with 1 advancement
    and 1 bookkeeping point (more rewards than the other advancement region), then the
    region with one coin that became eligible."""
    m = example_1_map()
    assert eligible_regions(m, "mombasa", {}) == ["two_coins", "adv_book", "adv"]
    assert plan_expansion(m, "mombasa", {}, MOMBASA_PRIORITY, 3) == [
        "two_coins",
        "adv_book",
        "one_coin",
    ]


def example_2_map():
    """Around Cape Town's base: two free regions (a coin, a diamond) whose other neighbours
    are all occupied; occupied regions with a bookkeeping point at 1 and 2 borders from the
    heart, and an occupied 2-pound region."""
    regions = (
        region("free_coin", pounds=1),
        region("free_diamond", diamonds=1),
        region("book_far", bookkeeping=1),
        region("book_near", bookkeeping=1),
        region("rich", pounds=2),
        region("middle", track=1),
        region("heart", heart=True, pounds=1, diamonds=1, bookkeeping=1),
    )
    return Map(
        regions,
        borders(
            ("base:cape_town", "free_coin"),
            ("base:cape_town", "free_diamond"),
            ("base:cape_town", "rich"),
            ("free_coin", "book_far"),
            ("free_diamond", "book_near"),
            ("free_diamond", "rich"),
            ("book_near", "heart"),
            ("book_far", "middle"),
            ("middle", "heart"),
        ),
    )


EXAMPLE_2_POSTS = {
    "book_far": "cairo",
    "book_near": "mombasa",
    "rich": "saint_louis",
    "middle": "cairo",
    "heart": "cairo",
}


def test_expansion_example_2():
    """Cape Town expands with 3 posts: the only two free regions first, then an occupied
    region chosen by the priority list (bookkeeping first) and, between the two with a
    bookkeeping point, the one closer to the heart of Africa."""
    m = example_2_map()
    placed = plan_expansion(m, "cape_town", EXAMPLE_2_POSTS, CAPE_TOWN_PRIORITY, 3)
    assert placed == ["free_coin", "free_diamond", "book_near"]
    # the 2-pound region was eligible from the start, but occupied and without a book point
    assert "rich" in eligible_regions(m, "cape_town", EXAMPLE_2_POSTS)


def test_eligibility_own_posts_other_companies_and_enclaves():
    regions = (
        region("coast", pounds=1),
        region("desert"),
        region("oasis", enclave_in="desert", diamonds=2),
        region("inland", track=1),
    )
    m = Map(
        regions,
        borders(
            ("base:cairo", "coast"),
            ("base:cairo", "desert"),
            ("desert", "oasis"),
            ("coast", "inland"),
        ),
    )
    assert eligible_regions(m, "cairo", {}) == ["coast", "desert"]
    # its own region is out, the regions next to it come in; another company's region stays in
    assert eligible_regions(m, "cairo", {"coast": "cairo", "desert": "mombasa"}) == [
        "desert",
        "inland",
    ]
    # an enclave only once the surrounding region holds the company's post
    assert "oasis" not in eligible_regions(m, "cairo", {"desert": "mombasa"})
    assert "oasis" in eligible_regions(m, "cairo", {"desert": "cairo"})
    # enclave adjacency drawn elsewhere by mistake still needs the surrounding region
    leaky = Map(regions, m.borders + borders(("coast", "oasis")))
    assert "oasis" not in eligible_regions(leaky, "cairo", {"coast": "cairo"})


def test_expansion_tie_breaks_in_order():
    regions = (
        region("a_plain", pounds=1),
        region("b_two_kinds", pounds=1, diamonds=1),
        region("c_bigger", pounds=2, diamonds=1),
        region("d_near", pounds=2, diamonds=1),
        region("heart", heart=True, pounds=1, diamonds=1, bookkeeping=1),
        region("e_twin", pounds=2, diamonds=1),
    )
    base = [("base:cairo", r.id) for r in regions if r.id != "heart"]
    m = Map(regions, borders(*base, ("d_near", "heart"), ("e_twin", "heart")))
    prio = ("pounds", "track", "diamonds", "bookkeeping")
    # more reward kinds, then bigger total, then closer to the heart, then the id
    assert choose_expansion_region(m, "cairo", {}, prio) == "d_near"
    assert heart_distances(m)["d_near"] == 1 and "c_bigger" not in heart_distances(m)
    # a free region beats an occupied one however rich
    assert (
        choose_expansion_region(m, "cairo", {"c_bigger": "x", "d_near": "x", "e_twin": "x"}, prio)
        == "b_two_kinds"
    )
    # the first reward kind present decides before the count of rewards
    prio2 = ("bookkeeping", "track", "pounds", "diamonds")
    small = Map(
        (region("p", pounds=1), region("q", pounds=2, diamonds=1), region("t", track=1)),
        borders(("base:cairo", "p"), ("base:cairo", "q"), ("base:cairo", "t")),
    )
    assert choose_expansion_region(small, "cairo", {}, prio2) == "t"
    # no region shows any reward: decided by the heart, then the id
    bare = Map((region("y"), region("x")), borders(("base:cairo", "y"), ("base:cairo", "x")))
    assert choose_expansion_region(bare, "cairo", {}, prio) == "x"
    assert choose_expansion_region(bare, "mombasa", {}, prio) is None
    with pytest.raises(ValueError):
        choose_expansion_region(m, "cairo", {}, ("gold",))


def test_expansion_on_the_shipped_map_runs(ac):
    from rules.mombasa.components.loader import load_components

    comp = load_components()
    for company in ("mombasa", "cape_town", "saint_louis", "cairo"):
        prio = ac.expansion_side("a").priority(company)
        placed = plan_expansion(comp, company, {}, prio, 3)
        assert len(placed) == 3 and len(set(placed)) == 3
    # Mombasa's first post goes to its 2-pound neighbour, as in the rules' example
    assert plan_expansion(comp, "mombasa", {}, MOMBASA_PRIORITY, 1) == ["swahili_coast"]


def test_expansion_example_1_on_the_shipped_map():
    """Mombasa from its base, all neighbours free: the 2-coin region (Swahili Coast); then
    no coin is eligible and two regions show advancements, Abyssinia (2) and Somali Coast
    (1 advancement + 1 bookkeeping point: more rewards); then Great Lakes, the one-coin
    region Somali Coast opened up."""
    from rules.mombasa.components.loader import load_components

    comp = load_components()
    regions = {r.id: r.rewards for r in comp.regions}
    assert eligible_regions(comp, "mombasa", {}) == ["abyssinia", "somali_coast", "swahili_coast"]
    assert regions["swahili_coast"].pounds == 2
    after_first = eligible_regions(comp, "mombasa", {"swahili_coast": "mombasa"})
    assert not any(regions[r].pounds for r in after_first)
    assert sorted(r for r in after_first if regions[r].track) == ["abyssinia", "somali_coast"]
    assert regions["somali_coast"].count() > regions["abyssinia"].count()
    assert plan_expansion(comp, "mombasa", {}, MOMBASA_PRIORITY, 3) == [
        "swahili_coast",
        "somali_coast",
        "great_lakes",
    ]
    assert regions["great_lakes"].pounds == 1


# Mid-game board of expansion example 2: other companies hold the Cape Town neighbourhood
# except Natal and Zambezi (and the Kalahari, so its enclave Okavango is out of reach).
EXAMPLE_2_SHIPPED = {
    "namib": "saint_louis",
    "kalahari": "mombasa",
    "katanga": "mombasa",
    "swahili_coast": "mombasa",
}


def test_expansion_example_2_on_the_shipped_map():
    """Cape Town from its base: the only two free regions first (Natal, then Zambezi); the
    third post goes to an occupied region by the priority list, bookkeeping first: Namib and
    Katanga both show a bookkeeping point (and equal rewards), Katanga is closer to the
    heart of Africa."""
    from rules.mombasa.components.loader import load_components

    comp = load_components()
    regions = {r.id: r.rewards for r in comp.regions}
    placed = plan_expansion(comp, "cape_town", EXAMPLE_2_SHIPPED, CAPE_TOWN_PRIORITY, 3)
    assert placed == ["natal", "zambezi", "katanga"]
    board = dict(EXAMPLE_2_SHIPPED, natal="cape_town", zambezi="cape_town")
    third = eligible_regions(comp, "cape_town", board)
    assert all(board.get(r) for r in third)  # no free region left for the third post
    with_book = sorted(r for r in third if regions[r].bookkeeping)
    assert with_book == ["katanga", "namib"]
    assert regions["katanga"].count() == regions["namib"].count()
    heart = heart_distances(comp)
    assert heart["katanga"] < heart["namib"]


# == bonus tiles ==========================================================================================================
def test_bonus_tile_choice(ac):
    order = ac.playmat.bonus_tile_spaces  # plus_one_goods, bookkeeper, diamond, expansion
    every = set(order)
    assert choose_bonus_tile(order, every, "diamond", 1, "top") == "diamond"
    assert choose_bonus_tile(order, every - {"diamond"}, "diamond", 1, "top") == "plus_one_goods"
    assert choose_bonus_tile(order, every - {"diamond"}, "diamond", 1, "bottom") == "expansion"
    assert choose_bonus_tile(order, every, "plus_one_goods", 2, "top") == "bookkeeper"
    assert choose_bonus_tile(order, every, "expansion", 2, "bottom") == "diamond"
    assert choose_bonus_tile(order, {"expansion"}, "expansion", 2, "bottom") is None
    assert choose_bonus_tile(order, set(), "expansion", 1, "top") is None


# == resolving a card ======================================================================================================
def test_choose_option_takes_the_first_doable_option(ac):
    effect = ac.effect("advance", 1, "cairo")
    assert choose_option(effect, lambda s: True) == (Step("advance", 4, "favoured"),)
    at_end = lambda s: s.target != "favoured"  # noqa: E731  the favoured track is finished
    assert choose_option(effect, at_end) == (Step("advance", 3, "richest"),)
    assert choose_option(effect, lambda s: False) is None


def test_grey_card_first_section_else_second_else_nothing(ac):
    card = ac.card("7B")  # majority, else bonus tile
    arrow = Arrow(1, 2, "top")
    play = choose_play(ac, card, arrow, "cairo", lambda s: True)
    assert (play.section, play.kind, play.criterion) == (0, "majority", 1)
    assert play.steps == (
        Step("place", 0, "majority"),
        Step("advance", 3, "majority"),
        Step("pounds", 1),
    )
    no_majority = lambda s: s.target != "majority"  # noqa: E731
    play = choose_play(ac, card, arrow, "cairo", no_majority)
    assert (play.section, play.kind) == (1, "bonus_tile")
    assert play.steps[0] == Step("place", 0, "bonus_tile_favoured")
    nothing = lambda s: s.op != "place"  # noqa: E731
    assert choose_play(ac, card, arrow, "cairo", nothing) is None


def test_special_card_ignores_the_arrow(ac):
    card = ac.card("12B")
    for criterion in (1, 2):
        play = choose_play(ac, card, Arrow(criterion, 1, "top"), "mombasa", lambda s: True)
        assert play.steps == (Step("expand", 2, "favoured"),)


def test_event_text(ac):
    from rules.core import msg

    card = ac.card("7B")
    arrow = Arrow(1, 2, "top")
    play = choose_play(ac, card, arrow, "cairo", lambda s: True)
    why = msg("mombasa-list", items=["you have fewer bananas than its round card's 3, so it takes the Cape "
                                     "Town majority space: 3 steps on Cape Town", "1 pound"])
    assert describe_play(play, card, arrow, why).text == (
        "Mautoma drew card 7B (grey, first criterion): you have fewer bananas than its round "
        "card's 3, so it takes the Cape Town majority space: 3 steps on Cape Town and 1 pound."
    )
    assert describe_play(None, card, arrow).text.endswith("takes no action this turn.")
    second = choose_play(ac, card, arrow, "cairo", lambda s: s.target != "majority")
    assert "(grey, first criterion, second section)" in describe_play(second, card, arrow, components=ac).text
    special = ac.card("12B")
    text = describe_play(
        choose_play(ac, special, arrow, "saint_louis", lambda s: True), special, arrow, components=ac
    ).text
    assert (
        text == "Mautoma drew card 12B (yellow, special card): advance the diamond marker 3 steps."
    )


def test_card_dataclass_kind():
    card = AutomaCard("2B", 2, "B", "grey", ("majority", "sell"), Arrow(2, 2, "bottom"))
    assert card.kind == "majority"
