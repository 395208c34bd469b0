"""Planning built for Mombasa: a button per card (identical cards grouped with a count) into
the first empty slot, the card just placed moved with one tap, one Confirm; a plan of k cards
in k + 2 taps with the panel's opening; a click in your own planning draft stays valid when
another seat commits."""

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


def buttons(panel) -> list[dict]:
    return [c for c in controls(panel) if c.get("type") == 2]


def card_buttons(panel) -> list[str]:
    """The hand's cards: the choice buttons that are neither a move, a take-back nor Confirm."""
    return [b["label"] for b in buttons(panel) if b.get("custom_id", "").startswith("mb:c:")
            and not b["label"].startswith(("Move the", "Take back"))]


async def test_a_plan_of_k_cards_takes_k_plus_two_taps(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 11)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    await to_planning(world, game_id, thread)
    alice, bob = world.players[:2]
    panel = await open_panel(alice, thread)
    taps = 1  # "Open my panel"
    assert not menus(panel), "one tap per card: buttons, not a menu"
    assert "Slot 1: pick a card" in panel.content  # the buttons' question, numbered as the image
    cards = card_buttons(panel)
    assert len(cards) == len(set(cards)), "identical cards are one button, with a count"
    assert any("×2" in c for c in cards)  # both 1-point expansion cards: one button
    assert len([c for c in walk_components(panel.components) if c.get("type") == 1]) <= 5
    version = engine_state(world.env, game_id).version

    bob_panel = await open_panel(bob, thread)  # bob plans meanwhile: alice's draft stays valid
    for slot in range(2):  # k = 2 cards, tapped in the slots' order
        if slot == 1:
            await bob.click(bob_panel, label=next(t for t in labels(bob_panel) if t.startswith("Confirm the plan")))
        card = card_buttons(panel)[0]
        result = await alice.click(panel, label=card)
        taps += 1
        assert not result.followups, "a click in your own draft is not stale after another's commit"
        panel = result.response
        # the plan slot by slot, named as the image names the slots: the card went into
        # the first empty slot
        so_far = panel.content.split("So far:")[1].split("\n")[0]
        assert f"slot {slot + 1}: {card.split(' ×')[0]}" in so_far, so_far
        assert "You planned" not in panel.content and panel.content.count(f"slot {slot + 1}") == 1
    assert engine_state(world.env, game_id).version == version + 1  # only bob's plan is stored
    finish = next(t for t in labels(panel) if t.startswith("Confirm the plan"))
    assert finish == "Confirm the plan (2 cards)"
    done = (await alice.click(panel, label=finish)).response
    taps += 1
    assert "Played" in done.content
    assert "You planned" in done.content  # the played move's confirmation says what was planned
    assert taps == 2 + 2
    assert engine_state(world.env, game_id).version > version + 1  # the plan, stored on Confirm


async def test_the_card_just_placed_moves_to_another_slot_with_one_tap(world, monkeypatch):
    """Its slot decides its resting deck: "Move the 1-unit coffee card to slot 3" takes it back and places it
    there in one draft step, and the next card goes into the first empty slot again."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 11)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    await to_planning(world, game_id, thread)
    alice = world.players[0]
    panel = await open_panel(alice, thread)
    card = card_buttons(panel)[0].split(" ×")[0]
    panel = (await alice.click(panel, label=card_buttons(panel)[0])).response
    # each move says which card it moves, as the rest of the plan names it ("2-unit coffee card")
    assert [t for t in labels(panel) if t.startswith("Move the")] == [
        f"Move the {card} to slot 2", f"Move the {card} to slot 3"]
    assert all(len(t) <= 80 for t in labels(panel))
    panel = (await alice.click(panel, label=f"Move the {card} to slot 3")).response
    so_far = panel.content.split("So far:")[1].split("\n")[0]
    assert so_far == f" slot 3: {card}", so_far
    assert "Slot 1: pick a card" in panel.content
    steps = world.env.bot.games.store.sync.get_draft(game_id, 0).draft["steps"]
    assert len(steps) == 2  # one step each: the placement, then the move
    # the card moved is still the one just placed: it may go on to either empty slot
    assert [t for t in labels(panel) if t.startswith("Move the")] == [
        f"Move the {card} to slot 1", f"Move the {card} to slot 2"]


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
