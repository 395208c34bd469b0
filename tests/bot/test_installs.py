"""Where the app can be installed and used: a server (by an admin) or a player's own account
(a user install: solo games in their DM with the bot, no admin needed). Server games stay
where the bot is a member."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.invite import INVITE_PERMISSIONS
from bot.ui.errors import command_started, not_joined

GUILD_INSTALL, USER_INSTALL = 0, 1  # Discord's integration types
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2  # Discord's interaction contexts


async def test_every_command_installs_to_a_server_and_to_a_users_account(world, simcord_bot):
    commands = {c.name: c.to_dict(simcord_bot.tree) for c in simcord_bot.tree.get_commands()}
    assert {"toy", "settings"} <= set(commands)
    for name, payload in commands.items():
        assert sorted(payload["integration_types"]) == [GUILD_INSTALL, USER_INSTALL], name
        # a server's threads and the DM with the bot; never other people's DMs or groups,
        # where the bot could not post a game
        assert sorted(payload["contexts"]) == [GUILD, BOT_DM], name


async def test_a_player_who_shares_no_server_with_the_bot_plays_solo_in_the_dm(world):
    """A user install: someone in no server with the bot starts and plays a solo game in
    their DM with it."""
    zoe = world.env.create_user("zoe")  # a member of no server
    assert "toy solo" in zoe.available_commands()
    started = (await zoe.slash("toy solo")).response
    assert "solo game" in started.content and "waiting here" in started.content
    store = world.env.bot.games.store.sync
    [record] = store.find_games(dm_user_id=zoe.id)
    assert record.place.guild_id is None and record.status == "active"
    status = (await zoe.slash("toy status")).response.content
    assert f"#{record.id}** (active)" in status and zoe.mention in status
    assert f"#{record.id}**" in zoe.dm_channel.history()[-1].content  # the opening, in the DM


class _Response:
    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []
        self.choices: list | None = None

    async def send_message(self, content: str, *, ephemeral: bool = False) -> None:
        self.sent.append((content, ephemeral))

    async def autocomplete(self, choices: list) -> None:
        self.choices = choices


def _interaction(*, guild_id, joined: bool, guild_install: bool = False,
                 kind=discord.InteractionType.application_command):
    """The parts of an interaction the check reads: a command from ``guild_id``, the bot a
    member there or not, the app installed to that server or only to the user."""
    client = SimpleNamespace(get_guild=lambda gid: object() if joined and gid == guild_id else None)
    return SimpleNamespace(
        guild_id=guild_id, client=client, type=kind, application_id=4242, locale=discord.Locale.american_english,
        user=SimpleNamespace(id=7), extras={}, response=_Response(),
        is_guild_integration=lambda: guild_install)


async def test_a_server_the_bot_has_not_joined_is_refused_with_the_link_that_adds_it():
    interaction = _interaction(guild_id=99, joined=False)
    assert not_joined(interaction)
    assert await command_started(interaction) is False  # the command never runs
    [(content, ephemeral)] = interaction.response.sent
    assert ephemeral and "not a member of this server" in content
    assert f"client_id=4242&integration_type=0&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}" in content
    assert "solo game in your DM" in content


async def test_a_joined_server_a_guild_install_and_a_dm_are_served():
    for interaction in (_interaction(guild_id=99, joined=True),
                        _interaction(guild_id=99, joined=False, guild_install=True),
                        _interaction(guild_id=None, joined=False)):
        assert not not_joined(interaction)
        assert await command_started(interaction) is True
        assert interaction.response.sent == []


async def test_autocomplete_from_a_server_not_joined_offers_nothing():
    interaction = _interaction(guild_id=99, joined=False, kind=discord.InteractionType.autocomplete)
    assert await command_started(interaction) is False
    assert interaction.response.choices == [] and interaction.response.sent == []
