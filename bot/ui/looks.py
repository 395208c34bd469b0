"""A read-only look at a game from a button on its posts ("My hand", "Board"): the button
carries only the game's id, so it answers after a restart; a forged id is refused in
plain words; the look itself is privately sent and changes nothing.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games import BadInput, parse_int
from bot.games.parse import NOT_OFFERED

from .answering import answered
from .errors import Control, send_private


class LookButton(Control):
    """The shared part of a look button; a subclass is a ``DynamicItem`` with its own
    template and says in ``look`` what the clicker is shown."""

    game: int
    forged: bool = False

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        try:
            return cls(parse_int(match["game"], what="button"))  # type: ignore[call-arg]  # subclasses take the game's id
        except BadInput:  # from_custom_id must not raise: the click is refused in clicked
            button = cls(0)  # type: ignore[call-arg]  # as above
            button.forged = True
            return button

    async def clicked(self, interaction: discord.Interaction, *args: Any) -> None:
        text, kwargs = await answered(interaction, self._checked(interaction), thinking=True)
        await send_private(interaction, text, **kwargs)

    async def _checked(self, interaction: discord.Interaction) -> tuple[str, dict[str, Any]]:
        if self.forged:
            raise BadInput(NOT_OFFERED)
        return await self.look(interaction)

    async def look(self, interaction: discord.Interaction) -> tuple[str, dict[str, Any]]:
        raise NotImplementedError
