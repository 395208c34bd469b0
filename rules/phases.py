"""Phases as data: a game's phase table, and the protocol routed through it.

An engine names its phases in one table (boardgame.io's phase config), each a ``Phase``:
who decides, what is legal, how a decision applies and what may follow. ``PhasedGame``
routes ``to_move``, ``legal_actions`` and ``_apply`` through the table by the state's
``"phase"``, so an engine writes no dispatch of its own; ``rules.core.Game.apply`` refuses
what is not legal through the engine's refusal hooks before any phase code runs.

    PHASES = {
        "auction": Phase(deciders=auction.to_move, legal=auction.options,
                         apply=auction.apply, follows=("moves",)),
        ...
    }

A phase's functions get the engine's component catalogue ``D`` after the state, as the
engines' modules already take it: ``legal(state, D, seat)``, ``apply(state, D, seat,
action, events)`` (changing the state it is given, which ``copy`` made).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import Action, Event, Game, State

__all__ = ["OVER", "Phase", "PhasedGame"]

OVER = "over"  # the phase of a finished game: nobody decides, nothing is legal


@dataclass(frozen=True)
class Phase:
    """One phase of a game: the functions the protocol routes to while the state is in it.

    - ``deciders(state)``: the seats that decide now (several while deciding in secret);
    - ``legal(state, D, seat)``: every legal choice of a seat that decides, in a stable order;
    - ``apply(state, D, seat, action, events)``: play a legal action on the copy ``copy``
      made, appending events; it moves the state on to the next phase itself;
    - ``follows``: the phases that may follow a decision here (besides this one);
      ``PhasedGame`` checks the table names them and that a decision keeps to them;
    - ``of_kind(state, D, seat, action)``: the legal choices ``action`` is checked against
      when listing them all is costly (those of its kind, a subset of ``legal`` in its
      order); None checks against every legal choice;
    - ``copy(state, action)``: the copy of the state ``apply`` may change; None: the
      game's ``copy_state``.
    """

    deciders: Callable[[State], list[int]]
    legal: Callable[[State, Any, int], list[Action]]
    apply: Callable[[State, Any, int, Action, list[Event]], None]
    follows: tuple[str, ...] = ()
    of_kind: Callable[[State, Any, int, Action], list[Action]] | None = None
    copy: Callable[[State, Action], State] | None = None


class PhasedGame(Game):
    """A game whose decisions are routed through its phase table.

    Subclasses set ``phases`` (phase name -> Phase; the finished game's phase, ``OVER``,
    is not in it) and provide ``D`` (the component catalogue the phases are given) and,
    unless every phase has its own ``copy``, ``copy_state``. ``after_apply`` is the place
    for what happens by itself after every decision (an automated opponent's turns).
    """

    phases: Mapping[str, Phase] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # Checked once, when the engine is defined: a phase named in "follows" exists.
        known = set(cls.phases) | {OVER}
        for name, phase in cls.phases.items():
            unknown = sorted(set(phase.follows) - known)
            if unknown:
                raise TypeError(f"{cls.__name__}: phase {name!r} is followed by unknown phases {unknown}")

    @property
    def D(self) -> Any:
        """The component catalogue, given to every phase function."""
        raise NotImplementedError

    def copy_state(self, state: State) -> State:
        """A copy of ``state`` that a phase's ``apply`` may change freely."""
        raise NotImplementedError

    def after_apply(self, state: State, events: list[Event]) -> None:
        """What happens by itself after a decision, on the new state (default: nothing)."""

    def phase(self, state: State) -> Phase | None:
        """The phase the state is in; None once the game is over."""
        return self.phases.get(state["phase"])

    def is_over(self, state: State) -> bool:
        return state["phase"] == OVER

    def to_move(self, state: State) -> list[int]:
        phase = self.phase(state)
        return phase.deciders(state) if phase is not None else []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        phase = self.phase(state)
        if phase is None or seat not in phase.deciders(state):
            return []
        return phase.legal(state, self.D, seat)

    def candidates(self, state: State, seat: int, action: Action) -> list[Action] | None:
        phase = self.phase(state)
        if phase is None or phase.of_kind is None:
            return None
        return phase.of_kind(state, self.D, seat, action)

    def _apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        name = state["phase"]
        phase = self.phases[name]  # apply() refuses every move once the game is over
        s = self.copy_state(state) if phase.copy is None else phase.copy(state, action)
        events: list[Event] = []
        phase.apply(s, self.D, seat, action, events)
        if s["phase"] != name and s["phase"] not in phase.follows:
            raise RuntimeError(f"phase {name!r} went on to {s['phase']!r}, which its table "
                               f"does not name as following it")
        self.after_apply(s, events)
        return s, events
