"""Cross-server suite (issue 11): a member of another server tries every command and
component of a game they do not belong to, and learns nothing, not even that it exists:
each answer is exactly the answer for a game id that does not exist.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import discord
import pytest

from bot.cogs.lobby import LobbyButton
from bot.ui.panels import ChoiceButton, ChoiceSelect, NavButton, OpenPanelButton
from tests.bot.helpers import start_lobby_game

MISSING = 987654  # no game has this id
# Every command of the toy game's group (tests/toy/record.py) that names a game.
GAME_COMMANDS = (
    "hand",
    "board",
    "status",
    "log",
    "panel",
    "plan",
    "goods",
    "pass",
    "play",
    "undo",
    "resign",
    "skip",
    "end",
    "abort",
    "verify",
    "export",
)


@pytest.fixture
async def pirates(world):
    """A second server; mallory is an admin there, and alice (a player of the first
    server's game) is a member too."""
    env = world.env
    guild = env.create_guild("Pirates")
    channel = guild.create_text_channel("deck")
    captains = guild.create_role("captains", permissions=discord.Permissions(manage_guild=True))
    mallory = guild.add_member(env.create_user("mallory"), roles=[captains])
    alice_there = guild.add_member(world.players[0].user, roles=[captains])
    thread, game_id = await start_lobby_game(world, 2)
    lobby = (await world.players[0].slash(world.channel, "toy new", players=2)).response
    lobby_id = world.env.bot.games.store.sync.open_lobbies()[-1].id
    return SimpleNamespace(
        guild=guild,
        channel=channel,
        mallory=mallory,
        alice=alice_there,
        thread=thread,
        game_id=game_id,
        lobby=lobby,
        lobby_id=lobby_id,
    )


def said(result) -> str:
    """What the user was told privately (a clicked message itself is not an answer)."""
    response = result.response
    parts = (
        [response.content]
        if response is not None and response.ephemeral and response.content
        else []
    )
    parts += [m.content for m in result.followups if m.content]
    return "\n".join(parts)


def same_as_missing(reply: str, missing: str, real_id: int) -> bool:
    return reply == missing.replace(str(MISSING), str(real_id))


def nothing_changed(world, game_id: int, version: int) -> None:
    loaded = world.env.bot.games.store.sync.load_game(game_id)
    assert loaded.version == version and loaded.record.status == "active"


async def test_every_command_answers_like_a_missing_game(world, pirates):
    version = world.env.bot.games.store.sync.get_record(pirates.game_id).version
    for actor in (pirates.mallory, pirates.alice):
        for name in GAME_COMMANDS:
            command = f"toy {name}"
            missing = said(await actor.slash(pirates.channel, command, game=MISSING))
            reply = said(await actor.slash(pirates.channel, command, game=pirates.game_id))
            assert same_as_missing(reply, missing, pirates.game_id), (name, reply, missing)
            assert str(world.players[1].id) not in reply
        for name in ("play", "plan"):  # with a choice value naming the game
            command = f"toy {name}"
            missing = said(
                await actor.slash(
                    pirates.channel, command, game=MISSING, choice=f"{MISSING}:0:0:0:0"
                )
            )
            reply = said(
                await actor.slash(
                    pirates.channel,
                    command,
                    game=pirates.game_id,
                    choice=f"{pirates.game_id}:0:0:0:0",
                )
            )
            assert same_as_missing(reply, missing, pirates.game_id), (name, reply)
    nothing_changed(world, pirates.game_id, version)


async def test_autocomplete_offers_nothing_of_another_server(world, pirates):
    for actor in (pirates.mallory, pirates.alice):
        assert await actor.autocomplete(pirates.channel, "toy board", "game", "") == []
        for current in ("", "Pick"):
            offered = await actor.autocomplete(
                pirates.channel, "toy play", "choice", current, game=pirates.game_id
            )
            assert offered == []
    # in its own server, alice sees her game
    here = await world.players[0].autocomplete(world.channel, "toy board", "game", "")
    assert [o["value"] for o in here] == [pirates.game_id]


async def forged(world, channel, game_id: int, lobby_id: int, tag: str):
    """The game's components, as if copied into the other server's channel."""
    view = discord.ui.View(timeout=None)
    view.add_item(OpenPanelButton(game_id))
    view.add_item(ChoiceButton(game_id, 0, 0, 0, label=f"choice {tag}"))
    view.add_item(NavButton(game_id, 0, 0, "ok", label=f"confirm {tag}"))
    view.add_item(NavButton(game_id, 0, 0, "x", label=f"cancel {tag}"))
    view.add_item(NavButton(game_id, 0, 0, "p1", label=f"page {tag}"))
    view.add_item(LobbyButton(lobby_id, "join"))
    menu = discord.ui.View(timeout=None)
    menu.add_item(
        ChoiceSelect(game_id, 0, 0, 0, options=[discord.SelectOption(label="one", value="0")])
    )
    sender = world.env.bot.get_channel(channel.id)
    await sender.send(f"buttons {tag}", view=view)
    buttons = channel.last_message
    await sender.send(f"menu {tag}", view=menu)
    return buttons, channel.last_message


async def test_every_component_answers_like_a_missing_game(world, pirates):
    version = world.env.bot.games.store.sync.get_record(pirates.game_id).version
    real_buttons, real_menu = await forged(
        world, pirates.channel, pirates.game_id, pirates.lobby_id, "real"
    )
    fake_buttons, fake_menu = await forged(world, pirates.channel, MISSING, MISSING, "fake")
    for actor in (pirates.mallory, pirates.alice):
        for label in ("Open my panel", "choice", "confirm", "cancel", "page", "Join"):
            real_label = label if label in ("Open my panel", "Join") else f"{label} real"
            fake_label = label if label in ("Open my panel", "Join") else f"{label} fake"
            missing = said(await actor.click(fake_buttons, label=fake_label))
            reply = said(await actor.click(real_buttons, label=real_label))
            assert reply == missing.replace(str(MISSING), str(pirates.game_id)), (
                label,
                reply,
                missing,
            )
            assert re.search(r"no game|lobby is closed", reply), reply
        missing = said(await actor.select(fake_menu, ["0"]))
        reply = said(await actor.select(real_menu, ["0"]))
        assert same_as_missing(reply, missing, pirates.game_id), reply
    nothing_changed(world, pirates.game_id, version)
    lobby = world.env.bot.games.store.sync.get_lobby(pirates.lobby_id)
    assert lobby.user_ids == [world.players[0].id]  # nobody joined from the other server


async def test_stats_list_the_latest_games_of_this_server_only(world, pirates):
    from bot.store import Place, Seat
    from tests.store.conftest import play as play_to_the_end

    sync = world.env.bot.games.store.sync
    alice, bob = world.players[:2]
    finished = sync.create_game(
        "toy", [Seat(0, alice.id), Seat(1, bob.id)], place=Place(world.guild.id, world.channel.id)
    ).id
    play_to_the_end(sync, finished)
    here = (await bob.slash(world.channel, "toy stats", user=alice.user)).response.content
    there = (
        await pirates.mallory.slash(pirates.channel, "toy stats", user=alice.user)
    ).response.content
    assert f"#{finished} " in here
    assert f"#{finished} " not in there and "1 game" in there  # her record, not where she played


async def test_log_buttons_and_round_picker_answer_like_a_missing_game(world, pirates):
    """The log's components (bot.ui.logbook), copied into the other server: no page of the
    game is shown, and the answer is the one for a game that does not exist."""
    from bot.ui.logbook import PageButton, RoundSelect

    version = world.env.bot.games.store.sync.get_record(pirates.game_id).version
    sender = world.env.bot.get_channel(pirates.channel.id)
    posted = {}
    for tag, game_id in (("real", pirates.game_id), ("fake", MISSING)):
        view = discord.ui.View(timeout=None)
        view.add_item(PageButton(game_id, version, "f", 1, label=f"first {tag}"))
        view.add_item(RoundSelect(game_id, version,
                                  options=[discord.SelectOption(label="Round 1", value="1")]))
        await sender.send(f"log {tag}", view=view)
        posted[tag] = pirates.channel.last_message
    for actor in (pirates.mallory, pirates.alice):
        missing = said(await actor.click(posted["fake"], label="first fake"))
        reply = said(await actor.click(posted["real"], label="first real"))
        assert same_as_missing(reply, missing, pirates.game_id), (reply, missing)
        assert re.search(r"no game", reply) and "the log: page" not in reply, reply
        missing = said(await actor.select(posted["fake"], ["1"]))
        reply = said(await actor.select(posted["real"], ["1"]))
        assert same_as_missing(reply, missing, pirates.game_id) and "the log" not in reply, reply
        assert posted["real"].content == "log real"  # the clicked message is not turned over
    nothing_changed(world, pirates.game_id, version)
