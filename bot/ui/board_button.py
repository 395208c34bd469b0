"""The "Board" button of every post in a game's thread: the whole board as it stands now,
privately, one tap away from wherever a player reads (the live board near the top of the
thread shows the same, but may be far up). Read-only: nothing can be chosen from it.

The board is public (the live board shows it to everyone in the thread), so anyone the game
is in scope for may look, as with ``/<game> board``; a player's own hand is the "My hand"
button beside it (``bot.ui.live_board.MyHandButton``), for the game's players only.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.games import Picture
from bot.games.profiles import get_profile, live_board_images
from bot.words import current_language, say, speaker

from .announce import picture_file
from .custom_ids import BOARD, board_button
from .looks import LookButton
from .scope import scoped

CONTENT_MAX = 2000


def board_reply(game_id: int, pictures: list[Picture]) -> tuple[str, dict[str, Any]]:
    """The whole board, privately: its parts as pictures (their text alternatives as alt
    text), or their words when they could not be drawn."""
    files = [f for f in map(picture_file, pictures) if f is not None]
    text = say("bot-board-look", id=str(game_id))
    failed = [p for p in pictures if p.failed or p.png is None]
    if failed:  # a plain sentence, then the board in words
        text += f"\n{failed[0].failure(speaker())}" if failed[0].failed else ""
        text += "".join(f"\n```\n{p.text}\n```" for p in failed)
    kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none()}
    if files:
        kwargs["files"] = files
    return text[:CONTENT_MAX], kwargs


class BoardButton(LookButton, discord.ui.DynamicItem[discord.ui.Button], template=BOARD):
    """On every post: the whole board as it stands, privately, in the reader's language."""

    game: int

    def __init__(self, game: int) -> None:
        super().__init__(board_button(game, say("bot-button-board")))
        self.game = game

    async def look(self, interaction: discord.Interaction) -> tuple[str, dict[str, Any]]:
        await scoped(interaction, self.game)  # another server's game answers as no game at all
        games = interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost
        profile = get_profile((await games.record(self.game)).kind)
        lang = current_language()  # the reader's language, on the pictures and alt texts too
        pictures = [await games.picture(self.game, None, what, lang=lang)
                    for what in live_board_images(profile)]
        return board_reply(self.game, pictures)
