"""Which games a bot process looks after, when several processes share one database.

Discord splits a bot's servers into shards: a server's shard is ``(server id >> 22) %
shard count``, and a process connects the shards it is given (``SHARD_COUNT``,
``SHARD_IDS``). Clicks and commands reach the process of their server's shard by
themselves; the loops that act on their own (reminders, deadlines, waiting posts) must
pick only the games of their process's shards, or two processes would remind and post
twice. DMs (solo games) belong to shard 0, as Discord delivers them there.

The store's queries for that work filter with ``Shards.where``: a condition on the
``games`` row, written in plain integer arithmetic that SQLite and PostgreSQL both read.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Shards", "shard_of"]


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard that serves a server (Discord's formula); a DM's is shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    """The shards one process serves: ``ids`` out of ``count`` (default: the only one)."""

    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} do not fit a shard count of {self.count}")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"shard ids repeat: {self.ids}")

    @property
    def every(self) -> bool:
        """This process serves every shard (one process, the usual case)."""
        return len(self.ids) == self.count

    @property
    def first(self) -> bool:
        """This process serves shard 0: the DMs, and the work done once for the whole bot
        (publishing the commands, purging old data)."""
        return 0 in self.ids

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def where(self, games: str = "games") -> str:
        """An SQL condition on the ``games`` row (table or alias ``games``) that holds for
        the games of these shards; "1 = 1" when this process serves every shard. Only
        integers from this validated record go into the text."""
        if self.every:
            return "1 = 1"
        ids = ", ".join(str(int(i)) for i in sorted(self.ids))
        return (f"(CASE WHEN {games}.guild_id IS NULL THEN 0 "
                f"ELSE ({games}.guild_id / 4194304) % {int(self.count)} END) IN ({ids})")

    def describe(self) -> str:
        """For the log and the lease: "shards 0, 1 of 4" (or "the only shard")."""
        if self.count == 1:
            return "the only shard"
        return f"shard{'s' if len(self.ids) > 1 else ''} {', '.join(map(str, sorted(self.ids)))} of {self.count}"
