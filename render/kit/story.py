"""What both games' end-of-game pictures read from a story (``bot.games.story``): its
public views round by round, the rounds' numbers, and who led when."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import top_seats

Story = Mapping[str, Any]


def rounds_of(story: Story) -> list[Mapping[str, Any]]:
    """The story's public views, one per round (none for a view that is not a story: a
    game's board view asked for its story draws nothing)."""
    rounds = story.get("rounds")
    return [v for v in rounds if isinstance(v, Mapping)] if isinstance(rounds, list) else []


def round_numbers(story: Story) -> list[int]:
    return [int(v.get("round") or k + 1) for k, v in enumerate(rounds_of(story))]


def leads(totals: Sequence[Sequence[int]], rounds: Sequence[int]) -> list[tuple[list[int], int, int]]:
    """Who led when: (leading seats, first round, last round) for each spell of the same lead."""
    out: list[tuple[list[int], int, int]] = []
    for k, r in enumerate(rounds):
        top = top_seats([{"total": t[k]} for t in totals])
        if out and out[-1][0] == top:
            out[-1] = (top, out[-1][1], r)
        else:
            out.append((top, r, r))
    return out
