"""The database schema, as numbered migrations applied at start-up (``bot.store.db.connect``).

Never edit a migration once it has shipped: add a new ``mNNN_...`` function instead. Each
runs in its own transaction and is recorded in ``_sqlite_migrations`` (sqlite-utils
``Migrations``, built into sqlite-utils 4.x). Discord ids are plain integers; times are
ISO-8601 UTC text.
"""

from __future__ import annotations

import json

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from migrations.integrity import genesis, link, snapshot_digest

MIGRATIONS = Migrations("mombasa-bot")


def _run(db: Database, *statements: str) -> None:
    for sql in statements:
        db.execute(sql)


@MIGRATIONS()
def m001_games(db: Database) -> None:
    """Games, seats, the append-only action log, undo records and state snapshots."""
    _run(
        db,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            seed INTEGER NOT NULL,
            players INTEGER NOT NULL CHECK (players >= 1),
            status TEXT NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'finished', 'abandoned')),
            guild_id INTEGER,
            channel_id INTEGER,
            thread_id INTEGER,
            dm_user_id INTEGER,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            version INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0)
        )
        """,
        "CREATE INDEX games_status ON games (status)",
        "CREATE INDEX games_channel ON games (channel_id)",
        "CREATE INDEX games_thread ON games (thread_id)",
        "CREATE INDEX games_dm_user ON games (dm_user_id)",
        """
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat >= 0),
            user_id INTEGER,
            colour TEXT,
            automa INTEGER NOT NULL DEFAULT 0 CHECK (automa IN (0, 1)),
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX seats_user ON seats (user_id)",
        """
        CREATE TABLE undos (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL,
            version INTEGER NOT NULL,
            created_at TEXT NOT NULL
        )
        """,
        "CREATE INDEX undos_game ON undos (game_id)",
        # seq numbers every submitted action of a game from 1 and is never reused; undone
        # actions stay in the log with undo_id set. version is the game's version after it.
        """
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 1),
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            reveals INTEGER NOT NULL DEFAULT 0 CHECK (reveals IN (0, 1)),
            version INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            undo_id INTEGER REFERENCES undos (id),
            PRIMARY KEY (game_id, seq)
        )
        """,
        # The log is append-only: rows are never rewritten, and undo only marks them once.
        """
        CREATE TRIGGER actions_append_only BEFORE UPDATE OF
            game_id, seq, seat, action, reveals, version, created_at ON actions
        BEGIN
            SELECT RAISE(ABORT, 'the action log is append-only');
        END
        """,
        """
        CREATE TRIGGER actions_undo_once BEFORE UPDATE OF undo_id ON actions
        WHEN OLD.undo_id IS NOT NULL
        BEGIN
            SELECT RAISE(ABORT, 'an undone action stays undone');
        END
        """,
        # seq = the last live action the state includes (0: the state new_game returned).
        """
        CREATE TABLE snapshots (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 0),
            state TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        )
        """,
    )


@MIGRATIONS()
def m002_discord(db: Database) -> None:
    """Discord message ids a game needs (board, panels) and reminders/deadlines."""
    _run(
        db,
        """
        CREATE TABLE messages (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            purpose TEXT NOT NULL,
            key TEXT NOT NULL DEFAULT '',
            channel_id INTEGER,
            message_id INTEGER NOT NULL,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (game_id, purpose, key)
        )
        """,
        """
        CREATE TABLE reminders (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            purpose TEXT NOT NULL,
            seat INTEGER,
            user_id INTEGER,
            due_at TEXT NOT NULL,
            payload TEXT NOT NULL DEFAULT '{}',
            created_at TEXT NOT NULL,
            done_at TEXT
        )
        """,
        "CREATE INDEX reminders_due ON reminders (done_at, due_at)",
        "CREATE INDEX reminders_game ON reminders (game_id)",
    )


@MIGRATIONS()
def m003_results(db: Database) -> None:
    """Finished-game results per seat and per-user statistics (derived from results)."""
    _run(
        db,
        """
        CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER,
            automa INTEGER NOT NULL DEFAULT 0,
            total INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            scores TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX results_user ON results (user_id)",
        """
        CREATE TABLE user_stats (
            user_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            played INTEGER NOT NULL DEFAULT 0,
            won INTEGER NOT NULL DEFAULT 0,
            total_score INTEGER NOT NULL DEFAULT 0,
            best_score INTEGER,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (user_id, kind)
        )
        """,
    )


@MIGRATIONS()
def m004_drafts_lobbies(db: Database) -> None:
    """Saved secret-planning drafts per (game, seat), and lobbies before a game starts."""
    _run(
        db,
        """
        CREATE TABLE drafts (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            version INTEGER NOT NULL,
            draft TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
        """
        CREATE TABLE lobbies (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            host_user_id INTEGER NOT NULL,
            guild_id INTEGER,
            channel_id INTEGER,
            message_id INTEGER,
            max_players INTEGER,
            status TEXT NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'started', 'cancelled')),
            game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )
        """,
        "CREATE UNIQUE INDEX lobbies_message ON lobbies (message_id) WHERE message_id IS NOT NULL",
        """
        CREATE TABLE lobby_members (
            lobby_id INTEGER NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            colour TEXT,
            joined_at TEXT NOT NULL,
            PRIMARY KEY (lobby_id, user_id)
        )
        """,
    )


# The settings a game's bot side keeps (not game state: the engine never sees them). Until
# m005 they rode in the drafts table under seat -1 as {"settings": {...}}; they move here.
SETTING_COLUMNS = ("reminder_hours", "deadline_hours", "difficulty", "setup")


@MIGRATIONS()
def m005_game_settings(db: Database) -> None:
    """Bot-side settings per game (reminder interval, turn deadline, solo difficulty, set-up)."""
    _run(
        db,
        """
        CREATE TABLE game_settings (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            reminder_hours REAL NOT NULL DEFAULT 0 CHECK (reminder_hours >= 0),
            deadline_hours REAL NOT NULL DEFAULT 0 CHECK (deadline_hours >= 0),
            difficulty TEXT,
            setup TEXT,
            extra TEXT NOT NULL DEFAULT '{}',
            updated_at TEXT NOT NULL
        )
        """,
    )
    rows = list(db.query("SELECT game_id, draft, updated_at FROM drafts WHERE seat = -1"))
    for row in rows:
        try:
            value = json.loads(row["draft"])
            settings = value.get("settings") if isinstance(value, dict) else None
        except ValueError:
            settings = None
        if not isinstance(settings, dict):
            continue  # a damaged workaround row held nothing usable: the defaults apply
        columns: dict[str, float | str | None] = {}
        for name in ("reminder_hours", "deadline_hours"):
            try:
                number = float(settings.get(name) or 0)
            except (TypeError, ValueError):
                number = 0.0
            columns[name] = max(0.0, number)
        for name in ("difficulty", "setup"):
            text = settings.get(name)
            columns[name] = str(text) if text is not None else None
        extra = {k: v for k, v in settings.items() if k not in SETTING_COLUMNS}
        db.execute(
            "INSERT OR REPLACE INTO game_settings (game_id, reminder_hours, deadline_hours, "
            "difficulty, setup, extra, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [row["game_id"], columns["reminder_hours"], columns["deadline_hours"],
             columns["difficulty"], columns["setup"], json.dumps(extra, sort_keys=True),
             row["updated_at"]])
    db.execute("DELETE FROM drafts WHERE seat = -1")


@MIGRATIONS()
def m006_turn_clock(db: Database) -> None:
    """Since when the game waits for each seat (turn reminders and the turn deadline count
    from there), and the votes to end a game whose player is past the deadline."""
    _run(
        db,
        """
        CREATE TABLE waiting (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat >= 0),
            since TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
        """
        CREATE TABLE end_votes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            voted_at TEXT NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )
        """,
    )


@MIGRATIONS()
def m007_outbox(db: Database) -> None:
    """Announcements (board posts) still to make: a move is stored first, and its board
    post is retried from here (with backoff, also after a restart) until it goes out."""
    _run(
        db,
        """
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            purpose TEXT NOT NULL DEFAULT 'board',
            payload TEXT NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
            next_at TEXT NOT NULL,
            last_error TEXT,
            created_at TEXT NOT NULL
        )
        """,
        "CREATE INDEX outbox_due ON outbox (next_at)",
        "CREATE INDEX outbox_game ON outbox (game_id, id)",
    )


@MIGRATIONS()
def m008_snapshot_digests(db: Database) -> None:
    """Integrity of derived data. Each live action gets ``chain``, a digest of the game's
    log up to it (the game's kind, seed, players and options, then every live action);
    each snapshot records the log digest it was built from (``chain``) and a ``digest``
    binding game, position, log digest and state text. A load ignores a snapshot whose
    digest does not match and rebuilds from the log. Existing rows get their digests here
    (they were trusted before this migration, as they are now)."""
    _run(
        db,
        "ALTER TABLE actions ADD COLUMN chain TEXT",
        "ALTER TABLE snapshots ADD COLUMN chain TEXT",
        "ALTER TABLE snapshots ADD COLUMN digest TEXT",
    )
    for g in list(db.query("SELECT id, kind, seed, players, options FROM games")):
        head = genesis(g["id"], g["kind"], g["seed"], g["players"], g["options"])
        chains = {0: head}
        for a in list(db.query(
                "SELECT seq, seat, action FROM actions WHERE game_id = ? AND undo_id IS NULL "
                "ORDER BY seq", [g["id"]])):
            head = link(head, a["seq"], a["seat"], a["action"])
            chains[a["seq"]] = head
            db.execute("UPDATE actions SET chain = ? WHERE game_id = ? AND seq = ?",
                       [head, g["id"], a["seq"]])
        for s in list(db.query("SELECT seq, state FROM snapshots WHERE game_id = ?", [g["id"]])):
            if s["seq"] in chains:  # a snapshot at an undone action stays unsigned: ignored
                db.execute(
                    "UPDATE snapshots SET chain = ?, digest = ? WHERE game_id = ? AND seq = ?",
                    [chains[s["seq"]], snapshot_digest(g["id"], s["seq"], chains[s["seq"]], s["state"]),
                     g["id"], s["seq"]])
