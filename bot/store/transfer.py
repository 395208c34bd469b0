"""Export one game as a JSON file (to attach to a bug report) and import it anywhere.

The file holds what a game is: its kind, options, seed, seats and live actions, plus a hash
of the final state so an import can tell whether it replays to the same game. Import
replays every action before writing anything, and refuses a file that does not replay,
naming the step.

A game recorded under older rules (its log holds actions of an older format than the
engine's, see base.py ``_base``) is exported with its replay base: file format 2 adds
"base" (the snapshot's position, format, text and hash, and the actions up to it as stored,
with their formats). Import checks the base (known older format, its hash, it loads, its
actions decode), keeps those actions as history without replaying them, and replays the
rest from the base, so the copy is re-based the same way and reaches the same state.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from rules.core import INT_MAX, INT_MIN, MAX_SEAT, Game, get_game, json_problem

from .base import CHECKPOINT_EVERY, StoreBase
from .db import read_transaction, write_transaction
from .errors import GameCorrupt, ImportRefused
from .records import LoadedGame, LogEntry, Place, Seat
from .replay import action_text, decode_action, initial_state, load_snapshot

FORMAT = "mombasa-bot.game"
FORMAT_VERSION = 1  # files of games without a replay base
FORMAT_VERSION_BASE = 2  # with one ("base")
# An exported file is untrusted: bounded before anything is parsed or replayed.
MAX_FILE_CHARS = 20_000_000
MAX_FILE_DEPTH = 40
MAX_FILE_ITEMS = 2_000_000


def state_hash(dump: str) -> str:
    return hashlib.sha256(dump.encode()).hexdigest()


class TransferMixin(StoreBase):
    def export_game(self, game_id: int, *, include_users: bool = False) -> dict[str, Any]:
        """The game as a JSON-ready dict. Discord user ids are left out unless asked for,
        since exports end up attached to public bug reports.

        A game whose log no longer replays still exports (that is what a bug report
        needs): ``final_state_sha256`` is then None and ``problem`` says what is wrong.
        """
        with self._lock, read_transaction(self.db):
            record = self._record(game_id)
            game = self._engine(record)
            live = self._log(game_id)
            seats = self._seats(game_id)
            base = self._base(record, game)
            history: list[LogEntry] = []
            base_text = ""
            if base is not None:
                history = [e for e in live if e.seq <= base[0]]
                live = [e for e in live if e.seq > base[0]]
                row = self._row("SELECT state FROM snapshots WHERE game_id = ? AND seq = ?",
                                [game_id, base[0]])
                base_text = row["state"] if row else ""
            try:
                end = live[-1].seq if live else (history[-1].seq if history else 0)
                state = self._state_at(record, game, end)
                final, problem = state_hash(game.dump(state)), None
            except GameCorrupt as exc:
                final, problem = None, exc.problem
        doc = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION if base is None else FORMAT_VERSION_BASE,
            "kind": record.kind,
            "options": record.options,
            "seed": record.seed,
            "players": record.players,
            "seats": [
                {"seat": s.seat, "user_id": s.user_id if include_users else None,
                 "colour": s.colour, "automa": s.automa, "ai_level": s.ai_level} for s in seats],
            # Actions in today's format (older rows upgraded), and which format that is.
            "engine_format_version": game.format_version,
            "actions": [{"seat": e.seat, "action": _action_json(game, e)} for e in live],
            "status": record.status,
            "final_state_sha256": final,
            "source": {"game_id": record.id, "version": record.version},
        }
        if base is not None:  # recorded under older rules: the base and the history as stored
            doc["base"] = {
                "seq": base[0], "format_version": base[1], "state": base_text,
                "state_sha256": state_hash(base_text),
                "actions": [{"seat": e.seat, "action": _stored_json(e), "reveals": e.reveals,
                             "format_version": e.format_version} for e in history]}
        if problem is not None:
            doc["problem"] = problem
        return doc

    def export_game_json(self, game_id: int, *, include_users: bool = False) -> str:
        return json.dumps(self.export_game(game_id, include_users=include_users), indent=1,
                          sort_keys=True)

    def import_game(self, data: str | bytes | Mapping[str, Any], *,
                    place: Place | None = None) -> LoadedGame:
        """Create a new game from an exported file after replaying all of it.

        Raises ImportRefused naming the field or the step that fails; nothing is written then.
        """
        doc = _parse(data)
        try:
            game = get_game(doc["kind"])
        except KeyError:
            raise ImportRefused(f"The game kind {doc['kind']!r} is not installed here.") from None
        players, seed, options = doc["players"], doc["seed"], doc["options"]
        seats = _seats(doc, players)
        try:
            state = initial_state(game, players, seed, options)
        except Exception as exc:
            raise ImportRefused(f"The game's settings are refused: {exc}") from None
        dumps = {0: (game.dump(state), game.format_version)}
        written_in = doc.get("engine_format_version", 1)  # files from before versions: 1
        rows: list[tuple[int, str, bool, int]] = []  # (seat, text, reveals, format)
        first = 1
        if "base" in doc:
            first, state, base_row = _base_from(doc["base"], game)
            rows += _base_history(doc["base"], game, players)
            dumps[first - 1] = base_row
        for step, item in enumerate(doc["actions"], start=first):
            if (not isinstance(item, Mapping) or type(item.get("seat")) is not int
                    or not 0 <= item["seat"] < players or "action" not in item):
                raise ImportRefused(f"Step {step} is not a {{seat, action}} object.")
            seat = item["seat"]
            try:
                obj = item["action"]
                if written_in != game.format_version:
                    obj = game.upgrade_action(obj, written_in)
                action = game.action_from_json(obj)
                state, events = game.apply(state, seat, action)
            except Exception as exc:
                raise ImportRefused(
                    f"Step {step} (seat {seat}, {json.dumps(item['action'], sort_keys=True)}) "
                    f"does not replay: {exc}") from None
            rows.append((seat, action_text(action), bool(game.reveals(events)), game.format_version))
            if step % CHECKPOINT_EVERY == 0:
                dumps[step] = (game.dump(state), game.format_version)
        final = game.dump(state)
        # (a file of no moves at all is a fresh game: its one snapshot is the start)
        if not rows or len(rows) not in dumps or rows[-1][3] == game.format_version:
            dumps[len(rows)] = (final, game.format_version)
        expected = doc.get("final_state_sha256")
        if expected is not None and expected != state_hash(final):
            raise ImportRefused(
                "The file replays, but to a different final state than the one exported "
                "(the engine has changed since, or the file was edited).")
        finished = bool(game.is_over(state))
        place = place or Place()
        now = self._now()
        with self._lock, write_transaction(self.db):
            game_id = self._insert_game(doc["kind"], options, seed, seats, place,
                                        status="finished" if finished else "active",
                                        version=len(rows), now=now)
            chain = self._genesis(game_id)
            assert chain is not None
            for seq, (seat, text, reveals, written) in enumerate(rows, start=1):
                chain = self._insert_action(game_id, seq, seat, text, reveals, seq,
                                            written, now, chain)
            for seq, (dump, written) in sorted(dumps.items()):
                self._write_snapshot(game_id, seq, dump, written, now)
            record = self._record(game_id)
            if finished:
                self._store_results(record, game, state)
        return LoadedGame(record, game, state, len(rows), seats)


def _stored_json(entry: LogEntry) -> Any:
    try:
        return json.loads(entry.action)
    except ValueError:
        return entry.action


def _base_from(raw: Any, game: Game) -> tuple[int, Any, tuple[str, int]]:
    """The replay base of a file: (first step after it, its state, (text, format))."""
    if not isinstance(raw, Mapping) or not isinstance(raw.get("actions"), list):
        raise ImportRefused('The field "base" is malformed.')
    seq, written, text = raw.get("seq"), raw.get("format_version"), raw.get("state")
    if type(seq) is not int or not 1 <= seq == len(raw["actions"]) or not isinstance(text, str):
        raise ImportRefused('The field "base" is malformed.')
    if type(written) is not int or not 1 <= written < game.format_version:
        raise ImportRefused("The base of the file is not of an older format of this engine "
                            "(only a game recorded under older rules has one).")
    if raw.get("state_sha256") != state_hash(text):
        raise ImportRefused("The base state of the file is damaged (its hash does not match).")
    try:
        state = load_snapshot(game, text, written)
    except Exception as exc:
        raise ImportRefused(f"The base state of the file does not load: {exc}") from None
    return seq + 1, state, (text, written)


def _base_history(raw: Mapping[str, Any], game: Game,
                  players: int) -> list[tuple[int, str, bool, int]]:
    """The actions up to the base as stored (not replayed: recorded under older rules),
    each checked to be a {seat, action, reveals, format_version} that decodes."""
    rows = []
    for step, item in enumerate(raw["actions"], start=1):
        if (not isinstance(item, Mapping) or type(item.get("seat")) is not int
                or not 0 <= item["seat"] < players or "action" not in item
                or type(item.get("reveals")) is not bool
                or type(item.get("format_version")) is not int
                or not 1 <= item["format_version"] <= raw["format_version"]):
            raise ImportRefused(f"Step {step} of the base is not a {{seat, action, reveals, "
                                "format_version}} object of an older format.")
        text = json.dumps(item["action"], sort_keys=True, separators=(",", ":"))
        try:
            decode_action(game, text, seq=step, seat=item["seat"],
                          format_version=item["format_version"])
        except Exception as exc:  # noqa: BLE001 - ReplayFailed names the step
            raise ImportRefused(f"Step {step} of the base cannot be read: {exc}") from None
        rows.append((item["seat"], text, item["reveals"], item["format_version"]))
    return rows


def _action_json(game: Game, entry: LogEntry) -> Any:
    try:
        obj = json.loads(entry.action)
    except ValueError:
        return entry.action  # an undecodable row exports as it is, for the bug report
    if entry.format_version == game.format_version:
        return obj
    try:
        return game.upgrade_action(obj, entry.format_version)
    except Exception:
        return obj  # as it is: the bug report shows what is stored


def _parse(data: str | bytes | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(data, str | bytes | bytearray):
        if len(data) > MAX_FILE_CHARS:
            raise ImportRefused("The file is too large to be an exported game.")
        try:
            data = json.loads(data)
        except ValueError as exc:
            raise ImportRefused(f"The file is not valid JSON ({exc}).") from None
        except RecursionError:
            raise ImportRefused("The file is nested too deeply to be an exported game.") from None
    if not isinstance(data, Mapping):
        raise ImportRefused("The file must hold one JSON object.")
    doc = dict(data)
    problem = json_problem(doc, max_depth=MAX_FILE_DEPTH, max_items=MAX_FILE_ITEMS)
    if problem is not None:
        raise ImportRefused(f"The file cannot be an exported game: {problem}.")
    if doc.get("format") != FORMAT:
        raise ImportRefused(f'This is not an exported game (its "format" is not {FORMAT!r}).')
    if doc.get("format_version") not in (FORMAT_VERSION, FORMAT_VERSION_BASE):
        raise ImportRefused(f"Unsupported format_version {doc.get('format_version')!r}.")
    if ("base" in doc) != (doc["format_version"] == FORMAT_VERSION_BASE):
        raise ImportRefused(f'A file of format_version {FORMAT_VERSION_BASE} (and only that) '
                            'has a "base".')
    checks = {
        "kind": lambda v: isinstance(v, str),
        "seed": lambda v: type(v) is int and INT_MIN <= v <= INT_MAX,
        "players": lambda v: type(v) is int and 1 <= v <= MAX_SEAT + 1,
        "options": lambda v: isinstance(v, dict),
        "actions": lambda v: isinstance(v, list),
    }
    written_in = doc.get("engine_format_version", 1)
    if type(written_in) is not int or written_in < 1:
        raise ImportRefused('The field "engine_format_version" must be a whole number from 1.')
    for key, ok in checks.items():
        if key not in doc or not ok(doc[key]):
            raise ImportRefused(f'The field "{key}" is missing or malformed.')
    return doc


def _seats(doc: Mapping[str, Any], players: int) -> list[Seat]:
    raw = doc.get("seats")
    if raw is None:
        return [Seat(i) for i in range(players)]
    if not isinstance(raw, list) or len(raw) != players:
        raise ImportRefused(f'The field "seats" must list {players} seats.')
    seats = []
    for i, item in enumerate(raw):
        if not isinstance(item, Mapping) or type(item.get("seat")) is not int or item["seat"] != i:
            raise ImportRefused(f"Seat {i} in the file is malformed.")
        user = item.get("user_id")
        if user is not None and (type(user) is not int or not 0 <= user <= INT_MAX):
            raise ImportRefused(f"Seat {i} has a malformed user_id.")
        colour = item.get("colour")
        level = item.get("ai_level")
        seats.append(Seat(i, user, colour if isinstance(colour, str) else None,
                          bool(item.get("automa", False)), level if isinstance(level, str) else None))
    return seats
