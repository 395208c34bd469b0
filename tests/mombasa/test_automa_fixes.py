"""Mautoma findings of issue 15: the favoured bonus tile when the human holds it, the grey
arrows' scan directions, and the honesty of the documented reconstructed data."""

from __future__ import annotations

from tests.mombasa.automa_scenario import (
    AUTOMA,
    GAME,
    HUMAN,
    D,
    commit,
    favour,
    give_hand,
    played,
    sell_turn,
    solo,
    stack,
)
from tests.mombasa.scenario import market


def _tile(kind: str) -> str:
    return next(t.id for t in D.components.bonus_tiles if t.kind == kind)


def _bookkeeper_tile_turn(human_marker: bool):
    s = solo(seed=40)
    favour(s, "cape_town", side="a")  # favoured bonus tile: the bookkeeper tile
    stack(s, "5B")  # grey bonus tile card, first criterion: the favoured tile
    s, _ = commit(s)
    tile = _tile("bookkeeper")
    s["bonus_tiles"][tile].update(holder=HUMAN, used=False, on_card=None)  # the human holds it this round
    if human_marker:
        s["bonus_spaces"][f"tile:{tile}"] = HUMAN  # ... and reserved it again for the next round
    s["seats"][AUTOMA]["money"] = 20
    give_hand(s, market("A01"))
    s, ev = sell_turn(s)
    return s, ev, tile


def test_a_favoured_tile_the_human_holds_is_still_available_while_its_space_is_free():
    """Mautoma rules, grey bonus tile card: "not available" = its space holds a marker; the
    tile in the human's hands does not matter (the automa takes its own effect)."""
    s, ev, tile = _bookkeeper_tile_turn(human_marker=False)
    assert s["bonus_spaces"][f"tile:{tile}"] == AUTOMA
    assert s["bonus_tiles"][tile]["holder"] == HUMAN  # the human keeps the tile
    p = s["seats"][AUTOMA]
    assert sum(1 for b in p["books"] if b) == 2 and p["ink"] == 1  # the bookkeeper tile's effect
    assert "favoured bonus tile" in played(ev)[0]["text"]


def test_a_favoured_tile_whose_space_holds_a_marker_is_not_available():
    s, _, tile = _bookkeeper_tile_turn(human_marker=True)
    assert s["bonus_spaces"][f"tile:{tile}"] == HUMAN
    taken = [sid for sid, who in s["bonus_spaces"].items() if sid.startswith("tile:") and who == AUTOMA]
    assert len(taken) == 1 and taken[0] != f"tile:{tile}"  # the first free space from the arrow's end
    assert GAME.is_over(s) is False
