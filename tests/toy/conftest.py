"""The toy plug-in's own bot fixture: a process that has never seen the toy game, and a bot
that finds it through the ``GAME_PLUGINS`` setting alone."""

from __future__ import annotations

import sys

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.games import profiles
from render import registry
from rules import core


@pytest.fixture
def unregistered(monkeypatch):
    """The registries of engines, pictures and bot records without the toy game, and its
    modules unimported: what a bot process is before it reads GAME_PLUGINS (other tests of this
    process registered it; everything is put back after the test). The built-in games are
    found first, as the bot would, so that only the toy game is missing."""
    profiles.registered_profiles()
    monkeypatch.setattr(core, "_FACTORIES", {k: v for k, v in core._FACTORIES.items() if k != "toy"})
    monkeypatch.setattr(core, "_INSTANCES", {k: v for k, v in core._INSTANCES.items() if k != "toy"})
    monkeypatch.setattr(profiles, "_PROFILES", {k: v for k, v in profiles._PROFILES.items() if k != "toy"})
    monkeypatch.setattr(registry, "_ENTRIES", {k: v for k, v in registry._ENTRIES.items() if k[0] != "toy"})
    monkeypatch.setattr(registry, "_LOADED", registry._LOADED - {"toy"})
    for name in [m for m in sys.modules if m == "tests.toy" or m.startswith("tests.toy.")]:
        monkeypatch.delitem(sys.modules, name)


@pytest.fixture
def simcord_bot(unregistered, tmp_path):
    """A bot that hosts every game it finds (no ``games=``), told of the toy plug-in (its
    engine and record, and its pictures) only by its settings."""
    settings = Settings(discord_token="simcord-test-token", database_path=tmp_path / "bot.sqlite3",
                        game_plugins=("tests.toy.plugin", "tests.toy.pictures"))
    return GameHost(settings)
