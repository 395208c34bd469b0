"""Planning built for Mombasa: one menu per action slot, identical cards grouped with a
count, one Confirm; a plan of k cards in k + 1 interactions; a click in your own planning
draft stays valid when another seat commits."""

from __future__ import annotations

import random

import pytest
from simcord.components import walk_components

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import (
    controls,
    engine_state,
    labels,
    open_panel,
    play_move,
    start_lobby_game,
)


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def menus(panel) -> list[dict]:
    return [c for c in controls(panel) if c.get("type") == 3]


async def to_planning(world, game_id, thread):
    rng = random.Random(5)
    while (loaded := engine_state(world.env, game_id)).state.get("phase") != "planning":
        seat = loaded.game.to_move(loaded.state)[0]
        await play_move(world.players[seat], thread, rng)


async def test_a_plan_of_k_cards_takes_k_plus_one_interactions(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 11)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    await to_planning(world, game_id, thread)
    alice, bob = world.players[:2]
    panel = await open_panel(alice, thread)
    shown = menus(panel)
    # one menu per action slot, numbered as the image numbers them, named as the labels do
    assert [m["placeholder"] for m in shown] == [
        "Slot 1: pick a card", "Slot 2: pick a card", "Slot 3: pick a card"]
    options = [o["label"] for o in shown[0]["options"]]
    assert len(options) == len(set(options)), "identical cards are one option, with a count"
    assert any("×2" in o for o in options)  # both 1-point expansion cards: one option
    assert len([c for c in walk_components(panel.components) if c.get("type") == 1]) <= 5
    version = engine_state(world.env, game_id).version

    bob_panel = await open_panel(bob, thread)  # bob plans meanwhile: alice's draft stays valid
    interactions = 0
    for slot in range(2):  # k = 2 cards
        menu = menus(panel)[0]  # the first empty slot's menu
        if slot == 1:
            await bob.click(bob_panel, label=next(t for t in labels(bob_panel) if t.startswith("Confirm the plan")))
        result = await alice.select(panel, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
        interactions += 1
        assert not result.followups, "a click in your own draft is not stale after another's commit"
        panel = result.response
        assert "So far:" in panel.content
        # the plan slot by slot, named as the image names the slots
        assert f"slot {slot + 1}:" in panel.content.split("So far:")[1].split("\n")[0]
        # said once: "So far" names the plan, no "You planned…" line repeats it
        assert "You planned" not in panel.content and panel.content.count(f"slot {slot + 1}") == 1
    assert engine_state(world.env, game_id).version == version + 1  # only bob's plan is stored
    finish = next(t for t in labels(panel) if t.startswith("Confirm the plan"))
    assert finish == "Confirm the plan (2 cards)"
    done = (await alice.click(panel, label=finish)).response
    interactions += 1
    assert "Played" in done.content
    assert "You planned" in done.content  # the played move's confirmation says what was planned
    assert interactions == 2 + 1
    assert engine_state(world.env, game_id).version > version + 1  # the plan, stored on Confirm


def test_the_secret_progress_says_chosen_while_choosing_starting_tiles():
    from bot.games import get_profile
    from bot.games.results import _secret_verb
    from rules import get_game
    from rules.catalogues import words
    from rules.core import msg

    game, profile = get_game("mombasa"), get_profile("mombasa")
    state = game.new_game(players=4, seed=3, options={"setup": "variable"})
    assert state.get("phase") == "setup"
    say = words("en")
    progress = msg("bot-progress", done=1, total=4, verb=_secret_verb(profile, game, state))
    assert say(progress) == "1 of 4 have chosen."
