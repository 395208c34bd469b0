"""Python's garbage collector, set for a long-running bot.

The cyclic collector runs after every 700 new container objects (CPython's default); a
click copies a game's state and builds panels, views and events: thousands of small dicts
and lists, nearly all freed by their reference counts alone. So it ran several times per
click, and every few clicks a full collection walked the whole heap (the loaded library,
the catalogues, discord.py's caches: hundreds of thousands of objects) to find no cycles.
Measured with the service alone (`tests/bench/load.py` shows the same in the bot's own
CPU): about a quarter of the CPU of a move.

``tune`` (once per process, when the bot has started) collects once, moves what start-up
left to the permanent generation (``gc.freeze``: never walked again, still freed by its
reference counts) and lets the youngest generation grow to ``YOUNG`` objects before a
collection. Cycles are still found: later, in fewer, larger rounds.
"""

from __future__ import annotations

import gc
import threading

YOUNG = 20_000  # new container objects before the youngest generation is collected (was 700)

_done = False
_lock = threading.Lock()


def tune() -> bool:
    """Set the collector for a long-running process; True the first time (a second bot in
    the same process, as in the tests, changes nothing: what it built stays collectable)."""
    global _done
    with _lock:
        if _done:
            return False
        _done = True
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG, older, oldest)
    return True


__all__ = ["YOUNG", "tune"]
