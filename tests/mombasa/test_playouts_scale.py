"""The protocol kit at scale: 84 seeded random games over 2, 3 and 4 players and both
setups, with Mombasa's invariants after every step (posts, regions, money and stock, each
player's cards, scores) and the kit's expensive checks (views and secrets, dump/load,
refusals, legal-list stability) every ``DEEP_EVERY`` steps; replay determinism on every
``REPLAY_EVERY``-th game (a uniform and a planning one in each case). The 504-game run (84 per
case) is ``python tests/bench/playouts.py --kind mombasa``: the same checks, with figures."""

from __future__ import annotations

import pytest

from rules.testkit import check_determinism, random_playout
from tests.mombasa.test_playouts import GAME, INVARIANTS, planner

GAMES_PER_CASE = 14  # x 6 cases = 84 games; the benchmark plays 84 per case
DEEP_EVERY = 100
REPLAY_EVERY = 7
CASES = [(players, setup) for players in (2, 3, 4) for setup in ("first", "variable")]


def play_case(players: int, setup: str, games: int) -> int:
    """``games`` seeded games of one case, every check; returns the steps played."""
    base = 10_000 * players + (0 if setup == "first" else 5_000)
    finals = set()
    steps = 0
    for i in range(games):
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
    assert len(finals) == games  # every seed gives its own game
    assert steps / games < 2_000
    return steps


@pytest.mark.parametrize(("players", "setup"), CASES)
def test_random_games_keep_every_invariant(players, setup):
    play_case(players, setup, GAMES_PER_CASE)
