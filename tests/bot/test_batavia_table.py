"""Batavia at the table (issue 26, items 14, 15, 19): the hand one tap away at any time and
never a raw dump, the status after the end, the board command's options, the log of a draw,
the lot's order and what the rules help says about Confirm."""

from __future__ import annotations

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from rules.catalogues import words
from rules.core import msg
from tests.bot.helpers import start_lobby_game
from tests.bot.test_dutch import locales  # noqa: F401 (fixture)


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


def raw_dump(text: str) -> bool:
    """A view printed as ``key: value`` lines (what a player must never read)."""
    return any(line.startswith(("you: {", "seats: [", "hexes: [", "phase: ", "players: "))
               for line in text.splitlines())


def _fails(*args, **kwargs):
    raise RuntimeError("a drawing bug")


async def test_batavia_hand_shows_the_hand_picture_and_its_words_in_the_readers_language(world, locales):  # noqa: F811
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    locales[world.players[1].id] = "nl"
    for player, notes in ((world.players[0], "promissory notes"), (world.players[1], "promessen")):
        reply = (await player.slash(thread, "batavia hand")).response
        assert [a.filename for a in reply.attachments] == ["hand.png"], reply.content
        assert notes in reply.content and not raw_dump(reply.content), reply.content
        assert notes in reply.attachments[0].description


async def test_a_picture_that_cannot_be_drawn_says_so_plainly_with_its_words(world, locales, monkeypatch):  # noqa: F811
    import render.batavia as drawn
    from render import registry

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    for what in ("hand", "board"):
        draw, text = drawn.IMAGES[what]
        monkeypatch.setitem(registry._ENTRIES, ("batavia", what), (_fails, drawn._entry(text)))
    world.env.bot.games.renderer._made.clear()  # pictures drawn before the bug are reused
    locales[world.players[1].id] = "nl"
    for player, lang, notes in ((world.players[0], "en", "promissory notes"),
                                (world.players[1], "nl", "promessen")):
        w = words(lang)
        for command in ("batavia hand", "batavia board"):
            reply = (await player.slash(thread, command)).response
            assert w(msg("bot-picture-failed")) in reply.content, reply.content
            assert not raw_dump(reply.content), reply.content
        hand = (await player.slash(thread, "batavia hand")).response.content
        assert notes in hand, hand  # the text alternative, in the reader's language
    # a text alternative that fails too: a plain sentence, still no dump
    monkeypatch.setitem(registry._ENTRIES, ("batavia", "hand"), (_fails, _fails))
    world.env.bot.games.renderer._made.clear()
    reply = (await world.players[0].slash(thread, "batavia hand")).response
    assert words("en")(msg("bot-picture-no-text")) in reply.content and not raw_dump(reply.content)
