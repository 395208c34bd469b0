"""Benchmark the end-of-game story: CPU milliseconds to draw its pictures ("how the game
went" encoded as the bot's PNG, the board through the rounds as an animated GIF) and their
bytes, for a 4-player Mombasa game and a 5-player Batavia game; and the replay of the log
that the pictures are drawn from (on the store's side, not counted in the drawing).

    python tests/bench/story.py [--games N] [--repeat R]

Plain script (not collected by pytest). Target (issue 29): the end's pictures of a 4-player
game drawn in at most 300 ms of CPU. "first" is a drawing process's first story right after
the score sheet it follows (the catalogues and fonts loaded, the story's own glyphs, layout
and components not yet cached), "median" the later ones.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.games.story import story_view  # noqa: E402
from render.kit.png import png_bytes  # noqa: E402
from render.registry import render  # noqa: E402
from rules import get_game  # noqa: E402
from rules.catalogues import words  # noqa: E402
from tests.story.games import play  # noqa: E402

NAMES = ["Anneloes van der Berg-Österholm", "Zoë", "Joël Ó Súilleabháin", "Ben", "Eef"]
CASES = (("mombasa", 4), ("batavia", 5))


def draw(kind: str, story: dict) -> tuple[int, int]:
    """The end's pictures as the bot posts them: (story PNG bytes, replay GIF bytes)."""
    en = words("en")
    names = NAMES[: len(story["scores"])]
    chart = png_bytes(render(kind, "story", story, en, names=names))
    replay = render(kind, "replay", story, en, names=names)
    assert isinstance(replay, bytes)
    return len(chart), len(replay)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="games per case")
    parser.add_argument("--repeat", type=int, default=3, help="draws per game after the first")
    args = parser.parse_args()
    for kind, players in CASES:
        first, times, replays, charts, gifs, rounds = [], [], [], [], [], []
        for g in range(args.games):
            played = play(kind, players, seed=100 + g)
            t = time.process_time()
            story = story_view(kind, players, played.seed, played.options, played.entries)
            replays.append((time.process_time() - t) * 1000)
            assert story is not None
            rounds.append(len(story["rounds"]))
            if g == 0:  # the score sheet, drawn before the story in the same post
                final = {**get_game(kind).view(played.state, None), "scores": story["scores"]}
                png_bytes(render(kind, "scores", final, words("en"), names=NAMES[:players]))
            for k in range(args.repeat + 1):
                t = time.process_time()
                chart, gif = draw(kind, story)
                ms = (time.process_time() - t) * 1000
                (first if g == 0 and k == 0 else times).append(ms)
            charts.append(chart)
            gifs.append(gif)
        med = statistics.median(times) if times else first[0]
        print(f"{kind} {players} players, {args.games} game(s), {statistics.median(rounds):.0f} rounds: "
              f"draw CPU first {first[0]:.0f} ms, median {med:.0f} ms, max {max(times or first):.0f} ms "
              f"(target <= 300 ms); story.png {statistics.median(charts) / 1000:.0f} kB, "
              f"replay.gif {statistics.median(gifs) / 1000:.0f} kB (max {max(gifs) / 1000:.0f} kB); "
              f"replay of the log {statistics.median(replays):.0f} ms")


if __name__ == "__main__":
    main()
