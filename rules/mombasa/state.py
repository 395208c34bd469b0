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
from typing import Any, Literal, NotRequired, TypedDict, cast

PhaseName = Literal["setup", "planning", "actions", "over"]
SetupKind = Literal["first", "variable"]
Difficulty = Literal["easy", "medium", "hard"]

# A pending task of the seat in turn (rules/mombasa/tasks.py): its "kind" and that kind's
# own fields.
Task = dict[str, Any]


class Seat(TypedDict):
    """One player's board and hand (the Mautoma's seat uses only some of it:
    mautoma/setup.py)."""
    money: int
    diamond: int
    ink: int                        # the ink jar's space on the bookkeeping track
    tracks: dict[str, int]          # company id -> space on its track
    levels: dict[str, int]          # company id -> special track bonus level unlocked
    hand: list[str]                 # card ids
    draft: list[str | None]         # the plan being made, per action slot
    area: list[str | None]          # the cards played this round, per action slot
    used: list[bool]                # per action slot: its card was used this round
    resting: list[list[str]]        # the 3 resting decks, left to right
    books: list[str | None]         # book tile ids per bookkeeping space
    flipped: list[bool]             # per bookkeeping space
    tile: str | None                # the starting tile kept
    tile_options: list[str]         # the 2 starting tiles to choose from (variable setup)
    arranged: bool                  # resting cards laid out (setup)
    planned: bool                   # this round's plan committed
    passed: bool                    # ended its own action phase this round
    turns: int
    slots: list[int]                # the action slots open to it


class Base(TypedDict):
    """One column of a company's trading posts on the board's edge."""
    posts: int
    final_lost: bool


class Post(TypedDict):
    """A trading post in a region."""
    company: str
    upended: bool


class BonusTile(TypedDict):
    reserved_by: int | None
    holder: int | None
    on_card: str | None            # the card a "+1" goods tile lies on
    used: bool


class Automa(TypedDict):
    """The Mautoma's part of the state (mautoma/setup.py describes each field)."""
    seat: int
    difficulty: Difficulty
    favoured: str | None
    favoured_tile: str
    side: str
    grey_deck: list[str]
    yellow_deck: list[str]
    deck: list[str]
    grey_row: list[str]
    yellow_row: list[str]
    round_deck: list[str]
    round_card: str | None
    round_cards_used: list[str]
    coins_on_card: int
    debt: int
    pile: list[str]
    start_book: str
    cards_played: int


class State(TypedDict):
    players: int
    setup: SetupKind
    round: int
    phase: PhaseName
    setup_step: Literal["tile", "arrange"]
    first_player: int
    round_first: int
    turn: int | None
    tracks: dict[str, str]                     # company id -> track id
    bases: dict[str, list[Base]]               # company id -> its columns
    removed: dict[str, int]                    # company id -> posts removed from the game
    regions: dict[str, list[Post]]             # region id -> its posts
    deck: list[str]                            # top last
    discard: list[str]
    display: list[list[str | None]]            # 3 columns (left..right) of 4
    book_display: list[list[str | None]]       # 6 columns of (top, bottom)
    book_coins: list[list[int]]
    book_supply: dict[str, list[str]]          # letter -> book ids, top last
    round_track: list[int]
    bonus_spaces: dict[str, int | None]        # bonus space -> the seat whose marker is on it
    bonus_tiles: dict[str, BonusTile]
    tasks: list[Task]
    turn_books: list[str]
    automa: Automa | None
    rng: int
    seats: list[Seat]
    # only while an action is under way (rules/mombasa/tasks.py, "one action, from its
    # first decision to its commit")
    checkpoint: NotRequired[str]
    action_log: NotRequired[list[dict[str, Any]]]

SLOT_COUNT = 5  # left, middle, right, diamond-track, bookkeeping-track (wording.slot names them)
# Additional action slots feed a resting deck: the one on the diamond track feeds the left
# resting deck, the one on the bookkeeping track the right one (player board layout,
# rulebook "Planning phase": each action slot is linked to the resting slot above it).
SLOT_TO_DECK = (0, 1, 2, 0, 2)


def copy_state(s: State) -> State:
    """A deep copy of plain JSON data. marshal round-trips dict/list/str/int/bool/None
    exactly (key order included) and is about 3x faster than a JSON round trip."""
    return marshal.loads(marshal.dumps(cast("dict[str, Any]", s)))  # cast: a TypedDict is a plain dict at run time


def dump(s: State) -> str:
    return json.dumps(s, sort_keys=True, separators=(",", ":"))


def load(text: str) -> State:
    return json.loads(text)


def player(s: State, seat: int) -> Seat:
    return s["seats"][seat]


def turn_order(s: State, start: int) -> list[int]:
    n = s["players"]
    return [(start + i) % n for i in range(n)]


def automated_seats(s: State) -> list[int]:
    """Seats played by the engine itself: the Mautoma's seat in a solo game (issue 4)."""
    a = s["automa"]
    return [] if not a else [a["seat"]]


def automa_row(a: Automa, colour: str) -> list[str]:
    """The cards placed on a row of the Mautoma's playmat ("grey" or "yellow")."""
    if colour == "grey":
        return a["grey_row"]
    if colour == "yellow":
        return a["yellow_row"]
    raise ValueError(f"no automa card colour {colour!r}")


def automa_deck(a: Automa, colour: str) -> list[str]:
    """The rest of a colour's pool of automa cards ("grey" or "yellow")."""
    if colour == "grey":
        return a["grey_deck"]
    if colour == "yellow":
        return a["yellow_deck"]
    raise ValueError(f"no automa card colour {colour!r}")


def automa_state(s: State) -> Automa:
    """The Mautoma's part of a solo game's state (its own code runs only in a solo game)."""
    a = s["automa"]
    if a is None:
        raise RuntimeError("not a solo game")
    return a


def in_turn(s: State) -> int:
    """The seat in turn (the action phase always has one)."""
    seat = s["turn"]
    if seat is None:
        raise RuntimeError("no seat is in turn")
    return seat
