"""Mombasa's images: pure functions from a view (dict) and words to a Pillow image, plus
text alternatives with the same facts.

    render_move(public_view, words, names, move)     the per-move image (800 px, phone-first)
    render_parts(public_view, words, names)          the board in phone parts: [(part, image)]
    render_part(public_view, part, words, names)     one of PARTS: "map", "tracks", "bonus", "displays"
    render_board(public_view, words, names)          the whole public board (1600 px)
    render_player_board(view, seat, words, names)    the public part of one player's board
    render_panel(seat_view, words, names)            the private panel (hand, planned slots, board)
    render_scoresheet(view, words, names)            the final score sheet
    board_text / player_text / panel_text / scoresheet_text   the same facts as text

``words`` is a ``rules.catalogues.Words`` (English when None); ``names`` the players' display
names by seat (default "P1 blue" ...). Every word drawn comes from locales/<lang>/render.ftl;
positions come from layout.toml.

Registered for ``render.registry`` as "move" (option ``move={"before": public view before,
"events": the move's events}``), "map", "tracks", "bonus", "displays" (the board's parts), "board", "player" (option ``seat``), "hand" (the private
panel; None for a view without "me"), "decision" (each decision's own picture for the private
panel, render/mombasa/decisions.py; None when the decision needs none) and "scores".

Solo games (view["automa"]): the Mautoma's area takes the place of its seat's strip on the
board and of the action area on its player board (render/mombasa/automa.py); it is named
"Mautoma" and its markers carry an "M". During the variable set-up the panel shows the two
starting tiles offered; the public images only say whether each seat has chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from render.mombasa.board import render_board
from render.mombasa.decisions import (
    decision_of,
    decision_part,
    decision_subject,
    decision_text,
    render_decision,
)
from render.mombasa.move import move_changes, move_shows, move_text, render_move
from render.mombasa.parts import PARTS, part_inputs, part_text, render_part, render_parts
from render.mombasa.player import render_panel, render_player_board
from render.mombasa.scoresheet import render_scoresheet
from render.mombasa.text import board_text, panel_text, player_text, scoresheet_text
from render.registry import register

__all__ = [
    "board_text",
    "decision_of",
    "decision_part",
    "decision_subject",
    "decision_text",
    "render_decision",
    "PARTS",
    "part_inputs",
    "move_changes",
    "move_shows",
    "part_text",
    "render_part",
    "render_parts",
    "move_text",
    "render_move",
    "panel_text",
    "player_text",
    "render_board",
    "render_panel",
    "render_player_board",
    "render_scoresheet",
    "scoresheet_text",
]


ALT_LIMIT = 1000  # Discord's attachment description holds 1,024 characters


def _capped(fn: Any) -> Any:
    """A text function whose text is at most ALT_LIMIT characters (cut with an ellipsis)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        text = fn(*args, **kwargs)
        if isinstance(text, str) and len(text) > ALT_LIMIT:
            text = text[:ALT_LIMIT - 1] + "…"
        return text

    return call


def _seat_view(fn: Any) -> Any:
    """``fn`` for a seat's view only (the private panel): None for a public view."""

    def call(view: Mapping[str, Any], words: Any, names: Any = None, **options: Any) -> Any:
        return fn(view, words, names, **options) if "me" in view else None

    return call


register("mombasa", "board",
         lambda view, words, names=None: render_board(view, words, names),
         _capped(lambda view, words, names=None: board_text(view, words, names)))
register("mombasa", "player",
         lambda view, words, seat, names=None: render_player_board(view, seat, words, names),
         _capped(lambda view, words, seat, names=None: player_text(view, seat, words, names)))
register("mombasa", "hand",
         _seat_view(lambda view, words, names=None, buttons=True: render_panel(view, words, names,
                                                                               buttons=buttons)),
         _capped(_seat_view(lambda view, words, names=None, buttons=True: panel_text(view, words, names))))
register("mombasa", "scores",
         lambda view, words, names=None: render_scoresheet(view, words, names),
         _capped(lambda view, words, names=None: scoresheet_text(view, words, names)))
register("mombasa", "move",
         lambda view, words, names=None, move=None: render_move(view, words, names, move),
         lambda view, words, names=None, move=None: move_text(view, words, names, move),
         shows_fn=move_shows)


def _inputs(view: Mapping[str, Any], part: str) -> dict[str, Any]:
    return part_inputs(view, part)


for _part in PARTS:
    register("mombasa", _part,
             lambda view, words, names=None, _p=_part: render_part(view, _p, words, names),
             lambda view, words, names=None, _p=_part: part_text(view, _p, words, names),
             partial(_inputs, part=_part))
register("mombasa", "decision", render_decision, _capped(decision_text), decision_part)
