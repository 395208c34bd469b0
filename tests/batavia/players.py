"""Test players for Batavia, shared by tests/batavia/test_ai.py and tests/bench/ai_batavia.py,
and ``play_game``, which seats any of them (or the product's AI levels) at one table.

``Greedy`` is the baseline the AI levels are measured against: one step ahead, the choice
whose immediate result scores best for its seat, honest like the AI (it decides from the
seat's view and legal actions, with the hidden parts re-dealt by rules.batavia.ai.redeal).
"One step" is one whole move (the engine asks it card by card) or one auction outcome;
"scores" is the rulebook's end scoring as it would stand if the game ended right after it
(every hand laid out), against the best other seat.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules import get_game
from rules.ai import AIPlayer, Decision, ai_player
from rules.batavia import auction, scoring
from rules.batavia.ai.plans import auction_lost_by, auction_won_by, next_action, plans, play
from rules.batavia.ai.redeal import state_from_view
from rules.batavia.state import copy_state
from rules.core import Action

GAME = get_game("batavia")
D = GAME.D  # type: ignore[attr-defined]  # BataviaGame's component catalogue


def end_margin(s: dict, seat: int) -> int:
    """The seat's gold less the best other's, were the game scored right now (hands laid out)."""
    t = copy_state(s)
    scoring.finish(t, D, [])
    totals = [row["total"] for row in scoring.scores(t, D)]
    return totals[seat] - max(x for i, x in enumerate(totals) if i != seat)


class Greedy:
    """One step ahead on the immediate score (module text)."""

    level = "greedy"

    def decide(self, view: Mapping[str, Any], legal: Sequence[Action], seed: int) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        me = view["you"]["seat"]
        s = state_from_view(view, D, random.Random(seed))
        if view["phase"] == "auction":
            amount = s["bid"]["high"] + 1
            win = end_margin(auction_won_by(s, D, me, amount), me)
            lose = end_margin(auction_lost_by(s, D, me), me)
            action = auction.bid_action(amount) if win > lose else auction.PASS
        else:
            ranked = sorted(plans(s, D, me), key=lambda p: -end_margin(play(s, D, me, p), me))
            action = next_action(s, D, me, ranked[0])
        return Decision(next(a for a in legal if a == action))


@dataclass
class Played:
    """One finished game: each seat's total, the winners, and each decision's time per seat
    (wall time, and the CPU time of this process: what the decision cost on a busy machine)."""

    totals: list[int]
    winners: list[int]
    decisions: int
    seconds_by_seat: list[list[float]] = field(default_factory=list)
    cpu_by_seat: list[list[float]] = field(default_factory=list)


def seat_player(name: str) -> AIPlayer:
    """A player by name: "greedy", or an AI level ("easy", "medium", "hard")."""
    return Greedy() if name == "greedy" else ai_player("batavia", name)


def play_game(names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> Played:
    """A whole game with one player per seat (by name), each decision seeded from the game
    seed and the decision's number."""
    players = [seat_player(n) for n in names]
    s = GAME.new_game(len(names), seed, dict(options or {}))
    decisions = 0
    seconds_by_seat: list[list[float]] = [[] for _ in names]
    cpu_by_seat: list[list[float]] = [[] for _ in names]
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s, seat)
        started, cpu = time.perf_counter(), time.process_time()
        decision = players[seat].decide(view, legal, seed * 100_003 + decisions)
        seconds_by_seat[seat].append(time.perf_counter() - started)
        cpu_by_seat[seat].append(time.process_time() - cpu)
        s, _ = GAME.apply(s, seat, decision.action)
        decisions += 1
    totals = [row["total"] for row in GAME.scores(s)]
    return Played(totals, GAME.winners(s), decisions, seconds_by_seat, cpu_by_seat)
