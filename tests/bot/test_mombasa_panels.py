"""Mombasa's panels on a phone, and the taps a move takes.

Every panel met in seeded 2-player, 4-player and solo games fits a phone: at most 5 rows
of controls, labels within Discord's limits and never cut ("…"), at most 25 options in a
menu. No game is played here for it: the 2-player and the solo game are
tests/bot/test_confirm.py's, the 4-player game (variable setup) tests/bot/test_thread_once.py's,
the Dutch one (variable setup, whose labels are longer) tests/bot/test_dutch.py's, which check
every panel with ``phone_check`` on the way (one game of each kind does both). Scripted moves count their taps (a button one, a pick from a
menu two: open it, pick; the panel's opening one): a goods purchase with units left for the
tracks in at most 5 (open, goods, card, steps, Confirm), an expansion into r regions in at
most r + 3 (open, company, one tap per region, Confirm).
"""

from __future__ import annotations

import json
import random
import re

import discord
import pytest
from simcord.components import walk_components

from bot.client import GameHost
from bot.config import Settings
from bot.ui.panels import ChoiceSelect, fit, fit_all, path_value
from rules.catalogues import words
from rules.core import msg
from rules.mombasa import wording as W
from tests.bot.helpers import (
    controls,
    decide,
    engine_state,
    labels,
    play_move,
    play_scripted,
    start_lobby_game,
)

MOVE_LIMIT = 400


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def menus(panel) -> list[dict]:
    return [c for c in controls(panel) if c.get("type") == 3]


def phone_check(panel) -> None:
    """What a phone shows of one panel, within Discord's limits of a layout message (40
    components in all, nested ones too; 4000 characters of text): few rows, whole labels,
    short menus."""
    every = list(walk_components(panel.components))
    assert len(every) <= 40, f"{len(every)} components"
    assert sum(len(c.get("content") or "") for c in every if c.get("type") == 10) <= 4000
    rows = [c for c in every if c.get("type") == 1]
    assert len(rows) <= 6, f"{len(rows)} rows of controls"  # the choices', and the panel's own
    # a button that opens a form ends in "…" of its own: a typed amount, a standing bid
    typed = {words(lang)(msg(key)) for lang in ("en", "nl")
             for key in ("bot-amount-button", "bot-standing-button-bid")}
    for c in controls(panel):
        if c.get("type") == 2:
            label = c.get("label") or ""
            assert len(label) <= 80 and (not label.endswith("…") or label in typed), label
        elif c.get("type") == 3:
            assert len(c["options"]) <= 25
            assert len(c.get("placeholder") or "") <= 150
            for o in c["options"]:
                assert len(o["label"]) <= 100 and not o["label"].endswith("…"), o["label"]
                # the detail a short label leaves out: whole, and not the label again
                description = o.get("description") or ""
                assert len(description) <= 100 and not description.endswith("…"), description
                assert not description or description.split(" ")[0] != o["label"].split(" ")[0], o


# -- the taps of a move ----------------------------------------------------------------------
def offered(panel) -> list[tuple[str, tuple[dict, dict] | None]]:
    """Every choice the panel offers: (label, None) for a choice's button, (label, (menu,
    option)) for a menu's option."""
    out: list[tuple[str, tuple[dict, dict] | None]] = []
    for c in controls(panel):
        if c.get("type") == 2 and c.get("custom_id", "").startswith(("mb:c:", "mb:f:")):
            out.append((c["label"], None))
        elif c.get("type") == 3:
            out += [(o["label"], (c, o)) for o in c["options"]]
    return out


def asks(panel, words: str) -> bool:
    """Whether the panel asks ``words``: a menu's question, or the line above its buttons."""
    return (any(words.lower() in (m.get("placeholder") or "").lower() for m in menus(panel))
            or words.lower() in panel.content.lower())


async def take(actor, panel, label: str) -> tuple[object, int]:
    """Take the choice labelled ``label``: its button (one tap) or its menu's option (two:
    open the menu, pick). Returns the answer and the taps."""
    found = next(where for text, where in offered(panel) if text == label)
    if found is None:
        result = await actor.click(panel, label=label)
    else:
        menu, option = found
        result = await actor.select(panel, [option["value"]], custom_id=menu["custom_id"])
    assert result.response is not None and not result.followups, result.followups
    return result.response, 1 if found is None else 2


async def scripted_goods(actor, panel, env, game_id) -> int | None:
    """Goods, the cheapest card they buy with units left, all the units left in one pick,
    Confirm: the taps it took after the panel opened (None: no such purchase here, the
    draft cancelled)."""
    version = engine_state(env, game_id).version
    goods = [text for text, _ in offered(panel) if text.startswith("Use goods")]
    if not goods:
        return None
    units = int(re.search(r"(\d+)-unit", goods[0])[1])
    panel, taps = await take(actor, panel, goods[0])
    priced = [(int(m[1]), text) for text, _ in offered(panel) if (m := re.search(r"price (\d+)$", text))]
    priced = [(price, text) for price, text in priced if price < units]
    if not priced:
        await actor.click(panel, label="Cancel")
        return None
    price, card = min(priced)
    panel, n = await take(actor, panel, card)
    taps += n
    assert asks(panel, f"Where your {units - price} step"), panel.content
    panel, n = await take(actor, panel, offered(panel)[0][0])
    taps += n
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    taps += 1
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return taps


async def scripted_expansion(actor, panel, env, game_id, rng) -> tuple[int, int, int] | None:
    """A company, regions one tap each until the move is whole (or finishing with the
    button that confirms it), Confirm: (regions, taps after the panel opened, of them the
    decisions the region rewards ask: a bookkeeping point's book, an ousted post's column)."""
    version = engine_state(env, game_id).version
    expand = [text for text, _ in offered(panel) if text.startswith("Expand ")]
    if not expand:
        return None
    panel, taps = await take(actor, panel, expand[-1])
    regions, rewards = 0, 0
    for _ in range(20):
        if "Confirm" in labels(panel):
            break
        enter = [text for text, _ in offered(panel) if not text.startswith("Confirm")] \
            if asks(panel, "enter a region") else []
        finish = [t for t in labels(panel) if t.startswith("Confirm: Finish")]
        if enter and regions >= 2 and finish:  # finish early: the button confirms
            done = (await actor.click(panel, label=finish[0])).response
            assert "Played" in done.content and engine_state(env, game_id).version > version
            return regions, taps + 1, rewards
        if enter:
            panel, n = await take(actor, panel, enter[0])
            regions += 1
        else:
            before = len(offered(panel))
            result = await decide(actor, panel, rng)
            panel, n = result.response, 1 if before and not menus(panel) else 2
            rewards += n
            if "Played" in panel.content:  # a book's button placed it and confirmed the move
                assert engine_state(env, game_id).version > version
                return regions, taps + n, rewards
        taps += n
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return regions, taps + 1, rewards


async def test_goods_and_expansion_take_few_taps(world, monkeypatch):
    """With the panel's opening: a goods purchase with units left for the tracks in at most
    5 taps (open, goods, card, steps, Confirm), an expansion into r regions in at most
    r + 3 (open, company, one tap per region, Confirm)."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 42)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(42)
    goods: list[int] = []
    expansions: list[tuple[int, int, int]] = []

    async def goods_bought(actor, panel) -> bool:
        taps = await scripted_goods(actor, panel, world.env, game_id)
        if taps is not None:
            goods.append(1 + taps)
        return taps is not None

    async def expansion(actor, panel) -> bool:
        done = await scripted_expansion(actor, panel, world.env, game_id, rng)
        if done is not None:
            regions, taps, rewards = done
            expansions.append((regions, 1 + taps, rewards))
        return done is not None

    await play_scripted(world, thread, game_id, rng,
                        lambda: bool(goods) and any(e[0] >= 2 for e in expansions),
                        goods_bought, expansion, limit=MOVE_LIMIT)
    print("goods purchases (taps):", goods, "expansions (regions, taps, reward taps):", expansions)
    assert goods and expansions, (goods, expansions)
    assert all(taps <= 5 for taps in goods), goods
    # the expansion itself: r + 3; a region's reward may ask decisions of its own
    assert all(taps - rewards <= regions + 3 for regions, taps, rewards in expansions), expansions
    assert any(regions >= 2 for regions, _, _ in expansions), expansions


async def scripted_bookkeeping(actor, panel, env, game_id, rng) -> tuple[int, int, int] | None:
    """The bookkeeper card: where the ink jar ends (a book flipped first or not) in one tap,
    each bookkeeping point's book, the books onto the track (front to back in one tap when
    several), Confirm: (books, taps after the panel opened, of them the decisions a book's
    reward asks)."""
    version = engine_state(env, game_id).version
    use = [text for text, _ in offered(panel) if text.startswith("Use the") and "bookkeeper" in text]
    if not use:
        return None
    panel, taps = await take(actor, panel, use[0])
    books, rewards = 0, 0
    for _ in range(20):
        if "Played" in panel.content:  # a button that placed the books confirmed the move
            assert engine_state(env, game_id).version > version
            return books, taps, rewards
        if "Confirm" in labels(panel):
            break
        choices = [text for text, _ in offered(panel) if not text.startswith("Confirm")]
        together = [text for text, _ in offered(panel) if "front to back" in text]
        if asks(panel, "Move your ink jar"):
            panel, n = await take(actor, panel, choices[0])
        elif asks(panel, "the books nearest to your cards"):
            # the suggested books: one tap takes them, places them front to back and
            # confirms the move
            store = env.bot.games.store.sync
            seen = max((e.seq for e in store.action_log(game_id)), default=0)
            done = (await actor.click(panel, label=next(t for t in labels(panel) if t.startswith("Confirm: ")))).response
            assert "Played" in done.content and engine_state(env, game_id).version > version
            took = sum(json.loads(e.action)["kind"] == "take_book" for e in store.action_log(game_id) if e.seq > seen)
            return books + took, taps + 1, rewards
        elif asks(panel, "Take a book") and not any(t.startswith("Take ") and "pound" not in t.split("(")[0]
                                                    for t, where in offered(panel) if where is None) \
                and any(t.startswith("Confirm: ") and "book" in t for t in labels(panel)):
            # the last point's book: the books placed front to back and the move confirmed,
            # in one tap
            done = (await actor.click(panel, label=next(t for t in labels(panel)
                                                        if t.startswith("Confirm: ") and "book" in t))).response
            assert "Played" in done.content and engine_state(env, game_id).version > version
            return books + 1, taps + 1, rewards
        elif asks(panel, "Take a book"):
            # (a point of several: a book by its button, then the next point)
            panel, n = await take(actor, panel, next((t for t, where in offered(panel) if t.startswith("Take ")
                                                      and "pound" not in t.split("(")[0] and where is None),
                                                     choices[0]))
            books += 1
        elif together and together[0].startswith("Confirm: "):  # the books placed, the move confirmed
            panel, n = (await actor.click(panel, label=together[0])).response, 1
        elif together:
            panel, n = await take(actor, panel, together[0])
        elif asks(panel, "Where "):
            panel, n = await take(actor, panel, choices[0])
        else:
            before = bool(menus(panel))
            panel, n = (await decide(actor, panel, rng)).response, 2 if before else 1
            rewards += n
        taps += n
    assert engine_state(env, game_id).version == version, "applied before Confirm"
    done = (await actor.click(panel, label="Confirm")).response
    assert "Played" in done.content and engine_state(env, game_id).version > version
    return books, taps + 1, rewards


async def test_a_bookkeeping_move_takes_at_most_seven_taps(world, monkeypatch):
    """With the panel's opening: the card, the ink jar, a book per point, the books onto the
    track, Confirm: at most 7 taps (a book's reward may ask decisions of its own)."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 43)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(43)
    moves: list[tuple[int, int, int]] = []

    async def bookkeeping(actor, panel) -> bool:
        done = await scripted_bookkeeping(actor, panel, world.env, game_id, rng)
        if done is not None:
            books, taps, rewards = done
            moves.append((books, 1 + taps, rewards))
        return done is not None

    await play_scripted(world, thread, game_id, rng,
                        lambda: sum(b >= 2 for b, _, _ in moves) >= 1, bookkeeping, limit=MOVE_LIMIT)
    print("bookkeeping moves (books, taps, reward taps):", moves)
    assert any(books >= 2 for books, _, _ in moves), moves  # two books: the front-to-back tap
    assert all(taps - rewards <= 7 for _, taps, rewards in moves), moves


async def at_the_action_phase(world, monkeypatch, seed: int = 41):
    """A seeded 2-player game played through its panels (random choices) up to its action
    phase: its thread, its id, the game as stored then and the seat to move."""
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: seed)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    rng = random.Random(seed)
    while (loaded := engine_state(world.env, game_id)).state.get("phase") != "actions":
        seat = loaded.game.to_move(loaded.state)[0]
        await play_move(world.players[seat], thread, rng)
    return thread, game_id, loaded, loaded.game.to_move(loaded.state)[0]


async def test_a_pick_that_stands_for_several_decisions_is_checked_whole(world, monkeypatch):
    """A pick's later decisions are taken only as the panel offered them (and checked by the
    engine like the first): another path refuses the whole pick and changes nothing, not
    even the draft."""
    from bot.games.parse import BadInput

    _, game_id, loaded, seat = await at_the_action_phase(world, monkeypatch)
    service = world.env.bot.games
    user = world.players[seat].id
    panel = await service.panel(game_id, user)
    first = panel.choices[0]
    with pytest.raises(BadInput):  # not offered: refused before the engine sees any of it
        await service.choose(game_id, user, panel.version, panel.rev, first.index, then=(0, 9999))
    again = await service.panel(game_id, user)
    assert (again.version, again.rev, again.so_far) == (panel.version, panel.rev, [])
    # the same pick with a path that fits is taken whole, in one draft step
    option = next(o for m in panel.menus for o in m.options if o.then)
    after = await service.choose(game_id, user, panel.version, panel.rev, option.index, then=option.then)
    steps = service.store.sync.get_draft(game_id, seat).draft["steps"]
    assert after.rev > panel.rev and steps == [1 + len(option.then)]  # one step, whole
    assert len(after.so_far) == 1 + len(option.then)
    assert engine_state(world.env, game_id).version == loaded.version  # nothing applied yet


# -- one menu, one way of saying -------------------------------------------------------------
def goods_card(good: str, units: int = 2):
    return msg("mombasa-card", id="x", kind="goods", units=units, good=W.good(good))


def end_phase(deck: int, cards: list) -> object:
    """The engine's option, its cards as the engine names them."""
    return msg("mombasa-act-end-phase", deck=W.deck(deck), cards=W.comma_chain(cards))


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_options_of_one_kind_in_a_menu_read_the_same_way(lang):
    """When one "end your action phase" option needs the short form, all of them take it,
    and each description still says which cards the deck holds, whole."""
    say = words(lang)
    cards = [goods_card(g) for g in ("coffee", "bananas", "cotton")]
    options = [end_phase(0, cards[:1]), end_phase(1, cards * 2), end_phase(2, cards[1:2])]
    assert len(say(options[0])) <= 100 < len(say(options[1]))  # only one is too long
    fitted = fit_all(say, options, [100] * 3)
    heads = {re.sub(r"\d", "#", label) for label, _ in fitted}
    assert len(heads) == 1, fitted  # the same words, the deck number apart
    for n, (label, detail) in enumerate(fitted, 1):
        assert re.search(rf"\b{n}\b", label), label
        card = cards[0 if n != 3 else 1]  # named in full, or short when the full list is too long
        assert detail and not detail.endswith("…"), detail
        assert say(card) in detail or say(msg("mombasa-card-short", **card.args)) in detail, detail
    other = msg("mombasa-act-end-phase-empty")  # another kind is left as it is
    assert fit_all(say, [other, *options], [100] * 4)[0] == (say(other), None)


@pytest.mark.parametrize("lang, head", [("en", "Resting: "), ("nl", "Rust: ")])
def test_a_starting_tile_description_holds_the_detail_only(lang, head):
    from rules import get_game

    game = get_game("mombasa")
    state = game.new_game(players=2, seed=5, options={"setup": "variable"})
    say = words(lang)
    for action in game.legal_actions(state, game.to_move(state)[0]):
        label, detail = fit(say, action.message, 100)
        assert detail is not None and detail.startswith(head) and not detail.endswith("…"), detail
        assert len(detail) <= 100 and "T0" not in detail and "T1" not in detail, detail


# -- forged menu values ---------------------------------------------------------------------
async def test_a_forged_menu_value_is_refused_plainly_and_changes_nothing(world, monkeypatch):
    """A menu value the panel never offered (a broken path, one longer than offered, a
    value for another seat or game) gets a plain refusal; the game and the draft stay."""
    thread, game_id, loaded, seat = await at_the_action_phase(world, monkeypatch)
    service = world.env.bot.games
    actor, other = world.players[seat], world.players[1 - seat]
    panel = await service.panel(game_id, actor.id)
    offered = [(o.index, o.then) for m in panel.menus for o in m.options]
    with_path = next((i, then) for i, then in offered if then)
    plain = next(i for i, then in offered if not then)
    forged = ["1..2", "1.x", ".1", "1.", "-1", "1 ", "0x1", "99999999999999999999", "0." * 8 + "0",
              ".".join(str(i) for i in (*with_path[0:1], *with_path[1], 0)),  # longer than offered
              f"{plain}.0", f"{with_path[0]}.999"]
    sender = world.env.bot.get_channel(thread.id)

    async def menu(game: int, ver: int, rev: int, values: list[str]):
        view = discord.ui.View(timeout=None)
        view.add_item(ChoiceSelect(game, ver, rev, 0, options=[
            discord.SelectOption(label=f"option {n}", value=v) for n, v in enumerate(values)]))
        await sender.send("forged", view=view)
        return thread.last_message

    def unchanged():
        again = engine_state(world.env, game_id)
        draft = world.env.bot.games.store.sync.get_draft(game_id, seat)
        assert again.version == loaded.version
        assert draft is None or not (draft.draft or {}).get("actions"), draft

    forged_menu = await menu(game_id, panel.version, panel.rev, forged)
    for value in forged:
        result = await actor.select(forged_menu, [value])
        reply = " ".join(m.content for m in [result.response, *result.followups]
                         if m is not None and m.ephemeral and m.content)
        assert re.search(r"not a (valid )?choice", reply), (value, reply)  # plain words, no error
        unchanged()
    # the other seat, with the mover's offered value: not theirs to decide
    real = path_value(*with_path)
    result = await other.select(await menu(game_id, panel.version, panel.rev, [real]), [real])
    reply = " ".join(m.content for m in [result.response, *result.followups] if m is not None and m.content)
    assert reply and "Played" not in reply, reply
    unchanged()
    # another game's menu (a game id that does not exist), the same value
    result = await actor.select(await menu(game_id + 1000, panel.version, panel.rev, [real]), [real])
    reply = " ".join(m.content for m in [result.response, *result.followups] if m is not None and m.content)
    assert f"#{game_id + 1000}" in reply or "no game" in reply.lower(), reply
    unchanged()
    # and the offered value itself still works afterwards
    after = await service.choose(game_id, actor.id, panel.version, panel.rev, with_path[0], then=with_path[1])
    assert after.rev > panel.rev
