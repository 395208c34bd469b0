"""Golden record of what the bot shows players: seeded games played through simcord.

    python -m tests.golden.record            # (re)write tests/golden/fixtures/*.json

Each scenario runs the real bot (real Mombasa engine and renderer) in the simcord offline
simulator on a temporary database, plays a seeded game through the UI the way the bot tests
do (panels, buttons, menus, a few slash commands with autocompleted choices, look-ups) and
records every message the bot writes, in order: what kind of write it was, where, whether it
is ephemeral, its content, embeds, components (labels, placeholders, options; no custom ids,
which carry versions), attachment file names, descriptions (text alternatives) and the
SHA-256 of each image's pixels; autocomplete answers too. ``commands.json`` holds the slash
commands the bot publishes (names, descriptions, options, choices).

Re-record only when a change of what players see is intended, and say so in the commit.
``tests/golden/test_golden.py`` replays the scenarios and compares.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import random
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import simcord
import simcord.http.router as router

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, open_panel, play_move, start_lobby_game

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EPHEMERAL = 1 << 6
SNOWFLAKE = re.compile(r"\d{15,}")
# Discord timestamps ("Waiting since <t:...:R>") come from the wall clock: recorded as <time>
TIMESTAMP = re.compile(r"<t:\d+(:[tTdDfFR])?>")


class Recorder:
    """Wraps simcord's REST router: every message the bot writes becomes one entry."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = []
        self.names: dict[int, str] = {}  # user / channel id -> readable name
        self.commands: list[dict[str, Any]] = []
        self._real = router.dispatch

    def __enter__(self) -> Recorder:
        router.dispatch = self.dispatch
        return self

    def __exit__(self, *exc: object) -> None:
        router.dispatch = self._real

    def name(self, match: re.Match[str]) -> str:
        return self.names.get(int(match.group(0)), "<id>")

    def clean(self, text: Any) -> Any:
        if isinstance(text, str):
            return SNOWFLAKE.sub(self.name, TIMESTAMP.sub(r"<t:<time>\1>", text))
        return text

    def dispatch(self, backend, method, path, **kwargs):
        result = self._real(backend, method, path, **kwargs)
        try:
            self.note(backend, method, path, kwargs.get("json"), result)
        except Exception as exc:  # pragma: no cover - a recorder bug must be visible
            self.entries.append({"op": "recorder-error", "error": repr(exc)})
        return result

    def where(self, backend, channel_id: Any) -> str:
        if channel_id is None:
            return "?"
        cid = int(channel_id)
        if cid in self.names:
            return self.names[cid]
        channel = backend.get_channel(cid)
        name = getattr(channel, "name", None)
        return f"#{name}" if name else "DM"

    def note(self, backend, method: str, path: str, body: Any, result: Any) -> None:
        parts = path.strip("/").split("/")
        if method == "PUT" and parts[-1] == "commands":
            self.commands = [command_shape(c) for c in body or []]
            return
        if method == "GET":
            return
        if parts[0] == "interactions" and parts[-1] == "callback":
            kind = body.get("type")
            if kind == 8:  # autocomplete
                choices = (body.get("data") or {}).get("choices", [])
                self.entries.append({"op": "autocomplete",
                                     "choices": [self.clean(c.get("name")) for c in choices]})
                return
            message = (result or {}).get("resource", {}).get("message")
            if message is None:
                return  # a deferral: the message follows in an edit
            op = {4: "respond", 7: "update"}.get(kind, f"callback-{kind}")
        elif parts[0] == "webhooks":
            message = result
            op = "followup" if method == "POST" else (
                "edit-response" if parts[-1] == "@original" else "edit-followup")
            if method == "DELETE":
                self.entries.append({"op": "delete-" + ("response" if parts[-1] == "@original"
                                                        else "followup")})
                return
        elif parts[0] == "channels" and "messages" in parts:
            if method == "DELETE":
                self.entries.append({"op": "delete", "where": self.where(backend, parts[1])})
                return
            if parts[-1] == "threads" or not isinstance(result, dict) or "content" not in result:
                if parts[-1] == "threads":
                    self.entries.append({"op": "thread", "where": self.where(backend, parts[1]),
                                         "name": self.clean((body or {}).get("name"))})
                return
            message = result
            op = "send" if method == "POST" else "edit"
        elif parts[0] == "channels" and parts[-1] == "threads":
            self.entries.append({"op": "thread", "where": self.where(backend, parts[1]),
                                 "name": self.clean((body or {}).get("name"))})
            return
        else:
            return
        if not isinstance(message, dict):
            return
        self.entries.append(self.message(backend, op, message))

    def message(self, backend, op: str, message: dict[str, Any]) -> dict[str, Any]:
        entry: dict[str, Any] = {
            "op": op,
            "where": self.where(backend, message.get("channel_id")),
            "ephemeral": bool(int(message.get("flags") or 0) & EPHEMERAL),
            "content": self.clean(message.get("content", "")),
        }
        if message.get("embeds"):
            entry["embeds"] = [self.embed(e) for e in message["embeds"]]
        if message.get("components"):
            entry["components"] = [self.row(r) for r in message["components"]]
        if message.get("attachments"):
            entry["attachments"] = [self.attachment(backend, a) for a in message["attachments"]]
        return entry

    def embed(self, embed: dict[str, Any]) -> dict[str, Any]:
        keep = {k: self.clean(embed[k]) for k in ("title", "description", "url") if embed.get(k)}
        if embed.get("fields"):
            keep["fields"] = [[self.clean(f.get("name")), self.clean(f.get("value"))]
                              for f in embed["fields"]]
        for part in ("footer", "author"):
            if embed.get(part):
                keep[part] = self.clean(embed[part].get("text") or embed[part].get("name"))
        for part in ("image", "thumbnail"):
            if embed.get(part):
                keep[part] = embed[part].get("url", "").rsplit("/", 1)[-1]
        if embed.get("color") is not None:
            keep["color"] = embed["color"]
        return keep

    def row(self, row: dict[str, Any]) -> list[dict[str, Any]]:
        return [self.component(c) for c in row.get("components", [row])]

    def component(self, c: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": c.get("type")}
        for key in ("label", "placeholder", "style", "disabled", "url", "min_values", "max_values"):
            if c.get(key) not in (None, False):
                out[key] = self.clean(c[key])
        if c.get("emoji"):
            out["emoji"] = c["emoji"].get("name")
        if c.get("options"):
            out["options"] = [
                {k: self.clean(o[k]) for k in ("label", "description", "default") if o.get(k)}
                for o in c["options"]
            ]
        # a layout message (Components V2): its words, what it nests, its pictures by name
        if c.get("content"):
            out["content"] = self.clean(c["content"])
        if c.get("type") in (9, 17) and c.get("components"):
            out["components"] = [self.component(child) for child in c["components"]]
        if c.get("type") == 1 and c.get("components"):
            out["components"] = [self.component(child) for child in c["components"]]
        if isinstance(c.get("accessory"), dict):
            out["accessory"] = self.component(c["accessory"])
        if c.get("items"):
            out["items"] = [{"media": unhashed(str((i.get("media") or {}).get("url", "")).rsplit("/", 1)[-1]),
                             "description": self.clean(i.get("description"))} for i in c["items"]]
        return out

    def attachment(self, backend, a: dict[str, Any]) -> dict[str, Any]:
        out = {"filename": unhashed(a.get("filename") or ""), "description": self.clean(a.get("description"))}
        data = backend.cdn.get(a.get("url", ""))
        if data is not None:
            out["pixels"] = pixel_digest(data)
        return out


def unhashed(filename: str) -> str:
    """A panel picture's file name without the hash of its bytes (bot/ui/panel_picture.py):
    the PNG encoding may differ between machines; the pixels are compared instead."""
    return re.sub(r"-[0-9a-f]{12}(\.\w+)$", r"-#\1", filename)


def pixel_digest(data: bytes) -> str:
    """SHA-256 of an image's pixels as colours (RGBA, size and raw bytes), not of its PNG
    encoding: a palette picture hashes the same whatever the order of its palette."""
    from PIL import Image

    try:
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            colours = image.convert("RGBA")
            head = f"RGBA:{image.size[0]}x{image.size[1]}:".encode()
            return hashlib.sha256(head + colours.tobytes()).hexdigest()
    except Exception:
        return "bytes:" + hashlib.sha256(data).hexdigest()


def command_shape(command: dict[str, Any]) -> dict[str, Any]:
    out = {k: command.get(k) for k in ("name", "description", "type") if command.get(k) is not None}
    for key in ("choices",):
        if command.get(key):
            out[key] = [[c["name"], c["value"]] for c in command[key]]
    for key in ("required", "autocomplete", "min_value", "max_value"):
        if command.get(key) not in (None, False):
            out[key] = command[key]
    if command.get("options"):
        out["options"] = [command_shape(o) for o in command["options"]]
    return out


# -- the scenarios ----------------------------------------------------------------------------

class World:
    def __init__(self, env) -> None:
        self.env = env
        self.guild = env.create_guild("Traders")
        self.channel = self.guild.create_text_channel("games")
        self.players = [self.guild.add_member(env.create_user(n))
                        for n in ("alice", "bob", "carol", "dave")]


async def slash_move(actor, thread, rng, command: str = "play") -> bool:
    """Play by a slash command with an autocompleted choice (the panel takes over when the
    move needs more decisions). False when the command offered nothing."""
    choices = await actor.autocomplete(thread, f"mombasa {command}", "choice", "")
    choices = [c for c in choices if not c["name"].startswith("Take back")] or choices
    if not choices:
        return False
    result = await actor.slash(thread, f"mombasa {command}", choice=rng.choice(choices)["value"])
    message = result.response
    if message is not None and "Played" not in message.content and message.components:
        await play_move(actor, thread, rng, panel=message)
    return True


async def slash(actor, where, command: str, **options):
    """A slash command by a server member (in ``where``) or by a user in their DM."""
    if where is None:
        return await actor.slash(command, **options)
    return await actor.slash(where, command, **options)


async def look_around(actor, where, *, lookups: bool = True) -> None:
    """The information commands a player uses now and then (``where`` None: the DM)."""
    for command in ("mombasa status", "mombasa hand", "mombasa log", "mombasa board"):
        await slash(actor, where, command)
    if lookups:
        await slash(actor, where, "mombasa rules", topic="overview")
        await slash(actor, where, "mombasa rules", topic="bookkeeping")
        names = await actor.autocomplete(where, "mombasa card", "name", "co")
        if names:
            await slash(actor, where, "mombasa card", name=names[0]["value"])


async def lobby_game(world: World, players: int, setup: str, seed: int, move_cap: int) -> None:
    thread, game_id = await start_lobby_game(world, players, setup=setup)
    actors = world.players[:players]
    rng = random.Random(seed)
    moves = 0
    while moves < move_cap and not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        actor = actors[loaded.game.to_move(loaded.state)[0]]
        if moves % 7 == 6 and await slash_move(actor, thread, rng):
            pass
        else:
            await play_move(actor, thread, rng)
        if moves % 40 == 3:
            await look_around(actor, thread, lookups=moves < 10)
        moves += 1
    await world.players[0].slash(world.channel, "mombasa stats")


async def two_player(world: World) -> None:
    await lobby_game(world, 2, "first", 11, move_cap=400)


async def four_player_variable(world: World) -> None:
    await lobby_game(world, 4, "variable", 12, move_cap=160)


async def solo(world: World) -> None:
    alice = world.players[0]
    await alice.slash(world.channel, "mombasa solo", difficulty="easy")
    dm = alice.user.dm_channel
    store = world.env.bot.games.store.sync
    game_id = store.find_games(dm_user_id=alice.id)[0].id
    rng = random.Random(21)
    moves = 0
    while moves < 300 and not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        await play_move(alice.user, dm, rng)
        if moves == 5:
            await look_around(alice.user, None, lookups=False)
            await open_panel(alice.user, dm)
        moves += 1
    await alice.user.slash("mombasa stats")


SCENARIOS: dict[str, tuple[int, Callable[[World], Awaitable[None]]]] = {
    # name -> (the game's seed, the scenario)
    "two_player": (11, two_player),
    "four_player_variable": (12, four_player_variable),
    "solo": (21, solo),
}


async def play(name: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Run one scenario on a fresh bot and database; returns (entries, commands)."""
    import secrets

    seed, scenario = SCENARIOS[name]
    # Every click is answered in one request here, however slow this machine is today (a
    # click still at work after ANSWER_WITHIN is deferred first: the same text, sent as
    # two requests, which the record would show as another "op").
    from bot.ui import answering

    answer_within, answering.ANSWER_WITHIN = answering.ANSWER_WITHIN, float("inf")
    real_randbits = secrets.randbits
    secrets.randbits = lambda bits: seed  # the game's seed
    try:
        with tempfile.TemporaryDirectory() as tmp, Recorder() as recorder:
            settings = Settings(discord_token="golden-token", database_path=Path(tmp) / "golden.sqlite3")
            bot = GameHost(settings, games=("mombasa",))
            try:
                async with simcord.run(bot, settle_timeout=60.0) as env:
                    world = World(env)
                    for member in world.players:
                        recorder.names[member.id] = member.name
                    recorder.names[world.channel.id] = "#games"
                    await scenario(world)
            finally:
                await bot.release()  # its store, threads and database files
            return recorder.entries, recorder.commands
    finally:
        secrets.randbits = real_randbits
        answering.ANSWER_WITHIN = answer_within


def fixture_path(name: str) -> Path:
    return FIXTURES / f"{name}.json"


def dump(obj: Any) -> str:
    return json.dumps(obj, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def main(argv: list[str]) -> None:
    names = argv or list(SCENARIOS)
    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name in names:
        entries, commands = asyncio.run(play(name))
        fixture_path(name).write_text(dump(entries), encoding="utf-8")
        (FIXTURES / "commands.json").write_text(dump(commands), encoding="utf-8")
        print(f"{name}: {len(entries)} messages recorded")


if __name__ == "__main__":
    main(sys.argv[1:])
