"""The live board: one message near the top of a game's thread (or solo DM) that shows the
whole board as it stands, edited after every change, with a "My hand" button.

It is posted with the game's opening, before the opening post, and its id kept in the
store (purpose ``posting.LIVE``), so a restarted bot edits the same message. An edit pings
no one and uploads only the board parts whose bytes changed (``Posting.live_changes``);
the others stay as they are on the message. A live board that was deleted is posted again
at the next change. A burst of moves (AI seats' moves following a player's, the outbox's
waiting posts) edits it once, after the last (``bot.ui.announce``). The posts below it carry only their own per-move pictures
(``profiles.post_images``).
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

from bot.games.board import Picture
from bot.games.outcomes import StandingOffer
from bot.games.pictures import LiveBoard
from bot.games.posting import LIVE, Posting
from bot.words import current_language, render, say, speaker, use_language

from .custom_ids import MY_HAND, my_hand_button
from .looks import LookButton
from .scope import scoped
from .standing_controls import standing_line, standing_view

log = logging.getLogger(__name__)


def _file(picture: Picture) -> discord.File | None:
    if picture.png is None:
        return None
    return discord.File(io.BytesIO(picture.png), filename=picture.filename,
                        description=picture.description or None)


def live_text(board: LiveBoard) -> str:
    """The live board's words, in the current language (the game's)."""
    lines = [say("bot-live-board-ended" if board.over else "bot-live-board", id=str(board.game_id))]
    if board.stage is not None and not board.over:
        lines.append(render(board.stage))
    failed = [p.failure(speaker()) for p in board.pictures if p.failed]
    return "\n".join([*lines, *failed])[:2000]


def live_controls(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(MyHandButton(game_id))
    return view


def _attachments(message: discord.Message, pictures: list[Picture],
                 changed: list[Picture]) -> list[discord.Attachment | discord.File]:
    """The board parts in their order: a changed one uploaded anew, the others kept as the
    message has them (uploaded when missing)."""
    new = {p.filename for p in changed}
    have = {a.filename: a for a in message.attachments}
    out: list[discord.Attachment | discord.File] = []
    for picture in pictures:
        kept = have.get(picture.filename)
        if picture.filename not in new and kept is not None:
            out.append(kept)
        elif (file := _file(picture)) is not None:
            out.append(file)
    return out


async def show_live_board(client: discord.Client, game_id: int,
                          channel: discord.abc.Messageable) -> discord.Message | None:
    """Bring the game's live board up to date: edit it where it changed, post it when there
    is none (the opening, or it was deleted). Returns the message when it was sent or
    edited, None when nothing changed."""
    games = client.games  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    posting: Posting = games.posting
    board: LiveBoard = await games.live_board(game_id)
    with use_language(board.lang):  # the thread's language, the button's label too
        content = live_text(board)
        controls = live_controls(game_id)
    message_id = await posting.live_message(game_id)
    if message_id is not None and hasattr(channel, "fetch_message"):
        text_changed, changed = posting.live_changes(game_id, content, board.pictures)
        if not text_changed and not changed:
            return None
        try:
            message = await channel.fetch_message(message_id)
        except discord.NotFound:
            message = None  # deleted: posted again below
        if message is not None:
            edited = await message.edit(content=content,
                                        attachments=_attachments(message, board.pictures, changed),
                                        view=controls, allowed_mentions=discord.AllowedMentions.none())
            posting.live_shown(game_id, content, changed)
            return edited
    files = [f for f in map(_file, board.pictures) if f is not None]
    message = await channel.send(content, files=files, view=controls,
                                 allowed_mentions=discord.AllowedMentions.none())
    posting.live_shown(game_id, content, board.pictures, anew=True)
    await posting.remember(game_id, LIVE, message.id, message.channel.id)
    return message


def hand_reply(game_id: int, picture: Picture, standing: StandingOffer | None = None, *,
               words: bool = True) -> tuple[str, dict[str, Any]]:
    """A player's own hand, privately: the words and the picture (as ``/<game> hand``);
    in an auction, the player's own standing instruction and its controls. Without
    ``words`` (a button's tap) the words come only when there is no picture: a drawn one
    carries them as its alt text, and a block of them above it would push the picture a
    screen down on a phone."""
    kwargs: dict[str, Any] = {}
    if (file := _file(picture)) is not None:
        kwargs["file"] = file
    failed = f"\n{picture.failure(speaker())}" if picture.failed else ""
    told = words or file is None or picture.failed
    text = say("bot-hand", id=str(game_id)) + failed + (f"\n```\n{picture.text}\n```" if told else "")
    if standing is not None:  # bot.ui.standing answers its controls
        text = speaker()(standing_line(standing)) + "\n" + text
        kwargs["view"] = standing_view(standing)
    return text[:2000], kwargs


class MyHandButton(LookButton, discord.ui.DynamicItem[discord.ui.Button], template=MY_HAND):
    """On the live board and every post: the clicker's own hand (and notes, player board),
    privately and read-only, at any time; a player of the game only (their own seat's view:
    never another's; anyone else is told they do not play in it)."""

    game: int

    def __init__(self, game: int) -> None:
        super().__init__(my_hand_button(game, say("bot-button-my-hand")))
        self.game = game

    async def look(self, interaction: discord.Interaction) -> tuple[str, dict[str, Any]]:
        await scoped(interaction, self.game)
        games = interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost
        picture = await games.picture(self.game, interaction.user.id, "hand",
                                      lang=current_language(), buttons=False)
        return hand_reply(self.game, picture, await games.standing(self.game, interaction.user.id),
                          words=False)
