"""The private panel image says where its choices are: "this panel's menus and buttons" only when
it goes out with the panel's buttons; alone (`/mombasa hand`) it points to the panel."""

from __future__ import annotations

import random

import render.mombasa.player as player
from render.mombasa import render_panel
from rules import get_game
from rules.catalogues import words


def drawn_texts(monkeypatch, view, lang: str = "en", **options) -> list[str]:
    texts: list[str] = []
    real = player.dr.text

    def text(d, xy, what, *args, **kwargs):
        texts.append(str(what))
        return real(d, xy, what, *args, **kwargs)

    monkeypatch.setattr(player.dr, "text", text)
    render_panel(view, words(lang), **options)
    monkeypatch.setattr(player.dr, "text", real)
    return texts


def actions_view() -> dict:
    """A seat's view when it chooses an action."""
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=7, options={"setup": "first"})
    rng = random.Random(7)
    for _ in range(500):  # random choices until someone chooses an action
        if state["phase"] == "actions":
            break
        seat = game.to_move(state)[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    assert state["phase"] == "actions"
    return game.view(state, game.to_move(state)[0])


def test_the_panel_image_alone_points_to_the_panel(monkeypatch):
    view = actions_view()
    say = words("en")
    with_buttons = drawn_texts(monkeypatch, view)
    alone = drawn_texts(monkeypatch, view, buttons=False)
    assert say("render-mombasa-decision-where") in with_buttons
    assert say("render-mombasa-decision-where-panel") in alone
    assert say("render-mombasa-decision-where") not in alone


def test_the_panel_image_says_what_the_decision_is_about_not_the_choices(monkeypatch):
    """The panel's controls are the choices (with Cancel): the image does not list the
    engine's labels again, it says what is being decided, in the reader's language."""
    view = actions_view()
    for lang, ask in (("en", "Choose an action."), ("nl", "Kies een actie.")):
        texts = drawn_texts(monkeypatch, view, lang=lang)
        assert ask in texts
        labels = set(view["me"]["legal"])
        assert not labels & set(texts), labels & set(texts)
        assert not any(t.startswith(("Cancel", "Annuleer")) for t in texts)
