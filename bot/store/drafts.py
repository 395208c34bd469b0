"""Drafts per (game, seat): a seat's unconfirmed picks, so a reopened panel continues where
it was.

A draft is not game state: nothing in it is applied before Confirm. So a click that only
changes a draft writes nothing to the database: the draft is *held* in the memory of the
process that serves the game (``hold_draft``), and written only when the store closes
(``flush_drafts``: a stop or an upgrade keeps them; the next start reads them back). A
crash loses only those unconfirmed picks. What must survive a crash is *saved*
(``save_draft``, inside the transaction that makes the change: the spent draft of a
committed move remembers the move's length, for undo). ``get_draft`` gives the held draft,
else the saved one.

A draft remembers the game version it was made against; the bot decides whether an old
draft still fits (the store never interprets it).
"""

from __future__ import annotations

import json
import threading
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


class HeldDrafts:
    """The drafts held in this process's memory, as JSON text (so no caller can change a
    held draft behind the store's back), shared by the writer's and the reader's store."""

    def __init__(self) -> None:
        self._held: dict[tuple[int, int], tuple[int, str, str]] = {}  # -> version, text, when
        self._lock = threading.Lock()
        # the first draft revision this process gave out (set by bot/games/drafts.py at its
        # first look at a draft): a panel carrying a lower one was drawn by an earlier
        # process, whose held picks this one never had
        self.first_rev: int | None = None

    def put(self, game_id: int, seat: int, version: int, text: str, when: str) -> None:
        with self._lock:
            self._held[game_id, seat] = (version, text, when)

    def get(self, game_id: int, seat: int) -> tuple[int, str, str] | None:
        with self._lock:
            return self._held.get((game_id, seat))

    def drop(self, game_id: int, seat: int | None = None) -> None:
        with self._lock:
            if seat is not None:
                self._held.pop((game_id, seat), None)
            else:
                for key in [k for k in self._held if k[0] == game_id]:
                    del self._held[key]

    def taken(self) -> list[tuple[int, int, int, str, str]]:
        """Every held draft, (game, seat, version, text, when), and none held any more."""
        with self._lock:
            out = [(g, s, *held) for (g, s), held in sorted(self._held.items())]
            self._held.clear()
        return out

    def __len__(self) -> int:
        with self._lock:
            return len(self._held)


_COLUMNS = ("game_id", "seat", "version", "draft", "updated_at")


class DraftsMixin(StoreBase):
    @property
    def held_drafts(self) -> HeldDrafts:
        """This process's held drafts (made on first use; ``aio`` shares the writer's with
        its reader)."""
        held = self.__dict__.get("_held_drafts")
        if held is None:
            held = self.__dict__["_held_drafts"] = HeldDrafts()
        return held

    @held_drafts.setter
    def held_drafts(self, held: HeldDrafts) -> None:
        self.__dict__["_held_drafts"] = held

    def hold_draft(self, game_id: int, seat: int, version: int, draft: Any) -> None:
        """Keep the seat's draft in memory: no statement, no write transaction (a draft
        click's whole cost). Written to the database by ``flush_drafts``."""
        text = json.dumps(draft, sort_keys=True)  # TypeError for non-JSON, before holding
        if type(version) is not int:
            raise TypeError(f"a draft's version is an int, not {version!r}")
        self.held_drafts.put(game_id, seat, version, text, self._now())

    def save_draft(self, game_id: int, seat: int, version: int, draft: Any) -> None:
        """Write the seat's draft to the database now (in the caller's transaction, when
        there is one), replacing any held one."""
        text = json.dumps(draft, sort_keys=True)  # TypeError for non-JSON, before writing
        with self._lock, write_transaction(self.db), self._of_game(game_id):
            self.db.execute(upsert("drafts", _COLUMNS, ("game_id", "seat")),
                            [game_id, seat, version, text, self._now()])
        self.held_drafts.drop(game_id, seat)

    def get_draft(self, game_id: int, seat: int) -> Draft | None:
        held = self.held_drafts.get(game_id, seat)
        if held is not None:
            version, text, when = held
            return _draft(game_id, seat, version, text, when)
        with self._lock:
            row = self._row("SELECT * FROM drafts WHERE game_id = ? AND seat = ?",
                            [game_id, seat])
        if row is None:
            return None
        return _draft(game_id, seat, row["version"], row["draft"], row["updated_at"])

    def clear_draft(self, game_id: int, seat: int | None = None) -> None:
        """Forget one seat's draft, or every draft of the game (held and saved)."""
        with self._lock, write_transaction(self.db):
            if seat is None:
                self.db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
            else:
                self.db.execute("DELETE FROM drafts WHERE game_id = ? AND seat = ?",
                                [game_id, seat])
        self.held_drafts.drop(game_id, seat)

    def flush_drafts(self) -> int:
        """Write every held draft to the database in one transaction (the store closes: a
        stop, a restart, an upgrade); how many. A draft of a game no longer played is dropped."""
        held = self.held_drafts.taken()
        if not held:
            return 0
        games = sorted({h[0] for h in held})
        with self._lock, write_transaction(self.db):
            live = {r["id"] for r in self.db.query(
                f"SELECT id FROM games WHERE status = 'active' AND id IN ({', '.join('?' * len(games))})",
                games)}
            rows = [list(h) for h in held if h[0] in live]
            for row in rows:
                self.db.execute(upsert("drafts", _COLUMNS, ("game_id", "seat")), row)
        return len(rows)


def _draft(game_id: int, seat: int, version: Any, text: Any, when: str) -> Draft | None:
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None  # a damaged draft is only a lost convenience: start afresh
    if json_problem(value) is not None:
        return None  # nested too deeply, numbers too large...: the same
    if type(version) is not int:
        return None
    return Draft(game_id, seat, version, value, when)
