"""The state model: one plain JSON-friendly dict, copied per move, dumped canonically.

``State`` below declares every key and nested shape for the type checker (tests/mombasa/
test_state_shapes.py checks real games against it); in short (setup.new_state builds it):
  players, setup, rng, round, phase ("setup"|"planning"|"actions"|"over"), setup_step,
  first_player, round_first, turn, tracks {cid: track id}, bases {cid: [{posts, final_lost}]},
  removed {cid: n}, regions {rid: [{company, upended}]}, deck [ids, top last], discard [ids],
  display [[id|None x4] x3 columns left..right], book_display [[id|None (top,bottom)] x6],
  book_coins [[n,n] x6], book_supply {letter: [ids, top last]}, round_track [n x7],
  bonus_spaces {space: seat|None}, bonus_tiles {tile: {reserved_by, holder, on_card, used}},
  tasks [pending decisions/effects of the seat in turn], turn_books [books acquired this turn],
  seats [player dicts], automa (None, or the Mautoma's part: see mautoma/setup.py).
"""

# No "from __future__ import annotations" here: the TypedDicts' NotRequired keys must show
# at run time (__optional_keys__), which string annotations hide on Python 3.11.

import json
import marshal
from typing import Any, Literal, NotRequired, TypedDict, cast

PhaseName = Literal["setup", "planning", "actions", "over"]
SetupKind = Literal["first", "variable"]
Difficulty = Literal["easy", "medium", "hard"]


# -- the pending tasks of the seat in turn (rules/mombasa/tasks.py), one shape per kind -------
class GoodsTask(TypedDict):
    """A goods action: the cards chosen, the units left to use, the step it is at."""
    kind: Literal["goods"]
    cards: list[str]
    units: int
    phase: Literal["select", "buy", "steps"]
    bought: str | None


class ExpansionTask(TypedDict):
    """An expansion: its company once chosen, the points it has and has left, the cards
    played for it, the regions entered."""
    kind: Literal["expansion"]
    company: str | None
    points: int
    left: int
    refs: list[str]
    entered: list[str]


class OustTask(TypedDict):
    """A post of another company ousted from a region (returned or removed)."""
    kind: Literal["oust"]
    region: str
    company: str


class FlipTask(TypedDict):
    """Cards (or tiles) of the action area turned face down once used."""
    kind: Literal["flip"]
    refs: list[str]


class SpendBookkeepingTask(TypedDict):
    kind: Literal["spend_bk"]
    points: int


class BookkeeperTask(TypedDict):
    """A bookkeeper card: flipping a book (bk_flip), then the ink jar (bk_move)."""
    kind: Literal["bk_flip", "bk_move"]
    card: str
    moved: NotRequired[bool]  # bk_move: the ink jar moved forward at least once


class AmountTask(TypedDict):
    """A reward or payment of ``n``: bookkeeping points, pounds paid, diamond steps,
    trading posts to remove."""
    kind: Literal["gain_bk", "pay", "diamonds", "remove_post"]
    n: int


class PoundsTask(TypedDict):
    kind: Literal["pounds"]
    n: int
    why: NotRequired[str]  # a word the catalogue knows ("book"; tracks.gain_pounds)


class TrackTask(TypedDict):
    kind: Literal["track"]
    company: str
    n: int


class RewardOrderTask(TypedDict):
    """Track steps that may be taken before or after the other rewards (rewards.py)."""
    kind: Literal["reward_order"]
    others: list[PoundsTask | AmountTask]  # pounds, diamonds, bookkeeping points
    track: TrackTask


class BuyCardTask(TypedDict):
    kind: Literal["buy_card"]
    reduction: int
    optional: bool


class SellCardTask(TypedDict):
    kind: Literal["sell_card"]
    bonus: int
    coffee_only: bool


class MajorityTask(TypedDict):
    kind: Literal["majority"]
    measure: str
    value: int


class OtherTracksTask(TypedDict):
    kind: Literal["other_tracks"]
    others: list[str]       # company ids
    steps: int
    pick: NotRequired[int]  # how many of them (2 when a saved game lacks it)


class PlainTask(TypedDict):
    """A task that is only its kind."""
    kind: Literal["upend", "discard_books", "place_books", "end_turn", "cleanup", "bk_diamond_choice",
                  "pickup"]


Task = (GoodsTask | ExpansionTask | OustTask | FlipTask | SpendBookkeepingTask | BookkeeperTask | AmountTask
        | PoundsTask | TrackTask | RewardOrderTask | BuyCardTask | SellCardTask | MajorityTask | OtherTracksTask
        | PlainTask)


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
