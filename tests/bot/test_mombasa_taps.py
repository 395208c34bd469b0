"""The taps of a Mombasa expansion and a bookkeeper move, played through the bot's own
buttons in simcord (issue 28's targets; a button one tap, a pick from a menu two, the
panel's opening one), rewards included:

- an expansion into r regions (1, 2 and 3) in at most r + 3: open, company, a tap per
  region, Confirm; a region's bookkeeping point asks no more taps: its book, placed front
  to back ahead of the ink jar, is the move's Confirm (rulebook page 7);
- a bookkeeper move in at most 7: open, the card, the ink jar, its points' books (each
  placed front to back with the last), and nothing after the book that confirms it.

Nothing is applied before the button that says Confirm, and the stored move is the one the
button named (the book from that column onto that space).
"""

from __future__ import annotations

import random
import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import catalog_for
from rules.mombasa.components.loader import load_components
from tests.bot.helpers import (
    controls,
    decide,
    engine_state,
    labels,
    open_panel,
    play_move,
    play_scripted,
    start_lobby_game,
)
from tests.bot.test_mombasa_panels import asks, menus, offered, take

MOVE_LIMIT = 400
CATALOG = catalog_for(load_components())
REGION_IDS = {CATALOG.region_name(rid): rid for rid in CATALOG.regions}


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def region_of(label: str) -> str:
    """The region a region button names: "Namib (1 point)", "Namib from column 2 (1 point)"."""
    return REGION_IDS[re.sub(r"( from column \d+)? \(\d+ points?\)$", "", label)]


def book_buttons(panel) -> list[str]:
    """The buttons that place the books taken (a book taken with them) and confirm the
    move, in one tap: "Confirm: A-book from column 2 top → space 4", "Confirm: All 2
    books front to back (spaces 2, 3)"; or, where the question says the one space every
    button's book goes to ("…, onto space 4"), "Confirm: A-book (1 coffee → +1 pound)"."""
    finishing = [c["label"] for c in controls(panel) if c.get("type") == 2
                 and c.get("custom_id", "").startswith("mb:f:")]
    placing = [label for label in finishing if re.search(SPACES, label)]
    if not placing and re.search(ONE_SPACE, panel.content, re.M):
        placing = [label for label in finishing if "-book" in label or " from " in label
                   or re.search(WHOLE_SHORT, label)]
    return placing


SPACES = r"(→ spaces?|front to back \(spaces?) (\d+(, \d+)*)\)?$"
ONE_SPACE = r"onto spaces? (\d+(?:, \d+)*)$"  # (a line of the panel: the spaces every button's books go to)
WHOLE_SHORT = r"\b[ABC] \("  # a book named whole but short on a button: "A (2 coffee → +2 pounds)"


def stored_kinds(env, game_id: int, since: int) -> list[dict]:
    import json

    return [json.loads(e.action) for e in env.bot.games.store.sync.action_log(game_id) if e.seq > since]


def last_seq(env, game_id: int) -> int:
    return max((e.seq for e in env.bot.games.store.sync.action_log(game_id)), default=0)


async def confirmed_book(actor, panel, env, game_id, version: int) -> int:
    """Tap the first book button (one tap): the move is played, and was not before, with
    the books the button names from where it says, onto the spaces it says. Returns the
    taps (1)."""
    label = book_buttons(panel)[0]
    found = re.search(SPACES, label)
    spaces = ([int(n) for n in found[2].split(", ")] if found
              else [int(n) for n in re.search(ONE_SPACE, panel.content, re.M)[1].split(", ")])
    # ("column 2 top", or on a button of several books "A from 2 top")
    taken = [(int(c), 0 if r == "top" else 1) for c, r in re.findall(r"(?:column|from) (\d+) (top|bottom)", label)]
    before = engine_state(env, game_id)
    assert before.version == version, "applied before Confirm"
    seen = last_seq(env, game_id)
    done = (await actor.click(panel, label=label)).response
    assert "Played" in done.content and engine_state(env, game_id).version > version
    actions = stored_kinds(env, game_id, seen)
    # the display's columns are numbered from 2 on the board (rulebook page 7)
    took = [(a["column"] + 2, a["row"]) for a in actions if a["kind"] == "take_book"]
    assert took[len(took) - len(taken):] == taken, (label, took)
    if "-book (" in label:  # one book, named whole: the one taken last
        column, row = took[-1]
        book = before.state["book_display"][column - 2][row]
        assert words("en")(W.book(CATALOG, book)) in label, (label, book)
    named = re.findall(WHOLE_SHORT, label)
    if named and not taken:  # books named whole but short ("A (…)"): the ones taken last
        for column, row in took[len(took) - len(named):]:
            whole = words("en")(W.book(CATALOG, before.state["book_display"][column - 2][row]))
            assert whole.replace("-book (", " (", 1) in label, (label, whole)
    assert [a["space"] for a in actions if a["kind"] == "place_book"] == spaces, (label, actions)
    return 1


async def scripted_expansion(actor, panel, env, game_id, want_book: bool) -> tuple[int, int, int, int] | None:
    """Expand with the first company offered: regions nobody else holds (no ousted post to
    place), one with a bookkeeping point first when ``want_book`` and none after it (one
    point: one book), until the points are used; then the book's button or Confirm.
    (regions, taps after the panel opened, books taken, other decisions a reward asked);
    None when no expansion is offered here."""
    loaded = engine_state(env, game_id)
    version = loaded.version
    expand = [text for text, _ in offered(panel) if text.startswith("Expand ")]
    if not expand:
        return None
    panel, taps = await take(actor, panel, expand[0])
    regions = books = other = 0
    booked = False
    for _ in range(20):
        if "Confirm" in labels(panel):
            break
        if asks(panel, "enter a region"):
            enter = [(text, region_of(text)) for text, _ in offered(panel)
                     if not text.startswith(("Confirm", "Finish"))]
            # the cheapest first: more regions for the points
            enter.sort(key=lambda tr: int(re.search(r"\((\d+) points?\)$", tr[0])[1]))
            free = [(t, r) for t, r in enter if not loaded.state["regions"][r]] or enter
            point = [(t, r) for t, r in free if CATALOG.regions[r].rewards.bookkeeping == 1]
            plain = [(t, r) for t, r in free if not CATALOG.regions[r].rewards.bookkeeping]
            pick = (point if want_book and not booked else plain) or free
            if not pick:
                break
            text, region = pick[0]
            booked = booked or CATALOG.regions[region].rewards.bookkeeping > 0
            panel, n = await take(actor, panel, text)
            regions, taps = regions + 1, taps + n
        elif book_buttons(panel):
            taps += await confirmed_book(actor, panel, env, game_id, version)
            return regions, taps, books + 1, other
        else:  # a decision a reward asks (two bookkeeping points, an ousted post...)
            before = bool(menus(panel))
            panel = (await decide(actor, panel, random.Random(0))).response
            n = 2 if before else 1
            taps, other = taps + n, other + n
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return regions, taps + 1, books, other


async def test_an_expansion_of_one_two_and_three_regions_takes_regions_plus_three(world, monkeypatch):
    """With the panel's opening and the rewards: r + 3 taps for 1, 2 and 3 regions, also
    when a region's bookkeeping point takes a book."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 5)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(5)
    done: list[tuple[int, int, int, int]] = []

    def enough() -> bool:
        clean = [(r, b) for r, _, b, other in done if not other]
        return {1, 2, 3} <= {r for r, _ in clean} and any(b for _, b in clean)

    async def expansion(actor, panel) -> bool:
        # a book wanted while no expansion has taken one yet
        found = await scripted_expansion(actor, panel, world.env, game_id,
                                         want_book=not any(b for _, _, b, other in done if not other))
        if found is not None:
            regions, taps, books, other = found
            done.append((regions, 1 + taps, books, other))
        return found is not None

    await play_scripted(world, thread, game_id, rng, enough, expansion, limit=MOVE_LIMIT)
    print("expansions (regions, taps, books, other reward taps):", done)
    # (a reward may ask a decision of its own: the order of track steps and a capital call,
    # rulebook page 6; those expansions are counted, not held to r + 3)
    clean = [(regions, taps, books) for regions, taps, books, other in done if not other]
    assert {1, 2, 3} <= {regions for regions, _, _ in clean}, done
    assert any(books for _, _, books in clean), done
    # every expansion whose rewards asked nothing but its one book: r + 3, the book included
    assert all(taps <= regions + 3 for regions, taps, _ in clean if regions), done


async def test_a_bookkeeper_move_takes_at_most_seven_taps_with_its_books(world, monkeypatch):
    """Open, the bookkeeper, where the ink jar ends, the points' books: the last book's
    button places the books and confirms the move; at most 7 taps in all, a book's own
    reward included."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 43)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(43)
    moves: list[tuple[int, int]] = []  # (taps, books)
    for _ in range(MOVE_LIMIT):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state) or len([m for m in moves if m[1]]) >= 2:
            break
        seat = loaded.game.to_move(loaded.state)[0]
        actor = world.players[seat]
        panel = await open_panel(actor, thread)
        use = [text for text, _ in offered(panel) if text.startswith("Use the") and "bookkeeper" in text]
        if loaded.state.get("phase") != "actions" or not use:
            await play_move(actor, thread, rng, panel=panel)
            continue
        version = loaded.version
        panel, taps = await take(actor, panel, use[0])
        books = 0
        for _ in range(20):
            if "Confirm" in labels(panel):
                assert engine_state(world.env, game_id).version == version, "applied before Confirm"
                panel = (await actor.click(panel, label="Confirm")).response
                taps += 1
                break
            if book_buttons(panel):
                taps += await confirmed_book(actor, panel, world.env, game_id, version)
                books += 1
                break
            choices = [text for text, _ in offered(panel)]
            if asks(panel, "Take a book"):  # one point of several: a book, then the next
                pick = next((t for t in choices if t.startswith("Take ") and "pound" not in t.split("(")[0]),
                            choices[0])
                books += 1
            else:  # where the ink jar ends (the first way), or a book's reward
                pick = choices[0]
            panel, n = await take(actor, panel, pick)
            taps += n
        assert "Played" in panel.content, panel.content
        moves.append((1 + taps, books))
    print("bookkeeper moves (taps, books):", moves)
    assert any(books for _, books in moves), moves
    assert all(taps <= 7 for taps, _ in moves), moves


def confirm_buttons(panel) -> list[str]:
    """The buttons that play the move at once, each saying what it confirms."""
    return [c["label"] for c in controls(panel) if c.get("type") == 2 and c.get("custom_id", "").startswith("mb:f:")]


OUST_LINE = r"The ousted (.+?) post goes back to column (\d+)\."


async def crowded_expansion(actor, panel, env, game_id) -> tuple[int, int, int, int, int] | None:
    """Expand with the first company offered into the regions whose rewards ask the most:
    bookkeeping points first, then a region another company holds (its post ousted), the
    cheapest of equals; then the first button that confirms the move (the panel's
    default: the books suggested, front to back, an ousted post to the column the panel
    names) or Confirm. (regions, taps after the panel opened, bookkeeping points, ousted
    posts whose column the player could choose, taps for decisions of other rewards: the
    track's capital call...); None when no expansion is offered."""
    loaded = engine_state(env, game_id)
    version, held = loaded.version, loaded.state["regions"]
    expand = [text for text, _ in offered(panel) if text.startswith("Expand ")]
    if not expand:
        return None
    panel, taps = await take(actor, panel, expand[0])
    entered: list[str] = []
    other = columns_chosen = 0
    for _ in range(20):
        if asks(panel, "enter a region"):
            enter = [(text, region_of(text)) for text, _ in offered(panel)
                     if not text.startswith(("Confirm", "Finish"))]
            cost = {r: int(re.search(r"\((\d+) points?\)$", t)[1]) for t, r in enter}
            text, region = min(enter, key=lambda tr: (-CATALOG.regions[tr[1]].rewards.bookkeeping,
                                                      not held[tr[1]], cost[tr[1]]))
            panel, n = await take(actor, panel, text)
            entered.append(region)
            taps += n
            continue
        assert engine_state(env, game_id).version == version, "applied before Confirm"
        said = re.findall(OUST_LINE, panel.content)
        columns_chosen += len(said) or sum("the ousted" in t for t in labels(panel)) > 1
        finishing = confirm_buttons(panel)
        if "Confirm" in labels(panel) or finishing:
            seen = last_seq(env, game_id)
            done = (await actor.click(panel, label="Confirm" if "Confirm" in labels(panel) else finishing[0])).response
            assert "Played" in done.content and engine_state(env, game_id).version > version
            # an ousted post went where the panel said it would
            columns = [a["column"] + 1 for a in stored_kinds(env, game_id, seen) if a["kind"] == "oust_return"]
            assert not said or [int(c) for _, c in said] == columns, (said, columns)
            taps += 1
            break
        # a decision of the rewards: the points' books and an ousted post count (the
        # target holds them), another reward's (a capital call) is counted apart
        n = 2 if menus(panel) else 1
        books_or_oust = asks(panel, "book") or any("the ousted" in t for t in labels(panel))
        panel = (await decide(actor, panel, random.Random(0))).response
        taps, other = taps + n, other + (0 if books_or_oust else n)
        if "Played" in panel.content:
            break
    points = sum(CATALOG.regions[r].rewards.bookkeeping for r in entered)
    return len(entered), taps, points, columns_chosen, other


async def test_a_four_player_expansion_with_points_and_an_ousted_post_takes_regions_plus_three(world, monkeypatch):
    """The 4-player game's crowded expansions (issue 28: 10 taps for 3 regions, two
    bookkeeping points and a post ousted with columns to choose from): still r + 3, the
    opening included, the points' books suggested and the ousted post placed by default,
    each said on the button or above it, nothing applied before the button that confirms."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: SEED_4P)
    thread, game_id = await start_lobby_game(world, 4, setup="first")
    rng = random.Random(SEED_4P)
    done: list[tuple[int, int, int, int, int]] = []

    def enough() -> bool:
        clean = [d for d in done if not d[4]]
        return any(d[2] >= 2 for d in clean) and any(d[3] for d in clean)

    async def crowded(actor, panel) -> bool:
        found = await crowded_expansion(actor, panel, world.env, game_id)
        if found is not None:
            regions, taps, points, chosen, other = found
            done.append((regions, 1 + taps, points, chosen, other))
        return found is not None

    await play_scripted(world, thread, game_id, rng, enough, crowded, limit=MOVE_LIMIT)
    print("expansions (regions, taps, bookkeeping points, ousted posts with a column to choose, "
          "other reward taps):", done)
    clean = [d for d in done if not d[4]]
    assert any(points >= 2 for _, _, points, _, _ in clean), done
    assert any(chosen for _, _, _, chosen, _ in clean), done
    assert all(taps <= regions + 3 for regions, taps, _, _, _ in clean if regions), done


SEED_4P = 7


async def expansion_ended_early(actor, panel, env, game_id) -> tuple[int, int, bool] | None:
    """Expand with the first company offered into the cheapest region with a bookkeeping
    point, then stop with points left: the button that finishes with the book (one tap),
    else "Finish the expansion" and then the first book's button, as a player would.
    (regions, taps after the panel opened, whether one button did it); None when no such
    expansion is offered here (the draft cancelled)."""
    loaded = engine_state(env, game_id)
    version = loaded.version
    expand = [text for text, _ in offered(panel) if text.startswith("Expand ")]
    if not expand:
        return None
    after, taps = await take(actor, panel, expand[0])
    if not asks(after, "enter a region"):
        await actor.click(after, label="Cancel")
        return None
    enter = [(text, region_of(text)) for text, _ in offered(after) if not text.startswith(("Confirm", "Finish"))]
    cost = {r: int(re.search(r"\((\d+) points?\)$", t)[1]) for t, r in enter}
    points = max(cost.values(), default=0)  # (the dearest region the points reach)
    point = sorted(((t, r) for t, r in enter if CATALOG.regions[r].rewards.bookkeeping == 1
                    and not loaded.state["regions"][r] and cost[r] < points), key=lambda tr: cost[tr[1]])
    if not point:
        await actor.click(after, label="Cancel")
        return None
    panel, n = await take(actor, after, point[0][0])
    taps += n
    if not asks(panel, "enter a region"):  # (a reward asked something first)
        await actor.click(panel, label="Cancel")
        return None
    one = bool(book_buttons(panel))
    if not one:  # main's way: finish, then the book
        finish = next(text for text, _ in offered(panel) if text.startswith("Finish the expansion"))
        panel, n = await take(actor, panel, finish)
        taps += n
        assert book_buttons(panel), panel.content
    # the button says Confirm, and nothing was applied before it; the stored move is the
    # book from where it says onto the space it says (``confirmed_book``), the expansion
    # finished first
    assert all(label.startswith("Confirm") for label in book_buttons(panel))
    seen = last_seq(env, game_id)
    taps += await confirmed_book(actor, panel, env, game_id, version)
    kinds = [a["kind"] for a in stored_kinds(env, game_id, seen)]
    assert kinds.count("enter") == 1 and "finish_expansion" in kinds, kinds
    assert kinds.index("finish_expansion") < kinds.index("take_book") < kinds.index("place_book"), kinds
    return 1, taps, one


async def test_an_expansion_ended_early_with_its_book_takes_regions_plus_three(world, monkeypatch):
    """Issue 28: an expansion the player ends early (a region with a bookkeeping point, then
    "Finish" forfeiting the points left, then the book) took regions + 4; one Confirm now
    finishes it with the book suggested, front to back: regions + 3 with the opening."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: SEED_4P)
    thread, game_id = await start_lobby_game(world, 4, setup="first")
    rng = random.Random(SEED_4P)
    done: list[tuple[int, int, bool]] = []

    async def ended_early(actor, panel) -> bool:
        found = await expansion_ended_early(actor, panel, world.env, game_id)
        if found is not None:
            regions, taps, one = found
            done.append((regions, 1 + taps, one))
        return found is not None

    await play_scripted(world, thread, game_id, rng, lambda: bool(done), ended_early, limit=MOVE_LIMIT)
    print("expansions ended early (regions, taps, one button):", done)
    assert done, "no expansion ended early"
    assert all(one and taps <= regions + 3 for regions, taps, one in done), done
