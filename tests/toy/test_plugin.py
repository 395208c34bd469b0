"""The toy game, added the way a game from outside is: its own package (engine, catalogue,
bot record, pictures), named by the GAME_PLUGINS setting, found and played through the real
bot in the simcord simulator. Nothing outside tests/toy/ registers it."""

from __future__ import annotations

import logging

import pytest

from bot.games import get_profile, registered_profiles
from render.registry import drawn
from rules import get_game
from tests.bot.helpers import controls


def test_before_the_bot_reads_its_settings_the_toy_game_is_unknown(unregistered):
    with pytest.raises(KeyError):
        get_game("toy")
    assert "toy" not in [p.kind for p in registered_profiles()]
    assert drawn("toy") == []


def board_posts(channel):
    """The game's public posts that carry the "Open my panel" button."""
    return [m for m in channel.history()
            if any(getattr(c, "label", None) == "Open my panel"
                   for row in m.components for c in getattr(row, "children", []))]


async def test_the_toy_plug_in_is_found_and_played_from_a_lobby(simcord_env, caplog):
    caplog.set_level(logging.WARNING)
    env = simcord_env
    hosted = [p.kind for p in env.bot.profiles]
    assert hosted[:2] == ["mombasa", "batavia"] and "toy" in hosted  # found beside the built-in
    assert get_profile("toy").title == "Secret sums"
    guild = env.create_guild("Traders")
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice", "bob"))

    # the lobby: /toy new, a join, the start
    lobby = (await alice.slash(channel, "toy new", players=2)).response
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    thread = channel.threads[-1]
    assert thread.name.startswith("Secret sums #")
    opening = board_posts(thread)
    assert opening and alice.mention in opening[-1].content
    # its picture, drawn by the plug-in's renderer, with its words as the alt text: on the
    # live board at the top of the thread
    picture = thread.history()[0].attachments[0]
    assert picture.filename.endswith(".png") and "alice: 0 banked, 0 cards" in picture.description

    # a move from each private panel: the secret picks, then the reveal is posted
    for player, pick in ((alice, "Pick 3"), (bob, "Pick 1")):
        panel = (await player.click(board_posts(thread)[-1], label="Open my panel")).response
        assert panel.ephemeral
        chosen = (await player.click(panel, label=pick)).response
        labels = [c.get("label") for c in controls(chosen)]
        if "Confirm" in labels:
            await player.click(chosen, label="Confirm")
    public = "\n".join(m.content for m in thread.history())
    assert "Picks:" in public and "1 of 2 have picked" in public
    assert "You picked" not in public  # the secret stayed in the panels
    assert not [r for r in caplog.records if r.name == "bot.errors" and r.levelno >= logging.ERROR]
