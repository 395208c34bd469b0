"""The command line: ``mombasa-bot [--env-file PATH] [command]`` (also ``python -m bot``).

Commands, each for an admin running the bot all year:

- ``run`` (the default): start the bot and serve until SIGTERM or Ctrl+C (``bot.serve``).
- ``check``: the settings, the database (readable, intact, migrations pending) and whether
  Discord answers with this token; exit 0 when all is well, 1 otherwise.
- ``backup PATH``: a consistent copy of the database while the bot runs (SQLite's online
  backup, safe under WAL, unlike ``cp``), checked after it is written.
- ``migrate [--dry-run]``: apply the pending schema migrations (``run`` does it too), or
  list them.
- ``invite-url``: the link that adds the bot to a server, with the permissions it needs.
- ``ratings [--rebuild]``: how many finished games the skill ratings hold, or (``--rebuild``)
  every rating recomputed from the stored results (after an upgrade that changes the
  formula); a game with a damaged result row is named and left out, exit status 1.

A problem with the settings is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

from bot import serve as serving  # through the module: a test replaces bot.serve.serve
from bot.backup import BackupError, backup
from bot.config import (
    DEFAULT_ENV_FILE,
    ConfigError,
    Settings,
    application_id,
    load_settings,
    prepare_database_dir,
)
from bot.logs import setup_logging
from bot.store import GameStore
from bot.store.db import connect
from bot.version import __version__
from migrations import MIGRATIONS

__all__ = ["EXIT_CONFIG", "EXIT_PROBLEM", "INVITE_PERMISSIONS", "main", "parser"]

log = logging.getLogger("bot")

EXIT_CONFIG = 2  # a setting to fix: nothing was started
EXIT_PROBLEM = 1  # could not start, or ``check`` found a problem

# Send Messages, Create Public Threads, Send Messages in Threads, Attach Files, Embed Links,
# Read Message History (discord.Permissions(...).value; README "Create the application").
INVITE_PERMISSIONS = 309237762048


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="mombasa-bot",
        description="A Discord bot that hosts the board games Mombasa and Batavia.",
        epilog="Settings come from the environment and from .env (see .env.example). "
        "With no command, the bot runs.",
    )
    top.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    top.add_argument(
        "--env-file",
        metavar="PATH",
        help=f"read the settings from this file instead of {DEFAULT_ENV_FILE} in the current folder",
    )
    commands = top.add_subparsers(dest="command", metavar="[command]")
    commands.add_parser("run", help="start the bot (the default)")
    commands.add_parser(
        "check", help="check the settings, the database and that Discord answers, then exit"
    )
    backup = commands.add_parser(
        "backup", help="write a consistent copy of the database to PATH (safe while the bot runs)"
    )
    backup.add_argument("path", metavar="PATH", type=Path, help="the new file (must not exist)")
    migrate = commands.add_parser("migrate", help="apply pending database migrations")
    migrate.add_argument(
        "--dry-run", action="store_true", help="only list the pending migrations"
    )
    commands.add_parser("invite-url", help="print the link that adds the bot to a server")
    ratings = commands.add_parser(
        "ratings", help="count the games the skill ratings hold, or rebuild them from the results"
    )
    ratings.add_argument(
        "--rebuild", action="store_true",
        help="recompute every rating from the stored results (safe while the bot runs)",
    )
    return top


def _settings(args: argparse.Namespace) -> Settings:
    if args.env_file:
        return load_settings(env_file=args.env_file, env_file_required=True)
    return load_settings()


def _warn(settings: Settings) -> None:
    for warning in settings.warnings:
        log.warning("%s", warning)


def _run(settings: Settings) -> int:
    setup_logging(settings)
    _warn(settings)
    database = prepare_database_dir(settings)
    log.info(
        "Starting mombasa-bot %s (database %s, commands %s, log level %s)",
        __version__,
        database,
        f"on development server {settings.dev_guild_id}"
        if settings.dev_guild_id is not None
        else "global",
        settings.log_level,
    )
    try:
        serving.serve(settings)
    except serving.StartupError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    return 0


def _check(settings: Settings) -> int:
    ok = True
    print(f"mombasa-bot {__version__}")
    where = settings.env_file if settings.env_file and settings.env_file.is_file() else None
    print(f"settings: fine (read from the environment{f' and {where}' if where else ''})")
    for warning in settings.warnings:
        print(f"settings: warning: {warning}")
    path = settings.database_path
    if not path.exists():
        print(f"database: {path} does not exist yet (it is created on the first start)")
    else:
        try:
            db = connect(path, migrate=False)
            try:
                intact = db.execute("PRAGMA quick_check").fetchone()[0]
                pending = [m.name for m in MIGRATIONS.pending(db)]
                games = db.execute("SELECT count(*) FROM games").fetchone()[0] if db[
                    "games"].exists() else 0
            finally:
                db.close()
        except sqlite3.Error as exc:
            print(f"database: {path} cannot be read ({exc})")
            ok = False
        else:
            if intact != "ok":
                print(f"database: {path} is damaged ({intact}): restore it from a backup")
                ok = False
            else:
                print(f"database: {path} is intact, {games} game(s)")
            if pending:
                print(f"database: {len(pending)} migration(s) pending ({', '.join(pending)}): "
                      "`mombasa-bot migrate` applies them (so does starting the bot)")
            else:
                print("database: schema up to date")
    answer = asyncio.run(serving.discord_answers(settings.discord_token))
    print(f"discord: {answer.text}")
    ok = ok and answer.ok
    return 0 if ok else EXIT_PROBLEM


def _backup(settings: Settings, target: Path) -> int:
    try:
        copied = backup(settings.database_path, target)
    except BackupError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    print(f"backed up {copied.games} game(s) to {copied.path} ({copied.size:,} bytes), checked intact")
    return 0


def _migrate(settings: Settings, dry_run: bool) -> int:
    prepare_database_dir(settings)
    try:
        db = connect(settings.database_path, migrate=False)
    except sqlite3.Error as exc:
        print(f"cannot open the database {settings.database_path} ({exc})", file=sys.stderr)
        return EXIT_PROBLEM
    try:
        pending = [m.name for m in MIGRATIONS.pending(db)]
        if not pending:
            print(f"{settings.database_path}: schema up to date, nothing to do")
            return 0
        if dry_run:
            print(f"{settings.database_path}: {len(pending)} migration(s) pending:")
            for name in pending:
                print(f"  {name}")
            return 0
        MIGRATIONS.apply(db)
        print(f"{settings.database_path}: applied {len(pending)} migration(s): {', '.join(pending)}")
        return 0
    finally:
        db.close()


def _ratings(settings: Settings, rebuild: bool) -> int:
    path = settings.database_path
    if not path.exists():
        print(f"{path} does not exist yet: no results to rate")
        return 0
    try:
        store = GameStore.open(path)
    except sqlite3.Error as exc:
        print(f"cannot open the database {path} ({exc})", file=sys.stderr)
        return EXIT_PROBLEM
    try:
        if not rebuild:
            rated, finished = store.rating_counts()
            print(f"{path}: {rated} of {finished} finished game(s) rated")
            if rated < finished:
                print("`mombasa-bot ratings --rebuild` rates them all (and names any it cannot)")
            return 0
        done = store.rebuild_ratings()
        print(f"{path}: rebuilt {done.ratings} rating(s) from {done.games} game(s)")
        if done.skipped:
            print(f"left out {len(done.skipped)} game(s) with a damaged result:")
            for skipped in done.skipped:
                print(f"  {skipped}")
            return EXIT_PROBLEM
        return 0
    finally:
        store.close()


def invite_url(client_id: int) -> str:
    return (
        f"https://discord.com/oauth2/authorize?client_id={client_id}"
        f"&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}"
    )


def _invite(settings: Settings) -> int:
    client_id = application_id(settings.discord_token)
    if client_id is None:  # pragma: no cover - load_settings already refused such a token
        print("the token does not carry the application id", file=sys.stderr)
        return EXIT_PROBLEM
    print("Add the bot to a server (you need Manage Server there):")
    print(invite_url(client_id))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    command = args.command or "run"
    try:
        settings = _settings(args)
        if command == "run":
            return _run(settings)
        if command == "check":
            return _check(settings)
        if command == "backup":
            return _backup(settings, args.path)
        if command == "migrate":
            return _migrate(settings, args.dry_run)
        if command == "ratings":
            return _ratings(settings, args.rebuild)
        return _invite(settings)
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_CONFIG
