"""A seat's draft is replayed once per click and remembered (bot/games/drafting.py): the
remembered replay is the same as a fresh one, a longer draft extends it by its new steps
only, and a draft that no longer fits is refused, not remembered."""

from __future__ import annotations

import dataclasses

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, drafting
from bot.store import AsyncGameStore
from rules.core import IllegalAction

ADD1, ADD2, PASS = {"kind": "add", "n": 1}, {"kind": "add", "n": 2}, {"kind": "pass"}


@pytest.fixture
async def loaded(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "drafting.sqlite3")
    service = GameService(store, Renderer(images=False))
    made = await service.create_game("tally", [1, 2], engine_options={"target": 50})
    drafting.forget()
    yield store.sync.load_game(made.id)
    drafting.forget()
    await store.close()


def counting(loaded, monkeypatch) -> list[str]:
    applied: list[str] = []
    real = loaded.game.apply

    def apply(state, seat, action):
        applied.append(action.kind)
        return real(state, seat, action)

    monkeypatch.setattr(loaded.game, "apply", apply)
    return applied


async def test_a_remembered_replay_is_a_fresh_replay_and_grows_by_its_new_steps(loaded, monkeypatch):
    applied = counting(loaded, monkeypatch)
    one = drafting.replay(loaded, 0, [ADD2])
    two = drafting.replay(loaded, 0, [ADD2, ADD1])
    assert applied == ["add", "add"]  # the second click applied its one new step only
    again = drafting.replay(loaded, 0, [ADD2, ADD1])
    assert again is two and applied == ["add", "add"]
    fresh, events = loaded.state, []
    for obj in (ADD2, ADD1):
        fresh, ev = loaded.game.apply(fresh, 0, loaded.game.action_from_json(obj))
        events += ev
    assert two.state == fresh and two.events == events
    assert one.state["tallies"] == [2, 0] and two.state["tallies"] == [3, 0]
    assert [str(label) for label in two.labels(lambda a: a.label)] == ["Add 2", "Add 1"]
    assert two.view() == loaded.game.view(fresh, 0) and two.view(0) == loaded.game.view(loaded.state, 0)


async def test_another_seat_version_or_game_is_not_given_a_remembered_replay(loaded, monkeypatch):
    first = drafting.replay(loaded, 0, [ADD2])
    other = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, id=loaded.id + 1))
    assert drafting.replay(other, 0, [ADD2]) is not first  # another game
    renewed = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, seed=loaded.record.seed + 1))
    assert drafting.replay(renewed, 0, [ADD2]) is not first  # a new game given a freed id
    assert drafting.replay(loaded, 0, [ADD2]) is first  # the first is still remembered
    moved = dataclasses.replace(loaded, record=dataclasses.replace(loaded.record, version=1))
    assert drafting.replay(moved, 0, [ADD2]) is not first  # the game moved on


async def test_a_draft_that_no_longer_fits_is_refused_and_not_remembered(loaded, monkeypatch):
    with pytest.raises(IllegalAction):
        drafting.replay(loaded, 1, [ADD1])  # not seat 1's turn
    applied = counting(loaded, monkeypatch)
    with pytest.raises(IllegalAction):
        drafting.replay(loaded, 1, [ADD1])
    assert applied == ["add"]  # tried again, not answered from memory


# -- what the engine said of a state is never given for another ---------------------------
# Each state a draft passes through is a Position that keeps what the engine answered about
# it (legal actions, views, the position after an action: the panel's lookahead and the
# drafted steps share them). A move, by this process or another, makes a new state: the
# draft is then replayed onto it afresh, never answered from the positions of the old one.
async def test_a_move_made_meanwhile_gives_the_draft_the_new_state(tmp_path, monkeypatch):
    store = await AsyncGameStore.open(tmp_path / "moved.sqlite3")
    drafting.forget()
    try:
        made = await store.create_game("tally", 2, options={"target": 50})
        before = store.sync.load_game(made.id)
        old = drafting.replay(before, 0, [ADD1])
        assert old.state["tallies"] == [1, 0] and old.position.legal(0)  # its answers are kept
        await store.apply_action(made.id, 0, ADD2, 0)  # seat 0 added 2 meanwhile
        after = store.sync.load_game(made.id)
        assert after.version == 1 and after.state is not before.state
        applied = counting(after, monkeypatch)
        new = drafting.replay(after, 0, [ADD1])
        assert applied == ["add"]  # replayed onto the new state, not found among the old answers
        assert new.state["tallies"] == [3, 0] and new.view() == {"tallies": [3, 0], "turn": 0}
        assert drafting.position(after.game, after.state) is new.positions[0]
        assert drafting.position(after.game, after.state) is not drafting.position(before.game, before.state)
    finally:
        drafting.forget()
        await store.close()


async def test_a_move_made_by_another_process_gives_the_draft_the_new_state(tmp_path):
    path = tmp_path / "shared.sqlite3"
    here, there = await AsyncGameStore.open(path), await AsyncGameStore.open(path)
    drafting.forget()
    try:
        made = await here.create_game("tally", 2, options={"target": 50})
        seen = await here.load_game(made.id)
        assert drafting.replay(seen, 0, [ADD1, PASS]).view() == {"tallies": [1, 0], "turn": 1}
        # the other process plays seat 0's turn: add 2, pass
        await there.apply_actions(made.id, 0, [ADD2, PASS], 0)
        again = await here.load_game(made.id)  # this process's store: its decoded states kept
        assert again.version == 2 and again.state["tallies"] == [2, 0]
        with pytest.raises(IllegalAction):  # seat 0's turn is over: its old draft no longer fits
            drafting.replay(again, 0, [ADD1])
        assert drafting.replay(again, 1, [ADD1]).view() == {"tallies": [2, 1], "turn": 1}
        assert drafting.position(again.game, again.state).to_move() == [1]
    finally:
        drafting.forget()
        await there.close()
        await here.close()


def test_a_position_answers_for_its_own_state_only():
    from rules import get_game

    game = get_game("tally")
    state = game.new_game(2, 7, {"target": 50})
    same = game.load(game.dump(state))  # equal, but another object: another position
    here = drafting.position(game, state)
    assert drafting.position(game, state) is here and drafting.position(game, same) is not here
    one, events = here.after(0, game.action_from_json(ADD1))
    assert one.state["tallies"] == [1, 0] and [e["type"] for e in events] == ["Added"]
    assert here.after(0, game.action_from_json(ADD1))[0] is one  # asked once
    two, _ = one.after(0, game.action_from_json(ADD1))
    assert two.state["tallies"] == [2, 0] and state["tallies"] == [0, 0]  # nothing changed
    with pytest.raises(IllegalAction):  # not seat 1's turn: refused, and not remembered
        here.after(1, game.action_from_json(ADD1))
    assert (1, game.action_from_json(ADD1)) not in here._after
    drafting.forget()


async def test_the_log_replayed_through_the_positions_tells_what_the_engine_tells(tmp_path, monkeypatch):
    """"Since your last move" replays the others' moves through the positions
    (``drafting.stepping``): the steps a draft took already are not applied again, and the
    events are those of a replay by the engine alone."""
    store = await AsyncGameStore.open(tmp_path / "since.sqlite3")
    drafting.forget()
    try:
        made = await store.create_game("tally", 2, options={"target": 50})
        await store.apply_actions(made.id, 0, [ADD1, PASS], 0)  # seat 0's move
        seen = store.sync.load_game(made.id)  # seat 1 looks: the state seat 0's "since" starts from
        drafted = drafting.replay(seen, 1, [ADD2, PASS])  # seat 1's panel drafted its move
        await store.apply_actions(made.id, 1, [ADD2, PASS], 2)
        store.sync.load_game(made.id)
        applied = counting(seen, monkeypatch)
        through = store.sync.history(made.id, 2, labelled=False, step=drafting.stepping(seen.game))
        assert applied == []  # both steps were the draft's
        alone = store.sync.history(made.id, 2, labelled=False)
        assert applied == ["add", "pass"]  # the engine alone: both applied
        assert [h.events for h in through] == [h.events for h in alone] == [
            drafted.step_events[0], drafted.step_events[1]]
        assert [e["type"] for h in through for e in h.events] == ["Added", "Passed"]
    finally:
        drafting.forget()
        await store.close()


def test_the_public_view_is_made_once_per_state_and_never_given_for_another(monkeypatch):
    """``public_view`` (the move's post, the live board, the next move's "before"): made
    once for one state object; a state after a move, or the same position loaded again (a
    restart, another process's change: another object), is viewed afresh."""
    from rules import get_game

    game = get_game("tally")
    made: list[object] = []
    real = type(game).view
    monkeypatch.setattr(type(game), "view", lambda self, s, seat: made.append(s) or real(self, s, seat))
    drafting.forget()
    state = game.new_game(2, 7, {"target": 50})
    first = drafting.public_view(game, state)
    assert drafting.public_view(game, state) is first and made == [state]
    after, _ = game.apply(state, 0, game.action_from_json(ADD1))
    moved = drafting.public_view(game, after)
    assert moved == real(game, after, None) != first and made == [state, after]
    again = game.load(game.dump(after))  # equal, but loaded anew
    assert drafting.public_view(game, again) == moved and made == [state, after, again]
    drafting.forget()
