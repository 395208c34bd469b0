"""Cogs, one per concern, each a class holding its commands as methods.

The game commands of every cog are subcommands of each hosted game's group, built here
from the cogs' declarations once they are loaded (``_group``); ``/settings`` is the one
top-level command. ``setup`` is how the bot loads them (``GameHost.setup_hook``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._group import build_group
from .admin import AdminCog
from .ai_seats import AISeatsCog
from .autopilot import AutopilotCog
from .info import InfoCog
from .lobby import LobbyCog
from .outbox import OutboxCog
from .play import PlayCog
from .reminders import RemindersCog
from .settings import SettingsCog

if TYPE_CHECKING:
    from bot.client import GameHost

# In this order: a game's group lists the cogs' subcommands cog by cog (lobby first).
COGS = (LobbyCog, PlayCog, InfoCog, AdminCog, RemindersCog, OutboxCog, SettingsCog, AISeatsCog,
        AutopilotCog)


async def setup(bot: GameHost) -> None:
    """Add every cog, then each hosted game's command group made of their commands."""
    for cog in COGS:
        await bot.add_cog(cog(bot))
    for profile in bot.profiles:
        bot.tree.add_command(build_group(profile, bot.cogs.values()), override=True)


__all__ = ["COGS", "setup"]
