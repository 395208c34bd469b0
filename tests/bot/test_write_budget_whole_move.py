"""The write budget of a whole move (issue 31), on SQLite and on PostgreSQL: a Mombasa move
played through the bot's buttons, every interaction counted (the click on "Open my panel",
each choice, Confirm, the post), takes at most two write transactions: the move's commit
and the post's message ids. A draft click writes nothing: the seat's unconfirmed picks are
held in the memory of the process serving the game (bot/store/drafts.py). On main before
the drafts were held, each choice saved the draft: a move of k choices cost k + 2."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.store.counts import count_store
from tests.bot.conftest import bot_settings
from tests.bot.helpers import decide, engine_state, labels, open_panel, start_lobby_game

pytestmark = pytest.mark.both_backends

BUDGET = 2


@pytest.fixture
def simcord_bot(database):
    return GameHost(bot_settings(database))  # the games a deployment hosts: Mombasa first


async def test_a_whole_move_played_through_the_buttons_costs_at_most_two_write_transactions(world):
    thread, game_id = await start_lobby_game(world, 2, game="mombasa")
    store = world.env.bot.games.store
    counts = count_store(store)
    rng = random.Random(5)
    spent: list[tuple[int, int]] = []  # (write transactions, clicks) per committed move
    while len(spent) < 10:  # the starting tiles, the plans, actions of several decisions
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state):
            break
        seat = rng.choice(loaded.game.to_move(loaded.state))
        actor = world.players[seat]
        before = counts.snapshot()  # from the click on "Open my panel" on
        panel = await open_panel(actor, thread)
        clicks = 1
        for _ in range(20):  # the decisions, then the click that commits the move
            if "Confirm" in labels(panel):
                result = await actor.click(panel, label="Confirm")
            else:
                result = await decide(actor, panel, rng)
            clicks += 1
            await world.env.settle()
            panel = result.response
            if "Played" in panel.content or not panel.components:
                spent.append((counts.since(before)[1], clicks))
                break
        assert engine_state(world.env, game_id).version > loaded.version
    assert len(spent) == 10, spent
    assert max(w for w, _ in spent) <= BUDGET, spent
    assert any(c >= 4 for _, c in spent), spent  # moves of several clicks were among them
