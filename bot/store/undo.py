"""Undo: take back your own latest moves, while nobody else has acted and nothing was revealed.

The undone actions stay in the log, marked with the id of an ``undos`` row that says who
undid what and when, so history stays auditable. The version goes up, as for any change,
so buttons shown before the undo are stale afterwards.
"""

from __future__ import annotations

from rules.core import Message, msg

from .base import StoreBase
from .db import read_transaction, write_transaction
from .errors import GameCorrupt, StaleVersion, UndoRefused
from .records import GameRecord, LoadedGame, LogEntry, log_entry
from .replay import ReplayFailed, decode_action


class UndoMixin(StoreBase):
    def undo_refusal(self, game_id: int, seat: int, count: int = 1) -> str | None:
        """Why ``seat`` may not undo its last ``count`` actions now (English), or None."""
        with self._lock, read_transaction(self.db):
            record = self._record(game_id)
            tail = self._undo_tail(game_id, count)
            reason = (self._refusal(record, seat, count, tail) or self._binding(record, count, tail)
                      or self._before_base(record, count, tail))
            return None if reason is None else str(UndoRefused(game_id, reason))

    def undo(self, game_id: int, seat: int, expected_version: int, count: int = 1) -> LoadedGame:
        """Undo the last ``count`` live actions of ``seat``; returns the game afterwards.

        Raises UndoRefused (with the reason), StaleVersion, GameNotFound or GameCorrupt.
        """
        with self._lock:
            with read_transaction(self.db):
                record = self._record(game_id)
                if record.version != expected_version:
                    raise StaleVersion(game_id, expected_version, record.version)
                tail = self._undo_tail(game_id, count)
                reason = (self._refusal(record, seat, count, tail) or self._binding(record, count, tail)
                          or self._before_base(record, count, tail))
                if reason:
                    raise UndoRefused(game_id, reason)
                game = self._engine(record)
                undone = tail[:count]
                target = tail[count].seq if len(tail) > count else 0
                state = self._state_at(record, game, target)
                dump = game.dump(state)
            now = self._now()
            with write_transaction(self.db):
                self._lock_game(game_id)
                current = self._record(game_id)
                if current.version != expected_version:
                    raise StaleVersion(game_id, expected_version, current.version)
                new_version = expected_version + 1
                held = self._highest_version(game_id)
                if held >= new_version:  # the version was set back from outside
                    raise GameCorrupt(game_id, f"version {new_version} is already in its log "
                                      f"(up to {held})")
                seqs = [e.seq for e in undone]
                cursor = self.db.execute(
                    "INSERT INTO undos (game_id, seat, first_seq, last_seq, version, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [game_id, seat, min(seqs), max(seqs), new_version, now])
                undo_id = cursor.lastrowid
                self.db.execute(
                    f"UPDATE actions SET undo_id = ? WHERE game_id = ? AND undo_id IS NULL "
                    f"AND seq IN ({', '.join('?' * len(seqs))})", [undo_id, game_id, *seqs])
                # Snapshots past the new end describe undone states: they are derived data.
                self.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > ?",
                                [game_id, target])
                self._store_snapshot(game_id, target, dump, game.format_version)
                self.db.execute(
                    "UPDATE games SET version = ?, updated_at = ? WHERE id = ? AND version = ?",
                    [new_version, now, game_id, expected_version])
                record = self._record(game_id)
                seats = self._seats(game_id)
            return LoadedGame(record, game, state, target, seats)

    def _undo_tail(self, game_id: int, count: int) -> list[LogEntry]:
        """The last ``count + 1`` live actions, newest first (one more to know the new end)."""
        rows = self.db.query(
            "SELECT * FROM actions WHERE game_id = ? AND undo_id IS NULL "
            "ORDER BY seq DESC LIMIT ?", [game_id, max(count, 0) + 1])
        return [log_entry(r) for r in rows]

    def _binding(self, record: GameRecord, count: int, tail: list[LogEntry]) -> Message | None:
        """A decision the game's rules make binding once confirmed (Batavia's bids and
        passes: rules.core.Game.binding) is not taken back; the game's message names the rule."""
        game = self._engine(record)
        for e in tail[:count]:
            try:
                action = decode_action(game, e.action, seq=e.seq, seat=e.seat, format_version=e.format_version)
            except ReplayFailed:
                continue  # an undecodable row is the replay's concern, not undo's
            reason = game.binding(action)
            if reason is not None:
                return reason
        return None

    def _before_base(self, record: GameRecord, count: int, tail: list[LogEntry]) -> Message | None:
        """Moves before the replay base of a log recorded under older rules (base.py
        ``_base``) are history: today's engine may not replay them, so no undo goes there."""
        target = tail[count].seq if len(tail) > count else 0
        base = self._base(record, self._engine(record))
        if base is not None and target < base[0]:
            return msg("bot-undo-older-rules")
        return None

    @staticmethod
    def _refusal(record: GameRecord, seat: int, count: int, tail: list[LogEntry]) -> Message | None:
        if count < 1:
            return msg("bot-undo-nothing")
        if record.status != "active":
            return msg("bot-undo-closed", id=str(record.id), status=record.status)
        undone = tail[:count]
        if len(undone) < count:
            return msg("bot-undo-not-that-many" if undone else "bot-undo-none")
        if undone[0].seat != seat:
            return msg("bot-undo-others-moved")
        if any(e.seat != seat for e in undone):
            return msg("bot-undo-only-own")
        if any(e.reveals for e in undone):
            return msg("bot-undo-revealed")
        return None
