"""Mombasa's AI player: decides from the seat's view and legal actions only.

Where it looks ahead it deals the hidden parts again (``redeal.determinize``), puts the
decision under way back in place (``pending.rebuild``) and plays the choices out with the
engine itself; it never sees the true state. Everything random comes from the seed."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from statistics import fmean
from typing import Any

from rules.ai import Decision
from rules.core import Action
from rules.mombasa.ai import reasons
from rules.mombasa.ai.books import ROUNDS, best_flip, front_places, ink_gain
from rules.mombasa.ai.evaluate import card_worth, value
from rules.mombasa.ai.levels import LEVELS, Level
from rules.mombasa.ai.pending import rebuild
from rules.mombasa.ai.redeal import GAME, D, determinize
from rules.mombasa.bookkeeping import meets
from rules.mombasa.state import State

# many small decisions in a row: each is taken one step greedy, as the lookahead takes them
ONE_STEP_TASKS = ("spend_bk",)


class MombasaAI:
    def __init__(self, level: str) -> None:
        self.level = level
        self.spec: Level = LEVELS[level]

    def decide(self, view: Mapping[str, Any], legal: Sequence[Action], seed: int) -> Decision:
        if not legal:
            raise ValueError("an AI decides only when it has a legal choice")
        rng = random.Random(seed)
        if len(legal) == 1:
            return Decision(legal[0], None)
        if view["phase"] == "setup":
            return Decision(self._setup(view, legal, rng), None)
        if view["phase"] == "planning":
            return self._plan(view, legal, rng)
        return self._act(view, legal, rng)

    # -- setup ----------------------------------------------------------------------------

    def _setup(self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        tiles = [a for a in legal if a.kind == "choose_tile"]
        if tiles and self.spec.plan != "random":
            def worth(a: Action) -> float:
                t = D.tiles[a["tile"]]
                return sum(n for _, n in t.bonus) + sum(card_worth(c) for c in _tile_cards(t))
            return best_of(tiles, worth, rng)
        return rng.choice(list(legal))

    # -- planning ---------------------------------------------------------------------------

    def _plan(self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Decision:
        place = [a for a in legal if a.kind == "plan_place"]
        commit = [a for a in legal if a.kind == "plan_commit"]
        if self.spec.plan == "random":
            if place and rng.random() < 0.85:
                return Decision(rng.choice(place), None)
            return Decision(commit[0] if commit else rng.choice(list(legal)), reasons.planned() if commit else None)
        if not place:
            return Decision(commit[0] if commit else legal[0], reasons.planned() if commit else None)
        if self.spec.plan == "books":
            return Decision(self._plan_books(view, place), None)
        planned = [D.card(c["id"]) for c in view["me"]["draft"].values() if c]
        goods: dict[str, int] = {}
        for c in planned:
            if c.kind == "goods" and c.good:
                goods[c.good] = goods.get(c.good, 0) + c.units

        def fit(a: Action) -> float:
            c = D.card(a["card"])
            bonus = 0.5 * goods.get(c.good, 0) if c.kind == "goods" and c.good else 0.0
            if c.kind == "expansion" and any(x.kind == "expansion" for x in planned):
                bonus += 1.0
            return card_worth(a["card"]) + bonus - 0.01 * a["slot"]

        return Decision(max(place, key=fit), None)

    def _plan_books(self, view: Mapping[str, Any], place: list[Action]) -> Action:
        """The cards to plan chosen together: what each is worth, and what a bookkeeper
        among them (or the bookkeeper tile) moves the ink jar with the others beside it."""
        me = view["me"]
        seat = me["seat"]
        pv = view["players"][seat]
        drafted = [c["id"] for c in me["draft"].values() if c]
        hand = list(dict.fromkeys(a["card"] for a in place))
        free = len({a["slot"] for a in place})
        rounds_left = ROUNDS - view["round"] + 1
        tile = any(t == "bookkeeper" and seat in (st["holder"], st["reserved_by"]) and not st["used"]
                   for t, st in view["bonus_tiles"].items())
        books = [b["id"] if b else None for b in pv["bookkeeping_track"]]
        flipped = pv["flipped_books"]

        def worth(cards: list[str]) -> float:
            out = sum(card_worth(c) for c in cards)
            units: dict[str, list[int]] = {}
            for c in cards:
                card = D.card(c)
                if card.kind == "goods" and card.good:
                    units.setdefault(card.good, []).append(card.units)
            out += 0.5 * sum(sum(u) - max(u) for u in units.values())
            expansions = sum(1 for c in cards if D.card(c).kind == "expansion")
            out += max(0, expansions - 1)
            keepers = [c for c in cards if D.card(c).kind == "bookkeeper"]
            if keepers or tile:
                beside = [c for c in cards if c != keepers[0]] if keepers else cards
                out += ink_gain(books, flipped, pv["ink"], beside, rounds_left)
            return out

        best = max(combinations(hand, min(free, len(hand))), key=lambda sub: worth(drafted + list(sub)))
        return max((a for a in place if a["card"] in best), key=lambda a: card_worth(a["card"]) - 0.01 * a["slot"])

    # -- the action phase ------------------------------------------------------------------------

    def _act(self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Decision:
        options = _options(legal)
        if len(options) == 1:
            return Decision(options[0], reasons.forced(view, options[0]))
        seat = view["me"]["seat"]
        worlds: list[State] = []
        for _ in range(self.spec.worlds):
            w = rebuild(determinize(view, rng), view, legal)
            if w is None:  # the move under way could not be rebuilt: the first choice offered
                return Decision(options[0], None)
            worlds.append(w)
        options = self._prune(worlds[0], seat, options)
        if len(options) == 1:  # a bookkeeping rule decided: the line of why, as the move plays out
            done = self._complete(GAME.apply(worlds[0], seat, options[0])[0], seat)
            return Decision(options[0], reasons.why(view, options[0], worlds[0], done, seat))
        pending = view.get("pending") or {}
        if self.spec.lookahead == "score":
            def after(w: State, a: Action) -> State:
                return GAME.apply(w, seat, a)[0]

            def judge(w: State) -> float:
                return float(GAME.scores(w)[seat]["total"])
        else:
            step = pending.get("kind") in ONE_STEP_TASKS

            def after(w: State, a: Action) -> State:
                out = GAME.apply(w, seat, a)[0]
                return out if step else self._complete(out, seat)

            def judge(w: State) -> float:
                return value(w, seat, self.spec.weights)
            if pending.get("kind") == "expansion":
                options = self._best_columns(worlds[0], seat, options)
        outcomes = {a: [after(w, a) for w in worlds] for a in options}
        scored = {a: fmean(judge(o) for o in outcomes[a]) for a in options}
        if self.spec.next_turn and pending.get("kind") == "action":
            # the few best choices again, each followed by the seat's next turn (when it
            # comes straight back, as after the Mautoma's turn): a move that sets up the next
            top = sorted(options, key=lambda a: -scored[a])[: self.spec.next_turn]
            for a in top:
                scored[a] = fmean(self._next_turn(o, seat) for o in outcomes[a])
        choice = best_of(options, scored.__getitem__, rng)
        return Decision(choice, reasons.why(view, choice, worlds[0], outcomes[choice][0], seat))

    def _prune(self, world: State, seat: int, options: list[Action]) -> list[Action]:
        """The hard level's bookkeeping rules: the ink jar moves on while it can (each space
        is worth more than stopping a book early), a new book goes onto the first gap ahead."""
        if not self.spec.track_rules:
            return options
        forward = [a for a in options if a.kind == "ink_forward"]
        if forward:
            return forward
        if not world["tasks"]:
            # a bookkeeper first while the next book is met: other actions flip the cards
            # that meet it (rulebook page 7, "Attention")
            p = world["seats"][seat]
            nxt = p["ink"] + 1
            book = p["books"][nxt] if nxt < len(p["books"]) else None
            for a in options:
                if a.kind == "bookkeeper" and book and (p["flipped"][nxt] or meets(world, D, seat, book, a["card"])):
                    return [a]
        if any(a.kind == "flip_book" for a in options):
            return [best_flip(world, seat, options)]
        if any(a.kind == "place_book" for a in options):
            return front_places(world, seat, options)
        return options

    def _judge(self, w: State, seat: int) -> float:
        return value(w, seat, self.spec.weights)

    def _best_columns(self, world: State, seat: int, options: list[Action]) -> list[Action]:
        """Of the entries into one region (a post from each column), only the one whose
        uncovered coins are worth most now (they differ only in the column emptied)."""
        best: dict[str, tuple[float, Action]] = {}
        out = []
        for a in options:
            if a.kind != "enter":
                out.append(a)
                continue
            v = self._judge(GAME.apply(world, seat, a)[0], seat)
            if a["region"] not in best or v > best[a["region"]][0]:
                best[a["region"]] = (v, a)
        return out + [a for _, a in best.values()]

    def _next_turn(self, world: State, seat: int) -> float:
        """The value after the seat's best next turn, each choice completed greedily; the
        value as it is when the next decision is not the seat's own."""
        if world["phase"] != "actions" or world["turn"] != seat or world["tasks"]:
            return self._judge(world, seat)
        options = self._prune(world, seat, _options(GAME.legal_actions(world, seat)))
        return max(self._judge(self._complete(GAME.apply(world, seat, a)[0], seat), seat) for a in options)

    def _complete(self, world: State, seat: int) -> State:
        """Finish the move under way, each decision one step greedy (the Mautoma's turn
        that follows, played by the engine, is part of the result)."""
        for _ in range(self.spec.depth):
            if world["phase"] != "actions" or world["turn"] != seat or not world["tasks"]:
                return world
            options = self._prune(world, seat, _options(GAME.legal_actions(world, seat)))
            if len(options) == 1:
                world = GAME.apply(world, seat, options[0])[0]
                continue
            outcomes = [GAME.apply(world, seat, a)[0] for a in options]
            values = [self._judge(o, seat) for o in outcomes]
            world = outcomes[values.index(max(values))]
        return world


def _tile_cards(tile: Any) -> list[str]:
    return [f"p1:{c}" for c in tile.resting_cards if f"p1:{c}" in D.cards]


def _options(legal: Sequence[Action]) -> list[Action]:
    """Never cancel; end the action phase only when nothing else is left."""
    return ([a for a in legal if a.kind not in ("end_phase", "cancel")]
            or [a for a in legal if a.kind != "cancel"] or list(legal))


def best_of(options: Sequence[Action], score: Callable[[Action], float], rng: random.Random) -> Action:
    """The option that scores most (within 1e-9), ties broken by ``rng``."""
    best: list[Action] = []
    top = None
    for a in options:
        v = score(a)
        if top is None or v > top + 1e-9:
            best, top = [a], v
        elif abs(v - top) <= 1e-9:
            best.append(a)
    return rng.choice(best)


def player(level: str) -> MombasaAI:
    if level not in LEVELS:
        raise KeyError(f"unknown AI level {level!r}")
    return MombasaAI(level)
