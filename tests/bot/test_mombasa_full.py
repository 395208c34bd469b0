"""Complete 2-player Mombasa games, played to the final score through the real UI only.

Whoever must act opens their panel from the latest board message (or uses a slash command
with an autocompleted choice) and picks random legal choices through the components the
bot generated; nothing is applied behind the bot's back. The real engine and renderer run.
Each game takes about 15 s on the 2 shared cores of the test machine.
"""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, play_move, start_lobby_game
from tests.bot.thread_record import ThreadRecord, summary

MOVE_LIMIT = 400


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def slash_move(actor, thread, rng) -> bool:
    """Play by `/mombasa play` with an autocompleted choice; the panel takes over when the
    move needs more decisions. False when the command offered nothing."""
    choices = await actor.autocomplete(thread, "mombasa play", "choice", "")
    choices = [c for c in choices if not c["name"].startswith("Take back")] or choices
    if not choices:
        return False
    result = await actor.slash(thread, "mombasa play", choice=rng.choice(choices)["value"])
    assert result.ephemeral
    message = result.response
    if "Played" not in message.content:  # the move goes on in the private panel
        await play_move(actor, thread, rng, panel=message)
    return True


@pytest.mark.parametrize("setup, seed", [("first", 11), ("variable", 12)])
async def test_complete_two_player_mombasa_game(world, monkeypatch, setup, seed):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: seed)  # the game's seed
    thread, game_id = await start_lobby_game(world, 2, setup=setup)
    players = world.players[:2]
    rng = random.Random(seed)
    moves = 0
    record = ThreadRecord()
    record.note(thread, None)
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        actor = players[seat]
        if moves % 5 == 4 and await slash_move(actor, thread, rng):
            pass
        else:
            await play_move(actor, thread, rng)
        after = engine_state(world.env, game_id)
        assert after.version > loaded.version, "a move was made but nothing was stored"
        posts = record.note(thread, actor.id)
        assert all(actor.id not in p.pinged for p in posts), "the player who just moved was pinged"
        waiting = after.game.to_move(after.state)
        if len(loaded.game.to_move(loaded.state)) > 1 and waiting and seat not in waiting:
            assert all(not p.files for p in posts), "a secret decision posted an image"
        moves += 1
        assert moves < MOVE_LIMIT
    # The calm thread's budget (issue 14): at most 6 MB of images per 2-player game, every
    # image with its alt text.
    figures = record.figures()
    print(summary(f"2-player game ({setup})", figures))
    assert figures["bytes"] <= 6_000_000 and figures["without_alt"] == 0
    assert figures["messages"] <= moves + 2

    history = thread.history()
    final = history[-1]
    assert "The game is over" in final.content
    assert "Winner" in final.content or "Shared victory" in final.content
    assert [a.filename for a in final.attachments] == ["scores.png", "story.png", "replay.gif"]  # the score sheet, the story
    assert final.components == []  # no "Open my panel" on a finished game
    boards = [m for m in history[:-1] if m.content.startswith(f"**Mombasa #{game_id}**")]
    parts = ["map.png", "tracks.png", "bonus.png", "displays.png"]
    # each move post its own picture at most, never the board: the live board at the top
    # shows it, edited to the end
    assert all([a.filename for a in m.attachments] in ([], ["move.png"]) and "Open my panel" in labels(m)
               for m in boards)
    live = history[0]
    assert [a.filename for a in live.attachments] == parts and "at the end of the game" in live.content
    # Nothing private reached the thread: no private lines, no planned cards before the reveal.
    public = "\n".join(m.content for m in history)
    assert "🔒" not in public and "You planned" not in public and "You took back" not in public
    # The result is stored and feeds the statistics.
    store = world.env.bot.games.store.sync
    results = store.game_results(game_id)
    totals = [s["total"] for s in loaded.game.scores(loaded.state)]
    assert sorted(r.total for r in results) == sorted(totals)
    assert {r.user_id for r in results} == {p.id for p in players}
    assert store.get_record(game_id).status == "finished"
    stats = await players[0].slash(world.channel, "mombasa stats")
    assert "With other players: 1 game, " in stats.response.content
