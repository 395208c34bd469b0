"""What the printed Mautoma (solo opponent, rules v2.0) components hold, as frozen dataclasses.

Like rules/mombasa/components/__init__.py for the base game, this module holds no values: every
number lives in rules/mombasa/data/automa/*.toml (loaded and validated by
rules/mombasa/components/automa_loader.py), where an owner of the printed Mautoma can correct it. Most
of it is reconstructed, because the Mautoma's cards are pictures; the data README says which
values come from the rules text and which are reconstructed.

Conventions (shared with components/__init__.py)
- Company ids: "mombasa", "cape_town", "saint_louis", "cairo".
- Majority measures (round-card icons): "coffee", "bananas", "cotton", "expansion".
- Region reward kinds (expansion card priorities): "pounds", "track", "diamonds",
  "bookkeeping" (the fields of components.Rewards).
- Bonus tile kinds: "plus_one_goods", "bookkeeper", "diamond", "expansion"
  (components.BonusTile.kind).
- Company base spaces are (column, space), 0-based, as in components.Company.columns:
  column 0 left, 1 middle, 2 right; space 0 the FRONT (taken first), 4 the REAR/final space.

The arrows (Mautoma rules, "Card layout" and "Book selection")
The playmat shows the arrow for the first card of each row; every card shows the arrow for
the NEXT card placed in the same row. An arrow says three things:
- ``criterion``: which of the two criteria (1st/2nd) of the card it points at applies. On a
  grey card the same criterion is read in the first section and, if that placement is not
  valid, in the second.
- ``column`` (the number inside the arrow): the book display column, 1..6 (the columns below
  round-track spaces 2..7), used whenever the automa takes a book while that card is played.
- ``row`` (where the arrow sits, top or bottom): the book display row for the book, and the
  end from which the bonus tile spaces are scanned ("first free bonus tile spot starting
  from the bottom/top, according to the arrow").
"""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("grey", "yellow")
YELLOW_KINDS = ("diamonds", "expand", "advance", "book", "take_card", "special")
GREY_KINDS = ("bonus_tile", "sell", "first_player", "buy_card", "majority")
LEVELS = ("A", "B", "C")
DIFFICULTIES = ("easy", "medium", "hard")
MEASURES = ("coffee", "bananas", "cotton", "expansion")
REWARD_KINDS = ("pounds", "track", "diamonds", "bookkeeping")
ROWS = ("top", "bottom")
BONUS_TILE_KINDS = ("plus_one_goods", "bookkeeper", "diamond", "expansion")
BOOK_COLUMNS = 6  # the book display: 6 columns (below round-track spaces 2..7) x 2 rows
ROW_SPOTS = 3  # each playmat row holds 3 cards; the automa's round ends when both are full

# The vocabulary of effect steps (effects.toml). ``target`` says which company/space/card.
STEP_OPS = {
    # op: allowed targets ("" = none)
    "place": (
        "bonus_tile_favoured",  # the favoured bonus tile's space (Mautoma: "favoured bonus tile")
        "bonus_tile_any",  # first free bonus tile space, scanned from the arrow's end
        "bonus_tile_non_favoured",  # first free non-favoured bonus tile space, from the arrow's end
        "sell",
        "first_player",
        "buy",
        "majority",  # the leftmost uncovered round-card icon the automa wins
    ),
    "tile_effect": ("",),  # the automa's version of the bonus tile just taken (playmat)
    "diamonds": ("",),  # steps on its diamond track (2 pounds per step past the end)
    "pounds": ("",),
    "advance": ("favoured", "richest", "majority"),  # richest = non-favoured, highest share value
    "expand": ("favoured", "advantage"),  # advantage = non-favoured, best track lead vs the human
    "book": ("",),  # take exactly 1 book (book selection rule)
    "ink": ("",),  # advance the ink jar up to N steps, over books only
    # from the card display, free; the last one falls back to the cheapest card
    "take_card": ("highest_share", "lowest_cost", "highest_share_else_lowest_cost"),
    "first_player": ("",),  # take the first-player marker
}


@dataclass(frozen=True)
class Arrow:
    """A red arrow: criterion for the card it points at, and the book column/row."""

    criterion: int  # 1 or 2
    column: int  # 1..6: book display column (below round-track space column + 1)
    row: str  # "top" | "bottom"


@dataclass(frozen=True)
class AutomaCard:
    """One automa card.

    ``sections``: yellow cards have one (their kind); grey cards two, each a bonus marker
    placement kind: the first section is tried, then the second ("If the bonus marker
    placement indicated by the first section is not valid, consider the second section").
    """

    id: str  # "7B"
    number: int  # 1..14
    level: str  # "A" | "B" | "C"
    colour: str  # "grey" (first playmat row, bonus markers) | "yellow" (second row, other actions)
    sections: tuple[str, ...]
    next_arrow: Arrow  # the arrow this card shows for the next card of its row
    source: str = "reconstructed"

    @property
    def kind(self) -> str:
        """The card's main kind: its only section (yellow) or its first section (grey)."""
        return self.sections[0]


@dataclass(frozen=True)
class RoundIcon:
    measure: str  # "coffee" | "bananas" | "cotton" | "expansion"
    value: int  # the automa wins this majority when value >= the human's face-up value


@dataclass(frozen=True)
class RoundCard:
    """A Mautoma round card: its icons left -> right. The yellow cards' 5-pound coins cover
    them from the right."""

    id: str  # "R3a"
    round: int  # 1..7 (printed on the back)
    icons: tuple[RoundIcon, ...]
    source: str = "reconstructed"


@dataclass(frozen=True)
class ExpansionSide:
    """One side of the Mautoma expansion card: each company's reward-kind priority list."""

    id: str  # "a" | "b"
    priorities: tuple[tuple[str, tuple[str, ...]], ...]  # company -> permutation of REWARD_KINDS
    sources: tuple[tuple[str, str], ...] = ()  # company -> "rulebook" | "reconstructed" | "mixed"

    def priority(self, company: str) -> tuple[str, ...]:
        return dict(self.priorities)[company]


@dataclass(frozen=True)
class Playmat:
    first_arrows: tuple[tuple[str, Arrow], ...]  # colour -> arrow for the first card of that row
    yellow_coins: tuple[int, ...]  # the 5-pound coins on the yellow spots (3 x 5)
    debt_track: int  # highest printed debt value (bigger debts stay recorded all the same)
    bonus_tile_spaces: tuple[str, ...]  # bonus tile kinds of the board's 4 spaces, top -> bottom
    source: str = "reconstructed"

    def first_arrow(self, colour: str) -> Arrow:
        return dict(self.first_arrows)[colour]


@dataclass(frozen=True)
class Step:
    """One step of an effect, in the vocabulary STEP_OPS. ``amount``: steps, pounds, posts..."""

    op: str
    amount: int = 0
    target: str = ""


@dataclass(frozen=True)
class Effect:
    """What one criterion (or a special card / bonus tile) makes the automa do.

    ``options`` are tried in order: the first whose FIRST step can be carried out is done
    in full (e.g. "advance 4 on the favoured track, or 3 on the richest non-favoured one";
    "take the highest-share card; if there is none, advance 2 on the richest track"). If no
    option can be done, the card does nothing ("no action this turn").
    """

    options: tuple[tuple[Step, ...], ...]
    text: str  # the rule in words, for event texts


@dataclass(frozen=True)
class KindEffects:
    kind: str
    colour: str
    criteria: tuple[Effect, Effect]  # (1st criterion, 2nd criterion)
    source: str = "rulebook"


@dataclass(frozen=True)
class AutomaComponents:
    cards: tuple[AutomaCard, ...]
    difficulties: tuple[tuple[str, tuple[str, ...]], ...]  # "easy"|"medium"|"hard" -> card ids
    round_cards: tuple[RoundCard, ...]
    expansion_sides: tuple[ExpansionSide, ...]  # 2 sides; setup picks one at random
    playmat: Playmat
    removal_order: tuple[tuple[int, int], ...]  # (column, space), 0-based; 15 entries
    kind_effects: tuple[KindEffects, ...]  # every card kind except "special"
    special_effects: tuple[tuple[str, Effect], ...]  # favoured company -> special card effect
    favoured_bonus_tiles: tuple[tuple[str, str], ...]  # favoured company -> bonus tile kind
    bonus_tile_effects: tuple[tuple[str, Effect], ...]  # bonus tile kind -> automa effect
    starting_pounds: int = 1
    favoured_start_space: int = 3  # "Put the Mautoma's favoured track marker on spot n.3"
    cards_per_colour: int = 3  # "Take 3 cards from each deck to build the automa deck"

    # -- look-ups ---------------------------------------------------------------------------
    def card(self, card_id: str) -> AutomaCard:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def pool(self, difficulty: str) -> tuple[AutomaCard, ...]:
        """The automa cards kept for a difficulty ("easy" | "medium" | "hard")."""
        return tuple(self.card(i) for i in dict(self.difficulties)[difficulty])

    def round_cards_for(self, round_: int) -> tuple[RoundCard, ...]:
        return tuple(r for r in self.round_cards if r.round == round_)

    def expansion_side(self, side_id: str) -> ExpansionSide:
        for s in self.expansion_sides:
            if s.id == side_id:
                return s
        raise KeyError(side_id)

    def effect(self, kind: str, criterion: int, favoured: str) -> Effect:
        """The effect of a card kind under a criterion; the special card ignores the
        criterion and depends on the favoured company."""
        if kind == "special":
            return dict(self.special_effects)[favoured]
        for k in self.kind_effects:
            if k.kind == kind:
                return k.criteria[criterion - 1]
        raise KeyError(kind)

    def favoured_bonus_tile(self, company: str) -> str:
        return dict(self.favoured_bonus_tiles)[company]

    def bonus_tile_effect(self, tile_kind: str) -> Effect:
        return dict(self.bonus_tile_effects)[tile_kind]
