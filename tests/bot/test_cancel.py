"""An engine's own "cancel" decision is the panel's Cancel button, never a regular choice."""

from __future__ import annotations

import pytest

import tests.bot.errandgame  # noqa: F401  (registers "errand")
from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, open_panel, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("errand",))


async def test_the_engines_cancel_shows_as_the_panels_cancel(world):
    alice = world.players[0]
    thread, game_id = await start_lobby_game(world, 2)

    panel = await open_panel(alice, thread)
    assert labels(panel) == ["Start an errand", "Peek and start"]
    step = (await alice.click(panel, label="Start an errand")).response
    # The engine offers "Cancel this action": it is the Cancel button, not a choice.
    assert labels(step) == ["Take a step", "Finish the errand", "Back", "Cancel"]
    cancelled = (await alice.click(step, label="Cancel")).response
    assert "Cancelled" in cancelled.content and labels(cancelled) == ["Start an errand", "Peek and start"]
    assert engine_state(world.env, game_id).version == 0  # a drafted errand costs nothing

    # A peek reveals: it waits for Confirm like every move, showing nothing of what it
    # reveals; once confirmed, the errand it started is under way in the stored game, and
    # only the engine's cancel can take it back.
    peek = (await alice.click(cancelled, label="Peek and start")).response
    assert labels(peek) == ["Confirm", "Back", "Cancel"] and "The number is" not in peek.content
    assert engine_state(world.env, game_id).version == 0
    played = (await alice.click(peek, label="Confirm")).response
    assert "Played" in played.content and "The number is" in played.content
    assert engine_state(world.env, game_id).version == 1
    panel = await open_panel(alice, thread)
    assert labels(panel) == ["Take a step", "Finish the errand", "Cancel"]
    back = (await alice.click(panel, label="Cancel")).response
    assert "your action was taken back" in back.content
    assert labels(back) == ["Start an errand", "Peek and start"]
    loaded = engine_state(world.env, game_id)
    assert loaded.version == 2 and loaded.state["busy"] is None
    # The autocomplete of a command never offers the engine's cancel either.
    await alice.click(back, label="Start an errand")
    choices = await alice.autocomplete(thread, "errand play", "choice", "")
    assert [c["name"] for c in choices] == ["Take a step", "Finish the errand"]
