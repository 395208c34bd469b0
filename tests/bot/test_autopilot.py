"""Autopilot (issue 30, item 2): a player hands their seat to the AI while away and takes
it back; the others hand a player past the turn deadline to the AI by a majority vote. The
thread says so each time; a vote from someone not in the game, or while nobody is late,
changes nothing and says why."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, play_move, start_lobby_game

LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def seat_levels(world, game_id):
    return [s.ai_level for s in world.env.bot.games.store.sync.get_seats(game_id)]


def make_late(world, game_id: int, seat: int) -> None:
    world.env.bot.games.store.sync.db.execute(
        "UPDATE waiting SET since = ? WHERE game_id = ? AND seat = ?", [LONG_AGO, game_id, seat])


async def until_to_move(world, thread, game_id, seat, rng, players, limit=40):
    """The others play (the AI too) until ``seat`` decides."""
    for _ in range(limit):
        await world.env.bot.games.ai.idle()
        loaded = engine_state(world.env, game_id)
        to_move = loaded.game.to_move(loaded.state)
        if seat in to_move:
            return loaded
        await play_move(players[to_move[0]], thread, rng)
    raise AssertionError(f"seat {seat} never decided")


async def test_a_player_hands_their_seat_to_the_ai_and_takes_it_back(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 7)
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    alice, bob, carol = world.players[:3]
    rng = random.Random(7)
    await until_to_move(world, thread, game_id, 1, rng, world.players)
    before = engine_state(world.env, game_id).version

    done = (await bob.slash(thread, "autopilot", what="on", level="easy")).response
    assert done.ephemeral and "The AI plays your seat" in done.content
    await world.env.bot.games.ai.idle()
    assert seat_levels(world, game_id) == [None, "easy", None]
    posts = [m.content for m in thread.history()]
    assert any(f"🤖 {bob.mention} is away: the AI (easy) plays their seat" in p for p in posts)
    assert any(f"💭 {bob.mention}:" in p for p in posts)  # the AI played bob's turn
    after = engine_state(world.env, game_id)
    assert after.version > before and 1 not in after.game.to_move(after.state)
    # bob is neither waited for nor reminded while away
    assert 1 not in world.env.bot.games.store.sync.waiting_since(game_id)

    again = (await bob.slash(thread, "autopilot", what="on")).response.content
    assert "already plays your seat" in again
    stranger = (await world.outsider.slash(thread, "autopilot", what="off", game=game_id)).response.content
    assert "not playing" in stranger and seat_levels(world, game_id) == [None, "easy", None]

    back = (await bob.slash(thread, "autopilot", what="off")).response
    assert "You play your seat" in back.content
    assert f"🙋 {bob.mention} is back" in thread.history()[-1].content
    assert seat_levels(world, game_id) == [None, None, None]
    loaded = await until_to_move(world, thread, game_id, 1, rng, world.players)
    await world.env.bot.games.ai.idle()
    assert engine_state(world.env, game_id).version == loaded.version  # the AI left bob's turn to him
    assert "nothing to take back" in (await bob.slash(thread, "autopilot", what="off")).response.content


async def test_the_table_votes_a_late_player_to_the_ai(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 7)
    thread, game_id = await start_lobby_game(world, 3, game="batavia", deadline_hours=24)
    alice, bob, carol = world.players[:3]
    rng = random.Random(7)
    loaded = await until_to_move(world, thread, game_id, 2, rng, world.players)
    version = loaded.version

    # nobody is late yet: the vote is refused and nothing changes
    early = (await alice.slash(thread, "autopilot", what="vote")).response.content
    assert "Nobody is past the 24 h turn deadline" in early
    make_late(world, game_id, 2)
    # a vote from someone not in the game changes nothing and says why
    stranger = (await world.outsider.slash(thread, "autopilot", what="vote", game=game_id)).response.content
    assert "not playing" in stranger
    late = (await carol.slash(thread, "autopilot", what="vote")).response.content
    assert "past the turn deadline yourself" in late
    assert seat_levels(world, game_id) == [None, None, None]
    assert engine_state(world.env, game_id).version == version

    await alice.slash(thread, "autopilot", what="vote")  # 1 of 2 needed
    assert "1 of 2 votes needed" in thread.history()[-1].content
    assert seat_levels(world, game_id) == [None, None, None]
    await bob.slash(thread, "autopilot", what="vote")  # the majority of alice and bob
    await world.env.bot.games.ai.idle()
    assert seat_levels(world, game_id) == [None, None, "medium"]
    posts = [m.content for m in thread.history()]
    assert any(f"the AI (medium) plays for {carol.mention}" in p for p in posts)
    assert engine_state(world.env, game_id).version > version  # the AI played carol's turn


async def test_one_tap_takes_the_seat_back(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 7)
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    alice, bob = world.players[:2]
    answer = (await bob.slash(thread, "autopilot", what="on")).response
    assert "Take my seat back" in labels(answer)
    await world.env.bot.games.ai.idle()
    assert seat_levels(world, game_id) == [None, "medium", None]
    # the answer is bob's alone; alice taking "back" a seat the AI does not play changes nothing
    refused = (await alice.slash(thread, "autopilot", what="off")).response.content
    assert "nothing to take back" in refused and seat_levels(world, game_id) == [None, "medium", None]
    tapped = await bob.click(answer, label="Take my seat back")
    assert seat_levels(world, game_id) == [None, None, None]
    assert tapped.response is not None and "You play your seat" in tapped.response.content
    assert f"🙋 {bob.mention} is back" in thread.history()[-1].content


async def bob_to_move(world, monkeypatch):
    """A 3-player Batavia game played on (seeded) until bob, the second seat, is to move:
    the thread, the game, bob, the random choices, the state then and the game service."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 7)
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    rng = random.Random(7)
    loaded = await until_to_move(world, thread, game_id, 1, rng, world.players)
    return thread, game_id, world.players[1], rng, loaded, world.env.bot.games


async def test_a_player_on_autopilot_who_plays_from_their_own_panel_takes_the_seat_back(world, monkeypatch):
    """Bob's own click on his panel is his: the seat is his again (the thread says so), his
    move is played, and the AI's move for him, decided meanwhile, is not written."""
    from dataclasses import replace

    from bot.games.context import GameContext

    thread, game_id, bob, rng, loaded, games = await bob_to_move(world, monkeypatch)
    # bob is on autopilot and the AI is still deciding his move (it is not woken here)
    seat = games.store.sync.get_seats(game_id)[1]
    games.store.sync.set_seat(game_id, replace(seat, ai_level="easy"))
    ctx = await games.base.read(GameContext.load, game_id)
    ai_move = await games.ai.decide(ctx, 1)
    assert ai_move.actions and ai_move.version == loaded.version

    await play_move(bob, thread, rng)
    await games.ai.idle()
    assert seat_levels(world, game_id) == [None, None, None]
    posts = [m.content for m in thread.history()]
    back = [i for i, p in enumerate(posts) if f"🙋 {bob.mention} is back and plays from their own panel" in p]
    assert len(back) == 1
    assert not any(f"💭 {bob.mention}:" in p for p in posts[back[0]:])  # the AI said nothing for him
    after = engine_state(world.env, game_id)
    bobs = [e for e in games.store.sync.action_log(game_id) if e.version > loaded.version and e.seat == 1]
    assert bobs and after.version > loaded.version
    # the AI's move, decided on the old version for a seat no longer the AI's, is refused
    assert await games.base.run(games.ai._commit_sync, game_id, ai_move) is None
    assert engine_state(world.env, game_id).version == after.version


async def test_a_stale_click_of_a_player_on_autopilot_leaves_the_seat_to_the_ai(world, monkeypatch):
    """A click on a panel the AI's move made stale is refused as stale and changes nothing:
    the seat stays the AI's."""
    from dataclasses import replace

    from bot.games.errors import StalePanel

    thread, game_id, bob, rng, loaded, games = await bob_to_move(world, monkeypatch)
    seat = games.store.sync.get_seats(game_id)[1]
    games.store.sync.set_seat(game_id, replace(seat, ai_level="easy"))
    with pytest.raises(StalePanel):  # a panel of a version the game has not reached
        await games.choose(game_id, bob.id, loaded.version + 1, 0, 0)
    assert seat_levels(world, game_id) == [None, "easy", None]
    assert engine_state(world.env, game_id).version == loaded.version
    assert not any("plays from their own panel" in m.content for m in thread.history())


async def test_a_forged_click_of_a_player_on_autopilot_leaves_the_seat_to_the_ai(world, monkeypatch):
    """A click on bob's current panel whose choice is refused (a forged, out-of-range
    choice; Back with nothing to take back) is bad input: it is refused in plain words and
    changes nothing, so the seat stays the AI's and the thread says nothing."""
    import re
    from dataclasses import replace

    import discord

    from bot.ui.panels import ChoiceButton, NavButton
    from tests.bot.helpers import controls, open_panel

    thread, game_id, bob, rng, loaded, games = await bob_to_move(world, monkeypatch)
    panel = await open_panel(bob, thread)
    ids = [re.match(r"mb:[cfsn]:(\d+):(\d+):(\d+):", c.get("custom_id", "")) for c in controls(panel)]
    game, ver, rev = next(map(int, m.groups()) for m in ids if m)
    assert (game, ver) == (game_id, loaded.version)
    seat = games.store.sync.get_seats(game_id)[1]
    games.store.sync.set_seat(game_id, replace(seat, ai_level="easy"))  # the AI is not woken
    log_before = len(games.store.sync.action_log(game_id))
    posts_before = len(thread.history())

    forged = discord.ui.View(timeout=None)
    forged.add_item(ChoiceButton(game_id, ver, rev, 999, label="forged choice"))
    forged.add_item(NavButton(game_id, ver, rev, "b", label="forged back"))
    await world.env.bot.get_channel(thread.id).send("forged", view=forged)
    message = thread.last_message
    for label in ("forged choice", "forged back"):
        reply = (await bob.click(message, label=label)).response
        assert reply is not None and reply.ephemeral
        assert seat_levels(world, game_id) == [None, "easy", None]
    assert engine_state(world.env, game_id).version == loaded.version
    assert len(games.store.sync.action_log(game_id)) == log_before
    assert len(thread.history()) == posts_before + 1  # only the forged message itself
    assert not any("plays from their own panel" in m.content for m in thread.history())
