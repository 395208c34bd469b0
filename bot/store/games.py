"""Creating, loading and playing games: the heart of the store.

Applying an action is optimistic: the state is loaded and the engine runs outside the
write lock, then one BEGIN IMMEDIATE transaction re-checks the version, appends the action
(or every action of a multi-step move: ``apply_actions``, all or nothing), stores the
snapshot and bumps the version. A second submission against the same version
finds the version moved and gets StaleVersion; nothing is written. The engine is pure, so a
crash anywhere leaves the last commit: the old version or the new one, never half.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeGuard

from migrations.integrity import link
from rules.core import (
    INT_MAX,
    INT_MIN,
    MAX_SEAT,
    Action,
    IllegalAction,
    get_game,
    json_problem,
    msg,
)

from .base import CHECKPOINT_EVERY, _seat, possible_game_id
from .db import for_update, lock_key, read_transaction, write_transaction
from .errors import BadInput, GameCorrupt, GameNotFound, SoloRunning, StaleVersion, StoreError
from .records import Applied, GameRecord, LoadedGame, LogEntry, Place, Seat
from .replay import action_text
from .settings import GameSettings, SettingsMixin

STATUSES = ("active", "finished", "abandoned")


def _is_int(value: Any) -> TypeGuard[int]:
    """An integer that fits SQLite's 64-bit column (booleans are not integers here)."""
    return type(value) is int and INT_MIN <= value <= INT_MAX


def _is_id(value: Any) -> bool:
    return type(value) is int and 0 <= value <= INT_MAX


class GameClosed(StoreError):
    """The game is finished or abandoned, so it takes no more actions."""


class GamesMixin(SettingsMixin):
    # -- creating -------------------------------------------------------------------
    def create_game(
        self,
        kind: str,
        seats: int | Sequence[Seat],
        *,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        place: Place | None = None,
        settings: Mapping[str, Any] | None = None,
        one_in_dm: bool = False,
    ) -> LoadedGame:
        """Start a game of ``kind``. ``seats`` is a player count or the seats in order.
        ``settings`` are the bot-side settings (see ``settings.GameSettings``), stored in
        the same transaction. ``one_in_dm``: a solo game, refused (SoloRunning) when the
        place's DM user has an active game already, checked inside the write transaction.

        Raises KeyError for an unknown kind, rules.OptionError for bad options or player
        counts, ValueError for bad settings, BadInput (a ValueError) for malformed values
        (a bool or a number beyond 64 bits as a seed or id, options nested too deeply);
        nothing is written then.
        """
        if not isinstance(kind, str):
            raise BadInput(msg("bot-store-bad-kind"))
        game = get_game(kind)
        if _is_int(seats):
            if not 1 <= seats <= MAX_SEAT + 1:
                raise BadInput(msg("bot-store-bad-seat-count", most=MAX_SEAT + 1))
            seats = [Seat(i) for i in range(seats)]
        elif isinstance(seats, int | str | bytes) or not isinstance(seats, Sequence):
            raise BadInput(msg("bot-store-bad-seats"))
        seats = list(seats)
        if not 1 <= len(seats) <= MAX_SEAT + 1 or not all(isinstance(s, Seat) for s in seats):
            raise BadInput(msg("bot-store-bad-seat-count", most=MAX_SEAT + 1))
        if [s.seat for s in seats] != list(range(len(seats))):
            raise ValueError("seats must be numbered 0..n-1 in order")
        for s in seats:
            if s.user_id is not None and not _is_id(s.user_id):
                raise BadInput(msg("bot-store-bad-user", seat_number=str(s.seat)))
        if seed is None:
            seed = secrets.randbits(62)
        if not _is_int(seed):
            raise BadInput(msg("bot-store-bad-seed"))
        if options is not None and not isinstance(options, Mapping):
            raise BadInput(msg("bot-store-bad-options"))
        options = dict(options or {})
        problem = json_problem(options)
        if problem is not None:
            raise BadInput(msg("bot-store-options-refused", problem=problem))
        if place is not None and not all(v is None or _is_id(v) for v in (
                place.guild_id, place.channel_id, place.thread_id, place.dm_user_id)):
            raise BadInput(msg("bot-store-bad-place"))
        if settings is not None:
            if not isinstance(settings, Mapping) or json_problem(dict(settings), floats=True) is not None:
                raise BadInput(msg("bot-store-bad-settings"))
            GameSettings.from_mapping(settings)  # refuse bad settings before writing
        state = game.new_game(players=len(seats), seed=seed, options=options)
        dump = game.dump(state)
        place = place or Place()
        now = self._now()
        with self._lock, write_transaction(self.db):
            if one_in_dm and place.dm_user_id is not None:
                lock_key(self.db, place.dm_user_id)  # two starts at once: the second waits, then sees the first
                running = self._row("SELECT id, kind FROM games WHERE dm_user_id = ? AND status = 'active' "
                                    "ORDER BY id LIMIT 1", [place.dm_user_id])
                if running is not None:
                    raise SoloRunning(running["id"], running["kind"])
            game_id = self._insert_game(kind, options, seed, seats, place, status="active",
                                        version=0, now=now)
            self._store_snapshot(game_id, 0, dump, game.format_version)
            if settings is not None:
                self._write_settings(game_id, settings, merge=False)
            record = self._record(game_id)
        return LoadedGame(record, game, state, 0, seats)

    # -- reading --------------------------------------------------------------------
    def get_record(self, game_id: int) -> GameRecord:
        with self._lock:
            return self._record(game_id)

    def get_seats(self, game_id: int) -> list[Seat]:
        with self._lock:
            possible_game_id(game_id)
            seats = self._seats(game_id)
            if not seats:  # every game has a seat: is there such a game? (GameNotFound)
                self._record(game_id)
            return seats

    def seats_of_user(self, game_id: int, user_id: int) -> list[Seat]:
        """The seats ``user_id`` sits in (none when the game does not exist): one statement,
        asked on every click of a panel (is the clicker's seat on autopilot?)."""
        with self._lock:
            return [_seat(r) for r in self.db.query(
                "SELECT * FROM seats WHERE game_id = ? AND user_id = ? ORDER BY seat",
                [game_id, user_id])]

    def load_game(self, game_id: int) -> LoadedGame:
        """The game's current state: the latest snapshot plus any newer live actions.

        Raises GameNotFound, or GameCorrupt naming what cannot be read (that game only).
        """
        with self._lock:
            # After a move, one statement: the game with its seats and newest snapshot.
            found = self._loaded_at_head(game_id)
            if found is not None:
                record, game, seq, chain, state, seats = found
                return self._loaded(record, game, seq, chain, state, seats)
            with read_transaction(self.db):
                record = self._record(game_id)
                game = self._engine(record)
                seq, chain = self._live_head(game_id)
                state = self._state_at(record, game, seq, chain)
                return self._loaded(record, game, seq, chain, state, self._seats(game_id))

    def _loaded(self, record: GameRecord, game: Any, seq: int, chain: str | None, state: Any,
                seats: list[Seat]) -> LoadedGame:
        if chain is not None:  # for the history from here on ("since your last move")
            self.logged_states.put((record.id, seq, chain, type(game)), state)
        return LoadedGame(record, game, state, seq, seats)

    def action_log(self, game_id: int, *, include_undone: bool = True) -> list[LogEntry]:
        """The log in order; undone entries have ``undo_id`` set."""
        with self._lock:
            self._record(game_id)
            return self._log(game_id, live_only=not include_undone)

    def games_with_ai_seats(self) -> list[int]:
        """The ids of the active games with an AI seat among this process's shards' games
        (``bot.shards``), oldest first: at start-up their AI seats look whether it is their
        turn (a move stored just before a stop was never followed by theirs)."""
        with self._lock:
            return [r["id"] for r in self.db.query(
                "SELECT id FROM games WHERE status = 'active' AND EXISTS (SELECT 1 FROM seats s "
                f"WHERE s.game_id = games.id AND s.ai_level IS NOT NULL) AND {self.shards.where()} "
                "ORDER BY id")]

    def find_games(
        self,
        *,
        status: str | None = None,
        kind: str | None = None,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
        dm_user_id: int | None = None,
        user_id: int | None = None,
        newest_first: bool = False,
        limit: int | None = None,
    ) -> list[GameRecord]:
        """Games matching every given filter (``user_id``: has a seat), oldest first (or
        ``newest_first``), at most ``limit`` of them (None: all). With a place or a user
        given, an index finds them (no scan of every game)."""
        where, params = [], []
        for column, value in (("status", status), ("kind", kind), ("guild_id", guild_id),
                              ("channel_id", channel_id), ("thread_id", thread_id),
                              ("dm_user_id", dm_user_id)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if user_id is not None:
            where.append("id IN (SELECT game_id FROM seats WHERE user_id = ?)")
            params.append(user_id)
        sql = "SELECT id FROM games" + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY id DESC" if newest_first else " ORDER BY id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(max(0, limit))
        with self._lock:
            ids = [r["id"] for r in self.db.query(sql, params)]
            return [self._record(i, strict=False) for i in ids]

    def game_choices(
        self,
        user_id: int,
        *,
        labels: Mapping[tuple[str, int], tuple[str, str]],
        guild_id: int | None = None,
        text: str = "",
        limit: int = 25,
        kind: str | None = None,
    ) -> list[tuple[int, str]]:
        """The user's active games for a ``game`` autocomplete, newest first: (id, "#12
        Mombasa with 3 players"). ``labels``: for each (kind, player count), the label's
        words before and after the game's id (the bot's catalogue says them; another game
        reads "#12"). Only games of the server ``guild_id``, or with ``guild_id`` None the
        user's own DM games; ``text`` filters the label (any case); ``kind``: only games of
        that kind (a game's own commands offer only its own games).

        One query over the seats index, at most ``limit`` rows: it answers while the user
        types, so it never loads a game (tests/bench/autocomplete.py measures it)."""
        parts = sorted(labels.items())
        rows = ", ".join("(?, ?, ?, ?)" for _ in parts) or (
            # typed, so PostgreSQL can compare them with the games' columns
            "(CAST(NULL AS TEXT), CAST(NULL AS INTEGER), CAST(NULL AS TEXT), CAST(NULL AS TEXT))")
        label_params = [x for (kind, n), (before, after) in parts for x in (kind, n, before, after)]
        pattern = "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        sql = (
            f"WITH labels (kind, players, pre, post) AS (VALUES {rows}) "
            "SELECT g.id AS id, COALESCE(l.pre || g.id || l.post, '#' || g.id) AS label "
            "FROM seats s JOIN games g ON g.id = s.game_id "
            "LEFT JOIN labels l ON l.kind = g.kind AND l.players = g.players "
            "WHERE s.user_id = ? AND s.automa = 0 AND g.status = 'active' "
            # (typed, so PostgreSQL knows what a NULL parameter is)
            "AND (g.guild_id = ? OR (CAST(? AS BIGINT) IS NULL AND g.guild_id IS NULL "
            "AND g.dm_user_id = ?)) AND (CAST(? AS TEXT) IS NULL OR g.kind = ?) "
            # any case, in both databases (PostgreSQL's LIKE minds case, SQLite's does not)
            "AND LOWER(COALESCE(l.pre || g.id || l.post, '#' || g.id)) LIKE LOWER(?) ESCAPE '\\' "
            "ORDER BY g.id DESC LIMIT ?")
        params = [*label_params, user_id, guild_id, guild_id, user_id, kind, kind, pattern,
                  max(0, min(limit, 25))]
        with self._lock:
            return [(r["id"], r["label"]) for r in self.db.query(sql, params)]

    def count_active_solo(self, user_id: int) -> int:
        """How many active games the user plays in a DM (solo games), one indexed count."""
        with self._lock:
            row = self._row(
                "SELECT COUNT(*) AS n FROM games WHERE dm_user_id = ? AND status = 'active'",
                [user_id])
            return row["n"] if row else 0

    # -- playing --------------------------------------------------------------------
    def apply_action(
        self, game_id: int, seat: int, action: Action | Mapping[str, Any] | str,
        expected_version: int,
    ) -> Applied:
        """Apply one action if the game is still at ``expected_version``.

        Raises StaleVersion (nothing changed), GameClosed, rules.IllegalAction (the
        engine's plain-language refusal), GameNotFound or GameCorrupt.
        """
        return self.apply_actions(game_id, seat, [action], expected_version)

    def apply_actions(
        self, game_id: int, seat: int, actions: Sequence[Action | Mapping[str, Any] | str],
        expected_version: int, *, replayed: Callable[[LoadedGame], Any] | None = None,
        loaded: LoadedGame | None = None,
    ) -> Applied:
        """Apply several actions of one seat (a whole drafted move) all or nothing.

        One version check against ``expected_version``; every action is run through the
        engine before anything is written, so an illegal one anywhere leaves the game
        untouched. Each action gets its own log row and version (expected + 1, + 2, ...),
        so undo and verify see the same log as for single actions; one snapshot is written
        for the end state (plus any checkpoint the batch crosses). ``Applied.events`` holds
        the events of all the actions in order; ``Applied.version`` is the final version.

        ``replayed``: how the caller already ran these actions through the engine, called
        with the game as loaded here (its version checked): an object with ``actions``
        (decoded), ``states`` (the loaded state, then the state after each) and
        ``step_events`` (each action's events), such as ``bot.games.drafting.Replay``. The
        engine is pure, so the same actions from the same state give the same result; a
        move's last step (its settling, summary and checkpoint) is then not run twice. A
        result that does not match ``actions`` step for step is ignored.

        A version is never written twice: if the log already holds a version this move
        would write (the game's version was set back from outside), GameCorrupt says so
        and nothing is written; repair raises the version above the log's.

        ``loaded``: the game as the caller loaded it just before, in this store's own
        transaction (a Confirm checks its panel on it): not loaded again. The write
        transaction checks its version and its log's end as it checks a load's own.

        Raises StaleVersion (nothing changed), GameClosed, rules.IllegalAction, ValueError
        for an empty batch, GameNotFound or GameCorrupt.
        """
        actions = list(actions)
        if not actions:
            raise ValueError("apply_actions needs at least one action")
        with self._lock:
            if loaded is None or loaded.id != game_id:
                loaded = self.load_game(game_id)
            record = loaded.record
            if record.version != expected_version:
                raise StaleVersion(game_id, expected_version, record.version)
            if record.status != "active":
                raise GameClosed(msg("bot-game-closed", id=str(game_id), status=record.status))
            if not isinstance(seat, int) or isinstance(seat, bool):
                raise IllegalAction(msg("bot-store-no-seat"))
            game = loaded.game
            state = loaded.state
            steps: list[tuple[str, bool, Any]] = []  # (action text, reveals, state after)
            events: list[dict[str, Any]] = []
            done = _matching(replayed, loaded, actions) if replayed is not None else None
            for i, action in enumerate(actions):
                if done is not None:
                    action, state, step_events = done.actions[i], done.states[i + 1], done.step_events[i]
                else:
                    if not isinstance(action, Action):
                        action = game.action_from_json(action)  # IllegalAction when malformed
                    state, step_events = game.apply(state, seat, action)
                events.extend(step_events)
                steps.append((action_text(action), bool(game.reveals(step_events)), state))
            finished = bool(game.is_over(state))
            dump = game.dump(state)
            now = self._now()
            with write_transaction(self.db):
                current = self._row("SELECT version FROM games WHERE id = ?"
                                    + for_update(self.db), [game_id])
                if current is None:
                    raise GameNotFound(game_id)
                if current["version"] != expected_version:
                    raise StaleVersion(game_id, expected_version, current["version"])
                first, live, held, chain = self._log_head(game_id)
                if loaded.seq != live:
                    raise StaleVersion(game_id, expected_version, current["version"])
                if held > expected_version:  # the version was set back from outside
                    raise GameCorrupt(game_id, f"version {expected_version + 1} is already in "
                                      f"its log (up to {held})")
                if chain is None:
                    raise GameCorrupt(game_id, f"action #{loaded.seq} has no log digest "
                                      "(an admin can rebuild it with repair)")
                rows: list[tuple[Any, ...]] = []  # the move's actions, written in one statement
                for i, (text, reveals, after) in enumerate(steps):
                    seq = first + i
                    chain = link(chain, seq, seat, text)
                    rows.append((game_id, seq, seat, text, int(reveals), expected_version + i + 1, now,
                                 chain, game.format_version))
                    if seq % CHECKPOINT_EVERY == 0 and i < len(steps) - 1:
                        self._insert_actions(rows)  # (a checkpoint's actions before its snapshot)
                        rows = []
                        self._store_snapshot(game_id, seq, game.dump(after), game.format_version,
                                             written=chain)
                self._insert_actions(rows)
                last = first + len(steps) - 1
                self._store_snapshot(game_id, last, dump, game.format_version, (game, state),
                                     written=chain)
                new_version = expected_version + len(steps)
                self.db.execute(
                    "UPDATE games SET version = ?, status = ?, updated_at = ? "
                    "WHERE id = ? AND version = ?",
                    [new_version, "finished" if finished else "active", now, game_id,
                     expected_version])
                if finished:
                    self._store_results(record, game, state)
            return Applied(game_id, new_version, last, state, events,
                           any(r for _, r, _ in steps), finished)

    # -- metadata (does not change the version: it is not game state) ----------------
    def set_place(self, game_id: int, place: Place) -> None:
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            self.db.execute(
                "UPDATE games SET guild_id = ?, channel_id = ?, thread_id = ?, dm_user_id = ?, "
                "updated_at = ? WHERE id = ?",
                [place.guild_id, place.channel_id, place.thread_id, place.dm_user_id,
                 self._now(), game_id])

    def set_seat(self, game_id: int, seat: Seat) -> None:
        """Change who sits in an existing seat (a substitute player, a colour change)."""
        with self._lock, write_transaction(self.db):
            self._record(game_id)
            cursor = self.db.execute(
                "UPDATE seats SET user_id = ?, colour = ?, automa = ?, ai_level = ? "
                "WHERE game_id = ? AND seat = ?",
                [seat.user_id, seat.colour, int(seat.automa), seat.ai_level, game_id, seat.seat])
            if cursor.rowcount != 1:
                raise ValueError(f"game #{game_id} has no seat {seat.seat}")

    def discard_new_game(self, game_id: int) -> bool:
        """Delete a game that never started (no action logged): its creation was part of a
        step that failed afterwards, e.g. its thread could not be made. Returns whether it
        was deleted; a game with actions is never deleted."""
        with self._lock, write_transaction(self.db):
            if self._row("SELECT 1 AS x FROM actions WHERE game_id = ? LIMIT 1", [game_id]):
                return False
            cursor = self.db.execute("DELETE FROM games WHERE id = ?", [game_id])
            return cursor.rowcount == 1

    def abandon_game(self, game_id: int) -> None:
        """Mark an active game abandoned (it keeps its log and can be exported)."""
        with self._lock, write_transaction(self.db):
            record = self._record(game_id)
            if record.status != "active":
                raise GameClosed(msg("bot-store-already", id=str(game_id), status=record.status))
            self.db.execute(
                "UPDATE games SET status = 'abandoned', version = version + 1, updated_at = ? "
                "WHERE id = ?", [self._now(), game_id])


def _matching(replayed: Callable[[LoadedGame], Any], loaded: LoadedGame, actions: Sequence[Any]) -> Any:
    """What ``replayed`` ran, when it ran exactly ``actions`` (see ``apply_actions``), else
    None. An illegal action is refused (IllegalAction), as when the store applies it."""
    game = loaded.game
    try:
        done = replayed(loaded)
        ran = list(done.actions)
        if len(ran) != len(actions) or len(done.states) != len(actions) + 1 or len(done.step_events) != len(actions):
            return None
        for given, action in zip(actions, ran, strict=True):
            if not isinstance(given, Action):
                given = game.action_from_json(given)
            if given != action:
                return None
    except IllegalAction:
        raise
    except Exception:  # noqa: BLE001 - anything odd: the store runs the actions itself
        return None
    return done
