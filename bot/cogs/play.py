"""Game action commands (the profile's: ``/mombasa plan``, ``goods``, ...), undo and resign.

Each action command offers, through autocomplete, only the legal actions of its kinds
(the game profile maps command names to action kinds). Picking a complete action plays it
at once; without a choice, or when the move needs further decisions, the private panel
continues it (buttons and menus generated from the legal choices, Cancel before commit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import GameProfile, format_choice, get_profile, kinds_for_command, parse_choice
from bot.games.parse import BadInput, check_choice_game
from bot.ui.announce import announce
from bot.ui.errors import send_private
from bot.ui.panels import (
    deliver,
    panel_or_own_view,
    resign_question,
    send_panel,
    send_panel_or_own_view,
)
from bot.words import description, say, show, speaker

from ._group import game_autocomplete, game_command, kind, per_game, resolve_game, service

if TYPE_CHECKING:
    from bot.client import GameHost


async def choice_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Legal choices of the command's action kinds; the value pins (game, seat, version,
    draft, index), so it is refused anywhere else (see bot.games.parse)."""
    command = interaction.command.name if interaction.command else "play"
    game = getattr(interaction.namespace, "game", None)
    try:
        game_id = await resolve_game(interaction, game)
        kinds = kinds_for_command(get_profile(kind(interaction)), command)
        panel = await service(interaction).panel(game_id, interaction.user.id, kinds)
    except Exception:  # no game, not your turn...: simply nothing to offer
        return []
    out = []
    say_ = speaker()  # the reader's language (set by the command tree's check)
    for c in panel.offered or panel.choices:
        name = say_(c.message) if c.message is not None else c.label
        if current and current.lower() not in name.lower():
            continue
        value = format_choice(panel.game_id, panel.seat, panel.version, panel.rev, c.index)
        out.append(app_commands.Choice(name=name[:100], value=value))
    return out[:25]


class PlayCog(commands.Cog):
    """The game's action commands (the profile's), undo, resign, skip, end and panel."""

    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    async def act(self, interaction: discord.Interaction, command: str, choice: str | None, game: int | None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        games = service(interaction)
        kinds = kinds_for_command(get_profile(kind(interaction)), command)
        if choice:
            try:
                value = parse_choice(choice)
            except BadInput:  # typed text, not one of the suggestions: say so, with a fresh panel
                await send_private(interaction, say("bot-input-pick-suggestion"))
                await send_panel(interaction, await games.panel(game_id, interaction.user.id, kinds))
                return
            check_choice_game(value, game_id)
            result = await games.choose(game_id, interaction.user.id, value.version, value.rev,
                                        value.index, commit=True, seat=value.seat)
            await deliver(interaction, result)
            return
        panel = await games.panel(game_id, interaction.user.id, kinds)
        await send_panel(interaction, panel)

    def _action_command(self, name: str, about: str) -> app_commands.Command:
        @app_commands.describe(choice=description("bot-cmd-action-choice"),
                               game=description("bot-cmd-action-game"))
        # one decorator per option: their choices differ in type (text, game id)
        @app_commands.autocomplete(choice=choice_autocomplete)
        @app_commands.autocomplete(game=game_autocomplete)
        async def command(interaction: discord.Interaction, choice: str | None = None, game: int | None = None) -> None:
            await self.act(interaction, name, choice, game)

        return app_commands.Command(name=name, description=about, callback=command)

    @per_game
    def action_commands(self, profile: GameProfile) -> list[app_commands.Command]:
        """One command per entry of the profile's ``commands`` (action kinds it offers)."""
        def about(name: str) -> str:
            help_ = profile.command_help.get(name)
            if help_ is None:
                return description("bot-cmd-action", command=name, title=profile.title)
            return show(help_, "description")

        return [self._action_command(name, about(name)) for name in profile.commands]

    @game_command("bot-cmd-undo")
    @app_commands.autocomplete(game=game_autocomplete)
    async def undo(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).undo(game_id, interaction.user.id)
        await send_private(interaction, say("bot-undone"))
        await announce(interaction.client, outcome)

    @game_command("bot-cmd-resign")
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        # a question first, with Resign / Keep playing: the game ends only on the click
        content, view = await resign_question(service(interaction), game_id, interaction.user.id)
        await send_private(interaction, content, view=view)

    @game_command("bot-cmd-skip")
    @app_commands.autocomplete(game=game_autocomplete)
    async def skip(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).skip(game_id, interaction.user.id)
        await send_private(interaction, say("bot-skip-done"))
        await announce(interaction.client, outcome)

    @game_command("bot-cmd-end")
    @app_commands.autocomplete(game=game_autocomplete)
    async def end(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).vote_end(game_id, interaction.user.id)
        await send_private(interaction, say("bot-vote-ended-game" if outcome.ended
                                            else "bot-vote-noted"))
        await announce(interaction.client, outcome)

    @game_command("bot-cmd-panel")
    @app_commands.autocomplete(game=game_autocomplete)
    async def panel(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        # on another's turn: the player's own hand (and notes, player board), read-only
        await send_panel_or_own_view(interaction, await panel_or_own_view(interaction, game_id))
