"""The real Mombasa engine behind the bot: a lobby game starts and secret planning runs."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import controls, engine_state, labels, open_panel, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_mombasa_game_starts_and_plans_in_secret(world):
    alice, bob = world.players[:2]
    thread, game_id = await start_lobby_game(world, 2)
    assert thread.name.startswith(f"Mombasa #{game_id}")
    # The first-game set-up: each player secretly chooses how to rest their cards.
    for player in (alice, bob):
        choices = await player.autocomplete(thread, "mombasa plan", "choice", "")
        assert choices, "set-up choices are offered by autocomplete"
        result = await player.slash(thread, "mombasa plan", choice=choices[0]["value"])
        assert "Played" in result.response.content
    loaded = engine_state(world.env, game_id)
    assert loaded.state["phase"] == "planning"
    # Planning: several decisions (cards into slots) drafted privately, then committed.
    version = loaded.version
    panel = await open_panel(alice, thread)
    menus = [c for c in controls(panel) if c.get("type") == 3]
    if menus:  # many choices: a select menu (paged by 25)
        assert len(menus[0]["options"]) <= 25
        step = await alice.select(panel, [menus[0]["options"][0]["value"]], custom_id=menus[0]["custom_id"])
    else:
        step = await alice.click(panel, label=labels(panel)[0])
    assert "So far: " in step.response.content and "Confirm" not in labels(step.response)
    assert engine_state(world.env, game_id).version == version  # nothing played yet
    public = "\n".join(m.content for m in thread.history())
    assert "You planned" not in public
    result = await world.outsider.slash(thread, "mombasa plan")
    assert "not playing" in result.response.content
