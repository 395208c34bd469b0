"""The static component data the renderer needs (region names, rewards, tracks ...)."""

from __future__ import annotations

from functools import cache

from rules.mombasa.components import Components, Track
from rules.mombasa.components.automa import AutomaComponents
from rules.mombasa.components.automa_loader import load_automa_components
from rules.mombasa.components.loader import load_components


@cache
def components() -> Components:
    return load_components()


def track(comp: Components, tid: str) -> Track:
    for t in comp.tracks:
        if t.id == tid:
            return t
    raise KeyError(f"unknown company track {tid!r}")


def letters(comp: Components) -> dict[str, str]:
    return {c.id: c.letter for c in comp.companies}


@cache
def automa_components() -> AutomaComponents:
    """The Mautoma's printed components (playmat arrows, effect texts), for solo games."""
    return load_automa_components()
