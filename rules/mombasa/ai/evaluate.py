"""How good a position is for one seat: what the AI's lookahead compares.

The final score as if the game ended now, plus what the seat's cards will still bring in
the rounds left, minus part of the best rival's score (every seat competes on the same
board: shares of one company rise for all who hold them)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.mombasa.ai.books import track_potential
from rules.mombasa.ai.redeal import GAME, D
from rules.mombasa.scoring import all_cards
from rules.mombasa.state import Seat, State
from rules.mombasa.tracks import running_last

ROUNDS = D.board.rounds
INK_SCORE = running_last(D.player_board.bookkeeping, "value")


@dataclass(frozen=True)
class Weights:
    cards: float = 1.0   # a card's worth per later use
    rival: float = 0.35  # how much the best rival's total counts against the seat
    # the same in a game of two seats (one rival, or the Mautoma): None, as ``rival``. Only
    # the margin decides who wins there; with more seats, pulling down the leader alone
    # would hand the game to a third
    duel: float | None = None
    hand: float = 0.0    # cards in hand (playable next round) over cards resting
    books: float = 0.0   # the bookkeeping score a book just ahead of the ink jar promises
    track: float = 0.0   # what the books ahead of the ink jar are likely to bring (books.py)


def card_worth(cid: str) -> float:
    """What owning a card is worth per later use (a rough reading of its face)."""
    c = D.card(cid)
    if c.kind == "goods":
        return 1.0 * c.units
    if c.kind == "expansion":
        return 2.5 * c.expansion
    if c.kind == "bookkeeper":
        return 1.2 * c.bookkeeping
    if c.kind == "diamond":
        return 1.5 * c.diamonds + c.pounds
    return 0.0


def value(world: State, seat: int, w: Weights) -> float:
    sc = GAME.scores(world)
    own = sc[seat]["total"]
    rival = max((row["total"] for i, row in enumerate(sc) if i != seat), default=0)
    against = w.duel if w.duel is not None and len(sc) == 2 else w.rival
    if world["phase"] == "over":
        return own - against * rival
    rounds_left = ROUNDS - world["round"] + (0.5 if world["phase"] == "planning" else 0.0)
    uses = rounds_left / 2.2  # a card comes back about every second round (3 resting decks)
    p = world["seats"][seat]
    cards = all_cards(world, seat)
    future = sum(card_worth(c) for c in cards) * uses
    ready = sum(card_worth(c) for c in p["hand"]) if rounds_left > 0 else 0.0
    books = _books_ahead(p) if w.books and rounds_left > 0 else 0.0
    track = track_potential(world, seat) if w.track else 0.0
    return own + w.cards * future + w.hand * ready + w.books * books + w.track * track - against * rival


def _books_ahead(p: Seat) -> float:
    """What the next two spaces of the bookkeeping track would add to the score, for the
    books lying there (the ink jar enters only a space with a book, one space per use)."""
    out = 0.0
    ink = p["ink"]
    for k, space in enumerate(range(ink + 1, min(ink + 3, len(p["books"])))):
        if p["books"][space] is None:
            break
        out += (INK_SCORE[space] - INK_SCORE[ink]) / (k + 1)
    return out
