"""The write budget of a move (issue 31), on SQLite and on PostgreSQL: at most two write
transactions, the move's commit (its actions, snapshot, version, spent draft, turn clock and
reminders) and the post's message ids (the board message and a secret phase's status,
together), from the Confirm click until its post. (A whole Mombasa move, every click
counted: tests/bot/test_write_budget_whole_move.py.)"""

from __future__ import annotations

import random

import pytest

from bot.store.counts import count_store
from tests.bot.helpers import decide, engine_state, labels, open_panel, start_lobby_game

pytestmark = pytest.mark.both_backends

BUDGET = 2


async def test_a_committed_move_costs_at_most_two_write_transactions(world):
    thread, game_id = await start_lobby_game(world, 2)
    store = world.env.bot.games.store
    counts = count_store(store)
    rng = random.Random(3)
    spent: list[int] = []
    while len(spent) < 8:  # secret picks, their reveal, draws, the next round's posts
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state):
            break
        seat = rng.choice(loaded.game.to_move(loaded.state))
        actor = world.players[seat]
        panel = await open_panel(actor, thread)
        for _ in range(20):  # the decisions, then the click that commits the move
            before = counts.snapshot()
            if "Confirm" in labels(panel):
                result = await actor.click(panel, label="Confirm")
            else:
                result = await decide(actor, panel, rng)
            await world.env.settle()
            panel = result.response
            if "Played" in panel.content or not panel.components:
                spent.append(counts.since(before)[1])
                break
        assert engine_state(world.env, game_id).version > loaded.version
    assert len(spent) == 8 and max(spent) <= BUDGET, spent
    # the post was remembered with its phase's status, in that one transaction
    refs = {r.purpose: r.message_id for r in await store.game_messages(game_id)}
    assert refs["board"] > 0 and "status" in refs

