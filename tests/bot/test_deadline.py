"""The turn deadline: past it, the other players may skip the late player (the bot plays the
safest default for them) or vote to end the game (stored as abandoned, no winner)."""

from __future__ import annotations

import random

from bot.games.mombasa import skip as mombasa_skip
from rules import get_game
from tests.bot.helpers import (
    engine_state,
    labels,
    latest_board,
    open_panel,
    play,
    start_lobby_game,
)

LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


async def start(world, n: int, deadline: int = 48):
    return await start_lobby_game(world, n, deadline_hours=deadline)


def make_late(env, game_id: int, seat: int) -> None:
    env.bot.games.store.sync.db.execute(
        "UPDATE waiting SET since = ? WHERE game_id = ? AND seat = ?", [LONG_AGO, game_id, seat])


async def test_skip_is_refused_without_a_deadline_or_before_it(world):
    thread, game_id = await start(world, 2, deadline=0)
    alice, bob = world.players[:2]
    refused = (await alice.slash(thread, "toy skip")).response
    assert refused.ephemeral and "has no turn deadline" in refused.content
    thread, game_id = await start(world, 2, deadline=48)
    await play(alice, thread, "Pick 2")
    refused = (await alice.slash(thread, "toy skip")).response.content
    assert "Nobody is past the 48 h turn deadline" in refused and bob.mention in refused
    assert (await alice.slash(thread, "toy end")).response.content == refused
    assert engine_state(world.env, game_id).version == 1  # nothing changed


async def test_a_late_player_is_skipped_with_the_safest_default(world):
    thread, game_id = await start(world, 2)
    alice, bob = world.players[:2]
    draft = await open_panel(bob, thread)
    await bob.click(draft, label="Pick 2")  # drafted, never confirmed
    await play(alice, thread, "Pick 3")
    make_late(world.env, game_id, 1)
    own = (await bob.slash(thread, "toy skip")).response.content
    assert "past the turn deadline yourself" in own
    stranger = (await world.outsider.slash(thread, "toy skip", game=game_id)).response.content
    assert "not playing" in stranger
    done = (await alice.slash(thread, "toy skip")).response
    assert done.ephemeral and "played for the late player" in done.content
    public = thread.last_message.content
    assert f"{alice.mention} skipped {bob.mention}, past the 48 h turn deadline" in public
    assert "Picks:" in public  # bob's default pick revealed the picks; the game goes on
    loaded = engine_state(world.env, game_id)
    assert loaded.state.picks == {"0": 3, "1": 1}  # the first legal choice, not his draft
    assert loaded.game.to_move(loaded.state) == [0]
    again = (await alice.slash(thread, "toy skip")).response.content
    assert "Nobody is past" in again  # the clock restarted for the new wait


async def test_a_majority_of_the_others_ends_the_game(world):
    thread, game_id = await start(world, 3)
    alice, bob, carol = world.players[:3]
    await play(alice, thread, "Pick 1")
    await play(bob, thread, "Pick 1")
    make_late(world.env, game_id, 2)
    first = (await alice.slash(thread, "toy end")).response.content
    assert "vote is counted" in first
    assert "1 of 2 votes needed" in thread.last_message.content
    await alice.slash(thread, "toy end")  # voting twice counts once
    assert "1 of 2 votes needed" in thread.last_message.content
    assert "past the turn deadline yourself" in (await carol.slash(thread, "toy end")).response.content
    last = (await bob.slash(thread, "toy end")).response.content
    assert "ended the game" in last
    final = thread.last_message
    assert "ended by a vote" in final.content and "stored as abandoned, with no winner" in final.content
    assert "Open my panel" not in labels(final)
    store = world.env.bot.games.store.sync
    assert store.get_record(game_id).status == "abandoned"
    assert store.game_results(game_id) == [] and store.game_reminders(game_id) == []
    refused = (await alice.click(latest_board(thread), label="Open my panel")).response.content
    assert "abandoned" in refused


async def test_votes_lapse_when_the_late_player_moves(world):
    thread, game_id = await start(world, 3)
    alice, bob, carol = world.players[:3]
    await play(alice, thread, "Pick 1")
    await play(bob, thread, "Pick 1")
    make_late(world.env, game_id, 2)
    await alice.slash(thread, "toy end")
    await play(carol, thread, "Pick 1")  # carol is back
    assert world.env.bot.games.store.sync.end_votes(game_id) == []


async def test_the_deadline_notice_tells_the_others_what_they_may_do(world):
    thread, game_id = await start(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 1")
    store = world.env.bot.games.store.sync
    notices = [r for r in store.game_reminders(game_id) if r.purpose == "deadline"]
    assert [(r.user_id, r.seat) for r in notices] == [(bob.id, 1)]
    store.db.execute("UPDATE reminders SET due_at = ? WHERE id = ?", [LONG_AGO, notices[0].id])
    sent = await world.env.bot.get_cog("RemindersCog").send_due()
    assert sent == 1
    text = thread.last_message.content
    assert f"{bob.mention} is past the 48 h turn deadline" in text
    assert alice.mention in text and "/toy skip" in text and "/toy end" in text
    assert await world.env.bot.get_cog("RemindersCog").send_due() == 0  # once per wait


def test_mombasa_safest_default_commits_the_draft_or_ends_the_action_phase():
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=4, options={})
    while state["phase"] == "setup":  # the first-game set-up
        seat = game.to_move(state)[0]
        state, _ = game.apply(state, seat, game.legal_actions(state, seat)[0])
    assert state["phase"] == "planning"
    place = next(a for a in game.legal_actions(state, 0) if a.kind == "plan_place")
    actions = mombasa_skip(game, state, 0, [place.to_json()])
    assert [a.kind for a in actions] == ["plan_place", "plan_commit"]  # the draft, confirmed
    assert [a.kind for a in mombasa_skip(game, state, 1, [])] == ["plan_commit"]  # empty plan
    stale = {"kind": "plan_place", "card": "no-such-card", "slot": 0}
    assert [a.kind for a in mombasa_skip(game, state, 1, [stale])] == ["plan_commit"]
    for seat in (0, 1):
        for a in mombasa_skip(game, state, seat, []):
            state, _ = game.apply(state, seat, a)
    assert state["phase"] == "actions"
    rng = random.Random(1)
    seat = game.to_move(state)[0]
    # Start an action (a decision that leaves the seat deciding), then skip: the action is
    # cancelled and the action phase ended, taking the first resting deck.
    start = [a for a in game.legal_actions(state, seat) if a.kind in ("goods", "expand", "bonus")]
    if start:
        state, _ = game.apply(state, seat, rng.choice(start))
    actions = mombasa_skip(game, state, seat, [])
    kinds = [a.kind for a in actions]
    assert kinds[0] == "cancel" if start else True
    assert kinds[-2:] == ["end_phase", "pickup"] or kinds[-1] == "end_phase"
    for a in actions:
        state, _ = game.apply(state, seat, a)
    assert state["seats"][seat]["passed"] and seat not in game.to_move(state)
