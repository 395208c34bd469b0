"""The lobby message's persistent buttons: Join, Leave, Start, Cancel (``mb:lobby:<id>:<op>``)."""

from __future__ import annotations

import re

import discord

from bot.games import BadInput, parse_int
from bot.games.parse import ID_PATTERN
from bot.ui.errors import Control
from bot.words import say, use_language

LOBBY_OPS = {
    "join": ("bot-button-join", discord.ButtonStyle.success),
    "leave": ("bot-button-leave", discord.ButtonStyle.secondary),
    "start": ("bot-button-start", discord.ButtonStyle.primary),
    "cancel": ("bot-button-cancel", discord.ButtonStyle.danger),
}


class LobbyButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:lobby:(?P<lobby>{ID_PATTERN}):(?P<op>join|leave|start|cancel)",
):
    def __init__(self, lobby: int, op: str) -> None:
        key, style = LOBBY_OPS[op]
        super().__init__(discord.ui.Button(label=say(key), style=style, custom_id=f"mb:lobby:{lobby}:{op}"))
        self.lobby, self.op = lobby, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        try:
            lobby = parse_int(match["lobby"], what="button")
        except BadInput:
            lobby = 0  # no lobby has id 0: the click is answered "this lobby is closed"
        return cls(lobby, match["op"])

    async def clicked(self, interaction: discord.Interaction) -> None:
        from ._cog import lobby_action  # the cog module holds the flow; this is only the button

        await lobby_action(interaction, self.lobby, self.op)


def lobby_view(lobby_id: int, lang: str | None = None) -> discord.ui.View:
    """The lobby's buttons, labelled in the game's language ``lang``."""
    view = discord.ui.View(timeout=None)
    with use_language(lang):
        for op in LOBBY_OPS:
            view.add_item(LobbyButton(lobby_id, op))
    return view
