"""The game service: the game-agnostic layer between Discord and the store + engines.

No discord imports here: the cogs (bot/cogs) and components (bot/ui) translate.
"""

# Each game is a package of its own (bot/games/<game>/), found by bot.games.plugins.
from .board import Picture, Renderer
from .errors import GameOver, NoGameHere, NotAPlayer, NotYourTurn, PlayRefused, StalePanel
from .parse import BadInput, ChoiceValue, format_choice, parse_choice, parse_game_option, parse_int
from .profiles import (
    AmountWords,
    GameProfile,
    LobbyOption,
    ProfileError,
    SoloSetup,
    amount_words,
    get_profile,
    kinds_for_command,
    register_profile,
    registered_profiles,
)
from .service import Choice, GameService, GameSummary, Outcome, Panel, Viewer, in_scope, mention

__all__ = [
    "AmountWords",
    "amount_words",
    "Viewer",
    "in_scope",
    "BadInput",
    "ChoiceValue",
    "format_choice",
    "parse_choice",
    "parse_game_option",
    "parse_int",
    "Choice",
    "GameOver",
    "GameProfile",
    "GameService",
    "GameSummary",
    "LobbyOption",
    "NoGameHere",
    "NotAPlayer",
    "NotYourTurn",
    "Outcome",
    "Panel",
    "Picture",
    "PlayRefused",
    "ProfileError",
    "Renderer",
    "SoloSetup",
    "StalePanel",
    "get_profile",
    "kinds_for_command",
    "mention",
    "register_profile",
    "registered_profiles",
]
