"""m013: the instance lease, so two bot processes never serve the same shards on one database.

``instance_leases`` has one row per shard set ("all" for an unsharded bot): who holds it
(a random id per process, its host and pid, for the refusal's words) and until when. The
process renews it while it runs and deletes it when it stops; a lease not renewed by its
expiry (the holder crashed) may be taken by the next process (``bot.store.lease``).

A migration of its own file (shipped migrations stay untouched), registered after m012.
"""

from __future__ import annotations

from sqlite_utils import Database

from .schema import MIGRATIONS, _run


@MIGRATIONS()
def m013_instance_leases(db: Database) -> None:
    _run(
        db,
        "CREATE TABLE IF NOT EXISTS instance_leases ("
        " scope TEXT PRIMARY KEY,"
        " holder TEXT NOT NULL,"
        " host TEXT NOT NULL,"
        " pid INTEGER NOT NULL,"
        " started_at TEXT NOT NULL,"
        " expires_at TEXT NOT NULL)",
    )
