"""The action area in words (a player board's text alternative): a card used this round is
a used card, never a card "planned face down" (nothing is hidden once plans are revealed)."""

from __future__ import annotations

import random

from render.mombasa.text import player_text
from rules import get_game
from rules.catalogues import words


def used_in_actions(seed: int = 3):
    """A seeded 2-player game played at random until a card in someone's action area is used;
    the public view then and that seat."""
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=seed, options={})
    rng = random.Random(seed)
    for _ in range(2000):
        view = game.view(state, None)
        if view.get("phase") == "actions":
            for p in view["players"]:
                if any(slot.get("used") for slot in p["action_area"]):
                    return view, p["seat"]
        seat = game.to_move(state)[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    raise AssertionError("no card was used")


def test_used_cards_are_not_counted_as_planned_face_down():
    view, seat = used_in_actions()
    used = sum(1 for slot in view["players"][seat]["action_area"] if slot.get("used"))
    for lang, used_word, hidden_word in (("en", "(used)", "face down"), ("nl", "(gebruikt)", "gedekt")):
        text = player_text(view, seat, words(lang))
        area = next(line for line in text.splitlines() if line.startswith(("Action area", "Actiegebied")))
        assert area.count(used_word) == used, area
        assert hidden_word not in area, area
