"""Benchmark the renderer: median milliseconds to draw and to encode, and PNG bytes, per
image kind.

    python tests/bench/render.py [batavia] [--states N] [--repeat R]

Plain script (not collected by pytest). Draws through the renderer registry in English, as
the bot does, and encodes with the one PNG encoder (render.kit.png): the bytes printed are
the bytes the bot posts. Each decision's own picture in the private panel (issue 28: at most
900 px tall) is drawn per kind of decision ("decision plan", "decision goods"...). Mombasa images are phone-first (issue 14): the per-move image
("move") draw + encode median <= 40 ms, and every image the bot posts (move, the board
parts map/tracks/displays, player, hand, scores) <= 150 KB; the whole 1600 px "board" is
kept for compatibility. Multi-player games (2 and 4 players) and solo games against the
Mautoma (its area on the board, its player board), drawn with display names.
Batavia (3-5 players, phone-first 800 px images): draw + encode median <= 40 ms and PNG
<= 150 KB per image, as the bot encodes it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.games.pictures import LIVE_LEVEL  # noqa: E402
from render.kit.png import png_bytes  # noqa: E402
from render.mombasa.samples import playout_moves, playout_views  # noqa: E402
from render.registry import render, shows  # noqa: E402
from rules import get_game  # noqa: E402
from rules.catalogues import words  # noqa: E402

EN = words("en")
NAMES = ["Anneloes van der Berg-Österholm", "Zoë", "Joël Ó Súilleabháin", "Ben"]


def states(players: int, seed: int, count: int, options: dict | None = None) -> list:
    every = 25 if not options else 6
    out = [s for step, s, v in playout_views(players, seed, every=every, options=options) if v["phase"] in ("planning", "actions")]
    return out[:: max(1, len(out) // count)][:count]


REPEAT = 3  # draws per case (--repeat)
COUNT = 8  # states sampled per playout (--states; Batavia's: half again as many)


def bench(label: str, what: str, cases: list[tuple[dict, dict]], repeat: int | None = None,
          kind: str = "mombasa", posted: int | None = None) -> None:
    """``cases``: (view, options) pairs drawn as image ``what``; ``posted``: the deflate level
    the bot encodes it at for posting (``png_bytes(image, level)``), whose bytes and encoding
    time are printed too."""
    repeat = REPEAT if repeat is None else repeat
    times, encodes, sizes, hard_times, hard_sizes = [], [], [], [], []
    cases = [(v, o) for v, o in cases if render(kind, what, v, EN, **o) is not None]  # also warms the caches
    if not cases:
        return
    for view, options in cases:
        for _ in range(repeat):
            t = time.perf_counter()
            img = render(kind, what, view, EN, **options)
            times.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        data = png_bytes(img)
        encodes.append((time.perf_counter() - t) * 1000)
        sizes.append(len(data))
        if posted is not None:  # encoded as the bot posts it: deflated at that level, in one pass
            t = time.perf_counter()
            hard_sizes.append(len(png_bytes(img, posted)))
            hard_times.append((time.perf_counter() - t) * 1000)
    total = statistics.median(times) + statistics.median(encodes)
    print(f"{label:<16} draw median {statistics.median(times):6.1f} ms  max {max(times):6.1f} ms  "
          f"encode median {statistics.median(encodes):6.1f} ms  (sum {total:5.1f})  "
          f"png median {statistics.median(sizes) / 1024:5.0f} KiB  max {max(sizes) / 1024:5.0f} KiB  "
          f"(size {img.size[0]}x{img.size[1]})")
    if hard_sizes:
        print(f"{'':<16} as posted (encoded at deflate level {posted}): median {statistics.median(hard_sizes) / 1024:5.1f} KiB"
              f"  max {max(hard_sizes) / 1024:5.1f} KiB, encoded in median {statistics.median(hard_times):5.1f} ms")


def decision_pictures(game) -> None:
    """Each decision's own picture in the private panel (issue 28), by kind: seat views met
    in a seeded random 3-player game, ``COUNT`` of each kind at most."""
    from render.mombasa.decisions import decision_of

    rng = random.Random(5)
    state = game.new_game(players=3, seed=5, options={"setup": "variable"})
    found: dict[str, list] = {}
    while not game.is_over(state):
        seat = rng.choice(game.to_move(state))
        view = game.view(state, seat)
        kind = decision_of(view)
        if kind is not None and len(found.setdefault(kind, [])) < COUNT:
            found[kind].append((view, {"names": NAMES[:3]}))
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    print("decision pictures (the private panel's, issue 28), 3 players:")
    for kind, cases in sorted(found.items()):
        bench(f"decision {kind}", "decision", cases)


def batavia() -> None:
    from render.batavia import IMAGES
    from render.batavia.samples import playout

    game = get_game("batavia")
    names = ["Anneke van der Berg", "Bartholomew F.", "Cornelis", "Dorothea", "Evert-Jan"]
    for players, open_posts in ((3, False), (5, True)):
        states = playout(players, 60 + players, open_posts)
        count = COUNT * 3 // 2
        picked = states[:: max(1, len(states) // count)] + [states[-1]]
        # the auction is drawn only while bidding: its own sample of auction states
        auctions = [s for s in states if s["phase"] == "auction"][::4][:count]
        print(f"Batavia, {players} players, {len(picked)} states:")
        for what in IMAGES:
            sts = auctions if what == "auction" else picked
            seat_view = what in ("hand", "decision")  # the private pictures: the seat's view
            views = [game.view(s, (game.to_move(s) or [0])[0] if seat_view else None) for s in sts]
            bench(what, what, [(v, {"names": names[:players]}) for v in views], kind="batavia")


def main() -> None:
    global REPEAT, COUNT
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="?", choices=("batavia",), help="Batavia's images only")
    parser.add_argument("--states", type=int, default=COUNT, help="states sampled per playout")
    parser.add_argument("--repeat", type=int, default=REPEAT, help="draws per state")
    args = parser.parse_args()
    REPEAT, COUNT = max(1, args.repeat), max(1, args.states)
    if args.only == "batavia":
        batavia()
        return
    game = get_game("mombasa")
    for players in (2, 4):
        sts = states(players, 7 + players, COUNT)
        public = [game.view(s, None) for s in sts]
        print(f"{players} players, {len(sts)} states:")
        named = {"names": NAMES[:players]}
        moves = list(playout_moves(players, 7 + players))
        moves = moves[:: max(1, len(moves) // (COUNT * 3))]
        shown = [(a, {**named, "move": {"before": b, "events": e}}) for b, a, e in moves
                 if shows("mombasa", "move", a, move={"before": b, "events": e})]
        print(f"  (per-move pictures: {len(shown)} of {len(moves)} sampled moves changed something drawn and are posted)")
        bench("move", "move", shown, posted=6)
        for part in ("map", "tracks", "bonus", "displays"):
            bench(f"part {part}", part, [(v, named) for v in public], posted=LIVE_LEVEL)
        bench("public board", "board", [(v, {}) for v in public])
        bench("player board", "player", [(v, {"seat": 0}) for v in public])
        bench("private panel", "hand", [(game.view(s, (game.to_move(s) or [0])[0]), {}) for s in sts])
    for difficulty in ("easy", "hard"):
        sts = states(2, 21, COUNT, {"automa": difficulty})
        public = [game.view(s, None) for s in sts]
        print(f"solo ({difficulty}), {len(sts)} states:")
        moves = list(playout_moves(2, 21, {"automa": difficulty}))
        moves = moves[:: max(1, len(moves) // (COUNT * 3))]
        bench("move", "move", [(a, {"names": NAMES[:2], "move": {"before": b, "events": e}}) for b, a, e in moves])
        bench("public board", "board", [(v, {}) for v in public])
        bench("Mautoma board", "player", [(v, {"seat": v["automa"]["seat"]}) for v in public])
        bench("private panel", "hand", [(game.view(s, 0), {}) for s in sts])
    decision_pictures(game)
    scores = [game.view(s, None) for _step, s, v in playout_views(4, 13, every=10_000)][-1:]
    print("score sheet:")
    bench("score sheet", "scores", [(v, {"names": NAMES}) for v in scores] * 4)
    batavia()


if __name__ == "__main__":
    main()
