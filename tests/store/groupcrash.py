"""Run as a subprocess by test_crash: several games written at once through the async
facade (group commit), dying (os._exit, as a killed process would) at the start of the
COMMIT of group POINT. Prints "acked GAME VERSION" for every write whose call returned,
each line with one write(2) of its own: a kill (from the committing thread) never leaves a
half-printed line, and no buffer is left to flush.
Usage: python -m tests.store.groupcrash DB POINT GAME...
"""

import asyncio
import os
import sys

import tests.store.tallygame  # noqa: F401
from bot.store import AsyncGameStore

CRASH_CODE = 37


async def main() -> None:
    path, point, games = sys.argv[1], int(sys.argv[2]), [int(g) for g in sys.argv[3:]]
    store = await AsyncGameStore.open(path)
    commits = 0

    def tracer(sql: str) -> None:
        nonlocal commits
        if sql == "COMMIT":
            commits += 1
            if commits == point:
                os._exit(CRASH_CODE)

    store.sync.db.conn.set_trace_callback(tracer)

    async def play(game_id: int) -> None:
        for version in range(1000):
            await store.apply_action(game_id, 0, {"kind": "add", "n": 1}, version)
            os.write(1, f"acked {game_id} {version + 1}\n".encode())  # atomic (< PIPE_BUF)

    await asyncio.gather(*(play(g) for g in games))
    os._exit(1)  # the crash point was never reached


if __name__ == "__main__":
    asyncio.run(main())
