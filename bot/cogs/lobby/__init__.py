"""Starting games: ``/mombasa new`` (a lobby in a server channel) and ``/mombasa solo`` (a DM)."""

from ._cog import LobbyCog, setup
from ._views import LobbyButton

__all__ = ["LobbyButton", "LobbyCog", "setup"]
