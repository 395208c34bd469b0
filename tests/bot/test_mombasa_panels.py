"""Mombasa's panels on a phone, and the taps a move takes.

Every panel met in seeded 2-player, 4-player and solo games fits a phone: at most 5 rows
of controls, labels within Discord's limits and never cut ("…"), at most 25 options in a
menu. Scripted moves count their interactions (a pick from a menu is one): a goods
purchase with units left for the tracks in at most 4 (goods, card, steps, Confirm), an
expansion into r regions in at most r + 2 (company, one pick per region, Confirm).
"""

from __future__ import annotations

import random
import re

import pytest

from bot.client import MombasaBot
from bot.config import Settings
from tests.bot.helpers import decide, engine_state, labels, open_panel, play_move, start_lobby_game

MOVE_LIMIT = 400


@pytest.fixture
def simcord_bot(db_path):
    return MombasaBot(Settings(discord_token="simcord-test-token", database_path=db_path))


def menus(panel) -> list[dict]:
    return [c for row in panel.components for c in row.get("components", []) if c.get("type") == 3]


def phone_check(panel) -> None:
    """What a phone shows of one panel: few rows, whole labels, short menus."""
    rows = panel.components
    assert len(rows) <= 5, f"{len(rows)} rows of controls"
    for row in rows:
        for c in row.get("components", []):
            if c.get("type") == 2:
                label = c.get("label") or ""
                assert len(label) <= 80 and not label.endswith("…"), label
            elif c.get("type") == 3:
                assert len(c["options"]) <= 25
                assert len(c.get("placeholder") or "") <= 150
                for o in c["options"]:
                    assert len(o["label"]) <= 100 and not o["label"].endswith("…"), o["label"]
                    # the detail a short label leaves out (cut at a word boundary at worst)
                    assert len(o.get("description") or "") <= 100
    assert len(panel.content) <= 2000


async def checked_move(actor, channel, rng, seen: list[int]) -> None:
    """A random move through the panels, every panel on its way checked."""
    panel = await open_panel(actor, channel)
    for _ in range(60):
        phone_check(panel)
        seen[0] += 1
        if "Confirm" in labels(panel):
            result = await actor.click(panel, label="Confirm")
        else:
            result = await decide(actor, panel, rng)
        panel = result.response
        assert panel is not None
        if "Played" in panel.content or not panel.components:
            return
    raise AssertionError("a move took more than 60 decisions")


@pytest.mark.parametrize("players, seed", [(2, 31), (4, 32)])
async def test_every_panel_of_a_game_fits_a_phone(world, monkeypatch, players, seed):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: seed)
    thread, game_id = await start_lobby_game(world, players, setup="variable" if players == 4 else "first")
    rng = random.Random(seed)
    seen = [0]
    moves = 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        await checked_move(world.players[seat], thread, rng, seen)
        moves += 1
        assert moves < MOVE_LIMIT
    assert seen[0] > moves  # every move showed at least one panel


async def test_every_solo_panel_fits_a_phone(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 33)
    alice = world.players[0]
    await alice.slash(world.channel, "mombasa solo", difficulty="medium")
    dm = alice.user.dm_channel
    game_id = world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0].id
    rng = random.Random(33)
    seen, moves = [0], 0
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        await checked_move(alice.user, dm, rng, seen)
        moves += 1
        assert moves < MOVE_LIMIT
    assert seen[0] > moves


# -- the taps of a move ----------------------------------------------------------------------
def menu_named(panel, words: str) -> dict | None:
    """The first menu whose placeholder says ``words``."""
    return next((m for m in menus(panel) if words.lower() in (m.get("placeholder") or "").lower()), None)


async def pick(actor, panel, menu: dict, option: dict):
    result = await actor.select(panel, [option["value"]], custom_id=menu["custom_id"])
    assert result.response is not None and not result.followups, result.followups
    return result.response


async def scripted_goods(actor, panel, env, game_id) -> int | None:
    """Goods, the cheapest card they buy with units left, all the units left in one pick,
    Confirm: the interactions it took (None: no such purchase here, the draft cancelled)."""
    version = engine_state(env, game_id).version
    actions = menu_named(panel, "Choose an action")
    goods = [o for o in (actions or {}).get("options", []) if o["label"].startswith("Use goods")]
    if not goods:
        return None
    taps = 1
    units = int(re.search(r"(\d+)-unit", goods[0]["label"])[1])
    panel = await pick(actor, panel, actions, goods[0])
    buy = menu_named(panel, "Buy a card")
    priced = [(int(re.search(r"price (\d+)$", o["label"])[1]), o) for o in (buy or {}).get("options", [])
              if re.search(r"price (\d+)$", o["label"])]
    priced = [(price, o) for price, o in priced if price < units]
    if not priced:
        await actor.click(panel, label="Cancel")
        return None
    price, card = min(priced, key=lambda po: po[0])
    panel = await pick(actor, panel, buy, card)
    taps += 1
    steps = menu_named(panel, "Where your")
    assert steps is not None, panel.content
    assert steps["placeholder"].startswith(f"Where your {units - price} step")
    panel = await pick(actor, panel, steps, steps["options"][0])
    taps += 1
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    taps += 1
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return taps


async def scripted_expansion(actor, panel, env, game_id, rng) -> tuple[int, int, int] | None:
    """A company, regions one pick each until the move is whole (or finishing with the
    button that confirms it), Confirm: (regions, interactions, of them the decisions the
    region rewards ask: a bookkeeping point's book, an ousted post's column)."""
    version = engine_state(env, game_id).version
    actions = menu_named(panel, "Choose an action")
    expand = [o for o in (actions or {}).get("options", []) if o["label"].startswith("Expand ")]
    if not expand:
        return None
    panel = await pick(actor, panel, actions, expand[-1])
    taps, regions, rewards = 1, 0, 0
    for _ in range(20):
        if "Confirm" in labels(panel):
            break
        enter = menu_named(panel, "Enter a region")
        finish = [t for t in labels(panel) if t.startswith("Confirm: Finish")]
        if enter is not None and regions >= 2 and finish:  # finish early: the button confirms
            done = (await actor.click(panel, label=finish[0])).response
            assert "Played" in done.content and engine_state(env, game_id).version > version
            return regions, taps + 1, rewards
        if enter is not None:
            panel = await pick(actor, panel, enter, enter["options"][0])
            regions += 1
        else:
            panel = (await decide(actor, panel, rng)).response
            rewards += 1
        taps += 1
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return regions, taps + 1, rewards


async def test_goods_and_expansion_take_few_interactions(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(41)
    goods: list[int] = []
    expansions: list[tuple[int, int, int]] = []
    for _ in range(MOVE_LIMIT):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state) or (goods and any(e[0] >= 2 for e in expansions)):
            break
        seat = loaded.game.to_move(loaded.state)[0]
        actor = world.players[seat]
        panel = await open_panel(actor, thread)
        if loaded.state.get("phase") == "actions":
            taps = await scripted_goods(actor, panel, world.env, game_id)
            if taps is not None:
                goods.append(taps)
                continue
            panel = await open_panel(actor, thread)
            done = await scripted_expansion(actor, panel, world.env, game_id, rng)
            if done is not None:
                expansions.append(done)
                continue
            panel = await open_panel(actor, thread)
        await play_move(actor, thread, rng, panel=panel)
    print("goods purchases (interactions):", goods, "expansions (regions, interactions, reward decisions):", expansions)
    assert goods and expansions, (goods, expansions)
    assert all(taps <= 4 for taps in goods), goods
    # the expansion itself: r + 2; a region's reward may ask decisions of its own
    assert all(taps - rewards <= regions + 2 for regions, taps, rewards in expansions), expansions
    assert any(regions >= 2 for regions, _, _ in expansions), expansions


async def test_a_pick_that_stands_for_several_decisions_is_checked_whole(world, monkeypatch):
    """A pick's later decisions are checked by the engine like the first: one that no longer
    fits refuses the whole pick (stale) and changes nothing, not even the draft."""
    from bot.games import StalePanel

    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 41)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(41)
    service = world.env.bot.games
    while (loaded := engine_state(world.env, game_id)).state.get("phase") != "actions":
        seat = loaded.game.to_move(loaded.state)[0]
        await play_move(world.players[seat], thread, rng)
    seat = loaded.game.to_move(loaded.state)[0]
    user = world.players[seat].id
    panel = await service.panel(game_id, user)
    first = panel.choices[0]
    with pytest.raises(StalePanel):
        await service.choose(game_id, user, panel.version, panel.rev, first.index, then=(0, 9999))
    again = await service.panel(game_id, user)
    assert (again.version, again.rev, again.so_far) == (panel.version, panel.rev, [])
    # the same pick with a path that fits is taken whole, in one draft step
    option = next(o for m in panel.menus for o in m.options if o.then)
    after = await service.choose(game_id, user, panel.version, panel.rev, option.index, then=option.then)
    assert after.rev == panel.rev + 1 and len(after.so_far) == 1 + len(option.then)
    assert engine_state(world.env, game_id).version == loaded.version  # nothing applied yet
