"""A click still at work when the bot stops: its deferral meets a closed connection and
ends quietly (a SIGTERM under load printed "Task exception was never retrieved" from it);
the same failure while the bot runs is a real error and is raised."""

from __future__ import annotations

import asyncio

import pytest

from bot.ui import answering


class _Response:
    def __init__(self) -> None:
        self.deferred = 0

    def is_done(self) -> bool:
        return False

    async def defer(self, **_: object) -> None:
        self.deferred += 1
        raise AttributeError("'NoneType' object has no attribute 'request'")  # discord.py's closed session


class _Client:
    def __init__(self, closed: bool) -> None:
        self.closed = closed

    def is_closed(self) -> bool:
        return self.closed


class _Interaction:
    id = 1

    def __init__(self, closed: bool) -> None:
        self.response = _Response()
        self.client = _Client(closed)


def _click(interaction: _Interaction) -> answering._Click:
    return answering._Click(interaction, False, asyncio.get_running_loop())  # type: ignore[arg-type]  # a stand-in


async def test_a_deferral_after_the_connection_closed_ends_quietly():
    closing = _Interaction(closed=False)
    click = _click(closing)

    async def defer_then_close(**_: object) -> None:
        closing.client.closed = True  # the stop closes the connection mid-request
        raise AttributeError("'NoneType' object has no attribute 'request'")

    closing.response.defer = defer_then_close  # type: ignore[method-assign]  # the race, made certain
    await answering._defer(click)  # no exception

    closed = _Interaction(closed=True)
    await answering._defer(_click(closed))
    assert closed.response.deferred == 0  # nothing sent on a closed connection


async def test_the_same_failure_while_the_bot_runs_is_raised():
    running = _Interaction(closed=False)
    with pytest.raises(AttributeError):
        await answering._defer(_click(running))
    assert running.response.deferred == 1
