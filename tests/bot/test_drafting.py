"""A seat's draft is replayed once per click and remembered (bot/games/drafting.py): the
remembered replay is the same as a fresh one, a longer draft extends it by its new steps
only, and a draft that no longer fits is refused, not remembered."""

from __future__ import annotations

import dataclasses

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, drafting
from bot.store import AsyncGameStore
from rules.core import IllegalAction

ADD1, ADD2, PASS = {"kind": "add", "n": 1}, {"kind": "add", "n": 2}, {"kind": "pass"}


@pytest.fixture
async def loaded(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "drafting.sqlite3")
    service = GameService(store, Renderer(images=False))
    made = await service.create_game("tally", [1, 2], engine_options={"target": 50})
    drafting.forget()
    yield store.sync.load_game(made.id)
    drafting.forget()
    await store.close()


def counting(loaded, monkeypatch) -> list[str]:
    applied: list[str] = []
    real = loaded.game.apply

    def apply(state, seat, action):
        applied.append(action.kind)
        return real(state, seat, action)

    monkeypatch.setattr(loaded.game, "apply", apply)
    return applied


async def test_a_remembered_replay_is_a_fresh_replay_and_grows_by_its_new_steps(loaded, monkeypatch):
    applied = counting(loaded, monkeypatch)
    one = drafting.replay(loaded, 0, [ADD2])
    two = drafting.replay(loaded, 0, [ADD2, ADD1])
    assert applied == ["add", "add"]  # the second click applied its one new step only
    again = drafting.replay(loaded, 0, [ADD2, ADD1])
    assert again is two and applied == ["add", "add"]
    fresh, events = loaded.state, []
    for obj in (ADD2, ADD1):
        fresh, ev = loaded.game.apply(fresh, 0, loaded.game.action_from_json(obj))
        events += ev
    assert two.state == fresh and two.events == events
    assert one.state["tallies"] == [2, 0] and two.state["tallies"] == [3, 0]
    assert [str(label) for label in two.labels(lambda a: a.label)] == ["Add 2", "Add 1"]
    assert two.view() == loaded.game.view(fresh, 0) and two.view(0) == loaded.game.view(loaded.state, 0)


async def test_another_seat_version_or_game_is_not_given_a_remembered_replay(loaded, monkeypatch):
    drafting.replay(loaded, 0, [ADD2])
    applied = counting(loaded, monkeypatch)
    moved = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, version=1))
    drafting.replay(moved, 0, [ADD2])  # the game moved on: another state
    other = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, id=loaded.id + 1))
    drafting.replay(other, 0, [ADD2])  # another game
    renewed = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, seed=loaded.record.seed + 1))
    drafting.replay(renewed, 0, [ADD2])  # a new game given a freed id
    assert applied == ["add", "add", "add"]
    drafting.replay(loaded, 0, [ADD2])
    assert applied == ["add", "add", "add"]  # the first is still remembered


async def test_a_draft_that_no_longer_fits_is_refused_and_not_remembered(loaded, monkeypatch):
    with pytest.raises(IllegalAction):
        drafting.replay(loaded, 1, [ADD1])  # not seat 1's turn
    applied = counting(loaded, monkeypatch)
    with pytest.raises(IllegalAction):
        drafting.replay(loaded, 1, [ADD1])
    assert applied == ["add"]  # tried again, not answered from memory
