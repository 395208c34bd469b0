"""The one strict parser for every number that comes in from Discord: command options,
custom_ids of buttons and menus, menu values and autocomplete values.

Only ASCII digits count (``"²".isdigit()`` and ``"١".isdigit()`` are true in Python, and
``int("²")`` fails), at most ``MAX_DIGITS`` of them, and the value must fit a 64-bit
SQLite column; anything else is refused with a plain message, never an error.

An action command's ``choice`` value names everything it was made for:
``<game>:<seat>:<version>:<draft revision>:<index>`` (``format_choice``), so a value picked
in one game, for one seat, at one decision cannot be played anywhere else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rules.core import Message, msg

from .errors import PlayRefused

MAX_DIGITS = 20
MAX_VALUE = 2**63 - 1
MAX_CHOICE_TEXT = 5 * MAX_DIGITS + 4
# For DynamicItem templates: the same rule as a regex fragment.
ID_PATTERN = rf"[0-9]{{1,{MAX_DIGITS}}}"
_DIGITS = re.compile(ID_PATTERN)

# Player-facing refusals of this module (bot/locales/en/bot.ftl).
NOT_OFFERED = msg("bot-input-not-offered")
OTHER_SEAT = msg("bot-input-other-seat")


def other_game(game: int) -> Message:
    return msg("bot-input-other-game", id=str(game))


def bad_number(what: str) -> Message:
    """``what``: number, button, choice, page or game (the catalogue's variants)."""
    return msg("bot-input-bad-number", what=what)


class BadInput(PlayRefused):
    """A value from Discord that the bot never offered; nothing was changed."""


def parse_int(value: Any, *, what: str = "number", maximum: int = MAX_VALUE) -> int:
    """A non-negative integer from Discord input: an int (not a bool) or ASCII digits."""
    if type(value) is int:
        number = value
    elif isinstance(value, str) and _DIGITS.fullmatch(value):
        number = int(value)
    else:
        raise BadInput(bad_number(what))
    if not 0 <= number <= maximum:
        raise BadInput(bad_number(what))
    return number


def parse_game_option(value: Any) -> int | None:
    """The ``game`` option of a command: None when not given, else a game id."""
    return None if value is None else parse_int(value, what="game")


@dataclass(frozen=True)
class ChoiceValue:
    game: int
    seat: int
    version: int
    rev: int
    index: int


def format_choice(game: int, seat: int, version: int, rev: int, index: int) -> str:
    return f"{game}:{seat}:{version}:{rev}:{index}"


def parse_choice(text: Any) -> ChoiceValue:
    """A ``choice`` value (see the module text); BadInput for anything else."""
    if not isinstance(text, str) or len(text) > MAX_CHOICE_TEXT:
        raise BadInput(NOT_OFFERED)
    parts = text.split(":")
    if len(parts) != 5 or not all(_DIGITS.fullmatch(p) for p in parts):
        raise BadInput(NOT_OFFERED)
    game, seat, version, rev, index = (int(p) for p in parts)
    if max(game, version, rev, index) > MAX_VALUE or seat > 63:
        raise BadInput(NOT_OFFERED)
    return ChoiceValue(game, seat, version, rev, index)


def check_choice_game(value: ChoiceValue, game_id: int) -> None:
    if value.game != game_id:
        raise BadInput(other_game(game_id))
