"""The game service on its own (no Discord): committing a drafted move is one batch, and
bot-side settings live in their own table."""

from __future__ import annotations

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, StalePanel
from bot.store import AsyncGameStore
from bot.words import english
from rules import IllegalAction


@pytest.fixture
async def service(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "service.sqlite3")
    yield GameService(store, Renderer(images=False))
    await store.close()


async def test_a_drafted_move_commits_all_or_nothing(service):
    loaded = await service.create_game("tally", [1, 2], engine_options={"target": 50})
    store = service.store
    # A draft whose third decision is illegal (after "pass" it is seat 1's turn): it is
    # cleared when loaded (a new revision), so its Confirm is stale and nothing is applied.
    await store.save_draft(loaded.id, 0, 0, {"rev": 4, "actions": [
        {"kind": "add", "n": 1}, {"kind": "pass"}, {"kind": "add", "n": 2}]})
    with pytest.raises(StalePanel):
        await service.commit(loaded.id, 1, 0, 4)
    assert (await store.get_draft(loaded.id, 0)).draft["actions"] == []
    # The store itself refuses such a batch whole.
    with pytest.raises(IllegalAction):
        await store.apply_actions(loaded.id, 0, [
            {"kind": "add", "n": 1}, {"kind": "pass"}, {"kind": "add", "n": 2}], 0)
    assert (await store.get_record(loaded.id)).version == 0
    assert await store.action_log(loaded.id) == []
    await store.save_draft(loaded.id, 0, 0, {"rev": 5, "actions": [
        {"kind": "add", "n": 1}, {"kind": "add", "n": 2}, {"kind": "pass"}]})
    outcome = await service.commit(loaded.id, 1, 0, 5)
    assert outcome.version == 3
    assert [e.version for e in await store.action_log(loaded.id)] == [1, 2, 3]
    assert [english(m) for m in outcome.public] == ["Seat 0 added 1.", "Seat 0 added 2.", "Seat 0 passed."]
    # The same Confirm again: the panel is stale, nothing more is applied.
    with pytest.raises(Exception, match="out of date"):
        await service.commit(loaded.id, 1, 0, 5)
    assert len(await store.action_log(loaded.id)) == 3


async def test_bot_settings_are_kept_apart_from_the_engine_options(service):
    loaded = await service.create_game(
        "tally", [1, 2], options={"reminder_hours": 6, "deadline_hours": 48, "setup": "first"},
        engine_options={"target": 20})
    assert await service.settings(loaded.id) == {
        "reminder_hours": 6, "deadline_hours": 48, "setup": "first"}
    assert (await service.store.get_record(loaded.id)).options == {"target": 20}
    assert await service.store.get_draft(loaded.id, -1) is None  # the old workaround is gone


async def test_choices_carry_meaning_and_outcomes_carry_messages(service):
    """A Choice says what it means (kind, params, label message); an Outcome and a Panel
    hold messages, formatted only at the edge with the players' names."""
    from rules.core import Message

    loaded = await service.create_game("tally", [11, 22], engine_options={"target": 50})
    panel = await service.panel(loaded.id, 11)
    assert panel.choices and all(isinstance(c.message, Message) for c in panel.choices)
    add = next(c for c in panel.choices if c.kind == "add")
    assert add.params == {"n": 1} and english(add.message) == add.label == "Add 1"
    assert isinstance(panel.title, Message) and panel.names == ["<@11>", "<@22>"]
    assert english(panel.title) == "Tally #1"
    passing = next(c for c in panel.choices if c.kind == "pass")
    outcome = await service.choose(loaded.id, 11, panel.version, panel.rev, passing.index,
                                   commit=True)
    assert all(isinstance(m, Message) for m in outcome.public)
    assert outcome.names == ["<@11>", "<@22>"]
    assert english(outcome.ping_text) == "your turn"
