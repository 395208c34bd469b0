"""Who reads in which language.

Private replies and panels: the language the user chose in ``/settings language:``, else their
Discord client's (Dutch for ``nl``, English otherwise). A game's thread posts and public
images: the game's language (``GameService.game_language``; set in ``bot.ui.announce``).
Set once per interaction, at the edge (``bot.ui.errors``: the command tree's check and the
controls' base class), for everything formatted in that interaction's task (``bot.words.say``...).
"""

from __future__ import annotations

import discord

from bot.words import language_of, set_language


async def reader_language(interaction: discord.Interaction) -> str:
    """The language of the user behind ``interaction``: their choice, else their client's."""
    games = getattr(interaction.client, "games", None)
    chosen = await games.user_language(interaction.user.id) if games is not None else None
    return language_of(chosen or str(interaction.locale))


async def speak_to(interaction: discord.Interaction) -> str:
    """Format everything in this interaction's task in its user's language."""
    return set_language(await reader_language(interaction))


def server_language(interaction: discord.Interaction) -> str:
    """A new game's default language: the server's preferred locale (a DM: the user's)."""
    locale = interaction.guild_locale if interaction.guild_id is not None else interaction.locale
    return language_of(str(locale) if locale is not None else None)
