"""Slash commands in Dutch: the published command tree carries Dutch names and descriptions
(discord.py's Translator, fed from the catalogues), valid for Discord, for every command,
option and choice the catalogues translate."""

from __future__ import annotations

import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.translator import valid_name
from rules.catalogues import words

NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa",))


def _walk(command):
    """(kind, payload) of a command and everything under it: options and choices."""
    yield "command", command
    for option in command.get("options") or []:
        yield ("command" if option.get("type") in (1, 2) else "option"), option
        if option.get("type") in (1, 2):
            yield from list(_walk(option))[1:]
        for choice in option.get("choices") or []:
            yield "choice", choice


async def test_the_published_commands_carry_dutch_names_and_descriptions(world):
    published = world.env.backend.commands.get(None, {})
    group = next(c for (name, _), c in published.items() if name == "mombasa")
    nl = words("nl")
    assert group["description_localizations"]["nl"] == nl("bot-mombasa-description")
    subs = {o["name"]: o for o in group["options"]}
    assert subs["new"]["name_localizations"]["nl"] == nl("bot-cmd-new")
    assert subs["new"]["description_localizations"]["nl"] == nl.attribute("bot-cmd-new", "description")
    assert subs["plan"]["name_localizations"]["nl"] == nl("bot-mombasa-cmd-plan")
    options = {o["name"]: o for o in subs["new"]["options"]}
    assert options["players"]["name_localizations"]["nl"] == nl("bot-cmd-new-players")
    # each language by its own name, in both languages
    assert {c["name"] for c in options["language"]["choices"]} == {"English", "Nederlands"}
    solo = {o["name"]: o for o in subs["solo"]["options"]}
    assert {c["name_localizations"]["nl"] for c in solo["difficulty"]["choices"]} == {
        nl("bot-difficulty-easy"), nl("bot-difficulty-medium"), nl("bot-difficulty-hard")}
    settings = next(c for (name, _), c in published.items() if name == "settings")
    assert settings["name_localizations"]["nl"] == nl("bot-cmd-settings")

    translated = 0
    for what, payload in (x for c in published.values() for x in _walk(c)):
        names = payload.get("name_localizations") or {}
        if what != "choice":
            for name in names.values():
                assert valid_name(name) and NAME.match(name), name
        # Discord refuses two subcommands or options with one localized name.
        if what == "command":
            seen = [(o.get("name_localizations") or {}).get("nl", o["name"]) for o in payload.get("options") or []]
            assert len(seen) == len(set(seen)), seen
        for text in list(names.values()) + list((payload.get("description_localizations") or {}).values()):
            assert 0 < len(text) <= 100
            translated += 1
    assert translated > 50  # every command and option has Dutch, not just a few


async def test_a_dutch_user_runs_a_command_by_its_english_id(world):
    """Discord sends the command's own (English) name whatever the client shows."""
    alice = world.players[0]
    result = await alice.slash(world.channel, "settings", language="nl")
    assert result.response.content == words("nl")("bot-settings-language-set",
                                                   language=words("nl")("bot-language-nl"))
