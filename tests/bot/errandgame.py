"""A tiny registered game, "errand", for the bot's handling of an engine's own ``cancel``.

In turn, a seat starts an errand (or peeks at a hidden number, which starts one and is a
reveal), takes steps, and finishes it; while an errand is under way the engine offers
``cancel`` ("Cancel this action"), which puts the state back as it was before the errand.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rules.core import Action, Game, OptionError, Rng, event, register

ROUNDS = 2


class ErrandGame(Game):
    name = "errand"
    title = "Errands"
    min_players = 1
    max_players = 4

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        if not 1 <= players <= 4:
            raise OptionError("Errands takes 1 to 4 players.")
        return {"players": players, "turn": 0, "steps": [0] * players, "busy": None,
                "secret": Rng.from_seed(seed).below(100), "errands": 0}

    def to_move(self, state):
        return [] if self.is_over(state) else [state["turn"]]

    def legal_actions(self, state, seat):
        if seat not in self.to_move(state):
            return []
        if state["busy"] is None:
            return [Action.make("start", "Start an errand"), Action.make("peek", "Peek and start")]
        return [Action.make("step", "Take a step"), Action.make("finish", "Finish the errand"),
                Action("cancel", (), "Cancel this action")]

    def _apply(self, state, seat, action):
        s = json.loads(json.dumps(state))
        if action.kind in ("start", "peek"):
            s["busy"] = json.dumps(state)  # what cancel restores
            if action.kind == "peek":
                return s, [event("Peeked", f"The number is {s['secret']}.", seat, reveals=True)]
            return s, []
        if action.kind == "step":
            s["steps"][seat] += 1
            return s, []
        if action.kind == "cancel":
            restored = json.loads(s["busy"])
            return restored, [event("Cancelled", "You cancelled your errand.", seat)]
        s["busy"] = None
        s["errands"] += 1
        s["turn"] = (s["turn"] + 1) % s["players"]
        return s, [event("Finished", f"Seat {seat} finished an errand ({s['steps'][seat]} steps).")]

    def view(self, state, seat):
        return {"steps": list(state["steps"]), "turn": state["turn"], "busy": state["busy"] is not None}

    def is_over(self, state):
        return state["errands"] >= ROUNDS * state["players"]

    def scores(self, state):
        return [{"steps": n, "total": n} for n in state["steps"]]

    def dump(self, state):
        return json.dumps(state, sort_keys=True, separators=(",", ":"))

    def load(self, text):
        return json.loads(text)


register("errand", ErrandGame)
