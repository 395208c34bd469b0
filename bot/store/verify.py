"""Admin checks: replay a game's whole log and compare it with what is stored, and repair
by rebuilding the derived data (snapshots, status, results) from the log, which is the truth.
"""

from __future__ import annotations

from migrations.integrity import link
from rules.core import Event

from .base import CHECKPOINT_EVERY, StoreBase
from .db import read_transaction, write_transaction
from .errors import GameCorrupt
from .records import GameRecord, LogEntry, State, VerifyReport
from .replay import ReplayFailed, current_dump, initial_state, replay


class VerifyMixin(StoreBase):
    def verify_game(self, game_id: int) -> VerifyReport:
        """Replay the whole live log and compare with every stored snapshot. Never writes.
        A log recorded under older rules is replayed from its base (``_base``), said in
        ``notes``; without a trusted base the whole log is replayed.

        Raises GameNotFound only; everything else wrong is listed in the report.
        """
        with self._lock, read_transaction(self.db):
            report = VerifyReport(game_id, ok=True)
            try:
                record = self._record(game_id)
                game = self._engine(record)
            except GameCorrupt as exc:
                report.problems.append(exc.problem)
                report.ok = False
                return report
            log = self._log(game_id, live_only=False)
            live = [e for e in log if e.undo_id is None]
            report.undone = len(log) - len(live)
            rows = list(self.db.query(
                "SELECT seq, state, chain, digest, format_version FROM snapshots WHERE game_id = ?",
                [game_id]))
            snaps: dict[int, str] = {}
            for r in rows:
                try:  # an older format is compared as today's engine reads it
                    snaps[r["seq"]] = current_dump(game, r["state"], r["format_version"])
                except Exception as exc:
                    snaps[r["seq"]] = r["state"]
                    report.problems.append(f"snapshot #{r['seq']} is unreadable ({exc})")
            live_seqs = {0} | {e.seq for e in live}
            for seq in sorted(set(snaps) - live_seqs):
                report.problems.append(f"snapshot #{seq} is not at a live action")
            report.problems += self._seat_problems(record)
            report.problems += self._chain_problems(game_id, live)
            for r in rows:
                if r["seq"] in live_seqs:
                    problem = self._snapshot_problem(game_id, r["seq"], r["state"], r["chain"],
                                                     r["digest"])
                    if problem:
                        report.problems.append(f"snapshot #{r['seq']} fails its check: {problem}")
            versions = [e.version for e in log]
            if versions != sorted(set(versions)):
                report.problems.append("log versions do not increase with seq")
            held = self._highest_version(game_id)  # its actions' and undos' versions
            if record.version < held:
                report.problems.append(f"game version {record.version} is behind its log ({held})")

            def check(seq: int, state: State) -> None:
                if seq in snaps:
                    report.snapshots_checked += 1
                    if snaps[seq] != game.dump(state):
                        report.problems.append(f"snapshot #{seq} differs from the replay")

            def each(entry: LogEntry, state: State, events: list[Event]) -> None:
                report.actions_replayed += 1
                if bool(game.reveals(events)) != entry.reveals:
                    report.problems.append(f"action #{entry.seq} has a wrong reveals flag")
                check(entry.seq, state)

            base = self._base(record, game)
            try:
                if base is not None:  # a log recorded under older rules: replay from its base
                    start, written_in, state = base
                    before = [e for e in live if e.seq <= start]
                    report.notes.append(
                        f"replayed from the snapshot at action #{start}: the {len(before)} "
                        f"actions before it were recorded under older rules (format "
                        f"{written_in}) and are kept as history, not replayed")
                    check(start, state)
                    state = replay(game, state, [e for e in live if e.seq > start], each)
                else:
                    state = initial_state(game, record.players, record.seed, record.options)
                    check(0, state)
                    state = replay(game, state, live, each)
            except ReplayFailed as exc:
                report.problems.append(str(exc))
            except Exception as exc:  # new_game refusing the stored settings
                report.problems.append(f"new_game refuses the stored settings ({exc})")
            else:
                if max(live_seqs) not in snaps:
                    report.problems.append("there is no snapshot of the current state")
                over = bool(game.is_over(state))
                if record.status != "abandoned" and over != (record.status == "finished"):
                    report.problems.append(
                        f"status is {record.status!r} but the game is "
                        f"{'over' if over else 'not over'}")
            report.ok = not report.problems
            return report

    def repair_game(self, game_id: int) -> VerifyReport:
        """Rebuild snapshots, status and results from the log, then verify. A log recorded
        under older rules is rebuilt from its base snapshot, which is kept as stored.

        The log itself is never changed: if it does not replay, GameCorrupt says where and
        nothing is written. The version goes up when the current state changed, so panels
        built from a wrong snapshot are stale; a version below the highest the log holds
        (set back from outside) is raised above it, so the next move writes a new one.
        """
        with self._lock:
            repaired: list[str] = []
            with write_transaction(self.db):
                record = self._record(game_id)
                game = self._engine(record)
                live = self._log(game_id)
                dumps: dict[int, str] = {}
                floor = -1  # snapshots up to it (the base and before) are kept as stored
                base = self._base(record, game)
                if base is not None:  # a log recorded under older rules: rebuild from its base
                    floor, _, state = base
                    live_all, live = live, [e for e in live if e.seq > floor]
                else:
                    try:
                        state = initial_state(game, record.players, record.seed, record.options)
                    except Exception as exc:
                        raise GameCorrupt(game_id, f"new_game refuses its settings ({exc})") from None
                    dumps[0] = game.dump(state)
                    live_all = live

                def keep(entry: LogEntry, state: State, events: list[Event]) -> None:
                    if entry.seq % CHECKPOINT_EVERY == 0:
                        dumps[entry.seq] = game.dump(state)

                try:
                    state = replay(game, state, live, keep)
                except ReplayFailed as exc:
                    raise GameCorrupt(
                        game_id, f"{exc}; the log itself is damaged and repair cannot fix "
                        "it (export what replays and investigate)") from None
                end = live_all[-1].seq if live_all else 0
                if end > floor:
                    dumps[end] = game.dump(state)
                try:  # what a load showed before the repair
                    shown: str | None = game.dump(self._state_at(record, game, end))
                except GameCorrupt:
                    shown = None
                old = {r["seq"]: (r["state"], r["format_version"]) for r in self.db.query(
                    "SELECT seq, state, format_version FROM snapshots WHERE game_id = ? AND seq > ?",
                    [game_id, floor])}
                fixed = self._repair_chains(game_id, live_all)
                if fixed:
                    repaired.append(f"rebuilt the log digests of {fixed} actions")
                untrusted = [r["seq"] for r in self.db.query(
                    "SELECT seq, state, chain, digest FROM snapshots WHERE game_id = ? AND seq > ?",
                    [game_id, floor])
                    if self._snapshot_problem(game_id, r["seq"], r["state"], r["chain"], r["digest"])]
                wanted = {seq: (dump, game.format_version) for seq, dump in dumps.items()}
                if old != wanted or untrusted:
                    repaired.append(f"rebuilt {len(dumps)} snapshots")
                    self.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > ?",
                                    [game_id, floor])
                    now = self._now()
                    for seq, dump in sorted(dumps.items()):
                        self._write_snapshot(game_id, seq, dump, game.format_version, now,
                                             replace=False)
                bump = shown != game.dump(state)
                self._repair_status(record, game, state, repaired)
                if bump or any("status" in r for r in repaired):
                    self.db.execute(
                        "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ?",
                        [self._now(), game_id])
                    repaired.append("version bumped: the current state changed")
                held = self._highest_version(game_id)
                row = self._row("SELECT version FROM games WHERE id = ?", [game_id])
                if row is not None and row["version"] < held:  # set back from outside
                    self.db.execute("UPDATE games SET version = ?, updated_at = ? WHERE id = ?",
                                    [held + 1, self._now(), game_id])
                    repaired.append(f"version raised from {row['version']} to {held + 1}, above "
                                    f"its log's highest ({held})")
        report = self.verify_game(game_id)
        report.repaired = repaired
        return report

    def _seat_problems(self, record: GameRecord) -> list[str]:
        """The seats table against the game: one row per player, numbered 0..n-1, no
        automated seat with a user, no user in two seats."""
        out = []
        seats = self._seats(record.id)
        if [s.seat for s in seats] != list(range(record.players)):
            out.append(f"the seats are {[s.seat for s in seats]}, not 0..{record.players - 1}")
        for s in seats:
            if s.automa and s.user_id is not None:
                out.append(f"seat {s.seat} is automated but has a user")
        users = [s.user_id for s in seats if s.user_id is not None]
        if len(users) != len(set(users)):
            out.append("a user sits in more than one seat")
        return out

    def _chain_problems(self, game_id: int, live: list[LogEntry]) -> list[str]:
        chain = self._genesis(game_id)
        stored = {r["seq"]: r["chain"] for r in self.db.query(
            "SELECT seq, chain FROM actions WHERE game_id = ? AND undo_id IS NULL", [game_id])}
        for entry in live:
            chain = link(chain or "", entry.seq, entry.seat, entry.action)
            if stored.get(entry.seq) != chain:
                return [f"action #{entry.seq} has a wrong log digest (repair rebuilds it)"]
        return []

    def _repair_chains(self, game_id: int, live: list[LogEntry]) -> int:
        """Recompute the log digests of the live actions (derived data, like snapshots);
        how many were wrong."""
        chain = self._genesis(game_id)
        assert chain is not None
        stored = {r["seq"]: r["chain"] for r in self.db.query(
            "SELECT seq, chain FROM actions WHERE game_id = ? AND undo_id IS NULL", [game_id])}
        fixed = 0
        for entry in live:
            chain = link(chain, entry.seq, entry.seat, entry.action)
            if stored.get(entry.seq) != chain:
                self.db.execute("UPDATE actions SET chain = ? WHERE game_id = ? AND seq = ?",
                                [chain, game_id, entry.seq])
                fixed += 1
        return fixed

    def _repair_status(self, record: GameRecord, game, state: State, repaired: list[str]) -> None:
        if record.status == "abandoned":
            return
        over = bool(game.is_over(state))
        status = "finished" if over else "active"
        if status != record.status:
            self.db.execute("UPDATE games SET status = ? WHERE id = ?", [status, record.id])
            repaired.append(f"status {record.status} -> {status}")
        if over:
            has = self._row("SELECT COUNT(*) AS n FROM results WHERE game_id = ?", [record.id])
            if not has or has["n"] != record.players:
                self._store_results(record, game, state)
                repaired.append("results recorded")
        elif self._row("SELECT 1 AS x FROM results WHERE game_id = ?", [record.id]):
            self.db.execute("DELETE FROM results WHERE game_id = ?", [record.id])
            repaired.append("results of an unfinished game removed")
