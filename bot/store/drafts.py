"""Saved secret-planning drafts per (game, seat), so a reopened panel continues where it was.

A draft remembers the game version it was made against; the bot decides whether an old
draft still fits (the store never interprets it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from rules.core import json_problem

from .base import StoreBase
from .db import upsert, write_transaction


@dataclass(frozen=True)
class Draft:
    game_id: int
    seat: int
    version: int
    draft: Any  # JSON-ready
    updated_at: str


class DraftsMixin(StoreBase):
    def save_draft(self, game_id: int, seat: int, version: int, draft: Any) -> None:
        text = json.dumps(draft, sort_keys=True)  # TypeError for non-JSON, before writing
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            self.db.execute(
                upsert("drafts", ("game_id", "seat", "version", "draft", "updated_at"),
                       ("game_id", "seat")), [game_id, seat, version, text, self._now()])

    def get_draft(self, game_id: int, seat: int) -> Draft | None:
        with self._lock:
            row = self._row("SELECT * FROM drafts WHERE game_id = ? AND seat = ?",
                            [game_id, seat])
        if row is None:
            return None
        try:
            value = json.loads(row["draft"])
        except (TypeError, ValueError, RecursionError):
            return None  # a damaged draft is only a lost convenience: start afresh
        if json_problem(value) is not None:
            return None  # nested too deeply, numbers too large...: the same
        if type(row["version"]) is not int:
            return None
        return Draft(game_id, seat, row["version"], value, row["updated_at"])

    def clear_draft(self, game_id: int, seat: int | None = None) -> None:
        """Forget one seat's draft, or every draft of the game."""
        with self._lock, write_transaction(self.db):
            if seat is None:
                self.db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
            else:
                self.db.execute("DELETE FROM drafts WHERE game_id = ? AND seat = ?",
                                [game_id, seat])
