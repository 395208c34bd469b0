"""No English left in Dutch games (issue 26, item 23): the end-vote post and its button, the
card look-up (either language in, the reader's out), the rules topics and their headings,
the log's page hint and the rules help's command names as Discord shows them in Dutch."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import catalogue_files, words
from tests.bot.helpers import controls, labels, lobby_game_in
from tests.bot.test_dutch import leaks, locales, message_texts  # noqa: F401 (fixture)

NL = words("nl")
EN = words("en")
LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("mombasa", "batavia"))


async def test_the_end_vote_post_and_its_button_speak_the_games_language(world, locales):  # noqa: F811
    locales.update({world.guild.id: "nl", **{p.id: "nl" for p in world.players[:3]}})
    thread, game_id = await lobby_game_in(world, 3, "nl", deadline_hours=48)
    assert world.env.bot.games.store.sync.get_settings(game_id).extra["language"] == "nl"
    world.env.bot.games.store.sync.db.execute(
        "UPDATE waiting SET since = ? WHERE game_id = ? AND seat = ?", [LONG_AGO, game_id, 2])
    await world.players[0].slash(thread, "mombasa end")
    post = thread.last_message
    assert "🗳️" in post.content
    assert NL("bot-button-open-panel") in labels(post), labels(post)
    assert "votes needed" not in post.content and "nodige stemmen" in post.content
    assert not leaks(message_texts(post))


async def test_card_look_up_takes_either_language_and_answers_in_the_readers(world, locales):  # noqa: F811
    alice = world.players[0]
    locales.update({alice.id: "nl"})
    dutch = await alice.autocomplete(world.channel, "mombasa card", "name", "koffiekaart met waarde 2")
    assert dutch and all("koffie" in c["name"].lower() for c in dutch)
    english = await alice.autocomplete(world.channel, "mombasa card", "name", "2-unit coffee card")
    assert "card:A01" in {c["value"] for c in english} & {c["value"] for c in dutch}  # found both ways
    assert all("coffee" not in c["name"].lower() for c in english)  # named in Dutch
    for typed in ("2-unit coffee card (A01)", "card:A01"):
        reply = (await alice.slash(world.channel, "mombasa card", name=typed)).response.content
        assert reply.startswith("**koffiekaart met waarde 2 (A01)**") and "coffee" not in reply, reply
    batavia = await alice.autocomplete(world.channel, "batavia card", "name", "nutmeg")
    assert [c["name"].lower() for c in batavia] == ["nootmuskaat"]
    reply = (await alice.slash(world.channel, "batavia card", name="Nutmeg")).response.content
    assert reply.startswith("**Nootmuskaat**")
    bob = world.players[1]  # English reader, Dutch name typed
    reply = (await bob.slash(world.channel, "batavia card", name="nootmuskaat")).response.content
    assert reply.startswith("**Nutmeg**")


async def test_rules_topics_are_named_in_the_readers_language(world, locales):  # noqa: F811
    alice = world.players[0]
    locales.update({alice.id: "nl"})
    choices = await alice.autocomplete(world.channel, "mombasa rules", "topic", "goed")
    assert [c["name"] for c in choices] == ["goederen"]
    for typed in ("goederen", "goods", "Goederen"):
        reply = (await alice.slash(world.channel, "mombasa rules", topic=typed)).response.content
        assert reply.startswith("**Goederen**"), reply
    listing = (await alice.slash(world.channel, "mombasa rules", topic="draak")).response.content
    assert "`bonusvakken`" in listing and "`bonus spaces`" not in listing
    assert "`/mombasa regels onderwerp:" in listing, listing
    scoring = (await alice.slash(world.channel, "batavia rules", topic="telling")).response.content
    assert "`/batavia statistieken`" in scoring and "/batavia stats`" not in scoring
    english = (await world.players[1].slash(world.channel, "mombasa rules", topic="goods")).response.content
    assert english.startswith("**Goods**")


async def test_the_log_reads_in_dutch_for_a_dutch_discord_user(world, locales, monkeypatch):  # noqa: F811
    from bot.games.history import History
    from bot.games.logbook import LogBlock

    alice = world.players[0]
    locales.update({world.guild.id: "nl", **{p.id: "nl" for p in world.players[:2]}})
    thread, game_id = await lobby_game_in(world, 2, "nl")

    async def many_blocks(self, game_id, user_id=None, *, actions=80, speaker=None, undone=False):
        return [LogBlock(f"#{i} " + "x" * 300, i, starts_round=2 if i == 10 else None)
                for i in range(1, 31)]

    monkeypatch.setattr(History, "log_blocks", many_blocks)
    reply = (await alice.slash(thread, "mombasa log")).response
    head = re.match(rf"\*\*Spel #{game_id}\*\*, het verslag: pagina (\d+) van (\d+)\n", reply.content)
    assert head and head[1] == head[2] and int(head[2]) > 2, reply.content[:200]  # the latest
    assert "__**Ronde 2**__ (vervolg)" in reply.content
    labels = [c.get("label") for c in controls(reply)]
    assert labels[:4] == ["⏮ Eerste", "◀ Vorige", "Volgende ▶", "Laatste ⏭"]
    menu = reply.components[1]["components"][0]
    assert menu["placeholder"] == "Ga naar een ronde…"
    assert [o["label"] for o in menu["options"]] == ["Ronde 1", "Ronde 2"]
    assert "page" not in reply.content


def test_every_command_a_dutch_text_names_is_the_dutch_command():
    """``/batavia stats`` in the Dutch help: Discord shows a Dutch user `/batavia statistieken`."""
    import bot.words  # noqa: F401  (registers the bot's catalogues)

    names: set[str] = set()
    quoted: list[tuple[str, str]] = []
    for _package, _name, text in catalogue_files("nl"):
        for entry in FluentParser().parse(text).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            if re.match(r"^bot-(?:[a-z]+-)?cmd-", entry.id.name):
                names.update(e.value for e in entry.value.elements if isinstance(e, ast.TextElement))
            for e in entry.value.elements:
                if isinstance(e, ast.TextElement):
                    quoted += [(entry.id.name, m) for m in re.findall(r"`/(?:mombasa|batavia) ([a-zë_]+)", e.value)]
    wrong = sorted({(key, word) for key, word in quoted if word not in names})
    assert quoted and not wrong, wrong


def test_no_look_up_entry_reads_english_in_dutch():
    """Every card, book, tile and bonus tile of ``/mombasa card``, and every company and
    commodity of ``/batavia card``, named and described in Dutch for a Dutch reader."""
    from bot.games import batavia
    from bot.games.mombasa import cards as mombasa_cards
    from bot.words import use_language

    texts = [f"{e.name}\n{e.text}" for e in mombasa_cards.entries("nl").values()]
    with use_language("nl"):
        texts += [f"{name}\n{NL(facts)}" for _key, name, facts in batavia._entries()]
    found = leaks(texts)
    assert len(texts) > 150 and not found, sorted({f for f, _ in found})


async def test_the_rules_topic_option_is_named_and_described_in_dutch(world):
    published = world.env.backend.commands.get(None, {})
    group = next(c for (name, _), c in published.items() if name == "mombasa")
    rules = next(o for o in group["options"] if o["name"] == "rules")
    topic = next(o for o in rules["options"] if o["name"] == "topic")
    assert topic["name_localizations"]["nl"] == NL("bot-cmd-rules-topic") == "onderwerp"
    assert topic["description_localizations"]["nl"] == NL.attribute("bot-cmd-rules-topic", "description")


async def test_a_resignation_is_posted_in_the_games_language(world, locales):  # noqa: F811
    locales.update({world.guild.id: "nl", **{p.id: "nl" for p in world.players[:3]}})
    thread, game_id = await lobby_game_in(world, 3, "nl")
    bob = world.players[1]
    ask = (await bob.slash(thread, "mombasa resign")).response
    await bob.click(ask, label=NL("bot-button-resign"))
    post = thread.last_message.content
    assert "heeft opgegeven" in post and "dit spel is afgelopen" in post, post
    assert "resigned" not in post and "has ended" not in post
