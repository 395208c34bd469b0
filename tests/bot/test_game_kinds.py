"""A game's commands act only on games of their own kind: in a Mombasa thread the Batavia
commands refuse plainly (and the other way round), whether the game comes from the thread
or from the ``game`` option, in the reader's language, and nothing changes; a ``game``
option's autocomplete offers only the command's own kind."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from rules.core import msg
from tests.bot.helpers import engine_state, start_lobby_game
from tests.bot.test_dutch import locales  # noqa: F401 (fixture)

EN, NL = words("en"), words("nl")


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa", "batavia"))


def refusal(say, game_id: int, title: str, other: str, command: str, own: str) -> str:
    return say(msg("bot-game-other-kind", id=str(game_id), title=title, other=other,
                   command=command, own=own))


async def two_games(world):
    m_thread, m_id = await start_lobby_game(world, 3, game="mombasa", setup="first")
    b_thread, b_id = await start_lobby_game(world, 3, game="batavia")
    return m_thread, m_id, b_thread, b_id


async def test_a_games_commands_refuse_a_game_of_the_other_kind(world):
    m_thread, m_id, b_thread, b_id = await two_games(world)
    alice = world.players[0]
    before = {g: engine_state(world.env, g).version for g in (m_id, b_id)}
    posts = {t.id: len(t.history()) for t in (m_thread, b_thread)}
    to_mombasa = refusal(EN, m_id, "Mombasa", "mombasa", "batavia", "Batavia")
    to_batavia = refusal(EN, b_id, "Batavia", "batavia", "mombasa", "Mombasa")
    asked = [  # (where, command, options, the refusal)
        (m_thread, "batavia play", {}, to_mombasa),
        (m_thread, "batavia board", {}, to_mombasa),
        (m_thread, "batavia hand", {}, to_mombasa),
        (m_thread, "batavia status", {}, to_mombasa),
        (m_thread, "batavia undo", {}, to_mombasa),
        (b_thread, "mombasa board", {}, to_batavia),
        (b_thread, "mombasa plan", {}, to_batavia),
        (b_thread, "mombasa log", {}, to_batavia),
        (world.channel, "batavia board", {"game": m_id}, to_mombasa),
        (world.channel, "mombasa board", {"game": b_id}, to_batavia),
        (b_thread, "mombasa board", {"game": b_id}, to_batavia),
    ]
    for where, command, options, expected in asked:
        reply = (await alice.slash(where, command, **options)).response
        assert reply.content == expected, (command, reply.content)
        assert not reply.attachments and "```" not in reply.content  # no picture, no dump
    # nothing changed, nothing was posted
    assert {g: engine_state(world.env, g).version for g in (m_id, b_id)} == before
    assert {t.id: len(t.history()) for t in (m_thread, b_thread)} == posts
    # each command still reaches its own game from the other game's thread
    own = (await alice.slash(b_thread, "mombasa board", game=m_id)).response
    assert own.content.startswith(f"Game #{m_id}") and own.attachments


async def test_the_refusal_is_in_the_readers_language(world, locales):  # noqa: F811
    m_thread, m_id, b_thread, b_id = await two_games(world)
    locales[world.players[1].id] = "nl"
    reply = (await world.players[1].slash(m_thread, "batavia board")).response.content
    assert reply == refusal(NL, m_id, "Mombasa", "mombasa", "batavia", "Batavia")
    assert reply.startswith(f"Spel #{m_id} is een potje Mombasa")


async def test_autocomplete_offers_only_the_commands_own_kind(world):
    m_thread, m_id, b_thread, b_id = await two_games(world)
    alice = world.players[0]
    for command, expected in (("batavia status", {b_id}), ("mombasa status", {m_id}),
                              ("batavia board", {b_id}), ("mombasa undo", {m_id})):
        offered = await alice.autocomplete(world.channel, command, "game", "")
        assert {c["value"] for c in offered} == expected, command
    # the Batavia play command offers no Mombasa moves in a Mombasa thread (and vice versa)
    assert await alice.autocomplete(m_thread, "batavia play", "choice", "") == []
    assert await alice.autocomplete(m_thread, "mombasa plan", "choice", "")
    batavia_turn = world.players[engine_state(world.env, b_id).game.to_move(
        engine_state(world.env, b_id).state)[0]]
    assert await batavia_turn.autocomplete(b_thread, "batavia play", "choice", "")
    assert await batavia_turn.autocomplete(b_thread, "mombasa plan", "choice", "") == []


async def test_in_a_dm_the_other_games_commands_name_the_solo_game(world):
    alice = world.players[0]
    await alice.slash(world.channel, "mombasa solo", difficulty="easy")
    game_id = world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0].id
    version = engine_state(world.env, game_id).version
    for command in ("batavia board", "batavia play", "batavia hand"):
        reply = (await alice.user.slash(command)).response.content
        assert reply == refusal(EN, game_id, "Mombasa", "mombasa", "batavia", "Batavia"), command
    assert engine_state(world.env, game_id).version == version
    assert (await alice.user.slash("mombasa board")).response.content.startswith(f"Game #{game_id}")
