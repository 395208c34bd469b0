"""Turn reminders: a nudge to the player whose turn it is (at most 3 per turn).

The loop checks the store every minute; reminders that fell due while the bot was offline
are handled by the first run after start-up, one nudge each (the next one is counted from
then), so a restart never spams.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands, tasks

from bot.ui.announce import place_channel, post_board

log = logging.getLogger(__name__)


class RemindersCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        # Started once connected (on_ready may fire again after a reconnect).
        if not self.loop.is_running():
            self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    @tasks.loop(minutes=1)
    async def loop(self) -> None:
        await self.send_due()

    async def send_due(self) -> int:
        """Send every reminder that is due now; returns how many went out."""
        sent = 0
        for reminder, summary in await self.bot.games.due_reminders():  # type: ignore[attr-defined]
            channel = await place_channel(self.bot, summary.place)
            if channel is None or reminder.user_id is None:
                continue
            text = (
                f"⏰ <@{reminder.user_id}>, game #{summary.game_id} ({summary.title}) is waiting "
                "for you. Open your panel when you are ready."
            )
            try:
                await post_board(
                    self.bot, summary.game_id, channel, text, None, ping=[reminder.user_id], purpose="reminder"
                )
                sent += 1
            except discord.HTTPException:
                log.warning("game %s: could not send a reminder", summary.game_id)
        return sent

    @loop.error
    async def _error(self, error: BaseException) -> None:  # keep reminding after a failure
        log.error("reminder loop failed", exc_info=error)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RemindersCog(bot))
