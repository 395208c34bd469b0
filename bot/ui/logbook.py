"""The log to browse: one private message with First, Previous, Next, Last and a round picker.

Persistent components (``DynamicItem``): their custom_id carries the game, the game's version
the log was opened at, and the page, so they work after a restart:

    mb:log:<game>:<ver>:<op>:<page>   a page button (op f, p, n, l: first, previous, next,
                                      last; one op each, as ids in one message must differ)
    mb:logr:<game>:<ver>              the round picker (its values are round numbers)

A click turns the page in place. Refused, with the message unchanged: a game out of scope
(another server's, or none: the scope check answers as for a game that does not exist), a
forged page or round (said plainly), and a stale message (the game moved on since it was
opened: its pages would no longer be what its buttons say), which gets a fresh log beside
the refusal.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games import parse_int
from bot.games.logbook import Logbook
from bot.games.parse import ID_PATTERN, NOT_OFFERED, BadInput
from bot.words import say
from rules.core import msg

from .answering import answered
from .errors import Control, send_private
from .scope import scoped

CONTENT_MAX = 2000
PAGE_ROOM = 1200  # a page's moves: about a screen and a half on a phone at 400 px (seen in
# simcord's preview: a page of 1840 characters was over 1300 px tall, its buttons far below)
OPS = {"f": "bot-logbook-first", "p": "bot-button-previous", "n": "bot-button-next",
       "l": "bot-logbook-last"}


def _service(interaction: discord.Interaction) -> Any:
    return interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client


async def open_logbook(interaction: discord.Interaction, game_id: int) -> Logbook:
    """The game's log for the clicker (their own secrets included), in their language."""
    return await _service(interaction).logbook(game_id, interaction.user.id,
                                               room=PAGE_ROOM)


def page_content(game_id: int, book: Logbook, page: int) -> str:
    lines = book.page(page) or [say("bot-no-moves")]
    head = say("bot-logbook-head", id=str(game_id), page=page, pages=book.count)
    return "\n".join([head, *lines])[:CONTENT_MAX]


def logbook_view(game_id: int, book: Logbook, page: int) -> discord.ui.View:
    """The buttons (those that would not turn the page are greyed out) and, with two rounds
    or more, the round picker."""
    view = discord.ui.View(timeout=None)
    targets = {"f": 1, "p": page - 1, "n": page + 1, "l": book.count}
    for op, key in OPS.items():
        target = min(max(targets[op], 1), book.count)
        view.add_item(PageButton(game_id, book.version, op, target, label=say(key),
                                 disabled=target == page))
    choices = book.round_choices()
    if len(choices) > 1:
        options = [discord.SelectOption(
            label=say("bot-logbook-setup-option" if number < 1 else "bot-logbook-round-option",
                      round=number),
            description=say("bot-logbook-round-page", page=first), value=str(number),
            default=first == page and not any(f == page and n > number for n, f in choices),
        ) for number, first in choices]
        view.add_item(RoundSelect(game_id, book.version, options=options,
                                  placeholder=say("bot-logbook-pick-round")))
    view.stop()  # dispatched by custom_id (registered at setup): nothing to keep in memory
    return view


async def send_logbook(interaction: discord.Interaction, game_id: int, book: Logbook,
                       page: int, *, before: str = "") -> None:
    """A new private message with the log at ``page``."""
    content = page_content(game_id, book, page)
    await send_private(interaction, f"{before}\n{content}"[:CONTENT_MAX] if before else content,
                       view=logbook_view(game_id, book, page),
                       allowed_mentions=discord.AllowedMentions.none())


def _forged(match: re.Match[str], *names: str) -> tuple[list[int], bool]:
    """The numbers of a custom_id, and whether they all parsed (``from_custom_id`` must not
    raise: a bad id builds the item anyway, and its callback refuses)."""
    try:
        return [parse_int(match[name], what="button") for name in names], True
    except BadInput:
        return [0] * len(names), False


class _LogControl(Control):
    """What the page buttons and the round picker share: the scope check, the stale check
    and turning the page in place."""

    game: int
    ver: int
    forged: bool = False

    async def clicked(self, interaction: discord.Interaction) -> None:
        if self.forged:
            raise BadInput(NOT_OFFERED)
        await scoped(interaction, self.game)
        book = await answered(interaction, open_logbook(interaction, self.game))
        if book.version != self.ver:  # the pages may have moved: say so, and offer it anew
            await send_logbook(interaction, self.game, book, book.count,
                               before=say("bot-logbook-stale"))
            return
        page = self.page_in(interaction, book)
        content, view = page_content(self.game, book, page), logbook_view(self.game, book, page)
        if interaction.response.is_done():
            await interaction.edit_original_response(content=content, view=view)
        else:
            await interaction.response.edit_message(content=content, view=view)

    def page_in(self, interaction: discord.Interaction, book: Logbook) -> int:
        raise NotImplementedError


class PageButton(
    _LogControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:log:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<op>[fpnl]):(?P<page>{ID_PATTERN})",
):
    def __init__(self, game: int, ver: int, op: str, page: int, *, label: str = "?",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"mb:log:{game}:{ver}:{op}:{page}"))
        self.game, self.ver, self.op, self.page = game, ver, op, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        (game, ver, page), ok = _forged(match, "game", "ver", "page")
        made = cls(game, ver, match["op"], page)
        made.forged = not ok
        return made

    def page_in(self, interaction: discord.Interaction, book: Logbook) -> int:
        if not 1 <= self.page <= book.count:  # a page no button of this log ever named
            raise BadInput(msg("bot-logbook-no-page", wanted=self.page, pages=book.count))
        return self.page


class RoundSelect(
    _LogControl,
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"mb:logr:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN})",
):
    def __init__(self, game: int, ver: int, *, options: list[discord.SelectOption] | None = None,
                 placeholder: str = "…") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"mb:logr:{game}:{ver}", placeholder=placeholder,
            options=options or [discord.SelectOption(label="?", value="1")]))
        self.game, self.ver = game, ver

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        (game, ver), ok = _forged(match, "game", "ver")
        made = cls(game, ver)
        made.forged = not ok
        return made

    def page_in(self, interaction: discord.Interaction, book: Logbook) -> int:
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        if len(values) != 1:
            raise BadInput(NOT_OFFERED)
        number = parse_int(values[0], what="round")
        if number not in book.round_pages:
            raise BadInput(msg("bot-logbook-no-round", round=number))
        return book.round_pages[number]


async def show_log(interaction: discord.Interaction, game_id: int, page: int | None) -> None:
    """``/<game> log [page]``: the log at ``page`` (1: the first moves), by default at its
    last page, the latest moves; a page past the end is refused plainly."""
    book = await open_logbook(interaction, game_id)
    wanted = book.count if page is None else page
    if not 1 <= wanted <= book.count:
        raise BadInput(msg("bot-logbook-no-page", wanted=wanted, pages=book.count))
    await send_logbook(interaction, game_id, book, wanted)


DYNAMIC_ITEMS = (PageButton, RoundSelect)

__all__ = ["DYNAMIC_ITEMS", "PageButton", "RoundSelect", "show_log"]
