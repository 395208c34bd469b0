"""``/settings``: a player's own settings, for every game they play: turn reminders by DM
or in the game's thread, quiet hours in their own time zone (reminders wait until they
end), pings for their own turn only, and the language of their private replies and panels
(a game's thread keeps the game's language). One command for all games (a setting of the
player, not of a game; each game's command group is also full at Discord's 25)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.parse import BadInput, bad_number, parse_int
from bot.games.quiet import matching_zones, valid_zone
from bot.games.records import Notifications
from bot.ui.errors import send_private
from bot.ui.language import reader_language
from bot.words import LANGUAGES, command_name, description, language_of, say, set_language
from rules.core import msg

if TYPE_CHECKING:
    from bot.client import GameHost

REMINDERS = ("thread", "dm")
PINGS = ("all", "own-turn")
LANGUAGE_CHOICES = ("auto", *LANGUAGES)  # auto: follow the user's Discord client


async def zone_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Zones whose name holds what was typed: the zone list is read once (bot.games.quiet)."""
    return [app_commands.Choice(name=z, value=z) for z in matching_zones(str(current or "")[:60])]


def summary(n: Notifications) -> str:
    quiet = (say("bot-settings-quiet", start=n.quiet_from, end=n.quiet_to, zone=n.time_zone)
             if n.quiet_from is not None and n.quiet_to is not None and n.quiet_from != n.quiet_to
             else say("bot-settings-no-quiet", zone=n.time_zone))
    return "\n".join([
        say("bot-settings-head"),
        say("bot-settings-reminders", where=n.reminders),
        quiet,
        say("bot-settings-pings", own=str(n.own_turn_only).lower()),
    ])


class SettingsCog(commands.Cog):
    """``/settings``: one command for all games."""

    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    @app_commands.command(name=command_name("bot-cmd-settings"), description=description("bot-cmd-settings"))
    # a player's own settings: wherever the app is installed (a server, or their own account)
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(
        reminders=description("bot-cmd-settings-reminders"),
        quiet_from=description("bot-cmd-settings-quiet-from"),
        quiet_to=description("bot-cmd-settings-quiet-to"),
        time_zone=description("bot-cmd-settings-zone"),
        pings=description("bot-cmd-settings-pings"),
        language=description("bot-cmd-settings-language"),
    )
    @app_commands.choices(
        reminders=[app_commands.Choice(name=say("bot-settings-choice-" + r), value=r) for r in REMINDERS],
        pings=[app_commands.Choice(name=say("bot-settings-choice-" + p), value=p) for p in PINGS],
        language=[app_commands.Choice(name=command_name(f"bot-language-{lang}"), value=lang)
                  for lang in LANGUAGE_CHOICES],
    )
    @app_commands.autocomplete(time_zone=zone_autocomplete)
    async def settings(self, interaction: discord.Interaction, reminders: str | None = None,
                       quiet_from: int | None = None, quiet_to: int | None = None,
                       time_zone: str | None = None, pings: str | None = None,
                       language: str | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        players = self.bot.games.players
        current: Notifications = await players.notifications(interaction.user.id)
        changes: dict = {}
        if reminders is not None:
            if reminders not in REMINDERS:
                raise BadInput(bad_number("choice"))
            changes["reminders"] = reminders
        if quiet_from is not None:
            changes["quiet_from"] = parse_int(quiet_from, maximum=23)
        if quiet_to is not None:
            changes["quiet_to"] = parse_int(quiet_to, maximum=23)
        if time_zone is not None:
            if not valid_zone(str(time_zone)):
                raise BadInput(msg("bot-settings-bad-zone"))
            changes["time_zone"] = str(time_zone)
        if pings is not None:
            if pings not in PINGS:
                raise BadInput(bad_number("choice"))
            changes["own_turn_only"] = pings == "own-turn"
        if language is not None and language not in LANGUAGE_CHOICES:
            raise BadInput(bad_number("choice"))
        if changes:
            current = dataclasses.replace(current, **changes)
            await players.set_notifications(interaction.user.id, current)
        lines = []
        if language is not None:
            chosen = None if language == "auto" else language_of(language)
            await self.bot.games.set_user_language(interaction.user.id, chosen)
            lang = set_language(await reader_language(interaction))  # this reply speaks it already
            lines.append(say("bot-settings-language-auto" if chosen is None
                             else "bot-settings-language-set",
                             language=say(f"bot-language-{lang}")))
        if changes or language is None:
            lines.append(summary(current))
        await send_private(interaction, "\n".join(lines))
