"""The two links that install the app: to a server (by an admin: the bot joins, server games
are played in its threads) and to a user's own account (anyone: the commands follow the user,
and solo games are played in their DM with the bot, no admin needed).

Discord's OAuth2 ``integration_type``: 0 is a server install, 1 a user install. A user
install has no bot user and no permissions, only ``applications.commands``.
"""

from __future__ import annotations

# Send Messages, Create Public Threads, Send Messages in Threads, Attach Files, Embed Links,
# Read Message History (discord.Permissions(...).value; README "Create the application").
INVITE_PERMISSIONS = 309237762048

AUTHORIZE = "https://discord.com/oauth2/authorize"


def server_install_url(client_id: int) -> str:
    """The link that adds the bot to a server, with the permissions it needs."""
    return (f"{AUTHORIZE}?client_id={client_id}&integration_type=0"
            f"&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}")


def user_install_url(client_id: int) -> str:
    """The link that adds the app to the user's own account (solo games in DMs)."""
    return f"{AUTHORIZE}?client_id={client_id}&integration_type=1&scope=applications.commands"
