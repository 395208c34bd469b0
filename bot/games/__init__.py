"""The game service: the game-agnostic layer between Discord and the store + engines.

No discord imports here: the cogs (bot/cogs) and components (bot/ui) translate.
"""

from . import mombasa as _mombasa  # noqa: F401  (registers the Mombasa profile)
from .board import Picture, Renderer
from .errors import GameOver, NoGameHere, NotAPlayer, NotYourTurn, PlayRefused, StalePanel
from .profiles import (
    GameProfile,
    LobbyOption,
    SoloSetup,
    get_profile,
    kinds_for_command,
    register_profile,
    registered_profiles,
)
from .service import Choice, GameService, GameSummary, Outcome, Panel, mention

__all__ = [
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
    "Renderer",
    "SoloSetup",
    "StalePanel",
    "get_profile",
    "kinds_for_command",
    "mention",
    "register_profile",
    "registered_profiles",
]
