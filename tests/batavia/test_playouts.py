"""Random playouts through the protocol test kit, with Batavia's invariants after every
step: the 110 ship cards, the promissory notes, the 35 trading post counters and the crates
are conserved; the Cannon and ship pieces show the laid-out cards; the seals follow the
strict majorities; merchants only move forward."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import get_game
from rules.batavia.ships import seal_holders
from rules.batavia.state import START, TARGET
from rules.testkit import check_game, random_playout

GAME = get_game("batavia")
D = GAME.D


def ship_cards_conserved(game, s):
    where = list(s["deck"]) + list(s["discard"]) + list(s["display"])
    for seat in range(s["players"]):
        where += s["hands"][seat]
        for pile in s["laid"][seat]:
            where += pile
    assert len(where) == 110, f"{len(where)} ship cards in play"
    assert all(h == sorted(h) for h in s["hands"]), "a hand is not kept sorted (ships.hand_counts bisects)"
    assert set(where) == set(D.cards), "the ship cards are not the 110 of the game"


def notes_conserved(game, s):
    assert sum(s["notes"]) == 15 * s["players"], f"notes total {sum(s['notes'])}"
    assert min(s["notes"]) >= 0, "negative notes"


def counters_conserved(game, s):
    where = [p for p in s["hexes"] if p is not None] + list(s["exchanged"])
    for kept in s["counters"]:
        where += kept
    assert sorted(where) == sorted(D.posts), "the 35 trading post counters are not all there once"
    crates = Counter(seat for squares in s["warehouses"] for seat in squares if seat is not None)
    for seat in range(s["players"]):
        assert crates[seat] + s["crates"][seat] == 12, f"seat {seat} crates"
    taken = sum(1 for p in s["hexes"] if p is None)
    assert sum(crates.values()) <= taken


def scale_shows_laid_cards(game, s):
    ships = [sum(len(s["laid"][seat][c]) for seat in range(s["players"])) for c in range(5)]
    assert s["ships"] == ships, f"ship pieces {s['ships']} but {ships} cards laid out"
    assert s["cannon"] == min(sum(ships), 25), f"Cannon {s['cannon']} but {sum(ships)} cards laid out"


def seals_follow_majorities(game, s):
    assert s["seals"] == seal_holders(s), f"seals {s['seals']}"
    for c, holder in enumerate(s["seals"]):
        if holder is not None:
            mine = len(s["laid"][holder][c])
            assert all(len(s["laid"][o][c]) < mine for o in range(s["players"]) if o != holder)


def merchants_on_their_hexes(game, s):
    for seat, pos in enumerate(s["merchants"]):
        assert pos == START or pos == TARGET or (0 <= pos < 35 and s["hexes"][pos] is None)
        if pos not in (START, TARGET):
            assert pos < s["revealed"], "a merchant stands on a face-down hex"
        assert (pos == TARGET) == (s["target"] == seat)
    if not s["open"] and s["revealed"] < 35:
        # the last five open hexes always lie ahead of every merchant (posts.next_post)
        assert all(p < s["revealed"] - 5 or p == TARGET for p in s["merchants"])


def merchant(picker, game, state, seat, legal):
    """A chooser closer to real play than uniform: modest bids, rare cancels, moves that stop
    laying out once a majority is there about half the time, exchanges taken when offered."""
    kinds = {a.kind for a in legal}
    if "bid" in kinds:
        bids = [a for a in legal if a.kind == "bid"][:3]
        return picker.choice(bids) if picker.random() < 0.6 else legal[-1]
    if "exchange" in kinds:
        return legal[0] if picker.random() < 0.7 else legal[1]
    if "done" in kinds and picker.random() < 0.5:
        return next(a for a in legal if a.kind == "done")
    useful = [a for a in legal if a.kind != "cancel"] or legal
    if picker.random() < 0.03:
        return legal[-1]
    return picker.choice(useful)


INVARIANTS = [ship_cards_conserved, notes_conserved, counters_conserved, scale_shows_laid_cards,
              seals_follow_majorities, merchants_on_their_hexes]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("open_posts", [False, True])
def test_kit_with_every_check_at_every_step(players, open_posts):
    records = check_game(GAME, players=players, seeds=range(4), options={"open": open_posts},
                         invariants=INVARIANTS)
    assert all(r.finished for r in records)
    for r in records:
        final = GAME.load(r.final_dump)
        assert final["target"] is not None and final["phase"] == "over"
        assert all(not h for h in final["hands"])


def test_first_auctioneer_option_and_seeds():
    s = GAME.new_game(4, 3, {"first_auctioneer": 2})
    assert s["auctioneer"] == 2 and s["bid"]["turn"] == 3
    r = random_playout(GAME, 3, 11, {"first_auctioneer": 0}, invariants=INVARIANTS, deep_every=25)
    assert r.finished
