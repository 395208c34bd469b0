"""Two clicks on the same button apply once, even when they race."""

import sqlite3
import threading
import time

from bot.store import GameStore, StaleVersion
from rules import Action

RACERS = 8


def race(stores, game_id, seat, action, version):
    """Submit the same action from every store at once; return (successes, stale refusals)."""
    barrier = threading.Barrier(len(stores))
    ok, stale, other = [], [], []

    def click(s):
        barrier.wait()
        try:
            ok.append(s.apply_action(game_id, seat, action, version))
        except StaleVersion as exc:
            stale.append(exc)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            other.append(exc)

    threads = [threading.Thread(target=click, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert other == []
    return ok, stale


def check_applied_once(store, game_id, version):
    record = store.get_record(game_id)
    assert record.version == version + 1
    assert len(store.action_log(game_id)) == version + 1
    assert store.verify_game(game_id).ok


def test_racing_threads_on_one_store_apply_once(file_store):
    g = file_store.create_game("toy", 2, seed=1)
    clicks = [(0, Action.make("pick", n=1)), (1, Action.make("pick", n=2)), (0, Action.make("bank"))]
    for version, (seat, action) in enumerate(clicks):
        ok, stale = race([file_store] * RACERS, g.id, seat, action, version)
        assert len(ok) == 1 and len(stale) == RACERS - 1
        check_applied_once(file_store, g.id, version)


def test_racing_connections_on_one_file_apply_once(tmp_path):
    """Separate connections (as separate processes would have) race on the write lock."""
    path = tmp_path / "race.db"
    first = GameStore.open(path)
    g = first.create_game("toy", 3, seed=2)
    stores = [first] + [GameStore.open(path) for _ in range(RACERS - 1)]
    try:
        ok, stale = race(stores, g.id, 1, Action.make("pick", n=2), 0)
        assert len(ok) == 1 and len(stale) == RACERS - 1
        assert all(e.current == 1 for e in stale)
        check_applied_once(first, g.id, 0)
    finally:
        for s in stores:
            s.close()


def test_a_store_opens_while_another_process_holds_the_new_file(tmp_path):
    """Two processes started together on a new file: the second one's switch to WAL meets
    the first one's lock (SQLite answers "database is locked" at once, without its busy
    timeout) and waits for it instead of failing to start (a CI run saw exactly that)."""
    path = tmp_path / "games.db"
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("CREATE TABLE first_process (x)")  # the file as it is before WAL
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT INTO first_process VALUES (1)")
    release = threading.Timer(0.5, lambda: holder.execute("COMMIT"))
    release.start()
    started = time.monotonic()
    store = GameStore.open(path)
    try:
        assert time.monotonic() - started >= 0.4  # it waited for the holder
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        g = store.create_game("toy", 2, seed=1)
        assert store.load_game(g.id).version == 0
    finally:
        release.join()
        store.close()
        holder.close()
