"""The renderer registry: which function draws (and describes) which image of which game.

    from render.registry import render, describe
    image = render(kind, what, view, words, names=[...])   # a PIL image, or None
    text = describe(kind, what, view, words, names=[...])  # the text alternative, or None

``kind`` is the game's registry name (``rules.get_game``); ``what`` names the image
("board", "hand", "scores", "player" ...: each game says which it draws). A game's package
``render.<kind>`` registers its functions when imported; ``render``/``describe`` import it on
first use, so callers never name a game. A game installed from another distribution names
its renderer's module in the entry point group ``gamehost.renderers`` (name: the kind); one
that lives elsewhere registers when its plug-in module is imported. A drawing function
takes ``(view, words, **options)`` and may return None when the view does not suit it (a
private panel asked of a public view, say); so may a text function. An image already
encoded (an animation: the end's replay of the board) is returned as its bytes, which the
PNG encoder passes through.

A game's end-of-game story (``render.<kind>.story``: "story", "replay", drawn from the
public views round by round, see ``bot.games.story``) registers itself the same way, loaded
with the game's package when the game has one.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Mapping
from importlib.metadata import entry_points
from typing import Any

from PIL import Image

from rules.catalogues import Words
from rules.catalogues import words as catalogue

__all__ = ["describe", "drawn", "inputs", "register", "render", "shows"]

View = Mapping[str, Any]
DrawFunction = Callable[..., Image.Image | bytes | None]
TextFunction = Callable[..., str | None]

_ENTRIES: dict[tuple[str, str], tuple[DrawFunction | None, TextFunction | None]] = {}
# (kind, what) -> the part of a view the image is drawn from (its words aside)
_INPUTS: dict[tuple[str, str], Callable[[View], Any]] = {}
# (kind, what) -> whether the image of a view (and its options) shows anything (see ``shows``)
_SHOWS: dict[tuple[str, str], Callable[..., bool]] = {}
_LOADED: set[str] = set()
_LOCK = threading.Lock()
_EXTRAS = ("story",)  # a game's optional image modules beside its package's own
ENTRY_POINTS = "gamehost.renderers"


def register(kind: str, what: str, draw_fn: DrawFunction | None, text_fn: TextFunction | None = None,
             inputs_fn: Callable[[View], Any] | None = None, shows_fn: Callable[..., bool] | None = None) -> None:
    """Register the drawing and text functions of image ``what`` of game ``kind``;
    ``inputs_fn``: the part of a view the drawing reads (see ``inputs``), when it is less
    than the whole view; ``shows_fn``: whether the image of a view shows anything (see
    ``shows``), when it may not."""
    _ENTRIES[(kind, what)] = (draw_fn, text_fn)
    for table, fn in ((_INPUTS, inputs_fn), (_SHOWS, shows_fn)):
        if fn is not None:
            table[(kind, what)] = fn
        else:
            table.pop((kind, what), None)


def inputs(kind: str, what: str, view: View) -> Any:
    """What image ``what`` of ``view`` is drawn from, as plain data, when the game says it is
    less than the view (a board part that only some moves change: the map after an
    expansion); None: the whole view. Two views with equal inputs draw the same image (the
    same words and names given), so a drawn image may be given again (bot/games/board.py)."""
    _entry(kind, what)
    fn = _INPUTS.get((kind, what))
    return None if fn is None else fn(view)


def shows(kind: str, what: str, view: View, **options: Any) -> bool:
    """Whether image ``what`` of ``view`` (with its ``options``) shows anything its post's
    words do not: a per-move image of a move that changed nothing drawn (the end of an
    action phase, the plans revealed) does not, and is not posted (issue 29: a player's
    phone is not sent a picture that has not changed). True unless the game says so."""
    _entry(kind, what)
    fn = _SHOWS.get((kind, what))
    return True if fn is None else bool(fn(view, **options))


def _entry(kind: str, what: str) -> tuple[DrawFunction | None, TextFunction | None]:
    if kind not in _LOADED:
        with _LOCK:
            if kind not in _LOADED:
                _LOADED.add(kind)
                installed = [p.value for p in entry_points(group=ENTRY_POINTS, name=kind)]
                module = installed[0] if installed else f"{__package__}.{kind}"
                if kind.isidentifier() or installed:
                    extras = [] if installed else [f"{module}.{x}" for x in _EXTRAS]
                    for name in (module, *extras):
                        try:
                            importlib.import_module(name)
                        except ModuleNotFoundError as exc:
                            if exc.name not in (name, module):
                                raise
    return _ENTRIES.get((kind, what), (None, None))


def drawn(kind: str) -> list[str]:
    """The images game ``kind`` has registered."""
    _entry(kind, "")
    return sorted(w for k, w in _ENTRIES if k == kind)


def render(kind: str, what: str, view: View, words: Words | None = None,
           **options: Any) -> Image.Image | bytes | None:
    """Image ``what`` of a ``kind`` game from ``view``, in ``words`` (English by default);
    None when the game draws no such image or the view does not suit it; bytes for an
    image already encoded (an animation)."""
    draw_fn, _ = _entry(kind, what)
    if draw_fn is None:
        return None
    return draw_fn(view, words if words is not None else catalogue("en"), **options)


def describe(kind: str, what: str, view: View, words: Words | None = None, **options: Any) -> str | None:
    """The text alternative of image ``what`` (None when the game has none for it)."""
    _, text_fn = _entry(kind, what)
    if text_fn is None:
        return None
    return text_fn(view, words if words is not None else catalogue("en"), **options)
