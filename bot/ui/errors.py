"""The one error boundary: refusals become private plain-language replies, the rest an apology.

Expected refusals (a rule, a stale button, not a player, not your turn, undo refused...) are
answered privately and change nothing; anything else is logged with the game id and an error
id, and the user gets a short apology quoting that id (``handle``). Two doors lead here:
every slash command's error through the command tree's ``on_error`` (``bot.client``:
``command_started``, ``command_failed``, ``command_done``), every click and modal through
the base class of the bot's controls, ``Control``. Both set the reader's language first
(``bot.ui.language``) and time the answer (``bot.metrics``).
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot import metrics
from bot.games import PlayRefused, StalePanel
from bot.games.records import (
    DatabaseUnavailable,
    GameClosed,
    GameNotFound,
    LobbyClosed,
    StaleVersion,
    StoreError,
    UndoRefused,
)
from bot.invite import server_install_url
from bot.words import render, say
from rules.core import GameError, Message

from .language import speak_to

log = logging.getLogger("bot.errors")

# Exceptions whose message is written for the player and that leave everything unchanged.
REFUSALS: tuple[type[BaseException], ...] = (
    PlayRefused,
    GameError,  # IllegalAction, OptionError: the engine's plain-language refusals
    StaleVersion,
    UndoRefused,
    GameClosed,
    GameNotFound,
    LobbyClosed,
)

# Called with (interaction, StalePanel) to offer a fresh panel beside the refusal.
StaleHook = Callable[[discord.Interaction, StalePanel], Awaitable[None]]
_stale_hook: StaleHook | None = None


def set_stale_hook(hook: StaleHook | None) -> None:
    global _stale_hook
    _stale_hook = hook


def plain(error: BaseException) -> str:
    if isinstance(error, StaleVersion):
        return say("bot-stale-version", id=str(error.game_id))
    message = getattr(error, "message", None)
    if isinstance(message, Message):  # a refusal's catalogue message: in the reader's language
        return render(message)
    return str(error)


async def send_private(interaction: discord.Interaction, text: str | None, **kwargs: Any) -> None:
    """Reply privately whether or not the interaction was already answered or deferred
    (``text`` None: a layout message, whose words are in its ``view``)."""
    try:
        if text is not None:
            kwargs["content"] = text
        if interaction.response.is_done():
            await interaction.followup.send(ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(ephemeral=True, **kwargs)
    except discord.HTTPException:
        log.warning("could not send a private reply to interaction %s", interaction.id)


async def handle(interaction: discord.Interaction, error: BaseException, *, game_id: Any = None) -> None:
    if isinstance(error, app_commands.CommandInvokeError | discord.app_commands.TransformerError):
        error = error.__cause__ or error
    if isinstance(error, StalePanel):
        await send_private(interaction, plain(error))
        if _stale_hook is not None:
            try:
                await _stale_hook(interaction, error)
            except Exception:
                log.exception("game %s: could not offer a fresh panel", error.game_id)
        return
    if isinstance(error, REFUSALS):
        await send_private(interaction, plain(error))
        return
    if isinstance(error, DatabaseUnavailable):  # PostgreSQL down or restarting: nothing changed
        log.warning("interaction %s: %s", interaction.id, error)
        await send_private(interaction, say("bot-database-unavailable"))
        return
    if isinstance(error, app_commands.CheckFailure):
        text = say("bot-need-manage-server" if isinstance(error, app_commands.MissingPermissions)
                   else "bot-not-here")
        await send_private(interaction, text)
        return
    metrics.ERRORS.inc()
    error_id = secrets.token_hex(4)
    game_id = game_id if game_id is not None else getattr(error, "game_id", None)
    log.error(
        "unexpected error %s (game %s, user %s, interaction %s)",
        error_id,
        game_id if game_id is not None else "-",
        interaction.user.id if interaction.user else "-",
        interaction.id,
        exc_info=error,
    )
    await send_private(
        interaction,
        say("bot-sorry", error=error_id),
    )


def _timed(interaction: discord.Interaction, started: float) -> None:
    kind = getattr(interaction.type, "name", "other")
    metrics.INTERACTION_SECONDS.labels(kind).observe(time.perf_counter() - started)


# -- slash commands: the command tree's hooks (bot.client.GameHostTree) ---------------------
STARTED = "started"  # the interaction's ``extras`` key: when the tree first saw it


async def command_started(interaction: discord.Interaction) -> bool:
    """The tree's check, before every command and autocomplete: everything formatted in
    the interaction's task speaks its user's language."""
    interaction.extras[STARTED] = time.perf_counter()
    await speak_to(interaction)
    if not_joined(interaction):
        await _refuse_not_joined(interaction)
        return False
    return True


def not_joined(interaction: discord.Interaction) -> bool:
    """A command from a server the bot has not joined: the app is installed to the user's
    own account only (a user install), so the bot cannot post or keep a game there."""
    guild_id = interaction.guild_id
    if guild_id is None or interaction.is_guild_integration():
        return False
    return interaction.client.get_guild(guild_id) is None


async def _refuse_not_joined(interaction: discord.Interaction) -> None:
    """Server games stay where the bot is a member: say so, with the link an admin uses."""
    if interaction.type is discord.InteractionType.autocomplete:
        await interaction.response.autocomplete([])
        return
    link = server_install_url(interaction.application_id)
    await interaction.response.send_message(say("bot-not-joined", link=f"<{link}>"), ephemeral=True)


async def command_failed(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """The tree's ``on_error``: every command's error, answered through ``handle``; the
    command's ``game`` option, when it has one, is the game named in the log."""
    try:
        await handle(interaction, error, game_id=getattr(interaction.namespace, "game", None))
    finally:
        command_done(interaction)


def command_done(interaction: discord.Interaction) -> None:
    """A command answered (or refused): its time, from the tree's first look at it."""
    started = interaction.extras.get(STARTED)
    if started is not None:
        _timed(interaction, started)


# -- clicks and modals: the base class of every control -----------------------------------
class Control:
    """The base of every persistent control (a ``DynamicItem``: discord.py logs and drops
    what its callback raises) and of the bot's modals: the one error boundary for clicks.

    A control implements ``clicked``; ``callback`` (discord.py's hook) answers the click
    through ``answer``, which sets the reader's language, runs ``clicked`` and routes any
    error to ``on_error``. ``game`` names the game in the log of an unexpected error."""

    game: int | None = None

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction)

    async def answer(self, interaction: discord.Interaction, *args: Any) -> None:
        started = time.perf_counter()
        try:
            await speak_to(interaction)
            await self.clicked(interaction, *args)
        except Exception as error:  # noqa: BLE001 - the one boundary for clicks
            await self.on_error(interaction, error)
        finally:
            _timed(interaction, started)

    async def clicked(self, interaction: discord.Interaction, *args: Any) -> None:
        raise NotImplementedError

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: Any = None) -> None:
        await handle(interaction, error, game_id=self.game)


__all__ = [
    "REFUSALS",
    "Control",
    "StoreError",
    "command_done",
    "command_failed",
    "command_started",
    "handle",
    "plain",
    "send_private",
    "set_stale_hook",
]
