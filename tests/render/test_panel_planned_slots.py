"""The private panel's "planned" row shows each card in the slot it was planned in, by the
slot's number: the bookkeeping track's slot (the 5th) may be open while the diamond track's
(the 4th) is not, and a card planned there showed nowhere in that row, beside an empty box
called "slot 4" (the row counted 1..n instead of reading the seat's own slots)."""

from __future__ import annotations

import render.mombasa.player as player
from render.mombasa import render_panel
from rules import get_game
from rules.catalogues import words

GAME = get_game("mombasa")


def planning_view(open_slots: list[int], slot: int) -> dict:
    """Seat 0's view after planning one card into ``slot``, with ``open_slots`` open."""
    s = GAME.new_game(players=2, seed=3)
    for seat in (0, 1):  # the resting cards: the first arrangement offered
        s, _ = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
    assert s["phase"] == "planning"
    s["seats"][0]["slots"] = open_slots
    place = next(a for a in GAME.legal_actions(s, 0) if a.kind == "plan_place" and a["slot"] == slot)
    s, _ = GAME.apply(s, 0, place)
    return GAME.view(s, 0)


def planned_row(monkeypatch, view: dict) -> tuple[list[str | None], list[str]]:
    """The cards drawn in the panel's planned row, and the words drawn there, in order: the
    row comes right after the hand's cards and ends before the player board."""
    cards: list[str | None] = []
    texts: list[str] = []
    card, text = player.dr.draw_card, player.dr.text

    def draw_card(w, d, box, c, *args, **kwargs):
        cards.append(c["id"] if c else None)
        return card(w, d, box, c, *args, **kwargs)

    def draw_text(d, xy, what, *args, **kwargs):
        texts.append(str(what))
        return text(d, xy, what, *args, **kwargs)

    monkeypatch.setattr(player.dr, "draw_card", draw_card)
    monkeypatch.setattr(player.dr, "text", draw_text)
    render_panel(view, words("en"))
    hand = len(view["me"]["hand"])
    en = words("en")
    start = texts.index(en("render-mombasa-panel-planned"))
    row_texts = [t for t in texts[start + 1:] if t.startswith("slot ")]
    return cards[hand:], row_texts


def test_a_card_in_the_fifth_slot_shows_when_the_fourth_is_locked(monkeypatch):
    view = planning_view([0, 1, 2, 4], 4)
    planned = next(iter(view["me"]["draft"].values()))["id"]
    cards, labels = planned_row(monkeypatch, view)
    assert cards[0] == planned  # the row's only card: the one planned in slot 5
    assert labels[:3] == ["slot 1", "slot 2", "slot 3"]  # the three empty ones; no "slot 4"
    assert "slot 4" not in labels


def test_the_usual_three_slots_read_as_before(monkeypatch):
    view = planning_view([0, 1, 2], 1)
    planned = next(iter(view["me"]["draft"].values()))["id"]
    cards, labels = planned_row(monkeypatch, view)
    assert cards[0] == planned
    assert labels[:2] == ["slot 1", "slot 3"]
