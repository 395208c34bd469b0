"""The TypedDicts of rules/mombasa/state.py and views.py describe the real data, not a wish:
seeded random playouts (first-game, variable and solo set-ups) check the state and every
view (public and each seat's) against them, every item of every list and dict; a state or
view with a key too many, a key missing or a value of the wrong type is refused."""

from __future__ import annotations

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

from rules import get_game
from rules.mombasa.state import State
from rules.mombasa.views import View
from rules.testkit import random_playout

GAME = get_game("mombasa")
ALL = CollectionCheckStrategy.ALL_ITEMS
EVERY = 5  # steps between checks: every item of every view is checked, so not every step


def check_shapes(game, s) -> None:
    check_type(s, State, collection_check_strategy=ALL)
    for viewer in (None, *range(s["players"])):
        check_type(game.view(s, viewer), View, collection_check_strategy=ALL)


@pytest.mark.parametrize("players, seed, options", [
    (3, 11, {}),
    (4, 12, {"setup": "variable"}),
    (2, 13, {"automa": "hard"}),
])
def test_states_and_views_keep_their_declared_shapes_through_a_game(players, seed, options):
    seen = []

    def shapes(game, s):
        if len(seen) % EVERY == 0 or game.is_over(s):
            check_shapes(game, s)
        seen.append(s["phase"])

    record = random_playout(GAME, players, seed, options, invariants=[shapes], deep_every=10**9)
    assert record.finished
    # the checks saw the set-up, the planning and action phases and the end
    assert {"planning", "actions", "over"} <= set(seen)


def test_a_shape_that_differs_from_its_type_is_refused():
    s = GAME.new_game(players=3, seed=1, options={"setup": "variable"})
    check_shapes(GAME, s)
    v = GAME.view(s, 0)
    v["players"][2]["colour"] = "blue"  # a key the type does not name
    with pytest.raises(TypeCheckError, match="extra key"):
        check_type(v, View, collection_check_strategy=ALL)
    v = GAME.view(s, None)
    del v["players"][1]["money"]  # a key it requires
    with pytest.raises(TypeCheckError, match="money"):
        check_type(v, View, collection_check_strategy=ALL)
    bad = GAME.load(GAME.dump(s))
    bad["seats"][2]["tracks"]["cairo"] = None  # an item deep in a dict, of the wrong type
    with pytest.raises(TypeCheckError, match="cairo"):
        check_type(bad, State, collection_check_strategy=ALL)
