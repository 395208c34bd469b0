"""The whole bot stopped as SIGTERM stops it (``GameHost.shut_down``) in the middle of a
player's Mombasa move, on SQLite and on PostgreSQL: the picks the player made, held in the
process's memory until then (bot/store/drafts.py), are written as it stops, and the next
process answers the very panel the player holds: the move is confirmed from it."""

from __future__ import annotations

import json
import random
import time

import pytest

from bot.client import GameHost
from bot.games import drafts
from bot.store import GameStore
from tests.bot.conftest import bot_settings
from tests.bot.helpers import controls, decide, engine_state, labels, open_panel, start_lobby_game

pytestmark = pytest.mark.both_backends


@pytest.fixture
def simcord_bot(database):
    return GameHost(bot_settings(database))  # the games a deployment hosts: Mombasa first


def saved_actions(database, game_id: int, seat: int) -> list | None:
    """The seat's draft as the database holds it (another connection: what a new process reads)."""
    store = GameStore.open(database)
    try:
        row = store._row("SELECT draft FROM drafts WHERE game_id = ? AND seat = ?", [game_id, seat])
    finally:
        store.close()
    return None if row is None else json.loads(row["draft"]).get("actions")


async def one_pick_made(world):
    """A 2-player Mombasa game whose first seat to move has made one pick in its panel:
    the game, its state then, the seat, its player, the panel and the random choices."""
    thread, game_id = await start_lobby_game(world, 2, game="mombasa")
    rng = random.Random(2)
    loaded = engine_state(world.env, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    actor = world.players[seat]
    panel = (await decide(actor, await open_panel(actor, thread), rng)).response
    return game_id, loaded, seat, actor, panel, rng


async def test_a_clean_stop_mid_move_keeps_the_picks_for_the_next_process(world, database):
    game_id, loaded, seat, actor, panel, rng = await one_pick_made(world)
    picks = panel.content.split("So far:")[1].split("\n")[0] if "So far:" in panel.content else ""
    assert "Confirm" in labels(panel) or picks, panel.content  # a pick is drafted
    assert not saved_actions(database, game_id, seat)  # held in memory: nothing written yet
    await world.env.bot.shut_down(grace=2.0)  # what SIGTERM runs
    assert saved_actions(database, game_id, seat)  # written as the process stopped
    await world.env.restart_bot(GameHost(bot_settings(database)))
    for _ in range(20):  # the panel from before the stop, answered by the new process
        if "Confirm" in labels(panel):
            panel = (await actor.click(panel, label="Confirm")).response
            break
        panel = (await decide(actor, panel, rng)).response
    assert "Played" in panel.content, panel.content
    assert engine_state(world.env, game_id).version > loaded.version


@pytest.mark.parametrize("ahead", [False, True], ids=["revisions-at-the-clock", "revisions-ahead"])
async def test_after_a_crash_mid_move_the_panel_says_the_picks_were_lost(world, database, ahead,
                                                                        monkeypatch):
    """A crash (``kill -9``, power loss) takes the held picks with it: the player's panel
    then says so plainly and offers the decision afresh, and nothing changed in the game.
    Also when the revisions given out ran ahead of the clock (many clicks in a short time:
    in CI, a whole test worker's), which once made this panel merely "out of date"."""
    if ahead:
        monkeypatch.setattr(drafts, "_issued", drafts._rev_at(time.time()) + 100_000)
    game_id, loaded, seat, actor, panel, rng = await one_pick_made(world)
    world.env.bot.games.store.sync.held_drafts.taken()  # the process's memory, gone with it
    await world.env.restart_bot(GameHost(bot_settings(database)))
    result = await actor.click(panel, label=labels(panel)[0])
    said = [m.content for m in result.followups] + [result.response.content if result.response else ""]
    assert any("unconfirmed choices" in t and "lost" in t and "choose again" in t for t in said), said
    fresh = result.followups[-1] if result.followups else result.response
    assert "So far:" not in fresh.content and controls(fresh), fresh.content  # the decision afresh
    assert engine_state(world.env, game_id).version == loaded.version
