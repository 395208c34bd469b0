"""``mombasa-bot backup PATH``: a consistent copy of the database while the bot runs.

Copying a database in WAL mode with ``cp`` can miss commits still in the ``-wal`` file or
catch a page mid-write. SQLite's online backup copies a consistent snapshot through a
connection of its own, page by page, while the bot goes on writing. The copy is written
beside its target under a temporary name, checked (``PRAGMA integrity_check``) and only
then renamed into place, so a backup that exists is a whole one. It is a plain SQLite
file (journal mode DELETE): restoring is putting it where DATABASE_PATH points.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

__all__ = ["BackupError", "Copied", "backup"]


class BackupError(Exception):
    """The backup could not be made; the message is one line for the admin."""


@dataclass(frozen=True)
class Copied:
    path: Path
    size: int
    games: int


def backup(source: Path, target: Path) -> Copied:
    source, target = Path(source), Path(target).expanduser()
    if not source.is_file():
        raise BackupError(f"there is no database at {source} to back up (check DATABASE_PATH)")
    if target.exists():
        raise BackupError(f"{target} already exists: name a new file (a backup never overwrites)")
    if not target.parent.is_dir():
        raise BackupError(f"the folder {target.parent} does not exist: create it first")
    partial = target.with_name(f".{target.name}.partial")
    try:
        src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode = DELETE")
                check = dst.execute("PRAGMA integrity_check").fetchone()[0]
                has_games = dst.execute(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'"
                ).fetchone()[0]
                games = dst.execute("SELECT count(*) FROM games").fetchone()[0] if has_games else 0
            finally:
                dst.close()
        finally:
            src.close()
        if check != "ok":
            raise BackupError(f"the copy of {source} is not intact ({check}): the database "
                              "itself may be damaged; run `mombasa-bot check`")
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise BackupError(f"could not back up {source} to {target} ({exc})") from None
    except OSError as exc:
        raise BackupError(f"could not write {target} ({exc.strerror or exc})") from None
    finally:
        partial.unlink(missing_ok=True)
    return Copied(target, target.stat().st_size, games)
