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

import pytest
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


# Tests that play whole games (engine playouts, or complete games through the simulated
# Discord): marked ``slow`` here, in one list, so a developer skips them with
# ``-m "not slow"`` while CI runs everything (tests/test_slow_marks.py keeps the list true).
# Chosen from ``--durations``: each takes several seconds on a quiet 2-core machine.
SLOW = (
    "tests/bot/test_batavia_dutch.py::test_a_complete_three_player_game_in_dutch",
    "tests/bot/test_batavia_game.py::test_a_complete_game_through_slash_commands",
    "tests/bot/test_confirm.py::test_every_solo_move_ends_with_confirm",
    "tests/bot/test_confirm.py::test_every_two_player_move_ends_with_confirm",
    "tests/bot/test_dutch.py::test_a_complete_solo_game_in_dutch",
    "tests/bot/test_dutch.py::test_a_complete_two_player_game_in_dutch",
    "tests/bot/test_mombasa_full.py::test_complete_two_player_mombasa_game",
    "tests/bot/test_mombasa_panels.py::test_every_panel_of_a_dutch_game_fits_a_phone",
    "tests/bot/test_mombasa_panels.py::test_every_panel_of_a_game_fits_a_phone",
    "tests/bot/test_mombasa_panels.py::test_every_solo_panel_fits_a_phone",
    "tests/bot/test_mombasa_solo.py::test_complete_solo_game_against_the_mautoma",
)


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.split("[")[0] in SLOW:
            item.add_marker(pytest.mark.slow)
