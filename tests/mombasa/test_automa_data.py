"""The Mautoma data: counts, the rules text's facts, and the validator on broken copies."""

from __future__ import annotations

import functools
import itertools
import re

import pytest

from rules.mombasa.components import COMPANIES
from rules.mombasa.components.automa import (
    BONUS_TILE_KINDS,
    GREY_KINDS,
    MEASURES,
    REWARD_KINDS,
    YELLOW_KINDS,
    Step,
)
from rules.mombasa.components.automa_loader import (
    DATA_FILES,
    AutomaDataError,
    load_automa_components,
    parse_automa,
    parse_step,
    read_automa_texts,
)
from rules.mombasa.components.loader import DataError
from rules.mombasa.mautoma.logic import company_value

TABLE = {
    "easy": ["1A", "2B", "3A", "4A", "5B"],
    "medium": ["1B", "2B", "3B", "4B", "5B"],
    "hard": ["1C", "2C", "3B", "4C", "5B"],
}
SHARED = [f"{n}B" for n in range(6, 15)]
ALL_IDS = "1A 1B 1C 2B 2C 3A 3B 4A 4B 4C 5B 6B 7B 8B 9B 10B 11B 12B 13B 14B".split()


@pytest.fixture(scope="module")
def ac():
    return load_automa_components()


# -- counts and the rules text's facts ------------------------------------------------------------
def test_loads_once_and_is_cached():
    assert load_automa_components() is load_automa_components()


def test_every_card_of_the_difficulty_table_exists(ac):
    assert sorted(c.id for c in ac.cards) == sorted(ALL_IDS)
    assert len(ac.cards) == 20


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_difficulty_pools_are_the_printed_table(ac, level):
    assert [c.id for c in ac.pool(level)] == TABLE[level] + SHARED


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_pool_has_enough_of_each_colour_and_every_kind(ac, level):
    pool = ac.pool(level)
    assert sum(c.colour == "grey" for c in pool) >= 3
    assert sum(c.colour == "yellow" for c in pool) >= 3
    assert {c.kind for c in pool if c.colour == "yellow"} == set(YELLOW_KINDS)
    assert {c.kind for c in pool if c.colour == "grey"} == set(GREY_KINDS)


def test_levels_differ_by_their_expansion_cards(ac):
    """The reconstructed level design (README, "Strength by level"): the yellow expansion
    card is the automa's strongest, so the levels hold 1 / 2 / 3 of them; hard trades a
    bonus-marker card (2B) for a yellow expansion card (2C): 8 yellow and 6 grey cards."""
    levels = ("easy", "medium", "hard")
    expands = {level: [c.id for c in ac.pool(level) if c.kind == "expand"] for level in levels}
    assert expands == {"easy": ["14B"], "medium": ["1B", "14B"], "hard": ["1C", "2C", "14B"]}
    yellow = {level: sum(c.colour == "yellow" for c in ac.pool(level)) for level in levels}
    assert yellow == {"easy": 7, "medium": 7, "hard": 8}


def test_level_card_arrows_as_measured(ac):
    """The arrows of the level cards that set the measured spacing of the levels (README,
    "Strength by level"): the easy yellow cards and medium's expansion card hand on the 2nd
    criterion, the advance card shared by medium and hard and the hard cards on the 1st."""
    criteria = {c.id: c.next_arrow.criterion for c in ac.cards if c.number <= 4}
    assert criteria == {
        "1A": 2, "1B": 2, "1C": 1,
        "2B": 2, "2C": 1,
        "3A": 2, "3B": 1,
        "4A": 2, "4B": 2, "4C": 1,
    }  # fmt: skip


def test_card_shapes(ac):
    for card in ac.cards:
        assert card.id == f"{card.number}{card.level}"
        if card.colour == "grey":
            assert len(card.sections) == 2 and set(card.sections) <= set(GREY_KINDS)
        else:
            assert len(card.sections) == 1 and card.kind in YELLOW_KINDS
        assert card.next_arrow.criterion in (1, 2)
        assert 1 <= card.next_arrow.column <= 6
        assert card.next_arrow.row in ("top", "bottom")
    # variants of one number keep its colour and main kind, except the two level swaps
    # of the reconstruction: 1A is an advance card, 2C a yellow expansion card
    swaps = {"1A": ("yellow", "advance"), "2C": ("yellow", "expand")}
    for cid, shape in swaps.items():
        assert (ac.card(cid).colour, ac.card(cid).kind) == shape
    for number, group in itertools.groupby(
        sorted(ac.cards, key=lambda c: c.number), key=lambda c: c.number
    ):
        group = [c for c in group if c.id not in swaps]
        assert len({(c.colour, c.kind) for c in group}) == 1, number


def test_card_7B_is_a_grey_majority_card(ac):
    """A reconstructed choice (the rules never name 7B), used by the README's example event."""
    card = ac.card("7B")
    assert (card.colour, card.kind) == ("grey", "majority")


def test_round_cards(ac):
    for round_ in range(1, 8):
        assert ac.round_cards_for(round_), round_
    for rc in ac.round_cards:
        assert len(rc.icons) == 3
        assert {i.measure for i in rc.icons} <= set(MEASURES)
        assert len({i.measure for i in rc.icons}) == 3
    example = [(i.measure, i.value) for i in ac.round_cards[0].icons]
    assert example == [("bananas", 3), ("expansion", 2), ("coffee", 1)]
    assert ac.round_cards[0].source == "mixed"  # the text's icons, our round


def test_expansion_card_has_the_texts_priorities(ac):
    assert len(ac.expansion_sides) == 2
    side = ac.expansion_side("a")
    assert side.priority("mombasa") == ("pounds", "track", "diamonds", "bookkeeping")
    assert side.priority("cape_town") == ("bookkeeping", "pounds", "track", "diamonds")
    for s in ac.expansion_sides:
        assert sorted(c for c, _ in s.priorities) == sorted(COMPANIES)
        for company in COMPANIES:
            assert sorted(s.priority(company)) == sorted(REWARD_KINDS)
        # Latin square: each reward kind leads for exactly one company
        assert sorted(s.priority(c)[0] for c in COMPANIES) == sorted(REWARD_KINDS)


def test_playmat_and_setup(ac):
    assert ac.playmat.yellow_coins == (5, 5, 5)
    assert ac.starting_pounds == 1
    assert ac.favoured_start_space == 3
    assert ac.cards_per_colour == 3
    assert sorted(ac.playmat.bonus_tile_spaces) == sorted(BONUS_TILE_KINDS)
    for colour in ("grey", "yellow"):
        assert ac.playmat.first_arrow(colour).criterion in (1, 2)


def test_favoured_bonus_tiles_are_the_texts(ac):
    assert dict(ac.favoured_bonus_tiles) == {
        "cairo": "plus_one_goods",
        "cape_town": "bookkeeper",
        "saint_louis": "diamond",
        "mombasa": "expansion",
    }


def _steps(effect):
    return [[(s.op, s.amount, s.target) for s in option] for option in effect.options]


def test_effects_are_the_rules_text(ac):
    e = ac.effect
    assert _steps(e("diamonds", 1, "cairo")) == [[("diamonds", 3, ""), ("pounds", 2, "")]]
    assert _steps(e("diamonds", 2, "cairo")) == [[("diamonds", 3, "")]]
    assert _steps(e("expand", 1, "cairo")) == [[("expand", 3, "favoured")]]
    assert _steps(e("expand", 2, "cairo")) == [[("expand", 1, "advantage")]]
    assert _steps(e("advance", 1, "cairo")) == [
        [("advance", 4, "favoured")],
        [("advance", 3, "richest")],
    ]
    assert _steps(e("advance", 2, "cairo")) == [[("advance", 3, "richest")]]
    assert _steps(e("book", 1, "cairo")) == [[("book", 0, ""), ("ink", 2, ""), ("pounds", 3, "")]]
    assert _steps(e("book", 2, "cairo")) == [[("book", 0, ""), ("ink", 2, ""), ("diamonds", 1, "")]]
    assert _steps(e("take_card", 1, "cairo")) == [
        [("take_card", 0, "highest_share")],
        [("advance", 2, "richest")],
    ]
    assert _steps(e("take_card", 2, "cairo"))[0] == [
        ("take_card", 0, "lowest_cost"),
        ("advance", 3, "favoured"),
    ]
    assert _steps(e("sell", 1, "cairo")) == [[("place", 0, "sell"), ("pounds", 5, "")]]
    assert _steps(e("sell", 2, "cairo")) == [[("place", 0, "sell"), ("pounds", 3, "")]]
    assert _steps(e("first_player", 1, "cairo")) == [
        [("place", 0, "first_player"), ("first_player", 0, ""), ("book", 0, "")]
    ]
    assert _steps(e("first_player", 2, "cairo")) == [
        [("place", 0, "first_player"), ("first_player", 0, ""), ("pounds", 1, "")]
    ]
    assert _steps(e("buy_card", 1, "cairo")) == [
        [("place", 0, "buy"), ("take_card", 0, "highest_share_else_lowest_cost")]
    ]
    assert _steps(e("buy_card", 2, "cairo")) == [
        [("place", 0, "buy"), ("take_card", 0, "lowest_cost")]
    ]
    assert _steps(e("majority", 1, "cairo")) == [
        [("place", 0, "majority"), ("advance", 3, "majority"), ("pounds", 1, "")]
    ]
    assert _steps(e("majority", 2, "cairo")) == [
        [("place", 0, "majority"), ("advance", 3, "majority")]
    ]
    assert _steps(e("bonus_tile", 1, "cairo")) == [
        [("place", 0, "bonus_tile_favoured"), ("tile_effect", 0, "")],
        [("place", 0, "bonus_tile_any"), ("tile_effect", 0, "")],
    ]
    assert _steps(e("bonus_tile", 2, "cairo")) == [
        [("place", 0, "bonus_tile_non_favoured"), ("tile_effect", 0, "")]
    ]


def test_special_card_by_favoured_company(ac):
    # the special card ignores the criterion
    for criterion in (1, 2):
        assert _steps(ac.effect("special", criterion, "saint_louis")) == [[("diamonds", 3, "")]]
        assert _steps(ac.effect("special", criterion, "cape_town")) == [
            [("book", 0, ""), ("ink", 2, ""), ("pounds", 3, "")]
        ]
        assert _steps(ac.effect("special", criterion, "mombasa")) == [[("expand", 2, "favoured")]]
        assert _steps(ac.effect("special", criterion, "cairo")) == [
            [("take_card", 0, "highest_share")],
            [("advance", 2, "richest")],
        ]


def test_bonus_tile_effects_for_the_automa(ac):
    assert _steps(ac.bonus_tile_effect("plus_one_goods")) == [[("advance", 2, "richest")]]
    assert _steps(ac.bonus_tile_effect("bookkeeper")) == [[("book", 0, ""), ("ink", 1, "")]]
    assert _steps(ac.bonus_tile_effect("diamond")) == [[("diamonds", 2, "")]]
    assert _steps(ac.bonus_tile_effect("expansion")) == [[("expand", 1, "advantage")]]


# -- the removal order -------------------------------------------------------------------------------
BASE_COINS = ((0, 1, 0, 1, 2), (1, 0, 1, 1, 2), (0, 1, 1, 1, 2))  # the base data's columns


def _best_value_after(coins, k):
    """Brute force: the highest company value reachable by taking k posts from the fronts."""
    best = 0
    for taken in itertools.product(*(range(len(col) + 1) for col in coins)):
        if sum(taken) == k:
            best = max(best, sum(sum(col[:t]) for col, t in zip(coins, taken, strict=True)))
    return best


def test_removal_order_is_foremost_first_and_complete(ac):
    order = ac.removal_order
    assert sorted(order) == [(c, s) for c in range(3) for s in range(5)]
    for column in range(3):
        assert [s for c, s in order if c == column] == [0, 1, 2, 3, 4]


def _values_along(order):
    columns = [[True] * 5 for _ in range(3)]
    values = []
    for column, space in order:
        columns[column][space] = False
        values.append(company_value(BASE_COINS, columns))
    return values


def _best_total_over_prefixes(coins):
    """DP over (posts taken per column): the highest sum of company values after each post."""

    @functools.cache
    def best(taken):
        if sum(taken) == sum(len(c) for c in coins):
            return 0
        out = 0
        for c, col in enumerate(coins):
            if taken[c] < len(col):
                nxt = taken[:c] + (taken[c] + 1,) + taken[c + 1 :]
                value = sum(sum(cc[:t]) for cc, t in zip(coins, nxt, strict=True))
                out = max(out, value + best(nxt))
        return out

    return best((0,) * len(coins))


def test_removal_order_maximises_company_value(ac):
    values = _values_along(ac.removal_order)
    assert sum(values) == _best_total_over_prefixes(BASE_COINS)
    best = [_best_value_after(BASE_COINS, k) for k in range(1, 16)]
    short = [k for k, (v, b) in enumerate(zip(values, best, strict=True), start=1) if v != b]
    assert short == [6] and values[5] == best[5] - 1
    # and no order is best after every post: the 1st and the 6th post disagree
    assert best[0] == 1 and best[5] == 6


def test_returns_undo_the_automas_own_removals_in_reverse(ac):
    """The automa takes 7 posts, then gets 7 back: they refill its last-emptied spaces first;
    the emptied final space of the middle column stays empty (base rules)."""
    from rules.mombasa.mautoma.logic import post_return_space, post_to_take

    columns = [[True] * 5 for _ in range(3)]
    taken = []
    for _ in range(7):
        column, space = post_to_take(columns, ac.removal_order)
        columns[column][space] = False
        taken.append((column, space))
    assert taken == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 0), (2, 1)]
    returned = []
    for _ in range(6):
        column, space = post_return_space(columns, ac.removal_order)
        columns[column][space] = True
        returned.append((column, space))
    assert returned == [(2, 1), (2, 0), (1, 3), (1, 2), (1, 1), (1, 0)]
    assert post_return_space(columns, ac.removal_order) is None  # no room: out of the game
    assert company_value(BASE_COINS, columns) == 2  # only the middle final space shows


def test_base_data_still_has_the_coins_the_order_was_built_for():
    from rules.mombasa.components.loader import load_components

    for company in load_components().companies:
        assert company.columns == BASE_COINS, company.id


# -- steps ----------------------------------------------------------------------------------------------
def test_parse_step():
    assert parse_step("advance 4 favoured") == Step("advance", 4, "favoured")
    assert parse_step("book") == Step("book")
    for bad, words in [
        ("fly 3", "unknown step"),
        ("advance 4 sideways", "advance takes"),
        ("advance favoured", "needs a number"),
        ("book 2", "takes no number"),
        ("", "empty"),
    ]:
        with pytest.raises(AutomaDataError, match=words):
            parse_step(bad)


# -- the validator on broken copies ------------------------------------------------------------------
def _broken(file: str, old: str, new: str, count: int = 1) -> dict[str, str]:
    texts = read_automa_texts()
    assert old in texts[file], f"test setup: {old!r} not in {file}"
    texts[file] = texts[file].replace(old, new, count)
    return texts


BROKEN = [
    # (file, old, new, words expected in the message)
    ("cards.toml", 'id = "1C"', 'id = "1B"', r"cards\.toml: card 1B: the id is used twice"),
    ("cards.toml", 'id = "14B"', 'id = "15B"', r"cards\.toml: card 15B: the id should be"),
    ("cards.toml", 'colour = "grey"', 'colour = "blue"', r"card 2B: colour 'blue'"),
    (
        "cards.toml",
        "next = { criterion = 2, column = 6,",
        "next = { criterion = 3, column = 6,",
        r"card 1A: arrow criterion 3 should be 1 or 2",
    ),
    (
        "cards.toml",
        "next = { criterion = 2, column = 6,",
        "next = { criterion = 2, column = 7,",
        r"card 1A: arrow column 7 should be 1\.\.6",
    ),
    (
        "cards.toml",
        'column = 6, row = "bottom" }',
        'column = 6, row = "middle" }',
        r"card 1A: arrow row 'middle'",
    ),
    (
        "cards.toml",
        'sections = ["majority", "sell"]',
        'sections = ["majority"]',
        r"card 2B: a grey card has two sections",
    ),
    (
        "cards.toml",
        'sections = ["majority", "sell"]',
        'sections = ["majority", "majority"]',
        r"card 2B: the two sections of a grey card should differ",
    ),
    ("cards.toml", 'sections = ["advance"]', 'sections = ["sell"]', r"card 1A: a yellow card"),
    ("cards.toml", 'source = "reconstructed"', 'source = "guess"', r"card 1A: source should be"),
    ("cards.toml", 'source = "reconstructed"', "", r"card 1A: is missing 'source'"),
    ("difficulty.toml", '"14B"]', '"15B"]', r"difficulty\.toml: level easy: card 15B is not in"),
    ("difficulty.toml", '"1A", ', "", r"cards\.toml: card 1A: is in no difficulty level"),
    ("difficulty.toml", "hard = ", "expert = ", r"should list exactly the levels"),
    ("difficulty.toml", '"2B", "3A"', '"2B", "2B"', r"level easy: a card is listed twice"),
    (
        "difficulty.toml",
        '"1A", "2B", "3A", "4A", "5B", "6B", "7B", "8B", "9B", "10B", "11B", "12B", "13B", "14B"]',
        '"1A", "3A", "4A", "5B", "6B", "8B", "10B", "12B", "14B"]',
        r"level easy: has only 2 grey cards; each round needs 3",
    ),
    ("round_cards.toml", 'id = "R1b"', 'id = "R1a"', r"round card R1a: the id is used twice"),
    ("round_cards.toml", "round = 7\n", "round = 8\n", r"round card R7a: round 8 should be"),
    (
        "round_cards.toml",
        'round = 7\nicons = [["coffee", 6]',
        'round = 7\nicons = [["tea", 6]',
        r"round card R7a: icon 'tea'",
    ),
    (
        "round_cards.toml",
        '[["bananas", 3], ["expansion", 2], ["coffee", 1]]',
        '[["bananas", 3], ["bananas", 2], ["coffee", 1]]',
        r"round card R1a: shows the same measure twice",
    ),
    (
        "expansion_card.toml",
        '["pounds", "track", "diamonds", "bookkeeping"]',
        '["pounds", "pounds", "diamonds", "bookkeeping"]',
        r"expansion_card\.toml: side a, mombasa: the priority should list each reward kind once",
    ),
    (
        "expansion_card.toml",
        '{ company = "cairo",       priority = ["track"',
        '{ company = "mombasa",       priority = ["track"',
        r"side a: should list each company once",
    ),
    ("expansion_card.toml", 'id = "b"', 'id = "a"', r"both sides have the same id"),
    (
        "playmat.toml",
        "yellow_coins = [5, 5, 5]",
        "yellow_coins = [5, 5]",
        r"playmat\.toml: \[setup\]: yellow_coins should be 3 coins",
    ),
    (
        "playmat.toml",
        'grey = { criterion = 1, column = 1, row = "top" }',
        'grey = { criterion = 1, column = 0, row = "top" }',
        r"\[playmat\] grey: arrow column 0",
    ),
    (
        "playmat.toml",
        '"diamond", "expansion"]',
        '"diamond", "diamond"]',
        r"\[bonus_tile_spaces\]: should list each bonus tile once",
    ),
    (
        "removal_order.toml",
        '["middle", 1], ["middle", 2]',
        '["middle", 2], ["middle", 1]',
        r"removal_order\.toml: \[removal_order\]: middle 2 comes before middle 1: a post can only "
        r"be taken when it is the foremost of its column",
    ),
    (
        "removal_order.toml",
        '["left", 5],',
        '["left", 4],',
        r"should list each of the 15 base spaces once \(missing: left 5\)",
    ),
    ("removal_order.toml", '["left", 5],', '["top", 5],', r"column 'top' should be left"),
    ("removal_order.toml", '["left", 5],', '["left", 6],', r"space 6 of column left"),
    ("effects.toml", "[kinds.sell]", "[kinds.sale]", r"effects\.toml: \[kinds\.sell\]: is missing"),
    (
        "effects.toml",
        '"diamonds 3", "pounds 2"',
        '"diamonds 3", "pounds"',
        r"\[kinds\.diamonds\] first: step 'pounds' needs a number",
    ),
    (
        "effects.toml",
        '[["place sell", "pounds 5"]]',
        '[["pounds 5"]]',
        r"\[kinds\.sell\] criterion 1: grey card options start with a place step",
    ),
    ("effects.toml", 'mombasa = "expansion"', 'mombasa = "diamond"', r"should name each bonus"),
    ("effects.toml", "cairo = { text", "kairo = { text", r"\[special\]: should list each company"),
    ("effects.toml", 'colour = "grey"', 'colour = "yellow"', r"\[kinds\.bonus_tile\]: colour"),
]


@pytest.mark.parametrize(("file", "old", "new", "words"), BROKEN)
def test_validator_names_file_item_and_problem(file, old, new, words):
    with pytest.raises(AutomaDataError, match=words) as info:
        parse_automa(_broken(file, old, new))
    assert str(info.value).startswith(file.split(".")[0]) or re.search(r"\.toml: ", str(info.value))


def test_every_round_needs_a_round_card():
    texts = read_automa_texts()
    texts["round_cards.toml"] = texts["round_cards.toml"].replace("round = 4\n", "round = 5\n")
    with pytest.raises(AutomaDataError, match=r"round_cards\.toml: round 4: has no round card"):
        parse_automa(texts)


def test_missing_file_and_bad_toml():
    texts = read_automa_texts()
    del texts["cards.toml"]
    with pytest.raises(AutomaDataError, match=r"cards\.toml: the file: is missing"):
        parse_automa(texts)
    texts = read_automa_texts()
    texts["playmat.toml"] = "[setup\n"
    with pytest.raises(AutomaDataError, match=r"playmat\.toml: the file: is not valid TOML"):
        parse_automa(texts)


def test_automa_data_errors_are_base_data_errors():
    assert issubclass(AutomaDataError, DataError)
    assert set(DATA_FILES) == set(read_automa_texts())
