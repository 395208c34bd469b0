"""A second tiny registered game, "tally", for store tests the toy game cannot reach:
several consecutive moves by one seat (multi-step undo) and a move that reveals mid-turn.

Each turn the seat adds 1 or 2 to its tally any number of times, may "peek" at a hidden
number (a reveal), and ends with "pass". The game ends when a tally reaches the target.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rules.core import Action, Game, OptionError, Rng, event, register


class TallyGame(Game):
    name = "tally"
    title = "Tally"
    min_players = 1
    max_players = 4

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        if not 1 <= players <= 4:
            raise OptionError("Tally takes 1 to 4 players.")
        target = int((options or {}).get("target", 10))
        rng = Rng.from_seed(seed)
        return {"players": players, "turn": 0, "tallies": [0] * players, "target": target,
                "secret": rng.below(100), "peeked": [], "moves": 0}

    def to_move(self, state):
        return [] if self.is_over(state) else [state["turn"]]

    def legal_actions(self, state, seat):
        if seat not in self.to_move(state):
            return []
        return [Action.make("add", "Add 1", n=1), Action.make("add", "Add 2", n=2),
                Action.make("peek", "Peek"), Action.make("pass", "Pass")]

    def _apply(self, state, seat, action):
        s = json.loads(json.dumps(state))
        s["moves"] += 1
        if action.kind == "add":
            s["tallies"][seat] += action["n"]
            return s, [event("Added", f"Seat {seat} added {action['n']}.")]
        if action.kind == "peek":
            s["peeked"].append(seat)
            return s, [event("Peeked", f"The number is {s['secret']}.", seat, reveals=True)]
        s["turn"] = (s["turn"] + 1) % s["players"]
        return s, [event("Passed", f"Seat {seat} passed.")]

    def view(self, state, seat):
        return {"tallies": list(state["tallies"]), "turn": state["turn"]}

    def is_over(self, state):
        return max(state["tallies"]) >= state["target"]

    def scores(self, state):
        return [{"tally": t, "total": t} for t in state["tallies"]]

    def dump(self, state):
        return json.dumps(state, sort_keys=True, separators=(",", ":"))

    def load(self, text):
        state = json.loads(text)
        if not isinstance(state, dict) or "tallies" not in state:
            raise ValueError("not a tally state")
        return state


register("tally", TallyGame)
