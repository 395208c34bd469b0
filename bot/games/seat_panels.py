"""A seat's private panel: its decision's choices (or the finished move to confirm), the
game's own menus (its profile's panel builder) and the order of its private picture.

Built on the store's thread from the game as loaded and the seat's draft; frozen before it
leaves (``PanelSketch.finished``); the picture is drawn afterwards (``Pictures.with_picture``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from bot.words import current_language, text
from rules.core import Action, Game, IllegalAction, Message, msg

from .board import Order
from .context import GameContext
from .drafting import Position, Replay, replay
from .drafts import Draft, completes
from .errors import NotYourTurn
from .history import since_last_move
from .naming import event_texts, public_lines
from .outcomes import Choice, Panel, PanelSketch
from .profiles import GameProfile

# An engine's "take back the action under way" decision: the panel shows it as its Cancel.
CANCEL_KIND = "cancel"


def build_panel(ctx: GameContext, seat: int, draft: Draft, kinds: Sequence[str] | None = None,
                note: Message | None = None, *, store: Any = None) -> Panel:
    """The seat's panel. With ``store`` (a panel opened, not a step's answer), a decision
    opened afresh also says what changed since the seat last acted (``since_last_move``):
    the others' moves, read from the log, in the thread's words."""
    game, profile = ctx.game, ctx.profile
    drafted = replay(ctx.loaded, seat, draft["actions"])
    state, events = drafted.state, drafted.events
    so_far = drafted.labels(partial(_message, game))
    name = ctx.name
    # A drafted step that would reveal hidden information waits for Confirm, and its
    # panel shows nothing of what it reveals (only the player's own choices).
    revealing = game.reveals(events)
    shown = [] if revealing else events
    private = event_texts([e for e in shown if e.get("type") not in profile.echo_events], seat, name)
    preview = [] if revealing else _step_previews(drafted.step_events, seat, name)
    last = drafted.step_events[-1] if drafted.step_events and not revealing else []
    if any(e.get("summary") for e in last):
        # the last step closes the action: what it did, as the thread will say it (the
        # earlier steps' previews stop before it: an expansion's last region)
        preview = public_lines(last, name)
    panel = PanelSketch(
        ctx.id, seat, ctx.version, draft["rev"],
        msg("bot-game-title", title=profile.title, id=str(ctx.id)), so_far=so_far,
        private=private, note=note, preview=preview,
        names=list(ctx.names), command=profile.command,
    )
    if draft["actions"] and (
        revealing
        or seat not in game.to_move(state)
        or completes(game, drafted.states[-2], state, seat, drafted.step_events[-1])
    ):
        panel.complete = True
        if profile.panel_builder is not None:
            # the builder sees the decision before the last step: nothing Confirm reveals
            panel.view = drafted.view(-2)
            profile.panel_builder(panel)
        # the picture of the decision the last step closed (the one the panel showed before it)
        return _with_picture(ctx, seat, None, panel.finished(), drafted.view(0 if revealing else -1),
                             _decision_start(ctx, drafted, len(drafted.states) - 2))
    if seat not in game.to_move(state):
        waiting = [ctx.seat_name(s) for s in game.to_move(state)]
        raise NotYourTurn(ctx.id, ", ".join(waiting))
    if draft["actions"]:
        kinds = None  # a move under way goes on, whichever command reopened it
    elif store is not None:
        panel.since_last_move = since_last_move(store, ctx, seat)
    for choice in _choices(game, drafted.position, seat, profile):
        if choice.kind == CANCEL_KIND:
            panel.cancel_index = choice.index  # the panel's Cancel button, not a choice
        elif kinds is None or choice.kind in kinds:
            panel.choices.append(choice)
    if kinds is not None and not panel.choices:
        raise IllegalAction(msg("bot-cannot-now"))
    panel.finish_kinds = profile.finish_kinds
    panel.offered = list(panel.choices)
    panel.lookahead = _lookahead(game, drafted.position, seat, profile)
    view = None
    if profile.panel_builder is not None:
        panel.view = view = drafted.view()
        profile.panel_builder(panel)
    return _with_picture(ctx, seat, state, panel.finished(), view,
                         _decision_start(ctx, drafted, len(drafted.states) - 1))


def _step_previews(steps: Sequence[list[dict[str, Any]]], seat: int,
                   name: Callable[[dict[str, Any]], Message]) -> list[Message]:
    """What the drafted steps will do that their labels do not say: each step's preview
    lines but its first, the step's own echo ("used 2 units of bananas" after "Use goods:
    2-unit bananas card"), which only repeats its "So far" label. What a step caused
    besides (a track moved, the first player marker taken) is kept."""
    out: list[Message] = []
    for events in steps:
        lines = [name(e) for e in events
                 if e.get("preview") and e.get("visible_to") == seat and (e.get("text") or e.get("key"))]
        out += lines[1:]
    return out


def _decision_start(ctx: GameContext, drafted: Replay, at: int) -> dict[str, Any] | None:
    """The seat's view of the position the decision at ``drafted.states[at]`` starts from:
    the first of the draft's states, up to ``at``, at the same decision (the profile's
    ``decision_subject``). None when the game has no decision pictures or this decision
    needs none. The steps of one decision so share one picture (issue 28: the draft's
    progress is the panel's text), and the renderer draws it once (its pictures are
    remembered by what they are drawn from)."""
    subject = ctx.profile.decision_subject
    if ctx.profile.decision_picture is None or subject is None:
        return None
    found = subject(drafted.view(at))
    if found is None:
        return None
    while at > 0 and subject(drafted.view(at - 1)) == found:
        at -= 1
    view: dict[str, Any] = drafted.view(at)
    return view


def step_labels(ctx: GameContext, seat: int, actions: Sequence[Any]) -> list[Message]:
    """The drafted ``actions``' labels as the engine offered them (the panel's "so far")."""
    return replay(ctx.loaded, seat, actions).labels(partial(_message, ctx.game))


def _with_picture(ctx: GameContext, seat: int, state: Any, panel: Panel,
                  view: dict[str, Any] | None = None, decision: dict[str, Any] | None = None) -> Panel:
    """The seat's private picture, when the game's profile names one; in the reader's
    language (it is private). A game with decision pictures shows the picture of the
    decision (``decision``: the view it starts from, see ``_decision_start``; None: no
    picture); else its ``panel_picture`` (the hand, plan, tracks) as the drafted move leaves
    them (``view``: the seat's view of ``state`` when it was made already). Only ordered
    here (on the store's thread): ``Pictures.with_picture`` draws it after."""
    if ctx.profile.decision_picture is not None:
        if decision is None:
            return panel
        return replace(panel, order=Order(ctx.kind, decision, ctx.profile.decision_picture, current_language()))
    if ctx.profile.panel_picture is None:
        return panel
    # no names yet: ``with_picture`` adds the seats' display names (an image cannot show
    # the mentions the panel's lines use)
    return replace(panel, order=Order(ctx.kind, view if view is not None else ctx.game.view(state, seat),
                                      ctx.profile.panel_picture, current_language()))


def _choices(game: Game, here: Position, seat: int, profile: GameProfile) -> list[Choice]:
    """The seat's legal actions as choices (their index is what a component sends), made
    once per position (choices are frozen; their words are messages, in no language)."""
    def make() -> list[Choice]:
        return [Choice(i, _label(game, action), action.kind, action.kind in profile.button_kinds,
                       dict(action.params), _message(game, action))
                for i, action in enumerate(here.legal(seat))]
    return here.remembered(("choices", seat, profile.button_kinds), make)


def _lookahead(game: Game, start: Position, seat: int,
               profile: GameProfile) -> Callable[[tuple[int, ...]], list[Choice] | None]:
    """Panel.lookahead: the choices after a path of choices (None once the move is whole),
    so a game's panel can offer several decisions as one pick; the engine decides, as ever.
    Each position on the way is reached once (``Position.after``): a menu's options share
    their paths' beginnings, the next panel's lookahead goes on from the pick's position,
    and the pick drafted is the step reached here already."""
    reached: dict[tuple[int, ...], Position | None] = {(): start}  # path -> position after it

    def after(path: tuple[int, ...]) -> Position | None:
        if path in reached:
            return reached[path]
        current = after(path[:-1])
        found = None
        if current is not None and seat in current.to_move():
            legal = current.legal(seat)
            if 0 <= path[-1] < len(legal):
                try:
                    nxt, events = current.after(seat, legal[path[-1]])
                except IllegalAction:
                    nxt = None
                if nxt is not None and not (completes(game, current.state, nxt.state, seat, events)
                                            or game.reveals(events)):
                    found = nxt
        reached[path] = found
        return found

    def ahead(path: tuple[int, ...]) -> list[Choice] | None:
        current = after(tuple(path))
        if current is None or seat not in current.to_move():
            return None
        return _choices(game, current, seat, profile)

    return ahead


def _label(game: Game, action: Action | Mapping[str, Any]) -> str:
    if not isinstance(action, Action):
        action = game.action_from_json(action)
    return action.label or str(action)


def _message(game: Game, action: Action) -> Message:
    """An action's label as a message (a plain-string label stays as it is)."""
    if action.message is not None:
        return action.message
    return text(action.label or str(action))


def paths_offered(panel: Panel) -> set[tuple[int, tuple[int, ...]]]:
    """The picks standing for several decisions that ``panel`` offers: its menus' options
    and its buttons' paths."""
    offered = {(o.index, tuple(o.then)) for menu in panel.menus for o in menu.options}
    return offered | {(index, tuple(then)) for index, then in panel.then.items()}
