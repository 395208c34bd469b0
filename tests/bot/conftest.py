"""Bot tests: the real GameHost in the simcord offline simulator, on a temporary database.

Games use the tiny "toy" game (tests/toy/), a plug-in the bot loads as any game from
outside (``game_plugins``, ``tests.toy.plugin``): secret simultaneous picks stand in for
Mombasa's planning, bank/draw for turn actions. ``world`` builds a server with a channel
and four members; ``restart`` replaces the client with a new one on the same database.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.games import plugins

# Every bot of these tests hosts the toy game, as a deployment with GAME_PLUGINS set does:
# loaded once here (the route make_bot's setting takes), so that a bot built without the
# setting hosts the same games whatever test ran before it in this process.
TOY_PLUGIN = "tests.toy.plugin"
plugins.load([TOY_PLUGIN])


def make_bot(db_path: Path) -> GameHost:
    settings = Settings(discord_token="simcord-test-token", database_path=db_path,
                        game_plugins=(TOY_PLUGIN,))
    return GameHost(settings, games=("toy",))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def simcord_bot(db_path: Path) -> GameHost:
    return make_bot(db_path)


@dataclass
class World:
    env: object
    guild: object
    channel: object
    players: list  # MemberActor: alice, bob, carol, dave
    outsider: object


@pytest.fixture
def world(simcord_env) -> World:
    env = simcord_env
    guild = env.create_guild("Traders")
    channel = guild.create_text_channel("games")
    players = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol", "dave")]
    outsider = guild.add_member(env.create_user("eve"))
    return World(env, guild, channel, players, outsider)


@pytest.fixture
def world5(world) -> World:
    """The ``world`` with a fifth player, frank (Batavia seats 3 to 5)."""
    frank = world.guild.add_member(world.env.create_user("frank"))
    return World(world.env, world.guild, world.channel, [*world.players, frank], world.outsider)


def pytest_configure(config):
    config.addinivalue_line("markers", "expect_errors: the test provokes an unexpected error")


@pytest.fixture(autouse=True)
def no_unexpected_errors(caplog, request):
    """Every unexpected error is logged by bot.errors: a test fails if one happened."""
    caplog.set_level(logging.WARNING)
    yield
    if request.node.get_closest_marker("expect_errors"):
        return
    bad = [r for r in caplog.records if r.name == "bot.errors" and r.levelno >= logging.ERROR]
    assert not bad, "unexpected bot errors: " + "; ".join(r.getMessage() for r in bad)
