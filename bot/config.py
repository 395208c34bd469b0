"""The bot's configuration: one typed, frozen record read from the environment and ``.env``.

Every setting is named here once, with its default and what a malformed value looks like.
Values come from the process environment and from an optional ``.env`` file in the working
directory; the environment wins. An empty value counts as not set (so ``DEV_GUILD_ID=`` in
``.env`` means "no development server"). The file is read with ``dotenv_values``:
``os.environ`` is never changed.

A missing or malformed setting raises ``ConfigError`` whose message is one line saying what
to set and where; ``python -m bot`` prints it and exits with status 2.

The bot token is a secret: ``repr(settings)`` masks it, it never appears in an error
message, and ``secret_values`` lets the logging set-up redact it from every log line.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values
from platformdirs import user_data_dir

__all__ = [
    "APP_NAME",
    "DEFAULT_ENV_FILE",
    "LOG_LEVELS",
    "ConfigError",
    "Settings",
    "default_database_path",
    "default_draw_workers",
    "load_settings",
    "prepare_database_dir",
]

APP_NAME = "mombasa-bot"
DEFAULT_ENV_FILE = ".env"
DATABASE_FILENAME = "mombasa.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
MAX_DRAW_WORKERS = 64


class ConfigError(Exception):
    """A setting is missing or malformed. The message is one line saying what to set and where."""


def default_database_path() -> Path:
    """``mombasa.sqlite3`` in the per-user data directory (e.g. ~/.local/share/mombasa-bot)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / DATABASE_FILENAME


@dataclass(frozen=True)
class Settings:
    """Everything the bot reads from its environment. Build it with ``load_settings``."""

    discord_token: str
    database_path: Path
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Processes that draw board images (bot.games.drawing); 0: draw in the bot's process
    # (worker threads). ``load_settings`` sizes it from the machine unless DRAW_WORKERS is
    # set; a Settings built directly (tests) draws in-process.
    draw_workers: int = 0

    def __repr__(self) -> str:
        # The token is a password: never print it, not even in a debugger or a crash report.
        token = "'***'" if self.discord_token else "''"
        return (
            f"Settings(discord_token={token}, database_path={str(self.database_path)!r}, "
            f"dev_guild_id={self.dev_guild_id!r}, log_level={self.log_level!r}, "
            f"draw_workers={self.draw_workers!r})"
        )

    __str__ = __repr__

    @property
    def secret_values(self) -> tuple[str, ...]:
        """Strings that must never reach a log line (the logging filter redacts them)."""
        return (self.discord_token,) if self.discord_token else ()


def _where(env_file: str | os.PathLike[str] | None) -> str:
    if env_file is None:
        return "in the environment"
    return f"in the environment or in {os.fspath(env_file)} (see .env.example)"


def _read_env_file(env_file: str | os.PathLike[str] | None) -> dict[str, str]:
    if env_file is None:
        return {}
    path = Path(env_file)
    if not path.is_file():
        return {}  # the file is optional
    try:
        raw = dotenv_values(path, encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
        raise ConfigError(
            f"{path} could not be read ({reason}): fix or remove that file, "
            "or set the variables in the environment instead"
        ) from None
    # "KEY" on a line of its own parses as None: treat it like an absent key.
    return {key: value for key, value in raw.items() if value is not None}


def _lookup(name: str, environ: Mapping[str, str], file_values: Mapping[str, str]) -> str | None:
    """The environment's value if non-empty, else the file's if non-empty, else None."""
    for source in (environ, file_values):
        value = source.get(name)
        if value is not None and value.strip():
            return value.strip()
    return None


def _token(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> str:
    token = _lookup("DISCORD_TOKEN", environ, file_values)
    if token is None:
        raise ConfigError(f"DISCORD_TOKEN is not set: put DISCORD_TOKEN=<your bot token> {where}")
    # Never echo the token itself in these messages: they are printed and may be logged.
    if token.lower().startswith("bot "):
        raise ConfigError(
            "DISCORD_TOKEN starts with 'Bot ': set DISCORD_TOKEN to the bare token from the "
            f"Developer Portal (Bot > Reset Token), without the prefix, {where}"
        )
    if any(ch.isspace() for ch in token) or (token[0] in "'\"" and token[-1] in "'\""):
        raise ConfigError(
            "DISCORD_TOKEN looks malformed (it contains spaces or quotes): set DISCORD_TOKEN to "
            f"the bare token from the Developer Portal (Bot > Reset Token) {where}"
        )
    return token


def _database_path(environ: Mapping[str, str], file_values: Mapping[str, str]) -> Path:
    value = _lookup("DATABASE_PATH", environ, file_values)
    if value is None:
        return default_database_path()
    return Path(value).expanduser()


def _dev_guild_id(
    environ: Mapping[str, str], file_values: Mapping[str, str], where: str
) -> int | None:
    value = _lookup("DEV_GUILD_ID", environ, file_values)
    if value is None:
        return None
    if not (value.isascii() and value.isdigit()) or int(value) <= 0:
        raise ConfigError(
            f"DEV_GUILD_ID must be a server id (a number like 123456789012345678), got {value!r}: "
            f"copy it with Developer Mode > right-click the server > Copy Server ID, "
            f"or leave DEV_GUILD_ID empty, {where}"
        )
    return int(value)


def _log_level(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> str:
    value = _lookup("LOG_LEVEL", environ, file_values)
    if value is None:
        return "INFO"
    level = value.upper()
    if level not in LOG_LEVELS:
        raise ConfigError(
            f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, got {value!r}: "
            f"set LOG_LEVEL {where}"
        )
    return level


def default_draw_workers() -> int:
    """Drawing processes for this machine: one per core this process may use, less one
    for the bot itself; at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


def _draw_workers(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> int:
    value = _lookup("DRAW_WORKERS", environ, file_values)
    if value is None:
        return default_draw_workers()
    if not (value.isascii() and value.isdigit() and len(value) <= 3) or int(value) > MAX_DRAW_WORKERS:
        raise ConfigError(
            f"DRAW_WORKERS must be a whole number from 0 to {MAX_DRAW_WORKERS} (0: draw images in the "
            f"bot's own process; default: one fewer than the cores), got {value!r}: set DRAW_WORKERS {where}"
        )
    return int(value)


def load_settings(
    environ: Mapping[str, str] | None = None,
    env_file: str | os.PathLike[str] | None = DEFAULT_ENV_FILE,
) -> Settings:
    """Read and check every setting. Raises ConfigError (one line) for a missing/bad one.

    ``environ`` defaults to ``os.environ``; ``env_file`` (default ``.env`` in the working
    directory, optional) supplies values the environment does not set. ``env_file=None``
    reads no file. Nothing is created on disk here: see ``prepare_database_dir``.
    """
    env = os.environ if environ is None else environ
    file_values = _read_env_file(env_file)
    where = _where(env_file)
    # Check in the order a newcomer meets them: the token first.
    return Settings(
        discord_token=_token(env, file_values, where),
        database_path=_database_path(env, file_values),
        dev_guild_id=_dev_guild_id(env, file_values, where),
        log_level=_log_level(env, file_values, where),
        draw_workers=_draw_workers(env, file_values, where),
    )


def prepare_database_dir(settings: Settings) -> Path:
    """Create the database file's parent folders (first start). Returns the database path.

    Raises ConfigError (one line) when the folder cannot be created, e.g. no permission.
    The SQLite file itself is created by the store when it first connects.
    """
    path = settings.database_path
    if path.is_dir():
        raise ConfigError(
            f"DATABASE_PATH points to a folder ({path}): set DATABASE_PATH to a file path "
            "such as /srv/mombasa/mombasa.sqlite3, in the environment or in .env"
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"cannot create the database folder {path.parent} ({exc.strerror or exc}): "
            "set DATABASE_PATH to a writable location, in the environment or in .env"
        ) from None
    return path
