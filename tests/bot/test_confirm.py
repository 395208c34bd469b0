"""Confirm on every move, in every mode: nothing is applied before the player confirms.

A complete 2-player game through the real UI: every move ends with the panel's Confirm,
and the game's stored version does not change before it. The complete solo game is
tests/bot/test_mombasa_solo.py's, played with ``confirmed_move`` below (in solo the
Mautoma plays only after Confirm). Every panel these games show fits a phone
(tests/bot/test_mombasa_panels.py's check; the 4-player game is tests/bot/test_thread_once.py's,
the Dutch one tests/bot/test_dutch.py's).
"""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import (
    controls,
    decide,
    engine_state,
    labels,
    open_panel,
    start_lobby_game,
)
from tests.bot.test_mombasa_panels import phone_check


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def confirmed_move(actor, channel, env, game_id, rng, seen: list[int]) -> None:
    """Decide at random until the panel asks for Confirm; nothing is stored before it. Every
    panel on the way fits a phone (``seen`` counts them)."""
    version = engine_state(env, game_id).version
    panel = await open_panel(actor, channel)
    # One message: the decision's own picture when it needs one (alt text: its description;
    # its name carries its bytes' hash) and the controls.
    assert [a.filename.split("-")[0] for a in panel.attachments] in (["decision"], []) and panel.components
    assert all(a.description for a in panel.attachments)
    for _ in range(60):
        phone_check(panel)
        seen[0] += 1
        if "Confirm" in labels(panel):
            break
        # a button that ends the move is its Confirm: "Confirm the plan", "Confirm: Finish the
        # expansion (forfeit 1 point)"
        finishing = [t for t in labels(panel) if t.startswith("Confirm") and t != "Confirm"]
        if finishing and rng.random() < 0.4:
            panel = await actor.click(panel, label=finishing[0])
            break
        panel = (await decide(actor, panel, rng, avoid=("Take back", "Confirm"))).response
        assert panel is not None and panel.components, f"a move ended without Confirm: {panel.content!r}"
        assert engine_state(env, game_id).version == version, "a step was applied before Confirm"
    else:
        raise AssertionError("no Confirm after 60 decisions")
    done = panel.response if hasattr(panel, "response") else (
        await actor.click(panel, label="Confirm")).response
    loaded = engine_state(env, game_id)
    assert loaded.version > version, "Confirm stored nothing"
    # The same panel goes on: the player's next decision, or whom the game waits for.
    assert "Played" in done.content
    if loaded.game.is_over(loaded.state):
        return
    seat = [s.seat for s in loaded.seats if s.user_id == actor.id][0]
    if seat in loaded.game.to_move(loaded.state):
        assert controls(done), done.content
        phone_check(done)
    else:
        assert "The game now waits for" in done.content and not controls(done)


async def test_every_two_player_move_ends_with_confirm(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 11)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    players = world.players[:2]
    rng = random.Random(11)
    seen, moves = [0], 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        await confirmed_move(players[seat], thread, world.env, game_id, rng, seen)
        moves += 1
        assert moves < 400
    assert seen[0] > moves
