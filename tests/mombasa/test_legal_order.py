"""Legal-action order is part of the contract: a panel index shown before a restart (the
state was dumped and loaded) must name the same action after it."""

from __future__ import annotations

import copy
import random

from rules import get_game
from rules.testkit import check_reload_order


def _action_phase_state():
    game = get_game("mombasa")
    rng = random.Random(0)
    state = game.new_game(players=2, seed=0)
    while state["phase"] != "actions":
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return game, state


def test_track_extra_bonus_spaces_keep_their_order_after_dump_and_load():
    game, state = _action_phase_state()
    seat = game.to_move(state)[0]
    rich = copy.deepcopy(state)  # both C/D tracks' extra spaces unlocked and affordable
    p = rich["seats"][seat]
    for cid in p["levels"]:
        p["levels"][cid] = 2
    p["money"] = 50
    legal = game.legal_actions(rich, seat)
    extra = [a.label for a in legal if "extra space" in a.label]
    assert len({label.split(" track")[0] for label in extra}) == 2  # two companies' spaces
    again = game.legal_actions(game.load(game.dump(rich)), seat)
    assert [(a, a.label) for a in again] == [(a, a.label) for a in legal]
    check_reload_order(game, rich, seat, legal)
