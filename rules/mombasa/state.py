"""The state model: one plain JSON-friendly dict, copied per move, dumped canonically.

Top-level keys (see setup.new_state for the full shape):
  players, setup, rng, round, phase ("setup"|"planning"|"actions"|"over"), setup_step,
  first_player, round_first, turn, tracks {cid: track id}, bases {cid: [{posts, final_lost}]},
  removed {cid: n}, regions {rid: [{company, upended}]}, deck [ids, top last], discard [ids],
  display [[id|None x4] x3 columns left..right], book_display [[id|None (top,bottom)] x6],
  book_coins [[n,n] x6], book_supply {letter: [ids, top last]}, round_track [n x7],
  bonus_spaces {space: seat|None}, bonus_tiles {tile: {reserved_by, holder, on_card, used}},
  tasks [pending decisions/effects of the seat in turn], turn_books [books acquired this turn],
  seats [player dicts], automa (None, or the Mautoma's part: see mautoma/setup.py).
"""

from __future__ import annotations

import json
import marshal
from typing import Any

State = dict[str, Any]

SLOT_COUNT = 5  # left, middle, right, diamond-track, bookkeeping-track (wording.slot names them)
# Additional action slots feed a resting deck: the one on the diamond track feeds the left
# resting deck, the one on the bookkeeping track the right one (player board layout,
# rulebook "Planning phase": each action slot is linked to the resting slot above it).
SLOT_TO_DECK = (0, 1, 2, 0, 2)


def copy_state(s: State) -> State:
    """A deep copy of plain JSON data. marshal round-trips dict/list/str/int/bool/None
    exactly (key order included) and is about 3x faster than a JSON round trip."""
    return marshal.loads(marshal.dumps(s))


def dump(s: State) -> str:
    return json.dumps(s, sort_keys=True, separators=(",", ":"))


def load(text: str) -> State:
    return json.loads(text)


def player(s: State, seat: int) -> dict[str, Any]:
    return s["seats"][seat]


def turn_order(s: State, start: int) -> list[int]:
    n = s["players"]
    return [(start + i) % n for i in range(n)]


def automated_seats(s: State) -> list[int]:
    """Seats played by the engine itself: the Mautoma's seat in a solo game (issue 4)."""
    return [] if not s.get("automa") else [s["automa"]["seat"]]
