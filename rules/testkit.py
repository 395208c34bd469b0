"""A reusable conformance kit: every registered game must pass it.

Pure Python with no test-framework dependency, so both the project's tests and outside
checks can call it. Each check raises ``ProtocolViolation`` with a message naming the seed,
the step and what broke.

    from rules.testkit import check_game
    check_game(get_game("mombasa"), players=3, seeds=range(20))

What it checks, at every step of seeded random playouts to the end:
- someone is to move until the game is over, and every seat to move has a legal action;
- ``legal_actions`` is stable (same list twice) and its actions round-trip through JSON;
- ``apply`` never mutates its input (dump before == dump after);
- an action not in the legal list is refused with IllegalAction, and so is a move by a seat
  that is not to move;
- ``load(dump(s))`` dumps identically and offers the same legal actions, labels and order
  (a panel built before a restart must mean the same choices after it);
- no seat's secrets appear in another seat's view or in the public view, and views are
  JSON-serialisable;
- events are JSON-ready with "visible_to", "text" and their message: a catalogue "key" and
  JSON-ready "args" that format in English without a Fluent error;
- every legal action has a message label that formats in English without an error;
- invariant hooks (the game's own, passed in) hold;
and at the end: replaying the same seed and actions gives byte-identical JSON,
``scores`` has one entry per seat with a "total", and ``winners`` names at least one seat.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.catalogues import words
from rules.core import Action, Game, IllegalAction, Message

Invariant = Callable[[Game, Any], None]


class ProtocolViolation(AssertionError):
    """A game broke the protocol contract."""


@dataclass
class Playout:
    """The record of one random playout: enough to replay it."""

    players: int
    seed: int
    options: dict[str, Any]
    actions: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    final_dump: str = ""
    steps: int = 0
    finished: bool = False


def _json_strings(obj: Any, out: set[str]) -> set[str]:
    """Every string value and dict key in a JSON-like structure."""
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out.add(str(k))
            _json_strings(v, out)
    elif isinstance(obj, list | tuple):
        for v in obj:
            _json_strings(v, out)
    return out


def check_views(game: Game, state: Any, players: int, where: str = "") -> None:
    """Views are JSON-ready and never show another seat's (or anyone's) secrets."""
    viewers: list[int | None] = [None, *range(players)]
    views: dict[int | None, set[str]] = {}
    for viewer in viewers:
        v = game.view(state, viewer)
        try:
            json.dumps(v)
        except (TypeError, ValueError) as exc:
            raise ProtocolViolation(f"{where}view({viewer}) is not JSON-ready: {exc}") from None
        views[viewer] = _json_strings(v, set())
    hidden_from_all = set(game.secrets(state, None))
    for viewer, strings in views.items():
        leak = hidden_from_all & strings
        if leak:
            raise ProtocolViolation(f"{where}view({viewer}) shows hidden information: {sorted(leak)[:5]}")
    for owner in range(players):
        own = set(game.secrets(state, owner))
        for viewer, strings in views.items():
            if viewer == owner:
                continue
            leak = own & strings
            if leak:
                raise ProtocolViolation(
                    f"{where}view({viewer}) shows seat {owner}'s secrets: {sorted(leak)[:5]}"
                )


_CHECKED: dict[str, list[str]] = {}  # message (canonical JSON) -> its problems, across playouts


def word_problems(message: Any) -> list[str]:
    """Why a message (a ``Message`` or its JSON form) does not read cleanly in English: a
    missing key, an argument a placeholder needs but does not get (Fluent's errors)."""
    try:
        obj = message.to_json() if isinstance(message, Message) else message
        sig = json.dumps(obj, sort_keys=True)
    except (TypeError, ValueError, AttributeError) as exc:
        return [f"not a message: {exc}"]
    found = _CHECKED.get(sig)
    if found is None:
        try:
            found = words("en").problems(message)
        except TypeError as exc:
            found = [f"not a message: {exc}"]
        if len(_CHECKED) > 200_000:
            _CHECKED.clear()
        _CHECKED[sig] = found
    return found


def check_events(events: list[dict[str, Any]], players: int, where: str = "",
                 seen: set[str] | None = None) -> None:
    """Events are dicts with text, a valid visible_to, a message (key, args) that reads
    cleanly, and JSON-ready (``seen``: messages already checked for words, skipped)."""
    for ev in events:
        if not isinstance(ev, dict):
            raise ProtocolViolation(f"{where}event is not a dict: {ev!r}")
        if not isinstance(ev.get("text"), str) or not ev["text"]:
            raise ProtocolViolation(f"{where}event without text: {ev!r}")
        vis = ev.get("visible_to")
        if not (vis == "all" or (isinstance(vis, int) and 0 <= vis < players)):
            raise ProtocolViolation(f"{where}event with bad visible_to {vis!r}: {ev!r}")
        if not isinstance(ev.get("key"), str) or not ev["key"]:
            raise ProtocolViolation(f"{where}event without a message key: {ev!r}")
        if not isinstance(ev.get("args"), dict):
            raise ProtocolViolation(f"{where}event without message args: {ev!r}")
        try:
            sig = json.dumps(ev, sort_keys=True)
        except (TypeError, ValueError) as exc:
            raise ProtocolViolation(f"{where}event is not JSON-ready: {exc}") from None
        if seen is not None:
            if sig in seen:
                continue
            seen.add(sig)
        problems = word_problems({"key": ev["key"], "args": ev["args"]})
        if problems:
            raise ProtocolViolation(f"{where}event {ev.get('type')!r} does not read cleanly: {problems[:3]}")


def check_labels(legal: list[Action], where: str = "", seen: set[str] | None = None) -> None:
    """Every legal action has a message label that formats cleanly (``seen``: messages
    already checked, skipped)."""
    for a in legal:
        m = a.message
        if not isinstance(m, Message):
            raise ProtocolViolation(f"{where}action {a.to_json()} has no message label")
        if seen is not None:
            sig = json.dumps(m.to_json(), sort_keys=True)
            if sig in seen:
                continue
            seen.add(sig)
        problems = word_problems(m)
        if problems:
            raise ProtocolViolation(f"{where}the label of {a.to_json()} does not read cleanly: {problems[:3]}")


def check_reload_order(game: Game, state: Any, seat: int, legal: list[Action], where: str = "") -> None:
    """``legal_actions`` of ``load(dump(state))`` equals ``legal`` in order and labels: a
    choice index shown before a save must name the same action after it."""
    again = game.legal_actions(game.load(game.dump(state)), seat)
    if [(a, a.label) for a in again] != [(a, a.label) for a in legal]:
        first = next((i for i, (a, b) in enumerate(zip(legal, again, strict=False))
                      if (a, a.label) != (b, b.label)), min(len(legal), len(again)))
        raise ProtocolViolation(
            f"{where}legal_actions after load(dump(state)) differ from before, first at index "
            f"{first} (order is part of the contract)")


def _check_refusals(game: Game, state: Any, to_move: list[int], players: int, where: str) -> None:
    before = game.dump(state)
    bogus = Action.make("__not_a_real_action__", x=1)
    seat = to_move[0]
    try:
        game.apply(state, seat, bogus)
    except IllegalAction:
        pass
    else:
        raise ProtocolViolation(f"{where}apply accepted a made-up action")
    idle = [s for s in range(players) if s not in to_move]
    if idle:
        some_legal = game.legal_actions(state, seat)
        try:
            game.apply(state, idle[0], some_legal[0])
        except IllegalAction:
            pass
        else:
            raise ProtocolViolation(f"{where}apply accepted a move by seat {idle[0]}, who is not to move")
    if game.dump(state) != before:
        raise ProtocolViolation(f"{where}a refused action changed the state")


def random_playout(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    chooser_seed: int | None = None,
    max_steps: int = 20_000,
    invariants: Iterable[Invariant] = (),
    deep_every: int = 1,
    choose: Callable[[random.Random, Game, Any, int, list[Action]], Action] | None = None,
) -> Playout:
    """Play one seeded random game to the end, checking the protocol at every step.

    ``deep_every``: run the expensive checks (views, refusals, round-trip) every N steps.
    ``choose``: pick an action (default: uniform among the legal ones).
    """
    opts = dict(options or {})
    picker = random.Random(seed if chooser_seed is None else chooser_seed)
    state = game.new_game(players=players, seed=seed, options=opts)
    record = Playout(players=players, seed=seed, options=opts)
    invariants = list(invariants)
    labels_seen: set[str] = set()
    events_seen: set[str] = set()
    for step in range(max_steps):
        where = f"[seed {seed}, step {step}] "
        deep = step % deep_every == 0
        for inv in invariants:
            try:
                inv(game, state)
            except AssertionError as exc:
                raise ProtocolViolation(f"{where}invariant {inv.__name__} failed: {exc}") from None
        if deep:
            check_views(game, state, players, where)
            text = game.dump(state)
            if game.dump(game.load(text)) != text:
                raise ProtocolViolation(f"{where}load(dump(state)) does not round-trip")
        if game.is_over(state):
            if game.to_move(state):
                raise ProtocolViolation(f"{where}game is over but to_move is {game.to_move(state)}")
            record.finished = True
            break
        to_move = game.to_move(state)
        if not to_move:
            raise ProtocolViolation(f"{where}nobody is to move but the game is not over")
        seat = to_move[picker.randrange(len(to_move))]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise ProtocolViolation(f"{where}seat {seat} is to move but has no legal action")
        if deep:
            if game.legal_actions(state, seat) != legal:
                raise ProtocolViolation(f"{where}legal_actions is not stable")
            check_reload_order(game, state, seat, legal, where)
            for a in legal:
                back = game.action_from_json(json.loads(json.dumps(a.to_json())))
                if back != a:
                    raise ProtocolViolation(f"{where}action {a.to_json()} does not round-trip via JSON")
            check_labels(legal, where, labels_seen)
            check_kinds(game, legal, where)
            _check_refusals(game, state, to_move, players, where)
        action = choose(picker, game, state, seat, legal) if choose else legal[picker.randrange(len(legal))]
        before = game.dump(state) if deep else None
        new_state, events = game.apply(state, seat, action)
        if deep and game.dump(state) != before:
            raise ProtocolViolation(f"{where}apply mutated its input state ({action.to_json()})")
        check_events(events, players, where, events_seen)
        record.actions.append((seat, action.to_json()))
        state = new_state
        record.steps = step + 1
    else:
        raise ProtocolViolation(f"[seed {seed}] game did not end within {max_steps} steps")
    scores = game.scores(state)
    if len(scores) != players or not all("total" in s for s in scores):
        raise ProtocolViolation(f"[seed {seed}] scores must have one entry with a total per seat")
    won = game.winners(state)
    if not won or sorted(set(won)) != won or not all(0 <= seat < players for seat in won):
        raise ProtocolViolation(f"[seed {seed}] winners must be seats in order, at least one: {won!r}")
    record.final_dump = game.dump(state)
    return record


def replay(game: Game, record: Playout) -> Any:
    """Rebuild a game from its seed, options and action log."""
    state = game.new_game(players=record.players, seed=record.seed, options=record.options)
    for seat, obj in record.actions:
        state, _ = game.apply(state, seat, game.action_from_json(obj))
    return state


def check_determinism(game: Game, record: Playout) -> None:
    """Same seed + same actions = identical JSON."""
    again = game.dump(replay(game, record))
    if again != record.final_dump:
        raise ProtocolViolation(f"[seed {record.seed}] replaying the same actions gave different JSON")


def check_kinds(game: Game, legal: Iterable[Action], where: str = "") -> None:
    """Every offered action is of a kind the game declares (``Game.action_kinds``: what a
    bot record's commands and panels are checked against), when it declares them."""
    if not game.action_kinds:
        return
    unknown = sorted({a.kind for a in legal} - game.action_kinds)
    if unknown:
        raise ProtocolViolation(f"{where}actions of undeclared kinds {unknown} (Game.action_kinds)")


def check_game(
    game: Game,
    players: int,
    seeds: Iterable[int],
    options: Mapping[str, Any] | None = None,
    *,
    invariants: Iterable[Invariant] = (),
    deep_every: int = 1,
    max_steps: int = 20_000,
) -> list[Playout]:
    """Random playouts over many seeds plus the determinism check; returns the records."""
    records = []
    invariants = list(invariants)
    for seed in seeds:
        rec = random_playout(
            game, players, seed, options, invariants=invariants, deep_every=deep_every, max_steps=max_steps
        )
        check_determinism(game, rec)
        records.append(rec)
    return records
