"""Mautoma findings of issue 15: the favoured bonus tile when the human holds it, the grey
arrows' scan directions, and the honesty of the documented reconstructed data."""

from __future__ import annotations

from tests.mombasa.automa_scenario import (
    AC,
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


# -- grey arrows: both scan directions -----------------------------------------------------------


def _grey_row_arrows(level: str) -> list:
    """The arrows that decide a grey card's criterion and scan direction: the playmat's for
    the first grey card, then those printed on the grey cards (each for the next of its row)."""
    return [AC.playmat.first_arrow("grey"), *(c.next_arrow for c in AC.pool(level) if c.colour == "grey")]


def test_grey_arrows_scan_from_both_ends_under_each_criterion():
    """Mautoma rules, grey bonus tile card: "the first free bonus tile spot starting from the
    bottom/top (according to the arrow)", under the 1st criterion's fallback as under the
    2nd: every level's grey row has arrows of both positions for each criterion."""
    for level in ("easy", "medium", "hard"):
        for criterion in (1, 2):
            rows = {a.row for a in _grey_row_arrows(level) if a.criterion == criterion}
            assert rows == {"top", "bottom"}, (level, criterion, rows)


# -- the data README says what the data holds -------------------------------------------------------


def test_readme_counts_the_majority_cards_per_level_as_the_data_has_them():
    from pathlib import Path

    import rules.mombasa.data.automa as automa_data

    text = " ".join((Path(automa_data.__file__).parent / "README.md").read_text(encoding="utf-8").split())
    first = {lv: sorted(c.id for c in AC.pool(lv) if c.colour == "grey" and c.sections[0] == "majority") for lv in ("easy", "medium", "hard")}
    second = {lv: sorted(c.id for c in AC.pool(lv) if c.colour == "grey" and c.sections[1] == "majority") for lv in ("easy", "medium", "hard")}
    assert first == {"easy": ["2B", "7B"], "medium": ["2B", "7B"], "hard": ["7B"]}
    assert second == {"easy": ["5B"], "medium": ["5B"], "hard": ["4C", "5B"]}
    assert "easy and medium two as the first section (2B, 7B) and one as the fallback (5B)" in text
    assert "hard one as the first section (7B) and two as the fallback (4C, 5B)" in text
    assert "/work/" not in text  # no path outside the repository


def test_every_rulebook_section_of_the_automa_data_holds_only_the_texts_values():
    """Our readings live in "mixed" sections; R1a's round is our choice."""
    assert next(r for r in AC.round_cards if r.id == "R1a").source == "mixed"
    sources = {k.kind: k.source for k in AC.kind_effects}
    assert sources["take_card"] == sources["bonus_tile"] == "mixed"
