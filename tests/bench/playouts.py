"""Random playouts at scale: the many-seed runs of the playout tests, with every check the
tests make, and figures. A plain script (not collected by pytest):

    python tests/bench/playouts.py                          # every kind, the full counts
    python tests/bench/playouts.py --kind mautoma --games 300
    python tests/bench/playouts.py --kind mombasa --games 84
    python tests/bench/playouts.py --kind batavia --games 84

``mautoma``: solo games against the Mautoma, ``--games`` seeds (default 300) per difficulty,
through tests/mombasa/test_automa_play.py's ``play_seeds`` (the test plays 50).
``mombasa``: ``--games`` seeded games (default 84) for each of 2, 3 and 4 players and both
setups, through tests/mombasa/test_playouts_scale.py's ``play_case`` (the test plays 14).
``batavia``: the same for 3, 4 and 5 players, hidden and open posts, through
tests/batavia/test_playouts_scale.py's ``play_case`` (the test plays 14).
A broken invariant stops the run with its assertion (exit status 1). Prints, per case, the
games, the decisions, the CPU seconds and decisions per CPU second (CPU time: what the
checks cost, less dependent on a busy machine than the wall time, also shown).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.batavia import test_playouts_scale as batavia_scale  # noqa: E402
from tests.mombasa import test_playouts_scale as mombasa_scale  # noqa: E402
from tests.mombasa.test_automa_play import play_seeds  # noqa: E402

DEFAULT_GAMES = {"mautoma": 300, "mombasa": 84, "batavia": 84}


def cases(kind: str, games: int) -> list[tuple[str, Callable[[], int]]]:
    """(name, run) per case; ``run`` plays its games with every check and returns the steps."""
    if kind == "mautoma":
        return [(f"solo {difficulty}", lambda d=difficulty: play_seeds(d, range(games)))
                for difficulty in ("easy", "medium", "hard")]
    if kind == "mombasa":
        return [(f"Mombasa {players} players, {setup}",
                 lambda p=players, s=setup: mombasa_scale.play_case(p, s, games))
                for players, setup in mombasa_scale.CASES]
    return [(f"Batavia {players} players, {'open' if open_posts else 'hidden'} posts",
             lambda p=players, o=open_posts: batavia_scale.play_case(p, o, games))
            for players, open_posts in batavia_scale.CASES]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kind", choices=["mautoma", "mombasa", "batavia", "all"], default="all")
    ap.add_argument("--games", type=int, help="games per case (default: 300 solo seeds, 84 per case)")
    args = ap.parse_args()

    kinds = list(DEFAULT_GAMES) if args.kind == "all" else [args.kind]
    print("| case | games | decisions | CPU s | decisions per CPU s | wall s |")
    print("|---|---|---|---|---|---|")
    for kind in kinds:
        games = args.games or DEFAULT_GAMES[kind]
        for name, run in cases(kind, games):
            cpu, wall = time.process_time(), time.perf_counter()
            steps = run()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            print(f"| {name} | {games} | {steps} | {cpu:.1f} | {steps / max(cpu, 1e-9):.0f} | {wall:.1f} |",
                  flush=True)
    print("every invariant held at every step")


if __name__ == "__main__":
    main()
