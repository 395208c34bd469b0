"""Finished games as the store keeps them (players, seed, options and the action log), for
the end-of-game story's tests and benchmark: seeded playouts through the protocol, half the
moves the one that raises the mover's score most (a livelier game than a random one: money
made, posts placed, leads changing), the other half random."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.store.records import LogEntry
from bot.store.replay import action_text
from rules import get_game


@dataclass
class Played:
    kind: str
    players: int
    seed: int
    entries: list[LogEntry]
    state: Any
    options: dict[str, Any] = field(default_factory=dict)


def play(kind: str, players: int, seed: int, options: dict[str, Any] | None = None, *,
         greedy: float = 0.5, look: int = 12, undo_every: int = 0) -> Played:
    """A whole game; with ``undo_every`` every so many actions one extra random action is
    logged as undone (``undo_id`` set) before the one played, as an undo leaves it."""
    game = get_game(kind)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, options=dict(options or {}))
    entries: list[LogEntry] = []
    seq = 0
    while not game.is_over(state):
        seat = rng.choice(game.to_move(state))
        legal = game.legal_actions(state, seat)
        if undo_every and seq % undo_every == undo_every - 1:
            seq += 1
            undone = rng.choice(legal)
            entries.append(LogEntry(seq, seat, action_text(undone), False, seq, "", undo_id=seq,
                                    format_version=game.format_version))
        if len(legal) > 1 and rng.random() < greedy:
            options_ = rng.sample(legal, min(look, len(legal)))
            action = max(options_, key=lambda a: game.scores(game.apply(state, seat, a)[0])[seat]["total"])
        else:
            action = rng.choice(legal)
        state, _ = game.apply(state, seat, action)
        seq += 1
        entries.append(LogEntry(seq, seat, action_text(action), False, seq, "",
                                format_version=game.format_version))
    return Played(kind, players, seed, entries, state, dict(options or {}))
