"""Turn reminders: a nudge to the player whose turn it is (at most 3 per turn), and the
notice that a player is past the game's turn deadline (once per wait).

The loop checks the store every minute; reminders that fell due while the bot was offline
are handled by the first run after start-up: one message per game however many fell due
(the next nudge is counted from then), so a restart never spams. The same loop purges done
reminders and stale drafts (``GameStore.purge``) at its first run and then hourly.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from bot.games import get_profile
from bot.ui.announce import place_channel, post_board
from bot.words import say, use_language

if TYPE_CHECKING:
    from bot.client import GameHost

log = logging.getLogger(__name__)

PURGE_EVERY_S = 3600


class RemindersCog(commands.Cog):
    def __init__(self, bot: GameHost) -> None:
        self.bot = bot
        self._purged_at: float | None = None  # monotonic time of the last purge

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
        await self.purge()

    async def purge(self) -> None:
        """Done reminders and stale drafts deleted, at most once an hour (see
        ``bot.store.purge``): work that must not grow with the number of games played."""
        if self._purged_at is not None and time.monotonic() - self._purged_at < PURGE_EVERY_S:
            return
        if not self.bot.settings.shards.first:  # once for the whole bot: by shard 0's process
            return
        self._purged_at = time.monotonic()
        games = self.bot.games
        purged = await games.upkeep.purge(games.now())
        if purged.reminders or purged.drafts:
            log.info("purged %d done reminder(s) and %d stale draft(s)", purged.reminders,
                     purged.drafts)

    async def send_due(self) -> int:
        """Send what is due now, one message per game (a turn nudge and a deadline notice
        falling due together, e.g. after the bot was offline, make one message, not a
        burst); returns how many messages went out."""
        games = self.bot.games
        by_game: dict[int, tuple] = {}
        for reminder, summary in await games.due_reminders():
            by_game.setdefault(summary.game_id, (summary, []))[1].append(reminder)
        sent = 0
        for game_id, (summary, reminders) in by_game.items():
            channel = await place_channel(self.bot, summary.place)
            if channel is None:
                continue
            sent += await self._remind(game_id, summary, reminders, channel)
        return sent

    async def _remind(self, game_id, summary, reminders, channel) -> int:
        """One game's due reminders: by DM to those who chose so (``/settings``), in their
        own language; the rest as one message in its thread, in the game's language.
        Returns how many messages went out."""
        games = self.bot.games
        players = games.players
        sent = 0
        nudged = _unique(r.user_id for r in reminders if r.purpose == "turn")
        late = _unique(r.user_id for r in reminders if r.purpose == "deadline")
        by_dm = [u for u in nudged if (await players.notifications(u)).reminders == "dm"]
        for user_id in by_dm:  # their own choice (/settings): the reminder by DM
            with use_language(await games.user_language(user_id) or await games.game_language(game_id)):
                sent += await self._remind_by_dm(user_id, summary)
        nudged = [u for u in nudged if u not in by_dm]
        with use_language(await games.game_language(game_id)):  # posted in the thread
            lines, ping = [], []
            if nudged:
                lines.append(say("bot-remind-turn", mentions=_mentions(nudged), id=str(game_id),
                                 title=summary.title))
                ping += nudged
            if late:
                hours = (await games.settings(game_id)).get("deadline_hours") or 0
                others = [u for u in summary.user_ids if u not in late]
                command = get_profile(summary.kind).command
                lines.append(say("bot-remind-late", late=_mentions(late), count=len(late),
                                 hours=_hours(hours), id=str(game_id),
                                 others=_mentions(others) or say("bot-remind-others"),
                                 command=command))
                # the others may vote; those who want pings for their own turn only are named
                quiet = [u for u in others if (await players.notifications(u)).own_turn_only]
                ping += [u for u in late + others if u not in ping and u not in quiet]
            if not lines:
                return sent
            try:
                await post_board(self.bot, game_id, channel, "\n".join(lines), None, ping=ping,
                                 purpose="reminder")
            except discord.HTTPException:
                log.warning("game %s: could not send a reminder", game_id)
                return sent
        return sent + 1

    async def _remind_by_dm(self, user_id: int, summary) -> int:
        """A turn reminder in the player's DM, with a link to the game's thread."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            channel = user.dm_channel or await user.create_dm()
            where = f"<#{summary.place.thread_id}>" if summary.place.thread_id else ""
            await channel.send(say("bot-remind-dm", id=str(summary.game_id), title=summary.title,
                                   where=where or "-"))
            return 1
        except discord.HTTPException:
            log.warning("game %s: could not send a reminder by DM", summary.game_id)
            return 0

    @loop.error
    async def _error(self, error: BaseException) -> None:  # keep reminding after a failure
        log.error("reminder loop failed", exc_info=error)


def _unique(user_ids) -> list[int]:
    out: list[int] = []
    for u in user_ids:
        if u is not None and u not in out:
            out.append(u)
    return out


def _mentions(user_ids: list[int]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids)


def _hours(hours: float) -> str:
    return f"{int(hours) if float(hours).is_integer() else hours} h"
