"""The bot profile of the toy game (tests/toygame.py), for the bot tests: secret
simultaneous picks stand in for Mombasa's planning; bank/draw for turn actions."""

from __future__ import annotations

import tests.toygame  # noqa: F401  (registers the "toy" engine)
from bot.games import GameProfile, SoloSetup, register_profile

register_profile(
    GameProfile(
        kind="toy",
        title="Secret sums",
        min_players=1,
        max_players=4,
        commands={"plan": ("pick",), "pass": ("bank",), "goods": ("draw",), "play": ()},
        command_help={"plan": "Pick 1-3 in secret", "pass": "Bank your pick",
                      "goods": "Draw a hidden card", "play": "Any of your legal choices"},
        solo={"easy": SoloSetup(players=1), "medium": SoloSetup(players=1), "hard": SoloSetup(players=1)},
        solo_default="medium",
        secret_verb="picked",
        rules_help={
            "overview": "Three rounds: everyone secretly picks 1-3, then each in turn banks "
            "the pick or draws a hidden card. Score: banked points plus cards.",
        },
    )
)
