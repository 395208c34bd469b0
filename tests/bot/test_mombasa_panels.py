"""Mombasa's panels on a phone, and the taps a move takes.

Every panel met in seeded 2-player, 4-player and solo games fits a phone: at most 5 rows
of controls, labels within Discord's limits and never cut ("…"), at most 25 options in a
menu. Scripted moves count their interactions (a pick from a menu is one): a goods
purchase with units left for the tracks in at most 4 (goods, card, steps, Confirm), an
expansion into r regions in at most r + 2 (company, one pick per region, Confirm).
"""

from __future__ import annotations

import random

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from tests.bot.helpers import decide, engine_state, labels, open_panel, start_lobby_game

MOVE_LIMIT = 400


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path))


def menus(panel) -> list[dict]:
    return [c for row in panel.components for c in row.get("components", []) if c.get("type") == 3]


def phone_check(panel) -> None:
    """What a phone shows of one panel: few rows, whole labels, short menus."""
    rows = panel.components
    assert len(rows) <= 5, f"{len(rows)} rows of controls"
    for row in rows:
        for c in row.get("components", []):
            if c.get("type") == 2:
                label = c.get("label") or ""
                assert len(label) <= 80 and not label.endswith("…"), label
            elif c.get("type") == 3:
                assert len(c["options"]) <= 25
                assert len(c.get("placeholder") or "") <= 150
                for o in c["options"]:
                    assert len(o["label"]) <= 100 and not o["label"].endswith("…"), o["label"]
                    # the detail a short label leaves out (cut at a word boundary at worst)
                    assert len(o.get("description") or "") <= 100
    assert len(panel.content) <= 2000


async def checked_move(actor, channel, rng, seen: list[int]) -> None:
    """A random move through the panels, every panel on its way checked."""
    panel = await open_panel(actor, channel)
    for _ in range(60):
        phone_check(panel)
        seen[0] += 1
        if "Confirm" in labels(panel):
            result = await actor.click(panel, label="Confirm")
        else:
            result = await decide(actor, panel, rng)
        panel = result.response
        assert panel is not None
        if "Played" in panel.content or not panel.components:
            return
    raise AssertionError("a move took more than 60 decisions")


@pytest.mark.parametrize("players, seed", [(2, 31), (4, 32)])
async def test_every_panel_of_a_game_fits_a_phone(world, monkeypatch, players, seed):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: seed)
    thread, game_id = await start_lobby_game(world, players, setup="variable" if players == 4 else "first")
    rng = random.Random(seed)
    seen = [0]
    moves = 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        await checked_move(world.players[seat], thread, rng, seen)
        moves += 1
        assert moves < MOVE_LIMIT
    assert seen[0] > moves  # every move showed at least one panel


async def test_every_solo_panel_fits_a_phone(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 33)
    alice = world.players[0]
    await alice.slash(world.channel, "mombasa solo", difficulty="medium")
    dm = alice.user.dm_channel
    game_id = world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0].id
    rng = random.Random(33)
    seen, moves = [0], 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        await checked_move(alice.user, dm, rng, seen)
        moves += 1
        assert moves < MOVE_LIMIT
    assert seen[0] > moves
