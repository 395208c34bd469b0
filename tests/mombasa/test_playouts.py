"""Random playouts through the protocol kit, with Mombasa's own invariants."""

from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.mombasa.automa_part import automa_debt
from rules.mombasa.bonuses import markers_total
from rules.mombasa.components.loader import load_components
from rules.mombasa.scoring import all_cards
from rules.testkit import check_determinism, check_views, random_playout

GAME = get_game("mombasa")
COMP = load_components()
POSTS_PER_COMPANY = sum(len(col) for col in COMP.companies[0].columns)


def no_negative_money(game, s):
    for i, p in enumerate(s["seats"]):
        assert p["money"] >= 0, f"seat {i} has {p['money']} pounds"


def posts_conserved(game, s):
    for cid, cols in s["bases"].items():
        base = sum(c["posts"] for c in cols)
        on_map = sum(1 for posts in s["regions"].values() for p in posts if p["company"] == cid)
        assert base + on_map + s["removed"][cid] == POSTS_PER_COMPANY, f"{cid}: {base}+{on_map}+{s['removed'][cid]}"
        for c in cols:
            assert 0 <= c["posts"] <= (4 if c["final_lost"] else 5)
            assert c["posts"] or c["final_lost"]


def one_post_per_region(game, s):
    if s["tasks"]:
        return  # an expansion may be under way
    for rid, posts in s["regions"].items():
        assert len(posts) <= 1, f"{rid} holds {posts}"
        assert not any(p["upended"] for p in posts)


SEAT_CARDS = [
    [f"p{seat + 1}:{x.id}" for x in COMP.starting_cards]
    + [f"p{seat + 1}:{x.id}" for x in COMP.expansion_one_cards if x.seat == seat + 1]
    for seat in range(4)
]
MARKET_CARDS = [f"M:{c.id}" for c in COMP.market_cards]


def cards_conserved(game, s):
    """Every card is in exactly one place: the deck, the display, the discard pile or one
    seat's hand, plan, action area or resting decks. A seat's own starting cards are with
    that seat or on the discard pile (sold); no market card is lost."""
    where: dict[str, str] = {}
    places = [("deck", s["deck"]), ("display", [c for col in s["display"] for c in col if c]), ("discard", s["discard"])]
    places += [(f"seat{seat}", all_cards(s, seat)) for seat in range(s["players"])]
    for name, cards in places:
        for c in cards:
            assert c not in where, f"{c} is in {where[c]} and {name}"
            where[c] = name
    expected = len(COMP.market_cards) + sum(len(SEAT_CARDS[i]) for i in range(s["players"]))
    assert len(where) == expected, f"{len(where)} cards, expected {expected}"
    for seat in range(s["players"]):
        for c in SEAT_CARDS[seat]:
            assert where.get(c) in (f"seat{seat}", "discard"), f"{c} is at {where.get(c)}"
    for c in MARKET_CARDS:
        assert c in where, f"market card {c} is lost"


def within_bounds(game, s):
    D = GAME.D
    for p in s["seats"]:
        for cid, pos in p["tracks"].items():
            assert 0 <= pos < len(D.tracks[s["tracks"][cid]].spaces)
        assert 0 <= p["diamond"] < len(D.player_board.diamond)
        assert 0 <= p["ink"] < len(D.player_board.bookkeeping)
        assert p["books"][p["ink"]] is not None or p["ink"] == 0
    assert 1 <= s["round"] <= 7


def no_negative_stock(game, s):
    for i, p in enumerate(s["seats"]):
        assert p["money"] >= 0, f"seat {i} has {p['money']} pounds"
    assert all(c >= 0 for c in s["round_track"]), s["round_track"]
    assert all(c >= 0 for col in s["book_coins"] for c in col), s["book_coins"]
    D = GAME.D
    for seat in range(s["players"]):
        placed = sum(1 for v in s["bonus_spaces"].values() if v == seat)
        assert 0 <= placed <= markers_total(s, D, seat), f"seat {seat} placed {placed} markers"


def _running_last(values) -> list[int]:
    """For each position, the last value printed at or before it (0 before the first)."""
    out, last = [], 0
    for v in values:
        last = v if v is not None else last
        out.append(last)
    return out


SHARES_AT = {tr.id: _running_last(sp.shares for sp in tr.spaces) for tr in COMP.tracks}
DIAMOND_AT = _running_last(sp.value for sp in COMP.player_board.diamond)
INK_AT = _running_last(sp.value for sp in COMP.player_board.bookkeeping)
CARD_SHARE = {cid: card.share for cid, card in GAME.D.cards.items() if card.share}


def scores_consistent(game, s):
    """The score sheet follows from the state: cash, shares x uncovered coin icons (counted
    from the base model, not the engine's helper), the last diamond/bookkeeping values."""
    sc = game.scores(s)
    coins = {}
    for cid, cols in s["bases"].items():
        coins[cid] = 0
        for k, col in enumerate(cols):
            # walk the column from the rear: an emptied final space stays open, then the
            # posts cover one space each, and the spaces in front of them are open
            open_icons = list(GAME.D.columns[cid][k])
            i = len(open_icons) - 1 - (1 if col["final_lost"] else 0)
            for _ in range(col["posts"]):
                open_icons[i] = 0
                i -= 1
            coins[cid] += sum(open_icons)
    for seat, row in enumerate(sc):
        assert row["total"] == sum(v for k, v in row.items() if k != "total")
        p = s["seats"][seat]
        assert row["cash"] == p["money"] - automa_debt(s, seat)
        shares = dict.fromkeys(coins, 0)
        for c in all_cards(s, seat):
            if c in CARD_SHARE:
                shares[CARD_SHARE[c]] += 1
        for cid, tid in s["tracks"].items():
            n = SHARES_AT[tid][p["tracks"][cid]] + shares[cid]
            assert row[cid] == n * coins[cid], f"seat {seat} {cid}: {row[cid]} != {n} x {coins[cid]}"
        assert row["diamonds"] == DIAMOND_AT[p["diamond"]]
        assert row["bookkeeping"] == INK_AT[p["ink"]]


def action_bookkeeping(game, s):
    """A checkpoint exists only while the seat in turn is building an action."""
    if "checkpoint" in s:
        assert s["phase"] == "actions" and s["turn"] is not None
        assert isinstance(s["checkpoint"], str) and "action_log" in s
    else:
        assert "action_log" not in s


INVARIANTS = [no_negative_money, posts_conserved, one_post_per_region, cards_conserved, within_bounds,
              no_negative_stock, scores_consistent, action_bookkeeping]


def plan_mostly_full(rng: random.Random, legal):
    """A planning decision: place a card most of the time (so action areas fill up), else
    confirm the plan."""
    place = [a for a in legal if a.kind == "plan_place"]
    if place and rng.random() < 0.85:
        return rng.choice(place)
    return next(a for a in legal if a.kind == "plan_commit")


def planner(rng: random.Random, game, s, seat, legal):
    """Random, but plans full action areas most of the time and rarely ends early."""
    if s["phase"] == "planning":
        return plan_mostly_full(rng, legal)
    other = [a for a in legal if a.kind != "end_phase"]
    if other and rng.random() < 0.9:
        return rng.choice(other)
    return rng.choice(legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_deep(players):
    for seed in range(2):
        rec = random_playout(GAME, players, seed, {"setup": "variable" if seed % 2 else "first"},
                             invariants=INVARIANTS, deep_every=1, choose=planner)
        assert rec.finished
        check_determinism(GAME, rec)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_many_seeds(players):
    # (the 504-game run with every invariant is test_playouts_scale.py)
    finals = set()
    for seed in range(100, 110):
        opts = {"setup": "variable" if seed % 2 else "first"}
        choose = planner if seed % 3 else None  # some fully uniform playouts too
        rec = random_playout(GAME, players, seed, opts, invariants=INVARIANTS, deep_every=10, choose=choose)
        assert rec.finished
        s = GAME.load(rec.final_dump)
        assert s["round"] == 7 and s["phase"] == "over"
        if seed % 5 == 0:
            check_determinism(GAME, rec)
        finals.add(rec.final_dump)
    assert len(finals) == 10


def test_public_view_ignores_hidden_information():
    """Changing only a seat's hidden cards (hand, plan) changes no other seat's view."""
    s = GAME.new_game(3, 5)
    rng = random.Random(5)
    while s["phase"] != "planning":
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    # seat 0 plans one card; compare with a state where it planned a different card
    legal = [a for a in GAME.legal_actions(s, 0) if a.kind == "plan_place"]
    a1 = legal[0]
    a2 = next(a for a in legal if a["card"] != a1["card"] and a["slot"] == a1["slot"])
    s1, _ = GAME.apply(s, 0, a1)
    s2, _ = GAME.apply(s, 0, a2)
    for viewer in (None, 1, 2):
        assert GAME.view(s1, viewer) == GAME.view(s2, viewer)
    assert GAME.view(s1, 0) != GAME.view(s2, 0)
    # swapping two hand cards' order changes nothing public either
    s3 = GAME.load(GAME.dump(s1))
    s3["seats"][0]["hand"].reverse()
    for viewer in (None, 1, 2):
        assert GAME.view(s3, viewer) == GAME.view(s1, viewer)
    check_views(GAME, s1, 3)
