"""Mombasa in Dutch, through the real UI only: a complete 2-player game and a complete solo
game whose every message, label, menu option and image text alternative is Dutch (no
English catalogue text appears), a mixed game (a Dutch and an English player in an English
thread), and a language change that changes nothing of a game.

simcord sends every interaction with the locale "en-US"; ``locales`` below gives chosen
users and servers their own (as Discord does from each client and server setting).
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterable

import pytest
import simcord.interactions as sim_interactions
from fluent.syntax import FluentParser, ast

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import catalogue_files, words
from tests.bot.helpers import controls, engine_state, menu_of
from tests.test_dutch_catalogues import INTENTIONAL_EQUAL

NL = words("nl")
EN = words("en")
MOVE_LIMIT = 400


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


@pytest.fixture
def locales(monkeypatch):
    """{user or guild id: Discord locale} for the interactions simcord sends."""
    chosen: dict[int, str] = {}
    real = sim_interactions.base_payload

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        payload["locale"] = chosen.get(kwargs.get("user_id"), payload["locale"])
        if "guild_locale" in payload:
            payload["guild_locale"] = chosen.get(kwargs.get("guild_id"), payload["guild_locale"])
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", base_payload)
    return chosen


# -- what must not appear: English catalogue text that Dutch says otherwise -------------
def _texts(lang: str) -> dict[str, list[str]]:
    """key (and key.attribute) -> the literal text parts of its pattern, in ``lang``."""
    out: dict[str, list[str]] = {}

    def parts(pattern) -> list[str]:
        found: list[str] = []
        for element in pattern.elements if pattern else []:
            if isinstance(element, ast.TextElement):
                found.append(element.value)
            elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
                for variant in element.expression.variants:
                    found += parts(variant.value)
        return found

    for _package, _name, text in catalogue_files(lang):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message | ast.Term):
                out[entry.id.name] = parts(entry.value)
                for attribute in entry.attributes:
                    out[f"{entry.id.name}.{attribute.id.name}"] = parts(attribute.value)
    return out


@functools.cache  # parsing every catalogue twice takes seconds: once per process, when used
def fragments_only_in(lang: str, other: str) -> frozenset[str]:
    """Literal pieces of ``lang``'s messages (8 characters or more, placeholders cut out)
    that no message of ``other`` contains: seeing an English one in a Dutch game means an
    English text leaked."""
    english, dutch = _texts(lang), _texts(other)
    all_dutch = "\n".join(p for parts in dutch.values() for p in parts)
    fragments = set()
    for key, parts in english.items():
        if key.split(".")[0] in INTENTIONAL_EQUAL or key.endswith(".description"):
            continue  # command descriptions show in the client, translated by Discord
        for part in parts:
            for piece in re.split(r"[\n*`•]+", part):
                piece = piece.strip(" .,:;()!?")
                if len(piece) >= 8 and piece not in all_dutch:
                    fragments.add(piece)
    return frozenset(fragments)


ENGLISH = ("en", "nl")  # English text that no Dutch message holds
DUTCH = ("nl", "en")


def leaks(texts: Iterable[str], which: tuple[str, str] = ENGLISH) -> list[tuple[str, str]]:
    """(fragment, the text it was found in) for every leak (English ones by default)."""
    fragments = fragments_only_in(*which)
    found = []
    for text in texts:
        for fragment in fragments:
            if fragment in text:
                found.append((fragment, text[:200]))
    return found


async def english_in_sight(world, game_id: int, thread, players) -> list[tuple[str, str]]:
    """The English fragments (``leaks``) in everything a finished game showed: its thread
    and channel, every message each player saw, the score sheet, board and hand pictures'
    text alternatives."""
    history = thread.history() + world.channel.history()
    texts = [t for m in history + [m for p in players for m in p.seen] for t in message_texts(m)]
    games = world.env.bot.games
    pictures = [*await games.current_pictures(game_id, "scores"), await games.picture(game_id),
                await games.picture(game_id, world.players[0].id, "hand")]
    return leaks(texts + [p.text for p in pictures])


def message_texts(message) -> list[str]:
    """Everything a player reads of a message: content, embeds, buttons, menus, alt texts."""
    out = [message.content or ""]
    for embed in getattr(message, "embeds", None) or []:
        data = embed if isinstance(embed, dict) else embed.to_dict()
        out += [str(data.get(k) or "") for k in ("title", "description")]
        out += [f"{f.get('name')} {f.get('value')}" for f in data.get("fields") or []]
    comps = message.components or []
    children = (controls(message) if comps and isinstance(comps[0], dict)
                else [c for row in comps for c in getattr(row, "children", [])])
    for c in children:
        get = c.get if isinstance(c, dict) else (lambda k, c=c: getattr(c, k, None))
        out += [str(get("label") or ""), str(get("placeholder") or "")]
        for option in get("options") or []:
            o = option if isinstance(option, dict) else {"label": option.label, "description": option.description}
            out += [str(o.get("label") or ""), str(o.get("description") or "")]
    for attachment in getattr(message, "attachments", None) or []:
        out.append(str(getattr(attachment, "description", None) or ""))
    return [t for t in out if t]


# -- playing in a language -----------------------------------------------------------------
class Player:
    """One player driving the bot in ``lang``, keeping every private answer they got."""

    def __init__(self, actor, lang: str) -> None:
        self.actor, self.w = actor, words(lang)
        self.seen: list = []  # every private message (panel, reply) shown to this player
        self.nav = {self.w(k) for k in ("bot-button-cancel", "bot-button-back", "bot-button-confirm",
                                        "bot-button-previous", "bot-button-next")}
        self.avoid = self.w("mombasa-act-plan-take", card="\x00", slot="").split("\x00")[0]
        self.check = None  # called with every panel of a move, before its decision

    def label(self, key: str) -> str:
        return self.w(key)

    def _keep(self, result):
        response = None if result is None else result.response
        in_dm = response is not None and getattr(response.message, "guild", None) is None
        if response is not None and (getattr(response, "ephemeral", False) or in_dm):
            self.seen.append(response)
        return result

    async def click(self, message, label):
        return self._keep(await self.actor.click(message, label=label))

    async def select(self, message, values):
        # a panel may show several menus (one per action slot): the one offering the value
        return self._keep(await self.actor.select(message, values, custom_id=menu_of(message, values[0])))

    async def slash(self, channel, command, **options):
        return self._keep(await self.actor.slash(channel, command, **options))

    def choices(self, panel) -> list[tuple[str, str]]:
        out = []
        for c in controls(panel):
            if c.get("type") == 2 and c.get("label") and c["label"] not in self.nav:
                if not c["label"].startswith(self.avoid) or len(out) == 0:
                    out.append(("button", c["label"]))
            elif c.get("type") == 3:
                out += [("select", o["value"]) for o in c.get("options", [])
                        if not o["label"].startswith(self.avoid)]
        return out

    async def play_move(self, channel, rng, limit: int = 60):
        # the board's button speaks the game's language, whatever this player's is
        opens = {words(lang)("bot-button-open-panel") for lang in ("en", "nl")}
        board = [m for m in channel.history() if opens & set(_labels(m))][-1]
        panel = (await self.click(board, (opens & set(_labels(board))).pop())).response
        confirm, played = self.label("bot-button-confirm"), self.label("bot-played")
        for _ in range(limit):
            if self.check is not None:
                self.check(panel)
            if confirm in _labels(panel):
                result = await self.click(panel, confirm)
            else:
                choices = self.choices(panel) or [("button", lbl) for lbl in _labels(panel)
                                                  if lbl not in self.nav]
                assert choices, panel.content
                how, what = rng.choice(choices)
                result = await (self.click(panel, what) if how == "button" else self.select(panel, [what]))
            response = result.response
            assert response is not None
            if played in response.content or not response.components:
                return response
            panel = response
        raise AssertionError(f"a move took more than {limit} decisions: {panel.content!r}")


def _labels(message) -> list[str]:
    comps = message.components or []
    if comps and isinstance(comps[0], dict):
        return [c.get("label") for c in controls(message) if c.get("label")]
    return [c.label for row in comps for c in getattr(row, "children", []) if getattr(c, "label", None)]


async def lobby_game(world, players: list[Player], lang: str, **options):
    """The lobby is public: its buttons speak the game's language ``lang``."""
    host, *others = players
    lobby = (await host.slash(world.channel, "mombasa new", players=len(players), **options)).response
    for p in others:
        await p.click(lobby, words(lang)("bot-button-join"))
    await host.click(world.channel.history()[-1], words(lang)("bot-button-start"))
    thread = world.channel.threads[-1]
    return thread, world.env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id


# -- the tests ---------------------------------------------------------------------------
async def test_a_complete_two_player_game_in_dutch(world, locales, monkeypatch):
    """With the variable setup (the secret starting-tile choice). Dutch labels are longer:
    every panel of the game also fits a phone (tests/bot/test_mombasa_panels.phone_check;
    this is that file's Dutch game)."""
    from tests.bot.test_mombasa_panels import phone_check

    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 11)
    locales.update({world.guild.id: "nl", world.players[0].id: "nl", world.players[1].id: "nl"})
    players = [Player(a, "nl") for a in world.players[:2]]
    shown = [0]

    def fits_a_phone(panel) -> None:
        phone_check(panel)
        shown[0] += 1

    for p in players:
        p.check = fits_a_phone
    thread, game_id = await lobby_game(world, players, "nl", setup="variable")
    assert world.env.bot.games.store.sync.get_settings(game_id).extra["language"] == "nl"
    rng = random.Random(11)
    moves = 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        await players[seat].play_move(thread, rng)
        moves += 1
        assert moves < MOVE_LIMIT
    assert shown[0] > moves  # every move showed at least one panel
    for p in players:  # the private look-ups too
        for command in ("mombasa hand", "mombasa board", "mombasa status", "mombasa log"):
            await p.slash(thread, command)
    assert NL("bot-game-over") in thread.history()[-1].content
    found = await english_in_sight(world, game_id, thread, players)
    assert not found, sorted({f for f, _ in found})[:60]


async def test_a_complete_solo_game_in_dutch(world, locales, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 21)
    locales.update({world.guild.id: "nl", world.players[0].id: "nl"})
    alice = Player(world.players[0], "nl")
    started = (await alice.slash(world.channel, "mombasa solo",
                                 difficulty="easy")).response
    assert NL("bot-solo-waiting-dm", id="\x00", url="\x00").split("\x00")[0] in started.content
    dm = world.players[0].user.dm_channel
    store = world.env.bot.games.store.sync
    game_id = store.find_games(dm_user_id=alice.actor.id)[0].id
    assert store.get_settings(game_id).extra["language"] == "nl"  # the player's language
    rng = random.Random(21)
    moves = 0
    alice.actor = world.players[0].user  # play in the DM
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        await alice.play_move(dm, rng)
        moves += 1
        assert moves < 300
    assert NL("bot-game-over") in dm.history()[-1].content
    texts = [t for m in dm.history() + alice.seen for t in message_texts(m)]
    texts += [p.text for p in await world.env.bot.games.current_pictures(game_id, "scores")]
    found = leaks(texts)
    assert not found, sorted({f for f, _ in found})[:60]


async def test_a_mixed_game_each_player_in_their_own_language_the_thread_in_english(world, locales, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 5)
    locales.update({world.players[0].id: "nl"})  # alice Dutch; bob and the server English
    alice, bob = Player(world.players[0], "nl"), Player(world.players[1], "en")
    thread, game_id = await lobby_game(world, [alice, bob], "en")
    store = world.env.bot.games.store.sync
    assert store.get_settings(game_id).extra["language"] == "en"  # the server's default
    rng = random.Random(5)
    for _ in range(6):
        loaded = engine_state(world.env, game_id)
        seat = loaded.game.to_move(loaded.state)[0]
        await [alice, bob][seat].play_move(thread, rng)
    for p in (alice, bob):  # refusals too: nobody is late, so nobody may be skipped
        await p.slash(thread, "mombasa skip")
        await p.slash(thread, "mombasa status")
    assert alice.seen and bob.seen
    # Alice's private answers are Dutch, Bob's English; the thread stays English.
    assert not leaks(t for m in alice.seen for t in message_texts(m))
    assert leaks((t for m in alice.seen for t in message_texts(m)), DUTCH)  # Dutch it is
    assert not leaks((t for m in bob.seen for t in message_texts(m)), DUTCH)
    assert leaks(t for m in bob.seen for t in message_texts(m))  # English it is
    public = thread.history()
    assert _labels(public[0]) == [EN("bot-button-my-hand")]  # the live board, in the thread's language
    assert all(EN("bot-button-open-panel") in _labels(m) for m in public[1:] if _labels(m))
    assert not leaks((t for m in public for t in message_texts(m)), DUTCH)


async def test_changing_language_changes_nothing_of_a_game(world, locales, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 7)
    alice, bob = Player(world.players[0], "en"), Player(world.players[1], "en")
    thread, game_id = await lobby_game(world, [alice, bob], "en")
    rng = random.Random(7)
    for _ in range(3):
        loaded = engine_state(world.env, game_id)
        await [alice, bob][loaded.game.to_move(loaded.state)[0]].play_move(thread, rng)
    store = world.env.bot.games.store.sync
    before = (store.export_game_json(game_id), engine_state(world.env, game_id).version)
    result = await alice.slash(world.channel, "settings", language="nl")
    assert result.response.content == NL("bot-settings-language-set", language=NL("bot-language-nl"))
    await world.env.bot.games.set_game_language(game_id, "nl")
    assert (store.export_game_json(game_id), engine_state(world.env, game_id).version) == before
    # from now on alice reads Dutch privately, and the thread is Dutch
    await alice.slash(thread, "mombasa status")
    assert not leaks(message_texts(alice.seen[-1]))
    loaded = engine_state(world.env, game_id)
    mover = [alice, bob][loaded.game.to_move(loaded.state)[0]]
    mover.w = NL if mover is alice else EN
    mover.nav = {mover.w(k) for k in ("bot-button-cancel", "bot-button-confirm",
                                      "bot-button-previous", "bot-button-next")}
    await mover.play_move(thread, rng)
    assert NL("bot-button-open-panel") in _labels(thread.history()[-1])
