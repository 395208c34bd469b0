"""Batavia (3-5 players) behind the game protocol: East India companies, ship card
auctions, majorities and Company Seals, trading posts, warehouses and pirates."""

from rules.batavia.game import BataviaGame
from rules.catalogues import add_catalogue
from rules.core import register

add_catalogue("rules.batavia", ["batavia.ftl"])
register("batavia", BataviaGame)

__all__ = ["BataviaGame"]
