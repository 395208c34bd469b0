"""``/mombasa new`` opens a lobby (Join / Leave / Start / Cancel); Start makes the game's thread.
``/mombasa solo`` starts a game against the automated opponent in the user's DM.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._group import kind, mombasa, service
from bot.games import NoGameHere, PlayRefused, get_profile
from bot.store import Lobby, Place
from bot.ui.announce import announce
from bot.ui.errors import guard, send_private

from ._views import lobby_view

log = logging.getLogger(__name__)

DMS_CLOSED = (
    "I cannot send you direct messages, so the solo game was not started. To open them: in "
    "this server's menu choose **Privacy Settings** and turn on **Direct Messages**, or in "
    "**User Settings > Privacy & Safety** allow direct messages from server members. Then run "
    "`/mombasa solo` again."
)

# Player-facing texts added for issue 11 (kept together for the message catalogues).
LOBBY_CLOSED = "This lobby is closed: its game has started or it was cancelled."
START_FAILED = ("The game's thread could not be created, so the game was not started. Check "
                "that I may create threads in this channel, then press Start again.")
SOLO_LIMIT = ("You already have {n} solo games running, the most one player may have. "
              "Finish or resign one before you start another.")

_lobby_locks: dict[int, asyncio.Lock] = {}
_solo_locks: dict[int, asyncio.Lock] = {}


def _lock(lobby_id: int) -> asyncio.Lock:
    return _lobby_locks.setdefault(lobby_id, asyncio.Lock())


def lobby_text(lobby: Lobby) -> str:
    profile = get_profile(lobby.kind)
    o = lobby.options
    members = ", ".join(f"<@{u}>" for u in lobby.user_ids) or "nobody yet"
    setup = o.get("setup", "first")
    lines = [
        f"**{profile.title}**: a new game is forming, hosted by <@{lobby.host_user_id}>.",
        f"Players: {members} ({len(lobby.user_ids)} of {lobby.max_players})",
        f"Setup: {'first game' if setup == 'first' else 'variable'}"
        f" · reminders every {o.get('reminder_hours', 24)} h"
        + (f" · turn deadline {o['deadline_hours']} h" if o.get("deadline_hours") else ""),
    ]
    if lobby.status == "open":
        lines.append("Press **Join** to play; the host presses **Start** when everyone is in.")
    return "\n".join(lines)


@mombasa.command(name="new", description="Open a lobby for a new game in this channel")
@app_commands.describe(
    players="How many players (2-4)",
    setup="First-game set-up, or the variable set-up with a secret starting choice",
    reminder_hours="Nudge the player to move after this many hours (0: never)",
    deadline_hours="Optional turn deadline in hours, after which others may skip or end (0: none)",
)
@app_commands.choices(
    setup=[
        app_commands.Choice(name="first game", value="first"),
        app_commands.Choice(name="variable", value="variable"),
    ]
)
async def new(
    interaction: discord.Interaction,
    players: app_commands.Range[int, 2, 4] = 4,
    setup: str = "first",
    reminder_hours: app_commands.Range[int, 0, 720] = 24,
    deadline_hours: app_commands.Range[int, 0, 2160] = 0,
) -> None:
    async def run() -> None:
        if interaction.guild is None or isinstance(interaction.channel, discord.Thread):
            raise NoGameHere(
                "Open a lobby in a server's text channel (not in a thread or DM). "
                "For a game against the Mautoma use `/mombasa solo`."
            )
        profile = get_profile(kind(interaction))
        if not profile.min_players <= players <= profile.max_players:
            raise PlayRefused(f"{profile.title} takes {profile.min_players} to {profile.max_players} players.")
        await interaction.response.defer()
        store = service(interaction).store
        lobby = await store.create_lobby(
            profile.kind,
            interaction.user.id,
            options={"players": players, "setup": setup, "reminder_hours": reminder_hours,
                     "deadline_hours": deadline_hours},
            guild_id=interaction.guild.id,
            channel_id=interaction.channel_id,
            max_players=players,
        )
        message = await interaction.followup.send(lobby_text(lobby), view=lobby_view(lobby.id), wait=True)
        await store.set_lobby_message(lobby.id, message.id)

    await guard(interaction, run())


async def lobby_action(interaction: discord.Interaction, lobby_id: int, op: str) -> None:
    store = service(interaction).store
    user = interaction.user.id
    async with _lock(lobby_id):
        lobby = await store.get_lobby(lobby_id)
        if lobby is None or lobby.status != "open" or lobby.guild_id != interaction.guild_id:
            raise PlayRefused(LOBBY_CLOSED)  # a lobby of another server: as if there were none
        if op in ("start", "cancel") and user != lobby.host_user_id:
            raise PlayRefused(f"Only the host, <@{lobby.host_user_id}>, can {op} this game.")
        if op == "join":
            if user in lobby.user_ids:
                raise PlayRefused("You are already in this game.")
            lobby = await store.join_lobby(lobby_id, user)
        elif op == "leave":
            if user not in lobby.user_ids:
                raise PlayRefused("You are not in this game.")
            if user == lobby.host_user_id:
                raise PlayRefused("You are the host: press Cancel to call the game off.")
            lobby = await store.leave_lobby(lobby_id, user)
        elif op == "cancel":
            lobby = await store.close_lobby(lobby_id)
            await interaction.response.edit_message(content=lobby_text(lobby) + "\n*Cancelled.*", view=None)
            return
        else:
            await _start(interaction, lobby)
            return
        await interaction.response.edit_message(content=lobby_text(lobby), view=lobby_view(lobby_id))


async def _display_name(client: discord.Client, user_id: int) -> str:
    user = client.get_user(user_id)
    if user is None:
        try:
            user = await client.fetch_user(user_id)
        except discord.HTTPException:
            return "player"
    return user.display_name


async def _start(interaction: discord.Interaction, lobby: Lobby) -> None:
    profile = get_profile(lobby.kind)
    if len(lobby.user_ids) < max(2, profile.min_players):
        raise PlayRefused(f"At least {max(2, profile.min_players)} players are needed to start.")
    await interaction.response.defer()
    games = service(interaction)
    bot_settings = {k: lobby.options[k] for k in ("reminder_hours", "deadline_hours", "setup") if k in lobby.options}
    loaded = await games.create_game(
        lobby.kind,
        lobby.user_ids,
        options=bot_settings,
        engine_options=profile.engine_options(lobby.options),
        place=Place(lobby.guild_id, lobby.channel_id),
    )
    names = [await _display_name(interaction.client, u) for u in lobby.user_ids]
    title = f"{profile.title} #{loaded.id}: {', '.join(names)}"[:100]
    # The game and its thread are made all or nothing: if the thread (or anything up to
    # closing the lobby) fails, the new game is deleted and the lobby stays open.
    thread = None
    try:
        thread = await interaction.message.create_thread(name=title)  # type: ignore[union-attr]
        await games.set_place(loaded.id, Place(lobby.guild_id, lobby.channel_id, thread.id))
        lobby = await games.store.close_lobby(lobby.id, game_id=loaded.id)
    except Exception as exc:
        log.warning("lobby %s: starting game %s failed (%s); it is discarded",
                    lobby.id, loaded.id, exc)
        if thread is not None:
            try:
                await thread.delete()
            except discord.HTTPException:
                log.warning("lobby %s: could not delete thread %s", lobby.id, thread.id)
        await games.store.discard_new_game(loaded.id)
        raise PlayRefused(START_FAILED) from None
    await interaction.edit_original_response(
        content=lobby_text(lobby) + f"\n**Started:** game #{loaded.id} is played in {thread.mention}.",
        view=None,
    )
    await announce(interaction.client, await games.opening(loaded.id))


DIFFICULTIES = ("easy", "medium", "hard")


def solo_refusal(kind_name: str, difficulty: str) -> str | None:
    """Why a solo game of this difficulty cannot start, or None. The engine decides: its
    new_game refuses the option while the automated opponent is not there."""
    from rules.core import OptionError, get_game

    profile = get_profile(kind_name)
    setup = profile.solo.get(difficulty)
    name = profile.automa_name[:1].upper() + profile.automa_name[1:]
    if setup is None:
        return (f"{name} is not available yet." if not profile.solo else
                f"Unknown difficulty {difficulty!r}. Choose one of: {', '.join(profile.solo)}.")
    try:
        get_game(profile.kind).new_game(players=setup.players, seed=0, options=dict(setup.options))
    except OptionError:
        return f"{name} is not available yet: solo games cannot start for now."
    return None


@mombasa.command(name="solo", description="Play solo against the Mautoma, in a DM with the bot")
@app_commands.describe(difficulty="How strong the Mautoma plays")
@app_commands.choices(difficulty=[app_commands.Choice(name=d, value=d) for d in DIFFICULTIES])
async def solo(interaction: discord.Interaction, difficulty: str = "medium") -> None:
    async def run() -> None:
        profile = get_profile(kind(interaction))
        await interaction.response.defer(ephemeral=True, thinking=True)
        refusal = await asyncio.to_thread(solo_refusal, profile.kind, difficulty)
        if refusal:
            raise PlayRefused(refusal)
        setup = profile.solo[difficulty]
        limit = interaction.client.settings.max_solo_games  # type: ignore[attr-defined]
        if await service(interaction).store.count_active_solo(interaction.user.id) >= limit:
            raise PlayRefused(SOLO_LIMIT.format(n=limit))
        try:
            dm = await interaction.user.create_dm()
            await dm.send(f"Setting up your solo game of {profile.title} against "
                          f"{profile.automa_name} ({difficulty})…")
        except discord.Forbidden:
            await send_private(interaction, DMS_CLOSED)
            return
        games = service(interaction)
        users: list[int | None] = [interaction.user.id] + [None] * (setup.players - 1)
        async with _solo_locks.setdefault(interaction.user.id, asyncio.Lock()):
            if await games.store.count_active_solo(interaction.user.id) >= limit:
                raise PlayRefused(SOLO_LIMIT.format(n=limit))
            loaded = await games.create_game(
                profile.kind,
                users,
                options={"difficulty": difficulty, "reminder_hours": 0},
                engine_options=dict(setup.options),
                place=Place(dm_user_id=interaction.user.id, channel_id=dm.id),
                automa_seats=setup.automa_seats,
            )
        await announce(interaction.client, await games.opening(loaded.id))
        where = "here" if interaction.guild is None else f"in our DM: {dm.jump_url}"
        await send_private(interaction, f"Your solo game #{loaded.id} is waiting {where}")

    await guard(interaction, run())


class LobbyCog(commands.Cog):
    """Lobby commands live on the shared group; the cog marks the concern as loaded."""


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LobbyCog())
