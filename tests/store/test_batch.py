"""apply_actions: a multi-step move in one transaction, all or nothing, one version check."""

import threading

import pytest

from bot.store import CHECKPOINT_EVERY, GameStore, StaleVersion
from bot.store.postgres import PgDatabase
from rules import Action, IllegalAction

ADD1, ADD2, PEEK, PASS = (Action.make("add", n=1), Action.make("add", n=2), Action.make("peek"),
                          Action.make("pass"))


def snapshot_seqs(store, game_id):
    return [r["seq"] for r in store.db.query(
        "SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq", [game_id])]


def test_a_batch_applies_every_action_with_one_version_check(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    applied = store.apply_actions(g.id, 0, [ADD1, ADD2, {"kind": "peek"}, PASS], 0)
    assert applied.version == 4 and applied.seq == 4
    assert [e["type"] for e in applied.events] == ["Added", "Added", "Peeked", "Passed"]
    assert applied.reveals  # the peek
    log = store.action_log(g.id)
    assert [(e.seq, e.seat, e.version) for e in log] == [(1, 0, 1), (2, 0, 2), (3, 0, 3), (4, 0, 4)]
    assert [e.reveals for e in log] == [False, False, True, False]
    loaded = store.load_game(g.id)
    assert loaded.version == 4 and loaded.state["tallies"] == [3, 0] and loaded.state["turn"] == 1
    assert snapshot_seqs(store, g.id) == [0, 4]  # one snapshot for the end state
    assert store.verify_game(g.id).ok


def test_a_moves_actions_are_written_in_one_statement(store):
    """One round trip for a move's log rows, however many actions it has (each still with
    its own seq, version and digest: verify finds the log whole)."""
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    inserts = []
    if isinstance(store.db, PgDatabase):
        execute = store.db.execute
        store.db.execute = lambda sql, params=None, /: (inserts.append(sql), execute(sql, params))[1]
    else:
        store.db.conn.set_trace_callback(inserts.append)
    store.apply_actions(g.id, 0, [ADD1, ADD2, ADD1], 0)
    assert sum(sql.startswith("INSERT INTO actions") for sql in inserts) == 1, inserts
    assert [e.version for e in store.action_log(g.id)] == [1, 2, 3]
    assert store.verify_game(g.id).ok


def test_an_illegal_action_in_the_middle_leaves_nothing_applied(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    store.apply_action(g.id, 0, ADD1, 0)
    before = store.load_game(g.id)
    # After "pass" it is seat 1's turn: the second add of seat 0 is illegal.
    with pytest.raises(IllegalAction):
        store.apply_actions(g.id, 0, [ADD2, PASS, ADD1, PASS], 1)
    with pytest.raises(IllegalAction):  # an undecodable action anywhere: nothing either
        store.apply_actions(g.id, 0, [ADD2, "not json"], 1)
    after = store.load_game(g.id)
    assert after.version == before.version == 1
    assert after.game.dump(after.state) == before.game.dump(before.state)
    assert len(store.action_log(g.id)) == 1
    assert snapshot_seqs(store, g.id) == [0, 1]
    assert store.verify_game(g.id).ok
    assert store.apply_actions(g.id, 0, [ADD2, PASS], 1).version == 3  # the game goes on


def test_a_batch_on_a_stale_version_or_an_empty_batch_is_refused(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    store.apply_actions(g.id, 0, [ADD1, PASS], 0)
    with pytest.raises(StaleVersion):
        store.apply_actions(g.id, 1, [ADD1, PASS], 1)  # the version is 2
    with pytest.raises(ValueError):
        store.apply_actions(g.id, 1, [], 2)
    assert store.get_record(g.id).version == 2 and len(store.action_log(g.id)) == 2


def test_double_click_on_a_batch_applies_once(tmp_path):
    path = tmp_path / "games.db"
    file_store = GameStore.open(path)
    g = file_store.create_game("tally", 2, seed=2, options={"target": 50})
    move = [ADD2, ADD2, PASS]
    file_store.apply_actions(g.id, 0, move, 0)
    with pytest.raises(StaleVersion):
        file_store.apply_actions(g.id, 0, move, 0)  # the same click again
    # Racing threads, one per connection to the same file, submit the same batch.
    stores = [file_store] + [GameStore.open(path) for _ in range(5)]
    barrier = threading.Barrier(len(stores))
    ok, stale, other = [], [], []

    def click(s):
        barrier.wait()
        try:
            ok.append(s.apply_actions(g.id, 1, [ADD1, ADD1, PASS], 3))
        except StaleVersion:
            stale.append(1)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            other.append(exc)

    threads = [threading.Thread(target=click, args=(s,)) for s in stores]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert other == [] and len(ok) == 1 and len(stale) == len(stores) - 1
        assert file_store.get_record(g.id).version == 6
        assert len(file_store.action_log(g.id)) == 6
        assert file_store.verify_game(g.id).ok
    finally:
        for s in stores:
            s.close()


def test_a_batch_that_crosses_a_checkpoint_stores_it(store):
    g = store.create_game("tally", 1, seed=3, options={"target": 10_000})
    store.apply_actions(g.id, 0, [ADD1] * (CHECKPOINT_EVERY - 2), 0)
    store.apply_actions(g.id, 0, [ADD1] * 5, CHECKPOINT_EVERY - 2)
    assert snapshot_seqs(store, g.id) == [0, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 3]
    assert store.verify_game(g.id).ok
    # Undo of the last move's actions replays from the checkpoint.
    store.undo(g.id, 0, CHECKPOINT_EVERY + 3, count=5)
    assert store.load_game(g.id).state["tallies"] == [CHECKPOINT_EVERY - 2]


def test_a_batch_that_ends_the_game_stores_the_results(store):
    g = store.create_game("tally", 2, seed=4, options={"target": 5})
    applied = store.apply_actions(g.id, 0, [ADD2, ADD2, ADD1], 0)
    assert applied.finished and store.get_record(g.id).status == "finished"
    assert [r.total for r in store.game_results(g.id)] == [5, 0]
    with pytest.raises(Exception, match="finished"):
        store.apply_actions(g.id, 1, [ADD1], applied.version)


def test_settings_are_stored_beside_the_game(store):
    g = store.create_game("tally", 2, seed=5, settings={"reminder_hours": 24, "deadline_hours": 48.5,
                                                         "difficulty": "hard", "note": "x"})
    s = store.get_settings(g.id)
    assert (s.reminder_hours, s.deadline_hours, s.difficulty, s.setup) == (24, 48.5, "hard", None)
    assert s.extra == {"note": "x"}
    store.set_settings(g.id, {"reminder_hours": 0})
    assert store.get_settings(g.id).as_dict() == {
        "reminder_hours": 0, "deadline_hours": 48.5, "difficulty": "hard", "note": "x"}
    assert store.get_record(g.id).version == 0  # settings are not game state
    other = store.create_game("tally", 2, seed=6)
    assert store.get_settings(other.id).as_dict() == {"reminder_hours": 0, "deadline_hours": 0}
    with pytest.raises(ValueError):
        store.create_game("tally", 2, seed=7, settings={"reminder_hours": -1})
    assert len(store.find_games()) == 2  # nothing was written for the refused one


class Ran:
    """What a caller says it already ran (the shape of bot.games.drafting.Replay)."""

    def __init__(self, game, state, seat, actions):
        self.actions, self.states, self.step_events = [], [state], []
        for a in actions:
            after, events = game.apply(self.states[-1], seat, a)
            self.actions.append(a)
            self.states.append(after)
            self.step_events.append(events)


def test_a_batch_already_run_by_the_caller_is_not_run_again(store, monkeypatch):
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    calls = []

    def replayed(loaded):
        calls.append(loaded.version)
        return Ran(loaded.game, loaded.state, 0, [ADD1, ADD2, PASS])

    game_class = type(store.load_game(g.id).game)
    applied_by_engine = []
    real = game_class.apply
    monkeypatch.setattr(game_class, "apply", lambda self, *a: applied_by_engine.append(a) or real(self, *a))
    applied = store.apply_actions(g.id, 0, [ADD1, ADD2, PASS], 0, replayed=replayed)
    assert calls == [0] and len(applied_by_engine) == 3  # the caller's three, none again
    assert applied.version == 3 and [e["type"] for e in applied.events] == ["Added", "Added", "Passed"]
    assert store.load_game(g.id).state["tallies"] == [3, 0] and store.verify_game(g.id).ok


def test_a_caller_run_that_does_not_match_the_batch_is_not_trusted(store):
    g = store.create_game("tally", 2, seed=1, options={"target": 50})
    # it ran other actions (add 2 where the batch says add 1): the store runs the batch itself
    applied = store.apply_actions(g.id, 0, [ADD1, PASS], 0,
                                  replayed=lambda loaded: Ran(loaded.game, loaded.state, 0, [ADD2, PASS]))
    assert store.load_game(g.id).state["tallies"] == [1, 0] and applied.version == 2

    def broken(loaded):
        raise KeyError("damaged")

    store.apply_actions(g.id, 1, [ADD2, PASS], 2, replayed=broken)  # ignored: run here
    assert store.load_game(g.id).state["tallies"] == [1, 2]

    def illegal(loaded):
        raise IllegalAction("not your turn")

    with pytest.raises(IllegalAction):  # an illegal move is refused, as when run here
        store.apply_actions(g.id, 0, [ADD1, PASS], 4, replayed=illegal)
    assert store.get_record(g.id).version == 4 and store.verify_game(g.id).ok
