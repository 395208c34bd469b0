"""m015: AI players' seats (issue 30). ``seats.ai_level`` is the level of the AI that plays
the seat ("easy", "medium", "hard"; ``rules.ai.LEVELS``), NULL for a person's seat and for
the solo games' automated opponent. An AI seat is also an automated seat (``automa`` 1): no
user, no pings, no reminders, and results and ratings apart from games between people.

Plain SQL that SQLite and PostgreSQL both read. A migration of its own file, registered
after m014.
"""

from __future__ import annotations

from sqlite_utils import Database

from .postgres import POSTGRES
from .schema import MIGRATIONS, _run

STATEMENTS = ("ALTER TABLE seats ADD COLUMN ai_level TEXT",)


@MIGRATIONS()
def m015_ai_seats(db: Database) -> None:
    _run(db, *STATEMENTS)


POSTGRES.register("m015_ai_seats", *STATEMENTS)
