"""Board posts that could not go out when their move was stored are retried from the
outbox (``bot.store.outbox``): once at start-up and then every ``RETRY_SECONDS``, each
post with its own backoff, until it goes out or its game has ended."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from bot.ui.announce import flush_outbox

if TYPE_CHECKING:
    from bot.client import GameHost

log = logging.getLogger(__name__)

RETRY_SECONDS = 30


class OutboxCog(commands.Cog):
    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if not self.loop.is_running():
            self.loop.start()  # its first run is at once: start-up retries what waited

    async def cog_unload(self) -> None:
        self.loop.cancel()

    @tasks.loop(seconds=RETRY_SECONDS)
    async def loop(self) -> None:
        sent = await flush_outbox(self.bot)
        if sent:
            log.info("posted %d waiting announcement(s) from the outbox", sent)

    @loop.error
    async def _error(self, error: BaseException) -> None:  # keep retrying after a failure
        log.error("outbox loop failed", exc_info=error)
