"""Naming seats and choosing which event texts an audience is told."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from bot.store import Seat

from .profiles import GameProfile


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def seat_name(seat: Seat, profile: GameProfile) -> str:
    if seat.automa or seat.user_id is None:
        return profile.automa_name
    return mention(seat.user_id)


def seat_label(seat: Seat, profile: GameProfile) -> str:
    """The name with the seat's colour on the board: "<@1> (blue)"."""
    colours = profile.seat_colours
    colour = seat.colour or (colours[seat.seat] if seat.seat < len(colours) else None)
    return seat_name(seat, profile) + (f" ({colour})" if colour else "")


def namer(seats: Sequence[Seat], profile: GameProfile):
    """A function putting the players' names where an engine text says "Player 2"."""
    if not profile.seat_pattern:
        return lambda text: text
    pattern = re.compile(profile.seat_pattern)
    names = [seat_name(s, profile) for s in seats]

    def one(match: re.Match[str]) -> str:
        i = int(match.group(1)) - 1
        return names[i] if 0 <= i < len(names) else match.group(0)

    return lambda text: pattern.sub(one, text)


def event_texts(events: Iterable[dict[str, Any]], visible_to: Any, name=lambda t: t) -> list[str]:
    """The texts of the events one audience may see ("all", or a seat), players named.

    For a seat, previews are left out: they are public events shown early to the acting
    seat while its action is drafted (``preview``), and they go public at the commit."""
    return [
        name(e["text"]) for e in events
        if e.get("visible_to", "all") == visible_to and e.get("text") and not e.get("preview")
    ]


def public_lines(events: Iterable[dict[str, Any]], name=lambda t: t) -> list[str]:
    """What everyone is told about a move: an engine's summary line of an action stands
    for the detailed events of that seat that follow it (they stay in /mombasa log);
    events of others and of the game itself (a refilled display, a new round) are kept."""
    out: list[str] = []
    summarised = None  # the seat whose details a summary line stands for
    for e in events:
        if e.get("visible_to", "all") != "all" or not e.get("text"):
            continue
        if e.get("summary"):
            out.append(name(e["text"]))
            summarised = e.get("seat")
            continue
        seat = e.get("seat")
        if summarised is not None and seat == summarised:
            continue
        if seat is not None:
            summarised = None
        out.append(name(e["text"]))
    return out

