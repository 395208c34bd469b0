"""A board part is drawn from its inputs alone (render.mombasa.parts.part_inputs), so the
bot may give a live board's part again, undrawn, after a move that left its inputs as they
were (issue 28: drawing CPU per move): every other key of the view changed, or gone, draws
the same part; a change the part shows changes its inputs."""

from __future__ import annotations

import pytest

from render.kit.png import png_bytes
from render.mombasa.parts import PARTS, part_inputs, render_part
from render.mombasa.samples import playout_views
from render.registry import inputs
from rules.catalogues import words

NAMES = ["Anneloes van der Berg-Österholm", "Zoë", "Joël", "Ben"]
GAME = [v for _step, _s, v in playout_views(3, 17, every=25)][::4]
VIEWS = GAME + [v for _step, _s, v in playout_views(2, 4, every=10, options={"automa": "easy"})][::8]


def only_inputs(view: dict, part: str) -> dict:
    """The view with everything the part's inputs leave out taken away or scrambled."""
    kept = part_inputs(view, part)
    keep = {k for k in kept if k in view and k not in ("names", "players", "automa")}
    fields = {f for p in kept.get("players") or [] for f in p} | {"seat", "automa", "name"}
    out = {k: kept[k] for k in keep}  # narrowed as the inputs have them (the bonus spaces)
    out["players"] = [{k: v for k, v in p.items() if k in fields} for p in view["players"]]
    if view.get("automa"):
        out["automa"] = {"seat": view["automa"]["seat"]}
    out["phase"] = "scrambled"
    out["turn"] = 99
    return out


@pytest.mark.parametrize("part", PARTS)
def test_a_part_draws_the_same_from_its_inputs_alone(part):
    assert len(VIEWS) >= 6
    for view in VIEWS:
        full = png_bytes(render_part(view, part, words("nl"), NAMES))
        alone = png_bytes(render_part(only_inputs(view, part), part, words("nl"), NAMES))
        assert full == alone, (part, view["round"])


@pytest.mark.parametrize("part", PARTS)
def test_the_registry_says_a_parts_inputs_and_a_change_it_shows_changes_them(part):
    first, later = GAME[0], GAME[-1]  # the set-up and the game's end
    assert inputs("mombasa", part, first) == part_inputs(first, part)
    assert inputs("mombasa", part, first) != inputs("mombasa", part, later)
    assert png_bytes(render_part(first, part)) != png_bytes(render_part(later, part))
    assert inputs("mombasa", "move", first) is None  # the per-move image: its whole view


def test_a_bonus_space_taken_changes_only_the_part_that_shows_it():
    """The tracks draw only the tracks' own bonus spaces and the bonus part only the others:
    a marker put on one leaves the other part's inputs as they were (not drawn again)."""
    view = GAME[0]
    spaces = dict(view["bonus_spaces"])
    track_space = next(k for k in spaces if k.startswith("track:"))
    other_space = next(k for k in spaces if not k.startswith("track:"))
    on_track = {**view, "bonus_spaces": {**spaces, track_space: 1}}
    on_other = {**view, "bonus_spaces": {**spaces, other_space: 1}}
    assert part_inputs(on_other, "tracks") == part_inputs(view, "tracks")
    assert part_inputs(on_track, "tracks") != part_inputs(view, "tracks")
    assert part_inputs(on_track, "bonus") == part_inputs(view, "bonus")
    assert part_inputs(on_other, "bonus") != part_inputs(view, "bonus")
    for changed, part in ((on_track, "tracks"), (on_other, "bonus")):  # and the pictures show it
        assert png_bytes(render_part(changed, part)) != png_bytes(render_part(view, part))


def test_a_tile_reserved_or_used_while_held_leaves_the_bonus_part_as_it_was():
    """The bonus part shows a tile held, reserved or free, and a held tile's holder: a tile
    used up, or reserved while it is held, changes neither the picture nor the inputs."""
    view = GAME[0]
    tiles = view["bonus_tiles"]
    tile = next(iter(tiles))
    held = {**view, "bonus_tiles": {**tiles, tile: {**tiles[tile], "holder": 1}}}
    later = {**held, "bonus_tiles": {**held["bonus_tiles"], tile: {**held["bonus_tiles"][tile],
                                                                  "used": True, "reserved_by": 0}},
             "bonus_spaces": {**view["bonus_spaces"], f"tile:{tile}": 0}}
    assert part_inputs(later, "bonus") == part_inputs(held, "bonus")
    assert png_bytes(render_part(later, "bonus")) == png_bytes(render_part(held, "bonus"))
    reserved = {**view, "bonus_tiles": {**tiles, tile: {**tiles[tile], "reserved_by": 0}}}
    assert part_inputs(reserved, "bonus") != part_inputs(view, "bonus")  # free -> reserved shows
    assert png_bytes(render_part(reserved, "bonus")) != png_bytes(render_part(view, "bonus"))
