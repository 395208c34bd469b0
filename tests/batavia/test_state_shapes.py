"""The TypedDicts of rules/batavia/state.py and views.py describe the real data, not a wish:
seeded random playouts check the state and every view (public and each seat's) against
them, every item of every list and dict; a state or view with a key too many, a key missing
or a value of the wrong type is refused."""

from __future__ import annotations

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

from rules import get_game
from rules.batavia.state import State
from rules.batavia.views import View
from rules.testkit import random_playout

GAME = get_game("batavia")
ALL = CollectionCheckStrategy.ALL_ITEMS
EVERY = 3  # steps between checks: every item of every view is checked, so not every step


def check_shapes(game, s) -> None:
    check_type(s, State, collection_check_strategy=ALL)
    for viewer in (None, *range(s["players"])):
        check_type(game.view(s, viewer), View, collection_check_strategy=ALL)


@pytest.mark.parametrize("players, seed, options", [
    (3, 21, {}),
    (5, 22, {"open": True}),
])
def test_states_and_views_keep_their_declared_shapes_through_a_game(players, seed, options):
    seen: list[tuple[str, str | None]] = []

    def shapes(game, s):
        if len(seen) % EVERY == 0 or game.is_over(s):
            check_shapes(game, s)
        seen.append((s["phase"], s["pending"] and s["pending"]["step"]))

    record = random_playout(GAME, players, seed, options, invariants=[shapes], deep_every=10**9)
    assert record.finished
    # the checks saw both phases, a move being built and the end
    assert {"auction", "moves", "over"} <= {phase for phase, _ in seen}
    assert "lay" in {step for _, step in seen}


def test_a_shape_that_differs_from_its_type_is_refused():
    s = GAME.new_game(players=4, seed=1)
    check_shapes(GAME, s)
    v = GAME.view(s, 0)
    v["you"]["colour"] = "red"  # a key the type does not name
    with pytest.raises(TypeCheckError, match="extra key"):
        check_type(v, View, collection_check_strategy=ALL)
    v = GAME.view(s, None)
    del v["seats"][3]["gold"]  # a key it requires
    with pytest.raises(TypeCheckError, match="gold"):
        check_type(v, View, collection_check_strategy=ALL)
    bad = GAME.load(GAME.dump(s))
    bad["warehouses"][6][4] = "seat 2"  # the last square of the last warehouse, not a seat
    with pytest.raises(TypeCheckError, match="warehouses"):
        check_type(bad, State, collection_check_strategy=ALL)
