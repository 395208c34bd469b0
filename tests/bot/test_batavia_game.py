"""Batavia in Discord: complete 3-, 4- and 5-player games played through slash commands
only (``/batavia play`` or the kind's own command, with the values their autocomplete
offers), and what the thread shows: the auction as it goes, the payment, the pirates, the
exchanges, the Target Counter, the score sheet with names; stats per game kind."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.batavia_play import play_to_end, thread_text
from tests.bot.helpers import engine_state, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


def seeded(monkeypatch, seed: int) -> None:
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: seed)  # the game's seed


# (players, the game's and the policy's seed, through /batavia play or each kind's command);
# seeds whose game has an all-pass auction, a pirate attack, an exchange and a draw
GAMES = [(3, 12, False), (4, 5, True), (5, 23, False)]


@pytest.mark.parametrize("players, seed, own_commands", GAMES)
async def test_a_complete_game_through_slash_commands(world5, monkeypatch, players, seed, own_commands):
    world = world5
    seeded(monkeypatch, seed)
    thread, game_id = await start_lobby_game(world, players, game="batavia")
    actions = await play_to_end(world, world.players, thread, game_id, random.Random(seed),
                                own_commands=own_commands)
    loaded = engine_state(world.env, game_id)
    assert loaded.game.is_over(loaded.state) and loaded.state["target"] is not None
    store = world.env.bot.games.store.sync
    assert store.get_record(game_id).status == "finished"
    kinds = {a.kind for a in actions}
    assert {"bid", "pass", "draw", "lay", "done", "exchange"} <= kinds
    text = thread_text(thread)
    names = [p.mention for p in world.players[:players]]
    # the auction, live: the roll and the package, the running bid and who is still in,
    # the payment with each share, an auction where everyone passed
    assert "threw a" in text and "turned over" in text
    assert "🔨 No bid yet; still in: " + ", ".join(names[:-1]) + " and " + names[-1] in text
    assert "🔨 High bid: 1 note by " in text and "Paid: " in text
    assert "Everyone passed:" in text
    # the turns, the pirates and the end, plainly and with names
    assert "laid out" in text and "drew 2 ship cards" in text and "exchanged" in text
    assert "pirates attacked" in text
    assert "took the Target Counter: this is the last round" in text
    assert "The game is over:" in text
    for name in names:
        assert name in text
    assert "Player 1" not in text and "P1" not in text
    # hidden information stays private: no drawn cards, no hand, no note count
    assert "You drew" not in text and "notes/seat" not in text
    last = thread.history()[-1]
    assert [a.filename for a in last.attachments] == ["scores.png", "story.png", "replay.gif"]
    assert "🏁" in last.content and ("Winner" in last.content or "Shared victory" in last.content)
    standings = last.content.split("🏁")[1]
    for name in names:
        assert name in standings
    assert "warehouses" in standings and "exchanged gold" in standings
    # a post carries the auction only, also at a new round: the whole board is on the live
    # board at the top of the thread, edited in place
    posts = [(m.content, [a.filename for a in m.attachments]) for m in thread.history()]
    assert posts[0][1] == ["board.png", "warehouses.png", "players.png"] and "board" in posts[0][0]
    assert any(files == ["auction.png"] and " bid " in content for content, files in posts)
    assert any(files == ["auction.png"] and "threw a" in content for content, files in posts)
    assert all(files in ([], ["auction.png"]) for _, files in posts[1:-1])
    # statistics per game kind
    stats = (await world.players[0].slash(world.channel, "batavia stats")).response.content
    assert "1 game" in stats and "Leaderboard of this server" in stats
    assert " gold" in stats and "pounds" not in stats  # Batavia scores gold coins
