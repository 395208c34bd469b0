"""Answering a click in one request when its work is quick, deferring it when it is not.

Discord drops an interaction that is not answered within 3 seconds. Deferring every click
first is safe but costs a second request (the deferral, then the edit with the result) and a
round trip the player waits for. ``answered`` lets the work run; when it is done within
``ANSWER_WITHIN`` the caller answers with its result in one request, and a click still at
work by then is deferred (as before) and its result edits the deferred answer.

One watcher thread (running only while clicks are at work) looks at them every ``TICK``
seconds and hands those that are due to the event loop, which defers each in its own task:
no timer per click (hundreds of cancelled timers on a busy bot), and nothing scheduled on
the event loop unless a click is late. The clock is real time (``time.perf_counter``: a
simulator may make ``monotonic`` virtual). A click's lock keeps a deferral and the click's
own answer from both being sent: the answer waits for a deferral under way, and no
deferral starts once the work is done.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Awaitable
from typing import TypeVar

import discord

log = logging.getLogger(__name__)

ANSWER_WITHIN = 1.5  # seconds: a click still at work by then is deferred (by 1.75 s; the
# 3-second limit counts from the click, so this leaves over a second for the queue before it)
TICK = 0.25  # seconds between the watcher's looks
T = TypeVar("T")


class _Click:
    __slots__ = ("interaction", "thinking", "since", "lock", "done", "deferring", "loop")

    def __init__(self, interaction: discord.Interaction, thinking: bool, loop: asyncio.AbstractEventLoop) -> None:
        self.interaction = interaction
        self.thinking = thinking
        self.since = time.perf_counter()
        self.lock = asyncio.Lock()
        self.done = False
        self.deferring = False
        self.loop = loop


_at_work: set[_Click] = set()
_guard = threading.Lock()  # _at_work and _watcher, shared with the watcher thread
_watcher: threading.Thread | None = None
_deferrals: set[asyncio.Task] = set()  # kept referenced until done


async def answered(interaction: discord.Interaction, work: Awaitable[T], *, thinking: bool = False) -> T:
    """The result of ``work``; the interaction is deferred meanwhile if ``work`` takes longer
    than ``ANSWER_WITHIN`` (``thinking``: as a private "thinking…" reply, for a click that
    answers with a new private message; else as an update of the clicked message). When
    this returns, no deferral is under way: ``interaction.response.is_done()`` tells how to
    answer."""
    global _watcher
    click = _Click(interaction, thinking, asyncio.get_running_loop())
    with _guard:
        _at_work.add(click)
        if _watcher is None or not _watcher.is_alive():
            _watcher = threading.Thread(target=_watch, name="click-deferrals", daemon=True)
            _watcher.start()
    try:
        return await work
    finally:
        click.done = True
        with _guard:
            _at_work.discard(click)
        async with click.lock:  # a deferral under way is sent before the answer
            pass


def _watch() -> None:
    """The watcher thread: every TICK, the clicks due for a deferral are handed to their
    event loop; it ends when no click is at work (the next click starts a new one)."""
    global _watcher
    while True:
        time.sleep(TICK)
        now = time.perf_counter()
        with _guard:
            if not _at_work:
                _watcher = None
                return
            due = [c for c in _at_work if not c.done and not c.deferring and now - c.since >= ANSWER_WITHIN]
            for click in due:
                click.deferring = True
        for click in due:
            try:
                click.loop.call_soon_threadsafe(_start_deferral, click)
            except RuntimeError:  # its loop is closed: nothing to answer any more
                pass


def _start_deferral(click: _Click) -> None:
    task = click.loop.create_task(_defer(click))
    _deferrals.add(task)
    task.add_done_callback(_deferrals.discard)


async def _defer(click: _Click) -> None:
    async with click.lock:
        response = click.interaction.response
        client = click.interaction.client
        if click.done or response.is_done() or client.is_closed():
            return
        try:
            if click.thinking:
                await response.defer(ephemeral=True, thinking=True)
            else:
                await response.defer()
        except discord.HTTPException:  # the answer that follows says what went wrong, if it can
            log.warning("could not defer interaction %s", click.interaction.id)
        except Exception:
            # A stop closed the connection while this deferral was on its way (discord.py's
            # HTTP session is gone: an AttributeError from inside it). Nothing is left to
            # answer; anything else is a real error.
            if not client.is_closed():
                raise


__all__ = ["ANSWER_WITHIN", "answered"]
