"""Saved games of format 1 (recorded before issue 12, fixtures/format1/) load through the
upgrade to format 2 and play on; format 2 keeps no English in the state."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules import get_game
from rules.core import GameError
from rules.mombasa.saved import FORMAT_VERSION

GAME = get_game("mombasa")
FORMAT1 = sorted((Path(__file__).parent / "fixtures" / "format1").glob("*.json"))


def _english(obj, path="") -> list[str]:
    """Strings in a state that read as sentences (three words or more)."""
    out = []
    if isinstance(obj, str):
        if obj.count(" ") >= 2 and not obj.startswith("{"):
            out.append(f"{path}: {obj}")
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out += _english(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += _english(v, f"{path}[{i}]")
    return out


def test_mombasa_is_at_format_3():
    assert GAME.format_version == FORMAT_VERSION == 3
    with pytest.raises(GameError, match="format"):
        GAME.upgrade_state("{}", 4)
    # 2 -> 3 is the identity on the state and the actions (only the rules changed)
    assert GAME.upgrade_state('{"a": 1}', 2) == '{"a": 1}'
    assert GAME.upgrade_action({"kind": "goods", "card": "M:1"}, 2) == {"kind": "goods", "card": "M:1"}
    assert GAME.upgrade_action({"kind": "goods", "card": "M:1"}, 1) == {"kind": "goods", "card": "M:1"}


@pytest.mark.parametrize("path", FORMAT1, ids=lambda p: p.stem)
def test_format_1_loads_through_the_upgrade_and_plays_on(path):
    saved = json.loads(path.read_text())
    assert saved["format_version"] == 1
    old = json.loads(saved["dump"])
    text = GAME.upgrade_state(saved["dump"], 1)
    s = GAME.load(text)
    assert not _english(s), _english(s)
    assert GAME.upgrade_state(text, 2) == text
    if "action_log" in old:  # the held-back events come back worded, with their keys
        assert old["action_log"] and all("text" in e for e in old["action_log"])
    picker = random.Random(1)
    steps = 0
    while not GAME.is_over(s) and steps < 400:
        seat = picker.choice(GAME.to_move(s))
        s, events = GAME.apply(s, seat, picker.choice(GAME.legal_actions(s, seat)))
        assert all(isinstance(e["text"], str) and e["text"] and "key" in e for e in events)
        assert not _english(json.loads(GAME.dump(s)))
        steps += 1
    assert GAME.is_over(s)


def test_the_released_events_of_an_upgraded_action_read_as_before():
    """The events held back in a format-1 state were English; after the upgrade they are
    messages, and committing the action shows the same English."""
    path = next(p for p in FORMAT1 if p.stem == "2p-mid-action")
    saved = json.loads(path.read_text())
    old = json.loads(saved["dump"])
    s = GAME.load(GAME.upgrade_state(saved["dump"], 1))
    seat = s["turn"]
    for _ in range(50):  # finish the action: take the first choice that is not Cancel
        legal = [a for a in GAME.legal_actions(s, seat) if a.kind != "cancel"]
        s, events = GAME.apply(s, seat, legal[0])
        texts = [e["text"] for e in events]
        if "action_log" not in s:
            break
    for e in old["action_log"]:
        assert e["text"] in texts
