"""The game protocol every hosted game implements, its errors, and the registry of games.

The contract (see DESIGN.md, "The game protocol"):

    game = get_game("mombasa")
    state = game.new_game(players=4, seed=7, options={...})
    game.to_move(state) -> list[int]            seats that must decide now
    game.legal_actions(state, seat) -> list[Action]
    game.apply(state, seat, action) -> (State, list[Event])   pure; raises IllegalAction
    game.view(state, seat | None) -> dict       JSON-ready; None = public
    game.is_over(state) -> bool
    game.scores(state) -> list[dict]            per seat: category -> pounds, and "total"
    game.winners(state) -> list[int]            seats that won (ties share the win)
    game.dump(state) -> str / game.load(text) -> State
    game.action_from_json(obj) -> Action

A compound move is a sequence of small decisions, each with a finite list of legal choices;
the pending decision is part of the state, so nothing ever waits for input.

Words are data. Engines never build sentences: an event, an action's label and a refusal
carry a ``Message`` (a catalogue key and JSON-ready arguments: seats as seat numbers,
components as ids or nested messages, numbers as numbers). The sentence lives in the
message catalogues (``rules.catalogues``, Project Fluent); English is the default ``text`` /
``label`` / ``str()`` so the protocol's contract holds for callers that want plain text.

Events are plain dicts: {"type": "CardBought", "visible_to": "all" | seat, "key": "...",
"args": {...}, "text": "<English>", ...data}. An event that exposed information nobody had
before (a card or book drawn from a face-down supply, a secret plan revealed) carries
"reveals": True; undo never crosses it.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import pkgutil
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from rules.catalogues import Message, msg

__all__ = [
    "Action",
    "Message",
    "msg",
    "Event",
    "Game",
    "GameError",
    "IllegalAction",
    "OptionError",
    "Rng",
    "event",
    "get_game",
    "json_problem",
    "game_names",
    "register",
    "top_seats",
]

Event = dict[str, Any]
State = Any


class GameError(Exception):
    """Base class of every error the engines raise on purpose.

    Carries a ``Message`` (``.message``); ``str()`` is its English text. A plain string is
    accepted for callers outside the engines (it then has no catalogue key).
    """

    def __init__(self, message: Message | str = "", *rest: Any) -> None:
        self.message: Message | None = message if isinstance(message, Message) else None
        self._text = None if isinstance(message, Message) else str(message)
        super().__init__(message, *rest)

    def __str__(self) -> str:
        if self.message is not None:
            return self.message.text
        return self._text or ""


class IllegalAction(GameError):
    """The action is not allowed now. The message says why, in plain words."""


class OptionError(GameError, ValueError):
    """new_game was called with a malformed or unknown option, or a bad player count."""


# Limits on untrusted JSON (an action from a button, a log row, an imported file): deep
# nesting would exhaust the recursion limit, huge texts or integers waste time, and the
# store keeps integers in 64-bit SQLite columns.
MAX_JSON_DEPTH = 32
MAX_JSON_ITEMS = 10_000
MAX_JSON_TEXT = 100_000  # characters of one action's JSON text
INT_MIN, INT_MAX = -(2**63), 2**63 - 1


def json_problem(value: Any, *, max_depth: int = MAX_JSON_DEPTH,
                 max_items: int = MAX_JSON_ITEMS, floats: bool = False) -> str | None:
    """Why ``value`` is not small, plain JSON data, or None when it is.

    Plain: dicts with text keys, lists/tuples, text, None, booleans and integers in the
    64-bit range (finite floats only when ``floats``). Walks iteratively, so no input can exhaust the stack."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    seen = 0
    while stack:
        item, depth = stack.pop()
        seen += 1
        if seen > max_items:
            return f"it has more than {max_items} values"
        if depth > max_depth:
            return f"it is nested deeper than {max_depth} levels"
        if item is None or isinstance(item, str | bool):
            continue
        if isinstance(item, int):
            if not INT_MIN <= item <= INT_MAX:
                return "it holds a number that is too large"
            continue
        if floats and isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                return "it holds a number that is not finite"
            continue
        if isinstance(item, list | tuple):
            stack.extend((v, depth + 1) for v in item)
        elif isinstance(item, dict):
            for k, v in item.items():
                if not isinstance(k, str):
                    return "it has a key that is not text"
                stack.append((v, depth + 1))
        elif isinstance(item, _Flag):
            continue
        else:
            return f"it holds a {type(item).__name__}, which is not plain JSON"
    return None


class _Flag:
    """A frozen boolean parameter. ``True == 1`` in Python, so plain bools would let an
    action with ``true`` match a legal action with ``1``; a flag equals flags only."""

    __slots__ = ("value",)

    def __init__(self, value: bool) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Flag) and other.value is self.value

    def __hash__(self) -> int:
        return hash((_Flag, self.value))

    def __bool__(self) -> bool:
        return self.value

    def __repr__(self) -> str:
        return repr(self.value)


def _freeze(value: Any) -> Any:
    """Turn JSON-like data into hashable, comparable data (lists -> tuples, dicts -> sorted
    pairs, booleans -> flags that never equal integers)."""
    if isinstance(value, bool):
        return _Flag(value)
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
    if value is None or isinstance(value, str | int | _Flag):
        return value
    raise TypeError(f"action parameters must be JSON-like, got {type(value).__name__}")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    if isinstance(value, _Flag):
        return value.value
    return value


class Action:
    """One small decision: a kind and JSON-like parameters. Equality ignores the label.

    Parameters are stored frozen (tuples), so actions are hashable and can be compared with
    the entries of a legal-action list. The label is a ``Message`` (``.message``) for buttons
    and menus; ``.label`` is its English text, made only when asked for. A plain string label
    is accepted too (tests, toy games).
    """

    __slots__ = ("kind", "params", "message", "_label")

    def __init__(self, kind: str, params: tuple[tuple[str, Any], ...] = (),
                 label: Message | str = "") -> None:
        self.kind = kind
        self.params = params
        self.message: Message | None = label if isinstance(label, Message) else None
        self._label: str | None = None if isinstance(label, Message) else label

    @classmethod
    def make(cls, kind: str, label: Message | str = "", **params: Any) -> Action:
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())), label)

    @property
    def label(self) -> str:
        if self._label is None:
            self._label = self.message.text if self.message is not None else ""
        return self._label

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.kind, self.params))

    def __setattr__(self, name: str, value: Any) -> None:
        if name != "_label" and hasattr(self, name):
            raise AttributeError(f"Action.{name} cannot be changed")
        object.__setattr__(self, name, value)

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.params!r})"

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v.value if isinstance(v, _Flag) else v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v.value if isinstance(v, _Flag) else v
        raise KeyError(key)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for k, v in self.params:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, obj: Any) -> Action:
        """Parse the generic shape {"kind": str, ...params}. Raises IllegalAction when
        malformed, too large, too deep, or holding integers outside 64 bits; never
        anything else, whatever the input."""
        if isinstance(obj, str | bytes | bytearray):
            if len(obj) > MAX_JSON_TEXT:
                raise IllegalAction("That action is too long to be a real choice.")
            try:
                obj = json.loads(obj)
            except (ValueError, RecursionError) as exc:
                msg = getattr(exc, "msg", None) or "it is not valid JSON"
                raise IllegalAction(f"That action could not be read ({msg}).") from None
        if not isinstance(obj, Mapping) or not isinstance(obj.get("kind"), str):
            raise IllegalAction('An action must be an object with a "kind" text.')
        problem = json_problem(dict(obj))
        if problem is not None:
            raise IllegalAction(f"That action cannot be a real choice: {problem}.")
        params = {k: v for k, v in obj.items() if k not in ("kind", "label")}
        try:
            return cls.make(obj["kind"], **params)
        except TypeError as exc:
            raise IllegalAction(f"That action has a malformed value: {exc}.") from None

    def __str__(self) -> str:
        return self.label or json.dumps(self.to_json(), sort_keys=True)


def event(type_: str, message: Message | str, visible_to: int | str = "all", **data: Any) -> Event:
    """Build an event dict with the conventional keys.

    With a ``Message``: "key" and "args" for the catalogues, and its English as "text". A
    plain string (toy games, tests) becomes "text" alone.
    """
    if isinstance(message, Message):
        return {"type": type_, "visible_to": visible_to, "key": message.key,
                "args": message.args, "text": message.text, **data}
    return {"type": type_, "visible_to": visible_to, "text": message, **data}


class Rng:
    """SplitMix64: a tiny, fast, serialisable generator. Its whole state is one int.

    Engines keep one inside their state (never the global ``random``), so the same seed and
    the same actions always give the same game.
    """

    __slots__ = ("state",)
    _MASK = (1 << 64) - 1

    def __init__(self, state: int) -> None:
        self.state = state & self._MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        rng = cls(int(seed) ^ 0x9E3779B97F4A7C15)
        rng.next64()  # decorrelate small neighbouring seeds
        return rng

    def copy(self) -> Rng:
        return Rng(self.state)

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self._MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable[Any]) -> list[Any]:
        out = list(items)
        self.shuffle(out)
        return out


class Game(ABC):
    """Base class of a hosted game. Subclasses implement the protocol methods.

    ``apply`` here checks the action against ``legal_actions`` and then calls ``_apply``, so
    no engine can forget to refuse an illegal action.
    """

    name: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    # Every kind of action ``legal_actions`` may offer (``Action.kind``). A bot record names
    # kinds in its commands and panels and is checked against this; the test kit checks
    # every offered action against it. Empty: not declared (nothing is checked).
    action_kinds: frozenset[str] = frozenset()
    # The saved format (dumps and logged actions). Raise it when the shape of the state or
    # of an action changes, and teach upgrade_state / upgrade_action the step from the old.
    format_version: int = 1

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every engine's apply (also one that overrides it) first refuses malformed input
        # with IllegalAction: a seat that is not a small integer, an action that is not an
        # Action or whose parameters are not small plain JSON.
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("apply")
        if own is not None and not getattr(own, "_checks_input", False):
            cls.apply = _checking_input(own)  # type: ignore[method-assign]  # wraps the engine's own apply once, at class creation

    # -- the protocol ---------------------------------------------------------------
    @abstractmethod
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        """A fresh game. Raises OptionError for a bad player count or malformed options."""

    @abstractmethod
    def to_move(self, state: State) -> list[int]:
        """Seats that must decide now (several at once in simultaneous phases); [] when over."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every legal choice of ``seat`` now, finite and in a stable order; [] if not to move."""

    @abstractmethod
    def _apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Apply an action already known to be legal. Must not mutate ``state``."""

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """JSON-ready projection for one seat (None = public). Never another seat's secrets."""

    @abstractmethod
    def is_over(self, state: State) -> bool: ...

    @abstractmethod
    def scores(self, state: State) -> list[dict[str, int]]:
        """Per seat: category -> pounds, plus "total"."""

    @abstractmethod
    def dump(self, state: State) -> str: ...

    @abstractmethod
    def load(self, text: str) -> State: ...

    def action_from_json(self, obj: Any) -> Action:
        return Action.from_json(obj)

    def winners(self, state: State) -> list[int]:
        """The seats that won: the highest total, a tie sharing the win. Engines whose rules
        break ties override it; the bot and the store ask here, never compute it."""
        return top_seats(self.scores(state))

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Refuse what is not legal now (each refusal from its hook below), then ``_apply``
        the matching legal action (its label included)."""
        check_apply_input(seat, action)
        if self.is_over(state):
            raise IllegalAction(self.refusal_game_over(state))
        to_move = self.to_move(state)
        if seat not in to_move:
            raise IllegalAction(self.refusal_not_to_move(state, seat, to_move))
        narrowed = self.candidates(state, seat, action)
        legal = self.legal_actions(state, seat) if narrowed is None else narrowed
        if action not in legal:
            every = legal if narrowed is None else self.legal_actions(state, seat)
            raise IllegalAction(self.explain_illegal(state, seat, action, every))
        return self._apply(state, seat, legal[legal.index(action)])

    # -- saved formats ----------------------------------------------------------------
    def upgrade_state(self, text: str, version: int) -> str:
        """A dump written under format ``version``, turned into today's format.

        The store records ``format_version`` beside each snapshot and logged action and calls
        this before ``load``. The default knows only today's format.
        """
        self._check_format(version)
        return text

    def upgrade_action(self, obj: Mapping[str, Any], version: int) -> dict[str, Any]:
        """An action logged under format ``version`` (a renamed kind, a changed parameter),
        as today's ``action_from_json`` reads it. The default knows only today's format."""
        self._check_format(version)
        return dict(obj)

    def _check_format(self, version: int) -> None:
        if type(version) is not int or not 1 <= version <= self.format_version:
            raise GameError(f"This {self.name or 'game'} was saved in format {version!r}, which "
                            f"this version does not know (it knows 1 to {self.format_version}).")

    # -- refusals: what apply says when it refuses (engines name the rule) -----------
    def refusal_game_over(self, state: State) -> Message | str:
        """Why no move is taken once the game is over."""
        return "The game is over; no more moves can be made."

    def refusal_not_to_move(self, state: State, seat: int, to_move: list[int]) -> Message | str:
        """Why ``seat`` may not decide now (``to_move``: the seats that may)."""
        return "It is not your turn to decide."

    def candidates(self, state: State, seat: int, action: Action) -> list[Action] | None:
        """The legal actions ``action`` is checked against when listing every legal action
        is costly (those of its kind: a subset of ``legal_actions``, in its order); None
        checks against them all."""
        return None

    def explain_illegal(self, state: State, seat: int, action: Action, legal: list[Action]) -> Message | str:
        """Why ``action`` is refused, in plain words (``legal``: every legal action now).
        Engines override it to name the rule."""
        if not any(a.kind == action.kind for a in legal):
            return f"You cannot do that ({action.kind}) at this point of the game."
        return "That choice is not allowed right now."

    def secrets(self, state: State, seat: int | None) -> list[str]:
        """Strings that identify ``seat``'s hidden information (None: hidden from everyone).

        The test kit checks none of them appears as a string value or key in any other
        seat's view or in the public view. Engines return distinctive tokens (card ids in a
        hand, a face-down plan, deck order, the generator state).
        """
        return []

    def reveals(self, events: Iterable[Event]) -> bool:
        """True when these events exposed hidden information, so undo may not cross them."""
        return any(bool(e.get("reveals")) for e in events)

    def binding(self, action: Action) -> Message | None:
        """Why ``action``, once confirmed, may not be taken back by undo (a rule of the game:
        Batavia's bids and passes), naming the rule; None when undo may take it back."""
        return None

    def options_help(self) -> dict[str, str]:
        """Option name -> one-line description, for help texts."""
        return {}


def top_seats(scores: Sequence[Mapping[str, Any]]) -> list[int]:
    """The seats whose "total" is the highest (all of them when tied); [] without scores."""
    totals = [int(row.get("total", 0)) for row in scores]
    best = max(totals, default=0)
    return [seat for seat, total in enumerate(totals) if total == best]


def _checking_input(apply: Callable[..., tuple[State, list[Event]]]) -> Callable[..., tuple[State, list[Event]]]:
    def checked(self: Game, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        check_apply_input(seat, action)
        return apply(self, state, seat, action)

    checked.__doc__ = apply.__doc__
    checked.__name__ = apply.__name__
    checked._checks_input = True  # type: ignore[attr-defined]  # a mark on the function, read by __init_subclass__
    return checked


MAX_SEAT = 63


def check_apply_input(seat: Any, action: Any) -> None:
    """Refuse, with IllegalAction, input no game could accept (before any engine code)."""
    if type(seat) is not int or not 0 <= seat <= MAX_SEAT:
        raise IllegalAction("That seat is not part of this game.")
    if not isinstance(action, Action) or not isinstance(action.kind, str):
        raise IllegalAction("That is not an action.")
    problem = json_problem(list(action.params))
    if problem is not None:
        raise IllegalAction(f"That action cannot be a real choice: {problem}.")


# -- registry ---------------------------------------------------------------------------
_FACTORIES: dict[str, Callable[[], Game]] = {}
_INSTANCES: dict[str, Game] = {}
# Games installed from other distributions: entry points of this group (name: the game's
# name, value: the engine module, which registers the game when imported).
ENTRY_POINTS = "gamehost.engines"


@functools.cache
def _builtin() -> dict[str, str]:
    """Built-in games: every package of ``rules/`` (a folder with an ``__init__.py``; the
    package's name is the game's), then the installed entry points. Imported lazily (in
    ``get_game``), so loading one engine never pays for another."""
    here = [str(Path(__file__).parent)]
    found = {m.name: f"rules.{m.name}" for m in pkgutil.iter_modules(here) if m.ispkg}
    for point in entry_points(group=ENTRY_POINTS):
        found.setdefault(point.name, point.value)
    return found


def register(name: str, factory: Callable[[], Game]) -> None:
    """Register a game under ``name``. Registering the same name twice replaces it."""
    _FACTORIES[name] = factory
    _INSTANCES.pop(name, None)


def get_game(name: str) -> Game:
    """The game registered as ``name``. Raises KeyError with the known names if unknown."""
    if name in _INSTANCES:
        return _INSTANCES[name]
    module = _builtin().get(name)
    if name not in _FACTORIES and module is not None:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
    if name not in _FACTORIES:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(game_names()) or 'none'}")
    game = _FACTORIES[name]()
    _INSTANCES[name] = game
    return game


def game_names() -> list[str]:
    """Names of the games that can be loaded (registered or built in and present)."""
    names = set(_FACTORIES)
    for name, module in _builtin().items():
        if importlib.util.find_spec(module) is not None:
            names.add(name)
    return sorted(names)
