"""The Batavia profile: which action kinds each ``/batavia`` command offers, the lobby's
options, the images of the thread and the rules help.

The engine (rules/batavia) exposes one small decision at a time: in the auction a bid or a
pass; on a turn draw 2 cards, or lay cards one at a time (``lay``) then ``done``, the
counter to take (``sail``) and the offer to exchange counters for gold (``exchange`` /
``keep``). Batavia's own panels are built in ``batavia_panels``.
"""

from __future__ import annotations

from typing import Any

from rules.core import Message, msg

from . import batavia_panels
from .profiles import GameProfile, LobbyOption, register_profile

COMMANDS = {
    "bid": ("bid", "pass"),
    "draw": ("draw",),
    "lay": ("lay", "done", "sail"),
    "exchange": ("exchange", "keep"),
    "play": (),  # anything legal
}

COMMAND_HELP = {name: msg(f"bot-batavia-cmd-{name}") for name in COMMANDS}

RULE_TOPICS = ("overview", "auction", "turn", "majorities", "pirates", "exchange", "end",
               "scoring")
RULES = {topic: msg("bot-batavia-rules-" + topic) for topic in RULE_TOPICS}


def stage(view: Any) -> Message | None:
    """The round and phase of a public view, for /batavia status."""
    if not isinstance(view.get("round"), int):
        return None
    return msg("bot-batavia-status-round", round=view["round"], phase=str(view.get("phase", "")))


register_profile(
    GameProfile(
        kind="batavia",
        title="Batavia",
        min_players=3,
        max_players=5,
        commands=COMMANDS,
        description=msg("bot-batavia-description"),
        command_help=COMMAND_HELP,
        lobby_options=(
            LobbyOption("open", msg("bot-batavia-open"), msg("bot-batavia-open"),
                        ((msg("bot-batavia-open-no"), "false"),
                         (msg("bot-batavia-open-yes"), "true")),
                        convert=lambda value: value == "true"),
        ),
        rules_help=RULES,
        panel_picture="hand",
        panel_builder=batavia_panels.build_panel,
        stage=stage,
        seat_colours=("blue", "yellow", "green", "pink", "grey"),
        board_image="board",
        board_parts=("board", "warehouses", "players"),
        part_labels={p: msg(f"bot-batavia-part-{p}") for p in ("board", "warehouses", "players")},
    )
)
