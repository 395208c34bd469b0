"""The game's log as a book to browse: its moves in rounds, the rounds in pages.

Discord-free: the history (``History.log_blocks``: one block of text per move, with the
round its events began) goes in, numbered pages come out, each page oldest first like the
thread, with a heading wherever a round begins (and again, "continued", at the top of a page
that starts inside a round); a round begins in the top half of a page, so the round picker
shows it near the top. Pages are filled from the first move on, so a page once shown keeps
its moves as the game goes on: only the last page grows, and new pages follow it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

ROUND_CHOICES = 25  # Discord's limit of options in one select menu
HEADINGS_ROOM = 200  # room kept on a page for a round's heading beside its longest move


@dataclass(frozen=True)
class LogBlock:
    """One move (or a run of moves taken back) as the reader may see it."""

    text: str
    seq: int  # its first action's place in the game's log: the blocks' order
    starts_round: int | None = None  # the round its events began, if they began one
    undone: bool = False


@dataclass(frozen=True)
class Logbook:
    """Pages of lines (headings and moves), numbered from 1; ``round_pages`` says where each
    round begins. ``version``: the game's version the book was made at (a stale message's
    buttons are refused)."""

    pages: list[list[str]]
    round_pages: dict[int, int] = field(default_factory=dict)
    version: int = 0

    @property
    def count(self) -> int:
        return max(len(self.pages), 1)

    def page(self, number: int) -> list[str]:
        return self.pages[number - 1] if 1 <= number <= len(self.pages) else []

    def round_choices(self) -> list[tuple[int, int]]:
        """(round, its first page) for a round picker of at most ``ROUND_CHOICES`` options:
        every round while they fit, else evenly spread ones with the first and last kept
        (a round between them is then a tap or two of Previous/Next away)."""
        rounds = sorted(self.round_pages)
        if len(rounds) > ROUND_CHOICES:
            step = (len(rounds) - 1) / (ROUND_CHOICES - 1)
            rounds = sorted({rounds[round(i * step)] for i in range(ROUND_CHOICES)})
        return [(r, self.round_pages[r]) for r in rounds]


def rounds_of(blocks: list[LogBlock]) -> list[int]:
    """The round each block was played in: a block that begins round n (its events say so)
    was the last move of the round before, and the next block is the first of round n.
    Moves before the first round begun in the log belong to the round before it (round 0:
    the setting up before round 1)."""
    first = next((b.starts_round for b in blocks if b.starts_round is not None), None)
    current = 1 if first is None else first - 1
    out = []
    for block in blocks:
        out.append(current)
        if block.starts_round is not None and block.starts_round > current:
            current = block.starts_round
    return out


def make_logbook(blocks: list[LogBlock], room: int, heading: Callable[[int, bool], str],
                 version: int = 0) -> Logbook:
    """``blocks`` (oldest first) in pages of at most ``room`` characters, lines joined by
    newlines; ``heading(round, continued)`` is a round's heading line. A block longer than
    a page is cut."""
    pages: list[list[str]] = []
    round_pages: dict[int, int] = {}
    current: list[str] = []
    left = room
    shown_round: int | None = None
    for block, number in zip(blocks, rounds_of(blocks), strict=True):
        longest = max(room - HEADINGS_ROOM, room // 2)
        text = block.text if len(block.text) <= longest else block.text[: longest - 1] + "…"
        new_round = number != shown_round
        head = heading(number, False) if new_round else ""
        needed = len(text) + 1 + (len(head) + 1 if head else 0)
        # a round begun low on a page begins the next page instead: picked in the round
        # picker, it is then at the top half of the page shown, not under a page of the last
        if current and (needed > left or (new_round and left < room // 2)):
            pages.append(current)
            current, left = [], room
            if not new_round:  # the page starts inside a round: say which
                head = heading(number, True)
                needed += len(head) + 1
        if head:
            current.append(head)
        if new_round:
            round_pages.setdefault(number, len(pages) + 1)
            shown_round = number
        current.append(text)
        left -= needed
    if current:
        pages.append(current)
    return Logbook(pages, round_pages, version)
