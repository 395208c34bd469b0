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

from rules import get_game


def playout_views(players: int, seed: int, every: int = 1, max_steps: int = 20000) -> Iterator[tuple[int, Any, dict]]:
    """(step, state, public view) every ``every`` steps of a random game, and at the end."""
    game = get_game("mombasa")
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed)
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


def sample_states(players: int, seed: int) -> list[tuple[str, Any]]:
    """A few states of one game: set-up, first planning, mid-game actions, late game, over."""
    picked: dict[str, Any] = {}
    last = None
    for step, state, view in playout_views(players, seed):
        phase = view.get("phase")
        rnd = view.get("round", 0)
        key = {"setup": "setup", "planning": f"r{rnd}-planning", "actions": f"r{rnd}-actions"}.get(phase, phase)
        if phase == "actions" and view.get("pending") is not None and step % 7:
            key += ""  # keep the first actions state of a round, but prefer one with a decision pending
        if key not in picked and (phase != "actions" or any(r.get("posts") for r in view["regions"].values())):
            picked[key] = state
        last = state
    wanted = ["setup", "r1-planning", "r1-actions", "r4-actions", "r7-actions", "over"]
    out = [(k, picked[k]) for k in wanted if k in picked]
    if "over" not in picked and last is not None:
        out.append(("last", last))
    return out


def sample_images(games: tuple[tuple[int, int], ...] = ((2, 11), (3, 12), (4, 13))) -> Iterator[tuple[str, Image.Image, str]]:
    """(file name, image, text alternative) for every kind of image."""
    from render import (
        board_text,
        panel_text,
        player_text,
        render_board,
        render_panel,
        render_player_board,
        render_scoresheet,
        scoresheet_text,
    )

    game = get_game("mombasa")
    for players, seed in games:
        for label, state in sample_states(players, seed):
            public = game.view(state, None)
            stem = f"{players}p-seed{seed}-{label}"
            yield f"{stem}-board.png", render_board(public), board_text(public)
            seat = (game.to_move(state) or [0])[0]
            yield f"{stem}-player{seat + 1}.png", render_player_board(public, seat), player_text(public, seat)
            mine = game.view(state, seat)
            yield f"{stem}-panel{seat + 1}.png", render_panel(mine), panel_text(mine)
            if public.get("final_scores"):
                yield f"{stem}-scores.png", render_scoresheet(public), scoresheet_text(public)
