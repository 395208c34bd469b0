"""A seat's drafted actions, replayed onto the game's state once and remembered.

A click on a panel replays the seat's draft (the actions chosen but not yet confirmed) to
check it still fits, to build the next panel, its "so far" labels and its picture, and to
see whether the last step ended the move: the same actions from the same state, five or
six times per click. ``replay`` does it once per (game state, seat, draft) and keeps the
result; the next click's draft is the same actions plus one, so it extends the remembered
replay by that one step.

The key is the state's identity (game id, seed, creation time and version: a version is
never reused within one game, and the seed and creation time tell apart a new game that was
given a freed id) and the actions' JSON. The engine is pure, so a remembered state is as
good as a fresh replay; nothing here mutates a state or an event. A replay that fails (an
action no longer fits: IllegalAction) is not remembered.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from rules.core import Game

REMEMBERED = 512  # replays kept (each holds a few states; a Mombasa state is ~30 KB)


class Replay:
    """The states a draft passes through: ``states[0]`` the game's state, ``states[i]`` after
    the i-th action, and each action's events."""

    __slots__ = ("game", "seat", "actions", "states", "step_events", "_labels", "_views")

    def __init__(self, game: Game, seat: int, state: Any) -> None:
        self.game = game
        self.seat = seat
        self.actions: tuple[Any, ...] = ()
        self.states: tuple[Any, ...] = (state,)
        self.step_events: tuple[list[dict[str, Any]], ...] = ()
        self._labels: tuple[Any, ...] | None = None
        self._views: dict[int, Any] = {}  # state index -> the seat's view of it

    def extended(self, obj: Any) -> Replay:
        """This replay and one more action (its JSON); IllegalAction if it does not fit."""
        action = self.game.action_from_json(obj)
        after, events = self.game.apply(self.states[-1], self.seat, action)
        longer = Replay(self.game, self.seat, self.states[0])
        longer.actions = (*self.actions, action)
        longer.states = (*self.states, after)
        longer.step_events = (*self.step_events, list(events))
        longer._views = dict(self._views)  # the states they share, seen the same way
        return longer

    def view(self, index: int = -1) -> Any:
        """The seat's view of ``states[index]`` (made once; views are only read)."""
        index %= len(self.states)
        found = self._views.get(index)
        if found is None:
            found = self._views[index] = self.game.view(self.states[index], self.seat)
        return found

    @property
    def state(self) -> Any:
        """The state the whole draft leads to."""
        return self.states[-1]

    @property
    def events(self) -> list[dict[str, Any]]:
        """Every event of the draft, in order (a new list)."""
        return [e for step in self.step_events for e in step]

    def labels(self, label_of) -> list[Any]:
        """``label_of(action)`` for each drafted action as the engine offered it (a decoded
        action carries no label: the legal action equal to it does)."""
        if self._labels is None:
            out = []
            for state, action in zip(self.states, self.actions, strict=False):
                legal = self.game.legal_actions(state, self.seat)
                out.append(label_of(legal[legal.index(action)] if action in legal else action))
            self._labels = tuple(out)
        return list(self._labels)


_remembered: OrderedDict[tuple, Replay] = OrderedDict()
_lock = threading.Lock()  # the store's reader and writer threads both replay


def _key(loaded: Any, seat: int, steps: tuple[str, ...]) -> tuple:
    record = loaded.record
    return (record.id, record.seed, record.created_at, record.version, seat, steps)


def replay(loaded: Any, seat: int, actions: Sequence[Any]) -> Replay:
    """The replay of ``actions`` (JSON objects) by ``seat`` from ``loaded``'s state: from
    memory when this draft, or the longest part of it, was replayed before."""
    steps = tuple(json.dumps(a, sort_keys=True, separators=(",", ":")) for a in actions)
    start, known = 0, None
    with _lock:
        for n in range(len(steps), -1, -1):
            key = _key(loaded, seat, steps[:n])
            known = _remembered.get(key)
            if known is not None:
                _remembered.move_to_end(key)
                start = n
                break
    if known is None:
        known = Replay(loaded.game, seat, loaded.state)
        _remember(_key(loaded, seat, ()), known)
    for n in range(start, len(steps)):
        known = known.extended(actions[n])
        _remember(_key(loaded, seat, steps[: n + 1]), known)
    return known


def _remember(key: tuple, found: Replay) -> None:
    with _lock:
        _remembered[key] = found
        _remembered.move_to_end(key)
        while len(_remembered) > REMEMBERED:
            _remembered.popitem(last=False)


def forget() -> None:
    """Drop every remembered replay (tests)."""
    with _lock:
        _remembered.clear()


__all__ = ["Replay", "forget", "replay"]
