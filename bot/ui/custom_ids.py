"""The custom_ids of the controls drawn by one module and answered by another.

A persistent control is answered by the pattern of its custom_id (a ``DynamicItem`` class
the client registers once), never through the message's view. So the module that draws a
control needs only its custom_id and its looks, not the class that answers it:

- every public post carries "Open my panel" (``bot.ui.announce`` draws it; a click opens a
  panel, ``bot.ui.panels.OpenPanelButton``, whose moves are posted again), "My hand" (as
  the live board does: ``bot.ui.live_board.MyHandButton``) and "Board" (the whole board,
  privately: ``bot.ui.board_button.BoardButton``);
- a panel may carry "Type an amount…" (``bot.ui.panels`` draws it; a click opens a form,
  ``bot.ui.amount.AmountButton``, whose amount shows the panel again);
- an auction's panel and own view carry a standing instruction's controls
  (``bot.ui.standing_controls`` draws them; ``bot.ui.standing.StandingButton`` answers).

Drawing them from here is what keeps those modules free of import cycles: the custom_id is
the one thing both sides share.
"""

from __future__ import annotations

import re
from typing import TypeVar

import discord

from bot.games.parse import ID_PATTERN

__all__ = ["AMOUNT_FIELDS", "BOARD", "MY_HAND", "OPEN_PANEL", "STANDING", "amount_button", "amount_id",
           "board_button", "detached", "my_hand_button", "open_panel_button"]

NAME_PATTERN = "[a-z_]{1,16}"

# mb:open:<game>
OPEN_PANEL = rf"mb:open:(?P<game>{ID_PATTERN})"
# mb:hand:<game>, mb:board:<game>: read-only looks, at any time (the game is all their state)
MY_HAND = rf"mb:hand:(?P<game>{ID_PATTERN})"
BOARD = rf"mb:board:(?P<game>{ID_PATTERN})"
# mb:a:<game>:<ver>:<rev>:<kind>:<param>:<low>:<high> (the modal: mb:am: and the same)
AMOUNT_FIELDS = (rf"(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN})"
                 rf":(?P<kind>{NAME_PATTERN}):(?P<param>{NAME_PATTERN}):(?P<low>{ID_PATTERN}):(?P<high>{ID_PATTERN})")
AMOUNT = rf"mb:a:{AMOUNT_FIELDS}"
# mb:si:<game>:<ver>:<auction>:<op>:<low>:<high> (a standing instruction's controls)
STANDING = (rf"mb:si:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<auction>{ID_PATTERN})"
            rf":(?P<op>up|pass|drop):(?P<low>{ID_PATTERN}):(?P<high>{ID_PATTERN})")

V = TypeVar("V", bound=discord.ui.view.BaseView)

_ANSWERED = tuple(re.compile(p) for p in (OPEN_PANEL, AMOUNT, STANDING, MY_HAND, BOARD))


def open_panel_button(game: int, label: str) -> discord.ui.Button:
    """The "Open my panel" button of a game's public post."""
    return discord.ui.Button(label=label, style=discord.ButtonStyle.primary, custom_id=f"mb:open:{game}")


def my_hand_button(game: int, label: str) -> discord.ui.Button:
    """"My hand": the clicker's own hand, privately (the live board's, every post's)."""
    return discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"mb:hand:{game}")


def board_button(game: int, label: str) -> discord.ui.Button:
    """"Board": the whole board as it stands, privately (every post's)."""
    return discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"mb:board:{game}")


def amount_id(game: int, ver: int, rev: int, kind: str, param: str, low: int, high: int) -> str:
    return f"mb:a:{game}:{ver}:{rev}:{kind}:{param}:{low}:{high}"


def amount_button(label: str, custom_id: str) -> discord.ui.Button:
    """A panel's "Type an amount…" button (``amount_id``)."""
    return discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=custom_id)


def answered_by_pattern(item: discord.ui.Item) -> bool:
    """Whether a click on ``item`` is answered by a registered pattern, not by the view."""
    if isinstance(item, discord.ui.DynamicItem):
        return True
    custom_id = getattr(item, "custom_id", None)
    return isinstance(custom_id, str) and any(p.fullmatch(custom_id) for p in _ANSWERED)


def detached(view: V) -> V:
    """``view``, stopped before it is sent when every control in it is answered by its
    custom_id's pattern (registered once, at setup), never through the view: there is
    nothing to store. Stored, an ephemeral panel's view would be given a 15-minute timeout
    by discord.py (one pending timer per panel ever shown, hundreds on a busy bot), and a
    post's view would be kept for ever. A stopped view still sends its components. In a
    layout (a container's rows and sections) every control is looked at, however nested."""
    if all(answered_by_pattern(item) for item in view.walk_children() if item.is_dispatchable()):
        view.stop()
    return view
