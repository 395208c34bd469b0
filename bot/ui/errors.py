"""The one error handler: refusals become private plain-language replies, the rest an apology.

Every command and component runs through ``guard``: expected refusals (a rule, a stale
button, not a player, not your turn, undo refused...) are answered privately and change
nothing; anything else is logged with the game id and an error id, and the user gets a
short apology quoting that id. ``tree.on_error`` and ``View.on_error`` route here too.
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
    GameClosed,
    GameNotFound,
    LobbyClosed,
    StaleVersion,
    StoreError,
    UndoRefused,
)
from bot.words import render, say
from rules.core import GameError, Message

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


async def send_private(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Reply privately whether or not the interaction was already answered or deferred."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)
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


async def guard(interaction: discord.Interaction, work: Awaitable[Any], *, game_id: Any = None) -> Any:
    """Await ``work``; any exception is answered through ``handle`` and not re-raised.
    Everything formatted meanwhile speaks the user's language (``bot.ui.language``)."""
    from .language import speak_to

    started = time.perf_counter()
    try:
        await speak_to(interaction)
        return await work
    except Exception as error:  # noqa: BLE001 - this is the single error boundary
        await handle(interaction, error, game_id=game_id)
        return None
    finally:
        kind = getattr(interaction.type, "name", "other")
        metrics.INTERACTION_SECONDS.labels(kind).observe(time.perf_counter() - started)


class GuardedView(discord.ui.View):
    """A View whose callback errors go through the same handler."""

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: Any) -> None:
        await handle(interaction, error)


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    await handle(interaction, error)


__all__ = [
    "GuardedView",
    "REFUSALS",
    "StoreError",
    "guard",
    "handle",
    "on_tree_error",
    "plain",
    "send_private",
    "set_stale_hook",
]
