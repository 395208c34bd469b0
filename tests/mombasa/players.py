"""Test players for solo games against the Mautoma, shared by the tests and
tests/bench/automa.py. Every player is honest: it decides only from what its seat may see.

- A player that reads (``sees = "view"``) gets ``GAME.view(state, seat)``.
- A player that simulates (``sees = "redealt"``) gets a copy of the state whose hidden
  parts are re-dealt at random from what the seat could know (``redeal``): the Mautoma's
  round deck and the rest of its pool (contents per colour and order), the round cards to
  come, its face-down starting book, the favoured tile before its reveal, the market deck
  order (within each letter: the backs show the letters), the book supplies' order and the
  generator state. Two states that differ only in
  hidden parts give the same re-dealt copy for the same player seed.

Both also get the seat's legal actions (the choices its panel shows) and the player's own
``random.Random``. ``play_game`` runs one solo game; ``PLAYERS`` names the players.
"""

from __future__ import annotations

import random

from rules import get_game
from rules.core import Action
from rules.mombasa.ai.evaluate import card_worth  # the AI's reading of a card, shared
from rules.mombasa.ai.player import best_of
from rules.mombasa.mautoma.setup import components
from rules.mombasa.state import copy_state

GAME = get_game("mombasa")
D = GAME.D
HUMAN = 0
DIFFICULTIES = ("easy", "medium", "hard")


# == hidden information ======================================================================


def redeal(s: dict, seat: int, rng: random.Random) -> dict:
    """A copy of ``s`` whose hidden parts (for ``seat``) are dealt again at random. Each
    hidden part is rebuilt from what the seat knows (its sorted contents, which follow from
    the visible components, or the public round number), never from its hidden order."""
    d = copy_state(s)
    d["rng"] = rng.getrandbits(63)
    d["deck"] = _shuffled_within_letters(rng, d["deck"])  # the backs show the letters
    d["book_supply"] = {k: _shuffled(rng, v) for k, v in sorted(d["book_supply"].items())}
    a = d.get("automa")
    if not a:
        return d
    ac = components()
    # the automa's pool: what is not in its rows is in its round deck or the rest of the
    # pool; the round deck holds 3 of each colour minus those played this round
    in_deck = {c: sum(1 for cid in a["deck"] if ac.card(cid).colour == c) for c in ("grey", "yellow")}
    deck: list[str] = []
    for colour in ("grey", "yellow"):
        unseen = _shuffled(rng, [c for c in a[f"{colour}_deck"] + a["deck"] if ac.card(c).colour == colour])
        deck += unseen[: in_deck[colour]]
        a[f"{colour}_deck"] = unseen[in_deck[colour]:]
    a["deck"] = _shuffled(rng, deck)
    # the round cards to come: one of each coming round's cards
    by_id = {r.id: r for r in ac.round_cards}
    a["round_deck"] = [rng.choice(sorted(r.id for r in ac.round_cards_for(by_id[rid].round))) for rid in a["round_deck"]]
    # the face-down starting book: any A-book not seen (dealt with the A supply)
    p = d["seats"][a["seat"]]
    if a["start_book"] in p["books"]:
        unseen = _shuffled(rng, [*d["book_supply"].get("A", []), a["start_book"]])
        pick = unseen.pop()
        d["book_supply"]["A"] = unseen
        p["books"][p["books"].index(a["start_book"])] = pick
        a["start_book"] = pick
    # the favoured tile before its reveal: any tile the seat has not been offered
    if a["favoured"] is None:
        human = d["seats"][seat]
        seen = set(human.get("tile_options") or []) | ({human["tile"]} if human.get("tile") else set())
        a["favoured_tile"] = rng.choice(sorted(set(D.tiles) - seen))
    return d


def _shuffled_within_letters(rng: random.Random, deck: list[str]) -> list[str]:
    letters = [D.card(c).letter for c in deck]
    groups = {k: _shuffled(rng, [c for c in deck if D.card(c).letter == k]) for k in sorted(set(letters), key=str)}
    return [groups[k].pop() for k in letters]


def _shuffled(rng: random.Random, items: list) -> list:
    out = sorted(items)
    rng.shuffle(out)
    return out


# == players =====================================================================================


class Player:
    name = "player"
    sees = "view"  # "view" | "redealt"

    def choose(self, seen: dict, legal: list[Action], rng: random.Random) -> Action:
        raise NotImplementedError


def decide(player: Player, s: dict, seat: int, rng: random.Random) -> Action:
    """The player's choice at ``s``: it is handed only what its seat may see."""
    legal = GAME.legal_actions(s, seat)
    seen = redeal(s, seat, rng) if player.sees == "redealt" else GAME.view(s, seat)
    return player.choose(seen, legal, rng)


class RandomPlayer(Player):
    """Uniform over the legal choices, except that it plans full areas and rarely passes."""

    name = "random"

    def choose(self, seen, legal, rng):
        if seen["phase"] == "planning":
            place = [a for a in legal if a.kind == "plan_place"]
            if place and rng.random() < 0.85:
                return rng.choice(place)
            return next(a for a in legal if a.kind == "plan_commit")
        other = [a for a in legal if a.kind not in ("end_phase", "cancel")]
        if other and rng.random() < 0.93:
            return rng.choice(other)
        return rng.choice(legal)


APPLIED = [0]


def _after(world: dict, a: Action) -> dict:
    APPLIED[0] += 1
    return GAME.apply(world, HUMAN, a)[0]


def _actions_options(legal: list[Action]) -> list[Action]:
    """Never cancel; end the action phase only when nothing else is left."""
    return ([a for a in legal if a.kind not in ("end_phase", "cancel")]
            or [a for a in legal if a.kind != "cancel"] or legal)


class GreedyPlayer(Player):
    """One decision ahead on a re-dealt state: the choice that raises its own final-score
    total most as if the game ended now (the Mautoma's turn that follows a finished action
    is part of the result, played from re-dealt cards). Plans at random."""

    name = "greedy"
    sees = "redealt"

    def choose(self, world, legal, rng):
        if world["phase"] != "actions":
            place = [a for a in legal if a.kind == "plan_place"]
            if place:
                return rng.choice(place)
            commit = [a for a in legal if a.kind == "plan_commit"]
            return commit[0] if commit else rng.choice(legal)
        options = _actions_options(legal)
        if len(options) == 1:
            return options[0]
        return best_of(options, lambda a: GAME.scores(_after(world, a))[HUMAN]["total"], rng)


# -- the strong player ---------------------------------------------------------------------------


def _owned_cards(p: dict) -> list[str]:
    out = list(p["hand"]) + [c for c in p["area"] if c] + [c for c in p.get("draft", []) if c]
    for deck in p["resting"]:
        out += deck
    return out


def evaluate(world: dict, seat: int = HUMAN, weights: dict[str, float] | None = None) -> float:
    """A static value of the position for ``seat``: its final-score total as if the game
    ended now, plus what its cards will still bring in the rounds left, minus part of the
    Mautoma's total (the two compete on the same board)."""
    w = {"cards": 1.0, "rival": 0.35, **(weights or {})}
    sc = GAME.scores(world)
    own = sc[seat]["total"]
    if world["phase"] == "over":
        return own - w["rival"] * sc[1 - seat]["total"]
    rounds_left = 7 - world["round"] + (0.5 if world["phase"] == "planning" else 0.0)
    uses = rounds_left / 2.2  # a card comes back about every second round (3 resting decks)
    p = world["seats"][seat]
    future = sum(card_worth(c) for c in _owned_cards(p)) * uses
    return own + w["cards"] * future - w["rival"] * sc[1 - seat]["total"]


class StrongPlayer(Player):
    """A short-horizon lookahead over re-dealt hidden information.

    Planning: fills every free slot, the cards worth most first (goods of one kind kept
    together, since units of one good add up). Action phase: for each choice at the seat's
    first decision of a turn, it completes the compound move greedily (each later decision
    by one step of the static evaluation) until the turn passes (the Mautoma's re-dealt turn
    included) and keeps the choice whose outcome evaluates best; so are the later decisions of
    the move, except the long runs of small ones (regions to enter, bookkeeping points to
    spend), made one step greedy as the completion makes them. It never cancels and ends its action phase only when nothing
    else is left."""

    name = "strong"
    sees = "redealt"

    def __init__(self, weights: dict[str, float] | None = None, depth_limit: int = 12) -> None:
        self.weights = weights
        self.depth_limit = depth_limit

    def value(self, world: dict) -> float:
        return evaluate(world, HUMAN, self.weights)

    def choose(self, world, legal, rng):
        if world["phase"] == "planning":
            return self._plan(world, legal)
        if world["phase"] != "actions":
            return best_of(legal, lambda a: self.value(_after(world, a)), rng)
        options = _actions_options(legal)
        if len(options) == 1:
            return options[0]
        if world["tasks"] and world["tasks"][0]["kind"] == "spend_bk":
            # many small choices in a row: one step, as the completion makes them
            return best_of(options, lambda a: self.value(_after(world, a)), rng)
        if world["tasks"] and world["tasks"][0]["kind"] == "expansion":
            options = self._best_columns(world, options)
        return best_of(options, lambda a: self.value(self._complete(_after(world, a), rng)), rng)

    def _best_columns(self, world: dict, options: list[Action]) -> list[Action]:
        """Of the entries into one region (a post from each column), only the one whose
        uncovered coins are worth most now."""
        best: dict[str, tuple[float, Action]] = {}
        out = []
        for a in options:
            if a.kind != "enter":
                out.append(a)
                continue
            v = self.value(_after(world, a))
            if a["region"] not in best or v > best[a["region"]][0]:
                best[a["region"]] = (v, a)
        return out + [a for _, a in best.values()]

    def _complete(self, world: dict, rng: random.Random) -> dict:
        """Finish the compound move under way, each decision one step greedy."""
        for _ in range(self.depth_limit):
            if world["phase"] != "actions" or world["turn"] != HUMAN or not world["tasks"]:
                return world
            options = _actions_options(GAME.legal_actions(world, HUMAN))
            if len(options) == 1:
                world = _after(world, options[0])
                continue
            outcomes = [_after(world, a) for a in options]
            values = [self.value(o) for o in outcomes]
            world = outcomes[values.index(max(values))]
        return world

    def _plan(self, world: dict, legal: list[Action]) -> Action:
        place = [a for a in legal if a.kind == "plan_place"]
        if not place:
            return next(a for a in legal if a.kind == "plan_commit")
        p = world["seats"][HUMAN]
        planned = [D.card(c) for c in p["draft"] if c]
        goods = {}
        for c in planned:
            if c.kind == "goods":
                goods[c.good] = goods.get(c.good, 0) + c.units

        def fit(a: Action) -> float:
            c = D.card(a["card"])
            bonus = 0.5 * goods.get(c.good, 0) if c.kind == "goods" else 0.0
            if c.kind == "expansion" and any(x.kind == "expansion" for x in planned):
                bonus += 1.0
            return card_worth(a["card"]) + bonus - 0.01 * a["slot"]

        return max(place, key=fit)


PLAYERS: dict[str, Player] = {"random": RandomPlayer(), "greedy": GreedyPlayer(), "strong": StrongPlayer()}


def play_game(seed: int, difficulty: str, player: Player, player_seed: int | None = None) -> tuple[int, int]:
    """One solo game; returns (Mautoma total, player total)."""
    rng = random.Random(seed if player_seed is None else player_seed)
    s = GAME.new_game(2, seed, {"automa": difficulty})
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, seat, decide(player, s, seat, rng))
    scores = GAME.scores(s)
    return scores[1]["total"], scores[0]["total"]


__all__ = ["DIFFICULTIES", "GAME", "PLAYERS", "GreedyPlayer", "Player", "RandomPlayer", "StrongPlayer",
           "decide", "evaluate", "play_game", "redeal"]

