"""The command line: ``mombasa-bot [--env-file PATH] [command]`` (also ``python -m bot``).

Commands, each for an admin running the bot all year:

- ``run`` (the default): start the bot and serve until SIGTERM or Ctrl+C (``bot.serve``).
- ``check``: the settings, the database (readable, intact, migrations pending) and whether
  Discord answers with this token; exit 0 when all is well, 1 otherwise.
- ``backup PATH``: a consistent copy of the database while the bot runs (SQLite's online
  backup, safe under WAL, unlike ``cp``), checked after it is written. On PostgreSQL
  (DATABASE_URL) it says to use ``pg_dump``.

With DATABASE_URL set, the database is PostgreSQL; it is named by ``host:port/name`` only,
never with its password.
- ``migrate [--dry-run]``: apply the pending schema migrations (``run`` does it too), or
  list them.
- ``copy-db --from sqlite:///path --to postgresql://...``: move an install to another
  database (PostgreSQL, for one), then verify every game there (``bot.store.copy_db``).
- ``invite-url``: the links that add the bot to a server (with the permissions it needs) and
  the app to a user's own account.
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

import migrations
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
from bot.invite import INVITE_PERMISSIONS, server_install_url, user_install_url
from bot.logs import setup_logging
from bot.store import GameStore
from bot.store.copy_db import CopyRefused, copy_database, database_target, label
from bot.store.db import connect
from bot.store.postgres import DatabaseUnavailable
from bot.version import __version__

__all__ = ["EXIT_CONFIG", "EXIT_PROBLEM", "INVITE_PERMISSIONS", "main", "parser"]

log = logging.getLogger("bot")

EXIT_CONFIG = 2  # a setting to fix: nothing was started
EXIT_PROBLEM = 1  # could not start, or ``check`` found a problem



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
    commands.add_parser("invite-url", help="print the links that add the bot to a server or the app to your own account")
    copy = commands.add_parser(
        "copy-db", help="copy every game to another database (e.g. PostgreSQL) and verify them there",
        description="Copy the whole install from a SQLite file to another database that holds "
        "no games yet, then replay every game there to verify it. Stop the bot first.")
    copy.add_argument("--from", dest="source", metavar="SOURCE", required=True,
                      help="the SQLite file: sqlite:///path/to/mombasa.sqlite3 (or a plain path)")
    copy.add_argument("--to", dest="target", metavar="TARGET", required=True,
                      help="postgresql://user:password@host:5432/name (or sqlite:///another/file)")
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
    prepare_database_dir(settings)
    log.info(
        "Starting mombasa-bot %s (database %s, commands %s, log level %s)",
        __version__,
        settings.database_label,
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
    if settings.database_url:
        ok = _check_postgres(settings) and ok
    elif not path.exists():
        print(f"database: {path} does not exist yet (it is created on the first start)")
    else:
        try:
            db = connect(path, migrate=False)
            try:
                intact = db.execute("PRAGMA quick_check").fetchone()[0]
                pending = migrations.pending(db)
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


def _check_postgres(settings: Settings) -> bool:
    where = settings.database_label
    try:
        db = connect(settings.database, migrate=False)
    except DatabaseUnavailable as exc:
        print(f"database: {exc}")
        return False
    try:
        pending = migrations.pending(db)
        tables = db.execute("SELECT to_regclass('games')").fetchone()[0]
        games = db.execute("SELECT count(*) FROM games").fetchone()[0] if tables else 0
    except DatabaseUnavailable as exc:
        print(f"database: {exc}")
        return False
    finally:
        db.close()
    print(f"database: {where} answers, {games} game(s)")
    if pending:
        print(f"database: {len(pending)} migration(s) pending ({', '.join(pending)}): "
              "`mombasa-bot migrate` applies them (so does starting the bot)")
    else:
        print("database: schema up to date")
    return True


def _backup(settings: Settings, target: Path) -> int:
    if settings.database_url:
        print(f"the games are in {settings.database_label}: back it up with "
              "pg_dump, e.g. pg_dump --format=custom --file=mombasa.dump DBNAME "
              "(README: Hosting > Back up)", file=sys.stderr)
        return EXIT_PROBLEM
    try:
        copied = backup(settings.database_path, target)
    except BackupError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    print(f"backed up {copied.games} game(s) to {copied.path} ({copied.size:,} bytes), checked intact")
    return 0


def _migrate(settings: Settings, dry_run: bool) -> int:
    prepare_database_dir(settings)
    where = settings.database_label
    try:
        db = connect(settings.database, migrate=False)
    except DatabaseUnavailable as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    except sqlite3.Error as exc:
        print(f"cannot open the database {where} ({exc})", file=sys.stderr)
        return EXIT_PROBLEM
    try:
        pending = migrations.pending(db)
        if not pending:
            print(f"{where}: schema up to date, nothing to do")
            return 0
        if dry_run:
            print(f"{where}: {len(pending)} migration(s) pending:")
            for name in pending:
                print(f"  {name}")
            return 0
        migrations.apply(db)
        print(f"{where}: applied {len(pending)} migration(s): {', '.join(pending)}")
        return 0
    except DatabaseUnavailable as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    finally:
        db.close()


def copy_db(source_text: str, target_text: str) -> int:
    """``copy-db``: needs no settings (no token): both databases are on the command line."""
    try:
        source, target = database_target(source_text), database_target(target_text)
        print(f"copying {label(source)} to {label(target)} ...")
        copied = copy_database(source, target)
    except (CopyRefused, DatabaseUnavailable) as exc:
        print(f"copy-db: {exc}", file=sys.stderr)
        return EXIT_PROBLEM
    except sqlite3.Error as exc:
        print(f"copy-db: cannot read {label(database_target(source_text))} ({exc})", file=sys.stderr)
        return EXIT_PROBLEM
    rows = sum(copied.rows.values())
    print(f"copied {rows:,} rows of {len(copied.rows)} tables; {copied.games} game(s), "
          f"{copied.verified} verified on {label(target)}")
    for text in copied.damaged_in_source:
        print(f"damaged already in the source (copied as it was):\n{text}")
    for text in copied.problems:
        print(f"DAMAGED BY THE COPY:\n{text}", file=sys.stderr)
    if not copied.ok:
        print("copy-db: the copy does not match the source: do not use it", file=sys.stderr)
        return EXIT_PROBLEM
    return 0


def _ratings(settings: Settings, rebuild: bool) -> int:
    path = settings.database_label
    if settings.database_url is None and not settings.database_path.exists():
        print(f"{path} does not exist yet: no results to rate")
        return 0
    try:
        store = GameStore(connect(settings.database))
    except DatabaseUnavailable as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
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


def _invite(settings: Settings) -> int:
    client_id = application_id(settings.discord_token)
    if client_id is None:  # pragma: no cover - load_settings already refused such a token
        print("the token does not carry the application id", file=sys.stderr)
        return EXIT_PROBLEM
    print("Add the bot to a server (you need Manage Server there):")
    print(server_install_url(client_id))
    print("Add the app to your own account (solo games in a DM with the bot, no server needed):")
    print(user_install_url(client_id))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    command = args.command or "run"
    if command == "copy-db":
        return copy_db(args.source, args.target)
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
