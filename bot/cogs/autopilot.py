"""``/autopilot``: the AI plays a player's seat while they are away (issue 30, item 2).

One command for every game (each game's group is full: Discord allows 25 subcommands):
``what: on`` hands the caller's own seat to the AI ("play for me while I am away"),
``off`` takes it back, ``vote`` votes to hand the players past the turn deadline to the AI
(a majority of the others, as ``/<game> end`` votes). The thread says so each time. The
game is the ``game`` option, else the thread's, else the caller's one game here. The
private answer to ``on`` carries **Take my seat back** (``mb:back:<game>``, a persistent
button: one tap does what ``off`` does, also after a restart).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import BadInput, NoGameHere, parse_game_option, parse_int
from bot.games.parse import ID_PATTERN
from bot.ui.announce import announce
from bot.ui.errors import Control, send_private
from bot.ui.scope import viewer
from bot.words import command_name, description, say
from rules.ai import LEVELS
from rules.core import msg

if TYPE_CHECKING:
    from bot.client import GameHost

WHATS = ("on", "off", "vote")


async def autopilot_game(interaction: discord.Interaction, game: int | None) -> int:
    """The game the command is about (see the module); always one in the caller's scope."""
    games = interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost
    chosen = parse_game_option(game)
    if chosen is not None:
        return (await games.check_scope(chosen, viewer(interaction))).id
    if isinstance(interaction.channel, discord.Thread):
        found = await games.game_in_place(thread_id=interaction.channel.id)
        if found is not None:
            return (await games.check_scope(found, viewer(interaction))).id
    mine = await games.game_ids_of(interaction.user.id, viewer(interaction))
    if len(mine) == 1:
        return int(mine[0])
    raise NoGameHere(msg("bot-autopilot-which"))


class TakeBackButton(Control, discord.ui.DynamicItem[discord.ui.Button],
                     template=rf"mb:back:(?P<game>{ID_PATTERN})"):
    """One tap: the AI stops playing the clicker's seat in the game (as ``off``)."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label=say("bot-button-take-back-seat"),
                                           style=discord.ButtonStyle.primary, custom_id=f"mb:back:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        return cls(parse_int(match["game"], what="button"))

    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        games = interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost
        await games.check_scope(self.game, viewer(interaction))
        outcome = await games.take_back(self.game, interaction.user.id)
        await interaction.edit_original_response(content=say("bot-autopilot-done-off", id=str(self.game)),
                                                 view=None)
        await announce(interaction.client, outcome)


class AutopilotCog(commands.Cog):
    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(TakeBackButton)

    @app_commands.command(name=command_name("bot-cmd-autopilot"), description=description("bot-cmd-autopilot"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(what=description("bot-cmd-autopilot-what"),
                           level=description("bot-cmd-autopilot-level"),
                           game=description("bot-cmd-autopilot-game"))
    @app_commands.choices(
        what=[app_commands.Choice(name=say(f"bot-autopilot-choice-{w}"), value=w) for w in WHATS],
        level=[app_commands.Choice(name=say(f"bot-ai-level-{lv}"), value=lv) for lv in LEVELS],
    )
    async def autopilot(self, interaction: discord.Interaction, what: str = "on",
                        level: str = "medium", game: int | None = None) -> None:
        if what not in WHATS or level not in LEVELS:
            raise BadInput(msg("bot-autopilot-bad-choice"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await autopilot_game(interaction, game)
        games = self.bot.games
        if what == "on":
            outcome = await games.autopilot(game_id, interaction.user.id, level)
        elif what == "off":
            outcome = await games.take_back(game_id, interaction.user.id)
        else:
            outcome = await games.vote_autopilot(game_id, interaction.user.id)
        extra = {}
        if what == "on":  # the tap that takes the seat back
            view = discord.ui.View(timeout=None)
            view.add_item(TakeBackButton(game_id))
            extra["view"] = view
        await send_private(interaction, say(f"bot-autopilot-done-{what}", id=str(game_id)), **extra)
        await announce(interaction.client, outcome)
