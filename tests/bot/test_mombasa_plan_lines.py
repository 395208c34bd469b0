"""The thread's planning lines say only what a plan committed (issue 28, reported in
session 35): a card placed and taken back while drafting (its "Take back" button, or Back)
is no part of the plan, and no card is named before the reveal."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, open_panel, play_move, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


NAV = ("Back", "Cancel")


def cards(panel) -> list[str]:
    """The card buttons of a planning panel (a card into the first empty slot)."""
    return [t for t in labels(panel) if t not in NAV and not t.startswith(("Confirm", "Take back", "Move"))]


async def test_a_card_taken_back_is_not_in_the_threads_planning_lines(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 5)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(1)
    for _ in range(50):  # the starting set-up, to the first round's planning
        loaded = engine_state(world.env, game_id)
        if loaded.state.get("phase") == "planning":
            break
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    assert engine_state(world.env, game_id).state.get("phase") == "planning"
    alice, bob = world.players[:2]

    # alice: a card in, taken back with its button, another card and one more with Back
    # between; she commits a plan of two cards
    panel = await open_panel(alice, thread)
    first = cards(panel)[0]
    panel = (await alice.click(panel, label=first)).response
    taken_back = next(t for t in labels(panel) if t.startswith("Take back"))
    panel = (await alice.click(panel, label=taken_back)).response
    panel = (await alice.click(panel, label=cards(panel)[-1])).response
    panel = (await alice.click(panel, label=cards(panel)[0])).response
    panel = (await alice.click(panel, label="Back")).response
    planned = [cards(panel)[1]]
    panel = (await alice.click(panel, label=planned[0])).response
    commit = next(t for t in labels(panel) if t.startswith("Confirm the plan"))
    before = len(thread.history())
    panel = (await alice.click(panel, label=commit)).response
    assert "Played" in panel.content
    post = "\n".join(m.content for m in thread.history()[before:])
    # what she committed, and nothing of what she took back
    assert "placed 2 cards face down." in post, post
    assert "took back" not in post and "placed a card face down" not in post, post
    # no card of her hand is named before the reveal
    assert not any(t.split(" ×")[0] in post for t in (first, *planned)), post

    # bob plans one card; the reveal names the plans as committed
    panel = await open_panel(bob, thread)
    panel = (await bob.click(panel, label=cards(panel)[0])).response
    commit = next(t for t in labels(panel) if t.startswith("Confirm the plan"))
    before = len(thread.history())
    await bob.click(panel, label=commit)
    post = "\n".join(m.content for m in thread.history()[before:])
    assert "placed a card face down." in post and "took back" not in post, post
    assert "The plans are revealed" in post, post
