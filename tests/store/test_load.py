"""The store under load (issue 19): reads on their own connection never wait for writes,
a batch of calls is one write transaction, done reminders and stale drafts are purged, and
the per-move and per-user queries use indexes (no scan of every game or reminder)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from datetime import UTC, datetime, timedelta

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.store import AsyncGameStore, GameStore, Place, Seat, StaleVersion
from bot.store.purge import DONE_REMINDER_KEEP, DRAFT_MAX_AGE

# A read beside a busy writer answers long before this (a few ms); the writer is held far
# longer (120 s), so the bound proves the read did not wait for it, also at load average 6.
READ_WITHIN = 30

T0 = datetime(2026, 1, 1, tzinfo=UTC)


class Trace:
    """The statements a connection runs (with their values filled in)."""

    def __init__(self, db) -> None:
        self.sql: list[str] = []
        self.db = db
        db.conn.set_trace_callback(self.sql.append)

    def writes(self) -> int:
        return sum(1 for s in self.sql if s.strip().upper().startswith("BEGIN IMMEDIATE"))

    def stop(self) -> list[str]:
        self.db.conn.set_trace_callback(None)
        return self.sql


# -- a second connection for reads ------------------------------------------------------
async def test_reads_answer_while_the_writer_is_busy_and_see_every_committed_write(tmp_path):
    path = tmp_path / "games.db"
    store = await AsyncGameStore.open(path)
    try:
        assert store.reader is not None
        loaded = await store.create_game("tally", [Seat(0, 7), Seat(1, 8)], place=Place(guild_id=5))
        await store.apply_action(loaded.id, 0, {"kind": "add", "n": 1}, 0)
        # a write awaited before is seen by the next read (it was committed)
        assert (await store.load_game(loaded.id)).version == 1
        # The writer's thread is busy (a long move) and another process holds the write
        # lock: reads still answer at once, with the last commit.
        release = threading.Event()
        busy = asyncio.ensure_future(store.run(release.wait, 120))  # set below, never reached
        other = sqlite3.connect(path, timeout=0.1)
        other.execute("BEGIN IMMEDIATE")
        other.execute("UPDATE games SET version = 99 WHERE id = ?", [loaded.id])
        try:
            record = await asyncio.wait_for(store.get_record(loaded.id), READ_WITHIN)
            assert record.version == 1  # the uncommitted change is not seen
            assert (await asyncio.wait_for(store.load_game(loaded.id), READ_WITHIN)).state["tallies"] == [1, 0]
            found = await asyncio.wait_for(store.find_games(user_id=7, guild_id=5), READ_WITHIN)
            assert [r.id for r in found] == [loaded.id]
            labels = {("tally", 2): ("#", " Tally")}
            assert await asyncio.wait_for(store.game_choices(7, labels=labels, guild_id=5), READ_WITHIN) == [
                (loaded.id, f"#{loaded.id} Tally")]
            assert not busy.done()  # the writer was busy all along
        finally:
            other.rollback()
            other.close()
            release.set()
            await busy
        # the reader cannot write, whatever it is asked
        with pytest.raises(sqlite3.OperationalError):
            store.reader.db.execute("DELETE FROM games")
    finally:
        await store.close()


async def test_an_in_memory_store_reads_on_the_writer():
    store = await AsyncGameStore.open()
    try:
        assert store.reader is None
        loaded = await store.create_game("tally", 2)
        assert (await store.load_game(loaded.id)).version == 0
    finally:
        await store.close()


# -- reads without savepoint bookkeeping ------------------------------------------------
def test_a_load_runs_its_selects_alone_and_a_query_that_writes_is_still_refused(file_store):
    """sqlite-utils 4 wraps every query in a savepoint (SAVEPOINT, the query, RELEASE):
    two thirds of the store's statements per click. A SELECT needs no guard. Loading a game
    after a move is one SELECT alone: the game with its seats, its log's end and its newest
    snapshot (one statement, so of one commit: no read transaction around it). A game
    whose newest snapshot is not of its last action (after an undo) is read in one read
    transaction, as before. SQL that returns no rows is still refused by sqlite-utils'
    guard and leaves nothing behind."""
    loaded = file_store.create_game("tally", [Seat(0, 7), Seat(1, 8)])
    file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 2}, 0)
    trace = Trace(file_store.db)
    again = file_store.load_game(loaded.id)
    statements = trace.stop()
    assert again.state["tallies"] == [2, 0] and again.version == 1
    assert not [s for s in statements if "SAVEPOINT" in s or "RELEASE" in s], statements
    assert len(statements) == 1 and statements[0].startswith("SELECT"), statements
    assert "snapshots" in statements[0] and "seats" in statements[0], statements
    assert again.seats == [Seat(0, 7), Seat(1, 8)]
    # no snapshot of the last action: the game, the log's end, the snapshots before it (and
    # the text of the one used) and the seats, in one read transaction, replaying the log
    file_store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq = 1", [loaded.id])
    trace = Trace(file_store.db)
    rebuilt = file_store.load_game(loaded.id)
    statements = trace.stop()
    assert rebuilt.state["tallies"] == [2, 0] and rebuilt.version == 1
    assert statements[1] == "BEGIN" and statements[-1] == "ROLLBACK", statements
    # a join's two columns of one name read as sqlite-utils names them
    assert list(file_store.db.query("SELECT g.id, s.seat AS id FROM games g JOIN seats s ON s.game_id = g.id "
                                    "WHERE g.id = ? ORDER BY s.seat", [loaded.id])) == [
        {"id": loaded.id, "id_2": 0}, {"id": loaded.id, "id_2": 1}]
    with pytest.raises(ValueError):
        list(file_store.db.query("UPDATE games SET version = 99 WHERE id = ?", [loaded.id]))
    assert file_store.load_game(loaded.id).version == 1


# -- one transaction per batch ----------------------------------------------------------
def test_a_batch_is_one_write_transaction(file_store):
    loaded = file_store.create_game("tally", [Seat(0, 7), Seat(1, 8)])
    trace = Trace(file_store.db)
    with file_store.batch():
        file_store.apply_actions(loaded.id, 0, [{"kind": "add", "n": 1}, {"kind": "pass"}], 0)
        file_store.save_draft(loaded.id, 0, 2, {"rev": 0, "actions": []})
        file_store.sync_waiting(loaded.id, [1], [0])
        file_store.add_reminder(loaded.id, "turn", T0, seat=1, user_id=8)
        file_store.cancel_reminders(loaded.id, "turn", 0)
        assert file_store.load_game(loaded.id).version == 2  # the batch sees its own writes
    assert trace.writes() == 1
    trace.stop()
    assert file_store.load_game(loaded.id).version == 2
    assert len(file_store.game_reminders(loaded.id)) == 1
    # without a batch, each call is its own transaction (as before)
    trace = Trace(file_store.db)
    file_store.save_draft(loaded.id, 1, 2, {"rev": 0, "actions": []})
    file_store.add_reminder(loaded.id, "turn", T0, seat=1, user_id=8)
    assert trace.writes() == 2
    trace.stop()


def test_a_batch_that_only_reads_writes_nothing(file_store):
    loaded = file_store.create_game("tally", 2)
    trace = Trace(file_store.db)
    with file_store.batch():
        file_store.load_game(loaded.id)
        file_store.get_draft(loaded.id, 0)
    assert trace.writes() == 0
    trace.stop()


def test_a_failing_call_in_a_batch_undoes_itself_only(file_store):
    """Each call inside stays all or nothing; what completed before an error is kept,
    as when each call committed on its own."""
    loaded = file_store.create_game("tally", 2)
    with pytest.raises(StaleVersion), file_store.batch():
        file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 2}, 0)
        file_store.save_draft(loaded.id, 0, 1, {"rev": 3})
        file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 1}, 0)  # stale
    again = file_store.load_game(loaded.id)
    assert again.version == 1 and again.state["tallies"] == [2, 0]
    assert file_store.get_draft(loaded.id, 0).draft == {"rev": 3}
    # a call that fails half-way inside a batch leaves nothing of itself
    with pytest.raises(ValueError), file_store.batch():
        file_store.set_seat(loaded.id, Seat(5, 1))  # no such seat: its UPDATE changed nothing
    with pytest.raises(TypeError), file_store.batch():
        file_store.save_draft(loaded.id, 1, 1, {"x": object()})
    assert file_store.get_draft(loaded.id, 1) is None
    assert [e.seq for e in file_store.action_log(loaded.id)] == [1]


def test_a_batch_interrupted_by_a_crash_writes_nothing(file_store):
    """A BaseException that is no error (the process is stopping) rolls the whole batch
    back: nothing of it was acknowledged."""
    loaded = file_store.create_game("tally", 2)
    with pytest.raises(KeyboardInterrupt), file_store.batch():
        file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 2}, 0)
        raise KeyboardInterrupt
    assert file_store.load_game(loaded.id).version == 0
    assert not file_store.db.conn.in_transaction


def test_a_batch_in_a_batch_joins_it(file_store):
    loaded = file_store.create_game("tally", 2)
    trace = Trace(file_store.db)
    with file_store.batch():
        file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 1}, 0)
        with file_store.batch():
            file_store.apply_action(loaded.id, 0, {"kind": "add", "n": 1}, 1)
        assert file_store.db.conn.in_transaction  # the inner batch did not commit
    assert trace.writes() == 1
    trace.stop()
    assert file_store.load_game(loaded.id).version == 2


# -- purging ----------------------------------------------------------------------------
def test_done_reminders_are_purged_after_a_day_and_pending_ones_kept():
    now = [T0]
    store = GameStore(GameStore.open().db, clock=lambda: now[0].isoformat())
    loaded = store.create_game("tally", 2)
    sent = store.add_reminder(loaded.id, "turn", T0, seat=0)
    cancelled = store.add_reminder(loaded.id, "deadline", T0, seat=0)
    pending = store.add_reminder(loaded.id, "turn", T0 + timedelta(days=9), seat=1)
    assert store.complete_reminder(sent)
    store.cancel_reminders(loaded.id, "deadline")
    assert store.purge(T0 + DONE_REMINDER_KEEP / 2).reminders == 0  # done only just now
    assert {r.id for r in store.game_reminders(loaded.id, pending_only=False)} == {
        sent, cancelled, pending}
    purged = store.purge(T0 + DONE_REMINDER_KEEP + timedelta(minutes=1))
    assert purged.reminders == 2
    assert [r.id for r in store.game_reminders(loaded.id, pending_only=False)] == [pending]
    assert store.purge(T0 + timedelta(days=30)).reminders == 0  # a pending one never goes
    store.close()


def test_drafts_of_ended_games_and_old_drafts_are_purged():
    now = [T0]
    store = GameStore(GameStore.open().db, clock=lambda: now[0].isoformat())
    ended = store.create_game("tally", 2)
    active = store.create_game("tally", 2)
    store.save_draft(ended.id, 0, 0, {"rev": 1})
    store.save_draft(active.id, 0, 0, {"rev": 1})  # old by the end
    now[0] = T0 + DRAFT_MAX_AGE - timedelta(days=1)
    store.save_draft(active.id, 1, 0, {"rev": 2})  # recent
    store.abandon_game(ended.id)
    purged = store.purge(T0 + DRAFT_MAX_AGE + timedelta(hours=1))
    assert purged.drafts == 2
    assert store.get_draft(ended.id, 0) is None
    assert store.get_draft(active.id, 0) is None
    assert store.get_draft(active.id, 1).draft == {"rev": 2}
    # the games themselves are untouched
    assert store.load_game(ended.id).record.status == "abandoned"
    assert store.verify_game(active.id).ok
    store.close()


# -- query plans --------------------------------------------------------------------------
def _plans(db, statements: list[str]) -> dict[str, list[str]]:
    out = {}
    for sql in statements:
        head = sql.lstrip().split(None, 1)[0].upper()
        if head in ("SELECT", "UPDATE", "DELETE", "WITH"):
            out[sql] = [r[3] for r in db.execute("EXPLAIN QUERY PLAN " + sql).fetchall()]
    return out


def _scans(plans: dict[str, list[str]], *tables: str) -> list[str]:
    return [f"{sql}: {step}" for sql, steps in plans.items() for step in steps
            if any(step.startswith(f"SCAN {t}") and "LEFT-JOIN" not in step
                   for t in tables)]


def test_per_move_and_per_user_queries_use_indexes():
    """What a move and a user's look-ups run, as the store runs them, scans neither the
    games nor the reminders nor the messages (their cost must not grow with them)."""
    store = GameStore.open()
    for i in range(30):  # other games, so the planner has a choice to make
        other = store.create_game("tally", [Seat(0, 100 + i), Seat(1, 7)], place=Place(guild_id=5))
        store.add_reminder(other.id, "turn", T0, seat=1, user_id=7)
    loaded = store.create_game("tally", [Seat(0, 7), Seat(1, 8)], place=Place(guild_id=5, thread_id=9))
    store.set_message(loaded.id, "board", 1234)
    lobby = store.create_lobby("tally", 7, guild_id=5, channel_id=3)
    store.set_lobby_message(lobby.id, 4321)
    store.add_reminder(loaded.id, "turn", T0, seat=0, user_id=7)
    trace = Trace(store.db)
    with store.batch():  # what the game service does on a move
        store.apply_actions(loaded.id, 0, [{"kind": "add", "n": 1}, {"kind": "pass"}], 0)
        store.sync_waiting(loaded.id, [1], [0])
        store.game_reminders(loaded.id)
        store.cancel_reminders(loaded.id, "turn", 0)
        store.add_reminder(loaded.id, "turn", T0, seat=1, user_id=8)
        store.get_settings(loaded.id)
        store.end_votes(loaded.id)
        store.save_draft(loaded.id, 0, 2, {"rev": 0})
    # what a user's look-ups run (autocomplete, status, the game of a thread or message)
    store.game_choices(7, labels={("tally", 2): ("#", "")}, guild_id=5)
    store.game_choices(7, labels={("tally", 2): ("#", "")}, guild_id=None)
    store.find_games(user_id=7, status="active", guild_id=5, limit=25)
    store.find_games(user_id=7, status="active", dm_user_id=7, limit=25)
    store.find_games(thread_id=9, newest_first=True, limit=1)
    store.find_games(dm_user_id=7, status="active", newest_first=True, limit=1)
    store.count_active_solo(7)
    store.game_for_message(1234)
    store.get_draft(loaded.id, 0)
    store.lobby_for_message(4321)
    store.join_lobby(lobby.id, 8)
    store.get_lobby(lobby.id)
    statements = trace.stop()
    plans = _plans(store.db, statements)
    assert any("FROM reminders" in sql for sql in plans)
    assert _scans(plans, "games", "reminders", "messages", "seats", "actions", "snapshots",
                  "drafts", "waiting", "lobbies", "lobby_members") == []
    # the reminders of a game come from the index made for them
    assert any("reminders_game_pending" in step for steps in plans.values() for step in steps)
    store.close()


# -- a game loaded again is not decoded again ---------------------------------------------
async def test_a_game_loaded_again_reuses_its_decoded_state_and_sees_every_move(tmp_path, monkeypatch):
    """A click loads its game several times: the snapshot's text is decoded once (by the
    reader or the writer, which share what they decoded), a move's new state is known
    without decoding it, and a snapshot whose text changed is decoded (or refused) anew."""
    import bot.store.base as base

    decoded: list[int] = []
    real = base.load_snapshot
    monkeypatch.setattr(base, "load_snapshot", lambda game, text, fv: decoded.append(1) or real(game, text, fv))
    store = await AsyncGameStore.open(tmp_path / "games.db")
    try:
        made = await store.create_game("tally", [Seat(0, 7), Seat(1, 8)], place=Place(guild_id=5))
        first = await store.load_game(made.id)
        again = await store.load_game(made.id)
        assert again.state is first.state and len(decoded) <= 1
        before = len(decoded)
        await store.apply_action(made.id, 0, {"kind": "add", "n": 2}, 0)
        moved = await store.load_game(made.id)  # on the reader: the writer's state, not decoded
        assert moved.state["tallies"] == [2, 0] and len(decoded) == before
        assert (await store.run(store.sync.load_game, made.id)).state is moved.state
        # the row's text replaced by another valid state with its digest made anew: decoded again
        other = dict(moved.state, tallies=[5, 0])
        text = moved.game.dump(other)
        row = store.sync.db.execute(
            "SELECT seq, chain FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT 1", [made.id]).fetchone()
        store.sync.db.execute(
            "UPDATE snapshots SET state = ?, digest = ? WHERE game_id = ? AND seq = ?",
            [text, base.snapshot_digest(made.id, row[0], row[1], text), made.id, row[0]])
        store.sync.db.conn.commit()
        assert (await store.run(store.sync.load_game, made.id)).state["tallies"] == [5, 0]
        assert len(decoded) == before + 1
    finally:
        await store.close()


# -- "since your last move" from the state loaded then -----------------------------------
def test_the_history_after_a_seats_move_starts_from_the_state_loaded_then(tmp_path):
    """"Since your last move" replays the actions after the seat's last one from the state
    the game was loaded in when that action was the newest (the log digest after it names
    that state), reading no snapshot and replaying nothing before; its events are those a
    store that never loaded the game replays. Without labels (``labelled=False``) the
    engine is not asked for the legal actions."""
    path = tmp_path / "games.db"
    store = GameStore.open(path)
    made = store.create_game("tally", [Seat(0, 7), Seat(1, 8)])
    moves = [(0, {"kind": "add", "n": 1}), (0, {"kind": "pass"}), (1, {"kind": "add", "n": 2}),
             (1, {"kind": "add", "n": 1}), (1, {"kind": "pass"})]
    for version, (seat, action) in enumerate(moves):
        store.apply_action(made.id, seat, action, version)
        if version == 1:
            store.load_game(made.id)  # seat 0's pass the newest: the panel after it
    trace = Trace(store.db)
    since = store.history(made.id, 3, labelled=False)
    statements = trace.stop()
    assert not [s for s in statements if "snapshots" in s], statements
    fresh = GameStore.open(path)  # never loaded the game: replays from a snapshot
    expected = fresh.history(made.id, 3)
    assert [(h.entry.seq, h.events) for h in since] == [(h.entry.seq, h.events) for h in expected]
    assert [h.entry.seat for h in since] == [1, 1, 1] and all(h.events for h in since)
    assert all(h.label == "" for h in since) and all(h.label for h in expected)
    fresh.close()
    store.close()


# -- a move committed on the game its caller loaded -----------------------------------------
def test_a_move_is_committed_on_the_callers_load_only_while_nothing_moved_since(file_store):
    """apply_actions(loaded=...) takes the game as its caller loaded it (a Confirm checks its
    panel on it) instead of loading it again; a load from before another move (by this
    process or another) is refused as stale and nothing is written."""
    made = file_store.create_game("tally", [Seat(0, 7), Seat(1, 8)], options={"target": 50})
    before = file_store.load_game(made.id)
    trace = Trace(file_store.db)
    file_store.apply_actions(made.id, 0, [{"kind": "add", "n": 1}], 0, loaded=before)
    statements = trace.stop()
    assert not [s for s in statements if "snapshots s ON" in s], statements  # not loaded again
    assert file_store.load_game(made.id).state["tallies"] == [1, 0]
    for stale_version in (0, 1):  # the version it was loaded at, and the game's own
        with pytest.raises(StaleVersion):
            file_store.apply_actions(made.id, 0, [{"kind": "add", "n": 2}], stale_version, loaded=before)
    now = file_store.load_game(made.id)
    assert now.version == 1 and now.state["tallies"] == [1, 0]  # nothing written
    file_store.apply_actions(made.id, 0, [{"kind": "add", "n": 2}], 1, loaded=now)
    assert file_store.load_game(made.id).state["tallies"] == [3, 0]
