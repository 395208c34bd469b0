"""A tiny game that exercises every part of the protocol, for testing the kit, store and bot.

"Secret sums": 3 rounds. Each round every seat secretly picks 1-3 (simultaneously); once all
have picked, the picks are revealed. Then, in turn order, each seat either draws a face-down
card from the shuffled deck into its hidden hand (a reveal to that seat only) or banks its
pick as points. Score = banked points + hand cards. Lives under tests/, not rules/.

Its words are data like a real engine's: messages with keys "toy-..." in its own catalogue
(tests/toy/locales/en/toy.ftl). Planted faults for the test kit: ``leaky`` (a view shows every
hand), ``mutating`` (apply changes its input), ``wordless`` (an event with plain text and no
key), ``badly_worded`` (a message whose placeholder has no argument), ``unlabelled`` (a legal
action without a message).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from rules.catalogues import add_catalogue
from rules.core import Action, Game, OptionError, Rng, event, msg, register

add_catalogue("tests.toy", ["toy.ftl"])

ROUNDS = 3


@dataclass
class ToyState:
    players: int
    rng: int
    deck: list[str]
    round: int = 1
    phase: str = "pick"  # pick | turns | over
    picks: dict[str, int] = field(default_factory=dict)  # seat (str) -> pick
    revealed: bool = False
    turn: int = 0
    hands: list[list[str]] = field(default_factory=list)
    banked: list[int] = field(default_factory=list)
    leaky: bool = False  # a deliberately broken variant for testing the kit


class ToyGame(Game):
    name = "toy"
    title = "Secret sums"
    min_players = 1
    max_players = 4
    action_kinds = frozenset({"pick", "bank", "draw"})

    def __init__(self, *, leaky: bool = False, mutating: bool = False, wordless: bool = False,
                 badly_worded: bool = False, unlabelled: bool = False) -> None:
        self.leaky = leaky
        self.mutating = mutating
        self.wordless = wordless
        self.badly_worded = badly_worded
        self.unlabelled = unlabelled

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> ToyState:
        if not self.min_players <= players <= self.max_players:
            raise OptionError(msg("toy-players"))
        unknown = set(options or {}) - {"deck"}
        if unknown:
            raise OptionError(msg("toy-unknown-option", options=", ".join(sorted(unknown))))
        rng = Rng.from_seed(seed)
        size = int((options or {}).get("deck", 12))
        deck = rng.shuffled([f"card-{i}" for i in range(size)])
        return ToyState(
            players=players,
            rng=rng.state,
            deck=deck,
            hands=[[] for _ in range(players)],
            banked=[0] * players,
        )

    def to_move(self, state: ToyState) -> list[int]:
        if state.phase == "pick":
            return [s for s in range(state.players) if str(s) not in state.picks]
        if state.phase == "turns":
            return [state.turn]
        return []

    def legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase == "pick":
            return [Action.make("pick", msg("toy-pick", n=n), n=n) for n in (1, 2, 3)]
        acts = [Action.make("bank", "" if self.unlabelled else msg("toy-bank"))]
        if state.deck:
            acts.append(Action.make("draw", msg("toy-draw")))
        return acts

    def _apply(self, state: ToyState, seat: int, action: Action):
        s = state if self.mutating else copy.deepcopy(state)
        events = []
        if action.kind == "pick":
            s.picks[str(seat)] = action["n"]
            events.append(event("Picked", msg("toy-picked", number=seat), "all"))
            if self.badly_worded:
                events.append(event("PickedSecret", msg("toy-picked-secret", count=action["n"]), seat, n=action["n"]))
            else:
                events.append(event("PickedSecret", msg("toy-picked-secret", n=action["n"]), seat, n=action["n"]))
            if len(s.picks) == s.players:
                s.phase, s.turn, s.revealed = "turns", 0, True
                events.append(event("PicksRevealed", msg("toy-picks-revealed", picks=str(s.picks)), "all", reveals=True))
        elif action.kind == "bank":
            s.banked[seat] += s.picks[str(seat)]
            if self.wordless:
                events.append(event("Banked", f"Seat {seat} banked {s.picks[str(seat)]}.", "all"))
            else:
                events.append(event("Banked", msg("toy-banked", number=seat, n=s.picks[str(seat)]), "all"))
            self._next_turn(s)
        elif action.kind == "draw":
            card = s.deck.pop()
            s.hands[seat].append(card)
            events.append(event("Drew", msg("toy-drew", number=seat), "all"))
            events.append(event("DrewSecret", msg("toy-drew-secret", card=card), seat, reveals=True))
            self._next_turn(s)
        return s, events

    def _next_turn(self, s: ToyState) -> None:
        s.turn += 1
        if s.turn >= s.players:
            if s.round >= ROUNDS:
                s.phase = "over"
            else:
                s.round += 1
                s.phase, s.picks, s.revealed = "pick", {}, False

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "round": state.round,
            "phase": state.phase,
            "deck_size": len(state.deck),
            "banked": list(state.banked),
            "hand_sizes": [len(h) for h in state.hands],
            "picked": sorted(int(k) for k in state.picks),
        }
        if state.revealed:
            v["picks"] = dict(state.picks)
        if seat is not None:
            v["hand"] = list(state.hands[seat])
            if str(seat) in state.picks:
                v["my_pick"] = state.picks[str(seat)]
        if self.leaky:
            v["all_hands"] = [list(h) for h in state.hands]
        return v

    def secrets(self, state: ToyState, seat: int | None) -> list[str]:
        if seat is None:
            return list(state.deck) + [f"rng:{state.rng}"]
        return list(state.hands[seat])

    def is_over(self, state: ToyState) -> bool:
        return state.phase == "over"

    def scores(self, state: ToyState) -> list[dict[str, int]]:
        out = []
        for s in range(state.players):
            cards = len(state.hands[s])
            out.append({"banked": state.banked[s], "cards": cards, "total": state.banked[s] + cards})
        return out

    def dump(self, state: ToyState) -> str:
        return json.dumps(asdict(state), sort_keys=True, separators=(",", ":"))

    def load(self, text: str) -> ToyState:
        return ToyState(**json.loads(text))


register("toy", ToyGame)
