"""Batavia's AI players (rules/batavia/ai, issue 30 items 3-5): they choose only legal
actions, the same view and seed give the same decision, they cannot tell apart two states
that differ only in what their seat cannot see, whole games of AI seats finish, and the
line of why exists in English and Dutch and names nothing the table cannot see."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import get_game
from rules.ai import LEVELS, ai_player
from rules.batavia.ai import player
from rules.batavia.ai.redeal import state_from_view
from rules.batavia.state import copy_state
from rules.catalogues import words
from rules.testkit import _json_strings
from tests.batavia.players import Greedy, play_game
from tests.batavia.scenario import DK, B, F, N, S, _take, fresh, give, table

GAME = get_game("batavia")
D = GAME.D


def sample_states(players: int, seed: int, every: int = 7) -> list[dict]:
    """States met in a game of modest random choices (bids, lay-outs, sails, exchanges,
    draws), one in ``every`` decisions, each with a decision to make."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {"open": seed % 3 == 0})
    out = []
    k = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        if k % every == 0 or any(a.kind in ("sail", "exchange") for a in legal):
            out.append(s)
        bids = [a for a in legal if a.kind == "bid"][:3]
        useful = [a for a in legal if a.kind != "cancel"]
        action = rng.choice(bids) if bids and rng.random() < 0.5 else rng.choice(useful)
        s, _ = GAME.apply(s, seat, action)
        k += 1
    return out


STATES = [s for n, seed in ((3, 1), (4, 2), (5, 3), (4, 6)) for s in sample_states(n, seed)]


def decide(level, s, seed=5):
    seat = GAME.to_move(s)[0]
    return seat, player(level).decide(GAME.view(s, seat), GAME.legal_actions(s, seat), seed)


def test_every_level_and_the_registry():
    for level in LEVELS:
        assert ai_player("batavia", level) is player(level)
        assert player(level).level == level
    with pytest.raises(KeyError):
        player("expert")


def test_the_states_cover_every_kind_of_decision():
    kinds = {a.kind for s in STATES for a in GAME.legal_actions(s, GAME.to_move(s)[0])}
    assert {"bid", "pass", "draw", "lay", "done", "sail", "exchange", "keep"} <= kinds


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_chooses_a_legal_action_and_never_cancels(level):
    for i, s in enumerate(STATES[:: 2 if level == "hard" else 1]):
        seat, d = decide(level, s, seed=i)
        legal = GAME.legal_actions(s, seat)
        assert d.action in legal, (level, i, d.action)
        assert d.action.label == legal[legal.index(d.action)].label
        assert d.action.kind != "cancel"
        GAME.apply(s, seat, d.action)  # the engine takes it


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_decision(level):
    for s in STATES[:40:4]:
        seat = GAME.to_move(s)[0]
        view, legal = GAME.view(s, seat), GAME.legal_actions(s, seat)
        first = player(level).decide(view, legal, 17)
        again = player(level).decide(GAME.view(GAME.load(GAME.dump(s)), seat), legal, 17)
        assert first == again


def hidden_changed(s: dict, rng: random.Random) -> dict:
    """``s`` with everything its seat to move cannot see dealt again: the other hands (same
    sizes), the stack's order and contents, the discards, the face-down counters (within
    their groups of five, as the setup deals them), the generator, the others' notes."""
    me = GAME.to_move(s)[0]
    t = copy_state(s)
    others = [i for i in range(t["players"]) if i != me]
    pool = [c for i in others for c in t["hands"][i]] + t["deck"] + t["discard"]
    rng.shuffle(pool)
    for i in others:
        k = len(t["hands"][i])
        t["hands"][i] = sorted(pool[:k])
        del pool[:k]
    t["deck"], t["discard"] = pool[:len(t["deck"])], pool[len(t["deck"]):]
    down = list(range(t["revealed"], D.hexes))
    for g in range(0, len(down), 5):
        group = [t["hexes"][h] for h in down[g:g + 5]]
        rng.shuffle(group)
        t["hexes"][down[g]:down[g] + len(group)] = group
    t["rng"] = rng.getrandbits(63)
    if len(others) > 1 and t["notes"][others[0]]:
        t["notes"][others[0]] -= 1
        t["notes"][others[1]] += 1
    return t


@pytest.mark.parametrize("level", LEVELS)
def test_states_that_differ_only_in_what_the_seat_cannot_see_give_the_same_decision(level):
    rng = random.Random(3)
    checked = 0
    for i, s in enumerate(STATES[:: 3 if level == "hard" else 1]):
        seat = GAME.to_move(s)[0]
        t = hidden_changed(s, rng)
        assert GAME.dump(t) != GAME.dump(s)
        assert GAME.view(t, seat) == GAME.view(s, seat)  # the seat sees the same
        assert decide(level, t, seed=i) == decide(level, s, seed=i)
        checked += 1
    assert checked >= 10


def test_the_redeal_is_a_state_the_seat_cannot_tell_from_the_true_one():
    for i, s in enumerate(STATES):
        seat = GAME.to_move(s)[0]
        view = GAME.view(s, seat)
        t = state_from_view(view, D, random.Random(i))
        assert GAME.view(t, seat) == view
        cards = [c for h in t["hands"] for c in h] + t["deck"] + t["discard"] + t["display"]
        cards += [c for piles in t["laid"] for pile in piles for c in pile]
        assert sorted(cards) == sorted(D.cards)
        posts = [p for p in t["hexes"] if p] + [p for c in t["counters"] for p in c] + t["exchanged"]
        assert sorted(posts) == sorted(D.posts)
        # the re-deal is a guess: other hands and the stack differ from the truth somewhere
    guesses = [state_from_view(GAME.view(s, GAME.to_move(s)[0]), D, random.Random(0)) for s in STATES[:10]]
    assert any(g["hands"] != s["hands"] or g["deck"] != s["deck"] for g, s in zip(guesses, STATES, strict=False))


def secrets_of(s: dict) -> set[str]:
    """Every secret of the state: the public's and each seat's own (the why is posted to
    the whole table, so the AI's own hand and notes are secret there too)."""
    out = set(GAME.secrets(s, None))
    for seat in range(s["players"]):
        out |= set(GAME.secrets(s, seat))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_the_why_reads_in_english_and_dutch_and_names_nothing_hidden(level):
    said = posts = 0
    for i, s in enumerate(STATES[:: 2 if level == "hard" else 1]):
        seat, d = decide(level, s, seed=i)
        if d.why is None:
            continue
        said += 1
        for lang in ("en", "nl"):
            assert words(lang).has(d.why.key), (lang, d.why.key)
            assert not words(lang).problems(d.why), (lang, d.why)
        strings = _json_strings(d.why.to_json(), set())
        assert not strings & secrets_of(s), d.why
        view = GAME.view(s, seat)
        face_up = {h["hex"] for h in view["hexes"] if "post" in h}
        for arg in d.why.args.values():
            if isinstance(arg, dict) and arg.get("key") == "batavia-post":
                assert arg["args"]["hex"] in face_up  # a trading post the table can see
                posts += 1
    assert said >= 10 and posts


@pytest.mark.slow
@pytest.mark.parametrize("names", [("hard", "medium", "easy"), ("easy", "hard", "medium", "greedy"),
                                   ("medium", "easy", "hard", "medium", "easy")])
def test_a_whole_game_of_ai_seats_finishes(names):
    game = play_game(names, 7)
    assert len(game.totals) == len(names) and game.winners
    assert max(game.totals) > 0 and game.decisions > 20


def test_the_greedy_baseline_is_honest_and_legal():
    g = Greedy()
    rng = random.Random(9)
    for i, s in enumerate(STATES[::3]):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        d = g.decide(GAME.view(s, seat), legal, i)
        assert d.action in legal
        t = hidden_changed(s, rng)
        assert g.decide(GAME.view(t, seat), legal, i) == d


def race_auction(high: int, rival_holds_the_seal: bool) -> dict:
    """A 3-player auction in round 1: seat 0 holds two French cards (enough to take the
    French majority and sail for the pepper on hex 5, the best counter in reach); seat 1 has
    bid ``high`` and lays out a French card already (it holds the French seal and moves first
    if it wins), or a Dutch one (no threat to the pepper); seat 2 has passed."""
    s = fresh(3, 0, True)
    give(s, 0, F, 2)
    table(s, 1, F if rival_holds_the_seal else N, 1)
    give(s, 1, S, 1)
    give(s, 1, DK, 1)
    give(s, 2, B, 1)
    s["display"] = _take(s, B, 1)
    s["phase"], s["turn"], s["starter"], s["auctioneer"], s["die"] = "auction", None, None, 0, 1
    s["bid"] = {"high": high, "leader": 1, "turn": 0, "out": [False, False, True]}
    return s


def bids_made(ai, rival_holds_the_seal: bool, seed: int) -> int:
    """At how many of the amounts 1-8 the AI (seat 0) raises rather than passes."""
    made = 0
    for high in range(8):
        s = race_auction(high, rival_holds_the_seal)
        made += ai.decide(GAME.view(s, 0), GAME.legal_actions(s, 0), seed).action.kind == "bid"
    return made


def test_hard_bids_harder_to_move_first_when_a_rival_would_take_its_counter_first():
    """The auction's winner moves first: hard plays the round on after winning and after
    passing, so it pays more when the rival with the French seal would otherwise sail for the
    pepper before it. One step ahead (main's hard, and medium) the two auctions look alike."""
    hard = player("hard")
    one_step = replace(hard, deep_bids=False)
    raced = [bids_made(hard, True, seed) for seed in range(1, 6)]
    calm = [bids_made(hard, False, seed) for seed in range(1, 6)]
    assert sum(raced) > sum(calm) and sum(r > c for r, c in zip(raced, calm, strict=True)) >= 3, (raced, calm)
    assert bids_made(one_step, True, 1) == bids_made(one_step, False, 1)  # blind to the race
