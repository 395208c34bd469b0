"""Bot tests: the real GameHost in the simcord offline simulator, on a temporary database.

Games use the tiny "toy" game (tests/toy/), a plug-in the bot loads as any game from
outside (``game_plugins``, ``tests.toy.plugin``): secret simultaneous picks stand in for
Mombasa's planning, bank/draw for turn actions. ``world`` builds a server with a channel
and four members; ``restart`` replaces the client with a new one on the same database.

The database is SQLite; a module marked ``both_backends`` runs each of its tests twice, on
SQLite and on PostgreSQL (the ``database`` fixture: a path or a URL; ``make_bot`` takes
either). Those are the game tests that go through the whole store: moves, undo, restarts,
reminders, several games.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
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


def bot_settings(database: Path | str) -> Settings:
    """A test bot's settings on ``database``: a SQLite file, or a PostgreSQL URL."""
    if isinstance(database, str):
        return Settings(discord_token="simcord-test-token", database_path=Path("unused.sqlite3"),
                        database_url=database)
    return Settings(discord_token="simcord-test-token", database_path=database)


def make_bot(database: Path | str) -> GameHost:
    return GameHost(replace(bot_settings(database), game_plugins=(TOY_PLUGIN,)), games=("toy",))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def database(request, db_path: Path) -> Path | str:
    """The bot's database: the SQLite file, or (a ``both_backends`` module's second run) a
    fresh PostgreSQL database's URL."""
    if getattr(request, "param", "sqlite") == "postgres":
        return request.getfixturevalue("postgres_url")
    return db_path


def pytest_generate_tests(metafunc):
    if "database" in metafunc.fixturenames and metafunc.definition.get_closest_marker("both_backends"):
        metafunc.parametrize("database", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
def simcord_bot(database: Path | str) -> GameHost:
    return make_bot(database)


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
    config.addinivalue_line("markers", "both_backends: each test runs on SQLite and on PostgreSQL")


@pytest.fixture(autouse=True)
def no_unexpected_errors(caplog, request):
    """Every unexpected error is logged by bot.errors: a test fails if one happened."""
    caplog.set_level(logging.WARNING)
    yield
    if request.node.get_closest_marker("expect_errors"):
        return
    bad = [r for r in caplog.records if r.name == "bot.errors" and r.levelno >= logging.ERROR]
    assert not bad, "unexpected bot errors: " + "; ".join(r.getMessage() for r in bad)
