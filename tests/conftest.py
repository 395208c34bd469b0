"""Fixtures for the whole suite.

``simcord_env`` (simcord's own fixture, with two changes): the settle timeout is a guard
against a hang, not a measure of speed, so it is a minute (simcord's 5 s ran out at load
average 6); and every bot client the environment ran, the first and each one a test put
in its place with ``restart_bot``, is released at once when replaced, and at the end:
its store, the store's threads and database files, its drawing processes. Before, each
test left them open: a third of the way through the suite one process held 236 threads,
584 open database files and about 1 GB.
"""

from __future__ import annotations

import pytest_asyncio
from simcord import Env

import tests.toygame  # noqa: F401  (registers the "toy" game used by kit, store and bot tests)

SETTLE_TIMEOUT = 60.0  # seconds: only a hang reaches it


async def release(bot) -> None:
    """Close what a bot client opened (MombasaBot.release), whatever the test did to it."""
    close = getattr(bot, "release", None)
    if close is not None:
        await close()


@pytest_asyncio.fixture
async def simcord_env(simcord_bot, request):
    marker = request.node.get_closest_marker("simcord")
    options = {"settle_timeout": SETTLE_TIMEOUT, **(marker.kwargs if marker else {})}
    env = Env(simcord_bot, **options)
    bots = [simcord_bot]
    restart = env.restart_bot

    async def restart_bot(bot=None):
        old = env.bot
        await restart(bot)
        if bot is not None and bot is not old:  # the replaced client is gone: free it now
            bots.append(bot)
            await release(old)

    env.restart_bot = restart_bot
    await env.start()
    try:
        yield env
    finally:
        try:
            await env.shutdown()
        finally:
            for bot in bots:
                await release(bot)
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)
