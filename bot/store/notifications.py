"""Each player's notification settings (``/settings``), by Discord user id."""

from __future__ import annotations

from dataclasses import dataclass

from .base import StoreBase
from .db import upsert, write_transaction


@dataclass(frozen=True)
class Notifications:
    reminders: str = "thread"  # "thread" or "dm": where turn reminders go
    quiet_from: int | None = None  # quiet hours, whole hours of the player's day (0-23)
    quiet_to: int | None = None
    time_zone: str = "UTC"  # an IANA name ("Europe/Amsterdam")
    own_turn_only: bool = False  # no pings but for the player's own turn


class NotificationsMixin(StoreBase):
    def get_notifications(self, user_id: int) -> Notifications:
        with self._lock:
            rows = list(self.db.query("SELECT * FROM notifications WHERE user_id = ?", [user_id]))
        if not rows:
            return Notifications()
        row = rows[0]
        return Notifications(row["reminders"], row["quiet_from"], row["quiet_to"], row["time_zone"],
                             bool(row["own_turn_only"]))

    def set_notifications(self, user_id: int, settings: Notifications) -> None:
        with self._lock, write_transaction(self.db):
            self.db.execute(
                upsert("notifications", ("user_id", "reminders", "quiet_from", "quiet_to",
                                         "time_zone", "own_turn_only", "updated_at"), ("user_id",)),
                [user_id, settings.reminders, settings.quiet_from, settings.quiet_to,
                 settings.time_zone, int(settings.own_turn_only), self._now()])
