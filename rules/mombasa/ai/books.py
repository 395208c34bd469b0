"""The hard AI's bookkeeping track: what the books ahead of its ink jar are worth, where a
new book goes, and how far a planned bookkeeper can move the ink.

A one-turn lookahead sees no worth in a book until the ink jar reaches it, so it took a
pound for every bookkeeping point and its ink jar stood still (the Mautoma scores 2-21 on
its track). Here each book ahead counts for what reaching it is likely to bring: the track's
points per space, half its reward, the slot it unlocks, weighed by whether the seat owns
cards that meet it, how far it lies and how many rounds are left."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rules.core import Action
from rules.mombasa.ai.redeal import D
from rules.mombasa.bookkeeping import book_spaces
from rules.mombasa.bookkeeping import meets as engine_meets
from rules.mombasa.scoring import all_cards
from rules.mombasa.state import State
from rules.mombasa.tracks import running_last

ROUNDS = D.board.rounds
SPACES = D.player_board.bookkeeping
FINAL = len(SPACES) - 1
# the track's score spread over its spaces (it is printed on every second one): 21 / 12
PER_SPACE = max(sp.value or 0 for sp in SPACES) / FINAL
SLOT_WORTH = 4.0  # a fourth or fifth card each later round
NEAR = 0.85  # each space further from the ink jar is less likely to be reached
MET = 0.85  # a book the seat's cards can meet is still not always met in the same plan
UNMET = 0.25  # ... and one they cannot meet is passed only by flipping it (2 pounds)
INF = 99


def reward_worth(bid: str) -> float:
    out = 0.0
    for r in D.books[bid].rewards:
        out += {"pounds": 1.0, "pay": -1.0, "diamonds": 1.5, "bookkeeping": 1.2,
                "remove_posts": 2.0}.get(r.kind, 0.0) * r.value
        if r.kind == "cotton_pounds":
            out += 1.5
    return out


def _units(cards: Sequence[str], good: str) -> list[int]:
    return sorted((D.card(c).units for c in cards if D.card(c).kind == "goods" and D.card(c).good == good),
                  reverse=True)


def _fewest(values: list[int], need: int) -> int:
    """How many of ``values`` (largest first) reach ``need``: INF when all of them do not."""
    total = 0
    for k, v in enumerate(values):
        if total >= need:
            return k
        total += v
    return len(values) if total >= need else INF


@lru_cache(maxsize=20000)
def fewest_cards(cards: tuple[str, ...], bid: str) -> int:
    """The fewest of ``cards`` that meet the book's requirements (each requirement's cards
    counted apart, a slight overcount when one card meets two)."""
    out = 0
    for r in D.books[bid].requirements:
        v = r.value
        if r.kind in ("coffee", "bananas", "cotton"):
            n = _fewest(_units(cards, r.kind), v)
        elif r.kind == "one_good":
            n = min(_fewest(_units(cards, g), v) for g in ("coffee", "bananas", "cotton"))
        elif r.kind == "coffee_and_one_good":
            coffee = _units(cards, "coffee")
            first = _fewest(coffee, v)
            n = min([_fewest(coffee, 2 * v)] + [first + _fewest(_units(cards, g), v) for g in ("bananas", "cotton")])
        elif r.kind == "expansion":
            n = _fewest(sorted((D.card(c).expansion for c in cards if D.card(c).kind == "expansion"), reverse=True), v)
        else:  # diamond merchants and bookkeepers: that many cards
            kinds = {"diamond_or_bookkeeper": ("diamond", "bookkeeper")}.get(r.kind, (r.kind,))
            n = v if sum(1 for c in cards if D.card(c).kind in kinds) >= v else INF
        out += n
    return min(out, INF)


def space_worth(space: int, bid: str | None, rounds_left: float) -> float:
    """What reaching ``space`` with book ``bid`` on it (None: a flipped book) adds."""
    out = PER_SPACE + (0.5 * reward_worth(bid) if bid else 0.0)
    if SPACES[space].unlocks_slot:
        out += SLOT_WORTH * min(rounds_left, 3) / 3
    return out


def track_potential(world: State, seat: int) -> float:
    """The books lying ahead of the ink jar without a gap, and the books taken this turn
    (they go into the first gaps), each for what reaching it is likely to bring."""
    p = world["seats"][seat]
    rounds_left = ROUNDS - world["round"] + (1.0 if world["phase"] == "planning" else 0.5)
    if rounds_left <= 0.5 and world["phase"] != "planning":
        # the last round: only a bookkeeper still face up can move the ink
        if not any(c and not u and D.card(c).kind == "bookkeeper" for c, u in zip(p["area"], p["used"], strict=True)):
            return 0.0
    time = min(1.0, rounds_left / 2)
    cards = tuple(sorted(all_cards(world, seat)))
    fits = max(1, len(p["slots"]) - 1)  # one slot holds the bookkeeper
    # books taken this turn wait to be placed at its end (a rebuilt move has no end)
    pending = list(world["turn_books"]) if world["turn"] == seat else []
    out = 0.0
    reach = 1.0
    for space in range(p["ink"] + 1, FINAL + 1):
        bid = p["books"][space]
        flipped = p["flipped"][space]
        if bid is None:
            fit = [b for b in pending if not (SPACES[space].no_a and D.books[b].letter == "A")]
            if not fit:
                break
            bid, flipped = fit[0], False
            pending.remove(bid)
        met = 1.0 if flipped else MET if fewest_cards(cards, bid) <= fits else UNMET
        reach *= NEAR * met
        out += reach * space_worth(space, None if flipped else bid, rounds_left)
    return time * out


def front_places(world: State, seat: int, options: Sequence[Action]) -> list[Action]:
    """Of the places offered for this turn's books, each book's first empty space ahead of
    the ink jar (a gap stops the ink; the rulebook: "fill the spaces from front to back"),
    or, when none is free ahead, every place offered for it."""
    p = world["seats"][seat]
    out: list[Action] = []
    for bid in dict.fromkeys(a["book"] for a in options):
        mine = [a for a in options if a["book"] == bid]
        free = [i for i in range(p["ink"] + 1, FINAL + 1) if p["books"][i] is None]
        front = [a for a in mine if free and a["space"] == free[0] and free[0] in book_spaces(world, D, seat, bid)]
        out += front or mine
    return out


def meets(cards: Sequence[str], bid: str) -> bool:
    return fewest_cards(tuple(sorted(cards)), bid) <= len(cards)


def ink_gain(books: Sequence[str | None], flipped: Sequence[bool], ink: int, cards: Sequence[str],
             rounds_left: float) -> float:
    """What a bookkeeper used with ``cards`` face up beside it brings on the track: the
    score of the spaces the ink jar passes, the reward of the book it stops on, the slot it
    unlocks."""
    space = ink
    while space < FINAL and books[space + 1] is not None and (flipped[space + 1] or meets(cards, books[space + 1] or "")):
        space += 1
    if space == ink:
        return 0.0
    # each space at the track's mean worth, not only the printed ones it passes: a jar
    # that stands before an unmet book scores nothing later either
    out = PER_SPACE * (space - ink)
    if not flipped[space]:
        out += reward_worth(books[space] or "")
    if any(SPACES[i].unlocks_slot for i in range(ink + 1, space + 1)):
        out += SLOT_WORTH * min(rounds_left, 3) / 3
    return out


def running_score() -> list[int]:
    return running_last(SPACES, "value")


def best_flip(world: State, seat: int, options: Sequence[Action]) -> Action:
    """Whether to flip a book before moving the ink jar (2 pounds, rulebook page 7): the
    choice whose walk, with the cards face up now, brings most less its price. A one-step
    lookahead never pays, as the walk's worth comes only after."""
    p = world["seats"][seat]
    task = world["tasks"][0]
    ref = str(task.get("card", ""))
    rounds_left = ROUNDS - world["round"] + 0.5
    score = running_score()

    def walk(a: Action) -> float:
        flip = a["space"] if a.kind == "flip_book" else None
        space = p["ink"]
        while space < FINAL:
            bid = p["books"][space + 1]
            if bid is None:
                break
            if not (p["flipped"][space + 1] or space + 1 == flip or engine_meets(world, D, seat, bid, ref)):
                break
            space += 1
        out = float(score[space] - score[p["ink"]])
        stop = p["books"][space]
        if space > p["ink"] and stop and not p["flipped"][space] and space != flip:
            out += reward_worth(stop)
        if any(SPACES[i].unlocks_slot for i in range(p["ink"] + 1, space + 1)):
            out += SLOT_WORTH * min(rounds_left, 3) / 3
        return out - (2.0 if flip is not None else 0.0)

    return max(options, key=walk)
