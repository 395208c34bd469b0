"""The metrics and health endpoints, on loopback at ``METRICS_PORT`` (off when unset).

- ``GET /metrics``: the Prometheus text format (``bot.metrics``, and the process's own
  figures: CPU, memory, open files).
- ``GET /health``: 200 and ``{"status": "ok", ...}`` while the bot is connected to Discord
  and its database answers; 503 with what is wrong otherwise. For a load balancer, a
  systemd watchdog script or a human with curl.

Served by aiohttp (discord.py's own HTTP library) on the bot's event loop: no thread, and
it stops with the bot. It listens on 127.0.0.1 only: put a reverse proxy in front of it to
expose it further.
"""

from __future__ import annotations

import asyncio
import logging
import math
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from bot.version import __version__

__all__ = ["Monitor"]

log = logging.getLogger(__name__)


class Monitor:
    """The endpoints of one bot; ``start()`` binds, ``close()`` stops."""

    def __init__(self, bot: Any, port: int, host: str = "127.0.0.1") -> None:
        self.bot = bot
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None

    async def _metrics(self, request: web.Request) -> web.Response:
        body = await asyncio.to_thread(generate_latest, REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _health(self, request: web.Request) -> web.Response:
        problems = []
        if not self.bot.is_ready() or self.bot.is_closed():
            problems.append("not connected to Discord")
        games = getattr(self.bot, "games", None)
        if games is None:
            problems.append("the game service has not started")
        else:
            try:
                await asyncio.wait_for(games.store.ping(), 5)
            except Exception as exc:  # noqa: BLE001 - reported, not raised
                problems.append(f"the database does not answer ({type(exc).__name__})")
        latency = self.bot.latency
        body = {
            "status": "ok" if not problems else "unhealthy",
            "version": __version__,
            "problems": problems,
            "discord_latency_ms": round(latency * 1000) if math.isfinite(latency) else None,
            "servers": len(self.bot.guilds),
        }
        return web.json_response(body, status=200 if not problems else 503)

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/health", self._health)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        addresses = self._runner.addresses  # the bound port, when 0 asked for any free one
        if addresses:
            self.port = addresses[0][1]
        log.info("metrics on http://%s:%d/metrics, health on /health", self.host, self.port)

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
