"""The shared core of the store: the connection, the lock, and reading/writing game rows.

All public methods live in the mixins (games, undo, verify, transfer, ...) that GameStore
combines; they run synchronously on the caller's thread under one re-entrant lock (the
async facade in ``aio`` moves them off the event loop).

Snapshot policy: every stored action writes the new state's snapshot, and the previous one
is dropped unless it is a checkpoint (seq 0 and every CHECKPOINT_EVERY-th action). So a
load reads one snapshot and replays nothing, a game keeps about
actions / CHECKPOINT_EVERY + 2 snapshots instead of one per action, and undo or repair
replays at most CHECKPOINT_EVERY actions from the nearest checkpoint. Measured (2 shared
cores, a synthetic game with a 28 KB state, 500 actions): about 260 actions/s either way,
so the per-action snapshot costs little next to the engine and the commit; keeping every
snapshot made the file 14 MB instead of 0.4 MB. Snapshotting only every N actions would
save one row write but make every load replay up to N actions (about 10 ms per 100 for
the test game 'tally'), and loads happen on every click. See tests/bench/store.py.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import psycopg

from bot.shards import Shards
from migrations.integrity import genesis, link, snapshot_digest
from rules.core import Game, get_game

from .db import StoreDatabase, batch_transaction, for_update, upsert, utcnow
from .errors import GameCorrupt, GameNotFound
from .records import SNAPSHOT_PROBLEMS, GameRecord, LogEntry, Place, Seat, State, log_entry
from .replay import ReplayFailed, initial_state, load_snapshot, replay

CHECKPOINT_EVERY = 100

log = logging.getLogger("bot.store")


class LoadedStates:
    """The state each game's newest snapshot decoded to, by game, so loading a game again
    (several times per click) does not decode the same text again.

    A snapshot row is read and checked on every load as before (a damaged one is ignored,
    with its warning); only then is its state looked up, under (seq, log digest, snapshot
    digest, format, engine's class). The snapshot digest, checked just now, covers the game,
    the seq, the log digest and the state's text: a row passing its check with that key
    holds the very text the state was decoded from (or written from). Another engine for
    the kind reads a snapshot its own way, hence its class in the key. States are shared,
    never changed (the engine is pure). The store's reader and writer share one."""

    @staticmethod
    def key(row: tuple, game: Game) -> tuple:
        """A state's key: its snapshot row's (seq, log digest, snapshot digest, format) and
        the engine's class."""
        return (*row, type(game))

    def __init__(self, size: int = 256) -> None:
        self._size = size
        self._states: OrderedDict[int, tuple[tuple, State]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, game_id: int, key: tuple) -> State:
        with self._lock:
            found = self._states.get(game_id)
            if found is None or found[0] != key:
                return None
            self._states.move_to_end(game_id)
            return found[1]

    def put(self, game_id: int, key: tuple, state: State) -> None:
        with self._lock:
            self._states[game_id] = (key, state)
            self._states.move_to_end(game_id)
            while len(self._states) > self._size:
                self._states.popitem(last=False)


class LoggedStates:
    """Recent states by the log they follow: (game, seq, the log digest after that seq,
    engine's class) -> the state after live action ``seq``. The log digest chains the
    game's settings and every action up to that seq, so an equal key is the same log and
    (the engine being pure) the same state. A game's newest state goes in when it is loaded
    (``load_game``); "since your last move" replays the log from the state the game was in
    when the seat last acted (``history``), which it so finds instead of replaying up to it
    from an older snapshot (one in ten is kept): a game's state loaded then, found again.
    States are shared, never changed. The store's reader and writer share one."""

    def __init__(self, size: int = 128) -> None:
        self._size = size
        self._states: OrderedDict[tuple, State] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> State:
        with self._lock:
            state = self._states.get(key)
            if state is not None:
                self._states.move_to_end(key)
            return state

    def put(self, key: tuple, state: State) -> None:
        with self._lock:
            self._states[key] = state
            self._states.move_to_end(key)
            while len(self._states) > self._size:
                self._states.popitem(last=False)


def _seat(row: Mapping[str, Any]) -> Seat:
    """A seats row as a Seat."""
    return Seat(row["seat"], row["user_id"], row["colour"], bool(row["automa"]), row["ai_level"])


# A game's seats as one column of the statement that loads it (one round trip less on
# every load): a JSON array of [seat, user_id, colour, automa, ai_level] (PostgreSQL's
# reading of these functions: ``postgres.translate``).
SEATS_JSON = ("SELECT json_group_array(json_array(seat, user_id, colour, automa, ai_level)) "
              "FROM seats WHERE game_id = g.id")


def _seats_of_json(value: Any) -> list[Seat]:
    """The seats of a ``SEATS_JSON`` column (SQLite gives its text, PostgreSQL the decoded
    array, or NULL for none), in seat order."""
    rows = json.loads(value) if isinstance(value, str) else value or []
    return sorted((Seat(s, user, colour, bool(automa), level) for s, user, colour, automa, level in rows),
                  key=lambda seat: seat.seat)


def possible_game_id(game_id: Any) -> None:
    """GameNotFound for an id no game can have (not an int, or past SQLite's integers),
    before a statement is made of it (SQLite would overflow)."""
    if type(game_id) is not int or not 0 <= game_id < 2**63:
        raise GameNotFound(game_id)


class StoreBase:
    def __init__(self, db: StoreDatabase, *, clock: Callable[[], str] = utcnow) -> None:
        self.db = db
        self._lock = threading.RLock()
        self._now = clock
        self.loaded_states = LoadedStates()
        self.logged_states = LoggedStates()
        # The shards this process serves: the loops' queries (due reminders, due posts)
        # pick only their games. Every shard unless the bot runs several processes.
        self.shards = Shards()

    def close(self) -> None:
        with self._lock:
            self.db.close()

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Every store call inside in one write transaction (one commit), all or nothing:
        the game service makes a whole move in one (``bot.games.moves``). The calls keep
        their own checks (a version check still sees the batch's own writes). Use it on
        the store's thread only, and keep what is inside short: it holds the write lock."""
        with self._lock, batch_transaction(self.db):
            yield

    # -- reading ------------------------------------------------------------------
    def _row(self, sql: str, params: Sequence[Any] = ()) -> dict[str, Any] | None:
        rows = list(self.db.query(sql, params))
        return rows[0] if rows else None

    def _record(self, game_id: int, *, strict: bool = True) -> GameRecord:
        """The games row. Unreadable options raise GameCorrupt, or with ``strict=False``
        (listings, which must not fail because of one game) read as {}."""
        possible_game_id(game_id)
        row = self._row("SELECT * FROM games WHERE id = ?", [game_id])
        if row is None:
            raise GameNotFound(game_id)
        return self._record_of(row, strict=strict)

    def _record_of(self, row: Mapping[str, Any], *, strict: bool = True) -> GameRecord:
        """The record of a games row (see ``_record``)."""
        game_id = row["id"]
        try:
            options = json.loads(row["options"])
            if not isinstance(options, dict):
                raise ValueError("not an object")
        except (TypeError, ValueError) as exc:
            if strict:
                raise GameCorrupt(game_id, f"its options are unreadable ({exc})") from None
            options = {}
        return GameRecord(
            id=row["id"],
            kind=row["kind"],
            options=options,
            seed=row["seed"],
            players=row["players"],
            status=row["status"],
            place=Place(row["guild_id"], row["channel_id"], row["thread_id"], row["dm_user_id"]),
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            version=row["version"],
        )

    @contextlib.contextmanager
    def _of_game(self, game_id: int) -> Iterator[None]:
        """Around the writes of rows that belong to a game, inside their write transaction:
        a game that does not exist is GameNotFound, said by the rows' foreign key (SQLite's
        is on: ``db.connect``), where a SELECT of the game before the writes cost a
        statement (a round trip on PostgreSQL). The transaction's savepoint then undoes
        what the call wrote."""
        possible_game_id(game_id)
        try:
            yield
        except sqlite3.IntegrityError as exc:
            if "FOREIGN KEY" not in str(exc):
                raise
            raise GameNotFound(game_id) from None
        except psycopg.errors.ForeignKeyViolation:
            raise GameNotFound(game_id) from None

    def _engine(self, record: GameRecord) -> Game:
        try:
            return get_game(record.kind)
        except KeyError:
            raise GameCorrupt(record.id, f"its game kind {record.kind!r} is not installed") from None

    def _seats(self, game_id: int) -> list[Seat]:
        return [_seat(r) for r in self.db.query(
            "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", [game_id])]

    def _log(self, game_id: int, *, after: int = 0, upto: int | None = None,
             live_only: bool = True) -> list[LogEntry]:
        sql = "SELECT * FROM actions WHERE game_id = ? AND seq > ?"
        params: list[Any] = [game_id, after]
        if upto is not None:
            sql += " AND seq <= ?"
            params.append(upto)
        if live_only:
            sql += " AND undo_id IS NULL"
        return [log_entry(r) for r in self.db.query(sql + " ORDER BY seq", params)]

    def _highest_version(self, game_id: int) -> int:
        """The highest version the game's log holds (its actions, undone or not, and its
        undos); 0 for none. Two index walks, no scan of other games."""
        row = self._row(
            "SELECT MAX(v) AS v FROM (SELECT MAX(version) AS v FROM actions WHERE game_id = ? "
            "UNION ALL SELECT MAX(version) AS v FROM undos WHERE game_id = ?) AS held",
            [game_id, game_id])
        return int(row["v"]) if row and row["v"] is not None else 0

    def _log_head(self, game_id: int) -> tuple[int, int, int, str | None]:
        """What an append checks, in one statement: the next free seq, the last live action's
        seq (0: none) and log digest (the genesis when there is none), and the highest
        version the log holds (see ``_highest_version``)."""
        row = self._row(
            "SELECT (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?) AS next, "
            "(SELECT MAX(v) FROM (SELECT MAX(version) AS v FROM actions WHERE game_id = ? "
            "UNION ALL SELECT MAX(version) AS v FROM undos WHERE game_id = ?) AS held) AS held, "
            "live.seq AS seq, live.chain AS chain "
            "FROM (SELECT 1 AS one) AS here LEFT JOIN (SELECT seq, chain FROM actions "
            "WHERE game_id = ? AND undo_id IS NULL ORDER BY seq DESC LIMIT 1) AS live ON 1 = 1",
            [game_id, game_id, game_id, game_id])
        assert row is not None  # one row always: the LEFT JOIN keeps it
        seq = int(row["seq"] or 0)
        chain = row["chain"] if seq else self._genesis(game_id)
        return int(row["next"]), seq, int(row["held"] or 0), chain

    def _live_head(self, game_id: int) -> tuple[int, str | None]:
        """The last live action's seq (0: none) and its log digest (None: none)."""
        row = self._row(  # walks back from the end of the log: no scan of long games
            "SELECT seq, chain FROM actions WHERE game_id = ? AND undo_id IS NULL "
            "ORDER BY seq DESC LIMIT 1", [game_id])
        return (int(row["seq"]), row["chain"]) if row else (0, None)

    def _loaded_at_head(self, game_id: int) -> tuple[GameRecord, Game, int, str | None, State, list[Seat]] | None:
        """The game as ``load_game`` reads it, in one statement, when its newest snapshot is
        of the last live action (after every move): (record, engine, seq, log digest, state,
        seats). The games row, its seats, the log's end and that snapshot row with its text
        come together, so they are of one commit; the row is checked as ``_state_at`` checks it (its log digest
        and its own digest) before its state is looked up or decoded. None when the game has
        no such snapshot or the row fails its check: ``_state_at`` then finds the state (and
        says why it ignored the row)."""
        possible_game_id(game_id)
        row = self._row(
            "SELECT g.*, h.seq AS head_seq, h.chain AS head_chain, s.seq AS snap_seq, "
            "s.state AS snap_state, s.chain AS snap_chain, s.digest AS snap_digest, "
            "s.format_version AS snap_format, "
            f"({SEATS_JSON}) AS seats_json FROM games g "
            "LEFT JOIN actions h ON h.game_id = g.id AND h.seq = (SELECT seq FROM actions "
            "WHERE game_id = ? AND undo_id IS NULL ORDER BY seq DESC LIMIT 1) "
            "LEFT JOIN snapshots s ON s.game_id = g.id AND s.seq = COALESCE(h.seq, 0) "
            "WHERE g.id = ?", [game_id, game_id])
        if row is None:
            raise GameNotFound(game_id)
        record = self._record_of(row)
        game = self._engine(record)
        if row["snap_seq"] is None:
            return None
        seq = int(row["head_seq"] or 0)
        chain = row["head_chain"] if seq else None
        expected = chain if seq else genesis(game_id, row["kind"], row["seed"], row["players"],
                                             row["options"])
        text = row["snap_state"]
        if self._snapshot_problem(game_id, seq, text, row["snap_chain"], row["snap_digest"], expected):
            return None
        key = LoadedStates.key((seq, row["snap_chain"], row["snap_digest"], row["snap_format"]), game)
        state = self.loaded_states.get(game_id, key)
        if state is None:
            try:
                state = load_snapshot(game, text, row["snap_format"])
            except Exception:  # noqa: BLE001 - _state_at says why, and rebuilds it
                return None
            self.loaded_states.put(game_id, key, state)
        return record, game, seq, chain, state, _seats_of_json(row["seats_json"])

    def _last_live_seq(self, game_id: int) -> int:
        row = self._row(  # walks back from the end of the log: no scan of long games
            "SELECT seq FROM actions WHERE game_id = ? AND undo_id IS NULL "
            "ORDER BY seq DESC LIMIT 1", [game_id])
        return row["seq"] if row else 0

    # -- log digests and snapshot checks (see migrations/integrity.py) --------------------------
    def _genesis(self, game_id: int) -> str | None:
        row = self._row("SELECT kind, seed, players, options FROM games WHERE id = ?", [game_id])
        if row is None:
            return None
        return genesis(game_id, row["kind"], row["seed"], row["players"], row["options"])

    def _chain_at(self, game_id: int, seq: int) -> str | None:
        """The log digest after live action ``seq`` (0: before any); None when ``seq`` is
        not a live action or its digest is missing."""
        if seq == 0:
            return self._genesis(game_id)
        row = self._row("SELECT chain FROM actions WHERE game_id = ? AND seq = ? "
                        "AND undo_id IS NULL", [game_id, seq])
        return row["chain"] if row else None

    def _head_chain(self, game_id: int) -> str | None:
        """The log digest after the last live action: what the next action links to."""
        return self._chain_at(game_id, self._last_live_seq(game_id))

    def _snapshot_problem(self, game_id: int, seq: int, state: str | None, chain: str | None,
                          digest: str | None, expected: str | None = None) -> str | None:
        """Why a snapshot row cannot be trusted, or None. ``expected``: the log digest after
        live action ``seq`` when the caller read it already (else it is read here)."""
        if not isinstance(state, str):
            return SNAPSHOT_PROBLEMS["not-text"]
        if expected is None:
            expected = self._chain_at(game_id, seq)
        if expected is None:
            return SNAPSHOT_PROBLEMS["not-live"]
        if chain != expected:
            return SNAPSHOT_PROBLEMS["other-log"]
        if digest != snapshot_digest(game_id, seq, expected, state):
            return SNAPSHOT_PROBLEMS["digest"]
        return None

    def _base(self, record: GameRecord, game: Game) -> tuple[int, int, State] | None:
        """The replay base of a game whose log holds actions of an older format than the
        engine's: (seq, its format, state) of the newest snapshot of an older format that
        passes its check and loads. The actions up to it were recorded under older rules
        (which today's engine may not replay: Mombasa format 3): they stay as history and
        are not replayed; everything after it is. None when the log is all of today's
        format or no such snapshot can be trusted (then the whole log is replayed)."""
        row = self._row("SELECT MIN(format_version) AS f FROM actions WHERE game_id = ? "
                        "AND undo_id IS NULL", [record.id])
        if row is None or row["f"] is None or row["f"] >= game.format_version:
            return None
        rows = list(self.db.query(
            "SELECT seq, state, chain, digest, format_version FROM snapshots WHERE game_id = ? "
            "AND format_version < ? ORDER BY seq DESC", [record.id, game.format_version]))
        for r in rows:
            if r["seq"] == 0:  # nothing before it: the whole log is replayed, as always
                return None
            if self._snapshot_problem(record.id, r["seq"], r["state"], r["chain"], r["digest"]):
                continue
            try:
                state = load_snapshot(game, r["state"], r["format_version"])
            except Exception:  # noqa: BLE001 - an unreadable snapshot is no base
                continue
            return r["seq"], r["format_version"], state
        return None

    def _state_at(self, record: GameRecord, game: Game, upto: int, chain: str | None = None) -> State:
        """The state after the live actions up to seq ``upto``: the nearest snapshot at or
        before it that passes its check, plus a replay of the live actions after it.
        ``chain``: the log digest after ``upto`` when the caller read it already (a snapshot
        at ``upto``, the newest one after a move, is then checked against it without reading
        it again, and no log after it is read).

        A snapshot that fails its check (damaged, stale, of another game, unreadable) is
        ignored with a logged warning; the state is rebuilt from an earlier one or from
        new_game, and the log decides. Only a log that does not replay is GameCorrupt."""
        state: State = None
        start = 0
        rows = list(self.db.query(
            "SELECT seq, chain, digest, format_version FROM snapshots WHERE game_id = ? AND seq <= ? "
            "ORDER BY seq DESC", [record.id, upto]))
        for row in rows:
            text_row = self._row("SELECT state FROM snapshots WHERE game_id = ? AND seq = ?",
                                 [record.id, row["seq"]])
            text = text_row["state"] if text_row else None
            problem = self._snapshot_problem(record.id, row["seq"], text, row["chain"], row["digest"],
                                             chain if row["seq"] == upto else None)
            if problem is None:
                key = LoadedStates.key((row["seq"], row["chain"], row["digest"], row["format_version"]), game)
                state = self.loaded_states.get(record.id, key)
                if state is None:
                    try:
                        assert text is not None  # _snapshot_problem refuses anything but a text
                        state = load_snapshot(game, text, row["format_version"])
                    except Exception as exc:  # noqa: BLE001 - any decoding failure
                        problem = SNAPSHOT_PROBLEMS["unreadable"].format(error=type(exc).__name__)
                    else:
                        self.loaded_states.put(record.id, key, state)
            if problem is None:
                start = row["seq"]
                break
            log.warning("game %s: snapshot after action #%s ignored: %s; rebuilding from the log",
                        record.id, row["seq"], problem)
        else:
            try:
                state = initial_state(game, record.players, record.seed, record.options)
            except Exception as exc:  # an OptionError here means the row was tampered with
                raise GameCorrupt(record.id, f"new_game refuses its settings ({exc})") from None
            start = 0
        if start == upto:  # nothing after the snapshot to replay
            return state
        try:
            return replay(game, state, self._log(record.id, after=start, upto=upto))
        except ReplayFailed as exc:
            raise GameCorrupt(record.id, f"{exc}") from None

    # -- writing (callers hold a write transaction) --------------------------------
    def _lock_game(self, game_id: int) -> None:
        """Hold the game's row until the transaction ends, before its version is checked:
        on PostgreSQL a second writer of the game waits here and then reads the version
        the first one wrote (SQLite's BEGIN IMMEDIATE already holds every row)."""
        lock = for_update(self.db)
        if lock:
            self._row("SELECT id FROM games WHERE id = ?" + lock, [game_id])

    def _insert_game(self, kind: str, options: Mapping[str, Any], seed: int, seats: Sequence[Seat],
                     place: Place, *, status: str, version: int, now: str) -> int:
        """Write a new games row and its seats rows; the new game's id."""
        cursor = self.db.execute(
            "INSERT INTO games (kind, options, seed, players, status, guild_id, channel_id, "
            "thread_id, dm_user_id, created_at, updated_at, version) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [kind, json.dumps(options, sort_keys=True), seed, len(seats), status, place.guild_id,
             place.channel_id, place.thread_id, place.dm_user_id, now, now, version])
        game_id = cursor.lastrowid
        assert game_id is not None
        for s in seats:
            self.db.execute(
                "INSERT INTO seats (game_id, seat, user_id, colour, automa, ai_level) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [game_id, s.seat, s.user_id, s.colour, int(s.automa), s.ai_level])
        return game_id

    def _write_snapshot(self, game_id: int, seq: int, dump: str, format_version: int,
                        now: str | None = None, *, replace: bool = True,
                        chain: str | None = None) -> tuple:
        """Write the snapshot for live action ``seq`` (a dump in the engine's
        ``format_version``) with the log digest it was built from and its own digest (the
        action rows up to ``seq`` are written already). Returns the row's (seq, log digest,
        snapshot digest, format): what ``LoadedStates.key`` is made of. ``chain``: the log
        digest of action ``seq`` when the caller has just written it (a read saved)."""
        chain = chain if chain is not None else self._chain_at(game_id, seq)
        if chain is None:
            raise GameCorrupt(game_id, f"action #{seq} has no log digest")
        columns = ("game_id", "seq", "state", "created_at", "chain", "digest", "format_version")
        digest = snapshot_digest(game_id, seq, chain, dump)
        self.db.execute(
            upsert("snapshots", columns, ("game_id", "seq")) if replace else
            f"INSERT INTO snapshots ({', '.join(columns)}) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [game_id, seq, dump, now or self._now(), chain, digest, format_version])
        return (seq, chain, digest, format_version)

    def _insert_action(self, game_id: int, seq: int, seat: int, text: str, reveals: bool,
                       version: int, format_version: int, now: str, previous: str) -> str:
        """Append one live action (JSON text in the engine's ``format_version``) with its log
        digest (linked to ``previous``); returns the digest."""
        chain = link(previous, seq, seat, text)
        self._insert_actions([(game_id, seq, seat, text, int(reveals), version, now, chain, format_version)])
        return chain

    def _insert_actions(self, rows: Sequence[tuple[Any, ...]]) -> None:
        """Append live actions, each (game_id, seq, seat, action text, reveals, version,
        created_at, log digest, format_version), in one statement (a move's several actions:
        one round trip)."""
        if rows:
            self.db.execute(
                "INSERT INTO actions (game_id, seq, seat, action, reveals, version, created_at, chain, "
                "format_version) VALUES " + ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(rows)),
                [v for row in rows for v in row])

    def _store_snapshot(self, game_id: int, seq: int, dump: str, format_version: int,
                        made: tuple[Game, State] | None = None, *,
                        written: str | None = None) -> None:
        """Write the snapshot for ``seq`` (a dump in the engine's ``format_version``) and drop
        older ones that are not checkpoints. Snapshots of an older format are kept: the
        newest trusted one is the replay base of a log recorded under older rules (see
        ``_base``), and a trusted one already at ``seq`` is not replaced for the same reason.
        ``made``: the engine and the state ``dump`` was made of, which the next load then
        finds without decoding. ``written``: the log digest of action ``seq``, which the
        caller has just appended: no snapshot already at that seq can be trusted (it was
        made of another log), so none is looked for (two reads saved per move)."""
        old = None if written is not None else self._row(
            "SELECT state, chain, digest, format_version FROM snapshots "
            "WHERE game_id = ? AND seq = ?", [game_id, seq])
        if not (old and old["format_version"] < format_version and not self._snapshot_problem(
                game_id, seq, old["state"], old["chain"], old["digest"])):
            row = self._write_snapshot(game_id, seq, dump, format_version, chain=written)
            if made is not None:
                self.loaded_states.put(game_id, LoadedStates.key(row, made[0]), made[1])
        self.db.execute(
            "DELETE FROM snapshots WHERE game_id = ? AND seq < ? AND seq % ? != 0 "
            "AND format_version >= ?", [game_id, seq, CHECKPOINT_EVERY, format_version])

    def _store_results(self, record: GameRecord, game: Game, state: State) -> None:
        """Results per seat and the per-user statistics they feed (recomputed, so idempotent)."""
        scores = game.scores(state)
        seats = {s.seat: s for s in self._seats(record.id)}
        totals = [int(s.get("total", 0)) for s in scores]
        won = game.winners(state)
        now = self._now()
        for seat, score in enumerate(scores):
            info = seats.get(seat, Seat(seat))
            # the game says who won (rank 1); the others rank after them by total
            rank = 1 if seat in won else 1 + len(won) + sum(
                1 for other, t in enumerate(totals) if other not in won and t > totals[seat])
            self.db.execute(
                upsert("results", ("game_id", "seat", "user_id", "automa", "total", "rank",
                                   "scores", "finished_at"), ("game_id", "seat")),
                [record.id, seat, info.user_id, int(info.automa), totals[seat], rank,
                 json.dumps(score, sort_keys=True), now])
        for info in seats.values():
            if info.user_id is not None and not info.automa:
                self._refresh_user_stats(info.user_id, record.kind, now)
        self._results_stored(record.id)

    def _results_stored(self, game_id: int) -> None:
        """What else a finished game's stored results feed, in the same transaction: the
        ratings (``RatingsMixin`` overrides this)."""

    def _refresh_user_stats(self, user_id: int, kind: str, now: str) -> None:
        self.db.execute(
            """
            INSERT INTO user_stats (user_id, kind, played, won, total_score, best_score,
                                    updated_at)
            SELECT r.user_id, g.kind, COUNT(*), SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END), SUM(r.total), MAX(r.total), ?
            FROM results r JOIN games g ON g.id = r.game_id
            WHERE r.user_id = ? AND g.kind = ? AND r.automa = 0
            GROUP BY r.user_id, g.kind
            ON CONFLICT (user_id, kind) DO UPDATE SET
                played = excluded.played, won = excluded.won,
                total_score = excluded.total_score, best_score = excluded.best_score,
                updated_at = excluded.updated_at
            """,
            [now, user_id, kind])
