"""Mombasa's words for drawing: its catalogue (locales/<lang>/render.ftl), registered once."""

from __future__ import annotations

from render.kit.words import Names, Phrases
from rules.catalogues import Words, add_catalogue
from rules.catalogues import words as catalogue

add_catalogue(__package__, ["render.ftl"])

_PROBE = "render-mombasa-mautoma"


def phrases(words: Words | Phrases | None = None, names: Names = None) -> Phrases:
    """Phrases in ``words`` (English by default) with the players' ``names`` bound. A
    catalogue made before this one was registered is swapped for a fresh one of its language."""
    if isinstance(words, Phrases):
        return words if names is None else Phrases(words.words, names)
    if words is None or not words.has(_PROBE):
        words = catalogue(words.lang if words is not None else "en")
    return Phrases(words, names)
