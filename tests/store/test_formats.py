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
        assert report.actions_replayed > 0
        assert legacy.history(record.id, 5)  # the log reads back with labels and events
        before = legacy.load_game(record.id)
        after = play(legacy, record.id, steps=12, seed=record.id)
        assert after.version > before.version
        fresh = versions(legacy, "actions", record.id)
        assert fresh[:len(legacy.action_log(record.id)) - 12] == [1] * (len(fresh) - 12)
        assert fresh[-12:] == [after.game.format_version] * 12
        report = legacy.verify_game(record.id)
        assert report.ok, str(report)
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
    assert file_store.verify_game(g.id).ok  # the log replays through upgrade_action
    assert "action 1" in TallyV2.upgraded
    assert file_store.history(g.id, 3)
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

    # the export speaks today's format; importing it needs no upgrade
    doc = file_store.export_game(g.id)
    assert doc["engine_format_version"] == 2
    assert all(a["action"]["kind"] != "add" for a in doc["actions"])
    assert file_store.import_game(doc).state == file_store.load_game(g.id).state

    # a file exported before format versions (no field: format 1) is upgraded on import
    old_doc = dict(doc, actions=[{"seat": a["seat"], "action": dict(a["action"], kind="add")
                                 if a["action"]["kind"] == "raise" else a["action"]}
                                for a in doc["actions"]])
    del old_doc["engine_format_version"]
    assert file_store.import_game(old_doc).state == file_store.load_game(g.id).state

    report = file_store.repair_game(g.id)  # rebuilds every snapshot in today's format
    assert report.ok and set(versions(file_store, "snapshots", g.id)) == {2}


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


