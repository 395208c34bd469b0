"""m015: standing instructions, a seat's secret order for an auction ("bid for me up to N
notes, raising by the least", or "I pass on this auction"; ``bot.store.standing``).

One row per (game, seat, auction): ``auction`` names the auction (Batavia: its round), so
an instruction left for one auction never plays in the next; ``ceiling`` is the highest
bid, NULL for "pass". Seat-private like a draft: only the seat's own panel reads it, and
nothing else (no export, log or post) does. Rows of an auction that ended are deleted by
the step that plays them (``bot.games.standing``); the game's rows go with the game.

Plain SQL that SQLite and PostgreSQL both read (BIGINT for the game's id, as m014). A
migration of its own file, registered after m014.
"""

from __future__ import annotations

from sqlite_utils import Database

from .postgres import POSTGRES
from .schema import MIGRATIONS, _run

STATEMENTS = (
    "CREATE TABLE IF NOT EXISTS standing_instructions ("
    " game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " auction INTEGER NOT NULL,"
    " ceiling INTEGER,"
    " set_at TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seat, auction))",
)


@MIGRATIONS()
def m015_standing_instructions(db: Database) -> None:
    _run(db, *STATEMENTS)


POSTGRES.register("m015_standing_instructions", *STATEMENTS)
