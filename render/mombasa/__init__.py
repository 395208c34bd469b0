"""Pure functions from a Mombasa view (dict) to a Pillow image, plus text alternatives.

    render_board(public_view)            the public board after every turn
    render_player_board(view, seat)      the public part of one player's board
    render_panel(seat_view)              the private panel (hand, planned slots, board)
    render_scoresheet(view)              the final score sheet
    board_text / player_text / panel_text / scoresheet_text   the same facts as text
    png_bytes(image)                     PNG bytes for an attachment

Solo games (view["automa"]): the Mautoma's area takes the place of its seat's strip on the
board and of the action area on its player board (render/mombasa/automa.py); it is named "Mautoma"
and its markers carry an "M". During the variable set-up the panel shows the two starting
tiles offered; the public images only say whether each seat has chosen.
"""

from render.kit.png import png_bytes
from render.mombasa.board import render_board
from render.mombasa.player import render_panel, render_player_board
from render.mombasa.scoresheet import render_scoresheet
from render.mombasa.text import board_text, panel_text, player_text, scoresheet_text

__all__ = [
    "board_text",
    "panel_text",
    "player_text",
    "png_bytes",
    "render_board",
    "render_panel",
    "render_player_board",
    "render_scoresheet",
    "scoresheet_text",
]
