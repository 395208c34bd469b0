"""What can go wrong in the store, each with a plain-language message for players or admins.

Engine refusals (``rules.IllegalAction``, ``rules.OptionError``) pass through unchanged: they
already speak to the player. Every store error leaves the database exactly as it was.
"""

from __future__ import annotations

from bot.words import english  # registers the bot's catalogue (its messages are bot-...)
from rules.core import Message, msg


class StoreError(Exception):
    """Base class of the store's own errors: ``.message`` says it (a catalogue message, or
    text for admins that already is words); ``str(error)`` is its English."""

    def __init__(self, message: Message | str = "") -> None:
        if not isinstance(message, Message):
            message = msg("bot-text", text=str(message))
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return english(self.message)


class GameNotFound(StoreError, LookupError):
    def __init__(self, game_id: int) -> None:
        super().__init__(msg("bot-store-no-game", id=str(game_id)))
        self.game_id = game_id


class StaleVersion(StoreError):
    """The request was made against a version of the game that is no longer current.

    Typical cause: a second click on the same button, or a button from an old message.
    """

    def __init__(self, game_id: int, expected: int, current: int) -> None:
        super().__init__(msg("bot-store-stale", id=str(game_id), expected=str(expected),
                             current=str(current)))
        self.game_id = game_id
        self.expected = expected
        self.current = current


class GameCorrupt(StoreError):
    """A stored row of one game cannot be read back. Other games are unaffected."""

    def __init__(self, game_id: int, problem: str) -> None:
        super().__init__(msg("bot-store-corrupt", id=str(game_id), problem=problem))
        self.game_id = game_id
        self.problem = problem


class UndoRefused(StoreError):
    """Undo is not allowed here; the message says why."""

    def __init__(self, game_id: int, reason: Message | str) -> None:
        super().__init__(reason)
        self.game_id = game_id
        self.reason = reason


class SoloRunning(StoreError):
    """A solo game was to start for a player who has one running (``create_game``'s
    ``one_in_dm``): checked in the write transaction, so two bot processes starting one at
    the same moment cannot both succeed."""

    def __init__(self, game_id: int, kind: str) -> None:
        super().__init__(f"#{game_id} ({kind})")  # the running game; the lobby words the refusal
        self.game_id = game_id
        self.kind = kind


class ImportRefused(StoreError):
    """An exported game file could not be imported; the message names the step or field."""


class BadInput(StoreError, ValueError):
    """A value handed to the store is malformed (a bool or a too large number where an id
    or a seed belongs, options nested too deeply...). Nothing was written."""
