"""Read-only commands: hand, board, status, log, rules, card, stats. Private where secret."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import get_profile
from bot.games.board import describe
from bot.ui.announce import picture_file
from bot.ui.errors import guard, send_private

from ._group import game_autocomplete, kind, mombasa, resolve_game, service


@mombasa.command(name="hand", description="Your hand and other secret information (only you see it)")
@app_commands.autocomplete(game=game_autocomplete)
async def hand(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        games = service(interaction)
        view = await games.private_view(game_id, interaction.user.id)
        picture = await games.picture(game_id, interaction.user.id, "hand")
        kwargs = {}
        if (file := picture_file(picture)) is not None:
            kwargs["file"] = file
        await send_private(interaction, f"🔒 Game #{game_id}, your view:\n```\n{describe(view)}\n```", **kwargs)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="board", description="Show the current board (only to you)")
@app_commands.autocomplete(game=game_autocomplete)
async def board(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        picture = await service(interaction).picture(game_id)
        kwargs = {}
        text = f"Game #{game_id}"
        if (file := picture_file(picture)) is not None:
            kwargs["file"] = file
        else:
            text += f"\n```\n{picture.text}\n```"
        await send_private(interaction, text, **kwargs)

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="status", description="Who is playing and whose turn it is")
@app_commands.autocomplete(game=game_autocomplete)
async def status(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        s = await service(interaction).summary(game_id)
        waiting = ", ".join(s.to_move) or "nobody"
        await send_private(
            interaction,
            f"**{s.title} #{s.game_id}** ({s.status}), version {s.version}\n"
            f"Players: {', '.join(s.players)}\nWaiting for: {waiting}",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    await guard(interaction, run(), game_id=game)


@mombasa.command(name="log", description="The latest moves of a game")
@app_commands.autocomplete(game=game_autocomplete)
async def log_(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        lines = await service(interaction).log_lines(game_id)
        await send_private(
            interaction,
            f"Game #{game_id}, latest moves:\n" + ("\n".join(lines) or "no moves yet"),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    await guard(interaction, run(), game_id=game)




async def topic_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    topics = get_profile(kind(interaction)).rules_help
    return [app_commands.Choice(name=t, value=t) for t in topics if current.lower() in t.lower()][:25]


@mombasa.command(name="rules", description="Short rules help by topic")
@app_commands.autocomplete(topic=topic_autocomplete)
async def rules(interaction: discord.Interaction, topic: str | None = None) -> None:
    async def run() -> None:
        topics = get_profile(kind(interaction)).rules_help
        if topic is None or topic not in topics:
            text = "Rules topics: " + ", ".join(f"`{t}`" for t in topics) if topics else "No rules help yet."
        else:
            text = f"**{topic}**: {topics[topic]}"
        await send_private(interaction, text[:2000])

    await guard(interaction, run())


@mombasa.command(name="card", description="Look up a card or book by name")
async def card(interaction: discord.Interaction, name: str) -> None:
    async def run() -> None:
        lookup = get_profile(kind(interaction)).lookup
        found = lookup(name) if lookup is not None else None
        await send_private(interaction, (found or f"No card or book called {name!r}.")[:2000])

    await guard(interaction, run())


@mombasa.command(name="stats", description="Games, wins and best scores; and this server's leaderboard")
async def stats(interaction: discord.Interaction, user: discord.User | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = user or interaction.user
        store = service(interaction).store
        mine = await store.user_stats(who.id, kind(interaction))
        lines = [f"**{who.display_name}**"]
        if not mine:
            lines.append("No finished games yet.")
        for s in mine:
            lines.append(f"{s.played} games, {s.won} wins, best score {s.best_score}")
        board = await store.leaderboard(kind(interaction))
        if interaction.guild is not None:
            board = [s for s in board if interaction.guild.get_member(s.user_id) is not None] or board
        if board:
            lines.append("**Leaderboard**")
            lines += [f"{i}. <@{s.user_id}>: {s.won} wins of {s.played}, best {s.best_score}" for i, s in enumerate(board, 1)]
        await send_private(interaction, "\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions.none())

    await guard(interaction, run())


class InfoCog(commands.Cog):
    """Info commands live on the shared group."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(InfoCog())
