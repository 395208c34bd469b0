"""Benchmark of the autocompletes: the ``game`` option for one user with many active solo
games, and ``/settings time_zone``.

    python tests/bench/autocomplete.py [--games 400] [--repeat 50]

Prints the time per keystroke of the old way (list the user's games, then load every one
to summarise it: what ``game_autocomplete`` did before issue 11) and of the one indexed
query it runs now (``GameStore.game_choices``: at most 25 rows, nothing loaded), on a
file database with real Mombasa solo games; then the time zones' per keystroke: walking
the zone files at each keystroke (before issue 26) and filtering the list read once.
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
from bot.games.quiet import matching_zones  # noqa: E402
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


ZONE_KEYS = ("", "e", "eu", "europe/", "europe/am", "america/new", "utc")  # typed in turn


def zones(repeat: int) -> tuple[float, float, int]:
    """(before, now) ms per keystroke of the time-zone autocomplete, and the zones on disk."""
    from zoneinfo import available_timezones

    start = time.perf_counter()
    for _ in range(repeat):
        for text in ZONE_KEYS:  # what zone_autocomplete did before: walk, sort, filter
            sorted(z for z in available_timezones() if text in z.lower())[:25]
    before = (time.perf_counter() - start) * 1000 / (repeat * len(ZONE_KEYS))
    matching_zones("")  # the first keystroke reads the list
    start = time.perf_counter()
    for _ in range(repeat):
        for text in ZONE_KEYS:
            matching_zones(text)
    now = (time.perf_counter() - start) * 1000 / (repeat * len(ZONE_KEYS))
    return before, now, len(available_timezones())


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
    before, now, count = zones(args.repeat)
    print(f"time zones ({count} on disk)")
    print(f"  before (walk the zone files at each keystroke): {before:8.2f} ms per keystroke")
    print(f"  now (the list read once per process): {now:8.3f} ms per keystroke")


if __name__ == "__main__":
    main()
