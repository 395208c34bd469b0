"""Message catalogues: every sentence a player reads, per language, as Project Fluent files.

Why Fluent (``fluent.runtime``): a message is an id plus named arguments, and the whole
sentence (its plural forms by CLDR rules, its word order, a variant chosen by an argument)
lives in the catalogue, where a translator can change it without touching code. gettext
can only pluralise on one number per message and keeps word order in code; Fluent selects
on any argument, so "removed 1 post / 3 posts in Cairo" and its Dutch order are data.
Numbers and lists ("a, b and c" / "a, b en c") are formatted by Babel, which Fluent uses.

Layout: each package that speaks registers its catalogue files with ``add_catalogue``: they
live in ``<package>/locales/<language>/<name>.ftl`` (``en`` first; ``nl`` beside it). Keys are namespaced
by their owner: ``core-``, ``mombasa-``, ``batavia-``, ``render-``, ``bot-``.

    from rules.catalogues import words
    w = words("nl")
    w(Message("mombasa-goods-bought", {"seat": 0, "card": "c12"}), names=["Ann", "Bob"])

Formatting conventions (see ``rules.core.Message``): ``seat``/``*_seat`` ints read as seat
names, ``seats``/``*_seats`` lists as lists of names, nested messages are formatted first,
other lists become language lists. A key missing in a language falls back to English; a key
missing in English reads as the key itself (the catalogue check test forbids both).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt
from fluent.runtime.utils import native_to_fluent

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "Message", "Words", "add_catalogue", "english", "msg", "words",
           "catalogue_files", "language_of"]

# A message lives beside its catalogues: its English text is theirs to say, and rules.core
# re-exports it (the engine protocol names it there).
@dataclass(frozen=True, eq=True)
class Message:
    """A catalogue key and its JSON-ready arguments: what to say, not how it reads.

    Argument values are ints, strings, bools, None, nested messages (as ``Message`` or their
    JSON form ``{"key": ..., "args": {...}}``) and lists of these. Conventions the formatter
    knows (``rules.catalogues.Words``): an int argument named ``seat`` or ``*_seat`` is a
    seat number and reads as that seat's name; a list named ``seats`` or ``*_seats`` reads as
    a list of names; any other list reads as a list in the language ("a, b and c").
    """

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not self.key:
            raise TypeError("a message key is a non-empty string")
        args = self.args
        # most arguments are plain (ids, numbers): copied as they are, without the walk
        # (an engine's step makes a dozen messages, a panel's choices hundreds)
        for v in args.values():
            if type(v) not in _PLAIN:
                object.__setattr__(self, "args", {k: _message_arg(v) for k, v in args.items()})
                return
        object.__setattr__(self, "args", dict(args))

    def __hash__(self) -> int:
        return hash((self.key, json.dumps(self.args, sort_keys=True)))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": self.args}

    @classmethod
    def ready(cls, key: str, args: Mapping[str, Any]) -> Message:
        """A message of arguments JSON-ready already (a message's own, kept in a state or
        read back from JSON), kept as they are: not walked again (an action under way
        rebuilds its held-back events at every decision)."""
        if not isinstance(key, str) or not key:
            raise TypeError("a message key is a non-empty string")
        m = object.__new__(cls)
        object.__setattr__(m, "key", key)
        object.__setattr__(m, "args", dict(args))
        return m

    @classmethod
    def from_json(cls, obj: Any) -> Message:
        if isinstance(obj, Message):
            return obj
        if not isinstance(obj, Mapping) or not isinstance(obj.get("key"), str):
            raise TypeError("a message is an object with a \"key\" text")
        args = obj.get("args") or {}
        if not isinstance(args, Mapping):
            raise TypeError("a message's \"args\" is an object")
        return cls(obj["key"], dict(args))

    @property
    def text(self) -> str:
        """The English sentence (the protocol's default text)."""
        return english(self)

    def __str__(self) -> str:
        return self.text


def msg(key: str, **args: Any) -> Message:
    """Shorthand: ``msg("mombasa-goods-bought", seat=0, card="c12")``."""
    return Message(key, args)


_PLAIN = frozenset({str, int, float, bool, type(None)})  # argument types kept as they are


def _message_arg(value: Any) -> Any:
    """Normalise one argument to JSON-ready data (nested messages become their JSON form)."""
    if isinstance(value, Message):
        return value.to_json()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list | tuple):
        return [_message_arg(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _message_arg(v) for k, v in value.items()}
    raise TypeError(f"message arguments must be JSON-ready, got {type(value).__name__}")


LANGUAGES: tuple[str, ...] = ("en", "nl")
DEFAULT_LANGUAGE = "en"

# Registered catalogues (package, folder, file names), in registration order (core first).
_SOURCES: list[tuple[str, str, tuple[str, ...]]] = []
_LOCK = threading.Lock()

# Babel locale for lists and numbers: British English (Mombasa's own), "a, b and c".
_BABEL_LOCALE = {"en": "en_GB"}

SeatNames = Sequence[str] | Callable[[int], str] | None


def add_catalogue(package: str, names: Sequence[str], folder: str = "locales") -> None:
    """Register ``<package>/<folder>/<lang>/<name>`` for each of ``names`` (``.ftl`` files).

    Idempotent per package; clears the cached catalogues. A language may lack a file (then
    its keys fall back to English, which the catalogue check test forbids for shipped ones).
    """
    with _LOCK:
        if any(p == package for p, _, _ in _SOURCES):
            return
        _SOURCES.append((package, folder, tuple(names)))
        _words.cache_clear()


def catalogue_files(lang: str) -> list[tuple[str, str, str]]:
    """(package, file name, text) of every registered catalogue file of ``lang``."""
    out: list[tuple[str, str, str]] = []
    for package, folder, names in list(_SOURCES):
        for name in names:
            try:
                text = files(package).joinpath(folder, lang, name).read_text(encoding="utf-8")
            except FileNotFoundError:
                continue
            out.append((package, name, text))
    return out


def language_of(locale: str | None) -> str:
    """The supported language for a Discord locale ("nl" -> "nl", "en-GB" -> "en", ...)."""
    if locale:
        base = str(locale).replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


class Words:
    """One language's catalogue: call it with a message (or a key and arguments) for text."""

    def __init__(self, lang: str, fallback: Words | None = None) -> None:
        self.lang = lang
        self.fallback = fallback
        self.bundle = _Bundle([lang], use_isolating=False)
        self._memo: dict[tuple, str] = {}
        for _package, _name, text in catalogue_files(lang):
            self.bundle.add_resource(FluentResource(text))

    def has(self, key: str) -> bool:
        return self.bundle.has_message(key)

    def __call__(self, message: Message | Mapping[str, Any] | str, /, names: SeatNames = None,
                 **args: Any) -> str:
        if isinstance(message, str):
            return self._format(message, args, names, None)
        if isinstance(message, Message) and not args:
            # a message's arguments are JSON-ready (checked when it was made)
            return self._format(message.key, message.args, names, None, ready=True)
        key, margs = _key_args(message)
        return self._format(key, {**margs, **args} if args else margs, names, None)

    def format(self, key: str, args: Mapping[str, Any], names: SeatNames = None) -> str:
        return self._format(key, args, names, None)

    def problems(self, message: Message | Mapping[str, Any], names: SeatNames = None) -> list[str]:
        """What goes wrong formatting ``message`` in this language, nested messages included:
        a missing key, a message without a value, Fluent's errors (an unknown variable, a
        missing message reference...). Empty when it reads cleanly."""
        key, margs = _key_args(message)
        errors: list[str] = []
        self._format(key, margs, names, errors)
        return errors

    def _format(self, key: str, args: Mapping[str, Any], names: SeatNames, errors: list[str] | None,
                ready: bool = False) -> str:
        """The text of ``key`` with ``args``; ``errors`` (when given) collects what went wrong,
        nested messages included (one pass: the nested ones are formatted once).

        Texts are remembered with the seat names they were given, unless those are a
        function (the same card, book or event reads the same every time; Fluent takes tens
        of microseconds per message). ``ready``: ``args`` are JSON-ready (a ``Message``'s),
        so their ``repr`` tells them apart (see ``_frozen``)."""
        if errors is None and not callable(names):
            memo_key = (key, repr(args) if ready else _frozen(args), None if names is None else tuple(names))
            text = self._memo.get(memo_key)
            if text is None:
                if len(self._memo) > 50_000:
                    self._memo.clear()
                text = self._memo[memo_key] = self._render(key, args, names, None, ready)
            return text
        return self._render(key, args, names, errors, ready)

    def _render(self, key: str, args: Mapping[str, Any], names: SeatNames, errors: list[str] | None,
                ready: bool = False) -> str:
        if not self.bundle.has_message(key):
            if self.fallback is not None:
                if errors is not None:
                    errors.append(f"{key}: no such message in {self.lang!r}")
                return self.fallback._format(key, args, names, errors, ready)
            if errors is not None:
                errors.append(f"{key}: no such message in {self.lang!r}")
            return key
        entry = self.bundle.get_message(key)
        if entry.value is None:
            if errors is not None:
                errors.append(f"{key}: the message has no value")
            return key
        text, found = self.bundle.format_pattern(entry.value, self._args(args, names, errors, ready))
        if errors is not None:
            errors.extend(f"{key}: {type(e).__name__}: {e}" for e in found)
        return text

    def attribute(self, key: str, attribute: str, names: SeatNames = None, **args: Any) -> str:
        """A message attribute (``.description`` of a command, say), with the same fallback."""
        if self.bundle.has_message(key):
            entry = self.bundle.get_message(key)
            if attribute in entry.attributes:
                text, _errors = self.bundle.format_pattern(entry.attributes[attribute],
                                                           self._args(args, names))
                return text
        if self.fallback is not None:
            return self.fallback.attribute(key, attribute, names, **args)
        return f"{key}.{attribute}"

    def seat_name(self, seat: int, names: SeatNames = None) -> str:
        if callable(names):
            return names(seat)
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return self.format("core-seat", {"number": seat + 1})

    def join(self, items: Iterable[str]) -> str:
        """A list in this language: "a, b and c" / "a, b en c"."""
        items = list(items)
        return format_list(items, locale=_BABEL_LOCALE.get(self.lang, self.lang)) if items else ""

    def _args(self, args: Mapping[str, Any], names: SeatNames,
              errors: list[str] | None = None, ready: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, value in args.items():
            out[name] = self._arg(name, value, names, errors, ready)
        return out

    def _arg(self, name: str, value: Any, names: SeatNames, errors: list[str] | None = None,
             ready: bool = False) -> Any:
        seatish = name == "seat" or name.endswith("_seat")
        seatsish = name == "seats" or name.endswith("_seats")
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, int) and seatish:
            return self.seat_name(value, names)
        if isinstance(value, Mapping) and isinstance(value.get("key"), str):
            # (the nested message of JSON-ready arguments is JSON-ready too)
            return self._format(value["key"], value.get("args") or {}, names, errors, ready)
        if isinstance(value, list):
            if seatsish:  # seat numbers, or messages in their place (a named seat, the Mautoma)
                return self.join(self.seat_name(v, names) if isinstance(v, int) else
                                 str(self._arg("", v, names, errors, ready)) for v in value)
            return self.join(str(self._arg("", v, names, errors, ready)) for v in value)
        if value is None:
            return ""
        return value


class _Bundle(FluentBundle):
    """FluentBundle, with small integers formatted without Babel (see ``_Int``)."""

    def format_pattern(self, pattern: Any, args: Mapping[str, Any] | None = None) -> tuple[Any, list]:
        fluent_args = {k: (_Int(v) if type(v) is int else native_to_fluent(v)) for k, v in (args or {}).items()}
        errors: list = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            result = pattern(env)
        except ValueError as e:
            errors.append(e)
            result = "{???}"
        return result, errors


class _Int(FluentInt):
    """An integer argument. Below 1000 its digits are its text in every language we speak
    (no grouping separator), which spares Babel's number formatting on the hot path; plural
    selection is unchanged."""

    def format(self, locale: Any) -> str:
        if -1000 < self < 1000 and not self.options.minimumIntegerDigits \
                and self.options.minimumFractionDigits is None:
            return str(int(self))
        return super().format(locale)




def words(lang: str | None = DEFAULT_LANGUAGE) -> Words:
    """The cached catalogue of ``lang`` (a locale like "nl" or "en-GB"; unknown: English)."""
    return _words(language_of(lang))


@cache
def _words(lang: str) -> Words:
    if lang == DEFAULT_LANGUAGE:
        return Words(lang)
    return Words(lang, fallback=_words(DEFAULT_LANGUAGE))


def english(message: Message | Mapping[str, Any], names: SeatNames = None) -> str:
    """The English text of a message: the protocol's default ``text``/``label``/``str()``."""
    return _words(DEFAULT_LANGUAGE)(message, names=names)


def _frozen(value: Any) -> Any:
    """JSON-like data as a hashable value (for remembering texts). JSON-ready arguments (a
    ``Message``'s) are keyed by their ``repr`` instead, made in C at a tenth of the cost: for
    str, int, float, bool, None, lists and dicts it differs wherever the values do (True,
    1 and 1.0; "1" and 1), which is not so for any object (a default ``repr`` names only an
    address, which a later object may reuse), hence this walk for the other callers."""
    if isinstance(value, Mapping):
        return tuple((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, list | tuple):
        return (list, *(_frozen(v) for v in value))
    if isinstance(value, bool | float):  # True == 1 == 1.0 as keys: keep them apart
        return (type(value), value)
    return value


def _key_args(message: Any) -> tuple[str, Mapping[str, Any]]:
    """A message's key and arguments, without re-normalising them (a ``Message`` holds them
    JSON-ready already, and so do the nested messages inside it)."""
    if isinstance(message, Message):
        return message.key, message.args
    if isinstance(message, Mapping) and isinstance(message.get("key"), str):
        args = message.get("args") or {}
        if isinstance(args, Mapping):
            return message["key"], args
    m = Message.from_json(message)  # raises TypeError, naming what is wrong
    return m.key, m.args


add_catalogue("rules", ["core.ftl"])
