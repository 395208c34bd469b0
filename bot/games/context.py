"""A game as loaded for one request, with its profile looked up once.

Every part of the service that works on a loaded game takes a ``GameContext``: the engine,
the state, the seats and the game's profile (what the bot knows of the game beyond the
engine protocol) travel together, so no function looks the profile up by name again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from bot.store import LoadedGame, Place, Seat
from rules.core import Game

from .errors import GameOver, NotAPlayer
from .naming import Liner, namer, seat_name, seat_names
from .profiles import GameProfile, get_profile


@dataclass(frozen=True)
class GameContext:
    loaded: LoadedGame
    profile: GameProfile

    @classmethod
    def of(cls, loaded: LoadedGame) -> GameContext:
        return cls(loaded, get_profile(loaded.record.kind))

    @classmethod
    def load(cls, store: Any, game_id: int) -> GameContext:
        """The game from ``store`` (a synchronous store, on its thread)."""
        return cls.of(store.load_game(game_id))

    # -- the loaded game ---------------------------------------------------------------
    @property
    def id(self) -> int:
        return self.loaded.id

    @property
    def kind(self) -> str:
        return self.loaded.record.kind

    @property
    def game(self) -> Game:
        return self.loaded.game

    @property
    def state(self) -> Any:
        return self.loaded.state

    @property
    def version(self) -> int:
        return self.loaded.version

    @property
    def seats(self) -> list[Seat]:
        return self.loaded.seats

    @property
    def place(self) -> Place:
        return self.loaded.record.place

    # -- words -------------------------------------------------------------------------
    @cached_property
    def names(self) -> list[str]:
        """The seats' display names (a mention, or the automated opponent's name)."""
        return seat_names(self.seats, self.profile)

    @cached_property
    def name(self) -> Liner:
        """An event's thread line, with the seats named (``naming.namer``)."""
        return namer(self.seats, self.profile)

    def seat_name(self, seat: int) -> str:
        return seat_name(self.seats[seat], self.profile)

    # -- who may act -------------------------------------------------------------------
    def seat_of(self, user_id: int) -> int:
        """The user's seat (NotAPlayer for anyone else, and for an automated seat)."""
        return seat_of(self.id, self.seats, user_id)

    def require_active(self) -> None:
        if self.loaded.record.status != "active":
            raise GameOver(self.id, self.loaded.record.status)


def seat_of(game_id: int, seats: list[Seat], user_id: int) -> int:
    for s in seats:
        if s.user_id == user_id and not s.automa:
            return s.seat
    raise NotAPlayer(game_id)
