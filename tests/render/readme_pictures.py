"""Draw the README's pictures: a part of a Mombasa board, a player's private panel and a
Batavia auction, from seeded sample games (render/*/samples.py), encoded as the bot posts
them (render/kit/png.py: 256-colour palette PNGs).

    python -m tests.render.readme_pictures docs/images

The same games give the same PNG bytes; tests/test_readme.py checks the README's links to
them and that each stays small.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from render.batavia.samples import sample_states as batavia_states
from render.kit.png import png_bytes
from render.mombasa import render_panel, render_part
from render.mombasa.samples import sample_states as mombasa_states
from render.registry import render
from rules import get_game
from rules.catalogues import words

NAMES = ("Alice", "Bram", "Chidi", "Dana")


def pictures() -> Iterator[tuple[str, Image.Image]]:
    """(file name, image) of each README picture."""
    mombasa = get_game("mombasa")
    states = dict(mombasa_states(4, 13))  # the 4-player sample game of render/mombasa/samples
    late = mombasa.view(states["r7-actions"], None)
    yield "mombasa-map.png", render_part(late, "map", None, NAMES)
    planning = states["r1-planning"]
    seat = mombasa.to_move(planning)[0]
    yield "mombasa-panel.png", render_panel(mombasa.view(planning, seat), names=NAMES)
    batavia = get_game("batavia")
    bidding = dict(batavia_states(4, 41, True))["bidding"]
    yield "batavia-auction.png", render("batavia", "auction", batavia.view(bidding, None), words("en"),
                                        names=list(NAMES))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tests.render.readme_pictures OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for name, image in pictures():
        data = png_bytes(image)
        (out / name).write_bytes(data)
        print(f"{out / name}: {image.width}x{image.height}, {len(data) // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
