"""`/<game> log` as a reader browses it: one private message, pages oldest first like the
thread, a heading per round, First / Previous / Next / Last and a round picker that turn the
page in place; moves taken back marked as such; a stale, forged or out-of-scope click
changes nothing and says so."""

from __future__ import annotations

import random
import re

import discord
import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.ui.logbook import PageButton, RoundSelect
from tests.bot.helpers import controls, engine_state, play_move
from tests.bot.test_commands import mombasa_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def played(world, monkeypatch, moves: int = 12):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await mombasa_game(world)
    rng = random.Random(5)
    for _ in range(moves):
        loaded = engine_state(world.env, game_id)
        await play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    return thread, game_id


def where(text: str) -> tuple[int, int]:
    """(page, pages) from a log page's head line, in either language."""
    found = re.search(r"(?:page|pagina) (\d+) (?:of|van) (\d+)", text)
    assert found, text
    return int(found[1]), int(found[2])


def moves_on(text: str) -> list[int]:
    """The first log number of each move on a page (#12 or #12-14), in the order shown."""
    return [int(n) for n in re.findall(r"\*\*#(\d+)", text)]


def buttons(message) -> dict[str, dict]:
    return {c["label"]: c for c in controls(message)
            if c.get("type") == 2}


def picker(message) -> dict | None:
    return next((c for c in controls(message)
                 if c.get("type") == 3), None)


async def all_pages(actor, message) -> list[str]:
    """Every page's text, from the first on, by First and then Next until it greys out."""
    if not buttons(message)["⏮ First"].get("disabled"):
        message = (await actor.click(message, label="⏮ First")).response
    pages = [message.content]
    while not buttons(message)["Next ▶"].get("disabled"):
        message = (await actor.click(message, label="Next ▶")).response
        pages.append(message.content)
    return pages


async def test_the_log_opens_at_its_last_page_and_every_button_turns_it_in_place(world, monkeypatch):
    thread, game_id = await played(world, monkeypatch)
    alice = world.players[0]
    opened = (await alice.slash(thread, "mombasa log")).response
    assert opened.ephemeral
    page, pages = where(opened.content)
    assert pages >= 2 and page == pages  # the latest moves first in sight
    shown = buttons(opened)
    assert list(shown) == ["⏮ First", "◀ Previous", "Next ▶", "Last ⏭"]
    assert shown["Next ▶"]["disabled"] and shown["Last ⏭"]["disabled"]
    last = opened.content
    first = (await alice.click(opened, label="⏮ First")).response
    assert first.id == opened.id and where(first.content) == (1, pages)  # the same message
    assert "__**Setting up**__" in first.content  # the starting tiles, before round 1
    page_one = first.content
    second = (await alice.click(first, label="Next ▶")).response
    assert where(second.content) == (2, pages)
    assert (await alice.click(second, label="◀ Previous")).response.content == page_one
    assert (await alice.click(opened, label="Last ⏭")).response.content == last
    # Oldest at the top of each page and across pages, every move once.
    texts = await all_pages(alice, opened)
    numbers = [n for text in texts for n in moves_on(text)]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1
    assert all(len(t) <= 2000 for t in texts)
    whole = "\n".join(texts)
    assert "__**Round 1**__" in whole
    # A plan of several cards: its face-down placements read once, with their count.
    lines = whole.split("\n")
    assert not any(a == b and "face down" in a for a, b in zip(lines, lines[1:], strict=False))
    assert re.search(r"placed [2-5] cards face down\.", whole), whole


async def test_the_page_option_opens_that_page_and_a_page_past_the_end_is_refused(world, monkeypatch):
    thread, _ = await played(world, monkeypatch, moves=8)
    alice = world.players[0]
    last = (await alice.slash(thread, "mombasa log")).response.content
    _, pages = where(last)
    first = (await alice.slash(thread, "mombasa log", page=1)).response.content
    assert where(first) == (1, pages) and moves_on(first)[0] == 1
    past = await alice.slash(thread, "mombasa log", page=pages + 5)
    assert f"There is no page {pages + 5}: this log has {pages} pages" in past.response.content
    assert not past.response.components  # a refusal, no log under it


async def test_dutch_log_names_rounds_and_buttons_in_dutch(world, monkeypatch):
    thread, _ = await played(world, monkeypatch, moves=8)
    alice = world.players[0]
    await alice.slash(thread, "settings", language="nl")
    opened = (await alice.slash(thread, "mombasa log")).response
    assert "het verslag: pagina" in opened.content, opened.content
    assert list(buttons(opened)) == ["⏮ Eerste", "◀ Vorige", "Volgende ▶", "Laatste ⏭"]
    first = (await alice.click(opened, label="⏮ Eerste")).response
    assert "__**Voorbereiding**__" in first.content
    texts = [first.content]
    while not buttons(first)["Volgende ▶"].get("disabled"):
        first = (await alice.click(first, label="Volgende ▶")).response
        texts.append(first.content)
    assert "__**Ronde 1**__" in "\n".join(texts)


async def batavia_log(world, rounds: int = 3):
    """A 3-player Batavia game played through ``rounds`` rounds, and its log opened."""
    from rules.catalogues import words
    from tests.bot.batavia_play import choose, step
    from tests.bot.helpers import start_lobby_game

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    rng = random.Random(7)
    drawn = False
    for _ in range(400):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state) or loaded.state["round"] > rounds:
            break
        seat = loaded.game.to_move(loaded.state)[0]
        draw = next((a for a in loaded.game.legal_actions(loaded.state, seat) if a.kind == "draw"), None)
        if draw is not None and not drawn and loaded.state["round"] >= 2:  # one draw, as a player may
            await choose(world.players[seat], thread, words("en")(draw.message), "draw")
            drawn = True
            continue
        await step(world, world.players[:3], thread, game_id, rng, bid=0.2)
    return thread, game_id


async def test_batavia_log_reaches_every_round_in_at_most_three_taps(world):
    thread, game_id = await batavia_log(world, rounds=4)
    carol = world.players[2]
    opened = (await carol.slash(thread, "batavia log")).response  # tap 1
    menu = picker(opened)
    assert menu is not None, opened.content
    rounds = [int(o["value"]) for o in menu["options"]]
    assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) >= 4
    for number in rounds:  # tap 2 opens the picker, tap 3 picks the round
        shown = (await carol.select(opened, [str(number)], custom_id=menu["custom_id"])).response
        assert f"__**Round {number}**__" in shown.content, (number, shown.content)
        page, _ = where(shown.content)
        assert f"page {page}" in next(o["description"] for o in menu["options"]
                                      if o["value"] == str(number))
    # a draw reads as a draw to everyone (the cards drawn only to the one who drew them)
    for reader in world.players[:3]:
        book = (await reader.slash(thread, "batavia log")).response
        whole = "\n".join(await all_pages(reader, book))
        drew = re.search(r"\*\* (<@\d+>): Draw 2 ship cards\n  · \1 drew 2 ship cards\.", whole)
        assert drew, whole
        assert ("🔒 You drew" in whole) == (drew[1] == reader.mention)


async def test_batavia_log_buttons_of_a_stale_message_change_nothing_and_say_so(world):
    from tests.bot.batavia_play import step

    thread, game_id = await batavia_log(world, rounds=2)
    alice = world.players[0]
    opened = (await alice.slash(thread, "batavia log")).response
    before = opened.content
    await step(world, world.players[:3], thread, game_id, random.Random(3))
    clicked = await alice.click(opened, label="⏮ First")
    assert world.env.backend.get_message(opened.channel_id, opened.id).content == before
    said = "\n".join(m.content for m in clicked.followups) or clicked.response.content
    assert "opened before the latest moves, so it was not turned over" in said, said
    assert re.search(r"page (\d+) of \1\b", said)  # the fresh log, at its latest page


async def test_a_forged_page_or_round_is_refused_plainly(world, monkeypatch):
    thread, game_id = await played(world, monkeypatch, moves=4)
    alice = world.players[0]
    _, pages = where((await alice.slash(thread, "mombasa log")).response.content)
    version = world.env.bot.games.store.sync.get_record(game_id).version
    view = discord.ui.View(timeout=None)
    view.add_item(PageButton(game_id, version, "n", 999, label="forged page"))
    view.add_item(PageButton(game_id, version, "l", 0, label="page zero"))
    menu = discord.ui.View(timeout=None)
    menu.add_item(RoundSelect(game_id, version, options=[discord.SelectOption(label="r", value="77")]))
    sender = world.env.bot.get_channel(thread.id)
    await sender.send("forged", view=view)
    forged = thread.last_message
    await sender.send("menu", view=menu)
    forged_menu = thread.last_message
    for label, wanted in (("forged page", 999), ("page zero", 0)):
        reply = (await alice.click(forged, label=label)).response
        assert reply.ephemeral and f"There is no page {wanted}: this log has {pages} pages" in reply.content
    reply = (await alice.select(forged_menu, ["77"])).response
    assert reply.ephemeral and "There is no round 77 in this log" in reply.content
    assert thread.last_message.content == "menu"  # nothing posted, nothing edited


async def test_a_move_taken_back_is_marked_and_what_it_was_not_said(world, monkeypatch):
    thread, game_id = await played(world, monkeypatch, moves=2)
    before = engine_state(world.env, game_id)
    seat = before.game.to_move(before.state)[0]
    mover, other = world.players[seat], world.players[1 - seat]
    await play_move(mover, thread, random.Random(9))
    await mover.slash(thread, "mombasa undo")
    assert engine_state(world.env, game_id).state == before.state  # taken back
    for reader in (mover, other):
        text = (await reader.slash(thread, "mombasa log")).response.content
        marked = re.findall(r"~~\*\*#(\d+)(?:-\d+)?\*\* (.+)~~: a move taken back", text)
        assert [who for _, who in marked] == [mover.mention], text
        assert text.endswith("a move taken back")  # in its place: after the moves before it
        assert int(marked[0][0]) > max(moves_on(text)[:-1])
