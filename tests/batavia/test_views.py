"""Views: hand sizes, payments and laid-out cards are public; hands, note counts, the move
being built, face-down counters, the stack and the generator are not."""

from __future__ import annotations

import json

from rules.testkit import check_views
from tests.batavia.scenario import DK, GAME, S, act, fresh, give


def test_the_public_view_and_a_players_own_view():
    s = GAME.new_game(4, 9)
    pub = GAME.view(s, None)
    assert "you" not in pub and pub["stack"] == len(s["deck"])
    assert [p["hand"] for p in pub["seats"]] == [10, 10, 10, 10]
    assert all(p["notes"] is None for p in pub["seats"])
    assert all(h.get("face_down") for h in pub["hexes"][10:]) and all("post" in h for h in pub["hexes"][:10])
    text = json.dumps(pub)
    assert not any(card in text for card in s["deck"]) and not any(p in text for p in s["hexes"][10:])
    mine = GAME.view(s, 2)
    assert mine["you"]["hand"] == s["hands"][2] and mine["you"]["notes"] == 15
    assert sum(mine["you"]["hand_by_company"].values()) == 10
    assert not any(card in json.dumps(mine) for p in (0, 1, 3) for card in s["hands"][p])
    check_views(GAME, s, 4)


def test_the_move_being_built_is_seen_only_by_its_player():
    s = fresh(3)
    give(s, 0, DK, 1)
    give(s, 0, S, 1)
    s, _ = act(s, 0, "lay", company=DK)
    assert GAME.view(s, 0)["you"]["pending"] == {
        "step": "lay", "lay": {"britain": 0, "denmark": 1, "france": 0, "netherlands": 0, "sweden": 0}, "to": None,
        "offer": None}
    assert GAME.view(s, 1)["you"]["pending"] is None
    assert GAME.view(s, None)["seats"][0]["laid"]["denmark"] == 0  # nothing on the table yet
    assert GAME.view(s, 0)["you"]["legal"][-1] == "Cancel this move"
    check_views(GAME, s, 3)


def test_notes_are_shown_to_everyone_at_the_end():
    s = fresh(3)
    s["target"], s["merchants"][0] = 0, 35
    s["moved"], s["turn"] = 2, 2
    s, _ = act(s, 2, "draw")
    pub = GAME.view(s, None)
    assert pub["phase"] == "over" and [p["notes"] for p in pub["seats"]] == [15, 15, 15]
    assert pub["scores"][0]["target"] == 4 and pub["seats"][0]["merchant"] == "target"
    check_views(GAME, s, 3)


def test_the_kit_would_catch_each_kind_of_leak():
    """secrets() names every hidden thing with a distinctive token: a view that showed any
    of them to the wrong seat fails the kit."""
    import pytest

    from rules.batavia.game import BataviaGame
    from rules.batavia.views import notes_token
    from rules.testkit import ProtocolViolation

    leaks = {
        "another hand": lambda s, seat: s["hands"][(0 if seat is None else seat + 1) % s["players"]],
        "a face-down counter": lambda s, seat: s["hexes"][20:21],
        "the stack's order": lambda s, seat: s["deck"][-1:],
        "the generator": lambda s, seat: [f"rng:{s['rng']}"],
        "another's notes": lambda s, seat: [notes_token(1, s["notes"][1])] if seat != 1 else [],
    }
    s = GAME.new_game(3, 4)
    for what, leak in leaks.items():
        class Leaky(BataviaGame):
            def __init__(self, catalog, leak):
                super().__init__(catalog)
                self.leak = leak

            def view(self, state, seat):
                v = super().view(state, seat)
                v["oops"] = list(self.leak(state, seat))
                return v

        with pytest.raises(ProtocolViolation):
            check_views(Leaky(GAME.D, leak), s, 3)
        assert what
