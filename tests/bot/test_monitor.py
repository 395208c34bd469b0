"""Metrics and health on loopback (METRICS_PORT): scraped while a game is played."""

from __future__ import annotations

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import play, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    settings = Settings(discord_token="simcord-test-token", database_path=db_path, metrics_port=0)
    return GameHost(settings, games=("toy",))


def samples(text: str) -> dict[tuple[str, tuple], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


async def scrape(bot, path: str) -> tuple[int, str]:
    url = f"http://127.0.0.1:{bot.monitor.port}{path}"
    async with aiohttp.ClientSession() as http, http.get(url) as response:
        return response.status, await response.text()


async def test_metrics_count_moves_clicks_drawing_and_commits(world, simcord_bot):
    bot = simcord_bot
    assert bot.monitor is not None and bot.monitor.port > 0
    status, before_text = await scrape(bot, "/metrics")
    assert status == 200
    before = samples(before_text)
    thread, _ = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 3")
    await play(bob, thread, "Pick 3")
    status, text = await scrape(bot, "/metrics")
    after = samples(text)

    def grew(name, labels=()):
        key = (name, tuple(sorted(labels)))
        return after.get(key, 0) - before.get(key, 0)

    assert grew("mombasa_moves_committed_total", [("game", "toy")]) >= 2
    assert grew("mombasa_interaction_seconds_count", [("kind", "component")]) >= 2
    assert grew("mombasa_store_commit_seconds_count") >= 2
    assert grew("mombasa_drawing_seconds_count") >= 1
    assert ("mombasa_drawing_queue", ()) in after and ("mombasa_outbox_backlog", ()) in after
    assert ("mombasa_errors_total", ()) in after
    assert "alice" not in text and "bob" not in text  # counts and times, no names


async def test_health_says_ok_while_connected_and_503_when_not(world, simcord_bot):
    bot = simcord_bot
    status, body = await scrape(bot, "/health")
    assert status == 200 and '"status": "ok"' in body
    await bot.games.store.close()  # the database goes away
    status, body = await scrape(bot, "/health")
    assert status == 503 and "the database does not answer" in body
