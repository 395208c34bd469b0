"""Quiet hours: a player's reminders wait until their quiet hours end, in their time zone."""

from __future__ import annotations

import functools
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.store import Notifications


def zone(name: str) -> ZoneInfo:
    """The time zone ``name`` (UTC when unknown: a stored name always works)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


@functools.cache
def zone_names() -> tuple[str, ...]:
    """Every IANA time zone on this machine, sorted: read from disk once per process (the
    walk takes 5-79 ms; ``/settings time_zone`` asks at every keystroke)."""
    return tuple(sorted(available_timezones()))


@functools.cache
def _zone_set() -> frozenset[str]:
    return frozenset(zone_names())


def valid_zone(name: str) -> bool:
    return name in _zone_set()


def matching_zones(text: str, limit: int = 25) -> list[str]:
    """The first ``limit`` zones (sorted) whose name contains ``text``, any case."""
    text = text.lower()
    out: list[str] = []
    for name in zone_names():
        if text in name.lower():
            out.append(name)
            if len(out) == limit:
                break
    return out


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
