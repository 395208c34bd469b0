"""Every game ends, also when nobody ever takes the Target Counter (issue 26, item 18).

The rulebook ends the game only in the round the Target Counter is taken. A table that never
takes it, with the stack and the discards empty, went round forever ("drew 0 ship cards",
79 rounds). The decision (rules/batavia/data/README.md, "A round in which nothing can
happen"): a round in which nobody laid out a card and nobody drew one ends the game. Random
playouts under a policy that never takes the Target Counter while anything else is allowed
prove that every game ends."""

from __future__ import annotations

import os

import pytest

from rules.testkit import random_playout
from tests.batavia.scenario import act, fresh
from tests.batavia.test_playouts import GAME, INVARIANTS, merchant

# generous: a game under this policy takes a few hundred decisions
MAX_STEPS = 4_000


def takes_the_target(game, state, seat, action) -> bool:
    if action.kind not in ("done", "sail") or state["target"] is not None:
        return False
    after, _ = game.apply(state, seat, action)
    return after["target"] is not None


def never_the_target(picker, game, state, seat, legal):
    """The merchant-like chooser (tests/batavia/test_playouts.merchant), never choosing a
    step that takes the Target Counter while another is allowed."""
    allowed = [a for a in legal if not takes_the_target(game, state, seat, a)] or legal
    return merchant(picker, game, state, seat, allowed)


def hoarder(picker, game, state, seat, legal):
    """Worse still: never lays out a card, never bids; only draws and passes."""
    for kind in ("draw", "pass", "keep", "cancel"):
        for a in legal:
            if a.kind == kind:
                return a
    return legal[0]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("open_posts", [False, True])
def test_every_game_ends_when_nobody_takes_the_target_counter(players, open_posts):
    ended_without = 0
    for seed in range(4):
        rec = random_playout(GAME, players, 900 + seed, {"open": open_posts}, invariants=INVARIANTS,
                             deep_every=97, max_steps=MAX_STEPS, choose=never_the_target)
        assert rec.finished
        final = GAME.load(rec.final_dump)
        assert final["phase"] == "over"
        ended_without += final["target"] is None
    assert ended_without  # the policy did keep the Target Counter out of reach


@pytest.mark.parametrize("players", [3, 5])
def test_a_table_that_only_draws_ends_once_nothing_is_left_to_draw(players):
    rec = random_playout(GAME, players, 77, {}, invariants=INVARIANTS, deep_every=50,
                         max_steps=MAX_STEPS, choose=hoarder)
    assert rec.finished
    final = GAME.load(rec.final_dump)
    assert final["target"] is None and not final["deck"] and not final["discard"]


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("BATAVIA_LONG_PLAYOUTS"),
                    reason="the long variant: BATAVIA_LONG_PLAYOUTS=1 runs it")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_game_ends_over_many_seeds(players):
    for seed in range(120):
        rec = random_playout(GAME, players, 5_000 + seed, {"open": seed % 2 == 0}, invariants=INVARIANTS,
                             deep_every=501, max_steps=MAX_STEPS, choose=never_the_target)
        assert rec.finished


def _dry_round(players: int = 3) -> dict:
    """Round 1's moves, seat 0 to move, with every ship card in seat 1's hand: nothing is
    left to draw (seat 1 may lay out cards, but chooses to draw)."""
    s = fresh(players)
    s["hands"][1] = sorted(s["deck"] + s["hands"][1])
    s["deck"] = []
    return s


def test_a_round_with_no_card_drawn_or_laid_out_ends_the_game():
    s = _dry_round()
    s, ev = act(s, 0, "draw")
    s, ev = act(s, 1, "draw")
    assert s["phase"] == "moves"
    s, ev = act(s, 2, "draw")
    assert s["phase"] == "over" and s["target"] is None
    ended = [e for e in ev if e["type"] == "NothingLeftToDo"]
    assert ended and ended[0]["visible_to"] == "all"
    assert ended[0]["text"] == ("Nobody laid out a ship card or could draw one this round, and none is left "
                                "to draw: the game ends without the Target Counter.")
    assert ev[-1]["type"] == "GameEnded"
    # the hands were laid out for the scoring, as at any end
    assert not any(s["hands"]) and GAME.scores(s)[0]["target"] == 0


def test_a_card_laid_out_in_the_round_keeps_the_game_going():
    s = _dry_round()
    s["hands"][0] = [s["hands"][1].pop()]
    company = GAME.D.company_ids[GAME.D.card_company[s["hands"][0][0]]]
    s, _ = act(s, 0, "lay", company=company)
    s, _ = act(s, 0, "done")
    while s["turn"] == 0:
        s, _ = act(s, 0, "keep")
    s, _ = act(s, 1, "draw")
    s, _ = act(s, 2, "draw")
    assert s["phase"] == "auction" and s["round"] == 2


def test_cards_drawn_in_the_round_keep_the_game_going():
    s = _dry_round()
    give_back = s["hands"][1][:2]
    s["hands"][1] = s["hands"][1][2:]
    s["deck"] = give_back
    s, _ = act(s, 0, "draw")  # the last two cards
    s, _ = act(s, 1, "draw")
    s, _ = act(s, 2, "draw")
    assert s["phase"] == "auction" and s["round"] == 2


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_board_of_a_game_ended_without_the_target_counter_says_nobody_took_it(lang):
    from render.kit.legibility import recording, too_small
    from render.registry import describe, render
    from rules.catalogues import words

    rec = random_playout(GAME, 3, 77, {}, deep_every=1000, max_steps=MAX_STEPS, choose=hoarder)
    view = GAME.view(GAME.load(rec.final_dump), None)
    said = {"en": "Target Counter: nobody took it", "nl": "Doelfiche: niemand nam het"}[lang]
    with recording() as drawn:
        image = render("batavia", "board", view, words(lang))
    assert image.width == 800 and not too_small(drawn)
    assert said in [t.text for t in drawn]  # whole, not cut ("to whoever picks it up" before)
    assert said + "." in describe("batavia", "board", view, words(lang))
