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
    got = json.loads(dump(got))  # the same normalisation as the fixture (tuples, key order)
    assert got == want, explain(name, want, got)
    published = json.loads((FIXTURES / "commands.json").read_text(encoding="utf-8"))
    assert json.loads(dump(commands)) == published, explain("commands", published, json.loads(dump(commands)))
