"""Benchmark of the ``game`` autocomplete: one user with many active solo games.

    python tests/bench/autocomplete.py [--games 400] [--repeat 50]

Prints the time per keystroke of the old way (list the user's games, then load every one
to summarise it: what ``game_autocomplete`` did before issue 11) and of the one indexed
query it runs now (``GameStore.game_choices``: at most 25 rows, nothing loaded), on a
file database with real Mombasa solo games.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games import GameService  # noqa: E402
from bot.store import AsyncGameStore, GameStore, Place, Seat  # noqa: E402

USER = 1234567890


def build(path: Path, games: int) -> None:
    store = GameStore.open(path)
    for i in range(games):
        store.create_game(
            "mombasa",
            [Seat(0, USER), Seat(1, None, None, True)],
            seed=i,
            options={"automa": "easy"},
            place=Place(dm_user_id=USER),
        )
    store.close()


# what the bot passes: the label's words around the id, per (kind, player count)
LABELS = {("mombasa", n): ("#", f" Mombasa with {n} player{'s' if n > 1 else ''}") for n in range(1, 5)}


async def measure(path: Path, repeat: int) -> tuple[float, float, int, int]:
    store = await AsyncGameStore.open(path)
    service = GameService(store)
    start = time.perf_counter()
    for _ in range(max(1, repeat // 10)):
        old = [
            await service.summary(r.id)
            for r in await store.find_games(user_id=USER, status="active")
        ]
    old_ms = (time.perf_counter() - start) * 1000 / max(1, repeat // 10)
    start = time.perf_counter()
    for _ in range(repeat):
        new = await store.game_choices(USER, labels=LABELS, text="")
    new_ms = (time.perf_counter() - start) * 1000 / repeat
    await store.close()
    return old_ms, new_ms, len(old), len(new)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        build(path, args.games)
        old_ms, new_ms, n_old, n_new = asyncio.run(measure(path, args.repeat))
    print(f"{args.games} active solo games of one user")
    print(f"  before (list + load each game): {old_ms:8.1f} ms per keystroke ({n_old} rows)")
    print(f"  now (one indexed query, LIMIT 25): {new_ms:8.2f} ms per keystroke ({n_new} rows)")


if __name__ == "__main__":
    main()
