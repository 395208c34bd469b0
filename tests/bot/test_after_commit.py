"""What follows a change to a game is one list of named steps per kind of change
(bot/games/after_commit.py): the lists are the ones a reader sees, every change goes
through its list, and Panel and Outcome cannot be changed once handed out."""

from __future__ import annotations

import dataclasses
import logging
from datetime import UTC, datetime, timedelta

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, profiles
from bot.games.after_commit import ABANDON, END_VOTE, MOVE, OPENING, SKIP, UNDO
from bot.games.outcomes import Outcome, Panel, PanelSketch
from bot.store import AsyncGameStore
from bot.words import english
from rules.core import Action

POSTED = ["count_move", "game_language", "pictures"]


@pytest.fixture
async def service(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "after.sqlite3")
    now = [datetime(2026, 1, 5, 12, tzinfo=UTC)]
    service = GameService(store, Renderer(images=False), clock=lambda: now[0])
    service.test_now = now  # type: ignore[attr-defined]  # the test moves the clock on
    yield service
    await store.close()


def steps_run(caplog, game_id: int) -> list[tuple[str, str]]:
    """(flow, step) for each step run for ``game_id``, in order, from the pipeline's log."""
    out = []
    for record in caplog.records:
        if record.name == "bot.games.after_commit" and record.args and record.args[0] == game_id:
            out.append((record.args[1], record.args[2]))
    caplog.clear()
    return out


def test_each_kind_of_change_lists_its_steps_in_order():
    assert MOVE.step_names == ["automa_turns", "standing_instructions", "final_results",
                               "next_decision", "ai_seats_next", "turn_clock", *POSTED]
    assert UNDO.step_names == ["final_results", "next_decision", "ai_seats_next", "turn_clock",
                               *POSTED]
    assert SKIP.step_names == ["automa_turns", "standing_instructions", "final_results",
                               "next_decision", "ai_seats_next", "turn_clock", *POSTED]
    assert OPENING.step_names == ["automa_turns", "final_results", "next_decision",
                                  "ai_seats_next", "turn_clock", *POSTED]
    # no move was made: the post only speaks the game's language
    assert END_VOTE.step_names == ABANDON.step_names == ["game_language"]


async def test_a_move_an_undo_and_a_skip_each_run_their_listed_steps(service, caplog):
    caplog.set_level(logging.DEBUG, logger="bot.games.after_commit")
    loaded = await service.create_game("tally", [1, 2], options={"deadline_hours": 1},
                                       engine_options={"target": 50})
    game_id = loaded.id
    opened = await service.opening(game_id)
    assert steps_run(caplog, game_id) == [("opening", s) for s in OPENING.step_names]
    assert opened.ping_user_ids == [1]  # next_decision ran: seat 0 is pinged

    await service.store.save_draft(game_id, 0, 0, {"rev": 1, "actions": [
        {"kind": "add", "n": 2}, {"kind": "pass"}]})
    moved = await service.commit(game_id, 1, 0, 1)
    assert steps_run(caplog, game_id) == [("move", s) for s in [
        "automa_turns", "standing_instructions", "final_results", "next_decision",
        "ai_seats_next", "turn_clock",
        *POSTED]]
    assert moved.ping_user_ids == [2] and moved.lang == "en"
    assert set(await service.store.waiting_since(game_id)) == {1}  # turn_clock ran

    undone = await service.undo(game_id, 1)
    assert steps_run(caplog, game_id) == [("undo", s) for s in [
        "final_results", "next_decision", "ai_seats_next", "turn_clock", *POSTED]]
    assert [english(m) for m in undone.public] == ["<@1> took back their last move."]
    assert set(await service.store.waiting_since(game_id)) == {0}

    service.test_now[0] += timedelta(hours=2)  # seat 0 is past the deadline
    skipped = await service.skip(game_id, 2)
    assert steps_run(caplog, game_id) == [("skip", s) for s in [
        "automa_turns", "standing_instructions", "final_results", "next_decision",
        "ai_seats_next", "turn_clock", *POSTED]]
    # the late seat's default (tally's first choice, "add 1", a whole move): seat 0 again
    assert [english(m) for m in skipped.public][1:] == ["Seat 0 added 1."]
    assert skipped.to_move == [0] and skipped.version == moved.version + 2


async def test_automated_seats_play_in_the_moves_steps_until_a_human_decides(service, monkeypatch):
    def always_pass(game, state, seat):
        return Action.make("pass", "Pass")

    monkeypatch.setitem(profiles._PROFILES, "tally", profiles.GameProfile(
        "tally", "Tally", 1, 4, commands={"play": ()}, automa=always_pass, automa_name="Robot"))
    loaded = await service.create_game("tally", [1, None], automa_seats=[1],
                                       engine_options={"target": 50})
    await service.store.save_draft(loaded.id, 0, 0, {"rev": 1, "actions": [
        {"kind": "add", "n": 1}, {"kind": "pass"}]})
    outcome = await service.commit(loaded.id, 1, 0, 1)
    # seat 0's move, then the automated seat's pass, told as its own line; seat 0 again
    assert outcome.version == 3 and outcome.to_move == [0]
    lines = [english(m) for m in outcome.public]
    assert lines[:2] == ["Seat 0 added 1.", "Seat 0 passed."]
    assert lines[2] == "Robot: Seat 1 passed."
    assert [e["type"] for e in outcome.events] == ["Added", "Passed", "Passed"]


def test_panels_and_outcomes_cannot_be_changed_once_handed_out():
    sketch = PanelSketch(1, 0, 3, 0, "Tally")
    sketch.choices.append("a choice")  # type: ignore[arg-type]  # any value: only kept
    panel = sketch.finished()
    with pytest.raises(dataclasses.FrozenInstanceError):
        panel.complete = True  # type: ignore[misc]  # the point: refused
    sketch.choices.append("another")  # type: ignore[arg-type]
    assert panel.choices == ["a choice"]  # the frozen panel does not follow the sketch
    assert [f.name for f in dataclasses.fields(PanelSketch)] == [f.name for f in dataclasses.fields(Panel)]
    outcome = Outcome(1, "tally", 3, None, "Seat 0")  # type: ignore[arg-type]  # no place needed
    with pytest.raises(dataclasses.FrozenInstanceError):
        outcome.lang = "nl"  # type: ignore[misc]  # the point: refused
    assert dataclasses.replace(outcome, lang="nl").lang == "nl" and outcome.lang == "en"
