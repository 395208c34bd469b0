"""The recent history of a game with what each action said: labels and events, replayed.

Events are not stored (the log is the truth and the engine is pure), so they are rebuilt by
replaying the window of the log from the state just before it. Visibility is the caller's
business: every event keeps its ``visible_to``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Event, Message, get_game

from .base import StoreBase, possible_game_id
from .db import read_transaction
from .errors import GameCorrupt, GameNotFound
from .records import LogEntry, log_entry
from .replay import ReplayFailed, Step, apply_logged, decode_action


@dataclass(frozen=True)
class HistoryEntry:
    entry: LogEntry
    label: str  # the action's label from the legal list it was chosen from ("" if unknown)
    events: list[Event] = field(default_factory=list)
    message: Message | None = None  # that label as a catalogue message, when it has one


class HistoryMixin(StoreBase):
    def history(self, game_id: int, last: int = 40, *, labelled: bool = True,
                step: Step | None = None) -> list[HistoryEntry]:
        """The last ``last`` live actions, oldest first, with labels and replayed events
        (``labelled=False``: the events only, no labels: finding an action's label asks the
        engine for the legal actions it was chosen from, the most of a replay's work).
        ``step``: how to apply each action (``replay.Step``; default the engine's apply).

        Raises GameNotFound or GameCorrupt (a log that no longer replays)."""
        with self._lock, read_transaction(self.db):
            record = self._record(game_id)
            game = self._engine(record)
            rows = list(self.db.query(
                "SELECT * FROM actions WHERE game_id = ? AND undo_id IS NULL "
                "ORDER BY seq DESC LIMIT ?", [game_id, max(0, last) + 1]))
            entries = [log_entry(r) for r in reversed(rows)]
            if len(entries) > last:
                before, entries = entries[0].seq, entries[1:]
                known = self.logged_states.get((game_id, before, rows[-1]["chain"], type(game)))
            else:
                before, known = 0, None
            base = self._base(record, game)
            older: list[HistoryEntry] = []
            if base is not None and before < base[0]:
                # recorded under older rules: read back as stored, not replayed
                older = [self._as_stored(game, e) for e in entries if e.seq <= base[0]]
                entries = [e for e in entries if e.seq > base[0]]
                state = base[2]
            else:  # the state loaded when the log ended at ``before``, else rebuilt
                state = known if known is not None else self._state_at(record, game, before)
            try:
                return older + self._replay_window(game, state, entries, labelled, step)
            except ReplayFailed as exc:
                raise GameCorrupt(game_id, str(exc)) from None

    def since_seat(self, game_id: int, seat: int, window: int = 40, *,
                   step: Step | None = None) -> list[HistoryEntry]:
        """The live actions after ``seat``'s last one, oldest first, with their replayed
        events (no labels: ``history(labelled=False)``); none when the seat acted last or
        not among the last ``window`` live actions ("since your last move").

        One statement reads the seat's last action and every one after it (within the
        window), with the game's kind and the oldest format in its log; they are replayed
        from the state the game was loaded in after the seat's action (``LoggedStates``).
        When that state is not at hand, or the log holds actions of older rules, it is
        ``history`` that reads and replays them, as it always did. Raises GameNotFound or
        GameCorrupt (a log that no longer replays)."""
        with self._lock:
            possible_game_id(game_id)
            # the game's row always comes (a game without such actions: one row of NULLs)
            found = list(self.db.query(
                "SELECT a.*, g.kind AS game_kind, (SELECT MIN(format_version) FROM actions "
                "WHERE game_id = g.id AND undo_id IS NULL) AS oldest_format "
                "FROM games g LEFT JOIN actions a ON a.game_id = g.id AND a.undo_id IS NULL "
                "AND a.seq >= (SELECT MAX(w.seq) FROM (SELECT seq, seat FROM actions "
                "WHERE game_id = ? AND undo_id IS NULL ORDER BY seq DESC LIMIT ?) w WHERE w.seat = ?) "
                "WHERE g.id = ? ORDER BY a.seq", [game_id, max(0, window), seat, game_id]))
        if not found:
            raise GameNotFound(game_id)
        rows = [r for r in found if r["seq"] is not None]
        if len(rows) < 2:  # the seat acted last, or not among the last ``window`` actions
            return []
        try:
            game = get_game(rows[0]["game_kind"])
        except KeyError:
            raise GameCorrupt(game_id, f"its game kind {rows[0]['game_kind']!r} is not installed") from None
        state = self.logged_states.get((game_id, rows[0]["seq"], rows[0]["chain"], type(game)))
        if state is None or rows[0]["oldest_format"] < game.format_version:
            return self.history(game_id, len(rows) - 1, labelled=False, step=step)
        try:
            return self._replay_window(game, state, [log_entry(r) for r in rows[1:]], False, step)
        except ReplayFailed as exc:
            raise GameCorrupt(game_id, str(exc)) from None

    @staticmethod
    def _as_stored(game, entry: LogEntry) -> HistoryEntry:
        """An action before the replay base: its own label, no events (they are not stored)."""
        try:
            action = decode_action(game, entry.action, seq=entry.seq, seat=entry.seat,
                                   format_version=entry.format_version)
            label = action.label or action.kind
        except ReplayFailed:
            label = ""
        return HistoryEntry(entry, label)

    @staticmethod
    def _replay_window(game, state, entries: list[LogEntry], labelled: bool = True,
                       step: Step | None = None) -> list[HistoryEntry]:
        out = []
        for entry in entries:
            if not labelled:
                state, events = apply_logged(game, state, entry, step)
                out.append(HistoryEntry(entry, "", list(events)))
                continue
            action = decode_action(game, entry.action, seq=entry.seq, seat=entry.seat,
                                   format_version=entry.format_version)
            label, message = "", None
            try:
                legal = game.legal_actions(state, entry.seat)
                if action in legal:
                    chosen = legal[legal.index(action)]
                    label, message = chosen.label, chosen.message
            except Exception:  # noqa: BLE001 - a label is a nicety; the replay decides
                label, message = "", None
            state, events = apply_logged(game, state, entry, step)
            out.append(HistoryEntry(entry, label or action.label or action.kind, list(events),
                                    message or action.message))
        return out
