"""Starting games: ``/<game> new`` (a lobby in a server channel) and ``/<game> solo`` (a DM)."""

from ._cog import LobbyCog
from ._views import LobbyButton

__all__ = ["LobbyButton", "LobbyCog"]
