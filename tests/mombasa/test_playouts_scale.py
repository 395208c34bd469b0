"""The protocol kit at scale: 504 seeded random games over 2, 3 and 4 players and both
setups, with Mombasa's invariants after every step (posts, regions, money and stock, each
player's cards, scores) and the kit's expensive checks (views and secrets, dump/load,
refusals, legal-list stability) every ``DEEP_EVERY`` steps; replay determinism on every
``REPLAY_EVERY``-th game. About 1-2 minutes on a 2-core machine."""

from __future__ import annotations

import pytest

from rules.testkit import check_determinism, random_playout
from tests.mombasa.test_playouts import GAME, INVARIANTS, planner

GAMES_PER_CASE = 84  # x 6 cases = 504 games
DEEP_EVERY = 100
REPLAY_EVERY = 21
CASES = [(players, setup) for players in (2, 3, 4) for setup in ("first", "variable")]


@pytest.mark.parametrize(("players", "setup"), CASES)
def test_random_games_keep_every_invariant(players, setup):
    base = 10_000 * players + (0 if setup == "first" else 5_000)
    finals = set()
    steps = 0
    for i in range(GAMES_PER_CASE):
        seed = base + i
        # half the games choose uniformly among the legal actions (Cancel included), half
        # plan full action areas and rarely end their action phase early
        choose = planner if i % 2 else None
        rec = random_playout(GAME, players, seed, {"setup": setup}, invariants=INVARIANTS,
                             deep_every=DEEP_EVERY, choose=choose, max_steps=5_000)
        assert rec.finished
        if i % REPLAY_EVERY == 0:
            check_determinism(GAME, rec)
        final = GAME.load(rec.final_dump)
        assert final["phase"] == "over" and final["round"] == 7
        finals.add(rec.final_dump)
        steps += rec.steps
    assert len(finals) == GAMES_PER_CASE  # every seed gives its own game
    assert steps / GAMES_PER_CASE < 2_000
