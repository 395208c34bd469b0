"""A player's skill ratings as ``/<game> stats`` shows them: in this server (between
people, and apart from it, games with AI seats), against the automated opponent per
difficulty, and the server's leaderboard by rating. Discord-free; the numbers come from
``bot.store.ratings`` (OpenSkill), where they are made and rebuilt."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.store import Rating, Store
from bot.store.ratings import ai_field, people_field, solo_field

BOARD_SIZE = 10


@dataclass(frozen=True)
class RatingsHere:
    people: Rating | None = None  # this server's games between people
    with_ai: Rating | None = None  # this server's games with an AI seat among people
    solo: list[Rating] = field(default_factory=list)  # per difficulty, easiest first
    board: list[Rating] = field(default_factory=list)  # this server's people, best first


async def ratings_here(store: Store, user_id: int, kind: str, guild_id: int | None,
                       difficulties: Iterable[str]) -> RatingsHere:
    """``user_id``'s ratings in games of ``kind`` seen from ``guild_id`` (None: a DM,
    which has no server ratings and no leaderboard); ``difficulties``: the game's solo
    difficulties in the order to show them."""
    mine = {r.field: r for r in await store.player_ratings(user_id, kind)}
    solo = [mine[f] for d in difficulties if (f := solo_field(d)) in mine]
    if guild_id is None:
        return RatingsHere(solo=solo)
    board = await store.rating_board(kind, people_field(guild_id), BOARD_SIZE)
    return RatingsHere(mine.get(people_field(guild_id)), mine.get(ai_field(guild_id)), solo, board)
