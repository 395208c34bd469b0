"""The instance lease: one bot process per database and shard set.

Two processes serving the same servers from one database would both post every move,
remind every player twice and race each other's outbox. So a process takes the lease of
its shard set before it connects to Discord, renews it while it runs (every ``RENEW_S``)
and gives it back when it stops. A lease that was not renewed by its expiry belongs to a
process that died without stopping (killed, power cut): the next process may take it.

Each shard a process serves is one row (``scopes_of``); a process that serves every shard
holds the row "all". A process may start when no live row serves any of its shards.

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

from bot.shards import Shards

from .db import StoreDatabase, lock_table, write_transaction

__all__ = ["LEASE_S", "RENEW_S", "Lease", "LeaseHeld", "acquire", "release", "renew", "scopes_of"]

LEASE_S = 60.0  # a lease not renewed for this long is free again
RENEW_S = 15.0  # how often a running process renews its lease
ALL_SHARDS = "all"


class LeaseHeld(Exception):
    """Another process holds the lease. The message is one line for the admin."""


@dataclass(frozen=True)
class Lease:
    scopes: tuple[str, ...]  # one per shard the process serves ("all": the only process)
    holder: str


def _now() -> datetime:
    return datetime.now(UTC)


def _text(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def scopes_of(shards: Shards) -> tuple[str, ...]:
    """The lease rows of a shard set: "all" for the only process, else one per shard."""
    if shards.count == 1:
        return (ALL_SHARDS,)
    return tuple(f"shard {i} of {shards.count}" for i in shards.ids)


def _overlaps(scope: str, shards: Shards) -> bool:
    """Whether a live lease row ``scope`` serves any game of ``shards``: "all" serves all;
    "shard i of M" with another count M splits the servers otherwise, so it overlaps too."""
    if scope == ALL_SHARDS or shards.count == 1:
        return True
    words = scope.split()
    if len(words) != 4 or not words[1].isdigit() or not words[3].isdigit():
        return True  # a row this version cannot read: be safe
    shard, count = int(words[1]), int(words[3])
    return count != shards.count or shard in shards.ids


def acquire(db: StoreDatabase, shards: Shards | None = None, *, now: datetime | None = None,
            holder: str | None = None) -> Lease:
    """Take the lease of ``shards`` (default: every shard) for this process, or raise
    LeaseHeld naming who serves some of them already."""
    shards = shards or Shards()
    moment = now or _now()
    holder = holder or uuid.uuid4().hex
    scopes = scopes_of(shards)
    with write_transaction(db):
        lock_table(db, "instance_leases")
        rows = db.execute("SELECT scope, holder, host, pid, expires_at FROM instance_leases").fetchall()
        for scope, other, host, pid, expires in rows:
            if other == holder or datetime.fromisoformat(expires) <= moment or not _overlaps(scope, shards):
                continue
            where = "this machine" if host == socket.gethostname() else f"host {host}"
            left = max(1, int((datetime.fromisoformat(expires) - moment).total_seconds()))
            serves = "" if scope == ALL_SHARDS else f", serving {scope},"
            raise LeaseHeld(
                f"another bot process (pid {pid} on {where}{serves}) is already running on this "
                f"database for {shards.describe()}: stop it first, or give this one other "
                f"SHARD_IDS (if it crashed, its claim runs out in {left} s)"
            )
        for scope in scopes:
            db.execute(
                "INSERT INTO instance_leases (scope, holder, host, pid, started_at, expires_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(scope) DO UPDATE SET holder = excluded.holder, "
                "host = excluded.host, pid = excluded.pid, started_at = excluded.started_at, "
                "expires_at = excluded.expires_at",
                [scope, holder, socket.gethostname(), os.getpid(), _text(moment),
                 _text(moment + timedelta(seconds=LEASE_S))],
            )
    return Lease(scopes, holder)


def renew(db: StoreDatabase, lease: Lease, *, now: datetime | None = None) -> bool:
    """Push the lease's expiry on; False when it is no longer ours (taken after it ran out)."""
    moment = now or _now()
    renewed = 0
    with write_transaction(db):
        for scope in lease.scopes:
            cursor = db.execute(
                "UPDATE instance_leases SET expires_at = ? WHERE scope = ? AND holder = ?",
                [_text(moment + timedelta(seconds=LEASE_S)), scope, lease.holder],
            )
            renewed += cursor.rowcount
    return renewed == len(lease.scopes)


def release(db: StoreDatabase, lease: Lease) -> None:
    """Give the lease back (a clean stop): the next process may start at once."""
    with write_transaction(db):
        for scope in lease.scopes:
            db.execute("DELETE FROM instance_leases WHERE scope = ? AND holder = ?",
                       [scope, lease.holder])
