"""Sample views and images from seeded random games (for looking at, and for tests).

Pure: plays games through the protocol (new_game, to_move, legal_actions, apply) with a
seeded ``random.Random`` and yields views and images; writing them to files is left to the
caller (``python -m tests.render.samples OUTDIR``), since render/ does no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from PIL import Image

from render.mombasa import (
    board_text,
    move_text,
    panel_text,
    part_text,
    player_text,
    render_board,
    render_move,
    render_panel,
    render_parts,
    render_player_board,
    render_scoresheet,
    scoresheet_text,
)
from rules import get_game


def playout_views(players: int, seed: int, every: int = 1, max_steps: int = 20000,
                  options: dict | None = None) -> Iterator[tuple[int, Any, dict]]:
    """(step, state, public view) every ``every`` steps of a random game, and at the end.
    ``options`` go to new_game ({"automa": "easy"} for a solo game, {"setup": "variable"})."""
    game = get_game("mombasa")
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, options=dict(options or {}))
    step = 0
    while True:
        over = game.is_over(state)
        if over or step % every == 0:
            yield step, state, game.view(state, None)
        if over or step >= max_steps:
            return
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        step += 1


# A public move ends with one of these events (the bot posts one image per public move;
# the planning phase's face-down cards are a secret phase with a status message instead).
MOVE_ENDS = frozenset({"ActionSummary", "PlansRevealed", "RoundPrepared", "GameEnded", "ActionPhaseEnded"})


def playout_moves(players: int, seed: int, options: dict | None = None,
                  max_steps: int = 20000) -> Iterator[tuple[dict, dict, list[dict]]]:
    """(public view before, public view after, public events) of every public move of a
    seeded random game: the decisions of a compound move are gathered up to its end."""
    game = get_game("mombasa")
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, options=dict(options or {}))
    before, events = game.view(state, None), []
    for _ in range(max_steps):
        if game.is_over(state):
            return
        seat = rng.choice(game.to_move(state))
        state, evs = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        events += [dict(e) for e in evs if e.get("visible_to") == "all"]
        if any(e.get("type") in MOVE_ENDS for e in evs):
            after = game.view(state, None)
            yield before, after, events
            before, events = after, []


def sample_moves(players: int, seed: int, options: dict | None = None) -> list[tuple[str, dict, dict, list[dict]]]:
    """A few public moves of one game, one of each kind the per-move image shows
    differently: (label, before, after, events)."""
    picked: dict[str, tuple[dict, dict, list[dict]]] = {}
    for before, after, events in playout_moves(players, seed, options):
        types = {e.get("type") for e in events}
        for label, wanted in (("expansion", "RegionEntered"), ("oust", "PostsOusted"), ("buy", "CardBought"),
                              ("book", "BookTaken"), ("bonus", "BonusMarkerPlaced"), ("reveal", "PlansRevealed"),
                              ("pickup", "RestingDeckPickedUp"), ("round", "RoundPrepared"), ("end", "GameEnded"),
                              ("diamonds", "DiamondsAdvanced"), ("sell", "CardSold")):
            if wanted in types and label not in picked:
                picked[label] = (before, after, events)
    return [(label, *picked[label]) for label in sorted(picked)]


def sample_states(players: int, seed: int, options: dict | None = None) -> list[tuple[str, Any]]:
    """A few states of one game: set-up, first planning, mid-game actions, late game, over."""
    picked: dict[str, Any] = {}
    last = None
    for _step, state, view in playout_views(players, seed, options=options):
        last = state
        phase: Any = view.get("phase")  # a view's values are JSON
        rnd = view.get("round", 0)
        key = {"setup": "setup", "planning": f"r{rnd}-planning", "actions": f"r{rnd}-actions"}.get(phase, phase)
        if view.get("setup_step") == "tile" and any(p.get("tile_chosen") for p in view["players"]):
            key = "setup-chosen"  # some have kept a tile in secret, others are still choosing
        automa = view.get("automa")
        if automa and phase == "actions" and not (automa["rows"]["grey"] and automa["rows"]["yellow"]):
            continue  # a solo game: prefer states with cards in both rows of the playmat
        if key not in picked and (phase != "actions" or any(r.get("posts") for r in view["regions"].values())):
            picked[key] = state
    wanted = ["setup", "setup-chosen", "r1-planning", "r1-actions", "r4-actions", "r7-actions", "over"]
    out = [(k, picked[k]) for k in wanted if k in picked]
    if "over" not in picked and last is not None:
        out.append(("last", last))
    return out


GAMES = ((2, 11, None), (3, 12, "variable"), (4, 13, None))
SOLO = (("easy", 21), ("medium", 22), ("hard", 23))


def sample_images(games: tuple[tuple[int, int, str | None], ...] = GAMES,
                  solo: tuple[tuple[str, int], ...] = SOLO,
                  names: tuple[str, ...] | None = None) -> Iterator[tuple[str, Image.Image, str]]:
    """(file name, image, text alternative) for every kind of image: multi-player games
    (first-game or variable set-up) and solo games against the Mautoma at each difficulty;
    the per-move images of a few moves of each, with ``names`` (display names by seat)."""
    game = get_game("mombasa")
    runs = [(f"{p}p-seed{seed}" + (f"-{setup}" if setup else ""), p, seed, {"setup": setup} if setup else {})
            for p, seed, setup in games]
    runs += [(f"solo-{diff}-seed{seed}", 2, seed, {"automa": diff}) for diff, seed in solo]
    for name, players, seed, options in runs:
        for label, state in sample_states(players, seed, options):
            public = game.view(state, None)
            stem = f"{name}-{label}"
            yield f"{stem}-board.png", render_board(public), board_text(public)
            for part, image in render_parts(public, names=names[:players] if names else None):
                yield f"{stem}-{part}.png", image, part_text(public, part, names=names[:players] if names else None)
            seat = (game.to_move(state) or [0])[0]
            if label == "setup-chosen":  # the panel of one who has chosen
                seat = next(p["seat"] for p in public["players"] if p.get("tile_chosen"))
            yield f"{stem}-player{seat + 1}.png", render_player_board(public, seat), player_text(public, seat)
            automa = public.get("automa")
            if automa and label != "setup":
                a_seat = int(automa["seat"])
                yield f"{stem}-mautoma.png", render_player_board(public, a_seat), player_text(public, a_seat)
            mine = game.view(state, seat)
            yield f"{stem}-panel{seat + 1}.png", render_panel(mine), panel_text(mine)
            if public.get("final_scores"):
                yield f"{stem}-scores.png", render_scoresheet(public), scoresheet_text(public)
        seat_names = list(names[:players]) if names else None
        for label, before, after, events in sample_moves(players, seed, options):
            move = {"before": before, "events": events}
            yield (f"{name}-move-{label}.png", render_move(after, names=seat_names, move=move),
                   move_text(after, names=seat_names, move=move))
