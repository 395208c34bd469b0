"""Broken data is refused in plain words naming the file and the item (never a raw traceback)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import rules.mombasa.data as data_package
from rules.core import GameError
from rules.mombasa.components.checkdata import check, load_components_from
from rules.mombasa.components.loader import DATA_FILES, DataError, load_components_from_texts

DATA = Path(data_package.__file__).parent


@pytest.fixture
def copy(tmp_path):
    for name in DATA_FILES:
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def edit(folder: Path, name: str, old: str, new: str) -> None:
    """Replace the first occurrence of ``old`` in the copied file ``name``."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def problem(folder: Path) -> str:
    with pytest.raises(DataError) as info:
        load_components_from(folder)
    return str(info.value)


def test_the_copied_data_loads(copy):
    assert len(load_components_from(copy).regions) == 24


def test_data_error_is_a_game_error():
    assert issubclass(DataError, GameError)


# (file, old text, new text, what the message must say)
BREAKS = [
    pytest.param(
        "map.toml",
        '{ id = "nubia",',
        '{ id = "nile_delta",',
        ["map.toml: region nile_delta: this id is used more than once"],
        id="duplicate-region-id",
    ),
    pytest.param(
        "books.toml",
        '{ id = "B02",',
        '{ id = "B01",',
        ["books.toml: book B01: this id is used more than once"],
        id="duplicate-book-id",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "C09",',
        '{ id = "A01",',
        ["cards.toml: card A01: this id is used more than once"],
        id="duplicate-card-id",
    ),
    pytest.param(
        "starting_tiles.toml",
        '{ id = "T01", resting_cards = ["s_bananas_1"',
        '{ id = "T01", resting_cards = ["s_banana_1"',
        [
            "starting_tiles.toml: starting tile T01: resting card 's_banana_1' is not a starting card id"
        ],
        id="dangling-resting-card",
    ),
    pytest.param(
        "map.toml",
        '{ a = "nile_delta",    b = "nubia",         points = 1 },',
        '{ a = "nile_delta",    b = "nubiaa",        points = 1 },',
        ["map.toml: border nile_delta - nubiaa: 'nubiaa' is not a region id"],
        id="dangling-border",
    ),
    pytest.param(
        "map.toml",
        'enclave_in = "sahara"',
        'enclave_in = "sahra"',
        ["map.toml: region tibesti: enclave_in 'sahra' is not a region id"],
        id="dangling-enclave-in",
    ),
    pytest.param(
        "tracks.toml",
        '{ id = "B", halves = ["B1", "B2"] },',
        '{ id = "B", halves = ["B1", "B3"] },',
        ["tracks.toml: track card B: 'B3' is not a track id"],
        id="dangling-track-card-half",
    ),
    pytest.param(
        "tracks.toml",
        'mombasa = "A1"',
        'mombasa = "A9"',
        ["tracks.toml: first_game: 'A9' is not a track id"],
        id="dangling-first-game-track",
    ),
    pytest.param(
        "board.toml",
        'company = "cairo"',
        'company = "kairo"',
        ["board.toml: majority space coffee: company 'kairo' is not a company id"],
        id="dangling-majority-company",
    ),
    pytest.param(
        "cards.toml",
        'company = "cairo", crate = 3',
        'company = "kairo", crate = 3',
        ["cards.toml: card C11: company 'kairo' is not a company id"],
        id="dangling-merchant-company",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "E04", letter = "E", kind = "share", share = "cairo"',
        '{ id = "E04", letter = "E", kind = "share", share = "kairo"',
        ["cards.toml: card E04: share 'kairo' is not a company id"],
        id="dangling-share",
    ),
    pytest.param(
        "books.toml",
        '  { id = "C24", letter = "C", requirements = { one_good = 5, expansion = 3 }, rewards = { pounds = 8 } },\n',
        "",
        ["books.toml: books: there must be 72 book tiles, found 71", "books of letter C, found 23"],
        id="wrong-book-count",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "A09", letter = "A"',
        '{ id = "A09", letter = "B"',
        ["cards.toml: market: there must be 9 market cards of letter A, found 8"],
        id="wrong-letter-count",
    ),
    pytest.param(
        "map.toml",
        '  { id = "natal",         name = "Natal",           rewards = { pounds = 1, track = 1 } },\n',
        "",
        ["map.toml: regions: there must be 24 regions, found 23", "border base:cape_town - natal"],
        id="wrong-region-count",
    ),
    pytest.param(
        "tracks.toml",
        "{ capital_call = 3 },                           # 8",
        '{ capital_call = "x" },                         # 8',
        ["tracks.toml: track A1, space 8: capital_call must be a whole number >= 0, got 'x'"],
        id="bad-type-capital-call",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "A01", letter = "A", kind = "goods", good = "coffee", units = 2, crate = 1 }',
        '{ id = "A01", letter = "A", kind = "goods", good = "coffee", units = 2, crate = true }',
        ["cards.toml: card A01: crate must be a whole number >= 0, got true"],
        id="bad-type-crate",
    ),
    pytest.param(
        "map.toml",
        "rewards = { track = 2 } },",
        "rewards = 2 },",
        ["map.toml: region lake_chad, rewards: must be a table", "got 2"],
        id="bad-type-rewards",
    ),
    pytest.param(
        "map.toml",
        '{ a = "sahara",   b = "tibesti",  points = 1 },',
        '{ a = "sahara",   b = "tibesti",  points = 1 },\n  { a = "tibesti", b = "lake_chad", points = 1 },',
        [
            "map.toml: region tibesti: an enclave must have exactly one border, with sahara",
            "lake_chad",
        ],
        id="enclave-second-border",
    ),
    pytest.param(
        "map.toml",
        "rewards = { track = 1 } },",
        "rewards = {} },",
        [
            "map.toml: region libyan_desert: shows no rewards, but only the 2 regions around the enclaves may"
        ],
        id="third-region-without-rewards",
    ),
    pytest.param(
        "map.toml",
        "mines = 1, heart = true",
        "mines = 1",
        ["map.toml: regions: there must be 1 heart regions (heart = true), found 0"],
        id="no-heart",
    ),
    pytest.param(
        "map.toml",
        'name = "Lake Chad",       rewards = { track = 2 } },',
        'name = "Lake Chad",       rewards = { track = 2 }, heart = true },',
        [
            "map.toml: regions: there must be 1 heart regions",
            "region lake_chad: the heart of Africa shows 3 rewards",
        ],
        id="second-heart",
    ),
    pytest.param(
        "companies.toml",
        '{ id = "cairo",       name = "Cairo",       colour = "orange", letter = "O", columns = [[0, 1, 0, 1, 2]',
        '{ id = "cairo",       name = "Cairo",       colour = "orange", letter = "O", columns = [[0, 1, 0, 1, 1]',
        [
            "companies.toml: company cairo, column 1: the final (rear) space must show 2 coin icons, got 1"
        ],
        id="rear-space-not-2-coins",
    ),
    pytest.param(
        "companies.toml",
        '{ id = "mombasa",     name = "Mombasa",     colour = "black",  letter = "B", columns = [[0, 1, 0, 1, 2]',
        '{ id = "mombasa",     name = "Mombasa",     colour = "black",  letter = "B", columns = [[1, 0, 1, 2]',
        ["companies.toml: company mombasa, column 1: a column must have 5 spaces, found 4"],
        id="short-column",
    ),
    pytest.param(
        "tracks.toml",
        "{ special = 1, bonus = 0 },                     # 5",
        "{ special = 1, bonus = 1 },                     # 5",
        ["tracks.toml: track A1: a track has exactly 2 special spaces, the first with bonus 0"],
        id="special-bonus-order",
    ),
    pytest.param(
        "tracks.toml",
        "{ special = 2, bonus = 1 },                     # 11",
        "{ special = 3, bonus = 1 },                     # 11",
        ["tracks.toml: track A1, space 11: a special space pays 1 or 2 pounds, got 3"],
        id="special-pounds",
    ),
    pytest.param(
        "tracks.toml",
        "{ capital_call = 5 },                           # 14",
        "{},                                             # 14",
        [],  # still 1 capital call on A1: allowed
        id="one-capital-call-is-fine",
    ),
    pytest.param(
        "tracks.toml",
        'kind = "bonus_markers", level = 1',
        'kind = "cotton", level = 1',
        ["tracks.toml: track B2: both bonuses of a track are of one kind"],
        id="mixed-bonus-pair",
    ),
    pytest.param(
        "tracks.toml",
        'mombasa = "A1"',
        'mombasa = "A2"',
        ["tracks.toml: first_game: the first game uses A1 at Mombasa"],
        id="first-game-fact",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "D04", letter = "D", kind = "share", share = "cairo", crate = 2 }',
        '{ id = "D04", letter = "D", kind = "goods", good = "coffee", units = 2, crate = 2 }',
        [
            "cards.toml: card D04: all D/E cards are single-share cards",
            "single-share cards of cairo, found 1",
        ],
        id="d-card-not-a-share",
    ),
    pytest.param(
        "cards.toml",
        "diamonds = 1, pounds = 2, crate = 2",
        "diamonds = 2, pounds = 2, crate = 2",
        ["cards.toml: card A09: the generic diamond merchant gives 1 diamond step and 2 pounds"],
        id="generic-merchant",
    ),
    pytest.param(
        "cards.toml",
        "units = 4, crate = 3 },",
        "units = 5, crate = 3 },",
        ["cards.toml: card B07: units must be 1 to 4, got 5"],
        id="goods-units-range",
    ),
    pytest.param(
        "books.toml",
        "rewards = { remove_posts = 2 } },",
        "rewards = { remove_posts = 3 } },",
        ["books.toml: book C02: remove_posts must be 1 or 2, got 3"],
        id="remove-posts-range",
    ),
    pytest.param(
        "books.toml",
        '{ id = "A01", letter = "A", requirements = { coffee = 1 }',
        '{ id = "A01", letter = "A", requirements = { cofee = 1 }',
        ["books.toml: book A01: unknown requirement 'cofee'"],
        id="unknown-requirement",
    ),
    pytest.param(
        "board.toml",
        '  ["C", "C"],  # round 7',
        '  ["C", "B"],  # round 7',
        ["board.toml: book_display: the book display has 4 spaces of letter B, found 5"],
        id="book-display-letters",
    ),
    pytest.param(
        "board.toml",
        "4 = [0, 2, 2, 2, 2, 2, 2]",
        "4 = [0, 2, 2, 2, 2, 2, 1]",
        ["board.toml: round_coins: round coins are"],
        id="round-coins-fact",
    ),
    pytest.param(
        "board.toml",
        "{ minimum = 5, steps = 4, remove_posts = 1 },",
        "{ minimum = 5, steps = 4 },",
        ["board.toml: majority space coffee: the rulebook's coffee tiers are"],
        id="coffee-tiers-fact",
    ),
    pytest.param(
        "player_board.toml",
        "{ value = 5, unlocks_slot = true },   # 6",
        "{ value = 5 },                        # 6",
        [
            "player_board.toml: diamond track: exactly one space after the start unlocks an action slot"
        ],
        id="diamond-unlock",
    ),
    pytest.param(
        "bonus_tiles.toml",
        'kind = "expansion",      amount = 2, cost = 2',
        'kind = "expansion",      amount = 2, cost = 3',
        ["bonus_tiles.toml: bonus tile expansion: a bonus tile space costs 1 or 2 pounds, got 3"],
        id="bonus-tile-cost",
    ),
]


@pytest.mark.parametrize(("name", "old", "new", "expected"), BREAKS)
def test_broken_data_is_refused_in_plain_words(copy, name, old, new, expected):
    edit(copy, name, old, new)
    if not expected:
        load_components_from(copy)
        return
    message = problem(copy)
    for part in expected:
        assert part in message, message


# -- shape errors: missing keys, unknown keys, wrong types, bad files ---------------------------
SHAPES = [
    pytest.param(
        "cards.toml",
        '{ id = "A02", letter = "A", kind = "goods", good = "bananas", units = 2, crate = 1 }',
        '{ id = "A02", letter = "A", kind = "goods", good = "bananas", units = 2, crat = 1 }',
        ["cards.toml: card A02: crate is missing"],
        id="missing-key",
    ),
    pytest.param(
        "cards.toml",
        '{ id = "A02", letter = "A", kind = "goods", good = "bananas", units = 2, crate = 1 }',
        '{ id = "A02", letter = "A", kind = "goods", good = "bananas", units = 2, crate = 1, colour = "red" }',
        ["cards.toml: card A02: unknown key 'colour'"],
        id="unknown-key",
    ),
    pytest.param(
        "map.toml",
        'rewards = { pounds = 2 } },\n  { id = "nubia"',
        'rewards = { gold = 2 } },\n  { id = "nubia"',
        ["map.toml: region nile_delta, rewards: unknown key 'gold'"],
        id="unknown-reward",
    ),
    pytest.param(
        "tracks.toml",
        "{ shares = 1 },                                 # 2",
        "{ share = 1 },                                  # 2",
        ["tracks.toml: track A1, space 2: unknown key 'share'"],
        id="unknown-track-key",
    ),
    pytest.param(
        "books.toml",
        '{ id = "A05", letter = "A", requirements = { bananas = 2 }',
        '{ id = "A05", letter = "A", requirements = { bananas = "two" }',
        ["books.toml: book A05, requirements: bananas must be a whole number >= 1, got 'two'"],
        id="bad-requirement-type",
    ),
    pytest.param(
        "starting_tiles.toml",
        'resting_cards = ["s_coffee_1", "s_bananas_1", "s_expansion_1"]',
        'resting_cards = ["s_coffee_1", "s_bananas_1"]',
        ["starting_tiles.toml: starting tile T10: resting_cards must be 3 starting-card ids"],
        id="two-resting-cards",
    ),
    pytest.param(
        "board.toml",
        '[game]\nsource = "rulebook"',
        '[game]\nsource = "guess"',
        [
            "board.toml: section [game]: source must be one of rulebook, reconstructed, mixed, got 'guess'"
        ],
        id="bad-source",
    ),
    pytest.param(
        "board.toml",
        '[game]\nsource = "rulebook"\n',
        "[game]\n",
        ["board.toml: section [game]: source is missing"],
        id="missing-source",
    ),
    pytest.param(
        "board.toml",
        "per_colour = 5",
        "per_colour = 5\nfive = 2",
        ["board.toml: section [bonus_markers]: unknown key 'five'"],
        id="non-numeric-player-count",
    ),
    pytest.param(
        "player_board.toml",
        "action_slots = 3",
        "action_slots = 3.5",
        [
            "player_board.toml: section [player_board]: action_slots must be a whole number >= 1, got 3.5"
        ],
        id="float",
    ),
    pytest.param(
        "companies.toml",
        "[companies]",
        "[companys]",
        ["companies.toml: section [companies] is missing"],
        id="missing-section",
    ),
    pytest.param(
        "map.toml",
        '{ a = "base:cairo",       b = "sahara",        points = 2 },',
        '{ a = "base:cairo",       b = "sahara",        points = 2 ',
        ["map.toml: not valid TOML"],
        id="invalid-toml",
    ),
]


@pytest.mark.parametrize(("name", "old", "new", "expected"), SHAPES)
def test_shape_errors_are_plain_words(copy, name, old, new, expected):
    edit(copy, name, old, new)
    message = problem(copy)
    for part in expected:
        assert part in message, message


def test_a_missing_file_is_named(copy):
    (copy / "books.toml").unlink()
    assert problem(copy) == "books.toml: the file is missing"


def test_every_problem_is_listed_at_once(copy):
    edit(copy, "tracks.toml", 'mombasa = "A1"', 'mombasa = "A2"')
    edit(copy, "board.toml", "rounds = 7", "rounds = 8")
    message = problem(copy)
    assert message.startswith("the component data has 2 problems:")
    assert "tracks.toml: first_game:" in message and "board.toml: game: rounds must be 7" in message


def test_structural_garbage_never_escapes_as_a_raw_error():
    """Odd but valid TOML in every file gives a DataError, never KeyError/TypeError."""
    texts = {name: (DATA / name).read_text(encoding="utf-8") for name in DATA_FILES}
    for name in DATA_FILES:
        for garbage in ("", "x = 1", "items = 3", "[x]\nitems = []", "source = 1"):
            broken = dict(texts, **{name: garbage})
            with pytest.raises(DataError) as info:
                load_components_from_texts(broken)
            assert str(info.value).startswith(name), (name, garbage, str(info.value))


def test_the_check_command(copy):
    code, text = check()
    assert code == 0 and text.startswith("OK: 4 companies, 24 regions")
    code, text = check(copy)
    assert code == 0
    edit(
        copy,
        "tracks.toml",
        "{ capital_call = 3 },                           # 8",
        '{ capital_call = "x" }, # 8',
    )
    code, text = check(copy)
    assert code == 1
    assert (
        "tracks.toml: track A1, space 8: capital_call must be a whole number >= 0, got 'x'" in text
    )
    code, text = check(copy / "nowhere")
    assert code == 1 and "no such folder" in text


def test_random_edits_give_data_errors_or_load():
    """100 seeded random edits of numbers and ids: each loads or raises DataError, nothing else."""
    import random
    import re

    texts = {name: (DATA / name).read_text(encoding="utf-8") for name in DATA_FILES}
    rng = random.Random(7)
    tokens = ["0", "9", "-1", '"x"', "true", "[]", "{}", "1.5", '"base:cairo"', '"A1"']
    spots = {
        name: [m.start() for m in re.finditer(r"\b\d+\b|\"[a-z_0-9:]+\"", t)]
        for name, t in texts.items()
    }
    for _ in range(100):
        name = rng.choice(DATA_FILES)
        at = rng.choice(spots[name])
        text = texts[name]
        end = re.compile(r"\b\d+\b|\"[a-z_0-9:]+\"").match(text, at).end()
        broken = dict(texts, **{name: text[:at] + rng.choice(tokens) + text[end:]})
        try:
            load_components_from_texts(broken)
        except DataError as exc:
            assert str(exc).split(":")[0].endswith(".toml") or str(exc).startswith(
                "the component data"
            )
