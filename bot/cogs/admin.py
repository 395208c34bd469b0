"""Admin commands (Manage Server): abort a game, verify/repair it, export it."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import PlayRefused
from bot.ui.announce import announce
from bot.ui.errors import guard, send_private
from bot.words import say
from rules.core import msg

from ._group import game_command, resolve_game, service


async def _server_game(interaction: discord.Interaction, game: int | None) -> int:
    """Admins act on games of their own server only."""
    game_id = await resolve_game(interaction, game)
    record = await service(interaction).store.get_record(game_id)
    if interaction.guild is None or record.place.guild_id != interaction.guild.id:
        raise PlayRefused(msg("bot-admin-elsewhere", id=str(game_id)))
    return game_id


admin_only = app_commands.checks.has_permissions(manage_guild=True)


@game_command("bot-cmd-abort")
@admin_only
async def abort(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        outcome = await service(interaction).abandon(game_id, reason=msg("bot-admin-ended"))
        await send_private(interaction, say("bot-admin-ended-reply", id=str(game_id)))
        await announce(interaction.client, outcome)

    await guard(interaction, run(), game_id=game)


@game_command("bot-cmd-verify")
@admin_only
async def verify(interaction: discord.Interaction, game: int | None = None, repair: bool = False) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        store = service(interaction).store
        async with service(interaction).lock(game_id):
            report = await (store.repair_game(game_id) if repair else store.verify_game(game_id))
        await send_private(interaction, f"```\n{report}\n```"[:2000])

    await guard(interaction, run(), game_id=game)


@game_command("bot-cmd-export")
@admin_only
async def export(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await _server_game(interaction, game)
        text = await service(interaction).store.export_game_json(game_id)
        file = discord.File(io.BytesIO(text.encode()), filename=f"game-{game_id}.json")
        await send_private(interaction, say("bot-admin-export", id=str(game_id)), file=file)

    await guard(interaction, run(), game_id=game)


class AdminCog(commands.Cog):
    """Admin commands live on the shared group."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(AdminCog())
