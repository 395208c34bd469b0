"""Cancelling a partly built action, and the events of an action (held back until it
commits, then one summary line for everyone)."""

from __future__ import annotations

import json
import random

from rules.mombasa import tasks
from rules.testkit import check_views
from tests.mombasa.scenario import (
    GAME,
    D,
    act,
    actions_phase,
    kinds,
    market,
    put_display,
    start,
    started,
)


def _goods_turn():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1"), market("A04"), start(0, "s_expansion_1")]})
    put_display(s, market("A02"), 2, 0)
    return s


def test_no_cancel_before_the_first_decision_or_after_the_commit():
    s = _goods_turn()
    assert "cancel" not in kinds(s, 0)
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    assert kinds(s, 0)[-1] == "cancel"
    cancel = GAME.legal_actions(s, 0)[-1]
    assert cancel.label == "Cancel this action"
    s, _ = act(s, 0, "goods_add", card=market("A04"))
    s, _ = act(s, 0, "buy", column=2, row=0)
    s, ev = act(s, 0, "step", company="cairo", n=1)  # the last decision commits
    assert s["turn"] == 1 and "checkpoint" not in s and "action_log" not in s
    assert "cancel" not in kinds(s, 1)


def test_cancel_restores_the_state_as_the_turn_began():
    s = _goods_turn()
    before = GAME.dump(s)
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "goods_add", card=market("A04"))
    s, _ = act(s, 0, "buy", column=2, row=0)
    assert market("A02") in s["seats"][0]["hand"]
    s, ev = act(s, 0, "cancel")
    assert GAME.dump(s) == before
    assert [(e["type"], e["visible_to"]) for e in ev] == [("ActionCancelled", 0)]
    assert s["turn"] == 0 and "cancel" not in kinds(s, 0)


def test_cancel_an_expansion_after_ousting_choices_and_book_spending():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2"), market("B12")]})
    s["regions"]["katanga"] = [{"company": "mombasa", "upended": False}]
    s["bases"]["mombasa"][0]["posts"] = 4
    before = GAME.dump(s)
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, _ = act(s, 0, "enter", region="natal", column=0)
    s, _ = act(s, 0, "enter", region="zambezi", column=1)
    assert s["regions"]["natal"] and s["bases"]["cape_town"][1]["posts"] == 4
    s, _ = act(s, 0, "cancel")
    assert GAME.dump(s) == before


def test_cancel_takes_back_the_plus_one_tile_placed_this_turn():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_coffee_1")]})
    s["bonus_tiles"]["plus_one"]["holder"] = 0
    before = GAME.dump(s)
    s, ev = act(s, 0, "plus_one", card=start(0, "s_coffee_1"))
    assert all(e["visible_to"] == 0 for e in ev)  # not committed: nobody else hears of it
    assert "cancel" in kinds(s, 0) and s["turn"] == 0
    s, _ = act(s, 0, "cancel")
    assert GAME.dump(s) == before


def test_events_are_previews_until_the_commit_then_a_summary_for_all():
    s = _goods_turn()
    s, e1 = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, e2 = act(s, 0, "goods_add", card=market("A04"))
    s, e3 = act(s, 0, "buy", column=2, row=0)
    for e in e1 + e2 + e3:
        assert e["visible_to"] == 0 and e.get("preview")
    s, ev = act(s, 0, "step", company="cairo", n=1)
    assert ev[0]["type"] == "ActionSummary" and ev[0]["visible_to"] == "all"
    assert ev[0]["text"] == "Player 1 used 4 units of coffee, buying a 2-unit bananas card for 3 units; took 1 Cairo step."
    public = [e["type"] for e in ev if e["visible_to"] == "all"]
    assert public[:4] == ["ActionSummary", "GoodsUsed", "CardBought", "TrackAdvanced"]
    assert "TurnEnded" not in public


def test_expansion_summary_line():
    s = started()
    actions_phase(s, 0, {0: [start(0, "s_expansion_2"), market("B12")]})
    s["regions"]["katanga"] = [{"company": "mombasa", "upended": False}]
    s["bases"]["mombasa"][0]["posts"] = 4
    s, _ = act(s, 0, "expand")
    s, _ = act(s, 0, "expand_company", company="cape_town")
    s, _ = act(s, 0, "enter", region="natal", column=0)
    s, _ = act(s, 0, "enter", region="zambezi", column=0)
    s, _ = act(s, 0, "enter", region="katanga", column=0)
    s, ev = act(s, 0, "take_pound")  # Katanga's bookkeeping point (data/map.toml)
    line = ev[0]["text"]
    assert line.startswith("Player 1 expanded Cape Town into Natal, Zambezi and Katanga, ousting a Mombasa post; took 2 pounds")
    assert "3 diamond steps" in line and "1 Cape Town step" in line


def test_other_summary_lines():
    s = started()
    actions_phase(s, 0, {0: [market("A09")], 1: []})
    s, ev = act(s, 0, "diamond", card=market("A09"))
    assert ev[0]["text"] == "Player 1 used a diamond merchant; took 2 pounds and 1 diamond step."
    s, _ = act(s, 1, "bonus", space="first_player")
    s, _ = act(s, 1, "take_book", column=0, row=0)
    s, ev = act(s, 1, "place_book", space=2)
    assert ev[0]["text"].startswith("Player 2 took the first player marker (bonus marker on the first-player space); took an A book")
    s, ev = act(s, 0, "end_phase", deck=1)
    assert ev[0]["text"].startswith("Player 1 ended their action phase, picking up resting deck 2 (1 card)")


def test_dump_load_views_and_secrets_mid_action():
    s = _goods_turn()
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    s, _ = act(s, 0, "goods_add", card=market("A04"))
    text = GAME.dump(s)
    again = GAME.load(text)
    assert GAME.dump(again) == text
    assert isinstance(again["checkpoint"], str)
    for viewer in (None, 0, 1):
        assert "checkpoint" not in json.dumps(GAME.view(again, viewer))
    check_views(GAME, again, 2)
    assert GAME.view(again, 0)["pending"]["cancellable"] is True
    assert GAME.view(again, 1)["pending"]["cancellable"] is True
    restored, _ = act(again, 0, "cancel")
    assert "checkpoint" not in restored and restored["tasks"] == []


def test_a_revealing_decision_ends_the_right_to_cancel():
    s = _goods_turn()
    s, _ = act(s, 0, "goods", card=start(0, "s_coffee_1"))
    ev: list = []
    tasks.settle(s, D, 0, [{"type": "X", "visible_to": "all", "text": "t", "reveals": True}], ev)
    assert "checkpoint" not in s and "cancel" not in kinds(s, 0)
    assert [e["visible_to"] for e in ev] == ["all"]  # committed up to here: public at once


def test_uniform_random_play_finishes_in_a_bounded_number_of_decisions():
    """A seat choosing uniformly among legal_actions (Cancel included) finishes a 4-player
    game; the mean number of decisions is about 330 (see tests/bench/engine.py)."""
    counts = []
    for seed in range(4):
        s = GAME.new_game(4, seed, {"setup": "variable" if seed % 2 else "first"})
        rng = random.Random(seed)
        n = 0
        while not GAME.is_over(s):
            seat = rng.choice(GAME.to_move(s))
            s, _ = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
            n += 1
            assert n < 3000
        counts.append(n)
    assert sum(counts) / len(counts) < 1000


def test_apply_checks_an_action_against_the_legal_choices_of_its_kind():
    """game.apply validates against turns.options_of_kind: it must be exactly the legal list
    filtered by kind, at every decision of random games."""
    from rules.mombasa import turns

    for seed in range(3):
        s = GAME.new_game(3, seed, {"setup": "variable"})
        rng = random.Random(seed)
        while not GAME.is_over(s):
            seat = rng.choice(GAME.to_move(s))
            legal = GAME.legal_actions(s, seat)
            if s["phase"] == "actions":
                for kind in {a.kind for a in legal} | {"bonus", "goods", "cancel", "expand", "end_phase"}:
                    assert turns.options_of_kind(s, D, seat, kind) == [a for a in legal if a.kind == kind]
            s, _ = GAME.apply(s, seat, rng.choice(legal))


def test_every_committed_action_has_one_public_summary_line_without_secrets():
    for seed in range(3):
        s = GAME.new_game(4, seed, {"setup": "first" if seed % 2 else "variable"})
        rng = random.Random(seed)
        summaries = 0
        while not GAME.is_over(s):
            seat = rng.choice(GAME.to_move(s))
            was_actions = s["phase"] == "actions"
            before_turns = s["seats"][seat]["turns"]
            s2, ev = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
            lines = [e for e in ev if e["type"] == "ActionSummary"]
            committed = was_actions and (s2["seats"][seat]["turns"] > before_turns or s2["round"] > s["round"] or GAME.is_over(s2))
            assert len(lines) == (1 if committed else 0), (committed, [e["text"] for e in lines])
            for e in lines:
                assert e["visible_to"] == "all" and e["text"].startswith(f"Player {seat + 1} ")
                secret = set(GAME.secrets(s2, None))
                for other in range(4):
                    secret |= set(GAME.secrets(s2, other))
                assert not any(x in e["text"] for x in secret)
            summaries += len(lines)
            s = s2
        assert summaries > 50


def test_a_checkpoint_is_the_state_it_was_made_from_made_once_per_state(monkeypatch):
    """An action's checkpoint is the canonical JSON of the state before it; the options of
    one action menu start from one state and share its JSON, made once; another state
    (one step on) has its own."""
    import marshal

    from rules.mombasa.state import dump

    state = _goods_turn()
    made: list[str] = []
    monkeypatch.setattr(tasks, "dump", lambda s: made.append("dump") or dump(s))
    monkeypatch.setattr(tasks, "_CHECKPOINTS", {})
    pre = marshal.dumps(state)
    assert tasks.checkpoint(pre) == dump(state) and tasks.checkpoint(pre) == dump(state)
    assert made == ["dump"]
    on, _ = act(state, 0, "goods", card=start(0, "s_coffee_1"))  # one step on: its own
    assert tasks.checkpoint(marshal.dumps(on)) == dump(on) != dump(state)
    # every action of the menu from one state: their checkpoints made once
    made.clear()
    tasks._CHECKPOINTS.clear()
    begun = [GAME.apply(state, 0, a)[0] for a in GAME.legal_actions(state, 0)]
    kept = [b["checkpoint"] for b in begun if "checkpoint" in b]
    assert len(kept) >= 2 and set(kept) == {dump(state)} and made == ["dump"]
