"""Standing instructions: a seat's secret order for the auction under way ("bid for me up
to N, raising by the least", or "I pass on this auction"), left in its own panel and played
by the bot when the seat's turn in that auction comes (issue 28, item 4).

What an instruction means is the game's (``GameProfile.standing``: Batavia's is
``bot/games/batavia/standing.py``); this module reads and checks them for a seat's panel
(``offer``, ``checked``) and plays them after a commit (``play_due``, the step
``standing_instructions`` of ``bot/games/after_commit.py``): each through the store's
version-checked ``apply_action`` as that seat's own action, posted like any bid. The
instruction itself is read only here and shown only in the seat's own panel: no post,
picture, log line, export or AI view holds it. Nothing is logged of it but counts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Any

from .context import GameContext
from .errors import StalePanel
from .outcomes import Panel, StandingOffer

log = logging.getLogger(__name__)

PLAY_LIMIT = 100  # one play per seat still in the auction per raise: far more is a bug


def offer(store: Any, ctx: GameContext, seat: int) -> StandingOffer | None:
    """The seat's instruction for the auction under way and the ceilings it may leave; None
    when the game has none or the seat may leave none now (no auction, out of it)."""
    rules = ctx.profile.standing
    if rules is None or ctx.game.is_over(ctx.state):
        return None
    view = ctx.game.view(ctx.state, seat)
    auction = rules.auction(view)
    bounds = rules.bounds(view) if auction is not None else None
    if auction is None or bounds is None:
        return None
    left = store.get_standing(ctx.id, seat, auction)
    ceiling = left.ceiling if left is not None else None
    return StandingOffer(ctx.id, seat, ctx.version, auction, left is not None, ceiling, *bounds,
                         line=rules.line(ceiling) if left is not None else None)


def with_standing(store: Any, ctx: GameContext, seat: int, panel: Panel) -> Panel:
    """The panel with the seat's standing instruction: its line (the seat's own, never
    another's) and the offer its controls are drawn from."""
    found = offer(store, ctx, seat)
    if found is None:
        return panel
    private = [*panel.private, found.line] if found.line is not None else panel.private
    return replace(panel, standing=found, private=private)


def checked(store: Any, game_id: int, user_id: int, ver: int,
            auction: int) -> tuple[GameContext, int, dict[str, Any]]:
    """The game, the user's seat and its own view, if a control drawn at ``ver`` for
    ``auction`` may still change the seat's instruction: the same auction is under way, the
    seat is still in it, and only other seats acted since (as a panel stays fresh while
    others move). Else StalePanel, and nothing changes."""
    ctx = GameContext.load(store, game_id)
    seat = ctx.seat_of(user_id)
    ctx.require_active()
    rules = ctx.profile.standing
    if rules is None or not 0 <= ver <= ctx.version:
        raise StalePanel(game_id)
    view = ctx.game.view(ctx.state, seat)
    if rules.auction(view) != auction or rules.bounds(view) is None:
        raise StalePanel(game_id)
    if ver < ctx.version and any(e.seat == seat or e.undo_id is not None
                                 for e in store.action_log(ctx.id) if e.version > ver):
        raise StalePanel(game_id)  # the seat itself acted since: its panel is not this one
    return ctx, seat, view


@dataclass(frozen=True)
class Played:
    """What the instructions played: the state and version after, the events, the seats."""

    state: Any
    version: int
    events: list[dict[str, Any]] = field(default_factory=list)
    seats: tuple[int, ...] = ()


def play_due(store: Any, ctx: GameContext, state: Any, version: int) -> Played:
    """While the one seat to decide has an instruction for the auction under way, play it
    (the least legal raise within its ceiling, else a pass) as that seat's own action,
    through the store's version check; then forget the instructions of auctions that ended.
    Stops at the first seat without one: that seat decides itself (and is pinged)."""
    rules = ctx.profile.standing
    if rules is None:
        return Played(state, version)
    game = ctx.game
    events: list[dict[str, Any]] = []
    seats: list[int] = []
    for _ in range(PLAY_LIMIT):
        if game.is_over(state):
            break
        movers = game.to_move(state)
        if len(movers) != 1:
            break
        seat = movers[0]
        auction = rules.auction(game.view(state, seat))
        left = store.get_standing(ctx.id, seat, auction) if auction is not None else None
        if left is None:
            break
        applied = store.apply_action(ctx.id, seat, rules.action(game, state, seat, left.ceiling), version)
        state, version = applied.state, applied.version
        events += applied.events
        seats.append(seat)
    else:
        log.error("game %s: standing instructions did not hand back control", ctx.id)
    # an instruction ends with its auction (also one ended by a click, or the game's end)
    current = None if game.is_over(state) else rules.auction(game.view(state, None))
    store.end_standing(ctx.id, current)
    return Played(state, version, events, tuple(seats))
