"""Driving the bot like players do: buttons on the latest board message, private panels."""

from __future__ import annotations


def board_messages(channel):
    """Messages of a game's channel that carry the "Open my panel" button, oldest first."""
    out = []
    for message in channel.history():
        labels = [c.label for row in message.components for c in getattr(row, "children", [])]
        if "Open my panel" in labels:
            out.append(message)
    return out


def latest_board(channel):
    boards = board_messages(channel)
    assert boards, "no board message with an 'Open my panel' button"
    return boards[-1]


def labels(message) -> list[str]:
    comps = message.components
    if comps and isinstance(comps[0], dict):
        return [c.get("label") for row in comps for c in row.get("components", []) if c.get("label")]
    return [c.label for row in comps for c in getattr(row, "children", []) if getattr(c, "label", None)]


async def open_panel(actor, channel):
    """Click "Open my panel" on the latest board; returns the private panel message."""
    result = await actor.click(latest_board(channel), label="Open my panel")
    assert result.response is not None and result.response.ephemeral
    return result.response


async def play(actor, channel, label: str, *, confirm: bool = True):
    """Open the panel, choose ``label`` and (if the panel asks) confirm. Returns the panel."""
    panel = await open_panel(actor, channel)
    result = await actor.click(panel, label=label)
    assert result.response is not None, "the panel was not updated"
    if confirm and "Confirm" in labels(result.response):
        result = await actor.click(result.response, label="Confirm")
    return result.response


def engine_state(env, game_id: int):
    """The game's current state, read from the database (for deciding what to test next)."""
    store = env.bot.games.store.sync
    return store.load_game(game_id)
