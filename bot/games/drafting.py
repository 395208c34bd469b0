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

Each state a replay passes through is a ``Position``: what the engine answers about that
very state (who decides, a seat's legal actions and view, the position after an action) is
asked once and kept with it. A panel's lookahead (``seat_panels``) walks the positions its
menus' paths lead to; the pick then drafted extends the replay by the position the
lookahead reached already, and the next panel's lookahead finds the steps after it taken.
A position belongs to one state object and nothing changes a state, so what it keeps can
never be of another state: a move, an undo or another process's change makes a new state
(the store loads it afresh) and so a new position.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from rules.core import Action, Game

REMEMBERED = 512  # replays kept (each holds a few states; a Mombasa state is ~30 KB)
POSITIONS = 64  # states whose positions are found by the state itself (``position``)


class Position:
    """One state and what the engine says about it, each asked once: who decides
    (``to_move``), a seat's legal actions (``legal``) and view (``view``), and the position
    after a seat's action (``after``: the lookahead's paths and the draft's steps share it).
    The engine is pure and a state is never changed, so every answer stays true of it."""

    __slots__ = ("game", "state", "_to_move", "_legal", "_views", "_after", "_choices")

    def __init__(self, game: Game, state: Any) -> None:
        self.game = game
        self.state = state
        self._to_move: tuple[int, ...] | None = None
        self._legal: dict[int, tuple[Action, ...]] = {}
        self._views: dict[int | None, Any] = {}
        self._after: dict[tuple[int, Action], tuple[Position, list[dict[str, Any]]]] = {}
        self._choices: dict[tuple, tuple[Any, ...]] = {}

    def to_move(self) -> list[int]:
        if self._to_move is None:
            self._to_move = tuple(self.game.to_move(self.state))
        return list(self._to_move)

    def legal(self, seat: int) -> list[Action]:
        """The seat's legal actions (a new list: the caller may keep or change it)."""
        found = self._legal.get(seat)
        if found is None:
            found = self._legal[seat] = tuple(self.game.legal_actions(self.state, seat))
        return list(found)

    def view(self, seat: int | None) -> Any:
        """The seat's view (None: the public one), made once; views are only read."""
        if seat not in self._views:
            self._views[seat] = self.game.view(self.state, seat)
        return self._views[seat]

    def after(self, seat: int, action: Action) -> tuple[Position, list[dict[str, Any]]]:
        """The position after ``seat`` plays ``action`` here, and the step's events (a new
        list); IllegalAction, not remembered, when it does not fit."""
        key = (seat, action)
        found = self._after.get(key)
        if found is None:
            state, events = self.game.apply(self.state, seat, action)
            found = self._after[key] = (Position(self.game, state), list(events))
        return found[0], list(found[1])

    def remembered(self, key: tuple, make: Callable[[], Sequence[Any]]) -> list[Any]:
        """``make()`` once per ``key`` for this state (a panel's choices built from its
        legal actions); a new list each time."""
        found = self._choices.get(key)
        if found is None:
            found = self._choices[key] = tuple(make())
        return list(found)


_positions: OrderedDict[int, Position] = OrderedDict()  # id(state) -> the state's position


def position(game: Game, state: Any) -> Position:
    """The position of ``state`` (the very object: the store hands out one state object per
    snapshot, so the answers asked of a game's state in one click are found again in the
    next). Kept by the state's id beside the state itself, so no other object can take that
    id while it is kept."""
    key = id(state)
    with _lock:
        found = _positions.get(key)
        if found is not None and found.state is state and found.game is game:
            _positions.move_to_end(key)
            return found
        found = _positions[key] = Position(game, state)
        while len(_positions) > POSITIONS:
            _positions.popitem(last=False)
        return found


def public_view(game: Game, state: Any) -> Any:
    """The public view of ``state``, made once per state object (its ``position``): the
    move's post, the live board and the next move's picture of the board before it all
    show one state (the store hands out one object per snapshot). Only read, never changed."""
    return position(game, state).view(None)


class Replay:
    """The states a draft passes through: ``states[0]`` the game's state, ``states[i]`` after
    the i-th action, and each action's events."""

    __slots__ = ("game", "seat", "actions", "positions", "states", "step_events", "_labels")

    def __init__(self, game: Game, seat: int, start: Position) -> None:
        self.game = game
        self.seat = seat
        self.actions: tuple[Any, ...] = ()
        self.positions: tuple[Position, ...] = (start,)
        self.states: tuple[Any, ...] = (start.state,)
        self.step_events: tuple[list[dict[str, Any]], ...] = ()
        self._labels: tuple[Any, ...] | None = None

    def extended(self, obj: Any) -> Replay:
        """This replay and one more action (its JSON); IllegalAction if it does not fit."""
        action = self.game.action_from_json(obj)
        after, events = self.positions[-1].after(self.seat, action)
        longer = Replay(self.game, self.seat, self.positions[0])
        longer.actions = (*self.actions, action)
        longer.positions = (*self.positions, after)
        longer.states = (*self.states, after.state)
        longer.step_events = (*self.step_events, events)
        return longer

    @property
    def position(self) -> Position:
        """The position the whole draft leads to."""
        return self.positions[-1]

    def view(self, index: int = -1) -> Any:
        """The seat's view of ``states[index]`` (made once; views are only read)."""
        return self.positions[index].view(self.seat)

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
            for here, action in zip(self.positions, self.actions, strict=False):
                legal = here.legal(self.seat)
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
        known = Replay(loaded.game, seat, position(loaded.game, loaded.state))
        _forget_before(loaded)
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


def stepping(game: Game) -> Callable[[Any, int, Action], tuple[Any, list[dict[str, Any]]]]:
    """A replay's step (``bot.store.replay.Step``) through the positions: a log replayed
    from a state this process has seen (the panel's "since your last move" replays the
    others' moves from the state the seat last saw) finds the steps its drafts and
    lookaheads took already, and goes on from each position it reaches."""
    last: list[Position] = []

    def step(state: Any, seat: int, action: Action) -> tuple[Any, list[dict[str, Any]]]:
        here = last[0] if last and last[0].state is state else position(game, state)
        after, events = here.after(seat, action)
        last[:] = [after]
        return after.state, events

    return step


def _forget_before(loaded: Any) -> None:
    """Drop the replays of the game's earlier versions: no panel goes on from them (a
    draft is replayed onto the game's current state), and their positions hold states."""
    record = loaded.record
    with _lock:
        for key in [k for k in _remembered
                    if k[:3] == (record.id, record.seed, record.created_at) and k[3] < record.version]:
            del _remembered[key]


def forget() -> None:
    """Drop every remembered replay and position (tests)."""
    with _lock:
        _remembered.clear()
        _positions.clear()


__all__ = ["Position", "Replay", "forget", "position", "public_view", "replay", "stepping"]
