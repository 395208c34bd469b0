"""The bot's words: its Fluent catalogue, ``bot/locales/<lang>/bot.ftl`` (keys ``bot-...``).

The game service says *what* to tell (``rules.core.Message``: a key and arguments, seats as
numbers); the Discord-facing parts format it at the edge with ``rules.catalogues.words``,
passing the players' display names by seat (``names``) for ``seat``/``*_seat`` arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.catalogues import Words, add_catalogue, words
from rules.core import Message, msg


def _catalogue_files() -> list[str]:
    """Every catalogue file of the bot: bot.ftl and one per game profile (bot/locales/en/)."""
    from importlib.resources import files

    folder = files("bot").joinpath("locales", "en")
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".ftl"))


add_catalogue("bot", _catalogue_files())

__all__ = ["Line", "command_name", "description", "english", "render", "say", "show", "text", "words"]

# What the service hands over for one line: a message, or (rarely) text that already is
# words, such as an engine event that carries no key yet.
Line = Message


def text(words_already: str) -> Message:
    """Text that needs no catalogue: an engine event's own "text" (events without a key),
    a player's name, a label an engine gave as a plain string."""
    return msg("bot-text", text=words_already)


def render(line: Message | str, names: Sequence[str] | None = None,
           speaker: Words | None = None) -> str:
    """One line in words (English unless ``speaker`` says otherwise)."""
    if isinstance(line, str):
        return line
    return (speaker or words("en"))(line, names=names)


def english(line: Message | str, names: Sequence[str] | None = None) -> str:
    return render(line, names)


def lines(items: Sequence[Message | str], names: Sequence[str] | None = None,
          speaker: Words | None = None) -> list[str]:
    return [render(m, names, speaker) for m in items]


def as_message(value: Any) -> Message:
    return value if isinstance(value, Message) else text(str(value))


def say(key: str, /, names: Sequence[str] | None = None, **args: Any) -> str:
    """The English of one catalogue message (the bot's replies are English for now)."""
    return words("en")(msg(key, **args), names=names)


def command_name(key: str, **args: Any) -> str:
    """A slash command's (or option's) name: the value of its catalogue message."""
    return words("en")(msg(key, **args))


def description(key: str, **args: Any) -> str:
    """A slash command's (or option's) description: the ``.description`` attribute."""
    return words("en").attribute(key, "description", **args)


def show(value: Message | str, attribute: str | None = None) -> str:
    """A profile's words (a catalogue message, or plain text for test games) in English;
    with ``attribute``, that attribute of the message (a command's ``.description``)."""
    if not isinstance(value, Message):
        return value
    if attribute is not None:
        return words("en").attribute(value.key, attribute, **value.args)
    return words("en")(value)
