"""The bot's configuration: one typed, frozen record read from the environment and ``.env``.

Every setting is named here once, with its default and what a malformed value looks like.
Values come from the process environment and from an optional ``.env`` file in the working
directory; the environment wins. An empty value counts as not set (so ``DEV_GUILD_ID=`` in
``.env`` means "no development server"). The file is read with ``dotenv_values``:
``os.environ`` is never changed.

A missing or malformed setting raises ``ConfigError`` whose message is one line saying what
to set and where; ``python -m bot`` prints it and exits with status 2.

The bot token is a secret: ``repr(settings)`` masks it, it never appears in an error
message, and ``secret_values`` lets the logging set-up redact it from every log line. So is
the password in DATABASE_URL (a PostgreSQL database instead of the SQLite file): people
see the database as ``host:port/name`` (``database_label``).
"""

from __future__ import annotations

import base64
import binascii
import difflib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import dotenv_values
from platformdirs import user_data_dir

from bot.shards import Shards

__all__ = [
    "APP_NAME",
    "DEFAULT_ENV_FILE",
    "SETTING_NAMES",
    "LOG_LEVELS",
    "ConfigError",
    "Settings",
    "default_database_path",
    "default_draw_workers",
    "application_id",
    "load_settings",
    "prepare_database_dir",
]

APP_NAME = "mombasa-bot"
DEFAULT_ENV_FILE = ".env"
DATABASE_FILENAME = "mombasa.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
MAX_DRAW_WORKERS = 64
# Every setting the bot reads; any other name that looks like one of these gets a warning.
SETTING_NAMES = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "DRAW_WORKERS",
    "METRICS_PORT",
    "SHARD_COUNT",
    "SHARD_IDS",
    "GAME_PLUGINS",
)
MAX_SHARDS = 4096
# Settings earlier versions read, and why they are gone (a warning says so, once).
RETIRED_SETTINGS = {
    "MAX_SOLO_GAMES": "each player has one solo game running at a time now",
}
# A bot token as the Developer Portal gives it: three base64url parts joined by dots, the
# first the bot's user id (which is also the application id) in base64.
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")


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
    # The loopback port of the metrics and health endpoints (bot.monitor); None: off.
    metrics_port: int | None = None
    # The Discord shards this process connects and whose games it looks after (several
    # processes on one database: SHARD_COUNT and SHARD_IDS); default: the only shard.
    shards: Shards = Shards()
    # Modules of games beyond the built-in ones and the installed entry points, imported at
    # start (bot.games.plugins): each registers its game (engine, pictures, bot record).
    game_plugins: tuple[str, ...] = ()
    # A PostgreSQL database (postgresql://user:password@host:port/name) instead of the
    # SQLite file at database_path; None: SQLite, the default.
    database_url: str | None = None
    # Names in the environment or the .env file that look like settings but are none
    # (``LOGLEVEL``, ``DISCORD_TOKN``): one sentence each, logged at start and by ``check``.
    warnings: tuple[str, ...] = field(default=(), compare=False)
    # Where the settings were read: the .env file's path (absent or not), or None.
    env_file: Path | None = field(default=None, compare=False)

    def __repr__(self) -> str:
        # The token is a password: never print it, not even in a debugger or a crash report.
        token = "'***'" if self.discord_token else "''"
        return (
            f"Settings(discord_token={token}, database_path={str(self.database_path)!r}, "
            f"dev_guild_id={self.dev_guild_id!r}, log_level={self.log_level!r}, "
            f"draw_workers={self.draw_workers!r}, metrics_port={self.metrics_port!r}, "
            f"shards={self.shards!r}, game_plugins={self.game_plugins!r}, "
            f"database_url={url_label(self.database_url) if self.database_url else None!r})"
        )

    __str__ = __repr__

    @property
    def database(self) -> str | Path:
        """What the store opens (``bot.store.db.connect``): the URL, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def database_label(self) -> str:
        """The database in words for logs and messages, without the password."""
        return f"PostgreSQL {url_label(self.database_url)}" if self.database_url else str(
            self.database_path)

    @property
    def secret_values(self) -> tuple[str, ...]:
        """Strings that must never reach a log line (the logging filter redacts them)."""
        secrets = [self.discord_token] if self.discord_token else []
        if self.database_url:
            secrets.append(self.database_url)
            password = urlsplit(self.database_url).password
            if password:
                secrets.append(password)
        return tuple(secrets)


def url_label(url: str) -> str:
    """``host:port/name`` of a database URL: where it is, never who logs in with what."""
    parts = urlsplit(url)
    try:
        port = parts.port or 5432
    except ValueError:
        port = 5432
    name = parts.path.lstrip("/")
    where = f"{parts.hostname or 'localhost'}:{port}"
    return f"{where}/{name}" if name else where


def _where(env_file: str | os.PathLike[str] | None) -> str:
    """Where a setting may be put, naming the .env file by its full path (and saying when
    it was not there), so an admin who started the bot from another folder sees why."""
    if env_file is None:
        return "in the environment"
    path = Path(env_file).expanduser().absolute()
    found = "" if path.is_file() else ", which does not exist; or name another with --env-file"
    return f"in the environment or in {path}{found} (see .env.example)"


def _read_env_file(env_file: str | os.PathLike[str] | None, required: bool = False) -> dict[str, str]:
    if env_file is None:
        return {}
    path = Path(env_file).expanduser()
    if not path.is_file():
        if required:
            raise ConfigError(
                f"the settings file {path.absolute()} does not exist: check the path given "
                "to --env-file, or leave it out to read .env in the current folder"
            )
        return {}  # the default .env is optional
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
    if not _TOKEN_SHAPE.fullmatch(token) or application_id(token) is None:
        raise ConfigError(
            f"DISCORD_TOKEN does not look like a bot token ({len(token)} characters; a bot "
            "token is about 70, three parts joined by dots): copy the whole token from the "
            f"Developer Portal (your application > Bot > Reset Token) {where}"
        )
    return token


def application_id(token: str) -> int | None:
    """The bot's user id, which is its application's id, read from the token's first part
    (base64 of the id's digits); None when it is not one."""
    first = token.split(".", 1)[0]
    try:
        digits = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(digits) if digits.isdigit() and 15 <= len(digits) <= 21 else None


def _lookalikes(environ: Mapping[str, str], file_values: Mapping[str, str], env_file) -> tuple[str, ...]:
    """A warning for each name that is not a setting but looks like one: any unknown name in
    the .env file (it holds only our settings), and environment names close to a setting's."""
    warnings = []
    known = set(SETTING_NAMES)
    sources = [(name, f"in {Path(env_file).absolute()}", True) for name in file_values]
    sources += [(name, "in the environment", False) for name in environ]
    seen = set()
    for name, where, from_file in sources:
        if name in known or name in seen:
            continue
        upper = name.upper()
        if upper in RETIRED_SETTINGS:
            warnings.append(f"{name} {where} is no longer read: {RETIRED_SETTINGS[upper]}")
            seen.add(name)
            continue
        close = difflib.get_close_matches(upper, SETTING_NAMES, n=1, cutoff=0.8)
        if upper in known:
            close = [upper]
        if close:
            warnings.append(f"{name} {where} is not a setting of the bot: did you mean {close[0]}?")
        elif from_file:
            warnings.append(
                f"{name} {where} is not a setting of the bot (its settings: {', '.join(SETTING_NAMES)})"
            )
        else:
            continue
        seen.add(name)
    return tuple(warnings)


def _database_path(environ: Mapping[str, str], file_values: Mapping[str, str]) -> Path:
    value = _lookup("DATABASE_PATH", environ, file_values)
    if value is None:
        return default_database_path()
    return Path(value).expanduser()


def _database_url(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> str | None:
    value = _lookup("DATABASE_URL", environ, file_values)
    if value is None:
        return None
    scheme = value.split("://", 1)[0].lower() if "://" in value else ""
    # never the value itself in the message: it holds the password
    if scheme not in ("postgresql", "postgres"):
        got = f"a {scheme}:// URL" if scheme else "no URL"
        raise ConfigError(
            f"DATABASE_URL must be a PostgreSQL URL such as "
            f"postgresql://mombasa:PASSWORD@localhost:5432/mombasa, got {got}: set it, or "
            f"leave DATABASE_URL empty to keep the games in the SQLite file (DATABASE_PATH), {where}"
        )
    try:
        urlsplit(value).port  # noqa: B018 - a port that is no number raises here
    except ValueError:
        raise ConfigError(
            f"DATABASE_URL is not a readable URL (check the port, and write special characters "
            f"of the password as %XX), {where}") from None
    return value


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


def _metrics_port(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> int | None:
    value = _lookup("METRICS_PORT", environ, file_values)
    if value is None:
        return None
    if not (value.isascii() and value.isdigit() and len(value) <= 5) or not 1 <= int(value) <= 65535:
        raise ConfigError(
            f"METRICS_PORT must be a port number from 1 to 65535 (the metrics and health "
            f"endpoints listen on 127.0.0.1 there), got {value!r}: set METRICS_PORT, or leave it "
            f"empty to serve none, {where}"
        )
    return int(value)


def _shards(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> Shards:
    """SHARD_COUNT (default 1) and SHARD_IDS (default: every shard of the count, as
    "0,1" or a range "0-3"): the shards this process serves."""
    count_text = _lookup("SHARD_COUNT", environ, file_values)
    ids_text = _lookup("SHARD_IDS", environ, file_values)
    count = 1
    if count_text is not None:
        if not (count_text.isascii() and count_text.isdigit() and len(count_text) <= 4) \
                or not 1 <= int(count_text) <= MAX_SHARDS:
            raise ConfigError(
                f"SHARD_COUNT must be a whole number from 1 to {MAX_SHARDS} (the number of Discord "
                f"shards of all the bot's processes together), got {count_text!r}: set SHARD_COUNT {where}")
        count = int(count_text)
    if ids_text is None:
        return Shards(count, tuple(range(count)))
    ids: list[int] = []
    for part in ids_text.replace(" ", "").split(","):
        first, _, last = part.partition("-")
        if not (first.isascii() and first.isdigit() and (not last or (last.isascii() and last.isdigit()))):
            ids = []
            break
        ids.extend(range(int(first), int(last or first) + 1))
    if not ids or any(i >= count for i in ids) or len(set(ids)) != len(ids):
        raise ConfigError(
            f"SHARD_IDS must list this process's shards as numbers below SHARD_COUNT ({count}), "
            f"each once, like 0,1 or 0-3, got {ids_text!r}: set SHARD_IDS {where}, or leave it "
            "out to serve every shard")
    return Shards(count, tuple(sorted(ids)))


_MODULE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def _game_plugins(environ: Mapping[str, str], file_values: Mapping[str, str], where: str) -> tuple[str, ...]:
    value = _lookup("GAME_PLUGINS", environ, file_values)
    if value is None:
        return ()
    names = tuple(n for n in re.split(r"[\s,]+", value) if n)
    bad = [n for n in names if not _MODULE_NAME.fullmatch(n)]
    if bad:
        raise ConfigError(
            f"GAME_PLUGINS must name Python modules (like my_game.plugin), separated by commas, "
            f"got {bad[0]!r}: set GAME_PLUGINS, or leave it empty for the built-in games only, {where}"
        )
    return names


def load_settings(
    environ: Mapping[str, str] | None = None,
    env_file: str | os.PathLike[str] | None = DEFAULT_ENV_FILE,
    *,
    env_file_required: bool = False,
) -> Settings:
    """Read and check every setting. Raises ConfigError (one line) for a missing/bad one.

    ``environ`` defaults to ``os.environ``; ``env_file`` (default ``.env`` in the working
    directory, optional) supplies values the environment does not set. ``env_file=None``
    reads no file; ``env_file_required`` (``--env-file``) makes a missing file an error.
    Nothing is created on disk here: see ``prepare_database_dir``.
    """
    env = os.environ if environ is None else environ
    file_values = _read_env_file(env_file, env_file_required)
    where = _where(env_file)
    # Check in the order a newcomer meets them: the token first.
    return Settings(
        discord_token=_token(env, file_values, where),
        database_path=_database_path(env, file_values),
        dev_guild_id=_dev_guild_id(env, file_values, where),
        log_level=_log_level(env, file_values, where),
        draw_workers=_draw_workers(env, file_values, where),
        metrics_port=_metrics_port(env, file_values, where),
        shards=_shards(env, file_values, where),
        game_plugins=_game_plugins(env, file_values, where),
        database_url=_database_url(env, file_values, where),
        warnings=_lookalikes(env, file_values, env_file),
        env_file=None if env_file is None else Path(env_file).expanduser().absolute(),
    )


def prepare_database_dir(settings: Settings) -> Path:
    """Create the database file's parent folders (first start). Returns the database path.

    Raises ConfigError (one line) when the folder cannot be created, e.g. no permission.
    The SQLite file itself is created by the store when it first connects. With
    DATABASE_URL (PostgreSQL) there is no file: nothing is done.
    """
    path = settings.database_path
    if settings.database_url:
        return path
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
