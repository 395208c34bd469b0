"""A slash command round trip through the real client: the lobby opens."""

from __future__ import annotations

from tests.bot.helpers import controls


async def test_new_opens_a_lobby_with_buttons(world):
    alice = world.players[0]
    result = await alice.slash(world.channel, "toy new", players=2)
    message = result.response
    assert message is not None and not message.ephemeral
    assert "alice" in message.content or alice.mention in message.content
    labels = [c.get("label") for c in controls(message)]
    assert labels == ["Join", "Leave", "Start", "Cancel"]
