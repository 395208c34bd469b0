"""A new round's post carries no picture (issue 29: the market and displays were posted at a
round's start): the live board above, edited as the post goes out, shows the new round's
displays; the move that ends a round (the last action phase ended) changes nothing a
per-move picture draws. Moves that do change something keep their own small picture."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from tests.bot.helpers import engine_state, play_move
from tests.bot.test_commands import mombasa_game, plan_empty
from tests.bot.test_live_board import drawn_now, shown, the_live_board

MOVE_LIMIT = 120


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def round_marker() -> str:
    """The fixed words of "Round N is prepared…" in the thread's language (English)."""
    text = words("en")("mombasa-ev-round-prepared", round="\x00")
    return max((p.strip("\u2068\u2069 ") for p in text.split("\x00")), key=len)


async def test_a_new_rounds_post_has_no_picture_and_the_live_board_shows_the_round(world):
    thread, game_id = await mombasa_game(world)
    alice, bob = world.players[:2]
    await plan_empty(alice, thread)
    await plan_empty(bob, thread)
    rng = random.Random(3)
    marker = round_marker()
    for _ in range(MOVE_LIMIT):
        loaded = engine_state(world.env, game_id)
        if loaded.state.get("round", 1) > 1:
            break
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    starts = [m for m in thread.history()[1:] if marker in m.content]
    assert starts, "no round began"
    assert all(not m.attachments for m in starts), [[a.filename for a in m.attachments] for m in starts]
    # the live board shows the new round's board as the game stands
    live = the_live_board(thread)
    assert {name: digest for _, name, digest in await shown(live)} == await drawn_now(world, game_id)
    # the round's own moves kept their pictures where they changed something drawn
    assert any(a.filename == "move.png" for m in thread.history()[1:] for a in m.attachments)


@pytest.mark.parametrize(("automa", "drawn"), [(None, False), ("medium", True)])
def test_a_round_ending_moves_picture_shows_the_move_not_the_new_round(automa, drawn):
    """The per-move picture of the move that ends a round is drawn from its events up to
    the round's preparation (the displays' refill, the new round): the last action phase
    ended alone draws nothing (the post goes out as words); in solo, the Mautoma's turns it
    caused still have their picture, without the new round's displays."""
    import random as rnd

    from bot.games.outcomes import Outcome
    from bot.store import Place
    from render import registry
    from rules import get_game

    game = get_game("mombasa")
    options = {"setup": "first", **({"automa": automa} if automa else {})}
    state = game.new_game(players=2, seed=1, options=options)
    rng = rnd.Random(1)
    while True:
        seat = game.to_move(state)[0]
        before = game.view(state, None)
        state, events = game.apply(state, seat, rng.choice(
            [a for a in game.legal_actions(state, seat) if a.kind != "cancel"]))
        public = [e for e in events if e.get("visible_to", "all") == "all"]
        if any(e.get("type") == "RoundPrepared" for e in public):
            break
    outcome = Outcome(1, "mombasa", 1, Place(guild_id=1, channel_id=1), "alice", events=public, before=before,
                      view=game.view(state, None))
    kept = [e.get("type") for e in outcome.move["events"]]
    assert not {"CardDiscarded", "CardRevealed", "RoundPrepared", "PlanningStarted"} & set(kept), kept
    assert kept == [e.get("type") for e in public[:len(kept)]]  # the move's own events, in order
    assert registry.shows("mombasa", "move", outcome.view, move=outcome.move) is drawn
