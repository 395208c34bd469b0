"""Leaving, changing and dropping a standing instruction from a seat's own panel (the
service's part; what an instruction is and how it plays: ``bot/games/standing.py``).

Each call is checked like a click on a panel (``standing.checked``: a control of an ended
auction, of another seat or drawn before the seat's own move is refused as stale and
changes nothing), under the game's lock. A ceiling the rule forbids (above the seat's
notes) is refused in the rule's words. Left while it is the seat's own turn in the
auction, the instruction plays at once, through the same commit as a click (``Moves``).
"""

from __future__ import annotations

from typing import Any

from .after_commit import MOVE, AfterCommit
from .base import ServiceBase
from .context import GameContext
from .drafts import seat_draft
from .moves import Moves
from .outcomes import Outcome, StandingOffer
from .parse import BadInput
from .standing import checked, offer


class Instructions:
    """A seat's standing instruction: shown, left or changed, dropped."""

    def __init__(self, base: ServiceBase, moves: Moves) -> None:
        self.base = base
        self.moves = moves

    async def offer(self, game_id: int, user_id: int) -> StandingOffer | None:
        async with self.base.lock(game_id):
            return await self.base.read(_offer_sync, game_id, user_id)

    async def leave(self, game_id: int, user_id: int, ver: int, auction: int,
                    ceiling: int | None) -> StandingOffer | Outcome:
        """Leave (or change) the instruction: bid up to ``ceiling``, or pass (None). The
        seat's instruction as it now stands, or, when it was the seat's turn, the move it
        played (posted like any bid)."""
        async with self.base.lock(game_id):
            result = await self.base.run(self._leave_sync, game_id, user_id, ver, auction, ceiling)
        if isinstance(result, AfterCommit):
            return await MOVE.run_after_lock(result)
        return result

    def _leave_sync(self, store: Any, game_id: int, user_id: int, ver: int, auction: int,
                    ceiling: int | None) -> StandingOffer | AfterCommit:
        ctx, seat, view = checked(store, game_id, user_id, ver, auction)
        rules = ctx.profile.standing
        assert rules is not None  # checked: the game has standing instructions
        if ceiling is not None and (why := rules.refusal(view, ceiling)) is not None:
            raise BadInput(why)
        store.set_standing(ctx.id, seat, auction, ceiling)
        if seat in ctx.game.to_move(ctx.state):
            # the seat's own turn: the instruction plays now, as a confirmed click would
            action = rules.action(ctx.game, ctx.state, seat, ceiling)
            draft, _ = seat_draft(store, ctx, seat)
            return self.moves.commit_drafted(store, ctx, seat, {
                **draft, "rev": draft["rev"] + 1, "actions": [action.to_json()]})
        found = offer(store, ctx, seat)
        assert found is not None  # checked: the seat may leave one
        return found

    async def drop(self, game_id: int, user_id: int, ver: int, auction: int) -> StandingOffer:
        """Forget the seat's instruction: it decides itself again (and is pinged)."""
        async with self.base.lock(game_id):
            return await self.base.run(_drop_sync, game_id, user_id, ver, auction)


def _offer_sync(store: Any, game_id: int, user_id: int) -> StandingOffer | None:
    """The user's own instruction (NotAPlayer for anyone else); none in a game that ended."""
    ctx = GameContext.load(store, game_id)
    seat = ctx.seat_of(user_id)
    if ctx.loaded.record.status != "active":
        return None
    return offer(store, ctx, seat)


def _drop_sync(store: Any, game_id: int, user_id: int, ver: int, auction: int) -> StandingOffer:
    ctx, seat, _ = checked(store, game_id, user_id, ver, auction)
    store.drop_standing(ctx.id, seat, auction)
    found = offer(store, ctx, seat)
    assert found is not None  # checked: the seat may leave one
    return found

