"""The drawing pool: board images drawn and PNG-encoded in worker processes.

Drawing and encoding an image is pure Python and Pillow work that holds the GIL for
milliseconds at a time; in the bot's process it slows the event loop and the store's thread
down with it. ``DrawingPool`` hands each ``Order`` (plain values: kind, image, view, language
code, names, options) to a ``ProcessPoolExecutor`` whose workers import the renderer and the
message catalogues once, at start, and send back the ``Picture`` (PNG bytes and text).

- Size: ``workers`` processes (``bot.config.default_draw_workers()``: one fewer than the cores this process
  may use, at least one); 0 draws in a worker thread of the bot's process instead.
- Start and stop: ``start()`` (the bot's setup_hook) starts the workers and warms them up;
  ``close()`` (the bot's close) shuts them down and waits for them.
- A worker that dies (killed, out of memory) breaks the executor: the pool starts a new one
  and draws the image again; if that breaks too, the image is drawn in the bot's process.
  No image is ever lost to a dead worker.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from rules.catalogues import words

from .board import Order, Picture, Renderer

log = logging.getLogger(__name__)
T = TypeVar("T")

_renderer: Renderer | None = None  # a worker process's own renderer


def _warm_up(plugins: tuple[str, ...] = ()) -> None:
    """A worker's start: the plug-in modules of games outside the repo imported (their
    pictures register then; a spawned worker shares no import with the bot), its renderer
    made and the catalogues loaded, once.

    Ctrl+C reaches every process of the terminal's group: a worker ignores it (no
    traceback from each worker); the bot stops its workers itself (``close``)."""
    global _renderer
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in plugins:
        importlib.import_module(name)
    _renderer = Renderer()
    words("en")


def _ready() -> int:
    return os.getpid()


def _draw(order: Order) -> Picture:
    """In a worker: draw and encode one picture."""
    if _renderer is None:
        _warm_up()
    assert _renderer is not None
    return _renderer.picture_of(order)


def _context() -> multiprocessing.context.BaseContext:
    # spawn: fresh interpreters that share nothing with the bot (no threads, sockets or
    # database connections of its), and leave no server process behind once closed
    # (forkserver's would outlive the pool).
    return multiprocessing.get_context("spawn")


class DrawingPool:
    """Worker processes that draw ``Order``s (see the module)."""

    def __init__(self, workers: int, plugins: tuple[str, ...] = ()) -> None:
        self.workers = max(0, int(workers))
        self.plugins = plugins  # GAME_PLUGINS: imported by each worker
        self._executor: ProcessPoolExecutor | None = None
        self._closed = False
        self.restarts = 0  # how many times a broken pool was replaced

    def _new_executor(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=_context(),
                                   initializer=_warm_up, initargs=(self.plugins,))

    async def start(self) -> None:
        """Start the workers and wait until each has imported the renderer (if they cannot
        start, the error is logged and every image is drawn in the bot's process)."""
        if self.workers == 0 or self._executor is not None:
            return
        self._closed = False
        self._executor = executor = self._new_executor()
        loop = asyncio.get_running_loop()
        try:
            await asyncio.gather(*(loop.run_in_executor(executor, _ready) for _ in range(self.workers)))
        except Exception:  # noqa: BLE001 - the bot still runs: it draws in its own process
            log.exception("the drawing workers did not start: images are drawn in the bot's process")
            self._executor = None
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids (for tests and figures)."""
        executor = self._executor
        processes = getattr(executor, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    def _replace(self, broken: ProcessPoolExecutor | None) -> None:
        """Start a new executor in place of ``broken`` (once, however many draws saw it break)."""
        if self._executor is not broken or self._closed:
            return
        self.restarts += 1
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)
        self._executor = self._new_executor()

    async def draw(self, order: Order, fallback: Renderer) -> Picture:
        """The picture of ``order``: from a worker; after a worker died, from a new pool;
        if that breaks too (or the pool is closed), drawn here with ``fallback``."""
        return await self._in_worker(_draw, fallback.picture_of, order)

    async def call(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker (other pure CPU work than drawing: an AI player's
        decision, ``bot.games.ai_seats``); ``fn`` and its arguments must pickle. After a
        worker died, in a new pool; if that breaks too (or the pool is closed), in a
        thread of this process."""
        return await self._in_worker(fn, fn, *args)

    async def _in_worker(self, fn: Callable[..., T], here: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker, retried once in a new pool after a worker died; else
        ``here(*args)`` in a thread of this process."""
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            executor = self._executor
            if executor is None or self._closed:
                break
            try:
                return await loop.run_in_executor(executor, fn, *args)
            except BrokenProcessPool:
                log.warning("a worker died (try %d): starting new workers", attempt)
                self._replace(executor)
            except RuntimeError:  # shut down meanwhile (the bot is closing)
                if not self._closed:
                    raise
                break
        return await asyncio.to_thread(here, *args)

    async def close(self) -> None:
        """Stop the workers and wait for them: no process is left behind."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)


def start_pool(renderer: Renderer, workers: int, plugins: tuple[str, ...] = ()) -> DrawingPool | None:
    """A drawing pool for ``renderer`` (None for 0 workers or a renderer with other
    drawing functions than the registry's, which then draws in this process)."""
    if workers <= 0 or not renderer.standard or renderer.fn is None:
        return None
    pool = DrawingPool(workers, plugins)
    renderer.pool = pool
    return pool


__all__ = ["DrawingPool", "start_pool"]
