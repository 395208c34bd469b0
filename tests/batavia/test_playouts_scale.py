"""The protocol kit at scale: 84 seeded random games of 3, 4 and 5 players with both
setups (hidden counters and the quick-start "open" layout), half of them uniform random and
half with a merchant-like chooser; Batavia's invariants after every step, the kit's
expensive checks (views and secrets, dump/load, refusals, legal-list stability) every
``DEEP_EVERY`` steps, and replay determinism on every ``REPLAY_EVERY``-th game (a uniform and
a merchant's one in each case). The 504-game run (84 per case) is ``python
tests/bench/playouts.py --kind batavia``: the same checks, with figures."""

from __future__ import annotations

import pytest

from rules.testkit import check_determinism, random_playout
from tests.batavia.test_playouts import GAME, INVARIANTS, merchant

GAMES_PER_CASE = 14  # x 6 cases = 84 games; the benchmark plays 84 per case
DEEP_EVERY = 29
REPLAY_EVERY = 7
CASES = [(players, open_posts) for players in (3, 4, 5) for open_posts in (False, True)]


def play_case(players: int, open_posts: bool, games: int) -> int:
    """``games`` seeded games of one case, every check; returns the steps played."""
    base = 10_000 * players + (5_000 if open_posts else 0)
    finals = set()
    steps = 0
    for i in range(games):
        seed = base + i
        # half the games choose uniformly among the legal actions (Cancel included), half
        # like a merchant: modest bids, rare cancels (see test_playouts.merchant)
        rec = random_playout(GAME, players, seed, {"open": open_posts}, invariants=INVARIANTS,
                             deep_every=DEEP_EVERY, max_steps=5_000, choose=merchant if i % 2 else None)
        assert rec.finished
        if i % REPLAY_EVERY == 0:
            check_determinism(GAME, rec)
        final = GAME.load(rec.final_dump)
        assert final["phase"] == "over" and final["target"] is not None
        finals.add(rec.final_dump)
        steps += rec.steps
    assert len(finals) == games  # every seed gives its own game
    assert steps / games < 1_500
    return steps


@pytest.mark.parametrize(("players", "open_posts"), CASES)
def test_random_games_keep_every_invariant(players, open_posts):
    play_case(players, open_posts, GAMES_PER_CASE)
