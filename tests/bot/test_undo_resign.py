"""Taking back a move and resigning, as the other players see it in the thread."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from tests.bot.conftest import bot_settings
from tests.bot.test_commands import mombasa_game, plan_empty

pytestmark = pytest.mark.both_backends  # Mombasa's moves, undo and a restart, on both stores


@pytest.fixture
def simcord_bot(database):
    return GameHost(bot_settings(database))


async def test_the_undo_post_pings_the_others_not_the_player_who_undid(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    await plan_empty(alice, thread)
    await alice.slash(thread, "mombasa undo")
    post = thread.last_message
    assert "took back their last move" in post.content
    # bob still plans: he is told; alice undid it herself and is planning again
    assert f"<@{bob.id}>" in post.content.split("\n")[-1]
    assert f"<@{alice.id}>" not in post.content.split("\n")[-1]


async def test_resigning_asks_first_then_ends_the_game_pings_the_others_and_says_who(world):
    from tests.bot.helpers import engine_state, labels, sent

    thread, game_id = await mombasa_game(world, 3)
    alice, bob, carol = world.players[:3]
    ask = (await bob.slash(thread, "mombasa resign")).response
    assert ask.ephemeral and "ends for everyone" in ask.content and "2 other players" in ask.content
    assert labels(ask) == ["Resign", "Keep playing"]
    assert engine_state(world.env, game_id).record.status == "active"  # nothing yet
    kept = (await bob.click(ask, label="Keep playing")).response
    assert "You keep playing" in kept.content and labels(kept) == []
    assert engine_state(world.env, game_id).record.status == "active"
    # A question asked before the game moved on ends nothing: it is asked again.
    old = (await bob.slash(thread, "mombasa resign")).response
    await plan_empty(alice, thread)
    moved = (await bob.click(old, label="Resign")).response
    assert "moved on" in moved.content and labels(moved) == ["Resign", "Keep playing"]
    assert engine_state(world.env, game_id).record.status == "active"
    spare = (await bob.slash(thread, "mombasa resign")).response  # asked twice
    done = (await bob.click(moved, label="Resign")).response
    assert "You resigned" in done.content and labels(done) == []
    assert engine_state(world.env, game_id).record.status == "abandoned"
    post = thread.last_message
    assert "resigned; the game is over without a result" in post.content
    last = post.content.split("\n")[-1]
    assert f"<@{alice.id}>" in last and f"<@{carol.id}>" in last and f"<@{bob.id}>" not in last
    assert "Open my panel" not in labels(post)
    status = (await carol.slash(thread, "mombasa status")).response.content
    assert f"Ended without a result: <@{bob.id}> resigned." in status
    assert "Waiting for: nobody" in status and "Waiting since" not in status
    late = await bob.click(spare, label="Resign")  # the second question, after the end
    assert "abandoned" in " ".join(m.content for m in sent(late))


async def test_the_resign_question_still_works_after_a_restart(world, database):
    from tests.bot.helpers import engine_state

    thread, game_id = await mombasa_game(world)
    bob = world.players[1]
    ask = (await bob.slash(thread, "mombasa resign")).response
    await world.env.restart_bot(GameHost(bot_settings(database)))
    done = (await bob.click(ask, label="Resign")).response
    assert "You resigned" in done.content
    assert engine_state(world.env, game_id).record.status == "abandoned"


async def test_solo_resign_question_speaks_of_no_others(world):
    from tests.bot.helpers import engine_state, start_solo

    dm, game_id = await start_solo(world, "easy")
    alice = world.players[0].user
    ask = (await alice.slash("mombasa resign")).response
    assert "The game ends, without a result." in ask.content and "everyone" not in ask.content
    done = (await alice.click(ask, label="Resign")).response
    assert "You resigned" in done.content
    assert engine_state(world.env, game_id).record.status == "abandoned"
    post = dm.history()[-1].content
    assert "resigned" in post and "this game has ended" not in post  # nobody else to ping
