"""Batavia's saved format 2 (rules/batavia/saved.py): games saved under format 1, before the
rules of issue 26, load and play on. A state waiting on its exchange under the old order
plays that move at the decision; a stored game that went round under the old rules (no end
for a round in which nothing happened) is re-based on its last format-1 snapshot by the
store, verifies, and ends under today's rules."""

from __future__ import annotations

import json

import pytest

from bot.store import GameStore
from rules.batavia.game import BataviaGame
from rules.core import register
from tests.batavia.scenario import GAME, B, act, fresh, give
from tests.batavia.test_game_end import hoarder


def format_1(s: dict) -> str:
    """A dump as format 1 wrote it (no ``idle``)."""
    old = {k: v for k, v in s.items() if k != "idle"}
    return json.dumps(old, sort_keys=True, separators=(",", ":"))


def test_the_format_is_2():
    assert GAME.format_version == 2


def test_a_format_1_exchange_decision_plays_the_move_it_was_waiting_for():
    s = fresh(3)
    give(s, 0, B, 1)
    # format 1: after Done, nothing was played yet while the exchange was decided
    s["pending"] = {"step": "exchange", "lay": [1, 0, 0, 0, 0], "to": 0}
    s = GAME.load(GAME.upgrade_state(format_1(s), 1))
    assert s["idle"] is False
    assert [a.kind for a in GAME.legal_actions(s, 0)] == ["exchange", "keep", "cancel"]
    after, ev = act(s, 0, "exchange")
    assert [e["type"] for e in ev][:2] == ["CardsPlayed", "SealTaken"]
    assert after["laid"][0][0] and not after["hands"][0] and after["merchants"][0] == 0
    assert after["gold"][0] == 1 and after["exchanged"] == ["tp01"] and after["turn"] == 1
    cancelled, _ = act(s, 0, "cancel")  # as format 1 allowed: nothing had been played
    assert cancelled["pending"] is None and cancelled["hands"][0] == s["hands"][0]


class OldRules(BataviaGame):
    """Batavia as format 1 played it, for the store: a round in which nothing happened did
    not end the game, and dumps had no ``idle``."""

    format_version = 1

    def new_game(self, players, seed, options=None):
        s = super().new_game(players, seed, options)
        s.pop("idle")
        return s

    def _apply(self, s, seat, action):
        after, events = super()._apply(dict(s, idle=False), seat, action)
        after.pop("idle", None)
        return after, events


@pytest.fixture
def old_rules():
    register("batavia", OldRules)
    yield
    register("batavia", BataviaGame)


def test_a_stored_game_that_went_round_under_format_1_plays_on_and_ends(tmp_path, old_rules):
    store = GameStore.open(tmp_path / "games.db")
    try:
        game_id = store.create_game("batavia", 3, seed=8).id
        rounds_dry = 0
        while rounds_dry < 2:  # two whole rounds with nothing drawn or laid out
            loaded = store.load_game(game_id)
            s, game = loaded.state, loaded.game
            seat = game.to_move(s)[0]
            store.apply_action(game_id, seat, hoarder(None, game, s, seat, game.legal_actions(s, seat)),
                               loaded.version)
            after = store.load_game(game_id).state
            if after["round"] > s["round"] and not s["deck"] and not s["discard"]:
                rounds_dry += 1
        old = store.load_game(game_id)
        assert not old.game.is_over(old.state)

        register("batavia", BataviaGame)  # today's rules
        loaded = store.load_game(game_id)
        assert loaded.game.format_version == 2 and {**old.state, "idle": False} == loaded.state
        report = store.verify_game(game_id)
        assert report.ok and any("recorded under older rules (format 1)" in n for n in report.notes), str(report)
        moves = 0
        while not loaded.game.is_over(loaded.state):
            s, game = loaded.state, loaded.game
            seat = game.to_move(s)[0]
            store.apply_action(game_id, seat, hoarder(None, game, s, seat, game.legal_actions(s, seat)),
                               loaded.version)
            loaded = store.load_game(game_id)
            moves += 1
            assert moves < 20, "the game did not end within two rounds"
        assert loaded.state["target"] is None and store.verify_game(game_id).ok
    finally:
        store.close()
