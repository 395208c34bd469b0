"""What can go wrong in the store, each with a plain-language message for players or admins.

Engine refusals (``rules.IllegalAction``, ``rules.OptionError``) pass through unchanged: they
already speak to the player. Every store error leaves the database exactly as it was.
"""

from __future__ import annotations


class StoreError(Exception):
    """Base class of the store's own errors. ``str(error)`` is meant for humans."""


class GameNotFound(StoreError, LookupError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"There is no game #{game_id}.")
        self.game_id = game_id


class StaleVersion(StoreError):
    """The request was made against a version of the game that is no longer current.

    Typical cause: a second click on the same button, or a button from an old message.
    """

    def __init__(self, game_id: int, expected: int, current: int) -> None:
        super().__init__(
            f"Game #{game_id} has moved on since those buttons were shown "
            f"(they were for version {expected}, the game is now at version {current}). "
            "Nothing was changed; please use the latest panel."
        )
        self.game_id = game_id
        self.expected = expected
        self.current = current


class GameCorrupt(StoreError):
    """A stored row of one game cannot be read back. Other games are unaffected."""

    def __init__(self, game_id: int, problem: str) -> None:
        super().__init__(
            f"Game #{game_id} cannot be loaded: {problem}. "
            "An admin can check it with verify and rebuild its snapshots with repair."
        )
        self.game_id = game_id
        self.problem = problem


class UndoRefused(StoreError):
    """Undo is not allowed here; the message says why."""

    def __init__(self, game_id: int, reason: str) -> None:
        super().__init__(reason)
        self.game_id = game_id
        self.reason = reason


class ImportRefused(StoreError):
    """An exported game file could not be imported; the message names the step or field."""


class BadInput(StoreError, ValueError):
    """A value handed to the store is malformed (a bool or a too large number where an id
    or a seed belongs, options nested too deeply...). Nothing was written."""
