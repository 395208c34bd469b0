"""Game action commands (``/mombasa plan``, ``goods``, ...), undo and resign.

Each action command offers, through autocomplete, only the legal actions of its kinds
(the game profile maps command names to action kinds). Picking a complete action plays it
at once; without a choice, or when the move needs further decisions, the private panel
continues it (buttons and menus generated from the legal choices, Cancel before commit).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import format_choice, get_profile, kinds_for_command, parse_choice
from bot.games.parse import check_choice_game
from bot.ui.announce import announce
from bot.ui.errors import guard, send_private
from bot.ui.panels import deliver, send_panel

from ._group import game_autocomplete, kind, mombasa, resolve_game, service

ACTION_COMMANDS = {
    "plan": "Plan your round in secret: put action cards into your action slots",
    "goods": "Take a goods action (sell or buy cards, move a company's shares)",
    "expand": "Take an expansion action: place trading posts",
    "bookkeeper": "Take a bookkeeper action: move along the bookkeeping track",
    "diamond": "Take a diamond action: move along the diamond track",
    "bonus": "Take a bonus action",
    "pass": "End your action phase for this round",
    "play": "Any of your legal actions, or your open decision",
}


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
    for c in panel.choices:
        if current and current.lower() not in c.label.lower():
            continue
        value = format_choice(panel.game_id, panel.seat, panel.version, panel.rev, c.index)
        out.append(app_commands.Choice(name=c.label[:100], value=value))
    return out[:25]


async def _act(interaction: discord.Interaction, command: str, choice: str | None, game: int | None) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    game_id = await resolve_game(interaction, game)
    games = service(interaction)
    if choice:
        value = parse_choice(choice)
        check_choice_game(value, game_id)
        result = await games.choose(game_id, interaction.user.id, value.version, value.rev,
                                    value.index, commit=True, seat=value.seat)
        await deliver(interaction, result)
        return
    kinds = kinds_for_command(get_profile(kind(interaction)), command)
    panel = await games.panel(game_id, interaction.user.id, kinds)
    await send_panel(interaction, panel)


def _make_action_command(name: str, description: str) -> app_commands.Command:
    @mombasa.command(name=name, description=description)
    @app_commands.describe(choice="What to do (only legal choices are offered)", game="Which game (default: this thread's)")
    @app_commands.autocomplete(choice=choice_autocomplete, game=game_autocomplete)
    async def command(interaction: discord.Interaction, choice: str | None = None, game: int | None = None) -> None:
        await guard(interaction, _act(interaction, name, choice, game), game_id=game)

    return command


for _name, _description in ACTION_COMMANDS.items():
    _make_action_command(_name, _description)


@mombasa.command(name="undo", description="Take back your last move (while nobody else has acted since)")
@app_commands.autocomplete(game=game_autocomplete)
async def undo(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).undo(game_id, interaction.user.id)
        await send_private(interaction, "↩️ Your last move was taken back.")
        await announce(interaction.client, outcome)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="resign", description="Leave the game: it ends without a result")
@app_commands.autocomplete(game=game_autocomplete)
async def resign(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).abandon(game_id, interaction.user.id)
        await send_private(interaction, "You resigned.")
        await announce(interaction.client, outcome)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="skip", description="Play the safest default for a player who is past the turn deadline")
@app_commands.autocomplete(game=game_autocomplete)
async def skip(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).skip(game_id, interaction.user.id)
        await send_private(interaction, "⏭️ Done: the bot played for the late player.")
        await announce(interaction.client, outcome)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="end", description="Vote to end the game while a player is past the turn deadline")
@app_commands.autocomplete(game=game_autocomplete)
async def end(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        outcome = await service(interaction).vote_end(game_id, interaction.user.id)
        await send_private(interaction, "🗳️ Your vote is counted." if not outcome.ended
                           else "🗳️ Your vote ended the game.")
        await announce(interaction.client, outcome)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="panel", description="Open your private panel for your current decision")
@app_commands.autocomplete(game=game_autocomplete)
async def panel(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        await send_panel(interaction, await service(interaction).panel(game_id, interaction.user.id))

    await guard(interaction, run(), game_id=game)


class PlayCog(commands.Cog):
    """The play commands live on the shared group; the cog marks the concern as loaded."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog())
