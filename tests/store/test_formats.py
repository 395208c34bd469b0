"""Versioned saved formats: every snapshot and logged action records the engine's
``format_version``; loads, replays, verify, undo, history and import upgrade older ones
through the engine's ``upgrade_state`` / ``upgrade_action`` hooks. And a database written
by the bot before format versions existed (tests/store/legacy/) opens, verifies and plays on.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bot.store import GameStore
from rules.core import register
from tests.store.conftest import play
from tests.store.tallygame import TallyGame

LEGACY = Path(__file__).resolve().parent / "legacy" / "main-2026-11.sqlite3"


def columns(store, table):
    return [r["name"] for r in store.db.query(f"PRAGMA table_info({table})")]


def versions(store, table, game_id):
    return [r["format_version"] for r in store.db.query(
        f"SELECT format_version FROM {table} WHERE game_id = ? ORDER BY seq", [game_id])]


# -- a database written by main before issue 12 ------------------------------------------------

@pytest.fixture
def legacy(tmp_path):
    path = tmp_path / "legacy.sqlite3"
    shutil.copy(LEGACY, path)
    store = GameStore.open(path)
    yield store
    store.close()


def test_an_old_database_gets_format_1_everywhere(legacy):
    assert "format_version" in columns(legacy, "snapshots")
    assert "format_version" in columns(legacy, "actions")
    assert {r["format_version"] for r in legacy.db.query("SELECT format_version FROM actions")} == {1}
    assert {r["format_version"] for r in legacy.db.query("SELECT format_version FROM snapshots")} == {1}


def test_an_old_database_opens_verifies_and_plays_on(legacy):
    games = legacy.find_games()
    assert [(g.kind, g.players, g.status) for g in games] == [("mombasa", 2, "active")] * 3
    assert {json.dumps(g.options, sort_keys=True) for g in games} == {
        '{"setup": "first"}', '{"setup": "variable"}', '{"automa": "medium"}'}
    for record in games:
        report = legacy.verify_game(record.id)
        assert report.ok, str(report)
        # recorded under older rules (format 1): replayed from the newest snapshot, not from
        # the start (issue 15's rules fixes apply from the next move)
        assert any("recorded under older rules (format 1)" in n for n in report.notes)
        assert legacy.history(record.id, 5)  # the log reads back with labels and events
        before = legacy.load_game(record.id)
        after = play(legacy, record.id, steps=12, seed=record.id)
        assert after.version > before.version
        fresh = versions(legacy, "actions", record.id)
        assert fresh[:len(legacy.action_log(record.id)) - 12] == [1] * (len(fresh) - 12)
        assert fresh[-12:] == [after.game.format_version] * 12
        report = legacy.verify_game(record.id)
        assert report.ok, str(report)
        assert report.actions_replayed == 12
        exported = legacy.export_game_json(record.id)
        copy = legacy.import_game(exported)
        assert copy.game.dump(copy.state) == after.game.dump(after.state)


# -- an engine whose format moved on ------------------------------------------------------------

class TallyV2(TallyGame):
    """Tally, format 2: "add" is called "raise" now, and the state's "moves" is "turns"."""

    format_version = 2
    upgraded: list[str] = []

    def legal_actions(self, state, seat):
        out = super().legal_actions(state, seat)
        return [a.__class__("raise", a.params, a.label) if a.kind == "add" else a for a in out]

    def _apply(self, state, seat, action):
        if action.kind == "raise":
            action = action.__class__("add", action.params, action.label)
        s = dict(state, moves=state["turns"])
        del s["moves"], s["turns"]
        after, events = super()._apply(dict(s, moves=state["turns"]), seat, action)
        after["turns"] = after.pop("moves")
        return after, events

    def new_game(self, players, seed, options=None):
        state = super().new_game(players, seed, options)
        state["turns"] = state.pop("moves")
        return state

    def load(self, text):
        state = json.loads(text)
        if "turns" not in state:
            raise ValueError("not a tally state of format 2")
        return state

    def upgrade_state(self, text, version):
        self._check_format(version)
        TallyV2.upgraded.append(f"state {version}")
        state = json.loads(text)
        if version < 2:
            state["turns"] = state.pop("moves")
        return json.dumps(state, sort_keys=True, separators=(",", ":"))

    def upgrade_action(self, obj, version):
        self._check_format(version)
        TallyV2.upgraded.append(f"action {version}")
        obj = dict(obj)
        if version < 2 and obj.get("kind") == "add":
            obj["kind"] = "raise"
        return obj


@pytest.fixture
def engines():
    TallyV2.upgraded = []
    yield
    register("tally", TallyGame)


def test_older_formats_are_upgraded_on_every_read(file_store, engines):
    g = file_store.create_game("tally", 2, seed=3, options={"target": 99})
    play(file_store, g.id, steps=8, seed=1)
    old = file_store.load_game(g.id)
    assert set(versions(file_store, "actions", g.id)) == {1}
    register("tally", TallyV2)  # the engine moves on to format 2

    loaded = file_store.load_game(g.id)  # the snapshot is upgraded
    assert loaded.state["turns"] == old.state["moves"] and "state 1" in TallyV2.upgraded
    report = file_store.verify_game(g.id)  # re-based: replayed from the format-1 snapshot
    assert report.ok and report.notes == [
        "replayed from the snapshot at action #8: the 8 actions before it were recorded under "
        "older rules (format 1) and are kept as history, not replayed"]
    assert file_store.history(g.id, 3)  # read back as stored, through upgrade_action
    assert "action 1" in TallyV2.upgraded
    action = next(a for a in loaded.game.legal_actions(loaded.state, loaded.game.to_move(loaded.state)[0])
                  if a.kind == "raise")
    file_store.apply_action(g.id, loaded.game.to_move(loaded.state)[0], action, loaded.version)
    assert versions(file_store, "actions", g.id)[-1] == 2
    assert versions(file_store, "snapshots", g.id)[-1] == 2
    assert file_store.verify_game(g.id).ok

    # undo back across the change of format: the older snapshot/log are upgraded again
    seat = loaded.game.to_move(loaded.state)[0]
    undone = file_store.undo(g.id, seat, loaded.version + 1)
    assert undone.game.dump(undone.state) == loaded.game.dump(loaded.state)

    # the export speaks today's format after its base, and carries the base as stored
    doc = file_store.export_game(g.id)
    assert doc["engine_format_version"] == 2 and doc["format_version"] == 2
    assert all(a["action"]["kind"] != "add" for a in doc["actions"])
    assert doc["base"]["seq"] == 8 and doc["base"]["format_version"] == 1
    copy = file_store.import_game(doc)
    assert copy.state == file_store.load_game(g.id).state
    assert ([e.format_version for e in file_store.action_log(copy.id)]
            == [e.format_version for e in file_store.action_log(g.id, include_undone=False)])
    assert file_store.verify_game(copy.id).notes == report.notes

    # a file exported before format versions (no field: format 1) is upgraded on import
    history = doc["base"]["actions"]
    old_doc = dict(doc, format_version=1, actions=[
        {"seat": a["seat"], "action": dict(a["action"], kind="add")
         if a["action"]["kind"] == "raise" else a["action"]}
        for a in [*history, *doc["actions"]]])
    del old_doc["engine_format_version"], old_doc["base"]
    assert file_store.import_game(old_doc).state == file_store.load_game(g.id).state

    # repair rebuilds every snapshot after the base in today's format; the base stays
    report = file_store.repair_game(g.id)
    assert report.ok, str(report)
    formats = {r["seq"]: r["format_version"] for r in file_store.db.query(
        "SELECT seq, format_version FROM snapshots WHERE game_id = ?", [g.id])}
    assert formats[8] == 1 and {f for seq, f in formats.items() if seq > 8} <= {2}


def test_a_format_the_engine_does_not_know_is_named(file_store, engines):
    from bot.store import GameCorrupt

    g = file_store.create_game("tally", 1, seed=3)
    play(file_store, g.id, steps=2)
    before = file_store.load_game(g.id)
    file_store.db.execute("UPDATE snapshots SET format_version = 7 WHERE game_id = ?", [g.id])
    # A snapshot is derived data (issue 11: one that fails its check is ignored and the log
    # decides): a snapshot in a format the engine does not know is ignored the same way, and
    # verify names the format.
    after = file_store.load_game(g.id)
    assert after.game.dump(after.state) == before.game.dump(before.state)
    assert any("format 7" in p for p in file_store.verify_game(g.id).problems)
    # The log is the truth: an action in an unknown format stops the load, named.
    file_store.db.execute("DROP TRIGGER actions_format_append_only")
    file_store.db.execute("UPDATE actions SET format_version = 7 WHERE game_id = ?", [g.id])
    with pytest.raises(GameCorrupt, match="format 7"):
        file_store.load_game(g.id)


def test_the_log_keeps_the_format_it_was_written_in(file_store):
    g = file_store.create_game("tally", 1, seed=3)
    play(file_store, g.id, steps=2)
    import sqlite3

    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        file_store.db.execute("UPDATE actions SET format_version = 2 WHERE game_id = ?", [g.id])




# -- an engine whose rules changed under an old log (Mombasa format 3, issue 15) ----------------

class TallyRules2(TallyGame):
    """Tally, format 2: the same state and actions, but "Add 2" is no longer allowed, so a
    log recorded under format 1 that added 2 does not replay any more."""

    format_version = 2

    def legal_actions(self, state, seat):
        return [a for a in super().legal_actions(state, seat) if a.label != "Add 2"]


def _old_rules_game(store):
    g = store.create_game("tally", 2, seed=5, options={"target": 99})
    loaded = g
    for seat, action in [(0, 1), (0, 0), (0, 3), (1, 1), (1, 3), (0, 1), (0, 3)]:
        loaded = store.load_game(g.id)
        store.apply_action(g.id, seat, loaded.game.legal_actions(loaded.state, seat)[action],
                           loaded.version)
    assert any('"n":2' in e.action for e in store.action_log(g.id))
    return g.id


def test_a_log_recorded_under_older_rules_is_rebased(file_store, engines):
    game_id = _old_rules_game(file_store)
    old = file_store.load_game(game_id)
    register("tally", TallyRules2)
    loaded = file_store.load_game(game_id)  # the snapshot is trusted: the game loads
    assert loaded.state == old.state
    report = file_store.verify_game(game_id)
    assert report.ok, str(report)
    assert report.notes == [
        "replayed from the snapshot at action #7: the 7 actions before it were recorded "
        "under older rules (format 1) and are kept as history, not replayed"]
    assert "note: replayed from the snapshot at action #7" in str(report)
    assert len(file_store.history(game_id, 40)) == 7  # read back as stored
    # a move recorded under older rules is history: no undo goes back before the base
    assert "older rules" in file_store.undo_refusal(game_id, 0)

    after = play(file_store, game_id, steps=6, seed=2)  # plays on under the new rules
    assert [e.format_version for e in file_store.action_log(game_id)] == [1] * 7 + [2] * 6
    report = file_store.verify_game(game_id)
    assert report.ok and report.actions_replayed == 6, str(report)
    assert [h.entry.seq for h in file_store.history(game_id, 10)] == list(range(4, 14))

    copy = file_store.import_game(file_store.export_game_json(game_id))
    assert copy.state == after.state
    assert file_store.verify_game(copy.id).ok

    report = file_store.repair_game(game_id)
    assert report.ok and not report.repaired, str(report)
    file_store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > 7", [game_id])
    report = file_store.repair_game(game_id)  # rebuilt from the base
    assert report.ok and report.repaired, str(report)
    assert file_store.load_game(game_id).state == after.state


def test_a_damaged_base_falls_back_to_the_whole_log(file_store, engines):
    from bot.store import GameCorrupt

    game_id = _old_rules_game(file_store)
    register("tally", TallyRules2)
    file_store.db.execute("UPDATE snapshots SET state = 'garbage' WHERE game_id = ? AND seq = 7",
                          [game_id])
    report = file_store.verify_game(game_id)
    assert not report.ok and not report.notes
    assert any("snapshot #7 fails its check" in p for p in report.problems)
    assert any("action #1 (seat 0) does not replay" in p for p in report.problems)
    # no trusted base: the whole log decides, and it does not replay under the new rules,
    # so the game cannot be played on a state nobody can check
    with pytest.raises(GameCorrupt, match="does not replay"):
        file_store.load_game(game_id)
    with pytest.raises(GameCorrupt):
        file_store.repair_game(game_id)
    doc = file_store.export_game(game_id)
    assert "base" not in doc and doc["problem"]


def test_an_import_refuses_a_damaged_base(file_store, engines):
    from bot.store import ImportRefused

    game_id = _old_rules_game(file_store)
    register("tally", TallyRules2)
    doc = file_store.export_game(game_id)
    assert doc["base"]["seq"] == 7
    with pytest.raises(ImportRefused, match="damaged"):
        file_store.import_game(dict(doc, base=dict(doc["base"], state=doc["base"]["state"] + " ")))
    with pytest.raises(ImportRefused, match="older format"):
        file_store.import_game(dict(doc, base=dict(doc["base"], format_version=2)))
    without = {k: v for k, v in doc.items() if k != "base"}
    with pytest.raises(ImportRefused, match="base"):
        file_store.import_game(without)
    assert file_store.import_game(doc).state == file_store.load_game(game_id).state
