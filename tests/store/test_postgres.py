"""The store on PostgreSQL: the same schema as SQLite's migrations make, the same
bookkeeping, a click that reaches two processes applied once, a server that does not answer
said in plain words (without its password), and moving an install there with copy-db.

Needs the throw-away test server (tests/pgserver.py): without PostgreSQL these are skipped,
saying why, unless MOMBASA_REQUIRE_POSTGRES=1.
"""

from __future__ import annotations

import socket
import threading

import pytest

import migrations
from bot.cli import main
from bot.store import GameStore, StaleVersion
from bot.store import lease as leases
from bot.store.copy_db import CopyRefused, copy_database
from bot.store.db import connect
from bot.store.postgres import DatabaseUnavailable
from migrations.postgres import POSTGRES
from rules import Action
from tests.store.conftest import play


def _sqlite_schema(db) -> dict:
    tables = {}
    for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                              "AND name NOT LIKE 'sqlite_%'").fetchall():
        columns = {r[1]: (bool(r[3]) or bool(r[5]), r[5] > 0)
                   for r in db.execute(f"PRAGMA table_info({name})").fetchall()}
        tables[name] = columns
    indexes = {r[0] for r in db.execute(  # (the bookkeeping's unique pair is a constraint in
        # PostgreSQL, compared with the table's columns)
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
        "AND tbl_name != '_sqlite_migrations'").fetchall()}
    triggers = {r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()}
    return {"tables": tables, "indexes": indexes, "triggers": triggers}


def _postgres_schema(db) -> dict:
    tables: dict[str, dict] = {}
    for r in db.query(
            "SELECT c.table_name, c.column_name, c.is_nullable, "
            "EXISTS (SELECT 1 FROM information_schema.key_column_usage k "
            "        JOIN information_schema.table_constraints t "
            "        ON t.constraint_name = k.constraint_name AND t.table_name = k.table_name "
            "        WHERE t.constraint_type = 'PRIMARY KEY' AND k.table_name = c.table_name "
            "        AND k.column_name = c.column_name) AS pk "
            "FROM information_schema.columns c WHERE c.table_schema = current_schema()"):
        tables.setdefault(r["table_name"], {})[r["column_name"]] = (
            r["is_nullable"] == "NO", bool(r["pk"]))
    indexes = {r["indexname"] for r in db.query(
        "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
        "AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'")}
    triggers = {r["tgname"] for r in db.query(
        "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")}
    return {"tables": tables, "indexes": indexes, "triggers": triggers}


def test_every_migration_has_its_postgresql_form():
    assert [m.name for m in migrations.MIGRATIONS._migrations] == list(POSTGRES.forms)


def test_postgresql_gets_the_tables_columns_indexes_and_triggers_sqlite_gets(postgres_url):
    lite = connect(None)
    pg = connect(postgres_url)
    try:
        # a primary key column is NOT NULL in PostgreSQL (SQLite's INTEGER PRIMARY KEY too)
        expected = _sqlite_schema(lite)
        expected["tables"] = {t: {c: (nn or pk, pk) for c, (nn, pk) in cols.items()}
                              for t, cols in expected["tables"].items()}
        assert _postgres_schema(pg) == expected
    finally:
        lite.close()
        pg.close()


@pytest.mark.parametrize("sql, params", [
    ("INSERT INTO games (kind, seed, players, created_at, updated_at) VALUES (?, ?, 0, ?, ?)",
     ["toy", 1, "t", "t"]),  # CHECK players >= 1
    ("INSERT INTO games (kind, seed, players, status, created_at, updated_at) "
     "VALUES (?, ?, 2, 'lost', ?, ?)", ["toy", 1, "t", "t"]),  # status is one of three
    ("INSERT INTO seats (game_id, seat) VALUES (?, 0)", [999]),  # no such game
    ("INSERT INTO notifications (user_id, reminders, updated_at) VALUES (?, 'pigeon', ?)",
     [1, "t"]),
])
def test_both_databases_refuse_the_same_bad_rows(store, sql, params):
    with pytest.raises(Exception, match="(?i)constraint|foreign key|check"):
        store.db.execute(sql, params)
    assert store.find_games() == []


def test_migrate_lists_and_applies_the_same_names_on_postgresql(postgres_server):
    with postgres_server.database(migrated=False) as url:
        db = connect(url, migrate=False)
        try:
            names = [m.name for m in migrations.MIGRATIONS._migrations]
            assert migrations.pending(db) == names
            assert migrations.apply(db) == names
            assert migrations.pending(db) == [] and migrations.apply(db) == []
        finally:
            db.close()


def test_a_click_that_reaches_two_processes_is_applied_once(postgres_url):
    """Two stores (two bot processes) on one database, the same move at the same version at
    the same moment: the game's row lock lets one apply it; the other is told it is stale."""
    first, second = GameStore.open(postgres_url), GameStore.open(postgres_url)
    try:
        g = first.create_game("toy", 2, seed=5)
        start = threading.Barrier(2)
        outcomes: list[object] = []

        def click(store):
            start.wait()
            try:
                outcomes.append(store.apply_action(g.id, 0, Action.make("pick", n=2), 0))
            except StaleVersion as exc:
                outcomes.append(exc)

        threads = [threading.Thread(target=click, args=(s,)) for s in (first, second)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(type(o).__name__ for o in outcomes) == ["Applied", "StaleVersion"]
        assert len(first.action_log(g.id)) == 1
        assert second.load_game(g.id).version == 1
        assert first.verify_game(g.id).ok
    finally:
        first.close()
        second.close()


def test_the_lease_refuses_a_second_process_on_postgresql(postgres_url):
    one, two = connect(postgres_url), connect(postgres_url)
    try:
        held = leases.acquire(one)
        with pytest.raises(leases.LeaseHeld, match="already running on this database"):
            leases.acquire(two)
        assert leases.renew(one, held)
        leases.release(one, held)
        leases.release(two, leases.acquire(two))
    finally:
        one.close()
        two.close()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_server_that_does_not_answer_is_said_plainly_without_the_password(monkeypatch):
    monkeypatch.setattr("bot.store.postgres.CONNECT_TIMEOUT_S", 2)
    port = _closed_port()
    url = f"postgresql://mombasa:s3cret-Passw0rd@127.0.0.1:{port}/games"
    with pytest.raises(DatabaseUnavailable) as caught:
        GameStore.open(url)
    text = str(caught.value)
    assert f"the database at 127.0.0.1:{port}/games does not answer" in text
    assert "s3cret" not in text


def test_a_server_restart_mid_game_loses_nothing_and_the_store_reconnects(postgres_server):
    """The server is stopped between two moves: the move made meanwhile is refused in plain
    words and changes nothing; after the restart the same store carries on."""
    with postgres_server.database() as url:
        store = GameStore.open(url)
        try:
            g = store.create_game("toy", 2, seed=3)
            store.apply_action(g.id, 0, Action.make("pick", n=1), 0)
            postgres_server.stop_server()
            with pytest.raises(DatabaseUnavailable, match="does not answer"):
                store.apply_action(g.id, 1, Action.make("pick", n=2), 1)
            postgres_server.start_server()
            with pytest.raises(StaleVersion):  # a retried stale click is still refused
                store.apply_action(g.id, 1, Action.make("pick", n=2), 0)
            store.apply_action(g.id, 1, Action.make("pick", n=2), 1)
            assert [e.seq for e in store.action_log(g.id)] == [1, 2]
            assert store.verify_game(g.id).ok
        finally:
            store.close()


# -- copy-db ----------------------------------------------------------------------------------
def _install(path):
    """A SQLite install with finished and running games, an undo, settings and an outbox post."""
    from datetime import UTC, datetime

    store = GameStore.open(path)
    done = store.create_game("toy", 2, seed=1)
    play(store, done.id, seed=1)
    running = store.create_game("tally", 2, seed=2, settings={"reminder_hours": 12})
    play(store, running.id, steps=5, seed=2)
    store.undo(running.id, store.action_log(running.id)[-1].seat,
               store.load_game(running.id).version)
    store.add_post(running.id, {"text": "board"}, due=datetime.now(UTC))
    store.set_user_language(42, "nl")
    ids = [done.id, running.id]
    store.close()
    return ids


def test_copy_db_moves_every_game_and_verifies_it(tmp_path, postgres_url):
    source = tmp_path / "mombasa.sqlite3"
    ids = _install(source)
    copied = copy_database(source, postgres_url)
    assert copied.ok and copied.games == 2 and copied.verified == 2
    before, after = GameStore.open(source), GameStore.open(postgres_url)
    try:
        for game_id in ids:
            assert after.get_record(game_id) == before.get_record(game_id)
            assert after.action_log(game_id) == before.action_log(game_id)
            assert after.load_game(game_id).game.dump(after.load_game(game_id).state) == \
                before.load_game(game_id).game.dump(before.load_game(game_id).state)
        assert after.pending_posts() == before.pending_posts()
        assert after.user_language(42) == "nl"
        new = after.create_game("toy", 2, seed=9)  # ids go on after the copied ones
        assert new.id == max(ids) + 1
    finally:
        before.close()
        after.close()


def test_copy_db_fills_only_an_empty_database(tmp_path, postgres_url):
    source = tmp_path / "mombasa.sqlite3"
    _install(source)
    copy_database(source, postgres_url)
    with pytest.raises(CopyRefused, match="already holds games"):
        copy_database(source, postgres_url)


def test_copy_db_from_the_command_line_never_prints_the_password(tmp_path, postgres_url,
                                                                   capsys):
    source = tmp_path / "mombasa.sqlite3"
    _install(source)
    target = postgres_url.replace("postgres@", "postgres:Xyzzy-Secret-99@")
    assert main(["copy-db", "--from", f"sqlite://{source}", "--to", target]) == 0
    out = capsys.readouterr()
    assert "2 game(s), 2 verified" in out.out
    assert "Xyzzy" not in out.out + out.err


TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbcde.the-secret-part_XYZ0123456789ab"


def test_migrate_and_backup_from_the_command_line_on_postgresql(postgres_server, tmp_path,
                                                               capsys):
    with postgres_server.database(migrated=False) as url:
        settings = tmp_path / "bot.env"
        url = url.replace("postgres@", "postgres:Pl0ugh-secret@")  # trust: any password does
        settings.write_text(f"DISCORD_TOKEN={TOKEN}\nDATABASE_URL={url}\n")
        assert main(["--env-file", str(settings), "migrate", "--dry-run"]) == 0
        listed = capsys.readouterr().out
        assert f"{len(migrations.MIGRATIONS._migrations)} migration(s) pending" in listed
        assert "m001_games" in listed and "Pl0ugh" not in listed
        assert main(["--env-file", str(settings), "migrate"]) == 0
        assert "applied" in capsys.readouterr().out
        assert main(["--env-file", str(settings), "migrate"]) == 0
        assert "schema up to date" in capsys.readouterr().out
        assert main(["--env-file", str(settings), "backup", str(tmp_path / "b.sqlite3")]) == 1
        said = capsys.readouterr().err
        assert "pg_dump" in said and "Pl0ugh" not in said
