"""Read-only commands: hand, board, status, log, rules, card, stats. Private where secret."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import GameProfile, get_profile
from bot.games.parse import NOT_OFFERED, BadInput, parse_int
from bot.games.ratings import RatingsHere
from bot.ui.announce import picture_file
from bot.ui.errors import send_private
from bot.ui.live_board import hand_reply
from bot.ui.logbook import show_log
from bot.words import command_name, current_language, description, render, say, show, speaker
from rules.catalogues import words
from rules.core import Message

from ._group import (
    game_autocomplete,
    game_command,
    kind,
    my_games,
    per_game,
    profile_of,
    resolve_game,
    service,
)

if TYPE_CHECKING:
    from bot.client import GameHost


async def send_pictures(interaction: discord.Interaction, text: str, pictures: list) -> None:
    """Privately: the pictures with their alt text, or their text alternative if not drawn."""
    files = [f for f in map(picture_file, pictures) if f is not None]
    if any(p.failed for p in pictures):  # a plain sentence, then the text alternative
        text += f"\n{pictures[0].failure(speaker())}"
    if not files or any(p.failed for p in pictures):
        text += "".join(f"\n```\n{p.text}\n```" for p in pictures if not files or p.failed)
    await send_private(interaction, text[:2000], **({"files": files} if files else {}),
                       allowed_mentions=discord.AllowedMentions.none())


async def ended_line(interaction: discord.Interaction, s) -> str:
    """How an abandoned game ended: who resigned, or that it was ended without a result."""
    ended = (await service(interaction).settings(s.game_id)).get("ended")
    seat = ended.get("seat") if isinstance(ended, dict) else None
    if isinstance(ended, dict) and ended.get("how") == "resigned" and type(seat) is int \
            and 0 <= seat < len(s.players):
        return say("bot-status-resigned", who=s.players[seat])
    return say("bot-status-abandoned")


LOG_PAGES = 200  # pages of /<game> log at most (a whole game fits in far fewer)


async def list_games(interaction: discord.Interaction, rows: list[tuple[int, str]]) -> None:
    """Your running games here, and which of them wait for you (``status`` outside a
    game's thread, when you have several or none: Discord allows no more subcommands)."""
    if not rows:
        await send_private(interaction, say("bot-games-none"))
        return
    me = interaction.user.mention
    lines = [say("bot-games-head")]
    for game_id, label in rows:
        waiting = (await service(interaction).summary(game_id)).to_move
        if me in waiting:
            lines.append(say("bot-games-yours", game=label))
        else:
            lines.append(say("bot-games-other", game=label,
                             waiting=", ".join(waiting) or say("bot-nobody")))
    await send_private(interaction, "\n".join(lines)[:2000],
                       allowed_mentions=discord.AllowedMentions.none())


def topic_names(topics) -> dict[str, str]:
    """Each rules topic by its name in the reader's language (its ``.topic``), then by its
    English key: typed in either language, it is found."""
    named = {show(m, "topic").lower(): key for key, m in topics.items() if isinstance(m, Message)}
    return {**named, **{key: key for key in topics if key not in named}}


def topic_title(topics, key: str) -> str:
    m = topics[key]
    return (show(m, "topic") if isinstance(m, Message) else key).capitalize()


async def topic_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    topics = get_profile(kind(interaction)).rules_help
    shown = {key: topic_title(topics, key).lower() for key in topics}
    wanted = current.lower()
    return [app_commands.Choice(name=name, value=key) for key, name in shown.items()
            if wanted in name or wanted in key][:25]


async def card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    names = get_profile(kind(interaction)).lookup_names
    if names is None:
        return []
    found = await asyncio.to_thread(names, current)  # the first call loads the game's data
    return [app_commands.Choice(name=n[:100], value=k[:100]) for n, k in found][:25]


def _record_line(what: str, record, unit: str = "pounds") -> str:
    if record.best is not None:
        return say("bot-stats-record-best", what=what, played=record.played, won=record.won,
                   best=record.best, average=round(record.average), unit=unit)
    return say("bot-stats-record", what=what, played=record.played, won=record.won)


def _latest(g, unit: str = "pounds") -> str:
    # "won" alone in a solo game; with others the place reads "1st of 3", never "won of 3".
    place = say("bot-stats-won") if g.rank == 1 and g.solo else say("bot-stats-rank", rank=g.rank)
    if g.solo:
        return say("bot-stats-game-solo", id=str(g.game_id), total=g.total, place=place, unit=unit)
    return say("bot-stats-game", id=str(g.game_id), total=g.total, place=place, players=g.players,
               unit=unit)


def _difficulty(name: str) -> str:
    key = f"bot-difficulty-{name}"
    return say(key) if words().has(key) else name


def _shown(rating) -> float:
    return round(rating.shown, 1) + 0.0  # + 0.0: never "-0.0"


def _rating_lines(ratings: RatingsHere, automa_name: str) -> list[str]:
    """The player's ratings: here between people, here with AI seats, solo per level."""
    lines = []
    for key, rating in (("bot-stats-rating", ratings.people), ("bot-stats-rating-ai", ratings.with_ai)):
        if rating is not None:
            lines.append(say(key, rating=_shown(rating), played=rating.played))
    for rating in ratings.solo:
        lines.append(say("bot-stats-rating-solo", automa=automa_name, rating=_shown(rating),
                         played=rating.played, difficulty=_difficulty(rating.difficulty or "")))
    return lines + ([say("bot-stats-rating-about")] if lines else [])


def stats_text(title: str, automa_name: str, who: str, summary, ratings: RatingsHere | None = None,
               *, in_guild: bool, unit: str = "pounds") -> str:
    """``unit``: what the game's scores count ("pounds" in Mombasa, "gold" in Batavia);
    ``ratings``: the player's ratings here and the server's leaderboard by rating."""
    ratings = ratings or RatingsHere()
    lines = [say("bot-stats-head", title=title, who=who)]
    if summary.with_others.played == 0 and summary.solo.played == 0 and summary.with_ai.played == 0:
        lines.append(say("bot-stats-none"))
    if summary.with_others.played:
        lines.append(_record_line(say("bot-stats-with-others"), summary.with_others, unit))
    if summary.solo.played:
        lines.append(_record_line(say("bot-stats-solo", automa=automa_name), summary.solo, unit))
    if summary.with_ai.played:  # apart from games between people (issue 30)
        lines.append(_record_line(say("bot-stats-with-ai"), summary.with_ai, unit))
    if summary.recent:
        lines.append(say("bot-stats-latest", games=" · ".join(_latest(g, unit) for g in summary.recent)))
    lines += _rating_lines(ratings, automa_name)
    if in_guild:  # a DM has no leaderboard
        lines.append("")
        lines.append(say("bot-board-by-rating"))
        if not ratings.board:
            lines.append(say("bot-board-empty"))
        for i, r in enumerate(ratings.board, 1):
            lines.append(say("bot-board-rating-line", n=i, user=str(r.user_id), rating=_shown(r),
                             played=r.played, won=r.won))
    return "\n".join(lines)


class InfoCog(commands.Cog):
    """Read-only commands: hand, board, status, log, rules, card, stats."""

    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    @game_command("bot-cmd-hand")
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await resolve_game(interaction, game)
        # alone, without the panel's buttons under it: the image points to the panel
        picture = await service(interaction).picture(game_id, interaction.user.id, "hand",
                                                     lang=current_language(), buttons=False)
        standing = await service(interaction).standing(game_id, interaction.user.id)  # in an auction
        text, kwargs = hand_reply(game_id, picture, standing)  # the same as the live board's "My hand"
        await send_private(interaction, text, **kwargs)

    @per_game
    def board_command(self, profile: GameProfile) -> app_commands.Command:
        """``/<game> board [part] [player]``: the whole board privately, in the parts the game
        draws (``part`` picks one), or its single board image; with ``player``, that player's
        board as everyone sees it (games that draw one: ``profile.player_image``). One command,
        as a group holds at most 25."""
        parts = profile.board_parts
        choices = [app_commands.Choice(name=show(profile.part_labels.get(p, p))[:100], value=p)
                   for p in parts][:25]

        @app_commands.describe(part=description("bot-cmd-board-part"),
                               player=description("bot-cmd-board-player"))
        @app_commands.choices(part=choices)
        @app_commands.autocomplete(game=game_autocomplete)
        async def full(interaction: discord.Interaction, part: str | None = None,
                       player: discord.User | None = None, game: int | None = None) -> None:
            await self.board(interaction, game, part, player)

        # a game that draws no board per player (Batavia) offers no ``player`` option: one that
        # was accepted and ignored showed the whole board as if it were that player's
        @app_commands.describe(part=description("bot-cmd-board-part"))
        @app_commands.choices(part=choices)
        @app_commands.autocomplete(game=game_autocomplete)
        async def by_part(interaction: discord.Interaction, part: str | None = None,
                          game: int | None = None) -> None:
            await self.board(interaction, game, part, None)

        @app_commands.autocomplete(game=game_autocomplete)
        async def whole(interaction: discord.Interaction, game: int | None = None) -> None:
            await self.board(interaction, game, None, None)

        callback = full if profile.player_image else by_part if parts else whole
        return app_commands.Command(name=command_name("bot-cmd-board"),
                                    description=description("bot-cmd-board"), callback=callback)

    async def board(self, interaction: discord.Interaction, game: int | None, part: str | None,
                    player: discord.abc.User | None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        profile = profile_of(interaction)
        if part is not None and part not in profile.board_parts:
            raise BadInput(NOT_OFFERED)  # a value the command never offered
        game_id = await resolve_game(interaction, game)
        games = service(interaction)
        lang = current_language()  # the reader's language, on the images and alt texts too
        if player is not None and profile.player_image:
            seat = await games.seat_of(game_id, player.id)
            pictures = [await games.picture(game_id, None, profile.player_image, lang=lang,
                                            seat=seat)]
        else:
            images = [part] if part else list(profile.board_parts) or [profile.board_image]
            pictures = [await games.picture(game_id, None, what, lang=lang) for what in images]
        await send_pictures(interaction, say("bot-board-private", id=str(game_id)), pictures)

    @game_command("bot-cmd-status")
    @app_commands.autocomplete(game=game_autocomplete)
    async def status(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if game is None and not isinstance(interaction.channel, discord.Thread) and interaction.guild_id:
            rows = await my_games(interaction)
            if len(rows) != 1:
                await list_games(interaction, rows)
                return
        game_id = await resolve_game(interaction, game)
        s = await service(interaction).summary(game_id)
        active = s.status == "active"
        waiting = ", ".join(s.to_move) if active and s.to_move else say("bot-nobody")
        await send_private(
            interaction,
            "\n".join(
                [say("bot-status", title=s.title, id=str(s.game_id), status=s.status,
                     players=", ".join(s.players), waiting=waiting)]
                + ([await ended_line(interaction, s)] if s.status == "abandoned" else [])
                + ([render(s.stage)] if s.stage else [])
                + ([render(s.progress, names=s.players)] if s.progress and active else [])
                + ([say("bot-status-since", time=str(s.since))] if s.since and s.to_move and active else [])),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @game_command("bot-cmd-log")
    @app_commands.describe(game=description("bot-cmd-log-game"), page=description("bot-cmd-log-page"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def log_(self, interaction: discord.Interaction, game: int | None = None, page: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        wanted = None if page is None else parse_int(page, what="page", maximum=LOG_PAGES)
        game_id = await resolve_game(interaction, game)
        await show_log(interaction, game_id, wanted)

    @per_game
    def rules_command(self, profile: GameProfile) -> app_commands.Command:
        """``/<game> rules``: its topic option offers the profile's topics as you type, named in
        your language (the option and its description are Discord's, translated like the rest)."""

        @app_commands.rename(topic=command_name("bot-cmd-rules-topic"))
        @app_commands.describe(topic=description("bot-cmd-rules-topic"))
        @app_commands.autocomplete(topic=topic_autocomplete)
        async def callback(interaction: discord.Interaction, topic: str | None = None) -> None:
            await self.rules(interaction, topic)

        return app_commands.Command(name=command_name("bot-cmd-rules"),
                                    description=description("bot-cmd-rules"), callback=callback)

    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        topics = get_profile(kind(interaction)).rules_help
        key = topic_names(topics).get((topic or "").strip().lower())
        if key is not None:
            text = say("bot-rules-topic", topic=topic_title(topics, key), text=show(topics[key]))
        elif topics:
            head = say("bot-rules-unknown", topic=repr(topic)) + " " if topic else ""
            names = [topic_title(topics, k).lower() for k in topics]  # in the reader's language
            text = head + say("bot-rules-topics", topics=", ".join(f"`{t}`" for t in names),
                              command=profile_of(interaction).command, rules=say("bot-cmd-rules"),
                              topic_option=say("bot-cmd-rules-topic"),
                              example=names[min(1, len(names) - 1)])
        else:
            text = say("bot-rules-none")
        await send_private(interaction, text[:2000])

    @per_game
    def card_command(self, profile: GameProfile) -> app_commands.Command | None:
        """``/<game> card``: only for games with a look-up."""
        if profile.lookup is None:
            return None
        about, hint = (show(w, "description") for w in profile.lookup_help)

        @app_commands.describe(name=hint)
        @app_commands.autocomplete(name=card_autocomplete)
        async def callback(interaction: discord.Interaction, name: str) -> None:
            await self.card(interaction, name)

        return app_commands.Command(name=command_name("bot-cmd-card"), description=about,
                                    callback=callback)

    async def card(self, interaction: discord.Interaction, name: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lookup = get_profile(kind(interaction)).lookup
        found = await asyncio.to_thread(lookup, name) if lookup is not None else None
        await send_private(interaction, (found or say("bot-lookup-none", name=repr(name)))[:2000])

    @game_command("bot-cmd-stats")
    @app_commands.describe(user=description("bot-cmd-stats-user"))
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = user or interaction.user
        profile = get_profile(kind(interaction))
        players = service(interaction).players
        summary = await players.summary(who.id, profile.kind)
        # Totals are the player's own record; the latest games listed (with their ids) are
        # only those of this server, or in a DM one's own solo games (see bot.ui.scope).
        summary = dataclasses.replace(summary, recent=[
            g for g in summary.recent
            if (g.guild_id is not None and g.guild_id == interaction.guild_id)
            or (g.guild_id is None and interaction.guild_id is None and who.id == interaction.user.id)
        ])
        # ratings of this server (none in a DM) and solo ones, easiest difficulty first
        ratings = await players.ratings(who.id, profile.kind, guild_id=interaction.guild_id,
                                        difficulties=profile.solo)
        text = stats_text(profile.title, profile.automa_text, who.mention, summary, ratings,
                          in_guild=interaction.guild is not None, unit=profile.score_unit)
        await send_private(interaction, text[:2000], allowed_mentions=discord.AllowedMentions.none())
