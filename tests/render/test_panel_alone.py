"""The private panel image says where its choices are: "buttons under this image" only when
it goes out with the panel's buttons; alone (`/mombasa hand`) it points to the panel."""

from __future__ import annotations

import render.mombasa.player as player
from render.mombasa import render_panel
from rules import get_game
from rules.catalogues import words


def drawn_texts(monkeypatch, view, **options) -> list[str]:
    texts: list[str] = []
    real = player.dr.text

    def text(d, xy, what, *args, **kwargs):
        texts.append(str(what))
        return real(d, xy, what, *args, **kwargs)

    monkeypatch.setattr(player.dr, "text", text)
    render_panel(view, words("en"), **options)
    monkeypatch.setattr(player.dr, "text", real)
    return texts


def test_the_panel_image_alone_points_to_the_panel(monkeypatch):
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=7, options={"setup": "first"})
    view = game.view(state, game.to_move(state)[0])
    count = len(view["me"]["legal"])
    say = words("en")
    with_buttons = drawn_texts(monkeypatch, view)
    alone = drawn_texts(monkeypatch, view, buttons=False)
    if count > player.MAX_CHOICES:  # many choices: one line about them
        assert say("render-mombasa-choices-many", count=count) in with_buttons
        assert say("render-mombasa-choices-many-panel", count=count) in alone
    else:  # a few: listed under a heading
        assert say("render-mombasa-choices") in with_buttons
        assert say("render-mombasa-choices-panel") in alone
    assert any("buttons under this image" in t for t in with_buttons)
    assert not any("buttons under this image" in t for t in alone)
