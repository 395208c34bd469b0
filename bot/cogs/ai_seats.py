"""AI seats whose turn was never taken (the bot stopped between a post and the AI's move,
or an AI run failed) take it later: at start-up and every ``LOOK_MINUTES`` after, each
active game with AI seats is woken (``GameService.ai``; a game where no AI seat decides
costs one read)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

if TYPE_CHECKING:
    from bot.client import GameHost

log = logging.getLogger(__name__)

LOOK_MINUTES = 10


class AISeatsCog(commands.Cog):
    def __init__(self, bot: GameHost) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if not self.loop.is_running():
            self.loop.start()  # its first run is at once: start-up

    async def cog_unload(self) -> None:
        self.loop.cancel()

    @tasks.loop(minutes=LOOK_MINUTES)
    async def loop(self) -> None:
        if not self.bot.games.closing:
            await self.bot.games.ai.wake_all()

    @loop.error
    async def _error(self, error: BaseException) -> None:  # look again next time
        log.error("the AI seats' look-up failed", exc_info=error)
