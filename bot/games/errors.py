"""Refusals the game service raises. Each message is plain language, meant for the player.

The Discord layer turns these (and the engine's ``IllegalAction`` and the store's
``StaleVersion``/``UndoRefused``/``GameClosed``) into private replies; anything else is an
unexpected error, logged with the game id and answered with an apology and an error id.
"""

from __future__ import annotations


class PlayRefused(Exception):
    """Base class: the request was understood but cannot be done. ``str()`` is for the user."""


class NotAPlayer(PlayRefused):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are not playing in game #{game_id}, so these controls are not for you.")
        self.game_id = game_id


class NotYourTurn(PlayRefused):
    def __init__(self, game_id: int, waiting_for: str = "") -> None:
        tail = f" The game is waiting for {waiting_for}." if waiting_for else ""
        super().__init__(f"It is not your turn in game #{game_id}.{tail}")
        self.game_id = game_id


class StalePanel(PlayRefused):
    """A button or menu from an older panel: the game (or your draft) has moved on."""

    def __init__(self, game_id: int) -> None:
        super().__init__(
            f"Those controls are out of date: game #{game_id} has moved on since they were shown. "
            "Nothing was changed."
        )
        self.game_id = game_id


class NoGameHere(PlayRefused):
    def __init__(self, text: str = "") -> None:
        super().__init__(
            text
            or "There is no game running here. Use this command inside a game's thread, in your "
            "DM with the bot for a solo game, or pick a game with the `game` option."
        )


class GameOver(PlayRefused):
    def __init__(self, game_id: int, status: str = "finished") -> None:
        super().__init__(f"Game #{game_id} is {status}; it takes no more moves.")
        self.game_id = game_id
