"""Scope: every command and component reaches only the games of the server it is used in
(from a DM: only the user's own DM games). A game out of scope answers exactly like a game
that does not exist (``GameNotFound``), so ids of other servers' games reveal nothing."""

from __future__ import annotations

import discord

from bot.games import Viewer


def viewer(interaction: discord.Interaction) -> Viewer:
    return Viewer(interaction.user.id, interaction.guild_id)


async def scoped(interaction: discord.Interaction, game_id: int) -> int:
    """``game_id`` if the game is in the interaction's scope; else GameNotFound."""
    await interaction.client.games.check_scope(game_id, viewer(interaction))  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    return game_id
