"""Load benchmark (issue 19): N Mombasa games played at once by one bot process.

    python tests/bench/load.py [--games 1 5 20] [--seconds 40] [--seed S]
                               [--postgres | --database postgresql://...] [--processes P]

Runs the real GameHost in the simcord offline simulator on a temporary database (real
engine, renderer, store), with N 2-player games in N threads of one server, each played by
its own two players who click as soon as the bot has answered (the latest "Open my panel",
then random legal choices, then Confirm), for ``--seconds`` of wall time per N. Meanwhile a
user seated in 100 active games of the server types into the ``game`` autocomplete of
``/mombasa board`` again and again.

simcord's own operations (``click``, ``autocomplete``) wait until the whole bot is idle and
refuse to overlap, so N games could only take turns. Here every interaction is dispatched
through simcord's own payload builders, but instead of waiting for the bot to settle, a hook
on simcord's REST router notes when the bot answered it: a panel click when its response is
edited (and, for a click that played a move, when the move's post reached the game's
thread), an autocomplete when its choices arrive. So the figures are the bot's response
times, each game waiting only for its own answers.

Printed per N: committed moves per second (moves whose post reached the thread / wall
time), move latency (the click that plays a move until its post is in the thread) median
and p95, the latency of every other interaction, autocomplete p95 under that load, CPU
share per part from a stack sampler over every thread of the process, each sample weighted
by the CPU its thread used since the last (the split by busy samples, which counted a
thread waiting in a C call as busy, is printed beside it; drawing: render/ and
PIL; engine: rules/; store: bot/store, sqlite, psycopg; discord.py: discord/ and aiohttp; bot: the
rest of bot/; simcord, with its timer bookkeeping apart; the benchmark's own driver), the
CPU seconds of the process and of its child processes (drawing workers, when there are
any), their resident memory, the machine's load average, and simcord's pending tracked
callbacks (the timer list its bookkeeping scans). The simulator's share is what a real
Discord connection would not cost: the bot's own figures are printed without it. The public
pictures uploaded are also counted per kind of post that holds them (the live board, a
move's post, a round's start, the reveal, the game's end), per committed move.

The database is a temporary SQLite file; ``--postgres`` runs the same on a fresh database of
a throw-away local PostgreSQL server (tests/pgserver.py: loopback, fsync off), and
``--database URL`` on the (empty) PostgreSQL database at URL, for one N.

``--pictures`` (a diagnosis: drawing in the bot's process) also prints the thread CPU of the
pictures by image (board parts, per-move image, a decision's picture...) and stage (drawing,
encoding, deflating, text alternative) per committed move, and how many were drawn only to
come out the very bytes of the last one of that image, game and seat.

``--processes P`` (above 1): P bot processes on one database (PostgreSQL with ``--postgres``
or ``--database``, else one SQLite file), each serving shard i of P with its own simulator
and its server on that shard, the N games split between them; their timed parts start
together. Printed: the same figures over all of them (moves/s of the whole, latencies,
CPU per committed move of the processes and their children, the store's statements and
write transactions per committed move) and each process's moves/s.

Also printed: the store's statements and write transactions per committed move
(``bot.store.counts``), over every interaction, and from the Confirm click to its post.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import hashlib
import itertools
import os
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402
import simcord.actors as sim_actors  # noqa: E402
import simcord.http.router as sim_router  # noqa: E402
from simcord.results import InteractionResult  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings, url_label  # noqa: E402
from bot.shards import Shards  # noqa: E402
from bot.store import Place, Seat  # noqa: E402
from bot.store.counts import StatementCounts, count_store  # noqa: E402
from bot.store.db import connect  # noqa: E402
from tests.bot.helpers import controls, labels  # noqa: E402
from tests.bot.thread_record import KINDS, post_kind  # noqa: E402
from tests.pgserver import Server  # noqa: E402

STATEMENT_SITES = 0  # --statements: how many statement sites to print (0: only the counts)
HEAVY_GAMES = 100  # the autocompleting user's active games
ANSWER_TIMEOUT = 60.0  # seconds: an interaction not answered by then is a failure
NAV = {"Cancel", "Back", "Confirm", "Previous", "Next"}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


# -- answers: a hook on simcord's REST router ------------------------------------------------
class Answers:
    """When the bot answered each interaction (by token) and last wrote in each channel."""

    def __init__(self) -> None:
        self.tokens: dict[str, asyncio.Future] = {}
        self.channels: dict[int, asyncio.Event] = {}
        self.real = sim_router.dispatch
        # images uploaded (each attachment stored once per upload): private ones (in an
        # ephemeral message: the panels' pictures) and public ones, count and bytes
        # and the public ones by the kind of post that holds them (``KINDS``: the live board...)
        self.uploads = {"private": [0, 0], "public": [0, 0], "changed": [0, 0],
                        **{kind: [0, 0] for kind in KINDS}}
        self.shown: dict[int, bytes] = {}  # a private message -> the digest of the picture it shows

    def expect(self, token: str) -> asyncio.Future:
        fut = asyncio.get_running_loop().create_future()
        self.tokens[token] = fut
        return fut

    def channel(self, channel_id: int) -> asyncio.Event:
        event = self.channels.get(channel_id)
        if event is None:
            event = self.channels[channel_id] = asyncio.Event()
        return event

    def _answered(self, token: str) -> None:
        fut = self.tokens.pop(token, None)
        if fut is not None and not fut.done():
            fut.set_result(time.perf_counter())

    def dispatch(self, backend, method, path, **kwargs):
        stored = len(backend.cdn._blobs)
        result = self.real(backend, method, path, **kwargs)
        try:
            self.note(method, path, kwargs.get("json"), result)
            if len(backend.cdn._blobs) > stored:
                self.uploaded(backend, len(backend.cdn._blobs) - stored)
        except Exception:  # noqa: BLE001 - the benchmark's bookkeeping must not break the bot
            pass
        return result

    def uploaded(self, backend, count: int) -> None:
        """Class the ``count`` attachments just stored by the message that holds them."""
        blobs = backend.cdn._blobs
        for url in itertools.islice(reversed(blobs), count):
            channel_id, attachment_id = url.rsplit("/", 3)[-3:-1]
            holder = next((m for m in reversed(backend.messages.get(int(channel_id), {}).values())
                           if any(a.get("id") == attachment_id for a in m.attachments)), None)
            private = holder is not None and holder.is_ephemeral
            seen = self.uploads["private" if private else "public"]
            seen[0] += 1
            seen[1] += len(blobs[url])
            if not private and holder is not None:
                kind = self.uploads[post_kind(holder.content or "", (a.get("filename") or "" for a in holder.attachments))]
                kind[0] += 1
                kind[1] += len(blobs[url])
            if private:  # what a panel that keeps an unchanged picture would upload
                digest = hashlib.blake2b(blobs[url], digest_size=16).digest()
                if self.shown.get(holder.id) != digest:
                    self.shown[holder.id] = digest
                    self.uploads["changed"][0] += 1
                    self.uploads["changed"][1] += len(blobs[url])

    def note(self, method: str, path: str, body: Any, result: Any) -> None:
        parts = path.strip("/").split("/")
        if method == "GET":
            return
        if parts[0] == "interactions" and parts[-1] == "callback":
            if (body or {}).get("type") in (4, 7, 8, 9):  # a message, an update, choices, a modal
                self._answered(parts[2])
        elif parts[0] == "webhooks" and len(parts) >= 3:
            self._answered(parts[2])
            if method == "POST" and isinstance(result, dict) and not (int(result.get("flags") or 0) & 64):
                self._wrote(result.get("channel_id"))
        elif parts[0] == "channels" and "messages" in parts and method in ("POST", "PATCH"):
            self._wrote(parts[1])

    def _wrote(self, channel_id: Any) -> None:
        if channel_id is not None and int(channel_id) in self.channels:
            self.channels[int(channel_id)].set()

    def __enter__(self) -> Answers:
        sim_router.dispatch = self.dispatch
        return self

    def __exit__(self, *exc: object) -> None:
        sim_router.dispatch = self.real


def concurrent_dispatch(answers: Answers):
    """simcord's interaction dispatch, waiting for this interaction's answer instead of for
    the whole bot to settle (so games do not take turns)."""
    import simcord.interactions as sim_interactions

    async def dispatch(actor, type, channel, data, *, extra=None, source_message_id=None):
        sim_actors._check_actor_channel(actor, channel)
        backend = actor._env.backend
        guild = getattr(actor, "guild", None)
        record, payload = sim_interactions.base_payload(
            backend, type=type, channel_id=channel.id, guild_id=guild.id if guild else None,
            user_id=actor.id, data=data)
        if extra:
            payload.update(extra)
        if source_message_id is not None:
            record.source_message_id = source_message_id
        waiter = answers.expect(record.token)
        backend.emit("INTERACTION_CREATE", payload)
        await asyncio.wait_for(waiter, ANSWER_TIMEOUT)
        return InteractionResult(actor._env, record)

    return dispatch


# -- CPU by part: a stack sampler over every thread -------------------------------------------
PARTS = ("drawing", "engine", "store", "discord.py", "bot", "simcord timers", "simcord", "asyncio",
         "bench driver", "other")
TIMER_FUNCS = {"invoke", "_track_callback", "_run_due_virtual_callbacks", "_active_callbacks",
               "_schedule_timer", "call_soon", "call_later", "call_at", "call_soon_threadsafe",
               "_callback_fire_time", "_timer_records_waking", "_is_virtual_sleep_waiter"}
IDLE = {("selectors.py", "select"), ("threading.py", "wait"), ("queue.py", "get"),
        ("thread.py", "_worker"), ("threading.py", "_wait_for_tstate_lock"),
        ("connection.py", "_recv"), ("connection.py", "_poll"), ("selectors.py", "_select"),
        ("aio.py", "_work"),  # the store's writer waiting for calls (a C queue's get)
        ("answering.py", "_watch")}  # the click-deferral watcher between its looks (time.sleep)


def classify(frame) -> str | None:
    """The part the innermost recognisable frame belongs to; None: the thread is idle."""
    code = frame.f_code
    if (os.path.basename(code.co_filename), code.co_name) in IDLE:
        return None
    while frame is not None:
        name = frame.f_code.co_filename.replace("\\", "/")
        if "/simcord/" in name:
            if name.endswith(("_runtime.py", "_settlement.py", "_clock.py")) and frame.f_code.co_name in TIMER_FUNCS:
                return "simcord timers"
            return "simcord"
        if "/render/" in name or "/PIL/" in name or name.endswith("bot/games/board.py"):
            return "drawing"
        if "/rules/" in name:
            return "engine"
        if ("/bot/store/" in name or "/sqlite_utils/" in name or "/sqlite3/" in name
                or "/psycopg" in name):
            return "store"
        if "/discord/" in name or "/aiohttp/" in name:
            return "discord.py"
        if "/bot/" in name:
            return "bot"
        if "/tests/bench/" in name:
            return "bench driver"
        frame = frame.f_back
    return "asyncio"


def where(frame) -> str:
    """The innermost frame of the project's own code (bot/, render/, rules/), else the
    innermost frame: ``path:function``."""
    inner = frame
    while frame is not None:
        name = frame.f_code.co_filename.replace("\\", "/")
        for top in ("/bot/", "/render/", "/rules/"):
            if top in name and "/site-packages/" not in name:
                return f"{top.strip('/')}/{name.split(top, 1)[1]}:{frame.f_code.co_name}"
        frame = frame.f_back
    return f"{os.path.basename(inner.f_code.co_filename)}:{inner.f_code.co_name}"


def thread_cpu(ident: int) -> float | None:
    """CPU seconds thread ``ident`` (a ``threading.get_ident()``) has used so far; None when
    it is gone. Its own clock (``pthread_getcpuclockid``): nanoseconds, where
    /proc/self/task/<tid>/stat counts ticks of 10 ms."""
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(ident))
    except (OSError, AttributeError, OverflowError):
        return None


class Sampler(threading.Thread):
    """Samples every thread's innermost frame each ``interval``. ``counts``: busy samples by
    part (the figure before issue 28), where a thread waiting in a C call (the store's
    COMMIT waiting for fsync, a thread waiting for the GIL) counts as busy as one working;
    ``cpu``: the CPU seconds each thread used since its last sample, given to the part its
    frame is in now (what the split is of: CPU). A thread idle when sampled used its CPU
    since the last sample on work already done: that CPU is spread over the parts that
    thread's own other samples found it in (the event loop's over the event loop's parts,
    a drawing thread's over drawing), and is ``unplaced`` only for a thread never found busy."""

    def __init__(self, interval: float = 0.005) -> None:
        super().__init__(daemon=True)
        self.interval = interval
        self.counts: Counter[str] = Counter()
        self.placed: dict[int, Counter[str]] = {}  # thread -> part -> CPU seconds seen in it
        self.idle_cpu: Counter[int] = Counter()  # thread -> CPU seconds before an idle sample
        self.functions: Counter[str] = Counter()  # innermost project frame: file:function
        self.function_cpu: Counter[str] = Counter()
        self.samples = 0
        self.running = True

    @property
    def cpu(self) -> Counter[str]:
        """CPU seconds by part, each thread's idle-sampled CPU spread over its own parts."""
        out: Counter[str] = Counter()
        for ident, parts in self.placed.items():
            seen = sum(parts.values())
            for part, seconds in parts.items():
                out[part] += seconds + (self.idle_cpu[ident] * seconds / seen if seen else 0.0)
        return out

    @property
    def unplaced(self) -> float:
        """CPU seconds of threads never sampled busy (no part to give them to)."""
        return sum(s for ident, s in self.idle_cpu.items() if not sum(self.placed.get(ident, {}).values()))

    @property
    def spread(self) -> float:
        """CPU seconds used before an idle sample and spread over the thread's parts."""
        return sum(self.idle_cpu.values()) - self.unplaced

    def run(self) -> None:
        me = threading.get_ident()
        last: dict[int, float] = {}
        while self.running:
            time.sleep(self.interval)
            self.samples += 1
            for ident, frame in sys._current_frames().items():
                if ident == me:
                    continue
                now = thread_cpu(ident)
                used = 0.0 if now is None else max(0.0, now - last.get(ident, now))
                if now is not None:
                    last[ident] = now
                part = classify(frame)
                if part is None:
                    self.idle_cpu[ident] += used
                    continue
                self.counts[part] += 1
                self.placed.setdefault(ident, Counter())[part] += used
                name = where(frame)
                self.functions[name] += 1
                self.function_cpu[name] += used


def children_cpu_rss() -> tuple[float, int, int]:
    """CPU seconds, resident kB and count of this process's child processes."""
    pids: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        try:
            pids |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:
            pass
    cpu, rss = 0.0, 0
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tick
            rss += int(fields[21]) * os.sysconf("SC_PAGE_SIZE") // 1024
        except (OSError, IndexError, ValueError):
            pass
    return cpu, rss, len(pids)


def own_rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# -- the players ---------------------------------------------------------------------------
def choices_of(panel) -> list[tuple[str, str, str | None]]:
    out = []
    for c in controls(panel):
        if c.get("type") == 2 and c.get("label") and c["label"] not in NAV:
            out.append(("button", c["label"], None))
        elif c.get("type") == 3:
            out += [("select", o["value"], c["custom_id"]) for o in c.get("options", [])]
    return out


class Figures:
    def __init__(self) -> None:
        self.moves: list[float] = []  # ms, the click that played a move until its post
        self.other: list[float] = []  # ms, every other interaction until its answer
        self.autocomplete: list[float] = []
        self.failures = 0
        self.games_done = 0
        self.counts: StatementCounts | None = None  # the bot's store, every connection
        # (statements, write transactions) from a Confirm click until its post is in the
        # thread: exact at N=1, with other games' work mixed in above
        self.confirm: list[tuple[int, int]] = []


class Table:
    """Who waits in each game, read on a connection of its own (the bot's is busy)."""

    def __init__(self, path: Path | str) -> None:
        self.db = (connect(path, migrate=False) if isinstance(path, str) else
                   sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False))

    def state(self, game_id: int) -> tuple[str, list[int]]:
        status = self.db.execute("SELECT status FROM games WHERE id = ?", [game_id]).fetchone()[0]
        rows = self.db.execute(
            "SELECT s.user_id FROM waiting w JOIN seats s ON s.game_id = w.game_id AND s.seat = w.seat "
            "WHERE w.game_id = ? ORDER BY w.seat", [game_id]).fetchall()
        return status, [r[0] for r in rows]


async def click(actor, message, label):
    return await sim_actors._component_click(actor, message, label=label, custom_id=None)


async def select(actor, message, value, custom_id):
    return await sim_actors._component_select(actor, message, [value], custom_id=custom_id)


async def timed(figures: Figures, coro):
    start = time.perf_counter()
    result = await coro
    figures.other.append((time.perf_counter() - start) * 1000)
    return result


def latest_board(thread):
    """The thread's latest message with "Open my panel", as a discord.Message. Only that one
    message is converted: ``thread.history()`` converts the whole thread, which cost the
    process a tenth of its GIL at N=20 (the simulator's and the driver's work, not the bot's)."""
    from simcord.results import to_discord_message

    env = thread._env
    for message in reversed(list(env.backend.messages.get(thread.id, {}).values())):
        if message.visible_to(None) and "Open my panel" in labels(message):
            return to_discord_message(env, message)
    return None


async def play_move(figures: Figures, answers: Answers, actor, thread, rng) -> bool:
    """One move through the panel; False when the panel could not be opened (not our turn)."""
    board = latest_board(thread)
    if board is None:
        return False
    result = await timed(figures, click(actor, board, "Open my panel"))
    panel = result.response
    if panel is None or not panel.components:
        return False
    for _ in range(60):
        wrote = answers.channel(thread.id)
        wrote.clear()
        start = time.perf_counter()
        before = figures.counts.snapshot() if figures.counts is not None else (0, 0)
        if "Confirm" in labels(panel):
            result = await click(actor, panel, "Confirm")
        else:
            pool = [c for c in choices_of(panel) if not c[1].startswith("Take back")] or choices_of(panel)
            if not pool:
                return False
            how, what, menu = rng.choice(pool)
            result = await (click(actor, panel, what) if how == "button" else select(actor, panel, what, menu))
        panel = result.response
        if panel is not None and "Played" in panel.content:
            await asyncio.wait_for(wrote.wait(), ANSWER_TIMEOUT)
            figures.moves.append((time.perf_counter() - start) * 1000)
            if figures.counts is not None:
                figures.confirm.append(figures.counts.since(before))
            return True
        figures.other.append((time.perf_counter() - start) * 1000)
        if panel is None or not panel.components:
            return False
    raise RuntimeError("a move took more than 60 decisions")


def server_on(env, shard: int, count: int) -> int:
    """A server id of simcord's clock on ``shard`` of ``count`` (Discord's formula). simcord
    makes one itself only for a sharded client's own shards; this process's client is not
    sharded (one shard of several processes)."""
    milliseconds = int(env.backend.clock.now().timestamp() * 1000) - 1420070400000
    milliseconds -= (milliseconds - shard) % count
    return (milliseconds << 22) | 4095


async def new_game(players, channel, store_sync) -> tuple[Any, int]:
    lobby = (await players[0].slash(channel, "mombasa new", players=2)).response
    await players[1].click(lobby, label="Join")
    await players[0].click(lobby, label="Start")
    thread = channel.threads[-1]
    # the server too: another process's simulator may give its thread the same id
    return thread, store_sync.find_games(thread_id=thread.id, guild_id=channel.guild.id)[0].id


class PictureCosts:
    """Diagnosis (``--pictures``, drawing in the bot's process): the thread CPU of every
    picture drawn, by image and stage (drawing, encoding: palette and rows, deflating, its
    text alternative), and how many came out the very bytes of the last picture of that
    image for that game and seat (drawn only to learn they had not changed)."""

    STAGES = ("draw", "encode", "deflate", "text")

    def __init__(self) -> None:
        self.cpu: dict[tuple[str, str], float] = {}
        self.drawn: Counter[str] = Counter()
        self.unchanged: Counter[str] = Counter()
        self._last: dict[tuple[Any, ...], bytes] = {}
        self._local = threading.local()

    def reset(self) -> None:
        """From the timed part's start (the games' openings drawn before it left out)."""
        self.cpu, self.drawn, self.unchanged = {}, Counter(), Counter()

    def frozen(self) -> PictureCosts:
        """The figures as they stand (at the timed part's end; the drawing goes on after)."""
        out = PictureCosts()
        out.cpu, out.drawn, out.unchanged = dict(self.cpu), Counter(self.drawn), Counter(self.unchanged)
        return out

    def _add(self, what: str, stage: str, seconds: float) -> None:
        self.cpu[(what, stage)] = self.cpu.get((what, stage), 0.0) + seconds

    def install(self) -> None:
        import bot.games.board as board
        import render.kit.png as png
        import render.registry as registry

        costs, local = self, self._local
        real_render, real_png, real_deflate, real_text = (registry.render, board.to_png, png._hard_compress,
                                                          board.Renderer.text)

        def render(kind, what, view, words=None, **options):
            started = time.thread_time()
            try:
                return real_render(kind, what, view, words, **options)
            finally:
                costs._add(what, "draw", time.thread_time() - started)
                me = view.get("me") if isinstance(view, dict) else None
                local.key = (what, tuple(options.get("names") or ()), (me or {}).get("seat"))

        def to_png(image, level=None):
            started, local.deflate = time.thread_time(), 0.0
            data = real_png(image) if level is None else real_png(image, level)
            key = getattr(local, "key", ("?",))
            costs._add(key[0], "encode", time.thread_time() - started - local.deflate)
            costs.drawn[key[0]] += 1
            digest = hashlib.blake2b(data, digest_size=16).digest()
            if costs._last.get(key) == digest:
                costs.unchanged[key[0]] += 1
            costs._last[key] = digest
            return data

        def deflate(raw, level):
            started = time.thread_time()
            try:
                return real_deflate(raw, level)
            finally:
                used = time.thread_time() - started
                local.deflate = getattr(local, "deflate", 0.0) + used
                costs._add(getattr(local, "key", ("?",))[0], "deflate", used)

        def text(renderer, kind, view, what="board", **options):
            started = time.thread_time()
            try:
                return real_text(renderer, kind, view, what, **options)
            finally:
                costs._add(what, "text", time.thread_time() - started)

        registry.render, board.to_png, png._hard_compress = render, to_png, deflate
        board.Renderer.text = text  # type: ignore[method-assign]  # wrapped to time it

    def lines(self, moves: int) -> list[str]:
        per = max(1, moves)
        whats = sorted({w for w, _ in self.cpu}, key=lambda w: -sum(self.cpu.get((w, s), 0.0) for s in self.STAGES))
        total = sum(self.cpu.values())
        out = [f"  pictures drawn in the bot's process (--pictures): {1000 * total / per:.1f} ms of thread CPU per "
               f"committed move; per image: drawn per move, then ms per move drawing / encoding / deflating / its "
               f"text; drawn the very bytes of the last one of that image, game and seat:"]
        for what in whats:
            stages = " / ".join(f"{1000 * self.cpu.get((what, s), 0.0) / per:4.1f}" for s in self.STAGES)
            out.append(f"    {what:<10} {self.drawn[what] / per:4.2f}/move  {stages} ms   unchanged "
                       f"{self.unchanged[what]} of {self.drawn[what]}")
        return out


PICTURE_COSTS: PictureCosts | None = None  # --pictures


def without_pictures() -> None:
    """Diagnosis: every picture the bot asks for is one tiny PNG, drawn once (what the bot's
    process holds when nothing is drawn: the drawing workers stay idle)."""
    import io

    from PIL import Image

    from bot.games.board import Picture, Renderer

    buf = io.BytesIO()
    Image.new("RGB", (8, 8), (240, 230, 210)).save(buf, format="PNG")
    tiny = Picture(buf.getvalue(), "a picture (not drawn: --no-pictures)")

    async def draw_all(self, orders):
        return [tiny for _ in orders]

    Renderer.draw_all = draw_all


async def run(n: int, seconds: float, seed: int, workers: int | None,
              synchronous: str | None = None, database: str | None = None, *,
              shards: Shards | None = None, ready: Any = None) -> dict[str, Any]:
    """One bot process under load. ``database``: a PostgreSQL URL or a SQLite file's path
    (default: a new temporary file); ``shards``: the shards this process serves (one of
    several processes: its server is on its first shard); ``ready``: awaited when set up,
    before the timed part (the processes of a run start it together)."""
    figures = Figures()
    with tempfile.TemporaryDirectory() as tmp:
        path: Path | str = database or Path(tmp) / "load.sqlite3"
        if database is not None and not database.startswith("postgresql://"):
            path, database = Path(database), None
        from bot.config import default_draw_workers

        settings = Settings(discord_token="bench-token",
                            database_path=path if isinstance(path, Path) else Path(tmp) / "load.sqlite3",
                            database_url=database, shards=shards or Shards(),
                            draw_workers=default_draw_workers() if workers is None else workers)
        bot = GameHost(settings)
        # Only shard 0's process publishes the commands (Discord then has them for every
        # process); another process's simulator takes them as published.
        first = shards is None or shards.first
        async with simcord.run(bot, settle_timeout=60.0, strict_sync=first) as env:
            if shards is not None and shards.count > 1:
                # simcord's ids come from its virtual clock: each process's starts a day
                # later, so two processes' servers, threads and users never share an id
                env.backend.clock._epoch += timedelta(days=shards.ids[0])
                guild = env.create_guild("Load", id=server_on(env, shards.ids[0], shards.count))
            else:
                guild = env.create_guild("Load")
            channel = guild.create_text_channel("games")
            store = bot.games.store
            if synchronous:  # a diagnosis only: what the store's fsyncs cost (never the bot's)
                await store.run(lambda sync: sync.db.execute(f"PRAGMA synchronous = {synchronous}"), store.sync)
            heavy = guild.add_member(env.create_user("heavy"))
            other = env.create_user("partner")

            def make_heavy(sync):
                for i in range(HEAVY_GAMES):
                    sync.create_game("mombasa", [Seat(0, heavy.id), Seat(1, other.id)], seed=i,
                                     place=Place(guild_id=guild.id, channel_id=channel.id))

            await store.run(make_heavy, store.sync)
            games = []
            for g in range(n):
                players = [guild.add_member(env.create_user(f"p{g}a")), guild.add_member(env.create_user(f"p{g}b"))]
                thread, game_id = await new_game(players, channel, store.sync)
                games.append([players, thread, game_id])
            table = Table(path)
            stop = asyncio.Event()
            answers = Answers()
            real_dispatch = sim_actors._dispatch_actor_interaction
            sim_actors._dispatch_actor_interaction = concurrent_dispatch(answers)

            async def game_loop(g: int) -> None:
                rng = random.Random(seed * 1000 + g)
                players, thread, game_id = games[g]
                by_id = {p.id: p for p in players}
                while not stop.is_set():
                    status, waiting = table.state(game_id)
                    if status != "active":  # the game ended: the same players start another
                        figures.games_done += 1
                        thread, game_id = await restart(players)
                        continue
                    movers = [by_id[u] for u in waiting if u in by_id]
                    if not movers:
                        await asyncio.sleep(0.01)
                        continue
                    try:
                        if not await play_move(figures, answers, rng.choice(movers), thread, rng):
                            await asyncio.sleep(0.01)
                    except TimeoutError:
                        figures.failures += 1

            async def restart(players):
                lobby = (await sim_actors._slash(players[0], channel, "mombasa new", {"players": 2})).response
                await click(players[1], lobby, "Join")
                await click(players[0], lobby, "Start")
                for _ in range(1000):
                    row = table.db.execute(
                        "SELECT g.id, g.thread_id FROM games g JOIN seats s ON s.game_id = g.id "
                        "WHERE s.user_id = ? AND g.guild_id = ? AND g.status = 'active' "
                        "ORDER BY g.id DESC LIMIT 1", [players[0].id, guild.id]).fetchone()
                    threads = [t for t in channel.threads if row and t.id == row[1]]
                    if threads:
                        return threads[0], row[0]
                    await asyncio.sleep(0.01)
                raise RuntimeError("a new game did not start")

            async def typing_loop() -> None:
                while not stop.is_set():
                    start = time.perf_counter()
                    try:
                        await sim_actors._autocomplete_result(heavy, channel, "mombasa board", "game", "", {})
                        figures.autocomplete.append((time.perf_counter() - start) * 1000)
                    except TimeoutError:
                        figures.failures += 1
                    await asyncio.sleep(0.2)

            pending: list[int] = []

            async def watch_timers() -> None:
                while not stop.is_set():
                    pending.append(len(env._work.callbacks))
                    await asyncio.sleep(0.5)

            sampler = Sampler()
            reused0 = getattr(bot.games.renderer, "reused", 0)
            load_before = os.getloadavg()[0]
            cpu0 = os.times()
            child0 = children_cpu_rss()[0]
            if ready is not None:
                await ready()
            figures.counts = watch_statements(store) if STATEMENT_SITES else count_store(store)
            if PICTURE_COSTS is not None:
                PICTURE_COSTS.reset()
            threads0 = {t.name: thread_cpu(t.ident) for t in threading.enumerate() if t.ident}
            start = time.perf_counter()
            with answers:
                sampler.start()
                tasks = [asyncio.create_task(game_loop(g)) for g in range(n)]
                tasks += [asyncio.create_task(typing_loop()), asyncio.create_task(watch_timers())]
                await asyncio.sleep(seconds)
                stop.set()
                wall = time.perf_counter() - start
                cpu1 = os.times()
                by_thread = {t.name: (thread_cpu(t.ident) or 0.0) - (threads0.get(t.name) or 0.0)
                             for t in threading.enumerate() if t.ident}
                pictures = PICTURE_COSTS.frozen() if PICTURE_COSTS is not None else None
                child_cpu, child_rss, child_n = children_cpu_rss()
                rss = own_rss_kb()
                groups = getattr(store._executor, "groups", None)
                reused = getattr(bot.games.renderer, "reused", 0) - reused0
                groups = getattr(store._executor, "groups", None)
                cdn = sum(len(v) for v in getattr(env.backend.cdn, "_blobs", {}).values()
                          if isinstance(v, bytes | bytearray))
                for outcome in await asyncio.gather(*tasks, return_exceptions=True):
                    if isinstance(outcome, BaseException):
                        figures.failures += 1
                        print(f"  a player task failed: {outcome!r}", file=sys.stderr)
                sampler.running = False
                sim_actors._dispatch_actor_interaction = real_dispatch
            await env.settle(timeout=60.0)
            await bot.close()  # its drawing workers too (simcord does not close the bot)
            table.db.close()
    return {
        "n": n, "wall": wall, "figures": figures, "sampler": sampler,
        "cpu": (cpu1.user - cpu0.user) + (cpu1.system - cpu0.system),
        "child_cpu": child_cpu - child0, "child_rss": child_rss, "children": child_n, "rss": rss,
        "load": (load_before, os.getloadavg()[0]), "pending": pending, "cdn": cdn,
        "reused": reused, "groups": groups, "uploads": answers.uploads, "pictures": pictures,
        "threads": by_thread,
    }


class StatementSites(StatementCounts):
    """``--statements``: the counts, and each statement's SQL head and where it was asked
    for (the store's method, and the bot's code that called it), for the busiest sites."""

    def __init__(self) -> None:
        super().__init__()
        self.sites: Counter[str] = Counter()
        self.handoffs: Counter[str] = Counter()  # store calls from the event loop, by caller

    def note(self, sql: str) -> None:
        store, caller = "?", ASKED_BY.get()
        frame = sys._getframe(2)
        while frame is not None:
            name = frame.f_code.co_filename
            if "/bot/store/" in name and not name.endswith(("db.py", "postgres.py", "counts.py")):
                store = f"{Path(name).stem}.{frame.f_code.co_name}"  # the outermost: the method asked for
            elif "/bot/" in name and "/bot/store/" not in name:
                caller = f"{Path(name).stem}.{frame.f_code.co_name}"
                break
            frame = frame.f_back
        # SQLite's trace gives the statement with its values: read them as placeholders
        text = re.sub(r"'[^']*'|\b\d+(\.\d+)?\b", "?", " ".join(sql.split()))
        self.sites[f"{text[:44]:<44} {store} <- {caller}"] += 1

    def trace(self, sql: str) -> None:
        super().trace(sql)
        self.note(sql)


# The bot's code that awaited a store call (the call runs in a copy of its context)
ASKED_BY: contextvars.ContextVar[str] = contextvars.ContextVar("asked_by", default="?")


def asker(frame: Any) -> str:
    while frame is not None:
        name = frame.f_code.co_filename
        if "/bot/" in name and "/bot/store/" not in name:
            return f"{Path(name).stem}.{frame.f_code.co_name}"
        frame = frame.f_back
    return "?"


def watch_statements(store: Any) -> StatementSites:
    """Count every statement of the store's connections with its site (``--statements``)."""
    from bot.store.postgres import PgDatabase

    sites = StatementSites()
    def asking(call: Any) -> Any:
        async def asked(fn, *args, **kwargs):
            who = asker(sys._getframe(1))
            sites.handoffs[who] += 1
            token = ASKED_BY.set(who)
            try:
                return await call(fn, *args, **kwargs)
            finally:
                ASKED_BY.reset(token)
        return asked

    store.run, store.read = asking(store.run), asking(store.read)
    for db in (store.sync.db, *([store.reader.db] if store.reader is not None else [])):
        if isinstance(db, PgDatabase):
            db.counts = sites
            execute = db.execute

            def counted(sql, params=None, /, execute=execute):
                sites.note(sql)
                return execute(sql, params)
            db.execute = counted
        else:
            db.conn.set_trace_callback(sites.trace)
    return sites


def statement_sites(f: Figures, top: int) -> list[str]:
    if not isinstance(f.counts, StatementSites) or not f.moves:
        return []
    moves = len(f.moves)
    handoffs = f.counts.handoffs
    return ["  statements per committed move by site (SQL, store method <- its caller in bot/):",
            *(f"    {n / moves:5.2f}  {site}" for site, n in f.counts.sites.most_common(top)),
            f"  store calls from the event loop (each a handoff to a store thread and back) per committed move: "
            f"{sum(handoffs.values()) / moves:.1f}; by caller:",
            *(f"    {n / moves:5.2f}  {who}" for who, n in handoffs.most_common(top))]


def statement_lines(f: Figures) -> list[str]:
    """What the store asked of its database per committed move."""
    if f.counts is None or not f.moves:
        return []
    moves = len(f.moves)
    lines = [f"  store per committed move, every interaction (panels, choices, Confirm, the post, "
             f"autocomplete): {f.counts.statements / moves:.1f} statements, "
             f"{f.counts.writes / moves:.2f} write transactions"]
    if f.confirm:
        lines.append(
            f"  store from Confirm to the post (median; exact at N=1): "
            f"{statistics.median(c[0] for c in f.confirm):.0f} statements, "
            f"{statistics.median(c[1] for c in f.confirm):.0f} write transactions "
            f"(max {max(c[1] for c in f.confirm)})")
    return lines


def uploads_line(uploads: dict[str, list[int]], moves: int) -> str:
    """Issue 28's figures: private image bytes and pictures uploaded per committed move."""
    per = max(1, moves)
    (private, private_bytes), (public, public_bytes) = uploads["private"], uploads["public"]
    changed, changed_bytes = uploads["changed"]
    return (f"  pictures uploaded per committed move: {(private + public) / per:.2f} ({private / per:.2f} private, "
            f"{public / per:.2f} public); private image bytes per committed move {private_bytes / per / 1024:.1f} KB"
            f" (public {public_bytes / per / 1024:.1f} KB)\n"
            f"  of the private ones, a picture other than the one its panel showed: {changed / per:.2f} per committed"
            f" move, {changed_bytes / per / 1024:.1f} KB (what a panel keeping an unchanged picture uploads)\n"
            f"  public pictures by post: " + "; ".join(
                f"{kind} {uploads[kind][0] / per:.2f}/move, {uploads[kind][1] / per / 1024:.1f} KB/move"
                for kind in KINDS))


def split(r: dict[str, Any], by: Counter[str], moves: int) -> tuple[float, float]:
    """(drawing, the bot's) CPU seconds per committed move, the process's CPU split by
    ``by`` (each part's weight): the drawing is its drawing share plus the drawing workers;
    the bot's, the process without the simulator's and the driver's shares, plus the
    drawing workers."""
    total = sum(by.values()) or 1
    per = max(1, moves)
    drawing = r["cpu"] * by["drawing"] / total + r["child_cpu"]
    own = r["cpu"] * (total - by["simcord"] - by["simcord timers"] - by["bench driver"]) / total
    return drawing / per, (own + r["child_cpu"]) / per


def cpu_line(r: dict[str, Any], sampler: Sampler, moves: int) -> str:
    """Issue 28's CPU figures per committed move, the process's CPU split by the CPU each
    thread used (and, once, as before: by busy samples, which counted a thread waiting in a
    C call, the store's COMMIT in fsync, as busy as one working)."""
    drawing, own = split(r, sampler.cpu, moves)
    old_drawing, old_own = split(r, sampler.counts, moves)
    return (f"  drawing CPU per committed move {1000 * drawing:.1f} ms; the bot's CPU per committed move"
            f" (simulator and driver excluded, drawing workers included) {1000 * own:.1f} ms\n"
            f"    (split by busy samples instead of CPU, as before: {1000 * old_drawing:.1f} ms and "
            f"{1000 * old_own:.1f} ms)")


def report(r: dict[str, Any]) -> str:
    f: Figures = r["figures"]
    sampler: Sampler = r["sampler"]
    counts: Counter[str] = sampler.counts
    cpu: Counter[str] = sampler.cpu
    busy = sum(counts.values()) or 1
    used = sum(cpu.values()) or 1e-9
    sim = counts["simcord"] + counts["simcord timers"]
    bot_used = (used - cpu["simcord"] - cpu["simcord timers"] - cpu["bench driver"]) or 1e-9
    lines = [
        f"N={r['n']}: {len(f.moves)} moves in {r['wall']:.1f} s = {len(f.moves) / r['wall']:.1f} moves/s"
        f"   (load average {r['load'][0]:.1f} before, {r['load'][1]:.1f} after, {os.cpu_count()} cores;"
        f" failures {f.failures}, games finished {f.games_done})",
        f"  move (click to post in the thread): median {statistics.median(f.moves) if f.moves else float('nan'):6.0f} ms"
        f"   p95 {percentile(f.moves, 0.95):6.0f} ms",
        f"  other interactions (n={len(f.other)}): median {statistics.median(f.other) if f.other else float('nan'):6.0f} ms"
        f"   p95 {percentile(f.other, 0.95):6.0f} ms",
        f"  autocomplete, a user in {HEAVY_GAMES} games (n={len(f.autocomplete)}): median "
        f"{statistics.median(f.autocomplete) if f.autocomplete else float('nan'):5.0f} ms"
        f"   p95 {percentile(f.autocomplete, 0.95):5.0f} ms",
        f"  CPU: process {r['cpu']:.1f} s ({100 * r['cpu'] / r['wall']:.0f}% of one core), child processes "
        f"({r['children']}) {r['child_cpu']:.1f} s; RSS {r['rss'] / 1024:.0f} MiB + children "
        f"{r['child_rss'] / 1024:.0f} MiB (simcord keeps every posted image: {r['cdn'] / 2**20:.0f} MiB)",
        f"  CPU per committed move (what the machine's load does not change): process "
        f"{1000 * r['cpu'] / max(1, len(f.moves)):.0f} ms + child processes "
        f"{1000 * r['child_cpu'] / max(1, len(f.moves)):.0f} ms",
        uploads_line(r["uploads"], len(f.moves)),
        cpu_line(r, sampler, len(f.moves)),
        f"  store: {r['groups']} writer groups since the bot started (each at most one commit)",
        *statement_lines(f),
        *statement_sites(f, STATEMENT_SITES),
        f"  pictures reused from the renderer's cache: {r['reused']}; writer groups (commits at most) "
        f"since the start: {r['groups']}",
        f"  CPU by part (all threads of the process: {used:.1f} s, {sampler.spread:.1f} s of it used before an idle"
        f" sample and spread over its thread's parts, {sampler.unplaced:.1f} s more in threads never busy;"
        f" share of all / share of the bot's own; then busy samples, as before):",
    ]
    for part in PARTS:
        if counts[part] or cpu[part]:
            own = "" if part.startswith(("simcord", "bench")) else f" / {100 * cpu[part] / bot_used:4.1f}%"
            lines.append(f"    {part:<15} {100 * cpu[part] / used:5.1f}%{own:<8}   busy samples "
                         f"{100 * counts[part] / busy:5.1f}%")
    if r["pending"]:
        lines.append(f"  simcord: {100 * sim / busy:.1f}% of busy samples ({100 * counts['simcord timers'] / busy:.1f}% "
                     f"in its timer bookkeeping); tracked callbacks pending: median "
                     f"{statistics.median(r['pending']):.0f}, max {max(r['pending'])}")
    if r.get("threads"):
        per = max(1, len(f.moves))
        lines.append("  CPU per committed move by thread: " + ", ".join(
            f"{name} {1000 * cpu / per:.1f} ms" for name, cpu in sorted(r["threads"].items(), key=lambda t: -t[1])
            if cpu > 0.001 * per))
    if r.get("top"):
        lines.append("  busiest functions by CPU seen in them (innermost frame of bot/, render/, rules/ or else"
                     " the innermost; then its busy samples):")
        for name, seconds in sampler.function_cpu.most_common(r["top"]):
            lines.append(f"    {100 * seconds / used:5.1f}%  {name}   (busy samples "
                         f"{100 * sampler.functions[name] / busy:4.1f}%)")
    return "\n".join(lines)


def worker_main(args: argparse.Namespace) -> None:
    """One of several processes (``--processes P``): set up, say READY, start the timed part
    when the parent says so (a line on stdin), print the figures as one JSON line."""
    import json

    async def ready() -> None:
        print("READY", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    shards = Shards(args.processes, (args.worker,))
    r = asyncio.run(run(args.games[0], args.seconds, args.seed + args.worker, args.workers,
                        None, args.database, shards=shards, ready=ready))
    f: Figures = r["figures"]
    counts = f.counts or StatementCounts()
    print("RESULT " + json.dumps({
        "moves": f.moves, "other": f.other, "autocomplete": f.autocomplete,
        "failures": f.failures, "games_done": f.games_done, "wall": r["wall"], "cpu": r["cpu"],
        "child_cpu": r["child_cpu"], "rss": r["rss"], "child_rss": r["child_rss"],
        "statements": counts.statements, "writes": counts.writes, "confirm": f.confirm,
    }), flush=True)


def run_processes(n: int, processes: int, database: str, args: argparse.Namespace) -> str:
    """N games split over ``processes`` bot processes on one database (each a shard of its
    own, its server on it), their timed parts started together; the figures of all."""
    import json
    import subprocess

    connect(database).close()  # migrated once, before the processes start
    share = [n // processes + (1 if i < n % processes else 0) for i in range(processes)]
    children = []
    for i in range(processes):
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", str(i),
                   "--processes", str(processes), "--games", str(share[i]),
                   "--seconds", str(args.seconds), "--seed", str(args.seed), "--database", database]
        if args.workers is not None:
            command += ["--workers", str(args.workers)]
        children.append(subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, cwd=ROOT))
    try:
        for child in children:
            for line in child.stdout:  # type: ignore[union-attr]
                if line.strip() == "READY":
                    break
            else:
                raise RuntimeError("a bot process stopped before it was ready")
        load_before = os.getloadavg()[0]
        for child in children:
            child.stdin.write("go\n")  # type: ignore[union-attr]
            child.stdin.flush()  # type: ignore[union-attr]
        results = []
        for child in children:
            for line in child.stdout:  # type: ignore[union-attr]
                if line.startswith("RESULT "):
                    results.append(json.loads(line[len("RESULT "):]))
            child.wait()
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    load_after = os.getloadavg()[0]
    moves = [m for r in results for m in r["moves"]]
    other = [m for r in results for m in r["other"]]
    auto = [m for r in results for m in r["autocomplete"]]
    wall = max(r["wall"] for r in results)
    cpu = sum(r["cpu"] for r in results)
    child_cpu = sum(r["child_cpu"] for r in results)
    count = max(1, len(moves))
    confirm = [c for r in results for c in r["confirm"]]
    lines = [
        f"N={n} in {processes} processes ({', '.join(map(str, share))} games): {len(moves)} moves in "
        f"{wall:.1f} s = {len(moves) / wall:.1f} moves/s   (load average {load_before:.1f} before, "
        f"{load_after:.1f} after, {os.cpu_count()} cores; failures "
        f"{sum(r['failures'] for r in results)}, games finished {sum(r['games_done'] for r in results)})",
        f"  move (click to post in the thread): median {statistics.median(moves) if moves else float('nan'):6.0f} ms"
        f"   p95 {percentile(moves, 0.95):6.0f} ms",
        f"  other interactions (n={len(other)}): median {statistics.median(other) if other else float('nan'):6.0f} ms"
        f"   p95 {percentile(other, 0.95):6.0f} ms",
        f"  autocomplete (n={len(auto)}): median {statistics.median(auto) if auto else float('nan'):5.0f} ms"
        f"   p95 {percentile(auto, 0.95):5.0f} ms",
        f"  CPU per committed move: processes {1000 * cpu / count:.0f} ms + their child processes "
        f"{1000 * child_cpu / count:.0f} ms; RSS {sum(r['rss'] for r in results) / 1024:.0f} MiB + children "
        f"{sum(r['child_rss'] for r in results) / 1024:.0f} MiB",
        f"  store per committed move, every interaction: "
        f"{sum(r['statements'] for r in results) / count:.1f} statements, "
        f"{sum(r['writes'] for r in results) / count:.2f} write transactions",
    ]
    if confirm:
        lines.append(f"  store from Confirm to the post (median): {statistics.median(c[0] for c in confirm):.0f} "
                     f"statements, {statistics.median(c[1] for c in confirm):.0f} write transactions "
                     f"(max {max(c[1] for c in confirm)})")
    for i, r in enumerate(results):
        lines.append(f"  process {i} (shard {i} of {processes}): {len(r['moves']) / r['wall']:.1f} moves/s, "
                     f"CPU {r['cpu']:.1f} s")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1, 5, 20])
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None,
                        help="drawing worker processes (default: the bot's setting; 0: in-process)")
    parser.add_argument("--top", type=int, default=0, help="also print the N busiest functions")
    parser.add_argument("--synchronous", choices=("NORMAL", "OFF"), default=None,
                        help="diagnosis: run the store with this SQLite synchronous setting instead of FULL "
                             "(what its fsyncs cost; the bot itself never does)")
    parser.add_argument("--postgres", action="store_true",
                        help="on a throw-away local PostgreSQL server (a fresh database per N)")
    parser.add_argument("--database", metavar="URL",
                        help="on this empty PostgreSQL database (one N only)")
    parser.add_argument("--processes", type=int, default=1,
                        help="bot processes on one database, each serving a shard of its own "
                             "(the N games split between them); above 1 the database is shared: "
                             "--database URL, --postgres, or a temporary SQLite file")
    parser.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--statements", type=int, default=0, metavar="N",
                        help="a diagnosis: also print the N busiest statement sites per committed move")
    parser.add_argument("--pictures", action="store_true",
                        help="diagnosis: draw in the bot's process (--workers 0) and print the CPU of "
                             "the pictures by image and stage, and those drawn unchanged")
    parser.add_argument("--no-pictures", action="store_true",
                        help="diagnosis: draw no pictures (one tiny PNG for every one), to see what the "
                             "bot's process holds without drawing; the bot itself always draws")
    args = parser.parse_args()
    if args.worker is not None:
        if args.no_pictures:
            without_pictures()
        worker_main(args)
        return
    if args.processes > 1:
        run_many(args)
        return
    if args.database and len(args.games) != 1:
        parser.error("--database takes one N (--games N): each N needs an empty database")
    if args.no_pictures:
        without_pictures()
    global PICTURE_COSTS, STATEMENT_SITES
    STATEMENT_SITES = args.statements
    if args.pictures:
        PICTURE_COSTS, args.workers = PictureCosts(), 0
        PICTURE_COSTS.install()
    print(f"drawing workers: {args.workers if args.workers is not None else 'the default'}"
          + (f"; store synchronous={args.synchronous} (diagnosis)" if args.synchronous else "")
          + ("; no pictures drawn (diagnosis)" if args.no_pictures else ""), flush=True)
    server = None
    if args.postgres:
        server = Server()
        server.start()
    try:
        for n in args.games:
            if server is not None:
                with server.database() as url:
                    print("database: PostgreSQL 15, a throw-away local server (fsync off)", flush=True)
                    result = asyncio.run(run(n, args.seconds, args.seed, args.workers, None, url))
            else:
                print(f"database: {'PostgreSQL at ' + url_label(args.database) if args.database else 'SQLite'}",
                      flush=True)
                result = asyncio.run(run(n, args.seconds, args.seed, args.workers, args.synchronous,
                                         args.database))
            result["top"] = args.top
            print(report(result), flush=True)
            if result["pictures"] is not None:
                print("\n".join(result["pictures"].lines(len(result["figures"].moves))), flush=True)
    finally:
        if server is not None:
            server.stop()


def run_many(args: argparse.Namespace) -> None:
    """``--processes P`` above 1: each N on a database of its own, shared by P processes."""
    if args.no_pictures:
        parser_error = "--no-pictures is for one process"
        raise SystemExit(parser_error)
    server = None
    if args.postgres:
        server = Server()
        server.start()
    try:
        for n in args.games:
            if args.database:
                print(f"database: PostgreSQL at {url_label(args.database)}", flush=True)
                print(run_processes(n, args.processes, args.database, args), flush=True)
            elif server is not None:
                with server.database() as url:
                    print("database: PostgreSQL 15, a throw-away local server (fsync off)", flush=True)
                    print(run_processes(n, args.processes, url, args), flush=True)
            else:
                with tempfile.TemporaryDirectory() as tmp:
                    print("database: SQLite, one file shared by the processes", flush=True)
                    print(run_processes(n, args.processes, str(Path(tmp) / "load.sqlite3"), args),
                          flush=True)
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
