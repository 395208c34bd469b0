"""The three AI levels. Each builds a state from the seat's view (rules.batavia.ai.redeal),
weighs whole moves and auction outcomes there with the engine, and answers the one small
decision that is asked now, with a line of why.

- easy: looks one move ahead at what scores now (warehouses, notes, seals, exchanged gold),
  not at what cards, notes and counters may still bring; bids only for a bargain, and a
  third of the time picks at random among the moves it considered.
- medium: one move ahead, weighed with the whole projection (rules.batavia.ai.evaluate)
  but a vaguer sense of how surely a warehouse lead holds; bids while winning the display
  at the next amount is worth more than letting it go; now and then (one decision in
  eight) picks at random among the moves it considered.
- hard: the tuned projection, never straying; its best few moves each played on to the end
  of the round (every seat answering one move ahead, with hands re-dealt) in several
  determinizations, the average deciding; its bids weighed the same way: the display won
  at the next amount and the display let go, each with the round played on (who moves
  first, and what the cards won let it take this round, count), raising only while
  winning is worth a gold more than letting the cards go.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.ai import Decision
from rules.batavia import auction, posts
from rules.batavia.ai import reasons
from rules.batavia.ai.evaluate import PLAIN, Weights, margin
from rules.batavia.ai.plans import (
    Plan,
    auction_lost_by,
    auction_won_by,
    next_action,
    plans,
    play,
)
from rules.batavia.ai.redeal import state_from_view
from rules.batavia.components import Catalog
from rules.batavia.game import BataviaGame
from rules.batavia.state import Pending, State, bidding, on_move
from rules.core import Action, Message, get_game

# What easy sees: only what already scores (no worth for cards, notes, held counters).
SCORE_ONLY = Weights(soft=0.0, card=0.0, note=0.0, seal_now=0.0, keep=0.0, leader=1.0)
# What medium sees: the whole projection, with a vaguer sense of how surely a warehouse
# lead holds (on seeds 1-30 it beat the greedy baseline in 73% of games, the tuned one 87%).
VAGUE = Weights(soft=2.0)


def _catalog() -> Catalog:
    game = get_game("batavia")
    assert isinstance(game, BataviaGame)
    return game.D


def best_plan(s: State, D: Catalog, seat: int, w: Weights) -> tuple[Plan, State, list[tuple[float, Plan]]]:
    """The plan whose result weighs most for the seat, that result, and every plan's weight
    (best first; ties keep the plans' stable order)."""
    scored = []
    results = {}
    for plan in plans(s, D, seat):
        after = play(s, D, seat, plan)
        results[plan] = after
        scored.append((margin(after, D, seat, w), plan))
    ranked = sorted(scored, key=lambda x: -x[0])
    return ranked[0][1], results[ranked[0][1]], ranked


def play_round_out(s: State, D: Catalog, stop: int, w: Weights) -> State:
    """The moves phase played on with every seat choosing one move ahead (``best_plan``),
    until the round ends (the next auction, or the end) or it is ``stop``'s move again."""
    while s["phase"] == "moves":
        seat = on_move(s)
        if seat == stop and s["pending"] is None:
            break
        _, s, _ = best_plan(s, D, seat, w)
    return s


@dataclass
class BataviaAI:
    """An AI player of one level (rules.ai.AIPlayer)."""

    level: str
    weights: Weights = PLAIN
    worlds: int = 1            # determinizations weighed
    shortlist: int = 0         # plans looked at to the end of the round (0: none)
    stray: float = 0.0         # chance of a move picked at random among those considered
    thrift: float = 0.0        # gold a won auction must be worth above its price
    deep_bids: bool = True     # bids weighed with the round played out (when shortlist)
    _D: Catalog | None = field(default=None, repr=False)

    @property
    def D(self) -> Catalog:
        if self._D is None:
            self._D = _catalog()
        return self._D

    def decide(self, view: Mapping[str, Any], legal: Sequence[Action], seed: int) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        rng = random.Random(seed)
        D = self.D
        me = view["you"]["seat"]
        worlds = [state_from_view(view, D, rng) for _ in range(self.worlds)]
        if view["phase"] == "auction":
            action, why = self._bid(worlds, me)
        else:
            action, why = self._move(worlds, me, rng)
        return Decision(_among(action, legal), why)

    # -- the auction ----------------------------------------------------------------------------
    def _bid(self, worlds: list[State], me: int) -> tuple[Action, Message]:
        D = self.D
        s = worlds[0]
        amount = bidding(s)["high"] + 1
        gain = 0.0
        for world in worlds:
            win = auction_won_by(world, D, me, amount)
            lose = auction_lost_by(world, D, me)
            if self.shortlist and self.deep_bids:
                win = play_round_out(win, D, -1, self.weights)
                lose = play_round_out(lose, D, -1, self.weights)
            gain += margin(win, D, me, self.weights) - margin(lose, D, me, self.weights)
        gain /= len(worlds)
        if gain > self.thrift and amount <= s["notes"][me]:
            return auction.bid_action(amount), reasons.bid(s, D, amount)
        return auction.PASS, reasons.passed(s, D, amount)

    # -- a move -------------------------------------------------------------------------------------
    def _move(self, worlds: list[State], me: int, rng: random.Random) -> tuple[Action, Message]:
        D = self.D
        s = worlds[0]
        plan, after, ranked = best_plan(s, D, me, self.weights)
        if self.stray and rng.random() < self.stray and len(ranked) > 1:
            plan = rng.choice(ranked)[1]
            after = play(s, D, me, plan)
        elif self.shortlist and len(ranked) > 1:
            plan = self._look_ahead(worlds, me, [p for _, p in ranked[:self.shortlist]])
            after = play(s, D, me, plan)
        action = next_action(s, D, me, plan)
        p = s["pending"]
        if p is not None and p["step"] == "exchange":
            to = p["to"]
            if to is None:  # an exchange step always has its hex (the engine sets both together)
                raise RuntimeError("an exchange without its hex")
            # a format 1 state held no offer: the one the counter allows, as the engine finds it
            offer = p.get("offer") or posts.exchange_offer(s, D, me, to)
            if offer is None:
                raise RuntimeError("an exchange step without an exchange")
            pending: Pending = {**p, "offer": list(offer)}
            s = {**s, "pending": pending}
            return action, reasons.exchange(s, plan)
        return action, reasons.move(s, after, D, me, plan)

    def _look_ahead(self, worlds: list[State], me: int, shortlist: list[Plan]) -> Plan:
        """The plan whose result, the round played on, weighs most on average."""
        D = self.D
        totals = [0.0] * len(shortlist)
        for world in worlds:
            for i, plan in enumerate(shortlist):
                after = play_round_out(play(world, D, me, plan), D, me, self.weights)
                totals[i] += margin(after, D, me, self.weights)
        best = max(range(len(shortlist)), key=lambda i: (totals[i], -i))
        return shortlist[best]


def _among(action: Action, legal: Sequence[Action]) -> Action:
    """The legal action equal to ``action`` (with its label); a plan always yields one."""
    for a in legal:
        if a == action:
            return a
    raise RuntimeError(f"the AI chose {action!r}, which is not among the legal actions")


LEVELS: dict[str, BataviaAI] = {
    "easy": BataviaAI("easy", weights=SCORE_ONLY, stray=0.35, thrift=1.0),
    "medium": BataviaAI("medium", weights=VAGUE, stray=0.12),
    # bids weighed with the round played out: on 16 paired seeds it beat medium in 67% of
    # the games by 8.2 gold a seat, against 58% and 3.6 with bids one step ahead (19 seeds);
    # six worlds and six moves looked at gave less (72%, 4.6 gold) for the same CPU time.
    # A raise must win a gold more than it costs: without it two hard players bid each
    # other up (19 notes for 5 cards in one benchmark game); see rules/batavia/data/README.md
    "hard": BataviaAI("hard", worlds=3, shortlist=4, deep_bids=True, thrift=1.0),
}
