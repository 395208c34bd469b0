"""Migrations apply at start-up, are idempotent, and upgrade old databases without loss."""

import pytest
from sqlite_utils import Database

from bot.store import GameStore, Seat, connect
from migrations import pending
from migrations.schema import MIGRATIONS
from tests.store.conftest import play

ALL = ["m001_games", "m002_discord", "m003_results", "m004_drafts_lobbies", "m005_game_settings",
       "m006_turn_clock", "m007_outbox", "m008_snapshot_digests", "m009_format_versions",
       "m010_notifications", "m011_user_settings", "m012_speed_indexes",
       "m013_instance_leases", "m014_ratings", "m015_standing_instructions",
       "m016_ai_seats"]


def schema(db):
    return sorted((r["name"], r["sql"]) for r in db.query(
        "SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))


def old_game(db, seats, *, seed, steps=0, game_id=None):
    """A game as an older release wrote it into ``db`` (whose schema stops at some
    migration): played by today's store on a fresh database, then its rows copied with the
    columns the old schema has (today's store cannot write an old schema). Returns the game
    as loaded before the copy."""
    src = GameStore.open()
    try:
        g = src.create_game("toy", seats, seed=seed)
        before = play(src, g.id, steps=steps, seed=seed) if steps else src.load_game(g.id)
        new_id = game_id or g.id
        for table, key in (("games", "id"), ("seats", "game_id"), ("actions", "game_id"),
                           ("snapshots", "game_id")):
            have = {r["name"] for r in db.query(f"PRAGMA table_info({table})")}
            for row in src.db.query(f"SELECT * FROM {table}"):
                row = {k: v for k, v in row.items() if k in have}
                row[key] = new_id
                names = ", ".join(row)
                db.execute(f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(row))})",
                           list(row.values()))
        return before, new_id
    finally:
        src.close()


def test_applying_twice_to_a_fresh_database_is_a_no_op():
    db = Database(memory=True)
    MIGRATIONS.apply(db)
    first = schema(db)
    MIGRATIONS.apply(db)
    assert schema(db) == first
    assert [m.name for m in MIGRATIONS.applied(db)] == ALL
    assert MIGRATIONS.pending(db) == []
    assert {"games", "seats", "actions", "snapshots", "undos", "messages", "reminders",
            "results", "user_stats", "drafts", "lobbies", "lobby_members",
            "game_settings", "waiting", "end_votes"} <= set(db.table_names())


def test_opening_a_store_applies_the_migrations(tmp_path):
    path = tmp_path / "fresh.db"
    GameStore.open(path).close()
    db = Database(path)
    assert [m.name for m in MIGRATIONS.applied(db)] == ALL
    db.close()


@pytest.mark.parametrize("stop_before", ALL[1:])
def test_old_database_upgrades_without_loss(tmp_path, stop_before):
    path = tmp_path / "old.db"
    db = connect(path, migrate=False)
    MIGRATIONS.apply(db, stop_before=stop_before)  # the database an older release made
    assert MIGRATIONS.pending(db)[0].name == stop_before
    before, game_id = old_game(db, [Seat(0, 1), Seat(1, 2)], seed=5, steps=4)
    MIGRATIONS.apply(db, stop_before=stop_before)  # applying the old set again changes nothing
    db.close()

    store = GameStore.open(path)  # start-up applies the rest
    try:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL
        after = store.load_game(game_id)
        assert after.version == before.version == 4
        assert after.game.dump(after.state) == before.game.dump(before.state)
        assert store.get_seats(game_id) == [Seat(0, 1), Seat(1, 2)]
        assert store.verify_game(game_id).ok
        # the new tables work with the old game
        store.set_message(game_id, "board", 555)
        store.save_draft(game_id, 0, after.version, {"slots": [1]})
        play(store, game_id, seed=6)
        assert len(store.game_results(game_id)) == 2
        assert schema(store.db) == schema(connect(None))  # same schema as a fresh database
    finally:
        store.close()


def test_settings_kept_in_drafts_under_seat_minus_one_move_to_their_table(tmp_path):
    """Before m005 the bot kept a game's settings as a draft of seat -1; the migration moves
    them into game_settings and keeps the real drafts."""
    path = tmp_path / "old.db"
    db = connect(path, migrate=False)
    MIGRATIONS.apply(db, stop_before="m005_game_settings")
    before, a = old_game(db, [Seat(0, 1), Seat(1, 2)], seed=5, steps=2, game_id=1)
    _, b = old_game(db, [Seat(0, 1)], seed=6, game_id=2)
    _, c = old_game(db, [Seat(0, 3)], seed=7, game_id=3)
    old = GameStore(db)
    # What the previous service wrote (bot/games/service.py before m005).
    old.save_draft(a, -1, 0, {"settings": {"reminder_hours": 24, "deadline_hours": 72,
                                              "setup": "variable", "theme": "dark"}})
    old.save_draft(b, -1, 0, {"settings": {"difficulty": "easy", "reminder_hours": 0}})
    db.execute("INSERT INTO drafts (game_id, seat, version, draft, updated_at) "
               "VALUES (?, -1, 0, 'not json', '2024-01-01T00:00:00+00:00')", [c])
    old.save_draft(a, 0, before.version, {"rev": 3, "actions": [{"kind": "bank"}]})
    old.close()

    store = GameStore.open(path)  # start-up applies m005
    try:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL
        assert store.get_settings(a).as_dict() == {
            "reminder_hours": 24, "deadline_hours": 72, "setup": "variable", "theme": "dark"}
        assert store.get_settings(b).as_dict() == {
            "reminder_hours": 0, "deadline_hours": 0, "difficulty": "easy"}
        assert store.get_settings(c).as_dict() == {"reminder_hours": 0, "deadline_hours": 0}
        assert list(store.db.query("SELECT * FROM drafts WHERE seat = -1")) == []
        kept = store.get_draft(a, 0)
        assert kept is not None and kept.draft == {"rev": 3, "actions": [{"kind": "bank"}]}
        after = store.load_game(a)
        assert after.version == before.version
        assert after.game.dump(after.state) == before.game.dump(before.state)
        assert store.verify_game(a).ok
        MIGRATIONS.apply(store.db)  # a second start-up changes nothing
        assert store.get_settings(a).reminder_hours == 24
    finally:
        store.close()


STARTER = """
import os, sys, time
sys.path.insert(0, {repo!r})
from bot.store.db import connect
while not os.path.exists({go!r}):
    time.sleep(0.001)
connect({path!r}).close()
"""


def test_processes_starting_together_on_a_new_file_migrate_it_once(tmp_path):
    """Three bot processes started at the same moment on a file that does not exist yet all
    start (before: most stopped on "table ... already exists", a migration made twice)."""
    import subprocess
    import sys
    from pathlib import Path

    repo = str(Path(__file__).resolve().parents[2])
    for attempt in range(3):
        path, go = tmp_path / f"new{attempt}.sqlite3", tmp_path / f"go{attempt}"
        code = STARTER.format(repo=repo, go=str(go), path=str(path))
        starters = [subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE,
                                     text=True) for _ in range(3)]
        go.touch()
        errors = [p.communicate(timeout=120)[1] for p in starters]
        assert [p.returncode for p in starters] == [0, 0, 0], errors
        db = connect(path, migrate=False)
        assert pending(db) == []
        names = [r[0] for r in db.execute("SELECT name FROM _sqlite_migrations").fetchall()]
        assert len(names) == len(set(names)) == len(MIGRATIONS._migrations)
        db.close()
