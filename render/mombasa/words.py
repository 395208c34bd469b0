"""Mombasa's words for drawing: its catalogue (locales/<lang>/render.ftl), registered once."""

from __future__ import annotations

from render.kit.words import Names, Phrases
from render.kit.words import phrases as kit_phrases
from rules.catalogues import Words, add_catalogue

add_catalogue(__package__, ["render.ftl"])

_PROBE = "render-mombasa-mautoma"


def phrases(words: Words | Phrases | None = None, names: Names = None) -> Phrases:
    """Phrases in ``words`` (English by default) with the players' ``names`` bound."""
    return kit_phrases(words, names, probe=_PROBE)
