"""Bot-side settings of a game: reminder interval, turn deadline, solo difficulty, set-up.

They are not game state (the engine never sees them and they do not change the version),
so they live beside the game in ``game_settings``. Unknown keys are kept in ``extra``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from .base import StoreBase
from .db import upsert, write_transaction


@dataclass(frozen=True)
class GameSettings:
    reminder_hours: float = 0.0  # 0: no turn reminders
    deadline_hours: float = 0.0  # 0: no turn deadline
    difficulty: str | None = None  # a solo game's automa difficulty
    setup: str | None = None  # the set-up chosen in the lobby
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Every setting that is set, as one flat dict (``extra`` merged in)."""
        out: dict[str, Any] = dict(self.extra)
        for f in fields(self):
            if f.name == "extra":
                continue
            value = getattr(self, f.name)
            if value is not None:
                out[f.name] = value
        return out

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> GameSettings:
        """Build from a flat dict; numbers are checked, unknown keys go to ``extra``."""
        known = {f.name for f in fields(cls)} - {"extra"}
        kwargs: dict[str, Any] = {}
        for name in ("reminder_hours", "deadline_hours"):
            if values.get(name) is not None:
                number = float(values[name])
                if number < 0 or number != number:
                    raise ValueError(f"{name} must be a number of hours, 0 or more")
                kwargs[name] = number
        for name in ("difficulty", "setup"):
            if values.get(name) is not None:
                kwargs[name] = str(values[name])
        extra = {k: v for k, v in values.items() if k not in known}
        json.dumps(extra)  # TypeError for non-JSON values, before anything is written
        return cls(**kwargs, extra=extra)


def _hours(value: Any) -> float:
    number = float(value or 0)
    return int(number) if number.is_integer() else number  # "24 h", not "24.0 h"


def _from_row(row: Mapping[str, Any]) -> GameSettings:
    try:
        extra = json.loads(row["extra"] or "{}")
    except ValueError:
        extra = {}  # a damaged extra is a lost convenience, not a lost game
    return GameSettings(
        _hours(row["reminder_hours"]), _hours(row["deadline_hours"]), row["difficulty"],
        row["setup"], extra if isinstance(extra, dict) else {})


class SettingsMixin(StoreBase):
    def get_settings(self, game_id: int) -> GameSettings:
        """The game's settings; defaults when none were stored. Raises GameNotFound."""
        with self._lock:
            self._record(game_id)
            row = self._row("SELECT * FROM game_settings WHERE game_id = ?", [game_id])
        return GameSettings() if row is None else _from_row(row)

    def set_settings(self, game_id: int, settings: GameSettings | Mapping[str, Any], *,
                     merge: bool = True) -> GameSettings:
        """Store settings; with ``merge`` the given keys update the stored ones."""
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            return self._write_settings(game_id, settings, merge=merge)

    def _write_settings(self, game_id: int, settings: GameSettings | Mapping[str, Any], *,
                        merge: bool) -> GameSettings:
        """Caller holds the write transaction."""
        values = settings.as_dict() if isinstance(settings, GameSettings) else dict(settings)
        if merge:
            row = self._row("SELECT * FROM game_settings WHERE game_id = ?", [game_id])
            if row is not None:
                values = {**_from_row(row).as_dict(), **values}
        new = GameSettings.from_mapping(values)
        self.db.execute(
            upsert("game_settings", ("game_id", "reminder_hours", "deadline_hours", "difficulty",
                                     "setup", "extra", "updated_at"), ("game_id",)),
            [game_id, new.reminder_hours, new.deadline_hours, new.difficulty, new.setup,
             json.dumps(new.extra, sort_keys=True), self._now()])
        return new

    # -- a user's own settings (not tied to a game) ----------------------------------------
    def user_language(self, user_id: int) -> str | None:
        """The language the user chose ("en", "nl"), or None: follow their client's locale."""
        with self._lock:
            row = self._row("SELECT language FROM user_settings WHERE user_id = ?", [user_id])
        return None if row is None else row["language"]

    def set_user_language(self, user_id: int, language: str | None) -> None:
        """Remember the user's language (None: follow their client's locale again)."""
        with self._lock, write_transaction(self.db):
            self.db.execute(
                upsert("user_settings", ("user_id", "language", "updated_at"), ("user_id",)),
                [user_id, language, self._now()])
