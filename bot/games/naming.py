"""Naming seats, and turning engine events into the lines an audience is told.

An event with a message key becomes that message (its seat arguments read as the players'
names when it is formatted, ``names``); an event with only an English "text" (an engine
not yet converted to keys) is shown as it is, with the protocol's English seat words
(``core-seat``: "Player 2") replaced by the players' names: a stopgap for keyless events
that goes once every engine emits keys.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.store import Seat
from bot.words import say, speaker, text
from rules.catalogues import words
from rules.core import Message, msg

from .profiles import EventRun, GameProfile

# event -> the line it reads as
Liner = Callable[[dict[str, Any]], Message]


class Namer:
    """A game's ``Liner`` (``namer``), which also knows the game's runs of events that
    read as one line (``GameProfile.event_runs``)."""

    def __init__(self, line: Liner, runs: tuple[EventRun, ...] = ()) -> None:
        self._line = line
        self.runs = runs

    def __call__(self, event: dict[str, Any]) -> Message:
        return self._line(event)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def seat_name(seat: Seat, profile: GameProfile) -> str:
    if seat.ai and seat.user_id is None:
        return speaker()(ai_name(seat.seat, seat.ai_level))
    if seat.automa or seat.user_id is None:
        return profile.automa_text
    return mention(seat.user_id)


def ai_name(seat: int, level: str | None) -> Message:
    """An AI seat's name: "AI 3 (hard)", by its seat number (several may share a level)."""
    return msg("bot-ai-name", number=seat + 1, level=msg(f"bot-ai-level-{level}"))


def seat_names(seats: Sequence[Seat], profile: GameProfile) -> list[str]:
    """Display names by seat: what ``seat`` arguments of messages read as."""
    return [seat_name(s, profile) for s in seats]


def seat_label(seat: Seat, profile: GameProfile) -> str:
    """The name with the seat's colour on the board: "<@1> (blue)"."""
    colours = profile.seat_colours
    colour = seat.colour or (colours[seat.seat] if seat.seat < len(colours) else None)
    return seat_name(seat, profile) + (f" ({say('bot-seat-colour', colour=colour)})" if colour else "")


def namer(seats: Sequence[Seat], profile: GameProfile) -> Namer:
    """The line of an event: its message, or its text with the players named."""
    legacy = _legacy_namer(seats, profile)
    own = profile.event_line

    def line(event: dict[str, Any]) -> Message:
        worded = own(event) if own is not None else None
        if worded is not None:
            return worded
        if isinstance(event.get("key"), str):
            return Message(event["key"], dict(event.get("args") or {}))
        return text(legacy(event["text"]))

    return Namer(line, profile.event_runs)


def _legacy_namer(seats: Sequence[Seat], profile: GameProfile) -> Callable[[str], str]:
    names = seat_names(seats, profile)
    en = words("en")
    by_words = {en(msg("core-seat", number=i + 1)): name for i, name in enumerate(names)}
    pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(by_words, key=len, reverse=True))
                         + r")\b")
    return lambda text: pattern.sub(lambda m: by_words[m.group(1)], text)


def _plain(event: dict[str, Any]) -> Message:
    if isinstance(event.get("key"), str):
        return Message(event["key"], dict(event.get("args") or {}))
    return text(event["text"])


def _says(event: dict[str, Any]) -> bool:
    return bool(event.get("text") or event.get("key"))


def event_texts(events: Iterable[dict[str, Any]], visible_to: Any, name: Liner = _plain) -> list[Message]:
    """The lines of the events one audience may see ("all", or a seat).

    For a seat, previews are left out: they are public events shown early to the acting
    seat while its action is drafted (``preview``), and they go public at the commit."""
    return [
        name(e) for e in events
        if e.get("visible_to", "all") == visible_to and _says(e) and not e.get("preview")
    ]


def public_lines(events: Iterable[dict[str, Any]], name: Liner = _plain) -> list[Message]:
    """What everyone is told about a move: an engine's summary line of an action stands
    for the detailed events of that seat that follow it (they stay in the game's log);
    events of others and of the game itself (a refilled display, a new round) are kept.
    A game's run of events that reads as one line (``Namer.runs``) is that line."""
    told: list[dict[str, Any]] = []
    summarised = None  # the seat whose details a summary line stands for
    for e in events:
        if e.get("visible_to", "all") != "all" or not _says(e):
            continue
        if e.get("summary"):
            told.append(e)
            summarised = e.get("seat")
            continue
        seat = e.get("seat")
        if summarised is not None and seat == summarised:
            continue
        if seat is not None:
            summarised = None
        told.append(e)
    return _in_runs(told, name.runs if isinstance(name, Namer) else (), name)


def _in_runs(told: list[dict[str, Any]], runs: tuple[EventRun, ...], name: Liner) -> list[Message]:
    """The events' lines, each run of two or more events of one ``EventRun`` as its line."""
    out: list[Message] = []
    i = 0
    while i < len(told):
        run = next((r for r in runs if told[i].get("type") in r.types), None)
        j = i + 1
        while run is not None and j < len(told) and told[j].get("type") in run.types:
            j += 1
        out.append(run.line(told[i:j]) if run is not None and j - i > 1 else name(told[i]))
        i = j if run is not None and j - i > 1 else i + 1
    return out
