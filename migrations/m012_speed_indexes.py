"""m012: indexes for the queries that run on every move and every per-user look-up, so
their cost does not grow with the number of games in the database (issue 19).

- ``reminders_game_pending``: a game's pending reminders (read and cancelled on every
  move); partial, so done ones (most of them) cost no index space. Before, the planner took ``reminders_due (done_at, due_at)`` for
  ``game_id = ? AND done_at IS NULL ORDER BY due_at`` and walked the pending reminders of
  every game.
- ``messages_message``: the game a Discord message belongs to (was a full scan).
- ``games_guild``: a server's games by status (the user's games in a server were looked up
  through ``games_status``: every active game).
- ``drafts_updated``: the periodic purge of stale drafts (``GameStore.purge``).

A migration of its own file (shipped migrations stay untouched), registered after m011.
"""

from __future__ import annotations

from sqlite_utils import Database

from .schema import MIGRATIONS, _run


@MIGRATIONS()
def m012_speed_indexes(db: Database) -> None:
    _run(
        db,
        "CREATE INDEX IF NOT EXISTS reminders_game_pending ON reminders (game_id, due_at) "
        "WHERE done_at IS NULL",
        "CREATE INDEX IF NOT EXISTS messages_message ON messages (message_id)",
        "CREATE INDEX IF NOT EXISTS games_guild ON games (guild_id, status)",
        "CREATE INDEX IF NOT EXISTS drafts_updated ON drafts (updated_at)",
    )
