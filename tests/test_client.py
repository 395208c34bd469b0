"""The client starts offline-testably: intents, database on first start, plain start-up errors."""

from __future__ import annotations

import discord
import pytest

import bot.client as client
from bot.client import GameHost, bot_intents, open_database
from bot.config import ConfigError, Settings

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbcde.the-secret-part_XYZ0123456789ab"


def settings_at(tmp_path, **kw) -> Settings:
    return Settings(discord_token=TOKEN, database_path=tmp_path / "m.sqlite3", **kw)


def test_no_privileged_intents():
    intents = bot_intents()
    assert not intents.message_content
    assert not intents.members
    assert not intents.presences
    assert intents.guilds  # needed for threads and app commands


def test_first_start_creates_the_database_with_migrations(tmp_path):
    path = tmp_path / "m.sqlite3"
    db = open_database(path)
    try:
        assert path.is_file()
        assert db.table_names(), "migrations should have created tables"
    finally:
        db.close()


def test_a_file_that_is_not_a_database_is_a_config_error(tmp_path):
    path = tmp_path / "m.sqlite3"
    path.write_text("this is not sqlite" * 100)
    with pytest.raises(ConfigError, match="DATABASE_PATH") as info:
        open_database(path)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("guild_id", [None, 123456789012345678])
async def test_setup_hook_syncs_to_the_dev_guild_or_globally(tmp_path, monkeypatch, guild_id):
    bot = GameHost(settings_at(tmp_path, dev_guild_id=guild_id))
    synced = []

    async def fake_sync(*, guild=None):
        synced.append(guild)
        return []

    monkeypatch.setattr(bot.tree, "sync", fake_sync)
    try:
        await bot.setup_hook()
    finally:
        await bot.close()
    assert len(synced) == 1
    if guild_id is None:
        assert synced[0] is None
    else:
        assert synced[0].id == guild_id


async def test_a_refused_sync_is_logged_not_fatal(tmp_path, monkeypatch, caplog):
    bot = GameHost(settings_at(tmp_path, dev_guild_id=42))

    class Response:
        status = 403
        reason = "Forbidden"

    async def refused(*, guild=None):
        raise discord.Forbidden(Response(), {"code": 50001, "message": "Missing Access"})

    monkeypatch.setattr(bot.tree, "sync", refused)
    assert await bot.sync_commands() == []
    assert "applications.commands" in caplog.text
    assert client.log.name == "bot.client"


def test_a_game_plugin_that_does_not_load_stops_the_start_in_one_line(tmp_path):
    """GAME_PLUGINS naming a module that is not there: the bot does not start, and says which."""
    from bot.client import GameHost, StartupError
    from bot.config import Settings

    settings = Settings(discord_token="t", database_path=tmp_path / "db.sqlite3",
                        game_plugins=("no_such_game.plugin",))
    with pytest.raises(StartupError, match="a game does not load: No module named 'no_such_game'"):
        GameHost(settings)


async def test_a_started_bot_sets_the_collector_once_per_process(tmp_path, monkeypatch):
    """bot/heap.py: once the bot has started, what start-up built goes to the collector's
    permanent generation and the youngest generation grows to heap.YOUNG objects; a second
    bot in the same process (the tests) changes nothing more."""
    import gc

    from bot import heap

    monkeypatch.setattr(heap, "_done", False)
    frozen: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(gc.get_freeze_count()))
    threshold = gc.get_threshold()
    gc.set_threshold(700, *threshold[1:])  # CPython's default, as before any bot started
    try:
        for _ in range(2):
            bot = GameHost(settings_at(tmp_path))
            monkeypatch.setattr(bot.tree, "sync", lambda *, guild=None: _no_commands())
            try:
                await bot.setup_hook()
            finally:
                await bot.close()
            assert gc.get_threshold()[0] == heap.YOUNG
        assert len(frozen) == 1
        assert heap.tune() is False
    finally:
        gc.set_threshold(*threshold)


async def _no_commands() -> list:
    return []
