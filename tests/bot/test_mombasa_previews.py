"""What a Mombasa panel says before Confirm: an expansion's preview names every region the
pick entered, as the thread will say it (it named only the first)."""

from __future__ import annotations

import random
import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import (
    controls,
    engine_state,
    labels,
    open_panel,
    play_move,
    start_lobby_game,
)
from tests.bot.test_mombasa_panels import asks, offered, take


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


async def expansion_to_confirm(actor, panel):
    """A company, then the first region offered until the move waits for Confirm: the
    regions entered and the panel then (None: no expansion into 2 regions here)."""
    expand = [text for text, _ in offered(panel) if text.startswith("Expand ")]
    if not expand:
        return None
    panel, _ = await take(actor, panel, expand[-1])
    regions = []
    while "Confirm" not in labels(panel):
        enter = [text for text, _ in offered(panel) if not text.startswith("Confirm")]
        if not asks(panel, "enter a region") or not enter:
            break
        # the region's name (a region two columns reach says which column: not its name)
        regions.append(re.sub(r"( from column \d+)? \(\d+ points?\)$", "", enter[0]))
        panel, _ = await take(actor, panel, enter[0])
    if len(regions) < 2 or "Confirm" not in labels(panel):
        await actor.click(panel, label="Cancel")
        return None
    return regions, panel


async def test_the_expansion_preview_names_every_region_entered(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(41)
    for _ in range(200):
        loaded = engine_state(world.env, game_id)
        actor = world.players[loaded.game.to_move(loaded.state)[0]]
        panel = await open_panel(actor, thread)
        if loaded.state.get("phase") == "actions":
            found = await expansion_to_confirm(actor, panel)
            if found is not None:
                break
            panel = await open_panel(actor, thread)
        await play_move(actor, thread, rng, panel=panel)
    else:
        pytest.fail("no expansion into 2 regions")
    regions, panel = found
    preview = [line for line in panel.content.split("\n") if line.startswith("▸")]
    assert preview and all(any(r in line for line in preview) for r in regions), (regions, panel.content)
    assert engine_state(world.env, game_id).version == loaded.version  # nothing played yet
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content
    # the thread says it as the preview did
    assert all(r in thread.last_message.content for r in regions)


async def test_one_decision_one_label_and_take_back_keeps_its_colour(world, monkeypatch):
    """Where a book goes reads the same in its menu and, once picked, in "So far"; a plan's
    Take back buttons keep one colour, also once every slot is full."""
    import tests.bot.helpers as helpers

    styles: set[int] = set()
    books: list[tuple[str, str]] = []  # (the option picked, the "So far" line after it)
    decide = helpers.decide

    async def watched(actor, panel, rng, **kw):
        styles.update(c.get("style") for c in controls(panel)
                      if c.get("type") == 2 and (c.get("label") or "").startswith("Take back"))
        where = [m for m in controls(panel) if m.get("type") == 3
                 and (m.get("placeholder") or "").startswith("Where ")
                 and m["options"] and "space" in m["options"][0]["label"]]
        if where:
            option = where[0]["options"][0]
            result = await actor.select(panel, [option["value"]], custom_id=where[0]["custom_id"])
            books.append((option["label"], result.response.content))
            return result
        # the same question as buttons (one tap): asked in a line above them
        spaces = [c["label"] for c in controls(panel)
                  if c.get("type") == 2 and (c.get("label") or "").split(" ")[0].isdigit()]
        if spaces and any(line.startswith("Where ") for line in panel.content.split("\n")):
            result = await actor.click(panel, label=spaces[0])
            # (a short button: its number is the move's "space n")
            books.append((f"space {spaces[0].split(' ')[0]} ", result.response.content))
            return result
        return await decide(actor, panel, rng, **kw)

    monkeypatch.setattr(helpers, "decide", watched)
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(41)
    for _ in range(120):
        loaded = engine_state(world.env, game_id)
        if len(books) >= 2 or loaded.game.is_over(loaded.state):
            break
        await helpers.play_move(world.players[loaded.game.to_move(loaded.state)[0]], thread, rng)
    assert books, "no book was placed"
    for label, after in books:
        so_far = next(line for line in after.split("\n") if line.startswith("So far:"))
        assert label.lower() in so_far.lower(), (label, so_far)
    assert len(styles) == 1, styles


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_where_the_longest_book_goes_reads_as_the_move_says_it(lang):
    """Each option of the menu is the move's own wording of that space, for the book with the
    longest name (too long for a whole label: it was shortened to a second wording)."""
    import discord

    from bot.games.mombasa import panels as mombasa_panels
    from bot.games.outcomes import Choice, PanelSketch
    from bot.ui.panels import panel_view
    from bot.words import use_language
    from rules.catalogues import words
    from rules.core import msg
    from rules.mombasa import wording as W
    from rules.mombasa.components.catalog import catalog_for
    from rules.mombasa.components.loader import load_components

    say = words(lang)
    D = catalog_for(load_components())
    book = max((W.book(D, bid) for bid in D.books), key=lambda m: len(say(m)))
    moves = [msg("mombasa-act-place-book", book=book, space=n, covered="none" if n > 1 else "S")
             for n in range(1, 13)]
    sketch = PanelSketch(1, 0, 5, 0, msg("bot-game-title", title="Mombasa", id="1"),
                         choices=[Choice(i, "", "place_book", message=m) for i, m in enumerate(moves)])
    mombasa_panels.build_panel(sketch)
    with use_language(lang):
        view = panel_view(sketch.finished())
    items = [getattr(child, "item", child) for child in view.walk_children()]  # (dynamic items)
    selects = [item for item in items if isinstance(item, discord.ui.Select)]
    if selects:  # a menu: the book named in its question
        assert len(selects) == 1
        options = [o.label for o in selects[0].options]
        asks = selects[0].placeholder
    else:  # buttons, one tap each: the book named in the line above them
        options = [item.label for item in items if isinstance(item, discord.ui.Button)
                   and (item.custom_id or "").startswith("mb:c:")]
        with use_language(lang):
            asks = "\n".join(say(line) for line in sketch.info)
    assert say(book) in asks and not asks.endswith("…")
    assert len(options) == len(moves) and all(len(o) <= 100 and not o.endswith("…") for o in options)
    # a short button per space (issue 28: twelve lines were taller than a phone's screen):
    # the move's own number first, and the book it covers, as the move's label names it
    for n, (option, move) in enumerate(zip(options, moves, strict=True), 1):
        assert option.split(" ")[0] == str(n) and f" {n} " in say(move) + " ", (option, say(move))
        assert ("S" in option.split(" ", 1)[-1]) == (n == 1), option
        assert len(option) <= 12, option
