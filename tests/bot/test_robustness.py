"""Stale buttons, strangers, out-of-turn clicks, double clicks, restarts, closed DMs, errors."""

from __future__ import annotations

from tests.bot.conftest import make_bot
from tests.bot.helpers import (
    engine_state,
    labels,
    latest_board,
    open_panel,
    play,
    sent,
    start_lobby_game,
)


def log_size(env, game_id: int) -> int:
    return len(env.bot.games.store.sync.action_log(game_id))


async def test_stale_button_after_the_board_changed_is_refused_and_changes_nothing(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    old = await open_panel(alice, thread)  # drawn at version 0
    older = await open_panel(alice, thread)  # the same panel, opened twice
    await play(bob, thread, "Pick 3")  # the game moves to version 1
    # Bob's secret pick leaves alice's decision as it was: her panel still works.
    kept = await alice.click(old, label="Pick 1")
    assert not kept.followups and labels(kept.response) == ["Confirm", "Back", "Cancel"]
    before = log_size(world.env, game_id)
    # Her own step changed her decision: the panel from before it is out of date.
    result = await alice.click(older, label="Pick 1")
    refusal = sent(result)[0]
    assert refusal.ephemeral and "out of date" in refusal.content and "Nothing was changed" in refusal.content
    assert log_size(world.env, game_id) == before
    # A fresh panel comes with the refusal, and it works.
    fresh = sent(result)[1]
    assert fresh.ephemeral and labels(fresh) == ["Confirm", "Back", "Cancel"]
    step = await alice.click(fresh, label="Confirm")  # the last pick reveals, once confirmed
    assert "Played" in step.response.content
    assert "Picks:" in thread.last_message.content


async def test_a_non_player_pressing_buttons_gets_a_private_refusal(world):
    thread, game_id = await start_lobby_game(world, 2)
    eve = world.outsider
    result = await eve.click(latest_board(thread), label="Open my panel")
    assert result.ephemeral and "not playing in game" in result.response.content
    lobby = (await world.players[0].slash(world.channel, "toy new", players=2)).response
    result = await eve.click(lobby, label="Start")
    assert result.ephemeral and "Only the host" in result.response.content
    assert log_size(world.env, game_id) == 0


async def test_out_of_turn_is_refused_privately(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    result = await alice.click(latest_board(thread), label="Open my panel")
    assert result.ephemeral and "not your turn" in result.response.content
    assert bob.mention in result.response.content  # says whom the game waits for
    result = await alice.slash(thread, "toy goods")
    assert result.ephemeral and "not your turn" in result.response.content


async def test_double_click_on_commit_applies_once(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]
    first = await open_panel(alice, thread)
    step = await alice.click(first, label="Pick 2")
    second = await open_panel(alice, thread)  # the same Confirm button, shown twice
    assert labels(step.response) == labels(second) == ["Confirm", "Back", "Cancel"]
    await alice.click(step.response, label="Confirm")
    again = await alice.click(second, label="Confirm")
    assert "out of date" in sent(again)[0].content
    assert log_size(world.env, game_id) == 1
    assert sum("has picked" in m.content for m in thread.history()) == 1


async def test_restart_mid_game_old_buttons_still_work(world, db_path):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 2")
    old_board = latest_board(thread)
    old_panel = await open_panel(bob, thread)
    await world.env.restart_bot(make_bot(db_path))  # a new client on the same database
    step = await bob.click(old_panel, label="Pick 3")  # a panel sent by the old client
    assert "Confirm" in labels(step.response)  # the last pick reveals: Confirm first
    await world.env.restart_bot(make_bot(db_path))
    step = await bob.click(step.response, label="Confirm")
    assert "Played" in step.response.content
    assert "Picks:" in thread.last_message.content
    result = await alice.click(old_board, label="Open my panel")  # a board from before
    assert "Bank your pick" in labels(result.response)


async def test_closed_dms_are_explained(world):
    alice = world.players[0]
    dm = alice.user.dm_channel
    world.env.inject_error(
        "POST", f"/channels/{dm.id}/messages", status=403, code=50007,
        message="Cannot send messages to this user",
    )
    result = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert result.ephemeral
    assert "cannot send you direct messages" in result.response.content
    assert "Privacy" in result.response.content
    assert world.env.bot.games.store.sync.find_games() == []


async def test_complete_solo_game_in_dms(world):
    alice = world.players[0]
    result = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert "waiting in our DM" in result.response.content
    dm = alice.user.dm_channel
    game_id = world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0].id
    steps = 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        label = "Pick 2" if loaded.state.phase == "pick" else "Bank your pick"
        board = latest_board(dm)
        panel = (await alice.user.click(board, label="Open my panel")).response
        step = await alice.user.click(panel, label=label)
        if "Confirm" in labels(step.response):
            await alice.user.click(step.response, label="Confirm")
        steps += 1
        assert steps < 20
    assert "The game is over" in dm.last_message.content
    assert "Winner" in dm.last_message.content
    # Commands work in the DM too and find the solo game without a game option.
    log = await alice.user.slash("toy log")
    assert f"Game #{game_id}" in log.response.content


async def test_admin_commands_need_manage_server(world):
    thread, game_id = await start_lobby_game(world, 2)
    result = await world.players[1].slash(thread, "toy abort")
    assert result.ephemeral and "Manage Server" in result.response.content
    assert engine_state(world.env, game_id).record.status == "active"
    # The refused check is an app-command error that simcord records: it is the only one.
    assert [type(e).__name__ for e in world.env.errors] == ["MissingPermissions"]
