"""Admin commands (Manage Server): abort a game, verify/repair it, export it."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import PlayRefused
from bot.ui.announce import announce
from bot.ui.errors import send_private
from bot.words import say
from rules.core import msg

from ._group import game_command, resolve_game, service

if TYPE_CHECKING:
    from bot.client import GameHost


async def _server_game(interaction: discord.Interaction, game: int | None) -> int:
    """Admins act on games of their own server only (resolve_game keeps to its scope: a
    game of another server answers like one that does not exist)."""
    if interaction.guild_id is None:
        raise PlayRefused(msg("bot-admin-server-only"))
    return await resolve_game(interaction, game)


admin_only = app_commands.checks.has_permissions(manage_guild=True)


class AdminCog(commands.Cog):
    """Admin commands (Manage Server): abort a game, verify or repair it, export it."""

    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    @game_command("bot-cmd-abort")
    @admin_only
    async def abort(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        outcome = await service(interaction).abandon(game_id, reason=msg("bot-admin-ended"))
        await send_private(interaction, say("bot-admin-ended-reply", id=str(game_id)))
        await announce(interaction.client, outcome)

    @game_command("bot-cmd-verify")
    @admin_only
    async def verify(self, interaction: discord.Interaction, game: int | None = None, repair: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        games = service(interaction)
        async with service(interaction).lock(game_id):
            report = await games.upkeep.verify(game_id, repair=repair)
        running = (await games.record(game_id)).status == "active"
        text = report.public() if running else str(report)  # no hidden cards while it runs
        await send_private(interaction, f"```\n{text}\n```"[:2000])

    @game_command("bot-cmd-export")
    @admin_only
    async def export(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        text, whole = await service(interaction).export_for(game_id, interaction.user.id)
        file = discord.File(io.BytesIO(text.encode()), filename=f"game-{game_id}.json")
        reply = "bot-admin-export" if whole else "bot-admin-export-partial"
        await send_private(interaction, say(reply, id=str(game_id)), file=file)
