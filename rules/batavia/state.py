"""The state model: one plain JSON-friendly dict of lists and ints, dumped canonically.

Companies are indices 0-4 and commodities 0-6 (data order, rules.batavia.components);
ship cards and trading post counters are ids ("sc-D07", "tp12"); seats are 0..n-1.
``State`` below declares every key for the type checker (tests/batavia/test_state_shapes.py
checks real games against it):

  players, open (quick-start setup), rng (the generator's one int), round (from 1),
  phase: "auction" | "moves" | "over",
  auctioneer, starter (seat holding the ship; None before the first auction ends), die,
  deck [card ids, top last], discard [card ids], display [card ids turned up for auction],
  bid {high, leader, turn, out [bool per seat]} while bidding, else None,
  turn (seat making its move), moved (moves made this round),
  idle: no ship card drawn or laid out yet in this round's moves (such a round ends the game),
  pending: the move being built, None or {step: "lay"|"sail", lay [5 counts], to: None}; or, once the
           cards are laid out and the merchant has moved, {step: "exchange", lay [5 zeros],
           to: hex index, offer: [counters, gold]} (format 1 had no offer: nothing played yet),
  hexes [counter id | None per hex], revealed (hexes 1..revealed are face up),
  merchants [START | hex index | TARGET per seat], target (seat holding it, or None),
  hands [[card ids, sorted] per seat], notes [per seat],
  laid [[[card ids] per company] per seat], cannon, ships [per company], seals [seat | None],
  counters [[kept counter ids, oldest first] per seat], exchanged [counter ids out of play],
  gold [exchanged gold per seat], crates [left per seat],
  warehouses [[seat | None per company] per commodity].
"""

# No "from __future__ import annotations" here: the TypedDicts' NotRequired keys must show
# at run time (__optional_keys__), which string annotations hide on Python 3.11.

import json
from typing import Literal, NotRequired, TypedDict

Step = Literal["lay", "sail", "exchange"]
PhaseName = Literal["auction", "moves", "over"]


class Bid(TypedDict):
    """The bidding of an auction in progress: the highest bid and its bidder (None before
    the first bid), the seat to bid now, who has passed."""
    high: int
    leader: int | None
    turn: int
    out: list[bool]


class Pending(TypedDict):
    """The move being built: cards to lay out per company and, once known, the hex the
    merchant goes to; an exchange pending since format 2 holds its ``offer`` (counters, gold)."""
    step: Step
    lay: list[int]
    to: int | None
    offer: NotRequired[list[int]]


class State(TypedDict):
    players: int
    open: bool
    rng: int
    round: int
    phase: PhaseName
    auctioneer: int
    starter: int | None
    die: int | None
    deck: list[str]
    discard: list[str]
    display: list[str]
    bid: Bid | None
    turn: int | None
    moved: int
    idle: bool
    pending: Pending | None
    hexes: list[str | None]
    revealed: int
    merchants: list[int]
    target: int | None
    hands: list[list[str]]
    notes: list[int]
    laid: list[list[list[str]]]
    cannon: int
    ships: list[int]
    seals: list[int | None]
    counters: list[list[str]]
    exchanged: list[str]
    gold: list[int]
    crates: list[int]
    warehouses: list[list[int | None]]

START = -1   # the start space in front of the first trading post
TARGET = 35  # the Target Counter's hex, after the 35 trading post hexes


def copy_state(s: State) -> State:
    """A copy sharing nothing mutable with ``s``: every list of the shape above is copied
    (about ten times faster than a generic deep copy); ``bid`` and ``pending`` are never
    changed in place, only replaced."""
    t = s.copy()
    # one assignment per key (not a loop over names) so the type checker sees each list's type
    t["deck"], t["discard"], t["display"] = list(s["deck"]), list(s["discard"]), list(s["display"])
    t["hexes"], t["merchants"], t["notes"] = list(s["hexes"]), list(s["merchants"]), list(s["notes"])
    t["ships"], t["seals"], t["exchanged"] = list(s["ships"]), list(s["seals"]), list(s["exchanged"])
    t["gold"], t["crates"] = list(s["gold"]), list(s["crates"])
    t["hands"] = [list(h) for h in s["hands"]]
    t["laid"] = [[list(pile) for pile in piles] for piles in s["laid"]]
    t["counters"] = [list(c) for c in s["counters"]]
    t["warehouses"] = [list(w) for w in s["warehouses"]]
    return t


def dump(s: State) -> str:
    return json.dumps(s, sort_keys=True, separators=(",", ":"))


def load(text: str) -> State:
    return json.loads(text)


def begin_moves(s: State) -> None:
    """The moves phase begins, after each auction (here, below both phases: the auction
    begins the moves and the moves' round end begins the next auction)."""
    s["phase"] = "moves"
    s["turn"] = s["starter"]
    s["moved"] = 0
    s["pending"] = None
    s["idle"] = True  # no ship card drawn or laid out yet in this round


# The phases' invariants, for the type checker: each names what a phase always has.
def bidding(s: State) -> Bid:
    """The bidding under way (the auction phase always has one)."""
    b = s["bid"]
    if b is None:
        raise RuntimeError("no auction under way")
    return b


def building(s: State) -> Pending:
    """The move being built (a decision after the first one of a move always has one)."""
    p = s["pending"]
    if p is None:
        raise RuntimeError("no move under way")
    return p


def on_move(s: State) -> int:
    """The seat making its move (the moves phase always has one)."""
    seat = s["turn"]
    if seat is None:
        raise RuntimeError("nobody is on the move")
    return seat


def post_on(s: State, h: int) -> str:
    """The counter on hex ``h``, which holds one (a merchant goes only to a counter)."""
    pid = s["hexes"][h]
    if pid is None:
        raise RuntimeError(f"hex {h + 1} is empty")
    return pid


def left_of(s: State, seat: int) -> int:
    """The next seat clockwise (play goes to the left)."""
    return (seat + 1) % s["players"]
