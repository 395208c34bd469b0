"""Sample states from seeded random Batavia games (for looking at, and for tests).

Pure: plays games through the protocol with a seeded ``random.Random`` and returns states;
drawing and writing them to files is the caller's (``python -m tests.render.batavia_samples
OUTDIR``), since render/ does no I/O.
"""

from __future__ import annotations

import random
from typing import Any

from rules import get_game


def playout(players: int, seed: int, open_posts: bool = False, max_steps: int = 20000) -> list[Any]:
    """Every state of one random game, from the set-up to the end."""
    game = get_game("batavia")
    rng = random.Random(seed)
    state = game.new_game(players, seed, {"open": open_posts})
    states = [state]
    while not game.is_over(state) and len(states) < max_steps:
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        states.append(state)
    return states


def sample_states(players: int, seed: int, open_posts: bool = False) -> list[tuple[str, Any]]:
    """A few states of one game: the first auction, a bid, the first moves, a move being
    built, an exchange to decide, mid-game, late game, the end."""
    states = playout(players, seed, open_posts)
    picked: dict[str, Any] = {}
    n = len(states)
    for i, s in enumerate(states):
        b = s.get("bid")
        if s["phase"] == "auction" and "auction" not in picked:
            picked["auction"] = s
        if s["phase"] == "auction" and b and b["high"] and any(b["out"]) and "bidding" not in picked and s["display"]:
            picked["bidding"] = s
        if s["phase"] == "moves" and "moves" not in picked:
            picked["moves"] = s
        if s["pending"] is not None and s["pending"]["step"] == "lay" and any(s["pending"]["lay"]) \
                and "building" not in picked and i > n // 4:
            picked["building"] = s
        if s["pending"] is not None and s["pending"]["step"] == "exchange" and "exchange" not in picked \
                and s["counters"][s["turn"]]:
            picked["exchange"] = s
        if s["phase"] == "moves" and i >= n // 2 and "middle" not in picked:
            picked["middle"] = s
        if s["phase"] == "moves" and i >= n * 9 // 10 and "late" not in picked:
            picked["late"] = s
    picked["over"] = states[-1]
    order = ["auction", "bidding", "moves", "building", "exchange", "middle", "late", "over"]
    return [(k, picked[k]) for k in order if k in picked]


GAMES = ((3, 31, False), (4, 41, True), (5, 51, False))
