"""Running the bot as a process an admin can leave alone (``mombasa-bot run``).

- One process per database: it takes the instance lease (``bot.store.lease``) before it
  connects, renews it while it runs and gives it back when it stops; a second process on
  the same database refuses to start with one line naming the first.
- Discord unreachable at start (a machine booting before its network is up): it says so
  and tries again, waiting 5 s, then 10, 20, ... up to 5 minutes between tries, instead of
  exiting.
- SIGTERM (systemd, ``kill``) and SIGINT (Ctrl+C): it stops taking moves, lets those under
  way commit and post, sends what waits in the outbox, stops the drawing workers and exits
  with status 0 (``GameHost.shut_down``), within ``STOP_GRACE_S`` plus a little.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
import discord

from bot.client import GameHost, StartupError, bot_class, open_database
from bot.config import ConfigError, Settings
from bot.store import lease as leases
from bot.store.db import connect

__all__ = ["DISCORD_API", "StartupError", "discord_answers", "serve"]

log = logging.getLogger("bot.serve")

DISCORD_API = "https://discord.com/api/v10"
PROBE_TIMEOUT_S = 10.0
FIRST_RETRY_S = 5.0
LONGEST_RETRY_S = 300.0
STOP_GRACE_S = 7.0  # the moves under way and the outbox; the whole stop stays under 10 s


# Said when Discord refuses the token: at the probe, at login, and by ``check``.
TOKEN_REFUSED = ("Discord refused DISCORD_TOKEN: copy a fresh token from the Developer Portal "
                 "(your application > Bot > Reset Token)")


@dataclass(frozen=True)
class Answer:
    """What Discord said to the token: ``ok`` and one line for the admin."""

    ok: bool
    reachable: bool
    text: str
    refused: bool = False  # the token itself was refused: retrying cannot help


async def discord_answers(token: str, api: str | None = None) -> Answer:
    """Ask Discord who this token is (``GET /users/@me``): reachable, refused or fine."""
    url = f"{api or DISCORD_API}/users/@me"
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=PROBE_TIMEOUT_S)) as http:
            async with http.get(url, headers={"Authorization": f"Bot {token}"}) as response:
                if response.status == 200:
                    me = await response.json()
                    name = me.get("username", "?") if isinstance(me, dict) else "?"
                    ident = me.get("id", "?") if isinstance(me, dict) else "?"
                    return Answer(True, True, f"answers: the token is the bot {name} (id {ident})")
                if response.status == 401:
                    return Answer(False, True, TOKEN_REFUSED, refused=True)
                return Answer(False, True, f"Discord answered with status {response.status}: "
                              "try again later (https://discordstatus.com)")
    except (aiohttp.ClientError, OSError, TimeoutError) as exc:
        reason = str(exc) or type(exc).__name__
        return Answer(False, False, f"Discord is not reachable ({reason}): check this machine's "
                      "network connection")


async def _wait_for_discord(token: str, stop: asyncio.Event, api: str | None = None) -> bool:
    """Until Discord answers (True), or until asked to stop (False). A refused token is a
    ConfigError at once: retrying would not help."""
    delay = FIRST_RETRY_S
    while not stop.is_set():
        answer = await discord_answers(token, api)
        if answer.ok:
            return True
        if answer.refused:
            raise ConfigError(f"{TOKEN_REFUSED} into the environment or .env")
        log.warning("%s; trying again in %d s", answer.text, delay)
        try:
            await asyncio.wait_for(stop.wait(), delay)
        except TimeoutError:
            pass
        delay = min(delay * 2, LONGEST_RETRY_S)
    return False


async def _keep_lease(db, lease: leases.Lease, stop: asyncio.Event) -> None:
    """Renew the lease while the process runs; a lease lost (this process was frozen for
    longer than the lease and another took over) stops this one."""
    while not stop.is_set():
        try:
            await asyncio.wait_for(stop.wait(), leases.RENEW_S)
            return
        except TimeoutError:
            pass
        if not await asyncio.to_thread(leases.renew, db, lease):
            log.error("another bot process took over this database: stopping this one")
            stop.set()


async def _serve(settings: Settings, db, lease_db, lease: leases.Lease, *,
                 api: str | None = None,
                 make_bot: Callable[..., GameHost] | None = None) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()

    def stopping(signum: int) -> None:
        if not stop.is_set():
            log.info("%s received: finishing the moves under way, then stopping",
                     signal.Signals(signum).name)
        stop.set()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stopping, signum)
    renewer = asyncio.create_task(_keep_lease(lease_db, lease, stop))
    try:
        if not await _wait_for_discord(settings.discord_token, stop, api):
            log.info("stopped before Discord answered")
            return
        bot = (make_bot or bot_class(settings))(settings, db=db)
        async with bot:
            runner = asyncio.create_task(bot.start(settings.discord_token))
            stopper = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
            if stopper in done:
                await bot.shut_down(STOP_GRACE_S)
                runner.cancel()
                await asyncio.gather(runner, return_exceptions=True)
                log.info("stopped")
                return
            stopper.cancel()
            runner.result()  # raises why the bot stopped by itself
    finally:
        stop.set()
        await asyncio.gather(renewer, return_exceptions=True)
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


def serve(settings: Settings) -> None:
    """Take the lease, run until a signal, give the lease back. Raises ConfigError for a
    token Discord refuses, StartupError (one line) for anything else that stops the start."""
    db = open_database(settings.database)
    log.info("Database ready at %s", settings.database_label)
    lease_db = connect(settings.database, migrate=False)
    try:
        try:
            lease = leases.acquire(lease_db, settings.shards)
            if settings.shards.count > 1:
                log.info("Serving %s: the games of those shards' servers%s", settings.shards.describe(),
                         " and the DMs" if settings.shards.first else "")
        except leases.LeaseHeld as exc:
            db.close()
            raise StartupError(f"not starting: {exc}") from None
        try:
            asyncio.run(_serve(settings, db, lease_db, lease))
        except discord.LoginFailure:
            raise ConfigError(f"{TOKEN_REFUSED} into the environment or .env") from None
        except (aiohttp.ClientConnectionError, OSError) as exc:
            raise StartupError(
                f"lost Discord while starting ({exc}): check this machine's network connection"
            ) from None
        finally:
            leases.release(lease_db, lease)
    finally:
        lease_db.close()
        db.close()  # closed already when the bot ran (closing twice is harmless)
