"""Replaying an action log through the game protocol (no database here).

The log is the truth: a state is ``new_game(players, seed, options)`` followed by the live
actions in order. Every failure names the step, so verify, load and import can say where.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from rules.core import Action, Event, Game

from .records import LogEntry, State


class ReplayFailed(Exception):
    """An action of the log cannot be decoded or applied. ``seq`` names the step."""

    def __init__(self, seq: int, seat: int, reason: str) -> None:
        super().__init__(f"action #{seq} (seat {seat}) {reason}")
        self.seq = seq
        self.seat = seat
        self.reason = reason


def action_text(action: Action) -> str:
    """The canonical JSON text of an action, as stored in the log."""
    return json.dumps(action.to_json(), sort_keys=True, separators=(",", ":"))


def decode_action(game: Game, text: str, *, seq: int, seat: int, format_version: int = 1) -> Action:
    """A logged action as today's engine reads it: written under ``format_version``, it goes
    through ``game.upgrade_action`` first (a renamed kind, a changed parameter)."""
    try:
        obj = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise ReplayFailed(seq, seat, f"is not valid JSON ({exc})") from None
    try:
        if format_version != game.format_version:
            obj = game.upgrade_action(obj, format_version)
        return game.action_from_json(obj)
    except Exception as exc:  # any engine complaint means "undecodable"
        raise ReplayFailed(seq, seat, f"cannot be decoded ({exc})") from None


# How a replay applies one action: ``game.apply``, or a caller's own way to the very same
# result (the game service's positions, which may know the step already).
Step = Callable[[State, int, Action], tuple[State, list[Event]]]


def apply_logged(game: Game, state: State, entry: LogEntry,
                 step: Step | None = None) -> tuple[State, list[Event]]:
    """Apply one logged action (through ``step`` when given); any failure becomes
    ReplayFailed naming the step."""
    action = decode_action(game, entry.action, seq=entry.seq, seat=entry.seat,
                           format_version=entry.format_version)
    try:
        return (step or game.apply)(state, entry.seat, action)
    except Exception as exc:  # an engine bug must not take other games down
        raise ReplayFailed(entry.seq, entry.seat, f"does not replay ({exc})") from None


def replay(
    game: Game,
    state: State,
    entries: Iterable[LogEntry],
    each: Callable[[LogEntry, State, list[Event]], None] | None = None,
) -> State:
    """Apply ``entries`` in order from ``state``; ``each`` sees every step."""
    for entry in entries:
        state, events = apply_logged(game, state, entry)
        if each is not None:
            each(entry, state, events)
    return state


def load_snapshot(game: Game, text: str, format_version: int) -> State:
    """A stored snapshot as today's engine reads it (older formats upgraded first)."""
    if format_version != game.format_version:
        text = game.upgrade_state(text, format_version)
    return game.load(text)


def current_dump(game: Game, text: str, format_version: int) -> str:
    """A stored snapshot's text in today's format (itself when it already is)."""
    if format_version == game.format_version:
        return text
    return game.dump(load_snapshot(game, text, format_version))


def initial_state(game: Game, players: int, seed: int, options: Mapping[str, Any]) -> State:
    return game.new_game(players=players, seed=seed, options=dict(options))
