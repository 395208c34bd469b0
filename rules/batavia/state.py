"""The state model: one plain JSON-friendly dict of lists and ints, dumped canonically.

Companies are indices 0-4 and commodities 0-6 (data order, rules.batavia.components);
ship cards and trading post counters are ids ("sc-D07", "tp12"); seats are 0..n-1.

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

from __future__ import annotations

import json
from typing import Any

State = dict[str, Any]

START = -1   # the start space in front of the first trading post
TARGET = 35  # the Target Counter's hex, after the 35 trading post hexes


def copy_state(s: State) -> State:
    """A copy sharing nothing mutable with ``s``: every list of the shape above is copied
    (about ten times faster than a generic deep copy); ``bid`` and ``pending`` are never
    changed in place, only replaced."""
    t = dict(s)
    for key in ("deck", "discard", "display", "hexes", "merchants", "notes", "ships", "seals",
                "exchanged", "gold", "crates"):
        t[key] = list(s[key])
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


def left_of(s: State, seat: int) -> int:
    """The next seat clockwise (play goes to the left)."""
    return (seat + 1) % s["players"]
