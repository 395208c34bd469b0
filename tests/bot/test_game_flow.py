"""Whole games through slash commands and components only (toy engine)."""

from __future__ import annotations

import pytest

from tests.bot.helpers import (
    engine_state,
    labels,
    latest_board,
    open_panel,
    play,
    start_lobby_game,
)
from tests.bot.thread_record import pinged

pytestmark = pytest.mark.both_backends  # whole games through the store, on both databases


async def test_lobby_start_creates_a_named_thread_and_pings_everyone(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    assert thread.name == f"Secret sums #{game_id}: alice, bob"
    board = latest_board(thread)
    assert alice.mention in board.content and bob.mention in board.content
    assert "open your panel" in board.content


async def test_complete_two_player_game_to_the_final_score(world):
    thread, game_id = await start_lobby_game(world, 2)
    players = world.players[:2]
    turns = 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        actor = players[seat]
        if loaded.state.phase == "pick":
            await play(actor, thread, "Pick 3")
        elif seat == 0:
            # Slash command with an autocompleted choice: plays at once.
            choices = await actor.autocomplete(thread, "toy pass", "choice", "")
            assert [c["name"] for c in choices] == ["Bank your pick"]
            result = await actor.slash(thread, "toy pass", choice=choices[0]["value"])
            assert result.ephemeral and "Played" in result.response.content
        else:
            await play(actor, thread, "Draw a card")  # a hidden draw commits at once
        turns += 1
        assert turns < 40
    final = thread.last_message.content
    assert "The game is over" in final and "Winner" in final
    assert thread.last_message.components == []  # no "Open my panel" on a finished game
    scores = loaded.game.scores(loaded.state)
    assert scores[0]["total"] == 9  # banked 3 in each of 3 rounds
    stats = await players[0].slash(world.channel, "toy stats")
    assert "1 game, " in stats.response.content


async def test_secret_planning_with_four_players(world):
    thread, game_id = await start_lobby_game(world, 4)
    alice, bob, carol, dave = world.players
    posts = len(thread.history())
    alice_panel = await play(alice, thread, "Pick 1")
    assert "1 of 4 have picked" in thread.last_message.content
    status = thread.last_message
    policy = thread._env.backend.messages[thread.id][status.id].allowed_mentions
    assert bob.mention in status.content and pinged(status, policy) == []  # named, not pinged
    assert status.attachments == []  # a secret decision posts no image
    await play(bob, thread, "Pick 3")
    await play(carol, thread, "Pick 2")
    # One live status message, edited: no new post, no new ping, for each secret decision.
    assert len(thread.history()) == posts + 1 and thread.last_message.id == status.id
    last = thread.last_message.content
    # it names who is still deciding, and pings nobody (edited without mentions allowed)
    assert last.split("\n")[-1] == f"3 of 4 have picked. Waiting for {dave.mention}."
    policy = thread._env.backend.messages[thread.id][status.id].allowed_mentions  # simcord's record
    assert dave.mention in last and pinged(thread.last_message, policy) == []
    # Nothing secret reached the thread before the reveal.
    public = "\n".join(m.content for m in thread.history())
    assert "You picked" not in public and "Picks:" not in public
    # Panels are private: only their owner sees them.
    assert alice_panel.ephemeral and "You picked 1" in alice_panel.content
    assert alice_panel.id in [m.id for m in thread.history(viewer=alice)]
    assert alice_panel.id not in [m.id for m in thread.history(viewer=bob)]
    await play(dave, thread, "Pick 2")
    assert "Picks:" in thread.last_message.content  # the reveal, once everyone committed
    assert alice.mention in thread.last_message.content  # first turn


async def test_a_reopened_panel_continues_the_saved_draft(world):
    thread, _ = await start_lobby_game(world, 2)
    alice = world.players[0]
    panel = await open_panel(alice, thread)
    await alice.click(panel, label="Pick 2")
    again = await open_panel(alice, thread)  # e.g. after Discord's 15-minute limit
    assert "So far: Pick 2" in again.content
    assert labels(again) == ["Confirm", "Back", "Cancel"]
    cancelled = await alice.click(again, label="Cancel")
    assert "Cancelled" in cancelled.response.content
    assert "Pick 1" in labels(cancelled.response)


async def test_undo_own_move_and_refusals(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    await play(bob, thread, "Pick 1")  # the reveal: picks cannot be undone any more
    refused = await bob.slash(thread, "toy undo")
    assert "revealed" in refused.response.content
    await play(alice, thread, "Bank your pick")
    version = engine_state(world.env, game_id).version
    undone = await alice.slash(thread, "toy undo")
    assert "taken back" in undone.response.content
    assert "took back" in thread.last_message.content
    loaded = engine_state(world.env, game_id)
    assert loaded.version == version + 1 and loaded.game.to_move(loaded.state) == [0]
    again = await alice.slash(thread, "toy undo")  # nobody moved since: the true reason
    assert "already took back" in again.response.content
    await play(alice, thread, "Bank your pick")
    await play(bob, thread, "Bank your pick")
    refused = await alice.slash(thread, "toy undo")
    assert refused.ephemeral and "Another player has moved" in refused.response.content


async def test_your_panel_says_what_the_others_did_since_your_last_move_and_posts_say_it_once(world):
    thread, game_id = await start_lobby_game(world, 3)
    players = world.players[:3]
    for p in reversed(players):  # the last to move first: they miss the most
        await play(p, thread, "Pick 1")
    seen = len(thread.history())
    for _ in range(2):
        loaded = engine_state(world.env, game_id)
        actor = players[loaded.game.to_move(loaded.state)[0]]
        await play(actor, thread, "Bank your pick")
    posts = [m.content for m in thread.history()[seen:]]
    banked = [line for post in posts for line in post.splitlines() if line.startswith("•")]
    # each post tells its own move only: no line of one post again in the next
    assert len(banked) == len(set(banked)) == 2 and "Since" not in "\n".join(posts)
    told = [line for m in thread.history() for line in m.content.splitlines() if line.startswith("•")]
    loaded = engine_state(world.env, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    panel = (await open_panel(players[seat], thread)).content
    head, *lines = panel.split("Since your last move:\n", 1)[1].splitlines()
    before = panel.split("Since your last move:")[0]
    # the moves made since this seat last acted, in the words the thread used, oldest first
    since = [line for line in [head, *lines] if line.startswith("•")]
    assert since == [line for line in told if line in since]
    assert banked == since[-2:] and any("picked" in line for line in since)
    # only what the seat may see: the others' picks were secret until the reveal
    assert not any("You picked" in line for line in since) and "Pick" not in before
    # the player who has just moved acted last: nothing happened since, nothing is said
    own = (await players[(seat + 2) % 3].click(latest_board(thread), label="Open my panel")).response
    assert "Since your last move" not in own.content
