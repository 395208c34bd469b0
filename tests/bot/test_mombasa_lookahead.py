"""The Mombasa action menu looks ahead only where it finds something to show (issue 28).

Ending your own action phase and reserving a bonus tile are whole moves by themselves: the
action menu offers them without applying them first (an engine step each, for every action
menu, only to find the move whole). Checked on seeded random games of 2, 3 and 4 players and
solo: the engine agrees that each such choice ends the move (the service's own lookahead
finds nothing after it), and the action menu is the very menu the full lookahead builds,
with none of those choices applied.
"""

from __future__ import annotations

import random

import pytest

import bot.games.mombasa  # noqa: F401  (registers the profile)
from bot.games import drafting, seat_panels
from bot.games.mombasa import panels
from bot.games.outcomes import PanelSketch
from bot.games.profiles import get_profile
from rules import get_game
from rules.core import msg

GAME = get_game("mombasa")
PROFILE = get_profile("mombasa")
GAMES = [(2, 3, {}), (3, 5, {}), (4, 8, {}), (2, 11, {"automa": "easy"})]
STEPS = 700  # random steps per game: several rounds' action menus


def action_menus(players: int, seed: int, options: dict):
    """(state, seat) at each action menu of a seeded random game that offers a choice the
    panel takes as whole by itself."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, options)
    for _ in range(STEPS):
        if GAME.is_over(state):
            return
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        if any(a.kind == "end_phase" for a in legal):
            yield state, seat
        state, _ = GAME.apply(state, seat, rng.choice(legal))


def sketch(state, seat: int, players: int) -> PanelSketch:
    """The action menu's panel as the service hands it to the builder (its lookahead too)."""
    here = drafting.Position(GAME, state)
    choices = [c for c in seat_panels._choices(GAME, here, seat, PROFILE) if c.kind != seat_panels.CANCEL_KIND]
    return PanelSketch(1, seat, 1, 0, msg("bot-text", text="Mombasa"), choices=choices, offered=list(choices),
                       names=["Ann", "Bob", "Cy", "Di"][:players], finish_kinds=PROFILE.finish_kinds,
                       view=GAME.view(state, seat),
                       lookahead=seat_panels._lookahead(GAME, here, seat, PROFILE))


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_ending_the_phase_and_a_bonus_tile_end_the_move_as_the_engine_says(players, seed, options):
    whole = 0
    for state, seat in action_menus(players, seed, options):
        here = drafting.Position(GAME, state)
        ahead = seat_panels._lookahead(GAME, here, seat, PROFILE)
        for c in seat_panels._choices(GAME, here, seat, PROFILE):
            if panels._whole_alone(c):
                whole += 1
                # the service's own lookahead: nothing to decide after it, the move is whole
                assert ahead((c.index,)) is None, (c.kind, c.params)
    assert whole > 0


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_the_action_menu_is_the_same_without_applying_them(players, seed, options, monkeypatch):
    menus = tiles = 0
    for state, seat in action_menus(players, seed, options):
        applied: list = []
        real = GAME.apply

        def counting(s, who, action, applied=applied, real=real):
            applied.append(action)
            return real(s, who, action)

        monkeypatch.setattr(GAME, "apply", counting)
        shown = sketch(state, seat, players)
        panels.build_panel(shown)
        monkeypatch.setattr(GAME, "apply", real)
        # main's menu: every choice looked ahead
        with monkeypatch.context() as m:
            m.setattr(panels, "_whole_alone", lambda c: False)
            full = sketch(state, seat, players)
            panels.build_panel(full)
        assert shown.menus and shown.menus == full.menus
        assert (shown.choices, shown.info, shown.then) == (full.choices, full.info, full.then)
        assert not [a for a in applied if a.kind == "end_phase"
                    or (a.kind == "bonus" and str(dict(a.params).get("space", "")).startswith("tile:"))]
        menus += 1
        tiles += any(a.kind == "bonus" and str(dict(a.params)["space"]).startswith("tile:")
                     for a in GAME.legal_actions(state, seat))
    assert menus > 0 and tiles > 0
