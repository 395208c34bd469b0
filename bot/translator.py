"""Slash commands in the user's client language: discord.py's ``app_commands.Translator``,
fed from the bot's catalogues.

The commands are declared in English (``bot.words.command_name`` / ``description``: the value
and ``.description`` of ``bot-cmd-...`` messages, and the profiles' words). At start-up this
translator formats every bot message of the English catalogue, value and attributes, with the
arguments the commands use (each hosted game's title, automated opponent, player counts and
action commands) and remembers its text in each other language. Discord then asks it for
each command, option and choice name and description, and gets the Dutch of that English
text (or None: Discord shows the English). Names that are not valid Discord names are left
out rather than breaking the sync.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord import app_commands
from fluent.syntax import FluentParser, ast

from bot.games import GameProfile
from rules.catalogues import DEFAULT_LANGUAGE, LANGUAGES, Words, catalogue_files, words

# Discord's rule for command and option names (lower case, no spaces, at most 32).
NAME = re.compile(r"^[-_\w]{1,32}$")
NAME_LOCATIONS = {
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
}
# The Discord locales each catalogue language answers for.
LOCALES: Mapping[str, tuple[discord.Locale, ...]] = {"nl": (discord.Locale.dutch,)}


def valid_name(name: str) -> bool:
    return bool(NAME.match(name)) and name == name.lower()


def _bot_entries() -> list[tuple[str, tuple[str, ...]]]:
    """(key, attribute names) of every message of the bot's English catalogues, the command
    ones (``-cmd-``) first: where one English text has two translations, they win."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for package, _name, text in catalogue_files(DEFAULT_LANGUAGE):
        if package != "bot":
            continue
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                out.append((entry.id.name, tuple(a.id.name for a in entry.attributes)))
    return sorted(out, key=lambda e: "-cmd-" not in e[0])


def _argument_sets(profiles: Iterable[GameProfile], lang: str) -> list[dict[str, Any]]:
    """The arguments command texts are formatted with, per game (English and ``lang``)."""
    sets: list[dict[str, Any]] = []
    for profile in profiles:
        automa = {code: words(code)(profile.automa_name) if not isinstance(profile.automa_name, str)
                  else profile.automa_name for code in (DEFAULT_LANGUAGE, lang)}
        base = {"title": profile.title, "min": profile.min_players, "max": profile.max_players}
        for command in (*profile.commands, None):
            sets.append({"args": {**base, "command": command or profile.command},
                         "automa": automa})
    return sets or [{"args": {}, "automa": {DEFAULT_LANGUAGE: "", lang: ""}}]


def _text(w: Words, key: str, attribute: str | None, args: Mapping[str, Any]) -> str:
    if attribute is None:
        return w.format(key, args)
    return w.attribute(key, attribute, **args)


def build_table(profiles: Iterable[GameProfile], lang: str) -> dict[str, str]:
    """English text -> its text in ``lang``, for every bot message the commands may use."""
    en, other = words(DEFAULT_LANGUAGE), words(lang)
    table: dict[str, str] = {}
    arg_sets = _argument_sets(list(profiles), lang)
    for key, attributes in _bot_entries():
        for attribute in (None, *attributes):
            for arg_set in arg_sets:
                args = arg_set["args"]
                english = _text(en, key, attribute, {**args, "automa": arg_set["automa"][DEFAULT_LANGUAGE]})
                if not english or english in table:
                    continue
                translated = _text(other, key, attribute, {**args, "automa": arg_set["automa"][lang]})
                if translated and translated != english:
                    table[english] = translated
    return table


class CatalogueTranslator(app_commands.Translator):
    """Command, option and choice names and descriptions from the catalogues."""

    def __init__(self, profiles: Iterable[GameProfile]) -> None:
        self.profiles = list(profiles)
        self.tables: dict[discord.Locale, dict[str, str]] = {}

    async def load(self) -> None:
        for lang in LANGUAGES:
            if lang == DEFAULT_LANGUAGE:
                continue
            table = build_table(self.profiles, lang)
            for locale in LOCALES.get(lang, ()):
                self.tables[locale] = table

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        table = self.tables.get(locale)
        if table is None:
            return None
        text = table.get(string.message)
        if text is None:
            return None
        if context.location in NAME_LOCATIONS and not valid_name(text):
            return None  # Discord would refuse the whole sync: keep the English name
        return text
