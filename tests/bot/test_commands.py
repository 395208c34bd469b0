"""The remaining commands against the real Mombasa engine: hand, board, status, undo, resign
and the admin commands (abort, verify, export)."""

from __future__ import annotations

import json

import discord
import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, latest_board, sent, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def mombasa_game(world, n: int = 2):
    thread, game_id = await start_lobby_game(world, n)
    for player in world.players[:n]:  # the first-game set-up: rest the starting cards
        choices = await player.autocomplete(thread, "mombasa plan", "choice", "")
        await player.slash(thread, "mombasa plan", choice=choices[0]["value"])
    return thread, game_id


async def plan_empty(actor, thread):
    """Confirm an empty plan by command (the plan's confirmation is a legal choice)."""
    choices = await actor.autocomplete(thread, "mombasa plan", "choice", "Confirm the plan")
    return await actor.slash(thread, "mombasa plan", choice=choices[0]["value"])


async def test_hand_board_and_status(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    hand = (await alice.slash(thread, "mombasa hand")).response
    assert hand.ephemeral and "only you see this" in hand.content and "Your hand" in hand.content
    assert [a.filename for a in hand.attachments] == ["hand.png"]
    board = (await bob.slash(thread, "mombasa board")).response
    parts = ["map.png", "tracks.png", "bonus.png", "displays.png"]
    assert board.ephemeral and [a.filename for a in board.attachments] == parts
    assert all(a.description for a in board.attachments)  # alt text on every image
    one = (await bob.slash(thread, "mombasa board", part="tracks")).response
    assert [a.filename for a in one.attachments] == ["tracks.png"]
    mine = (await bob.slash(thread, "mombasa board", player=alice)).response
    assert [a.filename for a in mine.attachments] == ["player.png"]
    assert "alice" in mine.attachments[0].description  # names, not "P1"
    status = (await bob.slash(thread, "mombasa status")).response.content
    assert f"Mombasa #{game_id}" in status and "Waiting for" in status and alice.mention in status
    # round, phase and how long the game has waited; no internal version number
    assert "Round 1 of 7: " in status and "Waiting since <t:" in status and "version" not in status
    stranger = (await world.outsider.slash(thread, "mombasa hand")).response.content
    assert "not playing" in stranger


async def test_undo_a_plan_and_resign(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    await plan_empty(alice, thread)
    before = engine_state(world.env, game_id)
    assert before.game.to_move(before.state) == [1]
    undone = (await alice.slash(thread, "mombasa undo")).response.content
    assert "taken back" in undone and "took back their last move" in thread.last_message.content
    after = engine_state(world.env, game_id)
    assert after.game.to_move(after.state) == [0, 1]
    await plan_empty(alice, thread)
    await plan_empty(bob, thread)  # the reveal: nothing before it can be undone
    refused = (await bob.slash(thread, "mombasa undo")).response.content
    assert "revealed" in refused
    ask = (await bob.slash(thread, "mombasa resign")).response
    resigned = (await bob.click(ask, label="Resign")).response.content
    assert "You resigned" in resigned
    assert "resigned; the game is over without a result" in thread.last_message.content
    assert "Open my panel" not in labels(thread.last_message)
    assert engine_state(world.env, game_id).record.status == "abandoned"


async def test_admin_commands_with_manage_server(world):
    thread, game_id = await mombasa_game(world)
    role = world.guild.create_role("harbour masters", permissions=discord.Permissions(manage_guild=True))
    admin = world.guild.add_member(world.env.create_user("mod"), roles=[role])
    report = (await admin.slash(thread, "mombasa verify")).response.content
    assert f"Game #{game_id}: OK" in report
    exported = (await admin.slash(thread, "mombasa export")).response
    assert [a.filename for a in exported.attachments] == [f"game-{game_id}.json"]
    data = json.loads(await exported.attachments[0].read())
    # A running game exports only what the admin may see: no seed, no actions to replay.
    assert data["kind"] == "mombasa" and "seed" not in data and "actions" not in data
    assert "still running" in exported.content
    ended = (await admin.slash(thread, "mombasa abort")).response.content
    assert f"Game #{game_id} was ended" in ended
    assert "An admin ended this game." in thread.last_message.content
    assert engine_state(world.env, game_id).record.status == "abandoned"
    exported = (await admin.slash(thread, "mombasa export")).response
    data = json.loads(await exported.attachments[0].read())  # over: the whole game
    assert data["kind"] == "mombasa" and len(data["actions"]) == 2
    assert all(s["user_id"] is None for s in data["seats"])  # no Discord ids in a bug report
    refused = (await world.players[0].click(latest_board(thread), label="Open my panel")).response.content
    assert "abandoned" in refused


async def test_restart_mid_game_and_stale_panels_with_mombasa(world, db_path):
    from tests.bot.helpers import menu_of, open_panel, panel_choices

    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    old = await open_panel(alice, thread)  # planning, version 2
    older = await open_panel(alice, thread)  # the same panel, opened twice
    await plan_empty(bob, thread)  # bob commits his secret plan: alice's decision is the same
    how, what = panel_choices(old)[0]
    kept = await (alice.click(old, label=what) if how == "button" else alice.select(old, [what], custom_id=menu_of(old, what)))
    assert "So far:" in kept.response.content and not kept.followups  # not stale
    assert engine_state(world.env, game_id).version == 3
    # Her own step changed her decision: the panel she clicked before it is stale now.
    stale = await (alice.click(older, label=what) if how == "button" else alice.select(older, [what], custom_id=menu_of(older, what)))
    assert "out of date" in sent(stale)[0].content and "Nothing was changed" in sent(stale)[0].content
    assert engine_state(world.env, game_id).version == 3
    fresh = sent(stale)[1]  # a fresh panel comes with the refusal
    await world.env.restart_bot(GameHost(Settings(discord_token="simcord-test-token", database_path=db_path)))
    how, what = panel_choices(fresh)[0]  # a panel sent by the old client still works
    step = await (alice.click(fresh, label=what) if how == "button" else alice.select(fresh, [what], custom_id=menu_of(fresh, what)))
    assert "So far:" in step.response.content
    assert engine_state(world.env, game_id).version == 3  # a draft, nothing played yet


async def test_status_outside_a_thread_lists_your_games_and_which_wait_for_you(world):
    thread, game_id = await mombasa_game(world)
    other, _ = await mombasa_game(world)
    alice, bob, carol = world.players[:3]
    mine = (await alice.slash(world.channel, "mombasa status")).response.content
    assert f"#{game_id} Mombasa" in mine and mine.count("waits for you") + mine.count("waiting for") == 2
    loaded = engine_state(world.env, game_id)
    who = world.players[loaded.game.to_move(loaded.state)[0]]
    assert "waits for you" in (await who.slash(world.channel, "mombasa status")).response.content
    assert "no running games" in (await carol.slash(world.channel, "mombasa status")).response.content
