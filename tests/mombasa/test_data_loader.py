"""The shipped component data loads (from the package), once, and the check command says so."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import rules.mombasa.data as data_package
from rules.mombasa.components import Components
from rules.mombasa.components.loader import DATA_FILES, SOURCES, load_components

DATA = Path(data_package.__file__).parent


def test_the_shipped_data_loads_and_is_cached():
    first = load_components()
    assert isinstance(first, Components)
    assert load_components() is first


def test_every_data_file_is_packaged_and_listed():
    assert sorted(p.name for p in DATA.glob("*.toml")) == sorted(DATA_FILES)
    assert (DATA / "README.md").is_file()


def test_every_section_says_where_its_values_come_from():
    for name in DATA_FILES:
        doc = tomllib.loads((DATA / name).read_text(encoding="utf-8"))
        for key, section in doc.items():
            items = section if isinstance(section, list) else [section]
            for item in items:
                assert item.get("source") in SOURCES, (name, key)


def test_card_names_are_filled_in():
    c = load_components()
    every = c.market_cards + c.starting_cards + c.expansion_one_cards
    assert all(card.name for card in every)
    names = {card.id: card.name for card in every}
    assert names["C11"] == "Cairo diamond merchant"
    assert names["B01"] == "2 coffee + Cairo share"


def test_the_check_command_runs():
    done = subprocess.run(
        [sys.executable, "-m", "rules.mombasa.components.checkdata"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("OK: 4 companies, 24 regions")
