"""Batavia's words for drawing: its catalogue (locales/<lang>/render.ftl), registered once,
beside the engine's (company, commodity and score names come from rules/batavia's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import rules.batavia  # noqa: F401 - registers the engine's catalogue (company and commodity names)
from render.kit.draw import PLAYER_COLOUR_NAMES
from render.kit.words import Names, Phrases
from render.kit.words import phrases as kit_phrases
from rules.catalogues import Words, add_catalogue

add_catalogue(__package__, ["render.ftl"])

_PROBE = "render-batavia-seat"
ALT_LIMIT = 1000  # Discord's attachment description holds 1,024 characters


def phrases(words: Words | Phrases | None = None, names: Names = None) -> Phrases:
    """Phrases in ``words`` (English by default) with the players' ``names`` bound."""
    return kit_phrases(words, names, probe=_PROBE)


def seat_name(w: Phrases, seat: int) -> str:
    """A seat's name: the caller's, else "P1 blue" (number and colour)."""
    return w.name(seat) or w("render-batavia-seat", number=seat + 1,
                             colour=PLAYER_COLOUR_NAMES[seat % len(PLAYER_COLOUR_NAMES)])


def company(w: Phrases, cid: Any) -> str:
    """A company as a label: "Danish" (the engine's adjective, as on the companies' flags)."""
    return w("batavia-company-adj", company=str(cid))


def commodity(w: Phrases, kid: Any, capital: bool = True) -> str:
    """A commodity as a label, capitalised ("Silk"), or as in a sentence ("silk")."""
    s = w("batavia-commodity", commodity=str(kid))
    return s[:1].upper() + s[1:] if capital else s


def phase(w: Phrases, view: Mapping[str, Any]) -> str:
    return w("render-batavia-phase", phase=str(view.get("phase")))


def fit(lines: list[str], limit: int = ALT_LIMIT) -> str:
    """Lines joined as one text of at most ``limit`` characters: whole lines first, the
    last one that does not fit cut with an ellipsis."""
    out = ""
    for line in (ln for ln in lines if ln):
        trial = f"{out}\n{line}" if out else line
        if len(trial) <= limit:
            out = trial
            continue
        room = limit - len(out) - (1 if out else 0) - 1
        if room > 20:
            out = f"{out}\n{line[:room].rstrip()}…" if out else line[:room].rstrip() + "…"
        break
    return out
