"""The bot's record of the toy game (tests/toy/game.py): secret simultaneous picks stand in
for Mombasa's planning; bank/draw for turn actions. Its words are plain text: a record may
give text where a shipped game gives catalogue messages."""

from __future__ import annotations

from bot.games import GameProfile, SoloSetup, register_profile

from . import game  # noqa: F401  (the engine first: the record is checked against it)

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
