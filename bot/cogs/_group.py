"""The ``/mombasa`` command group every cog adds its subcommands to, and shared helpers.

One group keeps all commands under one name; it is usable in servers and in the bot's DM
(solo games live there). Cogs define their subcommands at module level with
``@mombasa.command`` and reach the game service as ``interaction.client.games``.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.games import GameService, NoGameHere, get_profile, parse_game_option
from bot.ui.scope import scoped, viewer

mombasa = app_commands.Group(
    name="mombasa",
    description="Play Mombasa: in a server thread with friends, or solo against the Mautoma in DMs",
    allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
    allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
)


def service(interaction: discord.Interaction) -> GameService:
    return interaction.client.games  # type: ignore[attr-defined]


def kind(interaction: discord.Interaction) -> str:
    return interaction.client.game_kind  # type: ignore[attr-defined]


async def resolve_game(interaction: discord.Interaction, game: int | None) -> int:
    """The game a command is about: the option, else this thread's game, else the DM's.
    Always one in the interaction's scope (see ``bot.ui.scope``)."""
    game = parse_game_option(game)
    if game is not None:
        return await scoped(interaction, game)
    games = service(interaction)
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        found = await games.game_in_place(thread_id=channel.id)
        if found is not None:
            return await scoped(interaction, found)
    if interaction.guild_id is None:
        found = await games.game_in_place(dm_user_id=interaction.user.id)
        if found is not None:
            return await scoped(interaction, found)
    mine = await games.game_ids_of(interaction.user.id, viewer(interaction))
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NoGameHere("You have no game running. Start one with `/mombasa new` or `/mombasa solo`.")
    raise NoGameHere(
        "You are in several games: run the command in the game's thread, or pick one with the "
        "`game` option."
    )


async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's active games in this server (or their DM games), for every ``game``
    option: one indexed query of at most 25 rows, no game loaded."""
    profile = get_profile(kind(interaction))
    rows = await service(interaction).store.game_choices(
        interaction.user.id, kind=profile.kind, title=profile.title,
        guild_id=interaction.guild_id, text=str(current or "")[:100])
    return [app_commands.Choice(name=label[:100], value=game_id) for game_id, label in rows]
