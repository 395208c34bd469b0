"""The instance lease: one bot process per database and shard set.

Two processes serving the same servers from one database would both post every move,
remind every player twice and race each other's outbox. So a process takes the lease of
its shard set before it connects to Discord, renews it while it runs (every ``RENEW_S``)
and gives it back when it stops. A lease that was not renewed by its expiry belongs to a
process that died without stopping (killed, power cut): the next process may take it.

The check and the take are one write transaction holding the lease table (SQLite's
``BEGIN IMMEDIATE``; on PostgreSQL a table lock, as there may be no row to lock yet), so
two processes starting at the same moment cannot both win.
"""

from __future__ import annotations

import os
import socket
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from .db import StoreDatabase, lock_table, write_transaction

__all__ = ["LEASE_S", "RENEW_S", "Lease", "LeaseHeld", "acquire", "release", "renew"]

LEASE_S = 60.0  # a lease not renewed for this long is free again
RENEW_S = 15.0  # how often a running process renews its lease
ALL_SHARDS = "all"


class LeaseHeld(Exception):
    """Another process holds the lease. The message is one line for the admin."""


@dataclass(frozen=True)
class Lease:
    scope: str
    holder: str


def _now() -> datetime:
    return datetime.now(UTC)


def _text(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def acquire(db: StoreDatabase, scope: str = ALL_SHARDS, *, now: datetime | None = None,
            holder: str | None = None) -> Lease:
    """Take the lease of ``scope`` for this process, or raise LeaseHeld naming who has it."""
    moment = now or _now()
    holder = holder or uuid.uuid4().hex
    with write_transaction(db):
        lock_table(db, "instance_leases")
        row = db.execute(
            "SELECT holder, host, pid, expires_at FROM instance_leases WHERE scope = ?", [scope]
        ).fetchone()
        if row is not None and row[0] != holder and datetime.fromisoformat(row[3]) > moment:
            where = "this machine" if row[1] == socket.gethostname() else f"host {row[1]}"
            left = max(1, int((datetime.fromisoformat(row[3]) - moment).total_seconds()))
            raise LeaseHeld(
                f"another bot process (pid {row[2]} on {where}) is already running on this "
                f"database: stop it first (if it crashed, its claim runs out in {left} s)"
            )
        db.execute(
            "INSERT INTO instance_leases (scope, holder, host, pid, started_at, expires_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(scope) DO UPDATE SET holder = excluded.holder, "
            "host = excluded.host, pid = excluded.pid, started_at = excluded.started_at, "
            "expires_at = excluded.expires_at",
            [scope, holder, socket.gethostname(), os.getpid(), _text(moment),
             _text(moment + timedelta(seconds=LEASE_S))],
        )
    return Lease(scope, holder)


def renew(db: StoreDatabase, lease: Lease, *, now: datetime | None = None) -> bool:
    """Push the lease's expiry on; False when it is no longer ours (taken after it ran out)."""
    moment = now or _now()
    with write_transaction(db):
        cursor = db.execute(
            "UPDATE instance_leases SET expires_at = ? WHERE scope = ? AND holder = ?",
            [_text(moment + timedelta(seconds=LEASE_S)), lease.scope, lease.holder],
        )
    return cursor.rowcount == 1


def release(db: StoreDatabase, lease: Lease) -> None:
    """Give the lease back (a clean stop): the next process may start at once."""
    with write_transaction(db):
        db.execute(
            "DELETE FROM instance_leases WHERE scope = ? AND holder = ?", [lease.scope, lease.holder]
        )
