"""Mine icons are printed below diamond icons (rulebook, expansion rewards): the validator
refuses a region with more mines than diamond icons, and the packaged map has none."""

from __future__ import annotations

from rules.mombasa.components.loader import load_components
from tests.mombasa.test_data_validator import copy, edit, problem  # noqa: F401 (copy is a fixture)


def test_no_region_shows_more_mines_than_diamond_icons():
    for r in load_components().regions:
        assert r.mines <= r.rewards.diamonds, r.id


def test_more_mines_than_diamond_icons_is_refused(copy):  # noqa: F811
    edit(copy, "map.toml", "rewards = { pounds = 2, diamonds = 1 }, mines = 1 }",
         "rewards = { pounds = 2, diamonds = 1 }, mines = 2 }")
    message = problem(copy)
    assert "map.toml: region gold_coast: mine icons are printed below diamond icons, so it can show at most 1 mine (one per diamond icon), got 2" in message, message
