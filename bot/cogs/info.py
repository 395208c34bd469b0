"""Read-only commands: hand, board, status, log, rules, card, stats. Private where secret."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import GameProfile, get_profile
from bot.ui.announce import picture_file
from bot.ui.errors import guard, send_private

from ._group import (
    game_autocomplete,
    game_command,
    kind,
    per_game,
    profile_of,
    resolve_game,
    service,
)


@game_command(name="hand", description="Your hand and other secret information (only you see it)")
@app_commands.autocomplete(game=game_autocomplete)
async def hand(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        picture = await service(interaction).picture(game_id, interaction.user.id, "hand")
        kwargs = {}
        if (file := picture_file(picture)) is not None:
            kwargs["file"] = file
        text = f"🔒 Game #{game_id}, only you see this:\n```\n{picture.text}\n```"
        await send_private(interaction, text[:2000], **kwargs)

    await guard(interaction, run(), game_id=game)


@game_command(name="board", description="Show the current board (only to you)")
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


@game_command(name="status", description="Who is playing and whose turn it is")
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


@game_command(name="log", description="The latest moves of a game (your secret ones only to you)")
@app_commands.describe(game="Which game (default: this thread's or your DM's)")
@app_commands.autocomplete(game=game_autocomplete)
async def log_(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        blocks = await service(interaction).log_lines(game_id, interaction.user.id)
        head = f"**Game #{game_id}**, latest moves (oldest first):"
        shown: list[str] = []
        room = 2000 - len(head) - 1
        for block in reversed(blocks):  # the newest moves that fit in one message
            if len(block) + 1 > room:
                break
            shown.insert(0, block)
            room -= len(block) + 1
        if not shown and blocks:
            shown = [blocks[-1][: room - 1] + "…"]
        await send_private(
            interaction, head + "\n" + ("\n".join(shown) or "No moves yet."),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    await guard(interaction, run(), game_id=game)


async def topic_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    topics = get_profile(kind(interaction)).rules_help
    return [app_commands.Choice(name=t, value=t) for t in topics if current.lower() in t.lower()][:25]


@per_game
def rules_command(profile: GameProfile) -> app_commands.Command:
    """``/<game> rules``: its topic option lists the profile's topics (after the overview)."""
    topics = list(profile.rules_help)[1:10]
    hint = ", ".join(topics) + ("..." if topics else "") or "overview"

    @app_commands.describe(topic=hint)
    @app_commands.autocomplete(topic=topic_autocomplete)
    async def callback(interaction: discord.Interaction, topic: str | None = None) -> None:
        await rules(interaction, topic)

    return app_commands.Command(name="rules", description="Short rules help by topic", callback=callback)


async def rules(interaction: discord.Interaction, topic: str | None = None) -> None:
    async def run() -> None:
        topics = get_profile(kind(interaction)).rules_help
        key = (topic or "").strip().lower()
        if key in topics:
            text = f"**{key.capitalize()}**\n{topics[key]}"
        elif topics:
            head = f"No rules topic called {topic!r}. " if topic else ""
            text = head + "Rules topics: " + ", ".join(f"`{t}`" for t in topics) + \
                f". For example `/{profile_of(interaction).command} rules topic:{list(topics)[min(1, len(topics) - 1)]}`."
        else:
            text = "No rules help for this game yet."
        await send_private(interaction, text[:2000])

    await guard(interaction, run())


async def card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    names = get_profile(kind(interaction)).lookup_names
    if names is None:
        return []
    found = await asyncio.to_thread(names, current)  # the first call loads the game's data
    return [app_commands.Choice(name=n[:100], value=k[:100]) for n, k in found][:25]


@per_game
def card_command(profile: GameProfile) -> app_commands.Command | None:
    """``/<game> card``: only for games with a look-up."""
    if profile.lookup is None:
        return None
    description, hint = profile.lookup_help

    @app_commands.describe(name=hint)
    @app_commands.autocomplete(name=card_autocomplete)
    async def callback(interaction: discord.Interaction, name: str) -> None:
        await card(interaction, name)

    return app_commands.Command(name="card", description=description, callback=callback)


async def card(interaction: discord.Interaction, name: str) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lookup = get_profile(kind(interaction)).lookup
        found = await asyncio.to_thread(lookup, name) if lookup is not None else None
        await send_private(interaction, (found or f"Nothing called {name!r}. Pick one from the list as you type.")[:2000])

    await guard(interaction, run())


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _record_line(what: str, record, unit: str = "pounds") -> str:
    games = f"{record.played} game{'s' if record.played != 1 else ''}"
    wins = f"{record.won} win{'s' if record.won != 1 else ''}"
    line = f"{what}: {games}, {wins}"
    if record.best is not None:
        line += f", best {record.best} {unit}, average {record.average:.0f}"
    return line


def stats_text(title: str, automa_name: str, who: str, summary, board, *, in_guild: bool) -> str:
    lines = [f"**{title}: statistics of {who}**"]
    if summary.with_others.played == 0 and summary.solo.played == 0:
        lines.append("No finished games yet.")
    if summary.with_others.played:
        lines.append(_record_line("With other players", summary.with_others))
    if summary.solo.played:
        lines.append(_record_line(f"Solo against {automa_name}", summary.solo))
    if summary.recent:
        lines.append("Latest: " + " · ".join(
            f"#{g.game_id} {g.total} pounds, {'won' if g.rank == 1 else _ordinal(g.rank)}"
            + (" (solo)" if g.solo else f" of {g.players}") for g in summary.recent))
    if in_guild:
        lines.append("")
        lines.append("**Leaderboard of this server** (games played here with other players)")
        if not board:
            lines.append("No finished games in this server yet.")
        for i, s in enumerate(board, 1):
            lines.append(
                f"{i}. <@{s.user_id}>: {s.won} win{'s' if s.won != 1 else ''} of {s.played}, "
                f"best {s.best_score}")
    return "\n".join(lines)


@game_command(name="stats", description="Games, wins and best scores; and this server's leaderboard")
@app_commands.describe(user="Whose statistics (default: yours)")
async def stats(interaction: discord.Interaction, user: discord.User | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = user or interaction.user
        profile = get_profile(kind(interaction))
        store = service(interaction).store
        summary = await store.player_summary(who.id, profile.kind)
        board = []
        if interaction.guild is not None:
            board = await store.leaderboard(profile.kind, guild_id=interaction.guild.id,
                                            with_others_only=True)
        text = stats_text(profile.title, profile.automa_name, who.mention, summary, board,
                          in_guild=interaction.guild is not None)
        await send_private(interaction, text[:2000], allowed_mentions=discord.AllowedMentions.none())

    await guard(interaction, run())


class InfoCog(commands.Cog):
    """Info commands live on the shared group."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(InfoCog())
