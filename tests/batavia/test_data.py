"""The component data: what the rulebook states is checked on every load, and a broken
file is refused with a message naming the file, the item and the problem."""

from __future__ import annotations

from collections import Counter
from importlib import resources

import pytest

from rules.batavia.components import Catalog
from rules.batavia.loader import DATA_FILES, DataError, load_components, load_components_from_texts


def _texts() -> dict[str, str]:
    return {name: resources.files("rules.batavia.data").joinpath(name).read_text(encoding="utf-8")
            for name in DATA_FILES}


def test_the_packaged_components():
    comp = load_components()
    D = Catalog(comp)
    assert D.company_ids == ("britain", "denmark", "france", "netherlands", "sweden")
    assert [(k.id, k.value, k.tie) for k in comp.commodities] == [
        ("tea", 10, 5), ("cotton", 11, 5), ("china", 12, 6), ("silk", 13, 6),
        ("ginger", 14, 7), ("nutmeg", 15, 7), ("pepper", 16, 8)]
    assert len(D.cards) == 110 and Counter(D.card_company.values()) == {c: 22 for c in range(5)}
    assert len(comp.trading_posts) == 35 and len(D.quick_start) == 35
    assert len({(p.company, p.commodity) for p in comp.trading_posts}) == 35  # one per warehouse square
    assert comp.exchange_gold == (1, 3, 6, 10, 15) and comp.attack_at == {3: 21, 4: 25, 5: 25}
    assert (comp.notes_per_player, comp.hand_size, comp.crates_per_player) == (15, 10, 12)
    assert comp.pieces["company_seals"] == 5 and comp.pieces["warehouses"] == 7
    assert comp.pieces["promissory_notes"] == 75 and comp.pieces["starter_ship"] == 1
    assert (comp.target_gold, comp.seal_gold, comp.most_notes_gold, comp.most_notes_tied_gold) == (4, 2, 5, 2)


@pytest.mark.parametrize(("file", "old", "new", "says"), [
    ("commodities.toml", "{ id = \"silk\",   value = 13, tie = 6 }", "{ id = \"silk\",   value = 13, tie = 7 }",
     "commodities.toml: commodity silk: the rulebook gives value 13, tie 6; got 13, 7"),
    ("commodities.toml", "tie = 8", "tie = \"x\"", "commodities.toml: commodity pepper: tie must be a whole number >= 1, got 'x'"),
    ("companies.toml", "ship_cards = 22 },\n]", "ship_cards = 21 },\n]", "the ship cards must total 110, got 109"),
    ("companies.toml", "letter = \"S\"", "letter = \"B\"", "every company needs its own letter"),
    ("trading_posts.toml", "commodity = \"tea\", hex = 1 }", "commodity = \"cotton\", hex = 1 }",
     "2 trading posts of britain with cotton, but each warehouse has one square per company"),
    ("trading_posts.toml", "hex = 35 }", "hex = 34 }", "the quick-start hexes must be 1 to 35, each once"),
    ("trading_posts.toml", "company = \"britain\", commodity = \"tea\"", "company = \"prussia\", commodity = \"tea\"",
     "trading post tp01: unknown company 'prussia'"),
    ("trading_posts.toml", ", hex = 2 }", " }", "trading_posts.toml: trading post tp02: hex missing"),
    ("game.toml", "exchange = [1, 3, 6, 10, 15]", "exchange = [1, 3, 6, 10, 16]", "[gold] exchange must be [1, 3, 6, 10, 15]"),
    ("game.toml", "3 = 21", "3 = 22", "[pirates] attack_at must be"),
    ("game.toml", "company_seals = 5", "company_seals = 4", "game.toml: [pieces] company_seals is 5 in the rulebook, got 4"),
    ("game.toml", "warehouses = 7", "warehouses = 0", "game.toml: [pieces]: warehouses must be a whole number >= 1, got 0"),
    ("game.toml", "source = \"rulebook\"\npromissory", "source = \"printed\"\npromissory",
     "game.toml: [materials]: source must be one of rulebook, reconstructed, mixed"),
    ("game.toml", "hand_size = 10", "hand_size = 10\nhand_size = 9", "game.toml: not valid TOML"),
])
def test_a_broken_file_is_refused_naming_file_item_and_problem(file, old, new, says):
    texts = _texts()
    assert old in texts[file]
    texts[file] = texts[file].replace(old, new, 1)
    with pytest.raises(DataError) as info:
        load_components_from_texts(texts)
    assert says in str(info.value)


def test_a_missing_file_is_named():
    texts = _texts()
    del texts["game.toml"]
    with pytest.raises(DataError, match="game.toml: the file is missing"):
        load_components_from_texts(texts)
