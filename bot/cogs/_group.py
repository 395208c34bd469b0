"""One slash-command group per hosted game (``/mombasa``, ``/batavia``), built from its
profile out of the cogs' commands, and the helpers every cog shares.

A cog declares its game's subcommands as its own methods: ``@game_command(key)`` on a
command that is the same in every game (its name and description from the catalogue
message ``key``), or ``@per_game`` on a method that makes the command(s) from a
``GameProfile`` (lobby options, player counts, solo difficulties, rules topics...) or
returns None when the game has no such command. ``build_group(profile, cogs)`` makes a
fresh group with all of them, cog by cog in load order, each cog's in the order it
declares them; a command learns its game from its group (``kind(interaction)``) and
reaches the game service as ``interaction.client.games``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import GameProfile, GameService, NoGameHere, get_profile, parse_game_option
from bot.ui.scope import scoped, viewer
from bot.words import command_name, description, speaker
from rules.core import msg

F = TypeVar("F", bound=Callable[..., Any])
GAME_COMMAND = "__game_command__"  # on a cog's method: the catalogue key of its command
PER_GAME = "__per_game__"  # on a cog's method: it makes its game's command(s) from a profile


def game_command(key: str) -> Callable[[F], F]:
    """Declare a cog's method as a subcommand every game's group has; its name and
    description come from the catalogue message ``key`` (value and ``.description``)."""

    def decorate(method: F) -> F:
        setattr(method, GAME_COMMAND, key)
        return method

    return decorate


def per_game(builder: F) -> F:
    """Declare a cog's method that makes a subcommand per game from its profile (None:
    this game has none; a list: several)."""
    setattr(builder, PER_GAME, True)
    return builder


def build_group(profile: GameProfile, cogs: Iterable[commands.Cog]) -> app_commands.Group:
    """The game's command group, usable in servers and in the bot's DM (solo games).

    Installed to a server (by an admin) or to a user's own account (by anyone: solo games in
    their DM with the bot). A server where the app is only user-installed has no bot to keep
    a game: its commands are refused there (``bot.ui.errors.not_joined``)."""
    group = app_commands.Group(
        name=profile.command,
        description=profile.group_description,
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
    )
    for cog in cogs:
        for name, member in vars(type(cog)).items():
            made: app_commands.Command | list[app_commands.Command] | None
            if getattr(member, GAME_COMMAND, None) is not None:
                key = getattr(member, GAME_COMMAND)
                # the bound method: discord.py calls it with the cog as ``self``
                made = app_commands.Command(name=command_name(key), description=description(key),
                                            callback=getattr(cog, name))
            elif getattr(member, PER_GAME, False):
                made = getattr(cog, name)(profile)
            else:
                continue
            for command in made if isinstance(made, list) else [made] if made is not None else []:
                group.add_command(command)
    return group


def service(interaction: discord.Interaction) -> GameService:
    return interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client


def profile_of(interaction: discord.Interaction) -> GameProfile:
    """The game whose group the interaction's command belongs to."""
    command = interaction.command
    root = getattr(command, "root_parent", None) or command
    name = getattr(root, "name", None)
    for profile in interaction.client.profiles:  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
        if profile.command == name:
            return profile
    raise NoGameHere()


def kind(interaction: discord.Interaction) -> str:
    return profile_of(interaction).kind


async def resolve_game(interaction: discord.Interaction, game: int | None) -> int:
    """The game a command is about: the option, else this thread's game, else the DM's.
    Always one in the interaction's scope (see ``bot.ui.scope``), and always of the
    command's own kind: ``/batavia`` refuses a Mombasa game plainly (and the other way)."""
    own = profile_of(interaction)
    game = parse_game_option(game)
    games = service(interaction)
    if game is not None:
        return _own_kind(await games.check_scope(game, viewer(interaction)), own)
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        found = await games.game_in_place(thread_id=channel.id)
        if found is not None:
            return _own_kind(await games.check_scope(found, viewer(interaction)), own)
    if interaction.guild_id is None:
        found = await games.game_in_place(dm_user_id=interaction.user.id, kind=own.kind)
        if found is not None:
            return await scoped(interaction, found)
        other = await games.game_in_place(dm_user_id=interaction.user.id)
        if other is not None:  # the DM holds only games of another kind: say whose
            return _own_kind(await games.check_scope(other, viewer(interaction)), own)
    mine = await games.game_ids_of(interaction.user.id, viewer(interaction), kind=own.kind)
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NoGameHere(msg("bot-no-games", command=own.command))
    raise NoGameHere(msg("bot-several-games"))


def _own_kind(record, own: GameProfile) -> int:
    """The game's id if its record (``check_scope``'s) is of the command's kind; else a
    plain refusal that names the game's own commands (nothing is read or changed)."""
    if record.kind == own.kind:
        return record.id
    other = get_profile(record.kind)
    raise NoGameHere(msg("bot-game-other-kind", id=str(record.id), title=other.title,
                         other=other.command, command=own.command, own=own.title))


async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's active games in this server (or their DM games), of the command's own
    game only, for every ``game`` option: one indexed query of at most 25 rows, no game loaded."""
    return [app_commands.Choice(name=label[:100], value=game_id)
            for game_id, label in await my_games(interaction, current)]


async def my_games(interaction: discord.Interaction, current: str = "") -> list[tuple[int, str]]:
    """(id, label) of the user's active games here of the command's kind, newest first (at
    most 25)."""
    say = speaker()
    mark = "\x00"  # where the game's id goes in the catalogue's label
    labels = {}
    for profile in interaction.client.profiles:  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
        for n in range(1, profile.max_players + 1):
            before, _, after = say(msg("bot-game-choice", id=mark, title=profile.title,
                                       players=n)).partition(mark)
            labels[profile.kind, n] = (before, after)
    rows = await service(interaction).players.game_choices(
        interaction.user.id, labels=labels, guild_id=interaction.guild_id,
        text=str(current or "")[:100], kind=profile_of(interaction).kind)
    return rows
