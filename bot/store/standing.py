"""Standing instructions per (game, seat, auction): "bid for me up to N notes" (``ceiling``)
or "I pass on this auction" (no ceiling), kept beside the drafts as seat-private data.

The store keeps them and never interprets them: which auction is under way, what an
instruction plays and when it ends are the bot's (``bot.games.standing``). Nothing else in
the store reads this table: no export, history, log or statistic shows an instruction.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import msg

from .base import StoreBase
from .db import upsert, write_transaction
from .errors import BadInput

CEILING_MAX = 2**31 - 1  # an INTEGER in both databases; any real ceiling is far below


@dataclass(frozen=True)
class StandingInstruction:
    game_id: int
    seat: int
    auction: int
    ceiling: int | None  # the highest bid; None: pass on this auction
    set_at: str

    @property
    def passes(self) -> bool:
        return self.ceiling is None


class StandingMixin(StoreBase):
    def set_standing(self, game_id: int, seat: int, auction: int, ceiling: int | None) -> None:
        """Leave (or change) the seat's instruction for ``auction``."""
        if ceiling is not None and (type(ceiling) is not int or not 0 <= ceiling <= CEILING_MAX):
            raise BadInput(msg("bot-store-bad-ceiling", most=CEILING_MAX))
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            self.db.execute(
                upsert("standing_instructions", ("game_id", "seat", "auction", "ceiling", "set_at"),
                       ("game_id", "seat", "auction")),
                [game_id, seat, auction, ceiling, self._now()])

    def get_standing(self, game_id: int, seat: int, auction: int) -> StandingInstruction | None:
        with self._lock:
            row = self._row("SELECT * FROM standing_instructions WHERE game_id = ? AND seat = ? "
                            "AND auction = ?", [game_id, seat, auction])
        if row is None:
            return None
        ceiling = row["ceiling"]
        if ceiling is not None and (type(ceiling) is not int or ceiling < 0):
            return None  # a damaged row plays nothing: the seat is asked as without one
        return StandingInstruction(game_id, seat, auction, ceiling, row["set_at"])

    def drop_standing(self, game_id: int, seat: int, auction: int) -> bool:
        """Forget the seat's instruction for ``auction``; whether there was one."""
        with self._lock, write_transaction(self.db):
            return self.db.execute(
                "DELETE FROM standing_instructions WHERE game_id = ? AND seat = ? AND auction = ?",
                [game_id, seat, auction]).rowcount > 0

    def end_standing(self, game_id: int, current: int | None = None) -> int:
        """Forget the game's instructions for every auction but ``current`` (None: all):
        an instruction ends with its auction. How many were forgotten."""
        with self._lock, write_transaction(self.db):
            if current is None:
                cursor = self.db.execute("DELETE FROM standing_instructions WHERE game_id = ?",
                                         [game_id])
            else:
                cursor = self.db.execute("DELETE FROM standing_instructions WHERE game_id = ? "
                                         "AND auction != ?", [game_id, current])
            return cursor.rowcount
