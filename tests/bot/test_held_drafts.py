"""Drafts held in the memory of the process that serves the game (issue 31; bot/store/drafts.py),
on a SQLite file and on PostgreSQL, with two processes' stores on one database as
tests/bot/test_two_processes.py has them.

A draft click writes nothing; a clean stop keeps the draft and the next process goes on
with the very panel the player holds; after a crash the lost picks are refused plainly and
no panel from before can touch the new draft; a click delivered twice takes its step once;
a click reaching a process that does not serve the game changes nothing there."""

from __future__ import annotations

import asyncio
import time

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.games import GameService, Renderer, StalePanel
from bot.games.errors import DraftLost
from bot.shards import Shards
from bot.store import AsyncGameStore, Place
from bot.store.counts import count_store
from rules.catalogues import english
from tests.bot.test_two_processes import SHARDS, guild_on

ADD_1, ADD_2, PASS = 0, 1, 3  # the tally game's choices


async def open_service(url: str) -> GameService:
    return GameService(await AsyncGameStore.open(url), Renderer(images=False))


@pytest.fixture
async def opened(database_url):
    """Open services on one database (each its own store: its own process); all closed at
    the end (a clean stop: each keeps its held drafts)."""
    services: list[GameService] = []

    async def open_one() -> GameService:
        services.append(await open_service(database_url))
        return services[-1]

    yield open_one
    for s in services:
        await s.store.close()


async def new_game(service: GameService) -> int:
    game = await service.create_game("tally", [1, 2], engine_options={"target": 50},
                                     place=Place(guild_id=guild_on(0, 1), channel_id=5, thread_id=6))
    await service.opening(game.id)
    return game.id


async def saved_row(service: GameService, game_id: int) -> list[tuple]:
    sync = service.store.sync
    rows = await service.store.run(lambda: list(sync.db.query(
        "SELECT seat, draft FROM drafts WHERE game_id = ?", [game_id])))
    return [(r["seat"], r["draft"]) for r in rows]


async def test_a_draft_click_writes_nothing_and_a_clean_stop_keeps_the_draft(opened):
    a = await opened()
    game_id = await new_game(a)
    panel = await a.panel(game_id, 1)
    counts = count_store(a.store)
    before = counts.snapshot()
    panel = await a.choose(game_id, 1, panel.version, panel.rev, ADD_2)
    panel = await a.choose(game_id, 1, panel.version, panel.rev, ADD_1)
    assert counts.since(before)[1] == 0  # two picks: no write transaction
    assert [english(m) for m in panel.so_far] == ["Add 2", "Add 1"]
    assert await saved_row(a, game_id) == []  # held in memory only
    await a.store.close()  # a clean stop (SIGTERM): the held draft is written
    b = await opened()
    assert [seat for seat, _ in await saved_row(b, game_id)] == [0]
    # the next process goes on with the panel the player still holds: its Confirm works
    shown = await b.choose(game_id, 1, panel.version, panel.rev, PASS)
    assert [english(m) for m in shown.so_far] == ["Add 2", "Add 1", "Pass"]
    outcome = await b.commit(game_id, 1, shown.version, shown.rev)
    assert outcome.version == 3
    assert [(e.seat, e.version) for e in await b.store.action_log(game_id)] == [(0, 1), (0, 2), (0, 3)]


async def test_picks_lost_in_a_crash_are_refused_plainly_and_no_old_panel_fits_the_new_draft(opened):
    a = await opened()
    game_id = await new_game(a)
    first = await a.panel(game_id, 1)
    picked = await a.choose(game_id, 1, first.version, first.rev, ADD_2)
    # Process a dies without stopping (its held pick is lost); b is the restart, which
    # takes longer than a click (the clock the revisions follow moves on meanwhile).
    await asyncio.sleep(0.05)
    b = await opened()
    for old in (picked, first):  # the panel after the pick, and the one before it
        with pytest.raises(DraftLost) as refused:
            await b.choose(game_id, 1, old.version, old.rev, ADD_1)
        assert "unconfirmed choices" in str(refused.value) and "lost" in str(refused.value)
    with pytest.raises(DraftLost):
        await b.commit(game_id, 1, picked.version, picked.rev)
    assert await b.store.action_log(game_id) == []  # nothing changed in the game
    # the player chooses again on a fresh panel; the old panels stay refused
    fresh = await b.panel(game_id, 1)
    assert fresh.so_far == [] and fresh.rev not in (first.rev, picked.rev)
    again = await b.choose(game_id, 1, fresh.version, fresh.rev, ADD_1)
    for old in (picked, first):
        with pytest.raises(StalePanel):
            await b.choose(game_id, 1, old.version, old.rev, PASS)
    assert [english(m) for m in again.so_far] == ["Add 1"]
    assert [english(m) for m in (await b.panel(game_id, 1)).so_far] == ["Add 1"]


async def test_after_a_crash_the_last_move_is_still_undone_whole(opened):
    """The spent draft of a committed move is saved with the move: an undo after a crash
    takes back the whole move, not only its last action."""
    a = await opened()
    game_id = await new_game(a)
    panel = await a.panel(game_id, 1)
    for choice in (ADD_2, ADD_1, PASS):
        panel = await a.choose(game_id, 1, panel.version, panel.rev, choice)
    await a.commit(game_id, 1, panel.version, panel.rev)
    b = await opened()  # a died; its memory is gone
    undone = await b.undo(game_id, 1)
    assert undone.version == 4
    log = await b.store.action_log(game_id, include_undone=False)
    assert log == []  # all three actions of the move, not only "pass"


async def test_a_click_delivered_twice_takes_its_step_once(opened):
    a = await opened()
    game_id = await new_game(a)
    panel = await a.panel(game_id, 1)
    results = await asyncio.gather(*(a.choose(game_id, 1, panel.version, panel.rev, ADD_2)
                                      for _ in range(2)), return_exceptions=True)
    refused = [r for r in results if isinstance(r, StalePanel)]
    shown = [r for r in results if not isinstance(r, BaseException)]
    assert len(refused) == 1 and len(shown) == 1, results
    assert [english(m) for m in (await a.panel(game_id, 1)).so_far] == ["Add 2"]


async def test_a_click_reaching_a_process_that_does_not_serve_the_game_changes_nothing(opened):
    a, b = await opened(), await opened()
    a.store.serve_shards(Shards(SHARDS, (0,)))
    b.store.serve_shards(Shards(SHARDS, (1,)))
    game_id = await new_game(a)  # a server on shard 0: process a's
    panel = await a.panel(game_id, 1)
    picked = await a.choose(game_id, 1, panel.version, panel.rev, ADD_2)
    done = await a.choose(game_id, 1, picked.version, picked.rev, PASS)
    # the same clicks delivered to b as well: refused there, whatever b knows of the seat
    for shown in (panel, picked, done):
        with pytest.raises(StalePanel):
            await b.choose(game_id, 1, shown.version, shown.rev, ADD_1)
        with pytest.raises(StalePanel):
            await b.commit(game_id, 1, shown.version, shown.rev)
    assert await b.store.action_log(game_id) == []
    outcome = await a.commit(game_id, 1, done.version, done.rev)
    assert outcome.version == 2
    assert [(e.seat, e.version) for e in await b.store.action_log(game_id)] == [(0, 1), (0, 2)]


@pytest.mark.parametrize("clock", ["running", "within one hundredth"])
async def test_a_panel_of_this_process_whose_draft_was_cleared_is_only_out_of_date(opened, monkeypatch, clock):
    """A draft cleared while the process runs (a skipped turn clears it) leaves the old
    panel stale, as ever: nothing was lost in a restart, so it does not say so. Also when
    it all happens within one hundredth of a second, the clock's step for revisions (CI
    once saw the old panel accepted: the new draft's revision equalled the old one's)."""
    if clock != "running":
        frozen = time.time()
        monkeypatch.setattr("bot.games.drafts.time.time", lambda: frozen)
    a = await opened()
    game_id = await new_game(a)
    panel = await a.panel(game_id, 1)
    picked = await a.choose(game_id, 1, panel.version, panel.rev, ADD_2)
    await a.store.clear_draft(game_id, 0)
    for old in (panel, picked):
        with pytest.raises(StalePanel) as refused:
            await a.choose(game_id, 1, old.version, old.rev, ADD_1)
        assert not isinstance(refused.value, DraftLost) and "out of date" in str(refused.value)
    assert (await a.panel(game_id, 1)).so_far == []


async def test_a_panel_whose_move_the_database_failed_to_save_is_not_said_lost_in_a_restart(
        tmp_path, monkeypatch):
    """The database fails at a move's final commit (no restart): the move is not played,
    and a later click on that panel is refused saying the move could not be saved, never
    that the bot restarted."""
    import sqlite3

    import bot.store.db as db

    a = await open_service(str(tmp_path / "games.db"))
    try:
        game_id = await new_game(a)
        for user in (1, 2):  # each seat's first move: the spent draft is saved with it
            panel = await a.panel(game_id, user)
            panel = await a.choose(game_id, user, panel.version, panel.rev, PASS)
            await a.commit(game_id, user, panel.version, panel.rev)
        panel = await a.panel(game_id, 1)
        panel = await a.choose(game_id, 1, panel.version, panel.rev, ADD_2)
        panel = await a.choose(game_id, 1, panel.version, panel.rev, PASS)
        log = await a.store.action_log(game_id)
        commit = db._commit

        def failing(conn):
            monkeypatch.setattr(db, "_commit", commit)  # once
            conn.conn.rollback()
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(db, "_commit", failing)
        with pytest.raises(sqlite3.OperationalError):
            await a.commit(game_id, 1, panel.version, panel.rev)
        assert await a.store.action_log(game_id) == log  # the move was not played
        for click in (lambda: a.commit(game_id, 1, panel.version, panel.rev),
                      lambda: a.choose(game_id, 1, panel.version, panel.rev, ADD_1)):
            with pytest.raises(StalePanel) as refused:
                await click()
            said = str(refused.value)
            assert "restart" not in said and "could not be saved" in said, said
        assert await a.store.action_log(game_id) == log
    finally:
        await a.store.close()
