"""The golden test: the seeded games of tests/golden/record.py show players exactly what they
showed when the fixtures were recorded (same messages, components, text alternatives, and
images pixel for pixel), and the bot publishes the same slash commands.

A difference fails with a readable diff around the first message that changed. When a
change of what players see is intended, re-record with ``python -m tests.golden.record``
and say so in the commit.
"""

from __future__ import annotations

import difflib
import json

import pytest

from tests.golden.record import FIXTURES, SCENARIOS, dump, fixture_path, play

CONTEXT = 2  # messages shown before the first difference


def by_name(value):
    """Lists of named things (commands, options, choices) sorted by name, at every depth."""
    if isinstance(value, dict):
        return {k: by_name(v) for k, v in value.items()}
    if isinstance(value, list):
        items = [by_name(v) for v in value]
        if items and all(isinstance(v, dict) and "name" in v for v in items):
            items.sort(key=lambda v: str(v["name"]))
        return items
    return value


def as_players_see(entries: list) -> list:
    """A public message in a channel reads the same whether the bot sent it as a channel
    message or as the public follow-up of an interaction (since issue 19 a move's board
    follows the click that made it, which keeps a busy bot under Discord's global request
    limit): both compare as "send". Ephemeral follow-ups stay "followup"."""
    return [{**e, "op": "send"} if e.get("op") == "followup" and e.get("ephemeral") is False else e
            for e in entries]


def explain(name: str, want: list, got: list) -> str:
    first = next((i for i, (a, b) in enumerate(zip(want, got, strict=False)) if a != b),
                 min(len(want), len(got)))
    lo = max(0, first - CONTEXT)
    diff = difflib.unified_diff(
        dump(want[lo:first + 3]).splitlines(), dump(got[lo:first + 3]).splitlines(),
        f"{name}: recorded (messages {lo}..)", f"{name}: now (messages {lo}..)", lineterm="", n=6)
    return (f"{name}: {len(want)} messages recorded, {len(got)} now; first difference at "
            f"message {first}\n" + "\n".join(diff))


@pytest.mark.parametrize("name", list(SCENARIOS))
async def test_the_bot_shows_what_it_showed(name):
    want = json.loads(fixture_path(name).read_text(encoding="utf-8"))
    got, commands = await play(name)
    got = as_players_see(json.loads(dump(got)))  # the fixture's normalisation (tuples, key order)
    want = as_players_see(want)
    assert got == want, explain(name, want, got)
    # Discord lists commands and options by name; the order they were added in depends on
    # which other tests registered profiles first, so both sides are compared sorted by name.
    published = by_name(json.loads((FIXTURES / "commands.json").read_text(encoding="utf-8")))
    now = by_name(json.loads(dump(commands)))
    assert now == published, explain("commands", published, now)
