"""Words for drawing: a catalogue (``rules.catalogues.Words``) with the players' names bound
and every formatted text cached, since an image formats the same few hundred labels on every
draw and a Fluent call costs tens of microseconds."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from rules.catalogues import Words
from rules.catalogues import words as catalogue

Names = Sequence[str] | None


class Phrases:
    """``phrases(key, **args)``: the catalogue's text for a key, cached; seat arguments
    (``seat``, ``*_seat``) read as the bound names. ``words`` None is English."""

    __slots__ = ("names", "words")

    def __init__(self, words: Words | None = None, names: Names = None) -> None:
        self.words = words if words is not None else catalogue("en")
        self.names = tuple(str(n) for n in names) if names else None

    def __call__(self, key: str, /, **args: Any) -> str:
        try:  # one call site passes its arguments in one order: no need to sort them
            return _format(self.words, key, self.names, tuple(args.items()) if args else ())
        except TypeError:  # an unhashable argument (a list): format without the cache
            return self.words(key, names=self.names, **args)

    def message(self, message: Mapping[str, Any]) -> str:
        """An engine's message (``{"key": ..., "args": {...}}``) in this language, seats named."""
        return self.words(message, names=self.names)

    def engine_text(self, entry: Mapping[str, Any] | None, field: str = "text") -> str:
        """What a view entry says: its "message" in this language when the engine gives one,
        else its English ``field`` (views from before messages)."""
        if not entry:
            return ""
        m = entry.get("message")
        if isinstance(m, Mapping) and isinstance(m.get("key"), str):
            return self.message(m)
        return str(entry.get(field) or "")

    def name(self, seat: int) -> str | None:
        """The bound name of ``seat``, or None when the caller gave none."""
        if self.names is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return None

    def join(self, items: Sequence[str]) -> str:
        """A list in the language: "a, b and c"."""
        return self.words.join(items)


def phrases(words: Words | Phrases | None = None, names: Names = None,
            probe: str | None = None) -> Phrases:
    """Phrases in ``words`` (English by default) with the players' ``names`` bound. With a
    ``probe`` key (one of the game's own): a catalogue made before the game's catalogue was
    registered lacks it and is swapped for a fresh one of its language."""
    if isinstance(words, Phrases):
        return words if names is None else Phrases(words.words, names)
    if probe is not None and (words is None or not words.has(probe)):
        words = catalogue(words.lang if words is not None else "en")
    return Phrases(words, names)


@lru_cache(maxsize=16384)
def _format(words: Words, key: str, names: tuple[str, ...] | None, items: tuple[tuple[str, Hashable], ...]) -> str:
    return words(key, names=names, **dict(items))
