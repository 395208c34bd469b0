"""Ending a game without a result: a player resigns, an admin ends it."""

from __future__ import annotations

from typing import Any

from rules.core import Message, msg

from .after_commit import ABANDON, AfterCommit, Helpers
from .base import ServiceBase
from .context import GameContext
from .errors import StalePanel
from .outcomes import Outcome
from .results import close_game


class Ending:
    def __init__(self, base: ServiceBase, helpers: Helpers) -> None:
        self.base = base
        self.helpers = helpers

    async def abandon(self, game_id: int, user_id: int | None = None, *,
                      reason: Message | None = None, version: int | None = None) -> Outcome:
        """End a game without a result (resign, admin abort). ``version``: the game's
        version when the player was asked to confirm; a game that moved on since is not
        ended (StalePanel: the player is asked again)."""
        async with self.base.lock(game_id):
            ended = await self.base.run(self._abandon_sync, game_id, user_id, reason, version)
        return await ABANDON.run_after_lock(ended)

    def _abandon_sync(self, store: Any, game_id: int, user_id: int | None, reason: Message | None,
                      version: int | None = None) -> AfterCommit:
        ctx = GameContext.load(store, game_id)
        who = ""
        seat = None
        if user_id is not None:
            seat = ctx.seat_of(user_id)
            who = ctx.seat_name(seat)
        ctx.require_active()
        if version is not None and version != ctx.version:
            raise StalePanel(game_id)
        store.abandon_game(game_id)
        # how it ended, for /<game> status (the seat, never a user id: names are looked up)
        store.set_settings(game_id, {"ended": {"how": "resigned" if reason is None else "ended",
                                               "seat": seat}})
        close_game(store, game_id)
        # the others learn it at once: a ping to every other player (a solo game has none)
        pinged = [s.user_id for s in ctx.seats
                  if s.user_id is not None and not s.automa and s.seat != seat]
        outcome = Outcome(game_id, ctx.kind, ctx.version + 1, ctx.place, who, names=list(ctx.names),
                          public=[reason or msg("bot-resigned", who=who)], ended=True,
                          ping_user_ids=pinged, ping_text=msg("bot-ended-ping") if pinged else None)
        return ABANDON.run_under_lock(AfterCommit(self.helpers, ctx, ctx.state, ctx.version + 1,
                                                  outcome, store=store))
