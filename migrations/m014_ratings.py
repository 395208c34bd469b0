"""m014: skill ratings, derived from the results (``bot.store.ratings``).

``ratings`` holds one rating per game kind, field and entrant: a field is who a rating is
measured against (the people of one server, the games with AI seats in one server, or the
automated opponent at one difficulty); an entrant is a player (``user:<id>``) or an
automated seat (``automa:<level>``). ``mu`` and ``sigma`` are OpenSkill's; ``played`` and
``won`` count the rated games. ``rated_games`` names the games the ratings are made of, so
a game is rated once, and a rebuild (``mombasa-bot ratings --rebuild``) starts both afresh
from the results. Everything here can be recomputed: nothing else reads these tables.

Plain SQL that SQLite and PostgreSQL both read: DOUBLE PRECISION (SQLite's REAL; not
PostgreSQL's 4-byte REAL, so a rating read back and updated equals one rebuilt) and BIGINT
for Discord ids (64 bits in both). A migration of its own file, registered after m013.
"""

from __future__ import annotations

from sqlite_utils import Database

from .postgres import POSTGRES
from .schema import MIGRATIONS, _run

# The same statements on both databases (the types above read the same in each).
STATEMENTS = (
    "CREATE TABLE IF NOT EXISTS ratings ("
    " kind TEXT NOT NULL,"
    " field TEXT NOT NULL,"
    " entrant TEXT NOT NULL,"
    " user_id BIGINT,"
    " mu DOUBLE PRECISION NOT NULL,"
    " sigma DOUBLE PRECISION NOT NULL,"
    " played INTEGER NOT NULL DEFAULT 0,"
    " won INTEGER NOT NULL DEFAULT 0,"
    " last_game BIGINT NOT NULL,"
    " updated_at TEXT NOT NULL,"
    " PRIMARY KEY (kind, field, entrant))",
    "CREATE INDEX IF NOT EXISTS ratings_user ON ratings (user_id, kind)",
    "CREATE TABLE IF NOT EXISTS rated_games ("
    " game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,"
    " kind TEXT NOT NULL,"
    " field TEXT NOT NULL,"
    " rated_at TEXT NOT NULL)",
)


@MIGRATIONS()
def m014_ratings(db: Database) -> None:
    _run(db, *STATEMENTS)


POSTGRES.register("m014_ratings", *STATEMENTS)
