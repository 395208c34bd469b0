"""Mombasa's AI players (rules/mombasa/ai, issue 30): they choose only legal actions, the
same view and seed give the same decision, they are honest (two states that differ only in
what the seat cannot see give the same decision and the same line of why), their re-deal
of the hidden parts is a state whose view is the seat's view, whole games of AI seats
finish, and every line of why reads in English and Dutch without naming anything hidden."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import get_game
from rules.ai import LEVELS, Decision, ai_player
from rules.catalogues import words
from rules.core import Message
from rules.mombasa.ai.pending import rebuild
from rules.mombasa.ai.redeal import determinize
from rules.mombasa.state import copy_state
from tests.mombasa.players import redeal

GAME = get_game("mombasa")
D = GAME.D

# (players, options): 2-4 seats, and solo against the Mautoma (seat 0 the AI)
TABLES = [(2, {}), (3, {"setup": "variable"}), (4, {}), (2, {"automa": "hard"})]


def _random_positions(players: int, options: dict, seed: int, every: int = 7):
    """(state, seat) at every ``every``-th decision of a random game, to the end."""
    s = GAME.new_game(players, seed, options)
    rng = random.Random(seed)
    k = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        if k % every == 0 and len(legal) > 1:
            yield s, seat
        s, _ = GAME.apply(s, seat, rng.choice(legal))
        k += 1


def _decide(level: str, s: dict, seat: int, seed: int) -> Decision:
    return ai_player("mombasa", level).decide(GAME.view(s, seat), GAME.legal_actions(s, seat), seed)


@pytest.mark.parametrize("table", range(len(TABLES)))
def test_the_ai_chooses_only_legal_actions_at_every_kind_of_decision(table):
    players, options = TABLES[table]
    kinds = set()
    for i, (s, seat) in enumerate(_random_positions(players, options, seed=11 + table, every=4)):
        level = LEVELS[i % 3]
        d = _decide(level, s, seat, seed=i)
        legal = GAME.legal_actions(s, seat)
        assert d.action in legal, (level, d.action, s["phase"])
        GAME.apply(s, seat, d.action)  # the engine takes it
        kinds.add(s["tasks"][0]["kind"] if s["tasks"] else s["phase"])
    assert {"planning", "actions"} <= kinds
    assert kinds - {"setup", "planning", "actions"}  # and decisions inside compound moves


def test_the_same_view_and_seed_give_the_same_decision():
    for i, (s, seat) in enumerate(_random_positions(3, {}, seed=5, every=11)):
        for level in LEVELS:
            first = _decide(level, s, seat, seed=100 + i)
            again = _decide(level, copy_state(s), seat, seed=100 + i)
            assert first == again, (level, first, again)


def _hide_differently(s: dict, seat: int, rng: random.Random) -> dict:
    """The same game as ``seat`` sees it, every hidden part dealt again: deck order within
    its letters, book supplies, the generator, the Mautoma's cards, round cards, face-down
    book and favoured tile (tests/mombasa/players.redeal), and one market card swapped
    between another seat's hand and the deck (same letter: the deck's backs show it)."""
    t = redeal(s, seat, rng)
    for other, p in enumerate(t["seats"]):
        if other == seat:
            continue
        for i, cid in enumerate(p["hand"]):
            letter = D.card(cid).letter
            swap = [k for k, c in enumerate(t["deck"]) if letter and D.card(c).letter == letter]
            if swap:
                k = rng.choice(swap)
                p["hand"][i], t["deck"][k] = t["deck"][k], p["hand"][i]
                return t
    return t


@pytest.mark.parametrize("table", range(len(TABLES)))
def test_the_ai_is_honest_what_its_seat_cannot_see_changes_nothing(table):
    players, options = TABLES[table]
    rng = random.Random(table)
    changed = 0
    for i, (s, seat) in enumerate(_random_positions(players, options, seed=21 + table, every=5)):
        t = _hide_differently(s, seat, rng)
        assert GAME.view(t, seat) == GAME.view(s, seat)  # the seat sees the same game
        changed += GAME.dump(t) != GAME.dump(s)
        level = LEVELS[i % 3]
        assert _decide(level, s, seat, seed=i) == _decide(level, t, seat, seed=i), level
    assert changed > 10  # the hidden parts really differed


@pytest.mark.parametrize("table", range(len(TABLES)))
def test_the_redealt_state_shows_the_seat_exactly_its_view(table):
    players, options = TABLES[table]
    for i, (s, seat) in enumerate(_random_positions(players, options, seed=31 + table, every=3)):
        view = GAME.view(s, seat)
        world = rebuild(determinize(view, random.Random(i)), view, GAME.legal_actions(s, seat))
        if world is None:  # a decision the AI takes without looking ahead
            continue
        if s["tasks"]:  # mid-move: the rebuilt state offers the same choices
            assert [a.to_json() for a in GAME.legal_actions(world, seat) if a.kind != "cancel"] == \
                [a.to_json() for a in GAME.legal_actions(s, seat) if a.kind != "cancel"]
            continue
        assert _without_cancel(GAME.view(world, seat)) == _without_cancel(view)


def _without_cancel(view: dict) -> dict:
    """A view less what only says an action may still be cancelled (the AI never cancels,
    so its re-deal keeps no state to go back to)."""
    v = copy_state(view)
    if v["pending"]:
        v["pending"]["cancellable"] = None
    v["me"]["legal_messages"] = [m for m in v["me"]["legal_messages"] if m["key"] != "mombasa-act-cancel"]
    v["me"]["legal"] = [x for x in v["me"]["legal"] if x != "Cancel this action"]
    return v


def _play(levels: list[str], seed: int, options: dict) -> tuple[dict, list[tuple[int, Decision, dict]]]:
    players = [ai_player("mombasa", lv) for lv in levels]
    s = GAME.new_game(2 if options.get("automa") else len(levels), seed, options)
    said = []
    k = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        d = players[seat].decide(GAME.view(s, seat), GAME.legal_actions(s, seat), seed * 7919 + k)
        said.append((seat, d, s))
        s, _ = GAME.apply(s, seat, d.action)
        k += 1
    return s, said


@pytest.mark.slow
def test_a_game_of_four_ai_players_finishes_and_every_why_reads_in_both_languages():
    s, said = _play(["easy", "medium", "hard", "medium"], seed=3, options={})
    assert GAME.is_over(s)
    whys = [(seat, d.why, before) for seat, d, before in said if d.why is not None]
    assert len(whys) > 20
    _check_whys(whys)


@pytest.mark.slow
def test_a_solo_game_of_the_hard_ai_against_the_mautoma_finishes():
    s, said = _play(["hard"], seed=4, options={"automa": "hard"})
    assert GAME.is_over(s)
    assert all(seat == 0 for seat, _, _ in said)  # the Mautoma is played by the engine
    _check_whys([(seat, d.why, before) for seat, d, before in said if d.why is not None])


def _check_whys(whys: list[tuple[int, Message, dict]]) -> None:
    en, nl = words("en"), words("nl")
    for seat, why, before in whys:
        assert en.has(why.key) and nl.has(why.key), why.key
        assert not en.problems(why) and not nl.problems(why), why
        line_en, line_nl = en(why), nl(why)
        assert line_en and line_nl and line_en != line_nl
        hidden = set(GAME.secrets(before, None))
        for other in range(before["players"]):
            hidden |= set(GAME.secrets(before, other))
        text = repr(why.to_json())
        for secret in hidden:
            assert secret not in text, (secret, why)
        # nor the cards in its own hand or plan, by id or by name
        for cid in before["seats"][seat]["hand"]:
            assert cid not in text


def test_each_level_is_offered_and_an_unknown_one_is_refused():
    for level in LEVELS:
        assert ai_player("mombasa", level).level == level
    with pytest.raises(KeyError):
        ai_player("mombasa", "grandmaster")


def test_in_a_game_of_two_seats_hard_weighs_the_rivals_whole_score():
    """Against one rival (a player or the Mautoma) only the margin decides who wins: hard
    counts the rival's whole total against a position there, and only its share of the
    leader's at a table of more (where pulling down the leader alone helps a third)."""
    from rules.mombasa.ai.evaluate import value
    from rules.mombasa.ai.levels import LEVELS as SPECS

    hard = SPECS["hard"].weights
    for players, options in TABLES:
        positions = [s for s, _ in _random_positions(players, options, seed=5, every=25)]
        s = positions[len(positions) // 2]  # mid-game, where the rivals have scored
        best_rival = max(row["total"] for row in GAME.scores(s)[1:])
        assert best_rival > 0
        counted = value(s, 0, replace(hard, rival=0.0, duel=None)) - value(s, 0, hard)
        expected = 1.0 if players == 2 else hard.rival
        assert counted == pytest.approx(expected * best_rival), (players, options)
