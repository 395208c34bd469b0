"""The secret starting-tile choice (variable set-up) as the chooser reads it: before Confirm
nothing says the tile is already kept, and in solo nothing speaks of secrecy from others."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import labels, start_lobby_game
from tests.bot.test_mombasa_panels import menus


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def choose_tile(actor, channel):
    """Open the panel, pick the first starting tile offered: the panel before Confirm."""
    board = [m for m in channel.history() if "Open my panel" in labels(m)][-1]
    panel = (await actor.click(board, label="Open my panel")).response
    menu = next((m for m in menus(panel) if any("tile" in o["label"].lower() for o in m["options"])), None)
    if menu is None:  # a few tiles: each its words, its button beside them
        assert "**1.** Keep starting tile T" in panel.content, panel.content
        # each tile's words whole (none cut off at its bonus), the bonus first
        tiles = [line for line in panel.content.split("\n") if line.startswith("**")
                 and "Keep starting tile" in line]
        assert len(tiles) >= 2 and all("(bonus: " in t and t.endswith(")") for t in tiles), tiles
        return (await actor.click(panel, label="Choose 1")).response
    result = await actor.select(panel, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
    return result.response


def alt_texts(message) -> str:
    return "\n".join(a.description or "" for a in message.attachments)


async def test_before_confirm_the_tile_is_chosen_not_kept(world):
    thread, _ = await start_lobby_game(world, 2, setup="variable")
    alice = world.players[0]
    panel = await choose_tile(alice, thread)
    assert "Confirm" in labels(panel)
    assert "You chose" not in panel.content and "🔒" not in panel.content, panel.content
    # the choice is the draft's progress, in the panel's words; the picture (its alt text)
    # shows the decision as it began: the tiles offered (issue 28)
    assert "You kept" not in alt_texts(panel) and "Keep starting tile T" in panel.content
    assert "Keep one starting tile" in alt_texts(panel)
    assert "secret until everyone has chosen" in alt_texts(panel)  # 2 players: it is secret


async def test_solo_tile_choice_speaks_of_no_secret(world):
    """A solo game with the variable set-up (the engine offers it; made here as `/mombasa solo`
    makes a game): one human chooses alone."""
    from bot.store import Place
    from bot.ui.announce import announce

    alice = world.players[0]
    games = world.env.bot.games
    loaded = await games.create_game("mombasa", [alice.id, None], options={"reminder_hours": 0},
                                     engine_options={"automa": "easy", "setup": "variable"},
                                     place=Place(dm_user_id=alice.id), automa_seats=(1,))
    await announce(world.env.bot, await games.opening(loaded.id))
    dm = alice.user.dm_channel
    board = [m for m in dm.history() if "Open my panel" in labels(m)][-1]
    asked = (await alice.user.click(board, label="Open my panel")).response
    assert not any("secret" in (m.get("placeholder") or "").lower() for m in menus(asked)), menus(asked)
    assert "secret" not in asked.content.lower(), asked.content
    panel = await choose_tile(alice.user, dm)  # (in a DM: the user, not the member)
    assert "secret" not in alt_texts(panel).lower(), alt_texts(panel)
    await alice.user.click(panel, label="Confirm")
    said = "\n".join(m.content for m in dm.history())
    assert "Starting tiles revealed" not in said and "starts with starting tile T" in said, said


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_pair_of_starting_tiles_reads_whole_and_apart(lang):
    """The tiles offered (two each) as a section's words: whole within its 140 characters
    with the number ("**1.** "), the bonus whole, and the two read the same way."""
    import itertools

    from bot.games.mombasa.panels import SECTION_WORDS_MAX, _tiles_whole
    from bot.games.outcomes import Choice
    from bot.words import speaker, use_language
    from rules.mombasa import setup
    from rules.mombasa.components.catalog import catalog_for
    from rules.mombasa.components.loader import load_components

    D = catalog_for(load_components())
    with use_language(lang):
        w = speaker()
        for pair in itertools.combinations(sorted(D.tiles), 2):
            choices = [Choice(n, tid, "choose_tile", message=setup._l_keep(D, tid)) for n, tid in enumerate(pair)]
            texts = [w(c.message) for c in _tiles_whole(choices, [])]
            assert all(len(t) <= SECTION_WORDS_MAX for t in texts), texts
            for c, t in zip(choices, texts, strict=True):
                assert w(c.message.args["tile"]["args"]["bonus"]) in t
            assert len({"card" in t or "kaart" in t for t in texts}) == 1, texts
