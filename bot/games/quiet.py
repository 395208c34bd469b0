"""Quiet hours: a player's reminders wait until their quiet hours end, in their time zone."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.store import Notifications


def zone(name: str) -> ZoneInfo:
    """The time zone ``name`` (UTC when unknown: a stored name always works)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def valid_zone(name: str) -> bool:
    return name in available_timezones()


def quiet_until(settings: Notifications, now: datetime) -> datetime | None:
    """When the player's quiet hours end, if ``now`` (aware, any zone) falls in them; else
    None. Hours are whole hours of the player's local day; ``quiet_from`` 22 to
    ``quiet_to`` 7 spans midnight; equal hours mean no quiet hours."""
    start, end = settings.quiet_from, settings.quiet_to
    if start is None or end is None or start == end:
        return None
    local = now.astimezone(zone(settings.time_zone))
    hour = local.hour
    inside = start <= hour < end if start < end else hour >= start or hour < end
    if not inside:
        return None
    until = local.replace(hour=end, minute=0, second=0, microsecond=0)
    if until <= local:
        until += timedelta(days=1)
    return until.astimezone(now.tzinfo)
