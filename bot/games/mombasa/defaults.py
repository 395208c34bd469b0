"""What a Mombasa panel pre-selects where a move has more ways than buttons (issue 28: an
expansion in its regions + 3 taps): the books suggested for bookkeeping points, and the
column an ousted post goes back to. Read from the seat's own view only (its hand, its
action area, the book display, the company bases), so a default never tells more than
the player sees; the player can always choose otherwise (the panel's menus).

- Books: the rulebook (page 7) says the books' requirements are met with the cards in the
  action area, and that books whose requirements fit together advance the ink jar
  quicker. So a book is suggested by how near the cards the player holds (hand and action
  area) come to its requirements; a B- or C-book a little before an A-book as near (its
  reward is richer), a book that costs pounds to stop on a little after; a pound only
  where fewer books fit the points.
- An ousted post: the returning player chooses the column (page 6), and the space it
  covers hides its coin icons, which are the company's share value at the end. A player
  holding shares in that company covers the fewest coins, anyone else the most; the first
  column of equals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

GOODS = ("coffee", "bananas", "cotton")
LETTER_BONUS = {"A": 0.0, "B": 0.2, "C": 0.4}  # a richer reward for the same nearness
PAY_PENALTY = 0.3  # a "bridge" book costs pounds to stop on (books.toml): easy, not rewarding


def cards_held(view: Any, seat: int) -> list[Mapping[str, Any]]:
    """The seat's cards in hand and in its action area, from its own view."""
    if not isinstance(view, Mapping):
        return []
    me = view.get("me")
    hand = me.get("hand") if isinstance(me, Mapping) else None
    players = view.get("players")
    try:
        area = players[seat]["action_area"]  # type: ignore[index]  # a view read defensively
    except (TypeError, IndexError, KeyError):
        area = []
    cards = [c for c in hand or [] if isinstance(c, Mapping)]
    cards += [s["card"] for s in area or [] if isinstance(s, Mapping) and isinstance(s.get("card"), Mapping)]
    return cards


def _have(cards: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    goods = {g: sum(int(c.get("units") or 0) for c in cards if c.get("good") == g) for g in GOODS}
    return {**goods,
            "expansion": sum(int(c.get("expansion") or 0) for c in cards),
            "diamond": sum(1 for c in cards if c.get("kind") == "diamond"),
            "bookkeeper": sum(1 for c in cards if c.get("kind") == "bookkeeper")}


def _near(kind: str, need: int, have: Mapping[str, int]) -> float:
    """How near the cards come to one requirement, 0 to 1 (books.toml's kinds)."""
    def part(n: int, of: int) -> float:
        return min(1.0, n / of) if of > 0 else 1.0

    goods = [have[g] for g in GOODS]
    if kind in GOODS or kind in ("expansion", "diamond", "bookkeeper"):
        return part(have[kind], need)
    if kind == "one_good":
        return part(max(goods), need)
    if kind == "coffee_and_one_good":
        other = max(have["bananas"], have["cotton"], have["coffee"] - need)
        return (part(have["coffee"], need) + part(other, need)) / 2
    if kind == "diamond_or_bookkeeper":
        return part(have["diamond"] + have["bookkeeper"], need)
    return 0.0


def book_fit(view: Any, seat: int, column: int, row: int) -> float | None:
    """How well the book at the display's ``column`` and ``row`` suits the seat: the mean
    nearness of its requirements, plus a little for its letter. None when the view lacks
    the book."""
    try:
        book = view["book_display"][column][row]
        requirements = book["requirements"]
    except (TypeError, IndexError, KeyError):
        return None
    if not isinstance(requirements, list) or not requirements:
        return None
    have = _have(cards_held(view, seat))
    near = [_near(str(r.get("kind")), int(r.get("value") or 0), have) for r in requirements if isinstance(r, Mapping)]
    pays = any(isinstance(r, Mapping) and r.get("kind") == "pay" for r in book.get("rewards") or [])
    return sum(near) / len(near) + LETTER_BONUS.get(str(book.get("letter")), 0.0) - PAY_PENALTY * pays


def oust_column(view: Any, seat: int, company: str, columns: Sequence[int],
                returned: Mapping[int, int] | None = None) -> int | None:
    """The column an ousted post of ``company`` goes back to, of ``columns`` (those with an
    empty space): the fewest coins covered for a seat holding shares in the company, the
    most for any other; the first of equals. ``returned``: posts this move already put
    back per column. None when the view lacks the base."""
    returned = returned or {}
    try:
        base = view["companies"][company]["columns"]
        shares = view["players"][seat]["track_shares"].get(company, 0)
    except (TypeError, IndexError, KeyError, AttributeError):
        return None
    covered: dict[int, int] = {}
    for k in columns:
        try:
            col = base[k]
            rear = 3 if col["final_lost"] else 4
            space = rear - int(col["posts"]) - returned.get(k, 0)  # the rearmost empty space
            covered[k] = int(col["coins"][space]) if space >= 0 else 0
        except (TypeError, IndexError, KeyError):
            return None
    if not covered:
        return None
    keep = bool(shares)
    return min(covered, key=lambda k: (covered[k] if keep else -covered[k], k))
