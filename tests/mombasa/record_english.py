"""Record the English a player reads in seeded random Mombasa playouts, as a JSON fixture.

    python -m tests.mombasa.record_english            # writes fixtures/english.json.gz
    python -m tests.mombasa.record_english --check    # compares instead (prints a diff)

Recorded once from the engine as it was before its words became data (issue 12), so the
converted engine can be compared with it (tests/mombasa/test_english_unchanged.py): per
step, every event's text and visible_to, every legal action's label of the seat to move,
the English of a few refusals (a made-up action, a move out of turn, actions of kinds seen
earlier with their old parameters), and every string with a space in the views (public and
each seat's), every few steps.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

from rules import Action, IllegalAction, get_game

FIXTURE = Path(__file__).parent / "fixtures" / "english.json.gz"

# (players, options) x seeds; solo games are players=2 with the "automa" option.
CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (2, {"setup": "first"}), (2, {"setup": "variable"}),
    (3, {"setup": "first"}), (3, {"setup": "variable"}),
    (4, {"setup": "first"}), (4, {"setup": "variable"}),
    (2, {"automa": "easy"}), (2, {"automa": "medium"}), (2, {"automa": "hard"}),
]
SEEDS = (1, 2, 3)
MAX_STEPS = 600
VIEW_EVERY = 7
REFUSALS_PER_STEP = 3


def _view_strings(obj: Any, path: str, out: dict[str, str]) -> None:
    """Strings that read as words (they hold a space) in a view, by their path."""
    if isinstance(obj, str):
        if " " in obj:
            out[path] = obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _view_strings(v, f"{path}.{k}", out)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _view_strings(v, f"{path}[{i}]", out)


def _refusal(game, state, seat: int, action: Action) -> str | None:
    try:
        game.apply(state, seat, action)
    except IllegalAction as exc:
        return str(exc)
    return None


def playout(players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    game = get_game("mombasa")
    picker = random.Random(seed * 7919 + players)
    state = game.new_game(players=players, seed=seed, options=dict(options))
    steps: list[dict[str, Any]] = []
    seen: dict[str, dict[str, Any]] = {}  # kind -> the JSON of an action of that kind seen earlier
    for step in range(MAX_STEPS):
        rec: dict[str, Any] = {}
        if step % VIEW_EVERY == 0 or game.is_over(state):
            views: dict[str, str] = {}
            for viewer in [None, *range(players)]:
                _view_strings(game.view(state, viewer), f"v{'' if viewer is None else viewer}", views)
            rec["views"] = views
        if game.is_over(state):
            rec["scores"] = game.scores(state)
            steps.append(rec)
            break
        to_move = game.to_move(state)
        seat = to_move[picker.randrange(len(to_move))]
        legal = game.legal_actions(state, seat)
        rec["seat"] = seat
        rec["labels"] = [a.label for a in legal]
        refusals = []
        bogus = [Action.make("__not_a_real_action__", x=1)]
        idle = [s for s in range(players) if s not in to_move]
        kinds = sorted(seen)
        picker2 = random.Random(step * 31 + seed)
        tries = [game.action_from_json(seen[k]) for k in picker2.sample(kinds, min(len(kinds), 6))]
        for a in bogus + tries:
            if len(refusals) >= REFUSALS_PER_STEP:
                break
            text = _refusal(game, state, seat, a)
            if text is not None:
                refusals.append([a.to_json(), text])
        if idle and step % 5 == 0:
            refusals.append([legal[0].to_json(), _refusal(game, state, idle[0], legal[0]), idle[0]])
        rec["refusals"] = refusals
        action = legal[picker.randrange(len(legal))]
        rec["action"] = action.to_json()
        for a in legal:
            seen[a.kind] = a.to_json()
        state, events = game.apply(state, seat, action)
        rec["events"] = [[e.get("visible_to"), e.get("text")] for e in events]
        steps.append(rec)
    return {"players": players, "options": options, "seed": seed, "steps": steps}


def record() -> list[dict[str, Any]]:
    return [playout(p, o, seed) for p, o in CONFIGS for seed in SEEDS]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the fixture instead of writing it")
    ap.add_argument("--dumps", action="store_true", help="write the format-1 saved games (once, before issue 12)")
    args = ap.parse_args()
    if args.dumps:
        record_v1_dumps()
        return
    if args.check:
        from tests.mombasa.test_english_unchanged import compare

        problems = compare(json.loads(gzip.decompress(FIXTURE.read_bytes())), record())
        print("\n".join(problems) or "English unchanged.")
        sys.exit(1 if problems else 0)
    FIXTURE.parent.mkdir(exist_ok=True)
    data = json.dumps(record(), separators=(",", ":"), sort_keys=True).encode()
    FIXTURE.write_bytes(gzip.compress(data, mtime=0))
    print(f"wrote {FIXTURE} ({len(data):,} bytes, {FIXTURE.stat().st_size:,} compressed)")



def record_v1_dumps() -> None:
    """A few saved games of format version 1 (before issue 12): mid-game and mid-action,
    2 players and solo, for the upgrade test (test_saved_format.py)."""
    game = get_game("mombasa")
    out = FIXTURE.parent / "format1"
    out.mkdir(exist_ok=True)
    for name, players, options, seed, want in [
        ("2p-planning", 2, {"setup": "variable"}, 5, "planning"),
        ("2p-mid-action", 2, {"setup": "first"}, 6, "mid-action"),
        ("3p-mid-action", 3, {"setup": "variable"}, 7, "mid-action"),
        ("solo-mid-action", 2, {"automa": "medium"}, 8, "mid-action"),
        ("solo-planning", 2, {"automa": "hard"}, 9, "planning"),
    ]:
        picker = random.Random(seed)
        state = game.new_game(players=players, seed=seed, options=options)
        step = 0
        while True:
            step += 1
            if step > 40 and (state["phase"] == "planning" if want == "planning" else "checkpoint" in state and state["action_log"]):
                break
            seat = picker.choice(game.to_move(state))
            legal = [a for a in game.legal_actions(state, seat) if a.kind != "cancel"]
            state, _ = game.apply(state, seat, picker.choice(legal))
        (out / f"{name}.json").write_text(json.dumps(
            {"players": players, "options": options, "seed": seed, "format_version": 1,
             "dump": game.dump(state)}, indent=1) + "\n")
        print("wrote", out / f"{name}.json")


if __name__ == "__main__":
    main()
