"""Finding the games the bot hosts: plug-ins, discovered rather than listed by hand.

A game's bot side is a package ``bot/games/<game>/`` (beside ``rules/<game>/`` and
``render/<game>/``) whose import registers its record (``profiles.register_profile``).
Three routes lead to one, all read the first time a record is asked for:

- every package under ``bot/games/`` (``pkgutil``: adding a folder is adding a game);
- for games installed from another distribution, the entry point group
  ``gamehost.games`` (name: the game's kind, value: the module to import);
- modules named by the ``GAME_PLUGINS`` setting (``Settings.game_plugins``), imported when
  the bot starts: a game that lives outside any installed package (the tests' toy game).

A plug-in module may register its engine (``rules.core.register``) and its pictures
(``render.registry.register``) too; engines and renderers have their own discovery of the
same kind (``rules.core``, ``render.registry``), so a game split into three packages is
found in each layer without the others.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Iterable
from importlib.metadata import entry_points
from pathlib import Path

__all__ = ["ENTRY_POINTS", "discover", "load"]

ENTRY_POINTS = "gamehost.games"

_HERE = Path(__file__).parent
_LOCK = threading.RLock()
_DONE = False


def discover() -> None:
    """Import every game package under ``bot/games/`` and every installed entry point,
    once per process. A package that fails to import raises: a broken game is a bug to
    see at start-up, not a game that silently disappears."""
    global _DONE
    if _DONE:
        return
    with _LOCK:
        if _DONE:
            return
        _DONE = True  # first: a game's package asks for records while it is imported
        for found in pkgutil.iter_modules([str(_HERE)]):
            if found.ispkg:
                importlib.import_module(f"{__package__}.{found.name}")
        for point in entry_points(group=ENTRY_POINTS):
            importlib.import_module(point.value)


def load(modules: Iterable[str]) -> None:
    """Import the named plug-in modules (``GAME_PLUGINS``), after the discovered games."""
    discover()
    for name in modules:
        importlib.import_module(name)
