"""Run as a subprocess by test_crash: start a write and die (os._exit) at a chosen SQL
statement, as a killed process would. Usage: python -m tests.store.crashwriter DB OP GAME POINT
"""

import os
import sys

import tests.store.tallygame  # noqa: F401
import tests.toy.game  # noqa: F401
from bot.store import GameStore

CRASH_CODE = 37


def main() -> None:
    path, op, game_id, point = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    store = GameStore.open(path)
    if op == "repair":  # committed before the crash: repair has real work to do
        store.db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq > 0", [game_id])
    loaded = store.load_game(game_id)

    def tracer(sql, params):
        if " ".join(sql.split()).startswith(point):
            os._exit(CRASH_CODE)

    with store.db.tracer(tracer):
        if op == "apply":
            seat = loaded.game.to_move(loaded.state)[0]
            action = loaded.game.legal_actions(loaded.state, seat)[0]
            store.apply_action(game_id, seat, action, loaded.version)
        elif op == "undo":
            seat = store.action_log(game_id, include_undone=False)[-1].seat
            store.undo(game_id, seat, loaded.version)
        elif op == "repair":
            store.repair_game(game_id)
        elif op == "import":
            store.import_game(store.export_game(game_id))
    os._exit(0 if point == "never" else 1)  # 1: the crash point was never reached


if __name__ == "__main__":
    main()
