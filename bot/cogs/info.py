"""Read-only commands: hand, board, status, log, rules, card, stats. Private where secret."""

from __future__ import annotations

import asyncio
import dataclasses

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import GameProfile, get_profile
from bot.ui.announce import picture_file
from bot.ui.errors import guard, send_private
from bot.ui.language import reader_language
from bot.words import (
    LANGUAGES,
    command_name,
    current_language,
    description,
    language_of,
    say,
    set_language,
    show,
)

from ._group import (
    game_autocomplete,
    game_command,
    kind,
    per_game,
    profile_of,
    resolve_game,
    service,
)


@game_command("bot-cmd-hand")
@app_commands.autocomplete(game=game_autocomplete)
async def hand(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        picture = await service(interaction).picture(game_id, interaction.user.id, "hand",
                                                     lang=current_language())
        kwargs = {}
        if (file := picture_file(picture)) is not None:
            kwargs["file"] = file
        text = say("bot-hand", id=str(game_id)) + f"\n```\n{picture.text}\n```"
        await send_private(interaction, text[:2000], **kwargs)

    await guard(interaction, run(), game_id=game)


@game_command("bot-cmd-board")
@app_commands.autocomplete(game=game_autocomplete)
async def board(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        picture = await service(interaction).picture(game_id, lang=current_language())
        kwargs = {}
        text = say("bot-board-private", id=str(game_id))
        if (file := picture_file(picture)) is not None:
            kwargs["file"] = file
        else:
            text += f"\n```\n{picture.text}\n```"
        await send_private(interaction, text, **kwargs)

    await guard(interaction, run(), game_id=game)


@game_command("bot-cmd-status")
@app_commands.autocomplete(game=game_autocomplete)
async def status(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        s = await service(interaction).summary(game_id)
        waiting = ", ".join(s.to_move) or say("bot-nobody")
        await send_private(
            interaction,
            say("bot-status", title=s.title, id=str(s.game_id), status=s.status,
                version=str(s.version), players=", ".join(s.players), waiting=waiting),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    await guard(interaction, run(), game_id=game)


@game_command("bot-cmd-log")
@app_commands.describe(game=description("bot-cmd-log-game"))
@app_commands.autocomplete(game=game_autocomplete)
async def log_(interaction: discord.Interaction, game: int | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        blocks = await service(interaction).log_lines(game_id, interaction.user.id)
        head = say("bot-log-head", id=str(game_id))
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
            interaction, head + "\n" + ("\n".join(shown) or say("bot-no-moves")),
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

    return app_commands.Command(name=command_name("bot-cmd-rules"),
                                description=description("bot-cmd-rules"), callback=callback)


async def rules(interaction: discord.Interaction, topic: str | None = None) -> None:
    async def run() -> None:
        topics = get_profile(kind(interaction)).rules_help
        key = (topic or "").strip().lower()
        if key in topics:
            text = say("bot-rules-topic", topic=key.capitalize(), text=show(topics[key]))
        elif topics:
            head = say("bot-rules-unknown", topic=repr(topic)) + " " if topic else ""
            example = list(topics)[min(1, len(topics) - 1)]
            text = head + say("bot-rules-topics", topics=", ".join(f"`{t}`" for t in topics),
                              command=profile_of(interaction).command, example=example)
        else:
            text = say("bot-rules-none")
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
    about, hint = (show(w, "description") for w in profile.lookup_help)

    @app_commands.describe(name=hint)
    @app_commands.autocomplete(name=card_autocomplete)
    async def callback(interaction: discord.Interaction, name: str) -> None:
        await card(interaction, name)

    return app_commands.Command(name=command_name("bot-cmd-card"), description=about,
                                callback=callback)


async def card(interaction: discord.Interaction, name: str) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lookup = get_profile(kind(interaction)).lookup
        found = await asyncio.to_thread(lookup, name) if lookup is not None else None
        await send_private(interaction, (found or say("bot-lookup-none", name=repr(name)))[:2000])

    await guard(interaction, run())


def _record_line(what: str, record) -> str:
    if record.best is not None:
        return say("bot-stats-record-best", what=what, played=record.played, won=record.won,
                   best=record.best, average=round(record.average))
    return say("bot-stats-record", what=what, played=record.played, won=record.won)


def _latest(g) -> str:
    place = say("bot-stats-won") if g.rank == 1 else say("bot-stats-rank", rank=g.rank)
    if g.solo:
        return say("bot-stats-game-solo", id=str(g.game_id), total=g.total, place=place)
    return say("bot-stats-game", id=str(g.game_id), total=g.total, place=place, players=g.players)


def stats_text(title: str, automa_name: str, who: str, summary, board, *, in_guild: bool) -> str:
    lines = [say("bot-stats-head", title=title, who=who)]
    if summary.with_others.played == 0 and summary.solo.played == 0:
        lines.append(say("bot-stats-none"))
    if summary.with_others.played:
        lines.append(_record_line(say("bot-stats-with-others"), summary.with_others))
    if summary.solo.played:
        lines.append(_record_line(say("bot-stats-solo", automa=automa_name), summary.solo))
    if summary.recent:
        lines.append(say("bot-stats-latest", games=" · ".join(_latest(g) for g in summary.recent)))
    if in_guild:
        lines.append("")
        lines.append(say("bot-board-leaderboard"))
        if not board:
            lines.append(say("bot-board-empty"))
        for i, s in enumerate(board, 1):
            lines.append(say("bot-board-line", n=i, user=str(s.user_id), won=s.won,
                             played=s.played, best=s.best_score))
    return "\n".join(lines)


@game_command("bot-cmd-stats")
@app_commands.describe(user=description("bot-cmd-stats-user"))
async def stats(interaction: discord.Interaction, user: discord.User | None = None) -> None:
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = user or interaction.user
        profile = get_profile(kind(interaction))
        store = service(interaction).store
        summary = await store.player_summary(who.id, profile.kind)
        # Totals are the player's own record; the latest games listed (with their ids) are
        # only those of this server, or in a DM one's own solo games (see bot.ui.scope).
        summary = dataclasses.replace(summary, recent=[
            g for g in summary.recent
            if (g.guild_id is not None and g.guild_id == interaction.guild_id)
            or (g.guild_id is None and interaction.guild_id is None and who.id == interaction.user.id)
        ])
        board = []
        if interaction.guild is not None:
            board = await store.leaderboard(profile.kind, guild_id=interaction.guild.id,
                                            with_others_only=True)
        text = stats_text(profile.title, profile.automa_text, who.mention, summary, board,
                          in_guild=interaction.guild is not None)
        await send_private(interaction, text[:2000], allowed_mentions=discord.AllowedMentions.none())

    await guard(interaction, run())


@app_commands.describe(language=description("bot-cmd-settings-language"))
@app_commands.choices(language=[
    app_commands.Choice(name=command_name(f"bot-language-{lang}"), value=lang)
    for lang in ("auto", *LANGUAGES)])
async def _settings(interaction: discord.Interaction, language: str) -> None:
    """The user's own settings: the language of their private replies and panels (a game's
    thread keeps the game's language; nothing of any game changes)."""
    async def run() -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        chosen = None if language == "auto" else language_of(language)
        await service(interaction).set_user_language(interaction.user.id, chosen)
        lang = set_language(await reader_language(interaction))  # this reply speaks it already
        name = say(f"bot-language-{lang}")
        await send_private(interaction, say("bot-settings-language-auto" if chosen is None
                                            else "bot-settings-language-set", language=name))

    await guard(interaction, run())


# ``/settings``: a user's own settings hold for every hosted game, so the command stands
# beside the game groups (which are full: Discord allows 25 subcommands per group).
settings_command = app_commands.Command(
    name=command_name("bot-cmd-settings"), description=description("bot-cmd-settings"),
    callback=_settings,
    allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
    allowed_installs=app_commands.AppInstallationType(guild=True, user=False))


class InfoCog(commands.Cog):
    """Info commands live on the shared group."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(InfoCog())
    bot.tree.add_command(settings_command, override=True)
