"""The panel's picture is the decision's own (issue 28, item 1): drawn from the position the
decision starts from, so every step of a draft shows the same picture (drawn once, then
given from the renderer's memory) while the draft's progress is the panel's text; a
picture's ``digest`` names what it shows."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.games.board import Picture
from render.kit.png import deflated_harder
from tests.bot.helpers import decide, engine_state, labels, open_panel, start_lobby_game
from tests.bot.test_planning import to_planning


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def picture_bytes(env, panel) -> bytes:
    (picture,) = panel.attachments
    assert picture.filename.startswith("decision-")  # its name carries its bytes' hash
    return env.backend.cdn._blobs[picture.url]


async def test_a_plans_steps_share_the_picture_of_the_hand_and_slots_it_began_with(world):
    thread, game_id = await start_lobby_game(world, 2)
    await to_planning(world, game_id, thread)
    loaded = engine_state(world.env, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    actor = world.players[seat]
    renderer = world.env.bot.games.renderer
    panel = await open_panel(actor, thread)
    first = picture_bytes(world.env, panel)
    reused = renderer.reused
    rng = random.Random(3)
    steps = 0
    while "Confirm" not in labels(panel) and steps < 3:
        panel = (await decide(actor, panel, rng, avoid=("Take back", "Confirm"))).response
        steps += 1
        assert picture_bytes(world.env, panel) == first, f"step {steps} drew another picture"
    assert steps
    assert renderer.reused >= reused + steps  # drawn once, then remembered
    assert engine_state(world.env, game_id).version == loaded.version  # only drafted


async def test_the_action_choice_has_no_picture_and_the_goods_decision_brings_its_own(world):
    """After the plans are revealed, the first player's action choice shows no picture (its
    buttons name every action: issue 28, a picture only for what the words cannot say);
    a goods action then brings its own picture (the tracks and the card display), not the
    planning picture."""
    thread, game_id = await start_lobby_game(world, 2)
    await to_planning(world, game_id, thread)
    loaded = engine_state(world.env, game_id)
    planner = world.players[loaded.game.to_move(loaded.state)[0]]
    planning = picture_bytes(world.env, await open_panel(planner, thread))
    rng = random.Random(4)
    while (loaded := engine_state(world.env, game_id)).state["phase"] == "planning":
        actor = world.players[loaded.game.to_move(loaded.state)[0]]
        panel = await open_panel(actor, thread)
        for _ in range(20):
            if "Played" in panel.content:  # a finishing button confirms at once
                break
            if "Confirm" in labels(panel):
                await actor.click(panel, label="Confirm")
                break
            panel = (await decide(actor, panel, rng)).response
    loaded = engine_state(world.env, game_id)
    actor = world.players[loaded.game.to_move(loaded.state)[0]]
    panel = await open_panel(actor, thread)
    assert not panel.attachments, [a.filename for a in panel.attachments]
    goods = [label for label in labels(panel) if label.startswith("Use goods")]
    assert goods, labels(panel)
    panel = (await actor.click(panel, label=goods[0])).response
    shown = picture_bytes(world.env, panel)
    assert shown != planning


async def test_the_panels_picture_goes_out_deflated_fast_within_the_private_budget(world):
    """A panel's picture is deflated once, fast (bot.games.pictures.PRIVATE_LEVEL: the 1.4 ms
    a picture of libdeflate's level 6 is drawing CPU issue 28 counts), and stays well within
    the 30 kB of private pictures a move issue 28 allows."""
    thread, game_id = await start_lobby_game(world, 2)
    loaded = engine_state(world.env, game_id)
    panel = await open_panel(world.players[loaded.game.to_move(loaded.state)[0]], thread)
    sent = picture_bytes(world.env, panel)
    assert len(sent) <= 30 * 1024
    assert len(deflated_harder(sent, 6)) < len(sent)  # not deflated at level 6: that would be shorter


def test_a_pictures_digest_names_its_bytes():
    a, b = Picture(b"\x89PNG one", "text"), Picture(b"\x89PNG two", "text")
    assert a.digest == Picture(b"\x89PNG one", "another text").digest
    assert a.digest != b.digest and len(a.digest) == 32
    assert Picture(None, "text").digest == ""
