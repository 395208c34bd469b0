"""/mombasa card, rules and log against the real Mombasa engine."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import controls, labels, open_panel, start_lobby_game

TOPICS = ("planning", "goods", "expansion", "bookkeeping", "diamonds", "bonus spaces", "tracks",
          "scoring", "solo")


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def test_card_lookup_with_autocomplete(world):
    alice = world.players[0]
    choices = await alice.autocomplete(world.channel, "mombasa card", "name", "coffee")
    names = [c["name"] for c in choices]
    assert "2-unit coffee card (A01)" in names and len(choices) <= 25
    value = choices[names.index("2-unit coffee card (A01)")]["value"]
    reply = (await alice.slash(world.channel, "mombasa card", name=value)).response
    assert reply.ephemeral and "Goods card: 2 units of coffee" in reply.content
    assert "Crate value 1" in reply.content and "sell space it brings 3 pounds" in reply.content
    books = await alice.autocomplete(world.channel, "mombasa card", "name", "C-book")
    assert books and all("C-book" in c["name"] for c in books)
    book = (await alice.slash(world.channel, "mombasa card", name=books[0]["value"])).response.content
    assert "costs 2 bookkeeping points" in book and "Needs, face up in your action area" in book
    merchant = (await alice.slash(world.channel, "mombasa card", name="Cairo diamond merchant (C11)")).response
    assert "mine icons in the regions Cairo controls" in merchant.content
    several = (await alice.slash(world.channel, "mombasa card", name="diamond merchant")).response
    assert "Several match" in several.content
    none = (await alice.slash(world.channel, "mombasa card", name="dragon")).response
    assert "Nothing called 'dragon'" in none.content
    in_dm = (await alice.user.slash("mombasa card", name="card:A09")).response.content
    assert "1 diamond step and 2 pounds" in in_dm


async def test_rules_help_by_topic(world):
    alice = world.players[0]
    offered = [c["value"] for c in await alice.autocomplete(world.channel, "mombasa rules", "topic", "")]
    assert set(TOPICS) <= set(offered)
    for topic in TOPICS:
        reply = (await alice.slash(world.channel, "mombasa rules", topic=topic)).response
        assert reply.ephemeral and reply.content.startswith(f"**{topic.capitalize()}**")
        assert 100 < len(reply.content) < 2000
    listing = (await alice.slash(world.channel, "mombasa rules")).response.content
    assert all(f"`{t}`" in listing for t in TOPICS)
    unknown = (await alice.slash(world.channel, "mombasa rules", topic="dice")).response.content
    assert "No rules topic called 'dice'" in unknown


@pytest.mark.parametrize("lang, slot, deck", [
    ("en", "slot {n}, from the {track} track, resting deck {d}", "slots 1, 2 and 3 resting decks 1, 2 and 3"),
    ("nl", "actieslot {n}, van het {track}, bij ruststapel {d}", "actieslots 1, 2 en 3 bij ruststapels 1, 2 en 3"),
])
def test_the_rules_help_numbers_which_resting_deck_each_action_slot_feeds(lang, slot, deck):
    """"Each action slot feeds the resting deck above it" says which by number, as the
    engine has it (the extra slots: the diamond track's feeds deck 1, bookkeeping's deck 3)."""
    from bot.games.mombasa import RULES
    from rules.catalogues import words
    from rules.mombasa.state import SLOT_TO_DECK

    text = words(lang)(RULES["planning"])
    assert SLOT_TO_DECK[:3] == (0, 1, 2) and deck in text
    tracks = {"en": ("diamond", "bookkeeping"), "nl": ("diamantspoor", "boekhoudingsspoor")}[lang]
    for n, track in zip((4, 5), tracks, strict=True):
        assert slot.format(n=n, track=track, d=SLOT_TO_DECK[n - 1] + 1) in text, text


async def choose(actor, panel, start: str):
    """Pick the choice whose label starts with ``start``, from the buttons or the menu."""
    for c in controls(panel):
        if c.get("type") == 2 and c.get("label", "").startswith(start):
            return await actor.click(panel, label=c["label"])
        for o in c.get("options", []) if c.get("type") == 3 else []:
            if o["label"].startswith(start):
                return await actor.select(panel, [o["value"]], custom_id=c["custom_id"])
    raise AssertionError(f"no choice starting with {start!r}")


async def test_log_shows_labels_and_keeps_secrets(world):
    alice, bob = world.players[:2]
    thread, _ = await start_lobby_game(world, 2)
    for player in (alice, bob):  # the first-game set-up: resting cards, by command
        choices = await player.autocomplete(thread, "mombasa plan", "choice", "")
        await player.slash(thread, "mombasa plan", choice=choices[0]["value"])
    # Alice plans one card in secret and confirms.
    panel = await open_panel(alice, thread)
    menu = [c for c in controls(panel) if c.get("type") == 3]
    if menu:
        option = menu[0]["options"][0]
        # a card of a slot's menu ("2-point expansion card ×2" for identical cards)
        planned_label = "You planned " + option["label"].split(" ×", 1)[0]
        step = (await alice.select(panel, [option["value"]], custom_id=menu[0]["custom_id"])).response
    else:  # a card's button (into the first empty slot)
        card = next(c["label"] for c in controls(panel)
                    if c.get("custom_id", "").startswith("mb:c:"))
        planned_label = "You planned " + card.split(" ×", 1)[0]
        step = (await alice.click(panel, label=card)).response
    step = (await choose(alice, step, "Confirm the plan")).response
    if "Confirm" in labels(step):  # the plan's own button is its Confirm in Mombasa
        await alice.click(step, label="Confirm")

    async def whole_log(player) -> str:  # the first page and the latest (two at most here)
        first = (await player.slash(thread, "mombasa log", page=1)).response.content
        return first + "\n" + (await player.slash(thread, "mombasa log")).response.content

    mine, theirs = await whole_log(alice), await whole_log(bob)
    for text in (mine, theirs):
        assert '{"kind"' not in text and "plan_place" not in text  # labels, not raw JSON
        assert "placed the starting resting cards" in text
        assert "has finished planning" in text
    assert planned_label[:40] in mine and "🔒 You planned" in mine
    assert planned_label[:40] not in theirs and "🔒" not in theirs
    assert "1 secret decision" in theirs and "Confirm the plan (1 card)" in theirs
    outsider = (await world.outsider.slash(thread, "mombasa log")).response.content
    assert "1 secret decision" in outsider and "🔒" not in outsider
