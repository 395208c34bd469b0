"""What the printed Mombasa components hold, as frozen dataclasses.

This module is the contract between the data files (rules/mombasa/data/*.toml, loaded and
validated by rules/mombasa/components/loader.py) and the engine. It holds no values itself: every number
lives in the data files, where an owner of the physical game can correct it.

Conventions
- Company ids: "mombasa", "cape_town", "saint_louis", "cairo" (board order, also the order
  of the company tracks and of the rulebook's final scoring).
- Goods: "coffee", "bananas", "cotton".
- A company base column is listed from the FRONT space (closest to the map centre, removed
  first) to the REAR/final space (2 coin icons, never covered again once emptied).
- Track space 0 is the starting space. A capital call printed between space i-1 and i is
  stored on space i (``capital_call``: pounds to pay to enter space i).
- Diamond and bookkeeping track space 0 is where the marker starts (the diamond space; the
  ink-jar icon on the starting tile). A marker scores the ``value`` of the last space it
  reached or passed that shows a value.
"""

from __future__ import annotations

from dataclasses import dataclass

COMPANIES = ("mombasa", "cape_town", "saint_louis", "cairo")
GOODS = ("coffee", "bananas", "cotton")


# -- map ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rewards:
    """A bundle of region/book/bonus rewards. Zero means "not shown"."""

    pounds: int = 0
    diamonds: int = 0  # steps on the diamond track
    track: int = 0  # steps on the expanded company's track (regions only)
    bookkeeping: int = 0  # bookkeeping points, to be used at once

    def count(self) -> int:
        """How many reward icons (kinds) the region shows; Mautoma's "more rewards" tie-break."""
        return sum(1 for v in (self.pounds, self.diamonds, self.track, self.bookkeeping) if v)


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    rewards: Rewards
    mines: int = 0
    enclave_in: str | None = None  # id of the region that entirely surrounds this enclave
    heart: bool = False  # "the heart of Africa: the internal region with 3 rewards" (Mautoma)


@dataclass(frozen=True)
class Border:
    """A border between two regions, or between a company base and a region.

    ``a``/``b`` are region ids, or "base:<company>" for a company base edge.
    ``points`` is 1 for a single line, 2 for a double line.
    """

    a: str
    b: str
    points: int


# -- companies ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Company:
    id: str
    name: str
    colour: str  # the trading posts' colour: black, red, white, orange
    letter: str  # one-letter mark printed beside the colour, for colour-blind players
    columns: tuple[tuple[int, ...], ...]  # 3 columns x 5 spaces: coin icons, front -> rear


# -- company tracks ------------------------------------------------------------------------
@dataclass(frozen=True)
class TrackSpace:
    shares: int | None = None  # share icon: owning this many shares once reached or passed
    capital_call: int = 0  # pounds to pay to move onto this space; 0 = none
    special: int | None = None  # special space: pounds paid to whoever reaches/passes (1 or 2)
    bonus: int | None = None  # special spaces only: 0 = first special track bonus, 1 = second


@dataclass(frozen=True)
class TrackBonus:
    """A special track bonus.

    Permanent bonuses (tracks A and B): kind in "expansion_plus", "bonus_markers",
    "goods_discount" (level 1: bananas only; level 2: any goods, types may be mixed),
    "cotton" (level 1: cotton payment -1; level 2: every cotton card +1 unit).
    Extra bonus spaces (tracks C and D): kind in "bookkeeping_diamonds", "buy_card",
    "sell_card", "other_tracks"; ``cost`` is the pounds to pay when placing a marker there.
    ``amount`` is the number the bonus shows (e.g. +1/+2 expansion, 1/2 markers, price
    reduction, sale bonus +3/+8, steps).
    """

    kind: str
    level: int  # 1 = first (weaker), 2 = second (improved)
    amount: int = 0
    cost: int = 0
    text: str = ""


@dataclass(frozen=True)
class Track:
    id: str  # "A1" ... "D2"
    letter: str  # "A" ... "D"
    side: int  # 1 or 2
    spaces: tuple[TrackSpace, ...]
    bonuses: tuple[TrackBonus, TrackBonus]  # (first, second)
    permanent: bool  # True for tracks A/B (permanent bonuses), False for C/D (extra bonus spaces)


@dataclass(frozen=True)
class TrackCard:
    id: str
    halves: tuple[str, str]  # two track ids; the half pointing at an edge picks that company's track


# -- cards ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardDef:
    """One printed action card (or a template for the 9 identical starting cards).

    kind: "goods" | "expansion" | "bookkeeper" | "diamond" | "share".
    """

    id: str
    kind: str
    crate: int  # the red crate-value
    letter: str | None = None  # "A".."E" for the 44 market cards; None for starting cards
    good: str | None = None  # goods cards
    units: int = 0  # goods cards: 1..4
    expansion: int = 0  # expansion cards: 1..3
    bookkeeping: int = 0  # bookkeeper cards: bookkeeping points
    diamonds: int = 0  # diamond merchants: diamond steps (1 generic, 2 company)
    pounds: int = 0  # diamond merchants: pounds (2 generic, 1 company)
    company: str | None = None  # company diamond merchant: whose mines count
    share: str | None = None  # extra share of this company in the lower left corner
    seat: int | None = None  # "1"-expansion cards: 1..4, the seat (1st..4th player) it goes to
    name: str = ""

    @property
    def goods_kind(self) -> str:
        """``good`` of a card known to be a goods card (typed as a text, not text-or-None)."""
        assert self.good is not None, self.id  # a goods card has its good
        return self.good


# -- books ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Requirement:
    """A book requirement, checked against face-up cards in the action area (not cumulative).

    kind: "coffee" | "bananas" | "cotton" (at least ``value`` units of that good);
    "one_good" (at least ``value`` units of one single good);
    "coffee_and_one_good" (at least ``value`` coffee AND ``value`` further units of one good);
    "expansion" (expansion value at least ``value``);
    "diamond_or_bookkeeper" (at least ``value`` diamond merchant or bookkeeper cards, not
    counting the bookkeeper in use); "diamond" / "bookkeeper" (cards of that kind).
    """

    kind: str
    value: int


@dataclass(frozen=True)
class BookReward:
    """kind: "pounds" | "pay" | "cotton_pounds" (cotton units - 1) | "diamonds" |
    "bookkeeping" | "remove_posts" (foremost in a column, out of the game)."""

    kind: str
    value: int = 0


@dataclass(frozen=True)
class Book:
    id: str
    letter: str  # "A" | "B" | "C"; starting books use "S"
    requirements: tuple[Requirement, ...]
    rewards: tuple[BookReward, ...]


@dataclass(frozen=True)
class StartingTile:
    id: str
    resting_cards: tuple[str, str, str]  # starting-card template ids placed in the resting slots
    book: Book  # the starting book printed on the tile (first book of the bookkeeping track)
    bonus: tuple[tuple[str, int], ...]  # (company id or "diamond", steps)
    first_game_seat: int | None = None  # 1..4: the fixed tile of that player in the first game


@dataclass(frozen=True)
class BonusTile:
    """kind: "plus_one_goods" | "bookkeeper" (points) | "diamond" (steps, +1 per other
    face-up diamond merchant) | "expansion" (points)."""

    id: str
    kind: str
    amount: int
    cost: int  # pounds to reserve it on its board bonus tile space
    name: str = ""


# -- player board --------------------------------------------------------------------------
@dataclass(frozen=True)
class DiamondSpace:
    value: int | None = None  # score printed on the space (None: nothing printed)
    unlocks_slot: bool = False


@dataclass(frozen=True)
class BookkeepingSpace:
    value: int | None = None  # score printed beside the space
    no_a: bool = False  # crossed-out A: only B/C books may be placed here while empty
    unlocks_slot: bool = False  # reaching/passing the book on this space unlocks a slot


@dataclass(frozen=True)
class PlayerBoard:
    action_slots: int  # slots available from the start (3)
    diamond: tuple[DiamondSpace, ...]  # index 0: start; last: the final diamond space
    bookkeeping: tuple[BookkeepingSpace, ...]  # index 0: ink-jar start; 1: starting book; last: final
    final_diamond_pounds: int  # pounds per step beyond the final diamond space (2)
    final_bookkeeping_pounds: int  # pounds per bookkeeping point once on the final space (2)


# -- board ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class MajorityTier:
    minimum: int  # total value needed for this tier
    steps: int  # steps on the majority space's company track
    rewards: Rewards = Rewards()  # extra rewards (pounds, diamonds, bookkeeping)
    remove_posts: int = 0  # trading posts to remove from company bases


@dataclass(frozen=True)
class MajoritySpace:
    id: str
    measure: str  # "coffee" | "bananas" | "cotton" | "expansion"
    company: str  # whose track the steps go on
    tiers: tuple[MajorityTier, ...]  # ascending by minimum


@dataclass(frozen=True)
class Board:
    first_player_bookkeeping: int  # bookkeeping points of the first-player space (1)
    buy_space_cost: int  # pounds to use the buy-a-card space (1)
    sell_space_bonus: int  # pounds added to the crate-value on the sell space (2)
    majorities: tuple[MajoritySpace, ...]
    card_display: tuple[tuple[int, ...], ...]  # 3 columns (left, middle, right) x 4 rows: crate values
    book_display: tuple[tuple[str, str], ...]  # 6 columns (round 2..7) x (top, bottom): book letter
    book_costs: tuple[tuple[str, int], ...]  # letter -> bookkeeping points; "pound" -> 1
    round_coins: tuple[tuple[int, tuple[int, ...]], ...]  # players -> coins on round spaces 1..7
    bonus_markers: tuple[tuple[int, int], ...]  # players -> bonus markers each
    markers_per_colour: int  # 5
    starting_pounds: int  # 1
    rounds: int  # 7


@dataclass(frozen=True)
class Components:
    """Everything the engine needs, loaded and validated once."""

    companies: tuple[Company, ...]
    regions: tuple[Region, ...]
    borders: tuple[Border, ...]
    tracks: tuple[Track, ...]
    track_cards: tuple[TrackCard, ...]
    first_game_tracks: tuple[tuple[str, str], ...]  # company id -> track id
    market_cards: tuple[CardDef, ...]  # the 44 action cards (letters A..E)
    starting_cards: tuple[CardDef, ...]  # the 9 per-colour starting card templates
    expansion_one_cards: tuple[CardDef, ...]  # the 4 "1"-expansion cards (seat 1..4)
    books: tuple[Book, ...]  # the 72 book tiles
    starting_tiles: tuple[StartingTile, ...]  # 10
    bonus_tiles: tuple[BonusTile, ...]  # 4
    player_board: PlayerBoard
    board: Board
