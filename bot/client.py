"""The Discord client: intents, start-up (cogs, command sync) and a clean stop.

Running it as a process (signals, retries, the instance lease) is ``bot.serve``.

Everything Discord-specific lives in ``bot/``; the engines in ``rules/`` never see it.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import sqlite3
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands
from sqlite_utils import Database

from bot import heap
from bot.config import ConfigError, Settings
from bot.games import (
    GameProfile,
    GameService,
    ProfileError,
    Renderer,
    get_profile,
    plugins,
    registered_profiles,
)
from bot.games.drawing import DrawingPool, start_pool
from bot.monitor import Monitor
from bot.shards import Shards
from bot.store import AsyncGameStore, GameStore
from bot.store.db import connect
from bot.store.postgres import DatabaseUnavailable, PgDatabase
from bot.translator import CatalogueTranslator
from bot.ui import amount, board_button, errors, live_board, logbook, panels, standing
from bot.ui.announce import announce, flush_outbox

if TYPE_CHECKING:  # started only with METRICS_PORT (setup_hook imports it then)
    from bot.monitor import Monitor

__all__ = ["GameHost", "StartupError", "bot_intents", "open_database"]

log = logging.getLogger(__name__)

# The bot never joins voice channels: silence discord.py's start-up warnings about the
# optional voice libraries (PyNaCl, davey) so the log starts with what matters.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class StartupError(Exception):
    """The bot could not start for a reason outside the configuration (e.g. no network)."""


def bot_intents() -> discord.Intents:
    """Default intents minus message content: slash commands and components need no more.

    No privileged intent (members, presences, message content) is requested, so the bot
    works without switching anything on in the Developer Portal.
    """
    intents = discord.Intents.default()
    intents.message_content = False
    return intents


class GameHostTree(discord.app_commands.CommandTree):
    """The slash commands' side of the one error boundary (bot.ui.errors): every command and
    autocomplete answers in its user's language, every command's error goes to the one
    handler, and every command is timed."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await errors.command_started(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError
    ) -> None:
        await errors.command_failed(interaction, error)


class GameHost(commands.Bot):
    """The bot. It hosts every registered game (or those named in ``games``): one command
    group per game (``/mombasa ...``, ``/batavia ...``) built from the game's profile."""

    # The cogs' package, found by name as an extension is (the cogs import this module for
    # their typed ``self.bot``); its setup() adds the cogs and every game's command group.
    # Imported as a plain module (once per process), not as a reloadable extension, whose
    # unloading would import the cogs and their components anew for every bot.
    COGS = "bot.cogs"

    def __init__(
        self,
        settings: Settings,
        db: Database | PgDatabase | None = None,
        *,
        games: Sequence[str] | None = None,
        renderer: Renderer | None = None,
    ) -> None:
        super().__init__(
            # Prefix commands are not used: everything is a slash command. A mention prefix
            # is the one that needs no message-content intent.
            command_prefix=commands.when_mentioned,
            intents=bot_intents(),
            help_command=None,
            tree_cls=GameHostTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **shard_options(settings.shards),
        )
        self.settings = settings
        # The open database (migrations applied), or None: then setup_hook opens
        # settings.database itself.
        self.db = db
        # The games this bot hosts: the named kinds, else every game found (bot.games.plugins:
        # the packages of bot/games/, installed entry points, the GAME_PLUGINS modules)
        # whose engine is installed.
        try:
            plugins.load(settings.game_plugins)
        except (ImportError, ProfileError) as exc:  # a broken game: say which, in one line
            raise StartupError(f"not starting: a game does not load: {exc}") from exc
        self.profiles: list[GameProfile] = (
            [get_profile(k) for k in games] if games is not None else registered_profiles())
        self._renderer = renderer
        self.games: GameService  # the game service, set in setup_hook before any event
        self.drawing: DrawingPool | None = None  # the drawing processes, from setup_hook
        self.monitor: Monitor | None = None  # the metrics and health endpoints (METRICS_PORT), from setup_hook

    async def _user_name(self, user_id: int) -> str | None:
        """A user's display name (from the cache, else asked of Discord once)."""
        user = self.get_user(user_id)
        if user is None:
            try:
                user = await self.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return user.display_name

    async def setup_hook(self) -> None:
        """Open the store, build the game service, register components and cogs, sync."""
        # Imported here: they build discord components and are only needed once running.

        if self.db is not None:
            store = AsyncGameStore.wrap(GameStore(self.db))
        else:
            store = await AsyncGameStore.open(self.settings.database)
        store.serve_shards(self.settings.shards)  # the loops look after these shards' games
        self.games = GameService(store, self._renderer, clock=discord.utils.utcnow)
        # Board images are drawn in worker processes (settings.draw_workers; 0: in-process)
        self.drawing = start_pool(self.games.renderer, self.settings.draw_workers,
                                  self.settings.game_plugins)
        if self.drawing is not None:
            await self.drawing.start()
        self.games.user_name = self._user_name  # the names drawn on images
        self.games.ai.announcer = partial(announce, self)  # AI seats' moves, posted like a player's
        if self.settings.metrics_port is not None:  # metrics and health on loopback

            self.monitor = Monitor(self, self.settings.metrics_port)
            await self.monitor.start()
        # Persistent components: registered once, they answer clicks on any message, also
        # on messages sent before a restart (their state is in the custom_id).
        self.add_dynamic_items(*panels.DYNAMIC_ITEMS, *logbook.DYNAMIC_ITEMS, amount.AmountButton,
                               live_board.MyHandButton, standing.StandingButton,
                               board_button.BoardButton)
        self.add_listener(amount.typed_amount_submitted, "on_interaction")  # its modals, also after a restart
        self.add_listener(standing.standing_form_submitted, "on_interaction")  # the ceiling's form, likewise
        errors.set_stale_hook(panels.offer_fresh_panel)
        await importlib.import_module(self.COGS).setup(self)  # the cogs, the games' groups
        # Names and descriptions in the user's client language (Dutch from the catalogues).
        await self.tree.set_translator(CatalogueTranslator(self.profiles))
        if self.settings.shards.first:  # published once, by the process of shard 0
            await self.sync_commands()
        else:
            log.info("Slash commands are published by the process of shard 0 (this one serves %s)",
                     self.settings.shards.describe())
        heap.tune()  # started: what start-up built is not walked again by the collector

    async def shut_down(self, grace: float = 7.0) -> None:
        """Stop as an admin expects (SIGTERM, Ctrl+C): take no new moves (a plain "try
        again"), let the moves under way commit and post, send what waits in the outbox,
        then close the connection, the drawing workers and the store. ``grace`` bounds the
        waiting; whatever is left unposted stays in the outbox for the next start."""
        games = getattr(self, "games", None)
        if games is not None:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + grace
            games.closing = True
            if not await games.settled(grace * 0.6):
                log.warning("stopping with moves still under way (their clicks get no answer)")
            try:  # an AI seat deciding now stops before its commit; its turn waits for the next start
                await asyncio.wait_for(games.ai.idle(), max(0.1, deadline - loop.time()))
            except TimeoutError:
                log.warning("stopping while an AI seat still decides")
            try:
                sent = await asyncio.wait_for(flush_outbox(self), max(0.1, deadline - loop.time()))
            except Exception as exc:  # noqa: BLE001 - the posts stay in the outbox
                log.warning("the outbox was not flushed before stopping (%s): its posts go out "
                            "at the next start", type(exc).__name__)
            else:
                if sent:
                    log.info("posted %d waiting announcement(s) before stopping", sent)
            # the players' unconfirmed picks, held in memory (bot/store/drafts.py), kept for
            # the next start now: no click changes a draft any more (``closing``), and the
            # store's close would do it only after Discord's side is gone
            try:
                kept = await asyncio.wait_for(games.store.flush_drafts(), max(0.5, deadline - loop.time()))
            except Exception as exc:  # noqa: BLE001 - the store's close tries once more
                log.warning("the unconfirmed choices were not kept yet (%s)", type(exc).__name__)
            else:
                if kept:
                    log.info("kept %d unconfirmed draft(s) for the next start", kept)
        await self.close()

    async def close(self) -> None:
        if self.monitor is not None:
            await self.monitor.close()
            self.monitor = None
        await super().close()
        await self.release()

    async def release(self) -> None:
        """Close what setup_hook opened (drawing processes, the store and its threads, the
        database); ``close`` does it after Discord's side. Safe to call twice."""
        if getattr(self, "_released", False):
            return
        self._released = True
        games = getattr(self, "games", None)
        drawing = getattr(self, "drawing", None)
        if drawing is not None:
            await drawing.close()  # after the last post: no image is drawn any more
            self.drawing = None
        if games is not None:
            await games.store.close()
            self.db = None
        if self.db is not None:
            self.db.close()
            self.db = None

    async def sync_commands(self) -> list[discord.app_commands.AppCommand]:
        """Publish the slash commands: to DEV_GUILD_ID only when set, else globally.

        A development server sees changes at once; global commands are for the real bot.
        A refusal (bot not in that server, missing applications.commands scope) is logged
        in plain words and the bot keeps running.
        """
        guild_id = self.settings.dev_guild_id
        try:
            if guild_id is not None:
                guild = discord.Object(id=guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info(
                    "Synced %d slash command(s) to development server %d", len(synced), guild_id
                )
            else:
                synced = await self.tree.sync()
                log.info("Synced %d slash command(s) globally", len(synced))
        except discord.HTTPException as exc:
            where = f"server {guild_id}" if guild_id is not None else "Discord (global)"
            log.error(
                "Could not sync slash commands to %s (%s). Is the bot invited there with the "
                "'applications.commands' scope? Check DEV_GUILD_ID.",
                where,
                exc.text or exc.status,
            )
            return []
        return synced

    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: discord.app_commands.Command
    ) -> None:
        errors.command_done(interaction)  # a failed command is timed by the tree's on_error

    async def on_ready(self) -> None:
        user = self.user
        log.info(
            "Logged in as %s (id %s), in %d server(s)",
            user,
            user.id if user else "?",
            len(self.guilds),
        )


def shard_options(shards: Shards) -> dict[str, Any]:
    """discord.py's shard arguments for a process serving ``shards``: none for the only
    shard, one shard by id, several with an ``AutoShardedBot`` (``bot_class``)."""
    if shards.count == 1:
        return {}
    if len(shards.ids) == 1:
        return {"shard_id": shards.ids[0], "shard_count": shards.count}
    return {"shard_ids": list(shards.ids), "shard_count": shards.count}


class ShardedGameHost(GameHost, commands.AutoShardedBot):
    """The bot when one process connects several of Discord's shards (SHARD_IDS with more
    than one id): discord.py's AutoShardedBot runs one gateway connection per shard."""


def bot_class(settings: Settings) -> type[GameHost]:
    """The bot's class for these settings: several shards in one process need the sharded one."""
    return ShardedGameHost if len(settings.shards.ids) > 1 else GameHost


def open_database(path: Path | str) -> Database | PgDatabase:
    """Open the SQLite database, creating the file and applying migrations on first start;
    or, given a ``postgresql://`` URL (DATABASE_URL), the PostgreSQL database there.

    Raises ConfigError (one line) when the file cannot be opened or is not a database,
    StartupError (one line, no password) when the PostgreSQL server does not answer.
    """
    try:
        return connect(path)
    except DatabaseUnavailable as exc:
        raise StartupError(f"not starting: {exc}") from None
    except sqlite3.Error as exc:
        raise ConfigError(
            f"cannot open the database {path} ({exc}): set DATABASE_PATH to a writable "
            "SQLite file, in the environment or in .env"
        ) from None
