"""The private panel's picture names its player (issue 26, item 2): the image drawn under
the panel's controls and its alt text said "P1 blue" / "S2 geel" ("P1 blue: your hand" in
Batavia) where the player's display name belongs. Both games."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from render.kit.legibility import recording
from tests.bot.helpers import engine_state, open_panel, start_lobby_game
from tests.bot.test_batavia_panels import finish_auction


@pytest.fixture(params=["mombasa", "batavia"])
def simcord_bot(request, db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=(request.param,))


async def test_the_panel_picture_and_its_alt_text_name_the_player(world, simcord_bot):
    kind = simcord_bot.profiles[0].command
    thread, game_id = await start_lobby_game(world, 3)
    if kind == "batavia":  # a bid has no picture (its words say all): a turn's has
        await finish_auction(world, thread, game_id)
    loaded = engine_state(world.env, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    actor = world.players[seat]
    name = actor.user.name
    with recording() as drawn:
        panel = await open_panel(actor, thread)
    (picture,) = panel.attachments
    # the decision's own picture (issue 28), its name carrying its bytes' hash
    assert picture.filename.startswith("decision-") and picture.filename.endswith(".png")
    assert name in picture.description, (kind, picture.description[:200])
    assert not any(t in picture.description for t in ("P1 ", "P2 ", "P3 ")), picture.description[:200]
    texts = [t.text for t in drawn]
    assert texts, "the panel's picture was drawn"
    # the title band: "<name>: what the decision is about" (Mombasa draws its round first)
    title = texts[0] if kind == "batavia" else next(t for t in texts if ": " in t)
    assert name in title, (kind, title)
    assert not any(t.startswith(("P1 ", "P2 ", "P3 ")) or ": P" in t for t in texts), texts[:5]
