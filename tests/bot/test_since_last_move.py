""""Since your last move" in a player's own panel (issue 28, item 6; bot/games/history.py,
``since_last_move``): what the others did since the seat last acted, read from the log in
the words the thread used, public lines only, a run of one line counted, the latest lines
kept when there are many; only on a decision opened afresh; in the reader's language."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer
from bot.games.history import SINCE_LINES
from bot.store import AsyncGameStore
from bot.ui.panels import panel_content
from bot.words import english, use_language
from rules.core import Action, event, register

ADD_1, ADD_2, PEEK, PASS = (Action.make("add", "Add 1", n=1), Action.make("add", "Add 2", n=2),
                            Action.make("peek", "Peek"), Action.make("pass", "Pass"))


@pytest.fixture
async def service(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "since.sqlite3")
    yield GameService(store, Renderer(images=False), clock=lambda: datetime(2026, 1, 5, tzinfo=UTC))
    await store.close()


async def tally(service, target: int = 500) -> int:
    loaded = await service.create_game("tally", [1, 2, 3], engine_options={"target": target})
    await service.opening(loaded.id)
    return loaded.id


async def move(service, game_id: int, seat: int, actions) -> None:
    version = (await service.store.get_record(game_id)).version
    await service.store.apply_actions(game_id, seat, list(actions), version)


def said(panel) -> list[str]:
    return [english(m, names=panel.names) for m in panel.since_last_move]


async def test_the_others_moves_since_yours_in_order_public_lines_only(service):
    game_id = await tally(service)
    await move(service, game_id, 0, [ADD_1, PASS])
    await move(service, game_id, 1, [ADD_2, ADD_1, ADD_1, ADD_1, PEEK, PASS])  # the peek is secret
    await move(service, game_id, 2, [ADD_2, PASS])
    panel = await service.panel(game_id, 1)  # seat 0 again: it missed seats 1 and 2
    assert said(panel) == ["Seat 1 added 2.", "Seat 1 added 1. (×3)", "Seat 1 passed.",
                           "Seat 2 added 2.", "Seat 2 passed."]
    assert not any("number is" in line for line in said(panel))
    # Dutch, as the panel shows it to a Dutch reader
    with use_language("nl"):
        assert "Sinds je laatste zet:\n• Seat 1 added 2." in panel_content(panel)
    with use_language("en"):
        assert "Since your last move:\n• Seat 1 added 2.\n• Seat 1 added 1. (×3)" in panel_content(panel)


async def test_nothing_when_you_moved_last_or_while_your_move_is_under_way(service):
    game_id = await tally(service)
    await move(service, game_id, 0, [ADD_1])  # seat 0 goes on: it acted last
    panel = await service.panel(game_id, 1)
    assert panel.since_last_move == [] and "Since" not in panel_content(panel)
    await move(service, game_id, 0, [PASS])
    await move(service, game_id, 1, [ADD_1, PASS])
    await move(service, game_id, 2, [ADD_1, PASS])
    opened = await service.panel(game_id, 1)
    assert said(opened) == ["Seat 1 added 1.", "Seat 1 passed.", "Seat 2 added 1.", "Seat 2 passed."]
    step = await service.choose(game_id, 1, opened.version, opened.rev, 0)  # "Add 1", drafted
    assert step.since_last_move == []  # a step's answer: the news was shown when it opened


async def test_many_lines_keep_the_latest_and_count_the_earlier_ones(service):
    game_id = await tally(service)
    await move(service, game_id, 0, [PASS])
    await move(service, game_id, 1, [ADD_1, ADD_2] * 15 + [PASS])  # 31 lines
    panel = await service.panel(game_id, 3)  # seat 2, who has not moved yet: nothing
    assert panel.since_last_move == []
    await move(service, game_id, 2, [PASS])
    await move(service, game_id, 0, [PASS])
    await move(service, game_id, 1, [ADD_1, ADD_2] * 15 + [PASS])
    lines = said(await service.panel(game_id, 3))
    assert len(lines) == SINCE_LINES
    earlier = 31 + 1 - SINCE_LINES + 1  # seat 0's pass and seat 1's 31 lines, less those kept
    assert lines[0] == f"{earlier} earlier lines: see /tally log"
    kept = SINCE_LINES - 1
    assert lines[1:] == (["Seat 1 added 1.", "Seat 1 added 2."] * 9 + ["Seat 1 passed."])[-kept:]
    assert SINCE_LINES <= 6  # the choices stay on a phone's first screen


class PlanTally(tests.store.tallygame.TallyGame):
    """Tally whose adds are a secret plan's steps ("placed a card face down") and whose pass
    says the plan is done ("has finished planning"), each event naming its seat."""

    name = "plantally"

    def _apply(self, state, seat, action):
        s, events = super()._apply(state, seat, action)
        kind = {"add": "Placed", "peek": "Peeked", "pass": "Done"}[action.kind]
        text = {"add": f"Seat {seat} placed a card face down.", "pass": f"Seat {seat} has finished planning."}
        if action.kind == "peek":
            return s, events
        return s, [event(kind, text[action.kind], seat=seat)]


register("plantally", PlanTally)


async def test_a_plan_made_step_by_step_is_its_finished_line(service, monkeypatch):
    """An opponent who placed and took back cards for a while, then finished planning: one
    line says it (not a line per card)."""
    from bot.games import profiles

    monkeypatch.setitem(profiles._PROFILES, "plantally", profiles.GameProfile(
        "plantally", "Plan tally", 1, 4, commands={"play": ()},
        plan_steps=frozenset({"Placed"}), plan_done=frozenset({"Done"})))
    loaded = await service.create_game("plantally", [1, 2, 3], engine_options={"target": 500})
    await service.opening(loaded.id)
    game_id = loaded.id
    await move(service, game_id, 0, [PASS])
    await move(service, game_id, 1, [ADD_1, ADD_2] * 6 + [PASS])  # planned, then done
    await move(service, game_id, 2, [ADD_1, ADD_1, PASS])
    lines = said(await service.panel(game_id, 1))
    assert lines == ["Seat 1 has finished planning.", "Seat 2 has finished planning."], lines
