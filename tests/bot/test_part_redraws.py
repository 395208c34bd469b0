"""The renderer gives a board part again, undrawn, when a move left what it is drawn from as
it was (render.registry.inputs), with its text made anew from the new view; a part the move
changed is drawn (issue 28: drawing CPU per move)."""

from __future__ import annotations

import copy

from bot.games.board import Order, Renderer
from render.mombasa.samples import playout_views


async def test_a_part_the_move_left_alone_is_not_drawn_again():
    views = [v for _step, _s, v in playout_views(2, 9, every=30)]
    view = views[len(views) // 2]
    renderer = Renderer()
    drawn: list[str] = []
    real = renderer.picture_of

    def counting(order):
        drawn.append(order.what)
        return real(order)

    renderer.picture_of = counting  # type: ignore[method-assign]  # counts the drawings
    first = await renderer.draw_all([Order("mombasa", view, part, "en") for part in ("map", "tracks")])
    assert drawn == ["map", "tracks"]
    moved = copy.deepcopy(view)
    moved["players"][0]["money"] += 5  # neither part shows cash
    moved["players"][0]["tracks"]["cairo"] = moved["players"][0]["tracks"].get("cairo", 0) + 1  # the tracks do
    moved["turn"] = 1 - int(view.get("turn") or 0)
    again = await renderer.draw_all([Order("mombasa", moved, part, "en") for part in ("map", "tracks")])
    assert drawn == ["map", "tracks", "tracks"]  # the map given again, the tracks drawn
    assert again[0].png == first[0].png and renderer.redrawn_skipped == 1
    assert again[1].png != first[1].png
    assert again[0].text == renderer.text("mombasa", moved, "map")  # the words of the new view
