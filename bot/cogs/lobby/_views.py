"""The lobby message: its text, its persistent buttons (Join, Leave, Start, Cancel, and for
a game with AI players the host's Add AI per level and Remove AI: ``mb:lobby:<id>:<op>``)
and what a click does, Start making the game and its thread. The button and the flow that
redraws it live together; the cog's commands open the lobby."""

from __future__ import annotations

import asyncio
import logging
import re

import discord

from bot.cogs._group import service
from bot.games import BadInput, GameProfile, PlayRefused, get_profile, parse_int
from bot.games.lobbies import ai_levels, ai_names, ai_seats
from bot.games.locks import LockTable
from bot.games.parse import ID_PATTERN
from bot.games.records import Lobby, Place
from bot.ui.announce import announce
from bot.ui.errors import Control
from bot.words import language_of, say, show, use_language
from rules.core import msg

log = logging.getLogger(__name__)

# per lobby, freed when nobody holds or awaits it
_lobby_locks = LockTable()

LOBBY_OPS = {
    "join": ("bot-button-join", discord.ButtonStyle.success),
    "leave": ("bot-button-leave", discord.ButtonStyle.secondary),
    "start": ("bot-button-start", discord.ButtonStyle.primary),
    "cancel": ("bot-button-cancel", discord.ButtonStyle.danger),
}
# the host's: seat an AI player of a level, take the last one away (games with AI players)
AI_OPS = {
    "ai-easy": ("bot-button-ai-easy", discord.ButtonStyle.secondary),
    "ai-medium": ("bot-button-ai-medium", discord.ButtonStyle.secondary),
    "ai-hard": ("bot-button-ai-hard", discord.ButtonStyle.secondary),
    "ai-remove": ("bot-button-ai-remove", discord.ButtonStyle.secondary),
}


class LobbyButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:lobby:(?P<lobby>{ID_PATTERN}):(?P<op>join|leave|start|cancel|ai-(?:easy|medium|hard|remove))",
):
    def __init__(self, lobby: int, op: str) -> None:
        key, style = {**LOBBY_OPS, **AI_OPS}[op]
        super().__init__(discord.ui.Button(label=say(key), style=style, custom_id=f"mb:lobby:{lobby}:{op}"))
        self.lobby, self.op = lobby, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        try:
            lobby = parse_int(match["lobby"], what="button")
        except BadInput:
            lobby = 0  # no lobby has id 0: the click is answered "this lobby is closed"
        return cls(lobby, match["op"])

    async def clicked(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, self.lobby, self.op)


def lobby_view(lobby_id: int, lang: str | None = None, kind: str | None = None) -> discord.ui.View:
    """The lobby's buttons, labelled in the game's language ``lang``; the AI players'
    buttons on a second row when game ``kind`` has them."""
    view = discord.ui.View(timeout=None)
    with use_language(lang):
        for op in LOBBY_OPS:
            view.add_item(LobbyButton(lobby_id, op))
        if kind is not None and ai_levels(kind):
            for op in AI_OPS:
                button = LobbyButton(lobby_id, op)
                button.row = 1  # the host's, apart from everyone's Join and Leave
                view.add_item(button)
    return view


def lobby_language(lobby: Lobby) -> str:
    """The language of the lobby's game (chosen with ``/<game> new language:``)."""
    return language_of(lobby.options.get("language"))


def _lock(lobby_id: int) -> asyncio.Lock:
    return _lobby_locks(lobby_id)


def lobby_text(lobby: Lobby) -> str:
    """The lobby message, in the game's language (it is public, like the thread)."""
    with use_language(lobby.options.get("language")):
        return _lobby_text(lobby)


def _lobby_text(lobby: Lobby) -> str:
    profile = get_profile(lobby.kind)
    o = lobby.options
    ai = [show(name) for name in ai_names(lobby)]
    members = ", ".join([*(f"<@{u}>" for u in lobby.user_ids), *ai]) or say("bot-lobby-nobody")
    settings = []
    for option in profile.lobby_options:  # "Setup: first game"
        value = o.get(option.name, option.choices[0][1])
        shown = next((show(label) for label, v in option.choices if v == value), value)
        settings.append(say("bot-lobby-setting", label=show(option.label), value=shown))
    settings.append(say("bot-lobby-reminders", hours=str(o.get("reminder_hours", 24))))
    if o.get("deadline_hours"):
        settings.append(say("bot-lobby-deadline", hours=str(o["deadline_hours"])))
    if o.get("language"):
        settings.append(say("bot-lobby-language", language=say(f"bot-language-{language_of(o['language'])}")))
    lines = [
        say("bot-lobby-forming", title=profile.title, host=str(lobby.host_user_id)),
        say("bot-lobby-players", members=members, count=lobby.seats_taken, max=lobby.max_players),
        " · ".join(settings),
    ]
    if lobby.status == "open":
        lines.append(say("bot-lobby-join"))
    return "\n".join(lines)


def _refuse_options(profile: GameProfile, options: dict, players: int) -> None:
    """A lobby option the game cannot have with ``players`` players is refused plainly."""
    for option in profile.lobby_options:
        value = options.get(option.name, option.choices[0][1])
        reason = option.refuse(str(value), players) if option.refuse is not None else None
        if reason is not None:
            raise PlayRefused(reason)


async def lobby_action(interaction: discord.Interaction, lobby_id: int, op: str) -> None:
    lobbies = service(interaction).lobbies
    user = interaction.user.id
    async with _lock(lobby_id):
        lobby = await lobbies.get(lobby_id)
        if lobby is None or lobby.status != "open" or lobby.guild_id != interaction.guild_id:
            raise PlayRefused(msg("bot-lobby-closed"))  # another server's lobby: as if none
        if op in ("start", "cancel") and user != lobby.host_user_id:
            raise PlayRefused(msg("bot-lobby-host-only", host=str(lobby.host_user_id), op=op))
        if op == "ai-remove":
            lobby = await lobbies.remove_ai(lobby, user)
        elif op.startswith("ai-"):
            lobby = await lobbies.add_ai(lobby, user, op.removeprefix("ai-"))
        elif op == "join":
            if user in lobby.user_ids:
                raise PlayRefused(msg("bot-lobby-already-in"))
            lobby = await lobbies.join(lobby_id, user)
        elif op == "leave":
            if user not in lobby.user_ids:
                raise PlayRefused(msg("bot-lobby-not-in"))
            if user == lobby.host_user_id:
                raise PlayRefused(msg("bot-lobby-host-cancels"))
            lobby = await lobbies.leave(lobby_id, user)
        elif op == "cancel":
            lobby = await lobbies.cancel(lobby_id)
            with use_language(lobby_language(lobby)):
                closed = say("bot-lobby-cancelled")
            await interaction.response.edit_message(content=lobby_text(lobby) + "\n" + closed, view=None)
            return
        else:
            await _start(interaction, lobby)
            return
        await interaction.response.edit_message(content=lobby_text(lobby),
                                                view=lobby_view(lobby_id, lobby_language(lobby), lobby.kind))


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
    if lobby.seats_taken < max(2, profile.min_players):
        raise PlayRefused(msg("bot-lobby-too-few", min=max(2, profile.min_players)))
    _refuse_options(profile, lobby.options, lobby.seats_taken)
    ai = ai_seats(lobby)
    await interaction.response.defer()
    games = service(interaction)
    keep = ("reminder_hours", "deadline_hours", "language", *(o.name for o in profile.lobby_options))
    bot_settings = {k: lobby.options[k] for k in keep if k in lobby.options}
    loaded = await games.create_game(
        lobby.kind,
        [*lobby.user_ids, *(None for _ in ai)],
        options=bot_settings,
        engine_options=profile.engine_options(lobby.options),
        place=Place(lobby.guild_id, lobby.channel_id),
        ai_seats=ai,
    )
    names = [await _display_name(interaction.client, u) for u in lobby.user_ids]
    with use_language(lobby_language(lobby)):
        names += [show(name) for name in ai_names(lobby)]
    title = f"{profile.title} #{loaded.id}: {', '.join(names)}"[:100]
    # The game and its thread are made all or nothing: if the thread (or anything up to
    # closing the lobby) fails, the new game is deleted and the lobby stays open.
    thread = None
    try:
        thread = await interaction.message.create_thread(name=title)  # type: ignore[union-attr]  # a lobby button's interaction always has its message
        await games.set_place(loaded.id, Place(lobby.guild_id, lobby.channel_id, thread.id))
        lobby = await games.lobbies.started(lobby.id, loaded.id)
    except Exception as exc:
        log.warning("lobby %s: starting game %s failed (%s); it is discarded",
                    lobby.id, loaded.id, exc)
        if thread is not None:
            try:
                await thread.delete()
            except discord.HTTPException:
                log.warning("lobby %s: could not delete thread %s", lobby.id, thread.id)
        await games.lobbies.start_failed(loaded.id)
        raise PlayRefused(msg("bot-lobby-start-failed")) from None
    with use_language(lobby_language(lobby)):
        started = say("bot-lobby-started", id=str(loaded.id), thread=thread.mention)
    await interaction.edit_original_response(content=lobby_text(lobby) + "\n" + started, view=None)
    await announce(interaction.client, await games.opening(loaded.id))
