"""The Mombasa profile: which action kinds each ``/mombasa`` command offers, and rules help.

The engine (rules/mombasa) exposes one small decision at a time; these groups follow its
action kinds. A move is whole when the seat no longer decides (a plan ends with
``plan_commit``) or when the engine closes an action with its summary line (the service
then asks for Confirm).
"""

from __future__ import annotations

from typing import Any

from bot.games.profiles import (
    EventRun,
    GameProfile,
    LobbyOption,
    SoloSetup,
    register_profile,
    seat_done,
)
from bot.games.service import default_skip
from render.kit.draw import PLAYER_COLOUR_NAMES
from render.mombasa.decisions import decision_subject
from rules.core import Game, IllegalAction, Message, msg

from . import cards, panels

COMMANDS = {
    # secret planning, and the variable set-up's secret starting-tile choice
    "plan": ("plan_place", "plan_take", "plan_commit", "choose_tile", "arrange"),
    "goods": ("goods", "goods_add", "goods_done", "buy", "plus_one", "step"),
    "expand": ("expand", "enter", "expand_company", "finish_expansion"),
    "bookkeeper": ("bookkeeper", "flip_book", "take_pound"),
    "diamond": ("diamond",),
    "bonus": ("bonus", "bk_diamond", "buy_for_pounds", "sell"),
    "pass": ("end_phase", "pickup"),
    "play": (),  # anything legal
}

# The words of this profile live in bot/locales/en/mombasa.ftl (keys bot-mombasa-...).
COMMAND_HELP = {name: msg(f"bot-mombasa-cmd-{name}") for name in COMMANDS}

RULE_TOPICS = ("overview", "planning", "goods", "expansion", "bookkeeping", "diamonds",
               "bonus spaces", "tracks", "scoring", "solo", "actions", "undo")
RULES = {topic: msg("bot-mombasa-rules-" + topic.replace(" ", "-")) for topic in RULE_TOPICS}

SCORE_LABELS = {
    category: msg("bot-mombasa-score-" + category.replace("_", "-"))
    for category in ("cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds",
                     "bookkeeping")
}

def move_complete(game: Game, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A move is one action: it is whole when the seat stops deciding (a committed plan, an
    ended action phase) or when the engine closes the action with its summary line. Without
    the latter, a player whose opponents have all passed would play the rest of the round
    as one move."""
    if seat_done(game, after, seat, events):
        return True
    return any(e.get("summary") and e.get("seat") == seat for e in events)


def stage(view: Any) -> Message | None:
    """The round and phase of a public view, for /mombasa status."""
    if not isinstance(view.get("round"), int):
        return None
    return msg("bot-mombasa-status-round", round=view["round"], rounds=view.get("rounds", 7),
               phase=str(view.get("phase", "")))


def skip(game: Game, state: Any, seat: int, draft: list[Any]) -> list[Any]:
    """The safest default for a player past the turn deadline: while planning, their drafted
    cards (if they still fit) and the plan's confirmation, else an empty plan; in the action
    phase, any action under way is cancelled and they end their action phase, taking the
    first choice offered (the first resting deck); in the set-up, the first choice."""
    start = []
    if state.get("phase") == "planning" and draft:
        after = state
        try:
            for obj in draft:
                action = game.action_from_json(obj)
                after, _ = game.apply(after, seat, action)
                start.append(action)
        except IllegalAction:
            start, after = [], state
        state = after
    return default_skip(game, state, seat, prefer=("plan_commit", "end_phase"), start=start,
                        first=("cancel",))


def _argument(event: dict[str, Any], name: str) -> Message | None:
    value = (event.get("args") or {}).get(name)
    return Message.from_json(value) if isinstance(value, dict) and "key" in value else None


def card_display_line(events: list[dict[str, Any]]) -> Message:
    """The round's card display refill as one line: the cards drawn into it, and the ones
    that left it (Preparation, page 10), by their short names ("coffee 2")."""
    def short(kind: str) -> list[Message]:
        cards = [_argument(e, "card") for e in events if e.get("type") == kind]
        return [Message("mombasa-card-short", dict(c.args)) for c in cards if c is not None]

    new, gone = short("CardRevealed"), short("CardDiscarded")
    if not new:
        return msg("bot-mombasa-card-display-out", gone=gone)
    if not gone:
        return msg("bot-mombasa-card-display-new", new=new)
    return msg("bot-mombasa-card-display-refilled", new=new, gone=gone)


def book_display_line(events: list[dict[str, Any]]) -> Message:
    """Books revealed into the book display at the end of a turn, as one line."""
    return msg("bot-mombasa-book-display-refilled",
               books=[b for e in events if (b := _argument(e, "book")) is not None])


PLAN_STEPS = frozenset({"CardPlacedFaceDown", "CardTakenBack"})


def plan_steps_line(events: list[dict[str, Any]]) -> Message:
    """A plan's steps as the thread tells them: the cards that stayed face down, counted
    (placed less taken back), never which cards (hidden until the reveal, page 4). A card
    placed and taken back while drafting is no part of the plan the player committed."""
    lines = []
    for seat in dict.fromkeys(e.get("seat") for e in events):  # (one seat per move)
        mine = [e for e in events if e.get("seat") == seat]
        count = (sum(e.get("type") == "CardPlacedFaceDown" for e in mine)
                 - sum(e.get("type") == "CardTakenBack" for e in mine))
        named = _argument(mine[0], "seat")
        lines.append(msg("bot-mombasa-planned-face-down", seat=named if named is not None else seat,
                         count=max(count, 0)))
    line = lines[-1]
    for first in reversed(lines[:-1]):
        line = msg("bot-mombasa-steps-and", first=first, rest=line)
    return line


register_profile(
    GameProfile(
        kind="mombasa",
        title="Mombasa",
        min_players=2,
        max_players=4,
        order=1,  # the first game: first in help and in the list of command groups
        commands=COMMANDS,
        # The engine plays the Mautoma itself (seat 1, never in to_move) and explains its
        # moves in events; the bot only marks the seat as automated.
        solo={d: SoloSetup(players=2, options={"automa": d}, automa_seats=(1,))
              for d in ("easy", "medium", "hard")},
        automa_name=msg("bot-mombasa-automa"),
        lobby_options=(
            LobbyOption("setup", msg("bot-mombasa-setup"), msg("bot-mombasa-setup"),
                        ((msg("bot-mombasa-setup-first"), "first"),
                         (msg("bot-mombasa-setup-variable"), "variable"))),
        ),
        description=msg("bot-mombasa-description"),
        command_help=COMMAND_HELP,
        solo_default="medium",
        lookup_help=(msg("bot-mombasa-card"), msg("bot-mombasa-card-name")),
        secret_verb=msg("bot-mombasa-planned"),
        rules_help=RULES,
        complete=move_complete,
        button_kinds=("plan_commit", "goods_done", "finish_expansion", "ink_stop", "no_buy", "no_flip"),
        panel_picture="hand",
        decision_picture="decision",
        decision_subject=decision_subject,
        panel_builder=panels.build_panel,
        finish_kinds=("plan_commit",),
        echo_events=frozenset({"CardPlanned", "StartingTileChosen"}),  # "So far" says them
        stage=stage,
        seat_colours=PLAYER_COLOUR_NAMES[:4],  # the colours the pictures draw (render/kit/draw.py)
        score_labels=SCORE_LABELS,
        # render/mombasa: the phone-first per-move image, the board in four parts
        move_image="move",
        board_parts=("map", "tracks", "bonus", "displays"),
        board_events=frozenset({"RoundPrepared", "PlansRevealed"}),
        event_runs=(EventRun(frozenset({"CardDiscarded", "CardRevealed"}), card_display_line),
                    EventRun(frozenset({"BookRevealed"}), book_display_line),
                    EventRun(PLAN_STEPS, plan_steps_line)),
        plan_steps=PLAN_STEPS,
        plan_done=frozenset({"PlanCommitted"}),
        part_labels={p: msg(f"bot-mombasa-part-{p}") for p in ("map", "tracks", "bonus", "displays")},
        player_image="player",
        skip=skip,
        lookup=cards.lookup,
        lookup_names=cards.names,
    )
)
