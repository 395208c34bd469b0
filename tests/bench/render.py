"""Benchmark the renderer: median milliseconds and PNG bytes per image kind.

    python tests/bench/render.py

Plain script (not collected by pytest). Targets: public board < 150 ms and < 1.5 MB;
player board and private panel < 80 ms. Multi-player games (2 and 4 players) and solo games
against the Mautoma (its area on the board, its player board).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from render.kit.png import png_bytes  # noqa: E402
from render.mombasa import render_board, render_panel, render_player_board  # noqa: E402
from render.mombasa.samples import playout_views  # noqa: E402
from rules import get_game  # noqa: E402


def states(players: int, seed: int, count: int, options: dict | None = None) -> list:
    every = 25 if not options else 6
    out = [s for step, s, v in playout_views(players, seed, every=every, options=options) if v["phase"] in ("planning", "actions")]
    return out[:: max(1, len(out) // count)][:count]


def bench(label: str, fn, args_list, repeat: int = 3) -> None:
    times, sizes = [], []
    fn(*args_list[0])  # warm the static-art and glyph caches, as in a running bot
    for args in args_list:
        for _ in range(repeat):
            t = time.perf_counter()
            img = fn(*args)
            times.append((time.perf_counter() - t) * 1000)
        sizes.append(len(png_bytes(img)))
    t = time.perf_counter()
    png_bytes(img)
    enc = (time.perf_counter() - t) * 1000
    print(f"{label:<16} median {statistics.median(times):6.1f} ms  max {max(times):6.1f} ms  "
          f"png median {statistics.median(sizes) / 1024:6.0f} KiB  max {max(sizes) / 1024:6.0f} KiB  "
          f"(encode {enc:.0f} ms, size {img.size[0]}x{img.size[1]})")


def main() -> None:
    game = get_game("mombasa")
    for players in (2, 4):
        sts = states(players, 7 + players, 8)
        public = [(game.view(s, None),) for s in sts]
        seat_views = [(game.view(s, (game.to_move(s) or [0])[0]),) for s in sts]
        print(f"{players} players, {len(sts)} states:")
        bench("public board", render_board, public)
        bench("player board", render_player_board, [(v, 0) for (v,) in public])
        bench("private panel", render_panel, seat_views)
    for difficulty in ("easy", "hard"):
        sts = states(2, 21, 8, {"automa": difficulty})
        public = [(game.view(s, None),) for s in sts]
        seat_views = [(game.view(s, 0),) for s in sts]
        print(f"solo ({difficulty}), {len(sts)} states:")
        bench("public board", render_board, public)
        bench("Mautoma board", render_player_board, [(v, v["automa"]["seat"]) for (v,) in public])
        bench("private panel", render_panel, seat_views)


if __name__ == "__main__":
    main()
