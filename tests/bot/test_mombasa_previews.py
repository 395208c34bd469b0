"""What a Mombasa panel says before Confirm: an expansion's preview names every region the
pick entered, as the thread will say it (it named only the first)."""

from __future__ import annotations

import random
import re

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, open_panel, play_move, start_lobby_game
from tests.bot.test_mombasa_panels import menu_named, pick


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path))


async def expansion_to_confirm(actor, panel):
    """A company, then the first region offered until the move waits for Confirm: the
    regions entered and the panel then (None: no expansion into 2 regions here)."""
    actions = menu_named(panel, "Choose an action")
    expand = [o for o in (actions or {}).get("options", []) if o["label"].startswith("Expand ")]
    if not expand:
        return None
    panel = await pick(actor, panel, actions, expand[-1])
    regions = []
    while "Confirm" not in labels(panel):
        enter = menu_named(panel, "Enter a region")
        if enter is None:
            break
        option = enter["options"][0]
        regions.append(re.sub(r" \(\d+ points?\)$", "", option["label"]))
        panel = await pick(actor, panel, enter, option)
    if len(regions) < 2 or "Confirm" not in labels(panel):
        await actor.click(panel, label="Cancel")
        return None
    return regions, panel


async def test_the_expansion_preview_names_every_region_entered(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(41)
    for _ in range(200):
        loaded = engine_state(world.env, game_id)
        actor = world.players[loaded.game.to_move(loaded.state)[0]]
        panel = await open_panel(actor, thread)
        if loaded.state.get("phase") == "actions":
            found = await expansion_to_confirm(actor, panel)
            if found is not None:
                break
            panel = await open_panel(actor, thread)
        await play_move(actor, thread, rng, panel=panel)
    else:
        pytest.fail("no expansion into 2 regions")
    regions, panel = found
    preview = [line for line in panel.content.split("\n") if line.startswith("▸")]
    assert preview and all(any(r in line for line in preview) for r in regions), (regions, panel.content)
    assert engine_state(world.env, game_id).version == loaded.version  # nothing played yet
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content
    # the thread says it as the preview did
    assert all(r in thread.last_message.content for r in regions)
