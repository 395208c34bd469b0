"""The bot's words: its Fluent catalogue, ``bot/locales/<lang>/bot.ftl`` (keys ``bot-...``).

The game service says *what* to tell (``rules.core.Message``: a key and arguments, seats as
numbers); the Discord-facing parts format it at the edge with ``rules.catalogues.words``,
passing the players' display names by seat (``names``) for ``seat``/``*_seat`` arguments.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from importlib.resources import files
from typing import Any

from rules.catalogues import DEFAULT_LANGUAGE, LANGUAGES, Words, add_catalogue, language_of, words
from rules.core import Message, msg


def _catalogue_files() -> list[str]:
    """Every catalogue file of the bot: bot.ftl and one per game profile (bot/locales/en/)."""
    folder = files("bot").joinpath("locales", "en")
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".ftl"))


add_catalogue("bot", _catalogue_files())

__all__ = ["LANGUAGES", "Line", "command_name", "current_language", "description", "english",
           "language_of", "render", "say", "sentence", "set_language", "show", "speaker", "text", "use_language",
           "words"]

# Who reads what is being formatted now. The edge sets it: a private reply or panel in the
# user's language (``bot.ui.errors``: the command tree's check, the controls' base class; from their choice in
# ``/settings language:`` or their Discord locale), a thread post in the game's language
# (``bot.ui.announce``). A context variable, so each interaction's task keeps its own.
_LANGUAGE: ContextVar[str] = ContextVar("bot_language", default=DEFAULT_LANGUAGE)


def current_language() -> str:
    return _LANGUAGE.get()


def speaker(lang: str | None = None) -> Words:
    """The catalogue of ``lang``, or of whoever reads what is being formatted now."""
    return words(lang or _LANGUAGE.get())


@contextmanager
def use_language(lang: str | None) -> Iterator[str]:
    """Format in ``lang`` inside the block (None or unknown: English)."""
    lang = language_of(lang)
    token = _LANGUAGE.set(lang)
    try:
        yield lang
    finally:
        _LANGUAGE.reset(token)


def set_language(lang: str | None) -> str:
    """Format in ``lang`` from now on in this task (an interaction's own task)."""
    lang = language_of(lang)
    _LANGUAGE.set(lang)
    return lang

# What the service hands over for one line: a message, or (rarely) text that already is
# words, such as an engine event that carries no key yet.
Line = Message


def text(words_already: str) -> Message:
    """Text that needs no catalogue: an engine event's own "text" (events without a key),
    a player's name, a label an engine gave as a plain string."""
    return msg("bot-text", text=words_already)


def render(line: Message | str, names: Sequence[str] | None = None,
           speaker: Words | None = None) -> str:
    """One line in words (in the current language unless ``speaker`` says otherwise)."""
    if isinstance(line, str):
        return line
    return (speaker or words(_LANGUAGE.get()))(line, names=names)


def english(line: Message | str, names: Sequence[str] | None = None) -> str:
    """One line in English (logs, the admin's export notes)."""
    return render(line, names, words(DEFAULT_LANGUAGE))


def lines(items: Sequence[Message | str], names: Sequence[str] | None = None,
          speaker: Words | None = None) -> list[str]:
    return [render(m, names, speaker) for m in items]


def as_message(value: Any) -> Message:
    return value if isinstance(value, Message) else text(str(value))


def sentence(text: str) -> str:
    """A line as the start of a sentence: its first letter capitalised ("the Mautoma took..."
    -> "The Mautoma took...", "de Mautoma" -> "De Mautoma"); mentions and symbols unchanged."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def say(key: str, /, names: Sequence[str] | None = None, **args: Any) -> str:
    """One catalogue message in the current language (see ``use_language``)."""
    return words(_LANGUAGE.get())(msg(key, **args), names=names)


def command_name(key: str, **args: Any) -> str:
    """A slash command's (or option's) name: the value of its catalogue message, in English
    (Discord's default; ``bot.translator`` gives the other languages)."""
    return words(DEFAULT_LANGUAGE)(msg(key, **args))


def description(key: str, **args: Any) -> str:
    """A slash command's (or option's) description: the ``.description`` attribute."""
    return words(DEFAULT_LANGUAGE).attribute(key, "description", **args)


def show(value: Message | str, attribute: str | None = None) -> str:
    """A profile's words (a catalogue message, or plain text for test games) in the current
    language; with ``attribute``, that attribute of the message (a command's ``.description``)."""
    if not isinstance(value, Message):
        return value
    w = words(_LANGUAGE.get())
    if attribute is not None:
        return w.attribute(value.key, attribute, **value.args)
    return w(value)
