"""Digests that tie derived data (snapshots) to the log they were built from.

The log is the truth; a snapshot is a cache of ``replay(log[:seq])``. A snapshot row
records the log digest ``chain`` at its position and a ``digest`` over (game, position,
chain, state text). On load a row whose digest does not match what the log says now
(damaged text, a row of another game, a row left from an undone or rewritten log) is
ignored with a warning and the state is rebuilt from the log. Plain SHA-256: this guards
against damage and mix-ups, not against someone who can write the database file.

Never change these functions: stored digests (and migration m008) depend on them; a new
scheme gets a new tag ("/2") and a migration.
"""

from __future__ import annotations

import hashlib


def _h(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()


def genesis(game_id: int, kind: str, seed: int, players: int, options_text: str) -> str:
    """The log digest before any action: what ``new_game`` is called with."""
    return _h("mombasa-bot/log/1", game_id, kind, seed, players, options_text)


def link(previous: str, seq: int, seat: int, action_text: str) -> str:
    """The log digest after one more live action."""
    return _h(previous, seq, seat, action_text)


def snapshot_digest(game_id: int, seq: int, chain: str, state_text: str) -> str:
    return _h(
        "mombasa-bot/snapshot/1",
        game_id,
        seq,
        chain,
        hashlib.sha256(state_text.encode()).hexdigest(),
    )
