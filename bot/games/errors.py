"""Refusals the game service raises. Each carries a message for the player (``.message``);
``str()`` is its English.

The Discord layer turns these (and the engine's ``IllegalAction`` and the store's
``StaleVersion``/``UndoRefused``/``GameClosed``) into private replies; anything else is an
unexpected error, logged with the game id and answered with an apology and an error id.
"""

from __future__ import annotations

from bot.words import english
from rules.core import Message, msg


class PlayRefused(Exception):
    """Base class: the request was understood but cannot be done. ``.message`` is for the
    user (a catalogue message; a plain string is accepted as text that already is words)."""

    def __init__(self, message: Message | str = "") -> None:
        if not isinstance(message, Message):
            message = msg("bot-text", text=str(message))
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return english(self.message)


class NotAPlayer(PlayRefused):
    def __init__(self, game_id: int) -> None:
        super().__init__(msg("bot-not-a-player", id=str(game_id)))
        self.game_id = game_id


class NotYourTurn(PlayRefused):
    def __init__(self, game_id: int, waiting_for: str = "") -> None:
        if waiting_for:
            super().__init__(msg("bot-not-your-turn-waiting", id=str(game_id), waiting=waiting_for))
        else:
            super().__init__(msg("bot-not-your-turn", id=str(game_id)))
        self.game_id = game_id
        self.waiting_for = waiting_for


class StalePanel(PlayRefused):
    """A button or menu from an older panel: the game (or your draft) has moved on."""

    def __init__(self, game_id: int) -> None:
        super().__init__(msg("bot-stale-panel", id=str(game_id)))
        self.game_id = game_id


class Restarting(PlayRefused):
    """The bot is stopping (SIGTERM, Ctrl+C): it finishes the moves in flight and takes no
    new ones; the player tries again once it is back."""

    def __init__(self) -> None:
        super().__init__(msg("bot-restarting"))


class NoGameHere(PlayRefused):
    def __init__(self, text: Message | str = "") -> None:
        super().__init__(text or msg("bot-no-game-here"))


class GameOver(PlayRefused):
    def __init__(self, game_id: int, status: str = "finished") -> None:
        super().__init__(msg("bot-game-closed", id=str(game_id), status=status))
        self.game_id = game_id


class DraftLost(StalePanel):
    """A panel showing unconfirmed picks this process does not hold: they were lost when
    the bot restarted without stopping cleanly (drafts live in memory, bot/store/drafts.py).
    Refused like any stale panel (nothing changes), and said plainly."""

    def __init__(self, game_id: int) -> None:
        PlayRefused.__init__(self, msg("bot-draft-lost", id=str(game_id)))
        self.game_id = game_id


class DraftUnsaved(StalePanel):
    """A panel this process drew, showing picks it no longer holds though it did not
    restart: saving a change failed (a move's transaction rolled back, taking the saved
    draft with it, after the held one was dropped: bot/store/drafts.py). Refused like any
    stale panel (nothing changes), with the true reason."""

    def __init__(self, game_id: int) -> None:
        PlayRefused.__init__(self, msg("bot-draft-unsaved", id=str(game_id)))
        self.game_id = game_id
