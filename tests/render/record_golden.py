"""Record today's images as golden fixtures: the views, a pixel hash per image, and the
full text alternatives.

    python -m tests.render.record_golden

Plays seeded engine games (2, 3 and 4 players, first-game and variable set-up, solo easy,
medium and hard: ``render.samples``), picks a few states of each (set-up, the secret tile
choice, planning, actions, the end with its score sheet), and writes

- ``fixtures/golden_views.json.gz``: the views themselves (public and one seat's), so the
  golden test re-renders exactly these inputs and does not depend on the engine's playouts;
- and a few public moves of two games, for the per-move image ("move", with display names);
- ``fixtures/golden.json``: per image, its kind, the SHA-256 of its raw pixels (mode, size
  and ``tobytes()``) and its text alternative.

Re-record only when a change of the images is meant (and say so in the commit).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from PIL import Image

FIXTURES = Path(__file__).resolve().parent / "fixtures"
GOLDEN = FIXTURES / "golden.json"
VIEWS = FIXTURES / "golden_views.json.gz"

# (name, players, seed, options, states wanted): a few dozen images over every kind.
RUNS: tuple[tuple[str, int, int, dict[str, Any], tuple[str, ...]], ...] = (
    ("2p-seed11", 2, 11, {}, ("setup", "r1-planning", "mid-planning", "r4-actions", "over")),
    ("3p-seed12-variable", 3, 12, {"setup": "variable"}, ("setup", "setup-chosen", "mid-planning", "r7-actions",
                                                         "over")),
    ("4p-seed13", 4, 13, {}, ("mid-planning", "r4-actions", "over")),
    ("solo-easy-seed21", 2, 21, {"automa": "easy"}, ("r1-planning", "mid-planning", "over")),
    ("solo-medium-seed22", 2, 22, {"automa": "medium", "setup": "variable"}, ("setup", "mid-planning", "r4-actions")),
    ("solo-hard-seed23", 2, 23, {"automa": "hard"}, ("r7-actions", "over")),
)

# (name, players, seed, options, moves wanted): per-move images, drawn with display names.
MOVE_RUNS: tuple[tuple[str, int, int, dict[str, Any], tuple[str, ...]], ...] = (
    ("3p-seed12-variable", 3, 12, {"setup": "variable"}, ("expansion", "buy", "book", "reveal", "end")),
    ("solo-easy-seed21", 2, 21, {"automa": "easy"}, ("round", "bonus")),
)


def mid_planning(players: int, seed: int, options: dict[str, Any]) -> tuple[Any, int]:
    """The first state of round 2's planning where a seat still to move has planned a card
    (and someone else may have finished): the private panel with a half-filled plan."""
    from render.mombasa.samples import playout_views
    from rules import get_game

    game = get_game("mombasa")
    for _step, state, view in playout_views(players, seed, options=options):
        if view.get("phase") != "planning" or view.get("round", 0) < 2:
            continue
        for seat in game.to_move(state):
            if (game.view(state, seat).get("me") or {}).get("draft"):
                return state, seat
    raise SystemExit(f"{players}p seed {seed}: no state in the middle of planning")


def build_views() -> list[dict[str, Any]]:
    """Each case: a name, the public view, and the seat view of one seat to move."""
    from render.mombasa.samples import sample_states
    from rules import get_game

    game = get_game("mombasa")
    cases = []
    for name, players, seed, options, wanted in RUNS:
        states = dict(sample_states(players, seed, options))
        for label in wanted:
            seat = None
            if label == "mid-planning":
                state, seat = mid_planning(players, seed, options)
            elif label in states:
                state = states[label]
            else:
                raise SystemExit(f"{name}: no {label!r} state")
            public = game.view(state, None)
            if seat is None:
                seat = (game.to_move(state) or [0])[0]
            if label == "setup-chosen":  # the panel of one who has chosen
                seat = next(p["seat"] for p in public["players"] if p.get("tile_chosen"))
            cases.append({"name": f"{name}-{label}", "public": public, "seat": seat,
                          "mine": game.view(state, seat)})
    from render.mombasa.samples import sample_moves

    for name, players, seed, options, wanted in MOVE_RUNS:
        moves = {label: (before, after, events) for label, before, after, events in sample_moves(players, seed, options)}
        for label in wanted:
            before, after, events = moves[label]
            cases.append({"name": f"{name}-move-{label}", "public": after, "players": players,
                          "move": {"before": before, "events": events}})
    return cases


def pixel_hash(image: Image.Image) -> str:
    """The hash of an image's pixels by their colours: a picture drawn in palette mode
    (render.kit.palette) hashes as its RGB pixels, so drawing it so changes no record as long
    as every pixel keeps its colour."""
    if image.mode == "P":
        image = image.convert("RGB")
    h = hashlib.sha256()
    h.update(f"{image.mode} {image.size[0]}x{image.size[1]}\n".encode())
    h.update(image.tobytes())
    return h.hexdigest()


def images(case: Mapping[str, Any], words: Any = None) -> Iterator[tuple[str, Image.Image, str]]:
    """(image name, image, text alternative) of every kind one case shows, drawn through the
    renderer registry as the bot draws them."""
    from render.registry import describe, render

    public, stem = case["public"], case["name"]

    def both(what: str, view: Mapping[str, Any], **options: Any) -> tuple[Image.Image, str]:
        image = render("mombasa", what, view, words, **options)
        text = describe("mombasa", what, view, words, **options)
        assert image is not None and text is not None, (stem, what)
        return image, text

    if "move" in case:
        from tests.render.names import SAMPLE_NAMES

        yield f"{stem}/move", *both("move", public, names=list(SAMPLE_NAMES[:case["players"]]), move=case["move"])
        return
    seat, mine = case["seat"], case["mine"]
    yield f"{stem}/board", *both("board", public)
    for part in ("map", "tracks", "bonus", "displays"):  # the board in phone parts
        yield f"{stem}/{part}", *both(part, public)
    yield f"{stem}/player{seat + 1}", *both("player", public, seat=seat)
    automa = public.get("automa")
    if automa and public.get("phase") != "setup":
        yield f"{stem}/mautoma", *both("player", public, seat=int(automa["seat"]))
    yield f"{stem}/panel{seat + 1}", *both("hand", mine)
    if public.get("final_scores"):
        yield f"{stem}/scores", *both("scores", public)


def load_views() -> list[dict[str, Any]]:
    return json.loads(gzip.decompress(VIEWS.read_bytes()).decode("utf-8"))


def load_golden() -> dict[str, Any]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    if argv:
        print("usage: python -m tests.render.record_golden", file=sys.stderr)
        return 2
    cases = build_views()
    golden: dict[str, Any] = {}
    for case in cases:
        for name, image, text in images(case):
            golden[name] = {"pixels": pixel_hash(image), "text": text}
    FIXTURES.mkdir(parents=True, exist_ok=True)
    # no sort_keys: the order of some view dicts is meaningful (the expansion priorities)
    raw = json.dumps(cases, separators=(",", ":")).encode("utf-8")
    VIEWS.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"recorded {len(golden)} images of {len(cases)} views in {GOLDEN.parent}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
