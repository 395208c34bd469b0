"""Write sample PNGs (and their text alternatives) of every Batavia image, at several
phases, in English and Dutch: ``python -m tests.render.batavia_samples OUTDIR [--phone]``.

``--phone`` also writes each image scaled to 400 px wide (``*-phone.png``), as a phone
shows it. PNGs are encoded with the bot's encoder (render.kit.png)."""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

from render.batavia.samples import GAMES, sample_states
from render.kit.png import png_bytes
from render.registry import describe, drawn, render
from rules import get_game
from rules.catalogues import words

# Long display names, as Discord allows (32 characters): they must still read on a phone.
LONG_NAMES = ("Anneke van der Berg-Oudshoorn", "Bartholomew Fitzwilliam III", "Cornelis 'Kees' Schoonhoven",
              "Dorothea Wilhelmina Huygens", "Evert-Jan Tjeenk Willink")


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0])
    phone = "--phone" in argv
    out.mkdir(parents=True, exist_ok=True)
    game = get_game("batavia")
    count = 0
    for players, seed, open_posts in GAMES:
        names = list(LONG_NAMES[:players]) if players == 5 else None
        for label, state in sample_states(players, seed, open_posts):
            public = game.view(state, None)
            seat = (game.to_move(state) or [0])[0]
            mine = game.view(state, seat)
            for lang in ("en", "nl"):
                for what in drawn("batavia"):
                    view = mine if what == "hand" else public
                    image = render("batavia", what, view, words(lang), names=names)
                    if image is None:
                        continue
                    stem = f"{players}p-seed{seed}-{label}-{what}-{lang}"
                    (out / f"{stem}.png").write_bytes(png_bytes(image))
                    (out / f"{stem}.txt").write_text(describe("batavia", what, view, words(lang), names=names) or "",
                                                     encoding="utf-8")
                    if phone:
                        small = image.resize((400, round(image.height * 400 / image.width)), Image.Resampling.LANCZOS)
                        small.save(out / f"{stem}-phone.png")
                    count += 1
    print(f"{count} images written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
