"""m016: AI players' seats (issue 30). ``seats.ai_level`` is the level of the AI that plays
the seat ("easy", "medium", "hard"; ``rules.ai.LEVELS``), NULL for a person's seat and for
the solo games' automated opponent. An AI seat is also an automated seat (``automa`` 1): no
user, no pings, no reminders, and results and ratings apart from games between people. A
person's seat with a level is on autopilot: the AI plays for them until they take it back.
``autopilot_votes`` holds the votes to hand the players past the turn deadline to the AI
(as ``end_votes`` does for ending the game).

Plain SQL that SQLite and PostgreSQL both read. A migration of its own file, registered
after m015.
"""

from __future__ import annotations

from sqlite_utils import Database

from .postgres import POSTGRES
from .schema import MIGRATIONS, _run

STATEMENTS = (
    "ALTER TABLE seats ADD COLUMN ai_level TEXT",
    "CREATE TABLE IF NOT EXISTS autopilot_votes ("
    " game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " user_id BIGINT NOT NULL,"
    " voted_at TEXT NOT NULL,"
    " PRIMARY KEY (game_id, user_id))",
)


@MIGRATIONS()
def m016_ai_seats(db: Database) -> None:
    _run(db, *STATEMENTS)


POSTGRES.register("m016_ai_seats", *STATEMENTS)
