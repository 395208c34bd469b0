"""Fixtures for the whole suite.

``simcord_env`` (simcord's own fixture, with three changes): the settle timeout is a guard
against a hang, not a measure of speed, so it is a minute (simcord's 5 s ran out at load
average 6); every bot client the environment ran, the first and each one a test put
in its place with ``restart_bot``, is released at once when replaced, and at the end:
its store, the store's threads and database files, its drawing processes. Before, each
test left them open: a third of the way through the suite one process held 236 threads,
584 open database files and about 1 GB. And a command's error, answered by the bot's
error boundary, is not a bug simcord reports (``raise_bot_errors``).
"""

from __future__ import annotations

import os

import pytest
import pytest_asyncio
from discord import app_commands
from simcord import Env

import tests.toy.game  # noqa: F401  (registers the "toy" engine used by kit and store tests)
from tests.pgserver import REQUIRE_ENV, start_server

SETTLE_TIMEOUT = 60.0  # seconds: only a hang reaches it


async def release(bot) -> None:
    """Close what a bot client opened (GameHost.release), whatever the test did to it."""
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
            raise_bot_errors(env)


def raise_bot_errors(env) -> None:
    """simcord's check at the end of a test, less the errors of commands: every one of
    them reached the bot's one error boundary (the command tree's ``on_error``, which
    simcord records too), that answered it: a refusal privately, anything else with an
    apology and an ERROR log, which fails the test (tests/bot/conftest.py)."""
    left = [e for e in env.errors_since(env._errors_acknowledged)
            if not isinstance(e, app_commands.CommandInvokeError)]
    if left:
        raise ExceptionGroup(f"bot raised {len(left)} error(s) during the test", left)


# Tests that play whole games (engine playouts, or complete games through the simulated
# Discord): marked ``slow`` here, in one list, so a developer skips them with
# ``-m "not slow"`` while CI runs everything (tests/test_slow_marks.py keeps the list true).
# Chosen from ``--durations``: each takes several seconds, up to a minute and more.
SLOW = (
    "tests/batavia/test_playouts.py::test_kit_with_every_check_at_every_step",
    "tests/batavia/test_playouts_scale.py::test_random_games_keep_every_invariant",
    "tests/bot/test_ai_seats.py::test_one_person_with_three_ai_players_plays_mombasa_to_the_end",
    "tests/bot/test_batavia_dutch.py::test_a_complete_three_player_game_in_dutch",
    "tests/bot/test_batavia_game.py::test_a_complete_game_through_slash_commands",
    "tests/bot/test_confirm.py::test_every_two_player_move_ends_with_confirm",
    "tests/bot/test_dutch.py::test_a_complete_solo_game_in_dutch",
    "tests/bot/test_dutch.py::test_a_complete_two_player_game_in_dutch",
    "tests/bot/test_mombasa_full.py::test_complete_two_player_mombasa_game",
    "tests/bot/test_mombasa_solo.py::test_complete_solo_game_against_the_mautoma",
    "tests/bot/test_process_kill.py::test_a_process_killed_mid_move_loses_nothing_acknowledged_and_resumes",
    "tests/bot/test_sigterm_load.py::test_sigterm_under_load_exits_cleanly_and_keeps_every_acknowledged_move",
    "tests/bot/test_thread_once.py::test_a_four_player_thread_tells_each_move_once_and_panels_tell_what_you_missed",
    "tests/golden/test_golden.py::test_the_bot_shows_what_it_showed",
    "tests/mombasa/test_automa_play.py::test_deep_solo_playouts",
    "tests/mombasa/test_automa_play.py::test_solo_playouts_many_seeds",
    "tests/mombasa/test_english_unchanged.py::test_english_is_unchanged_but_for_the_listed_differences",
    "tests/mombasa/test_players.py::test_the_strong_player_beats_the_greedy_one_on_a_few_seeds",
    # 2 players stay in the quick suite (a few seconds each): the quick suite still plays out
    "tests/mombasa/test_playouts.py::test_random_playouts_deep[3]",
    "tests/mombasa/test_playouts.py::test_random_playouts_deep[4]",
    "tests/mombasa/test_playouts.py::test_random_playouts_many_seeds[3]",
    "tests/mombasa/test_playouts.py::test_random_playouts_many_seeds[4]",
    "tests/mombasa/test_playouts_scale.py::test_random_games_keep_every_invariant",
)


@pytest.fixture(scope="session")
def postgres_server():
    """A throw-away PostgreSQL server for this pytest process (tests/pgserver.py), started
    by the first test that needs it. Without the server programs the tests that need it are
    skipped, saying why; with MOMBASA_REQUIRE_POSTGRES=1 (.ci/run sets it) they fail."""
    server = start_server(required=os.environ.get(REQUIRE_ENV) == "1")
    yield server
    server.stop()


@pytest.fixture
def postgres_url(postgres_server):
    """A fresh PostgreSQL database with the schema, for one test: its URL."""
    with postgres_server.database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request, tmp_path):
    """Where a store test's database is, once per backend: a SQLite file, then a fresh
    PostgreSQL database (``GameStore.open`` and ``AsyncGameStore.open`` take either)."""
    if request.param == "sqlite":
        return str(tmp_path / "games.db")
    return request.getfixturevalue("postgres_url")


# The longest tests of the suite (``--durations``: 40 s to 110 s each at load 10, a quarter of
# that on a quiet machine), started first by the xdist workers so that the run does not end
# with one worker alone on a long game while the others wait (pyproject: ``--dist load``,
# one test at a time). Only the order depends on this list.
LONGEST = (
    "tests/golden/test_golden.py::test_the_bot_shows_what_it_showed",
    "tests/bot/test_ai_seats.py::test_a_burst_of_ai_moves_edits_the_live_board_once_at_its_end",
    "tests/mombasa/test_ai.py::test_a_solo_game_of_the_hard_ai_against_the_mautoma_finishes",
    "tests/bot/test_mombasa_taps.py::test_a_four_player_expansion_with_points_and_an_ousted_post_takes_regions_plus_three",
    "tests/bot/test_ai_seats.py::test_one_person_with_three_ai_players_plays_mombasa_to_the_end",
    "tests/bot/test_thread_once.py::test_a_four_player_thread_tells_each_move_once_and_panels_tell_what_you_missed",
    "tests/mombasa/test_players.py::test_the_strong_player_beats_the_greedy_one_on_a_few_seeds",
    "tests/bot/test_batavia_game.py::test_a_complete_game_through_slash_commands",
    "tests/mombasa/test_ai.py::test_a_game_of_four_ai_players_finishes_and_every_why_reads_in_both_languages",
    "tests/bot/test_dutch.py::test_a_complete_two_player_game_in_dutch",
    "tests/test_benchmarks.py::test_a_benchmark_runs_with_its_smallest_arguments[load.py processes]",
    "tests/bot/test_confirm.py::test_every_two_player_move_ends_with_confirm",
    "tests/bot/test_mombasa_full.py::test_complete_two_player_mombasa_game",
    "tests/bot/test_batavia_dutch.py::test_a_complete_three_player_game_in_dutch",
    "tests/bot/test_sigterm_load.py::test_sigterm_under_load_exits_cleanly_and_keeps_every_acknowledged_move",
)


def pytest_collection_modifyitems(config, items):
    """A listed test is slow with all its parameters; a listed ``name[params]``, that one.

    Then the order: the ``LONGEST`` tests first (longest first), the other slow ones next,
    everything else after, each group in its collected order (every xdist worker sorts the
    same collection the same way, as xdist requires)."""
    for item in items:
        if item.nodeid in SLOW or item.nodeid.split("[")[0] in SLOW:
            item.add_marker(pytest.mark.slow)
    items[:] = sorted(items, key=_start_order)


def _start_order(item) -> tuple[int, int]:
    for rank, node in enumerate(LONGEST):
        if item.nodeid == node or item.nodeid.split("[")[0] == node:
            return (0, rank)
    return (1, 0) if item.get_closest_marker("slow") else (2, 0)


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker more than the cores. A quarter of the suite's wall time the
    cores wait (whole games through simcord's loopback, subprocesses stopped and started,
    PostgreSQL's servers): on this 2-core machine 2 workers kept 1.5 cores busy (user + sys
    9 min 55 s over 6 min 33 s), and a third worker fills the waits."""
    return (os.cpu_count() or 1) + 1
