"""The ``/mombasa`` command group every cog adds its subcommands to, and shared helpers.

One group keeps all commands under one name; it is usable in servers and in the bot's DM
(solo games live there). Cogs define their subcommands at module level with
``@mombasa.command`` and reach the game service as ``interaction.client.games``.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.games import GameService, NoGameHere

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
    """The game a command is about: the option, else this thread's game, else the DM's."""
    if game is not None:
        return game
    games = service(interaction)
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        found = await games.game_in_place(thread_id=channel.id)
        if found is not None:
            return found
    if interaction.guild is None:
        found = await games.game_in_place(dm_user_id=interaction.user.id)
        if found is not None:
            return found
    mine = await games.games_of(interaction.user.id)
    if len(mine) == 1:
        return mine[0].game_id
    if not mine:
        raise NoGameHere("You have no game running. Start one with `/mombasa new` or `/mombasa solo`.")
    raise NoGameHere(
        "You are in several games: run the command in the game's thread, or pick one with the "
        "`game` option."
    )


async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's active games, for every ``game`` option."""
    out = []
    for s in await service(interaction).games_of(interaction.user.id):
        name = f"#{s.game_id} {s.title} with {len(s.players)} players"
        if current and current.lower() not in name.lower():
            continue
        out.append(app_commands.Choice(name=name[:100], value=s.game_id))
    return out[:25]
