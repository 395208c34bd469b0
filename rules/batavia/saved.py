"""Batavia's saved formats (rules.core.Game.format_version) and the step from each to the next.

Format 1 (before issue 26): a move's exchange was decided before anything of it was played;
the lay-out, the merchant's move and the counters turned up all happened at the exchange
decision, after it. A round could repeat forever when nobody took the Target Counter.
Format 2 (the rules of issue 26): the cards are laid out, the merchant moves and the next
counters are turned up when the destination is known; the exchange is then decided with
them in view (the rulebook's steps 1-3 in order; a pending exchange holds its ``offer``).
A round in which nobody laid out a card or could draw one ends the game (``idle``).
Actions read the same in both formats, but the rules changed under them: a logged format-1
game may not replay under today's engine (its round that changed nothing went on; a
cancelled exchange is refused now). The store re-bases such a game on its newest trusted
format-1 snapshot and replays only what came after it (bot/store/base.py ``_base``), as for
Mombasa's format 3.
"""

from __future__ import annotations

import json

FORMAT_VERSION = 2


def upgrade_state(text: str, version: int) -> str:
    """A format-1 dump in format 2: the round in progress counts as not idle (it ends the
    game only from the next round on); a pending exchange without an ``offer`` stays as it
    was, and the engine plays that move's steps 1 and 2 at the exchange decision."""
    if version >= 2:
        return text
    s = json.loads(text)
    s.setdefault("idle", False)
    return json.dumps(s, sort_keys=True, separators=(",", ":"))
