"""A complete solo game of Mombasa against the Mautoma, in a DM, through the real UI only.

Each move is tests/bot/test_confirm.py's ``confirmed_move``: it ends with the panel's
Confirm, nothing is stored before it (the Mautoma plays only after it), and every panel on
the way fits a phone; this is that file's solo game, so the suite plays it once.
"""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels
from tests.bot.test_confirm import confirmed_move


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_complete_solo_game_against_the_mautoma(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 21)  # the game's seed
    alice = world.players[0]
    started = (await alice.slash(world.channel, "mombasa solo", difficulty="easy")).response
    assert started.ephemeral and "waiting in our DM" in started.content
    dm = alice.user.dm_channel
    store = world.env.bot.games.store.sync
    game_id = store.find_games(dm_user_id=alice.id)[0].id
    record = store.get_record(game_id)
    assert record.options == {"automa": "easy"} and record.place.dm_user_id == alice.id
    assert [(s.user_id, s.automa) for s in store.get_seats(game_id)] == [(alice.id, False), (None, True)]
    assert "My hand" in labels(dm.history()[1])  # the live board, above the opening
    assert "the Mautoma" in dm.history()[2].content  # the opening names the opponent

    rng = random.Random(21)
    moves = explained = 0
    seen = [0]  # panels shown, each checked to fit a phone
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        assert loaded.game.to_move(loaded.state) == [0]  # the Mautoma never waits for input
        before = len(dm.history())
        await confirmed_move(alice.user, dm, world.env, game_id, rng, seen)
        posted = dm.history()[before:]
        assert posted, "every move is announced in the DM"
        explained += any("Mautoma" in m.content for m in posted)
        moves += 1
        assert moves < 300
    assert explained >= 7  # the Mautoma's moves were explained after the human's, each round
    assert seen[0] > moves  # every move showed at least one panel

    final = dm.history()[-1]
    assert "The game is over" in final.content
    assert [a.filename for a in final.attachments] == ["scores.png", "story.png", "replay.gif"]
    # the story's alt text tells the game in words: who led when, and the final margin
    story = final.attachments[1].description
    assert story.startswith("How the game went:") and ("won with" in story or "shared the victory" in story)
    assert "Mautoma" in story
    assert "Open my panel" not in labels(final)
    results = store.game_results(game_id)
    assert [(r.user_id, r.automa) for r in sorted(results, key=lambda r: r.seat)] == [(alice.id, False), (None, True)]
    stats = (await alice.user.slash("mombasa stats")).response.content
    assert "Solo against the Mautoma: 1 game" in stats


async def test_solo_from_the_dm_and_every_difficulty_is_offered(world):
    alice = world.players[0]
    offered = [c.name for c in world.env.bot.tree.get_command("mombasa").get_command("solo")
               .parameters[0].choices]
    assert offered == ["easy", "medium", "hard"]
    reply = (await alice.user.slash("mombasa solo", difficulty="hard")).response
    assert "Your solo game #" in reply.content and "waiting here" in reply.content
    game = world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0]
    assert game.options == {"automa": "hard"}
    assert (await world.env.bot.games.settings(game.id))["difficulty"] == "hard"


async def test_a_plain_refusal_while_the_engine_has_no_mautoma(world, monkeypatch):
    from rules import OptionError, get_game

    engine = get_game("mombasa")
    real = engine.new_game

    def without_automa(players, seed, options=None):
        if options and "automa" in options:
            raise OptionError("The Mautoma solo opponent is not available yet.")
        return real(players, seed, options)

    monkeypatch.setattr(engine, "new_game", without_automa)
    alice = world.players[0]
    reply = (await alice.slash(world.channel, "mombasa solo", difficulty="easy")).response
    assert reply.ephemeral and "The Mautoma is not available yet" in reply.content
    assert world.env.bot.games.store.sync.find_games() == []
    assert alice.user.dm_channel is None or alice.user.dm_channel.history() == []
