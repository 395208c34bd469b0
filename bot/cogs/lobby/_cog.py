"""``/<game> new`` opens a lobby (Join / Leave / Start / Cancel); Start makes the game's thread.
``/<game> solo`` starts a game against the automated opponent in the user's DM.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._group import per_game, profile_of, service
from bot.games import GameProfile, NoGameHere, PlayRefused, get_profile
from bot.games.locks import LockTable
from bot.games.records import Place, SoloRunning
from bot.ui.announce import announce
from bot.ui.errors import send_private
from bot.ui.language import server_language
from bot.words import (
    LANGUAGES,
    command_name,
    current_language,
    description,
    language_of,
    say,
    show,
)
from rules.catalogues import words
from rules.core import OptionError, get_game, msg

from ._views import LobbyButton, _refuse_options, lobby_language, lobby_text, lobby_view

if TYPE_CHECKING:
    from bot.client import GameHost

log = logging.getLogger(__name__)


def dms_closed(command: str) -> str:
    return say("bot-dms-closed", command=command)


# per user (solo set-up), freed when nobody holds or awaits them
_solo_locks = LockTable()


def solo_refusal(kind_name: str, difficulty: str) -> str | None:
    """Why a solo game of this difficulty cannot start, or None. The engine decides: its
    new_game refuses the option while the automated opponent is not there."""
    profile = get_profile(kind_name)
    setup = profile.solo.get(difficulty)
    name = profile.automa_text[:1].upper() + profile.automa_text[1:]
    if setup is None:
        if not profile.solo:
            return say("bot-solo-unavailable", automa=name)
        return say("bot-solo-unknown", difficulty=repr(difficulty), choices=", ".join(profile.solo))
    try:
        get_game(profile.kind).new_game(players=setup.players, seed=0, options=dict(setup.options))
    except OptionError:
        return say("bot-solo-cannot-start", automa=name)
    return None


def _difficulty_name(difficulty: str) -> str:
    """A difficulty's name (catalogue ``bot-difficulty-<name>``; others as they are)."""
    key = f"bot-difficulty-{difficulty}"
    return command_name(key) if words().has(key) else difficulty


async def refuse_second_solo(interaction: discord.Interaction) -> None:
    """One running solo game per player: every solo game is played in the player's one DM
    with the bot, where a command could not tell two of them apart. A second is refused,
    naming the one that runs (of any game kind)."""
    running = await service(interaction).lobbies.running_solo(interaction.user.id)
    if running is not None:
        raise solo_running(running.id, running.kind)


def solo_running(game_id: int, kind: str) -> PlayRefused:
    """The refusal of a second solo game, naming the one that runs and how to end it."""
    other = get_profile(kind)
    return PlayRefused(msg("bot-solo-running", title=other.title, id=str(game_id),
                           command=other.command, resign=msg("bot-cmd-resign")))


class LobbyCog(commands.Cog):
    """Starting games: ``/<game> new`` (a lobby, its buttons) and ``/<game> solo``."""

    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        # the lobby's buttons answer on any lobby message, also one sent before a restart
        self.bot.add_dynamic_items(LobbyButton)

    @per_game
    def new_command(self, profile: GameProfile) -> app_commands.Command:
        """``/<game> new``: players from the profile's counts, one option per lobby option."""
        P = inspect.Parameter
        params = [
            P("interaction", P.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
            P("players", P.KEYWORD_ONLY, default=profile.max_players,
              annotation=app_commands.Range[int, profile.min_players, profile.max_players]),
        ]
        descriptions = {"players": description("bot-cmd-new-players", min=profile.min_players,
                                               max=profile.max_players)}
        choices = {}
        for option in profile.lobby_options:
            params.append(P(option.name, P.KEYWORD_ONLY, default=option.choices[0][1], annotation=str))
            descriptions[option.name] = show(option.description, "description")
            choices[option.name] = [app_commands.Choice(name=show(label), value=value)
                                    for label, value in option.choices]
        params += [
            P("reminder_hours", P.KEYWORD_ONLY, default=24, annotation=app_commands.Range[int, 0, 720]),
            P("deadline_hours", P.KEYWORD_ONLY, default=0, annotation=app_commands.Range[int, 0, 2160]),
        ]
        descriptions["reminder_hours"] = description("bot-cmd-new-reminder_hours")
        descriptions["deadline_hours"] = description("bot-cmd-new-deadline_hours")
        # The game's language (its thread and images); "" (not given): the server's.
        params.append(P("language", P.KEYWORD_ONLY, default="", annotation=str))
        descriptions["language"] = description("bot-cmd-new-language")
        choices["language"] = [app_commands.Choice(name=command_name(f"bot-language-{lang}"), value=lang)
                               for lang in LANGUAGES]

        async def callback(interaction: discord.Interaction, **options) -> None:
            await self.new(interaction, profile, options)

        # the options are the profile's: a signature made for it, described as decorators do
        callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]  # read by inspect.signature; functions do not declare it
        app_commands.describe(**descriptions)(callback)
        app_commands.choices(**choices)(callback)
        return app_commands.Command(name=command_name("bot-cmd-new"),
                                    description=description("bot-cmd-new"), callback=callback)

    async def new(self, interaction: discord.Interaction, profile: GameProfile, options: dict) -> None:
        players = options["players"]
        if interaction.guild is None or isinstance(interaction.channel, discord.Thread):
            if profile.solo:
                raise NoGameHere(msg("bot-lobby-where-solo", automa=profile.automa_text,
                                     command=profile.command))
            raise NoGameHere(msg("bot-lobby-where"))
        if not profile.min_players <= players <= profile.max_players:
            raise PlayRefused(msg("bot-lobby-counts", title=profile.title, min=profile.min_players,
                                  max=profile.max_players))
        _refuse_options(profile, options, players)
        await interaction.response.defer()
        lobbies = service(interaction).lobbies
        lobby = await lobbies.open(
            profile.kind,
            interaction.user.id,
            options={"players": players, **{o.name: options[o.name] for o in profile.lobby_options},
                     "reminder_hours": options["reminder_hours"],
                     "deadline_hours": options["deadline_hours"],
                     "language": language_of(options.get("language") or server_language(interaction))},
            guild_id=interaction.guild.id,
            channel_id=interaction.channel_id,
            max_players=players,
        )
        message = await interaction.followup.send(lobby_text(lobby), view=lobby_view(lobby.id, lobby_language(lobby), lobby.kind),
                                                  wait=True)
        await lobbies.posted(lobby.id, message.id)

    @per_game
    def solo_command(self, profile: GameProfile) -> app_commands.Command | None:
        """``/<game> solo``: only for games with a solo mode; its difficulties from the profile."""
        if not profile.solo:
            return None
        default = profile.solo_default or next(iter(profile.solo))

        @app_commands.describe(difficulty=description("bot-cmd-solo-difficulty", automa=profile.automa_text))
        @app_commands.choices(difficulty=[app_commands.Choice(name=_difficulty_name(d), value=d)
                                          for d in profile.solo])
        async def callback(interaction: discord.Interaction, difficulty: str = default) -> None:
            await self.solo(interaction, difficulty)

        return app_commands.Command(
            name=command_name("bot-cmd-solo"),
            description=description("bot-cmd-solo", automa=profile.automa_text),
            callback=callback)

    async def solo(self, interaction: discord.Interaction, difficulty: str) -> None:
        profile = profile_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        refusal = await asyncio.to_thread(solo_refusal, profile.kind, difficulty)
        if refusal:
            raise PlayRefused(refusal)
        setup = profile.solo[difficulty]
        await refuse_second_solo(interaction)
        try:
            dm = await interaction.user.create_dm()
            key = f"bot-difficulty-{difficulty}"
            await dm.send(say("bot-solo-setting-up", title=profile.title, automa=profile.automa_text,
                              difficulty=say(key) if words().has(key) else difficulty))
        except discord.Forbidden:
            await send_private(interaction, dms_closed(profile.command))
            return
        games = service(interaction)
        users: list[int | None] = [interaction.user.id] + [None] * (setup.players - 1)
        async with _solo_locks(interaction.user.id):
            await refuse_second_solo(interaction)
            try:  # checked again in the store's transaction: another process may start one
                loaded = await games.create_game(
                    profile.kind,
                    users,
                    # a solo game speaks its player's language, in its DM and images
                    options={"difficulty": difficulty, "reminder_hours": 0,
                             "language": current_language()},
                    engine_options=dict(setup.options),
                    place=Place(dm_user_id=interaction.user.id, channel_id=dm.id),
                    automa_seats=setup.automa_seats,
                    solo=True,
                )
            except SoloRunning as running:
                raise solo_running(running.game_id, running.kind) from None
        await announce(interaction.client, await games.opening(loaded.id))
        if interaction.guild is None:
            await send_private(interaction, say("bot-solo-waiting-here", id=str(loaded.id)))
        else:
            await send_private(interaction, say("bot-solo-waiting-dm", id=str(loaded.id),
                                                url=dm.jump_url))
