"""Batavia in Dutch, through slash commands only: a complete 3-player game whose every
message, label, choice and image text alternative is Dutch (no English-only catalogue
text), with Batavia's Dutch terms (promessen, doelfiche, handelspost)."""

from __future__ import annotations

import random

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from tests.bot.batavia_play import drafted_state, offered, pick
from tests.bot.helpers import engine_state
from tests.bot.test_dutch import NL, Player, english_in_sight, locales  # noqa: F401 (fixture)


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


async def test_a_complete_three_player_game_in_dutch(world, locales, monkeypatch):  # noqa: F811
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 12)
    locales.update({world.guild.id: "nl", **{p.id: "nl" for p in world.players[:3]}})
    players = [Player(a, "nl") for a in world.players[:3]]
    lobby = (await players[0].slash(world.channel, "batavia new", players=3)).response
    assert "Eerste veilingmeester: willekeurig" in lobby.content
    for p in players[1:]:
        await p.click(lobby, NL("bot-button-join"))
    await players[0].click(world.channel.history()[-1], NL("bot-button-start"))
    thread = world.channel.threads[-1]
    game_id = world.env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id
    assert world.env.bot.games.store.sync.get_settings(game_id).extra["language"] == "nl"
    rng = random.Random(12)
    for _ in range(400):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state):
            break
        seat = loaded.game.to_move(loaded.state)[0]
        action = pick(loaded.game, drafted_state(world, loaded, seat), seat, rng)
        value = await offered(players[seat].actor, thread, words("nl")(action.message))
        await players[seat].slash(thread, "batavia play", choice=value)
    assert engine_state(world.env, game_id).game.is_over(engine_state(world.env, game_id).state)
    for p in players:  # the look-ups too
        for command in ("batavia hand", "batavia board", "batavia status", "batavia log", "batavia stats"):
            await p.slash(thread, command)
        await p.slash(thread, "batavia rules", topic="auction")
    peper = (await players[0].slash(thread, "batavia card", name="peper")).response.content
    assert peper.startswith("**Peper**: de meeste kisten in zijn pakhuis leveren aan het eind 16 goud op")
    text = "\n".join(m.content for m in thread.history())
    assert NL("bot-game-over") in thread.history()[-1].content
    for dutch in ("Hoogste bod", "promesse", "Betaald:", "nog in de veiling", "doelfiche", "handelspost",
                  "piraten", "pakhuizen"):
        assert dutch in text, dutch
    found = await english_in_sight(world, game_id, thread, players)
    assert not found, sorted({f for f, _ in found})[:60]
