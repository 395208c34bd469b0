"""Benchmark the renderer: median milliseconds to draw and to encode, and PNG bytes, per
image kind.

    python tests/bench/render.py

Plain script (not collected by pytest). Draws through the renderer registry in English, as
the bot does, and encodes with the one PNG encoder (render.kit.png). Targets: public board
< 150 ms and < 1.5 MB; player board and private panel < 80 ms. Multi-player games (2 and 4
players) and solo games against the Mautoma (its area on the board, its player board).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from render.kit.png import png_bytes  # noqa: E402
from render.mombasa.samples import playout_views  # noqa: E402
from render.registry import render  # noqa: E402
from rules import get_game  # noqa: E402
from rules.catalogues import words  # noqa: E402

EN = words("en")


def states(players: int, seed: int, count: int, options: dict | None = None) -> list:
    every = 25 if not options else 6
    out = [s for step, s, v in playout_views(players, seed, every=every, options=options) if v["phase"] in ("planning", "actions")]
    return out[:: max(1, len(out) // count)][:count]


def bench(label: str, what: str, cases: list[tuple[dict, dict]], repeat: int = 3) -> None:
    """``cases``: (view, options) pairs drawn as image ``what``."""
    times, encodes, sizes = [], [], []
    render("mombasa", what, cases[0][0], EN, **cases[0][1])  # warm the static-art, glyph and word caches
    for view, options in cases:
        for _ in range(repeat):
            t = time.perf_counter()
            img = render("mombasa", what, view, EN, **options)
            times.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        data = png_bytes(img)
        encodes.append((time.perf_counter() - t) * 1000)
        sizes.append(len(data))
    print(f"{label:<16} draw median {statistics.median(times):6.1f} ms  max {max(times):6.1f} ms  "
          f"encode median {statistics.median(encodes):6.1f} ms  "
          f"png median {statistics.median(sizes) / 1024:5.0f} KiB  max {max(sizes) / 1024:5.0f} KiB  "
          f"(size {img.size[0]}x{img.size[1]})")


def main() -> None:
    game = get_game("mombasa")
    for players in (2, 4):
        sts = states(players, 7 + players, 8)
        public = [game.view(s, None) for s in sts]
        print(f"{players} players, {len(sts)} states:")
        bench("public board", "board", [(v, {}) for v in public])
        bench("player board", "player", [(v, {"seat": 0}) for v in public])
        bench("private panel", "hand", [(game.view(s, (game.to_move(s) or [0])[0]), {}) for s in sts])
    for difficulty in ("easy", "hard"):
        sts = states(2, 21, 8, {"automa": difficulty})
        public = [game.view(s, None) for s in sts]
        print(f"solo ({difficulty}), {len(sts)} states:")
        bench("public board", "board", [(v, {}) for v in public])
        bench("Mautoma board", "player", [(v, {"seat": v["automa"]["seat"]}) for v in public])
        bench("private panel", "hand", [(game.view(s, 0), {}) for s in sts])
    scores = [game.view(s, None) for _step, s, v in playout_views(4, 13, every=10_000)][-1:]
    print("score sheet:")
    bench("score sheet", "scores", [(v, {}) for v in scores] * 4)


if __name__ == "__main__":
    main()
