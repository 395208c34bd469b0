"""A seat's status on the board and in its strip ("to move", "planned" ...): below the board
and the Mautoma's strip, which both say it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.kit.words import Phrases
from rules.mombasa.views import PlayerView

View = Mapping[str, Any]


def status(p: PlayerView, view: View) -> str:
    """A seat's status as an id ("to-move", "planned" ...; "" for none): ``status_words``
    says it in words."""
    phase = view.get("phase")
    if p.get("automa"):
        if phase == "actions" and (p.get("passed") or (view.get("automa") or {}).get("round_over")):
            return "round-over"
        return ""
    if phase == "setup":
        # the secret starting-tile choice: whether, never which, before the reveal
        if view.get("setup_step") == "tile":
            return "tile-chosen" if p.get("tile_chosen") else "choosing-tile"
        return "ready" if not _to_move(view, p) else "placing"
    if phase == "planning":
        return "planned" if p.get("planned") else "planning"
    if phase == "actions":
        if p.get("passed"):
            return "ended"
        if view.get("turn") == p.get("seat"):
            return "to-move"
    return ""


def status_words(w: Phrases, p: PlayerView, view: View) -> str:
    st = status(p, view)
    return w("render-mombasa-status", status=st) if st else ""


def _to_move(view: View, p: PlayerView) -> bool:
    return p.get("seat") in (view.get("to_move") or [])
