"""Purging what no longer matters, so the database does not grow with finished business.

``purge(now)`` (the reminders cog runs it hourly, and once at start-up) deletes:
- reminders that are done (sent, or cancelled because the seat moved or the game ended)
  for longer than ``DONE_REMINDER_KEEP``: a done reminder is never sent again, and a long
  game left thousands of them (9 MB of a 26 MB database at 1,000 games);
- drafts of games that are no longer active (finished or abandoned: nobody can plan in
  them, and ending a game clears them already; this catches older databases);
- drafts not touched for ``DRAFT_MAX_AGE``: a planning draft is a convenience (a reopened
  panel continues where it was), never game state; one that old is forgotten and the
  panel starts afresh;
- standing instructions of games that are no longer active (an instruction ends with its
  auction; the step that plays them forgets those of ended auctions).
Game state (the action log, snapshots, results) is never purged.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from .base import StoreBase
from .db import to_text, write_transaction

DONE_REMINDER_KEEP = timedelta(days=1)
DRAFT_MAX_AGE = timedelta(days=60)


@dataclass(frozen=True)
class Purged:
    reminders: int
    drafts: int


class PurgeMixin(StoreBase):
    def purge(self, now: datetime) -> Purged:
        """Delete done reminders and stale drafts (see the module's docstring); how many."""
        with self._lock, write_transaction(self.db):
            reminders = self.db.execute(
                "DELETE FROM reminders WHERE done_at IS NOT NULL AND done_at < ?",
                [to_text(now - DONE_REMINDER_KEEP)]).rowcount
            drafts = self.db.execute(
                "DELETE FROM drafts WHERE updated_at < ? OR EXISTS (SELECT 1 FROM games g "
                "WHERE g.id = drafts.game_id AND g.status != 'active')",
                [to_text(now - DRAFT_MAX_AGE)]).rowcount
            # a standing instruction ends with its auction, and every auction with its game
            self.db.execute(
                "DELETE FROM standing_instructions WHERE EXISTS (SELECT 1 FROM games g "
                "WHERE g.id = standing_instructions.game_id AND g.status != 'active')")
        return Purged(reminders, drafts)
