"""Configuration: one line per mistake, environment over .env, the token never shown."""

from __future__ import annotations

import io
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

import bot.cli as entry
import bot.logs as logs
from bot.config import (
    ConfigError,
    Settings,
    default_database_path,
    load_settings,
    prepare_database_dir,
)

REPO = Path(__file__).resolve().parents[1]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbcde.the-secret-part_XYZ0123456789ab"


def load(env: dict[str, str], env_file: Path | None = None) -> Settings:
    return load_settings(environ=env, env_file=env_file)


def test_minimal_settings_need_only_a_token(tmp_path):
    settings = load({"DISCORD_TOKEN": TOKEN}, tmp_path / "absent.env")
    assert settings.discord_token == TOKEN
    assert settings.database_path == default_database_path()
    assert settings.database_path.name == "mombasa.sqlite3"
    assert "mombasa-bot" in settings.database_path.parts
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO"


def test_missing_token_is_one_clear_line(tmp_path):
    with pytest.raises(ConfigError) as info:
        load({}, tmp_path / ".env")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("DISCORD_TOKEN is not set")
    assert "DISCORD_TOKEN=<your bot token>" in message
    assert ".env" in message


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_token_counts_as_missing(blank):
    with pytest.raises(ConfigError, match="DISCORD_TOKEN is not set"):
        load({"DISCORD_TOKEN": blank})


@pytest.mark.parametrize("bad", [f"Bot {TOKEN}", f'"{TOKEN}"', "abc def"])
def test_malformed_token_is_refused_without_echoing_it(bad):
    with pytest.raises(ConfigError) as info:
        load({"DISCORD_TOKEN": bad})
    message = str(info.value)
    assert "\n" not in message and "DISCORD_TOKEN" in message
    assert TOKEN not in message and "abc def" not in message


@pytest.mark.parametrize("value", ["abc", "12.5", "-4", "0", "１２３"])
def test_malformed_dev_guild_id_names_the_variable(value):
    with pytest.raises(ConfigError) as info:
        load({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": value})
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("DEV_GUILD_ID")


@pytest.mark.parametrize("value", ["LOUD", "verbose", "10"])
def test_malformed_log_level_names_the_variable(value):
    with pytest.raises(ConfigError) as info:
        load({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": value})
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("LOG_LEVEL") and "DEBUG" in message


def test_values_are_parsed():
    settings = load(
        {
            "DISCORD_TOKEN": TOKEN,
            "DEV_GUILD_ID": " 123456789012345678 ",
            "LOG_LEVEL": "debug",
            "DATABASE_PATH": "~/games/mombasa.db",
        }
    )
    assert settings.dev_guild_id == 123456789012345678
    assert settings.log_level == "DEBUG"
    assert settings.database_path == Path.home() / "games" / "mombasa.db"


def test_env_file_is_read(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(
        f"# comment\nDISCORD_TOKEN={TOKEN}\nDEV_GUILD_ID=42\nLOG_LEVEL=WARNING\n"
        f"DATABASE_PATH={tmp_path / 'db' / 'x.sqlite3'}\n",
        encoding="utf-8",
    )
    settings = load({}, env_file)
    assert settings.discord_token == TOKEN
    assert settings.dev_guild_id == 42
    assert settings.log_level == "WARNING"
    assert settings.database_path == tmp_path / "db" / "x.sqlite3"


def test_env_file_defaults_to_dot_env_in_the_working_directory(tmp_path, monkeypatch):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert load_settings(environ={}).discord_token == TOKEN


def test_environment_overrides_env_file(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nLOG_LEVEL=ERROR\nDEV_GUILD_ID=1\n")  # the file's token is not read
    settings = load({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "DEBUG"}, env_file)
    assert settings.discord_token == TOKEN
    assert settings.log_level == "DEBUG"
    assert settings.dev_guild_id == 1  # not in the environment: the file's value


def test_empty_environment_value_does_not_hide_the_file(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\n")
    assert load({"DISCORD_TOKEN": ""}, env_file).discord_token == TOKEN


def test_malformed_value_in_env_file_is_reported(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\nDEV_GUILD_ID=my-server\n")
    with pytest.raises(ConfigError, match="^DEV_GUILD_ID .*'my-server'"):
        load({}, env_file)


def test_loading_does_not_touch_os_environ(tmp_path, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\n")
    before = dict(os.environ)
    load_settings(env_file=env_file)
    assert dict(os.environ) == before


def test_token_is_masked_in_repr_and_str(tmp_path):
    settings = load({"DISCORD_TOKEN": TOKEN}, tmp_path / "absent.env")
    for text in (repr(settings), str(settings), f"{settings}", repr([settings])):
        assert TOKEN not in text
        assert "the-secret-part" not in text
        assert "discord_token='***'" in text
    assert "database_path=" in repr(settings) and "log_level='INFO'" in repr(settings)


def test_settings_are_frozen():
    settings = load({"DISCORD_TOKEN": TOKEN})
    with pytest.raises(AttributeError):
        settings.log_level = "DEBUG"  # type: ignore[misc]


def test_prepare_database_dir_creates_parents(tmp_path):
    path = tmp_path / "a" / "b" / "mombasa.sqlite3"
    settings = Settings(discord_token=TOKEN, database_path=path)
    assert prepare_database_dir(settings) == path
    assert path.parent.is_dir()
    assert not path.exists()  # the store creates the file itself


def test_prepare_database_dir_explains_an_unwritable_place(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    settings = Settings(discord_token=TOKEN, database_path=blocker / "sub" / "db.sqlite3")
    with pytest.raises(ConfigError) as info:
        prepare_database_dir(settings)
    assert "\n" not in str(info.value) and "DATABASE_PATH" in str(info.value)


def test_token_never_reaches_the_log():
    settings = Settings(discord_token=TOKEN, database_path=Path("x.sqlite3"), log_level="DEBUG")
    stream = io.StringIO()
    handler = logs.setup_logging(settings, stream=stream)
    try:
        log = logging.getLogger("test.secret")
        log.info("token is %s", TOKEN)
        log.warning(f"embedded {TOKEN} in an f-string")
        try:
            raise RuntimeError(f"failed with {TOKEN}")
        except RuntimeError:
            log.exception("boom")
        log.info("settings: %r", settings)
    finally:
        logging.getLogger().removeHandler(handler)
    output = stream.getvalue()
    assert "token is ***" in output and "boom" in output
    assert "the-secret-part" not in output


def test_main_starts_the_bot_with_the_loaded_settings(tmp_path, monkeypatch):
    started: list[Settings] = []
    monkeypatch.chdir(tmp_path)
    for name in ("DEV_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "data" / "m.sqlite3"))
    import bot.serve

    monkeypatch.setattr(bot.serve, "serve", started.append)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        assert entry.main([]) == 0  # no command: run
    finally:
        for h in list(root.handlers):
            root.removeHandler(h)
        for h in handlers:
            root.addHandler(h)
        root.setLevel(level)
    assert [s.discord_token for s in started] == [TOKEN]
    assert (tmp_path / "data").is_dir()


def test_python_m_bot_without_a_token_prints_one_line_and_exits_2(tmp_path):
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO)}
    if "HOME" in os.environ:
        env["HOME"] = os.environ["HOME"]
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("DISCORD_TOKEN is not set")
    assert result.stdout == ""


def test_game_plugins_name_modules_separated_by_commas():
    assert load({"DISCORD_TOKEN": TOKEN}).game_plugins == ()
    settings = load({"DISCORD_TOKEN": TOKEN, "GAME_PLUGINS": " my_game.plugin, other_game "})
    assert settings.game_plugins == ("my_game.plugin", "other_game")


@pytest.mark.parametrize("value", ["my-game", "games/toy.py", "toy..plugin"])
def test_a_malformed_game_plugin_names_the_variable(value):
    with pytest.raises(ConfigError) as info:
        load({"DISCORD_TOKEN": TOKEN, "GAME_PLUGINS": value})
    message = str(info.value)
    assert "\n" not in message and message.startswith("GAME_PLUGINS") and repr(value) in message


PG_URL = "postgresql://mombasa:Tr0ub4dor-and-3@db.example.org:6543/games"


def test_database_url_chooses_postgresql_and_its_password_is_never_shown():
    settings = load({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": PG_URL}, None)
    assert settings.database == PG_URL
    assert settings.database_label == "PostgreSQL db.example.org:6543/games"
    assert "Tr0ub4dor" not in repr(settings) and "db.example.org:6543/games" in repr(settings)
    stream = io.StringIO()
    handler = logs.setup_logging(settings, stream=stream)
    try:
        logging.getLogger("test.secret").error("could not connect to %s (password %s)", PG_URL,
                                               "Tr0ub4dor-and-3")
    finally:
        logging.getLogger().removeHandler(handler)
    assert "Tr0ub4dor" not in stream.getvalue() and "could not connect" in stream.getvalue()


def test_without_database_url_the_sqlite_file_stays_the_default(tmp_path):
    settings = load({"DISCORD_TOKEN": TOKEN}, tmp_path / "absent.env")
    assert settings.database_url is None and settings.database == default_database_path()


@pytest.mark.parametrize("value, said", [
    ("mysql://root:Hunter2-secret@localhost/games", "got a mysql:// URL"),
    ("/srv/mombasa.sqlite3", "got no URL"),
    ("postgresql://u:Hunter2-secret@host:port/games", "not a readable URL"),
])
def test_a_database_url_that_is_no_postgresql_url_is_refused_without_echoing_it(value, said):
    with pytest.raises(ConfigError) as info:
        load({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": value}, None)
    assert "DATABASE_URL" in str(info.value) and said in str(info.value)
    assert "Hunter2" not in str(info.value)
