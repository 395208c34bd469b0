"""A game's summary for lists, status and reminders: who plays, who is to move, the stage."""

from __future__ import annotations

from datetime import datetime

from .context import GameContext
from .outcomes import GameSummary


def summary_of(ctx: GameContext) -> GameSummary:
    profile, game, state = ctx.profile, ctx.game, ctx.state
    to_move = [] if game.is_over(state) else game.to_move(state)
    public = game.view(state, None) if profile.stage or profile.status_line else {}
    return GameSummary(
        ctx.id,
        ctx.kind,
        profile.title,
        ctx.loaded.record.status,
        ctx.version,
        list(ctx.names),
        [ctx.names[s] for s in to_move if s < len(ctx.seats)],
        ctx.place,
        dict(ctx.loaded.record.options),
        [s.user_id for s in ctx.seats if s.user_id is not None and not s.automa],
        stage=profile.stage(public) if profile.stage else None,
        since=_epoch(ctx.loaded.record.updated_at),
        progress=profile.status_line(public) if profile.status_line else None,
    )


def _epoch(stamp: str | None) -> int | None:
    """Unix seconds of a stored ISO time (None when missing or unreadable)."""
    try:
        return int(datetime.fromisoformat(stamp).timestamp()) if stamp else None
    except (TypeError, ValueError):
        return None
