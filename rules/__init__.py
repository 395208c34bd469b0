"""Pure game engines behind one protocol (see rules.core). No I/O, no Discord, no images."""

from rules.core import (
    Action,
    Event,
    Game,
    GameError,
    IllegalAction,
    OptionError,
    Rng,
    event,
    game_names,
    get_game,
    register,
)

__all__ = [
    "Action",
    "Event",
    "Game",
    "GameError",
    "IllegalAction",
    "OptionError",
    "Rng",
    "event",
    "game_names",
    "get_game",
    "register",
]
