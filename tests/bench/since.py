"""The CPU of "since your last move" (issue 28, item 6) when a player opens a decision: a
4-player Mombasa game played through the store with random legal actions; before each
action, ``since_last_move`` for the seat to act (what the panel runs) is timed.
A plain script (not collected by pytest):

    python tests/bench/since.py [--moves N] [--players P] [--seed S]

Prints the median, 90th percentile and largest CPU per panel (the first to read the log
back, which loads the catalogues, said apart), the actions read back and the lines said.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games.context import GameContext  # noqa: E402
from bot.games.history import SINCE_WINDOW, since_last_move  # noqa: E402
from bot.store import Seat  # noqa: E402
from bot.store.store import GameStore  # noqa: E402


def run(moves: int, players: int, seed: int) -> list[tuple[float, int, int]]:
    """(CPU seconds, actions since the seat's last, lines) per panel."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore.open(Path(tmp) / "since.sqlite3")
        game_id = store.create_game("mombasa", [Seat(i, 100 + i) for i in range(players)], seed=seed).id
        rng = random.Random(seed)
        for _ in range(moves):
            loaded = store.load_game(game_id)
            game = loaded.game
            if game.is_over(loaded.state):
                break
            seat = game.to_move(loaded.state)[0]
            ctx = GameContext.load(store, game_id)
            started = time.process_time()
            lines = since_last_move(store, ctx, seat)
            spent = time.process_time() - started
            read_back = len(store.since_seat(game_id, seat, SINCE_WINDOW))
            out.append((spent, read_back, len(lines)))
            store.apply_action(game_id, seat, rng.choice(game.legal_actions(loaded.state, seat)),
                               loaded.version)
        store.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=160, help="actions played (each one panel opened)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    panels = run(args.moves, args.players, args.seed)
    # the first panel that reads the log back loads what a running bot holds already (the
    # catalogues, the engine's labels): said apart
    cold = next((i for i, p in enumerate(panels) if p[1]), None)
    if cold is None or len(panels) < 2:
        print("no panel read the log back")
        return
    first = panels.pop(cold)
    print(f"the first panel reading the log back (cold): {first[0] * 1000:.1f} ms")
    cpu = sorted(p[0] * 1000 for p in panels)
    print(f"{len(panels)} panels of a {args.players}-player game: since_last_move CPU median "
          f"{statistics.median(cpu):.1f} ms, p90 {cpu[int(len(cpu) * 0.9)]:.1f} ms, max {cpu[-1]:.1f} ms; "
          f"actions read back median {statistics.median(p[1] for p in panels):.0f}, "
          f"max {max(p[1] for p in panels)}; lines shown median {statistics.median(p[2] for p in panels):.0f}, "
          f"max {max(p[2] for p in panels)}")


if __name__ == "__main__":
    main()
