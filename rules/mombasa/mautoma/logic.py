"""The Mautoma's decisions, as pure functions over simple inputs (no engine state).

Each function implements one rule of the Mautoma rules v2.0 (quoted in its docstring) and
takes plain values the engine can hand over: dicts of company -> number, region id ->
company, book display cells, card display cells. So the engine's automa turn is a thin
adapter: read the state into these inputs, call the functions, apply what they return.

Reading the base components: the map functions read only ``components.regions`` and
``components.borders``, the majority helper only ``components.board.majorities``, so a
small stand-in with those attributes works in tests.

Conventions: company ids as in components.COMPANIES; company base columns are 0-based
(0 left, 1 middle, 2 right), spaces 0 (front) .. 4 (rear/final); book display cells are
(column 1..6, "top" | "bottom"); card display cells have column 0 (left) .. 2 (right) and
row 0 (top) .. 3 (bottom).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Message, msg
from rules.mombasa import wording as W
from rules.mombasa.components.automa import (
    REWARD_KINDS,
    ROW_SPOTS,
    Arrow,
    AutomaCard,
    AutomaComponents,
    Effect,
    Playmat,
    RoundCard,
    RoundIcon,
    Step,
)

__all__ = [
    "AdvanceResult",
    "MarketCell",
    "Play",
    "advance_on_track",
    "arrow_for_next",
    "best_advantage_non_favoured",
    "choose_bonus_tile",
    "choose_book",
    "choose_card",
    "choose_expansion_region",
    "choose_option",
    "choose_play",
    "company_value",
    "criterion_for_next",
    "describe_play",
    "eligible_regions",
    "expansion_books",
    "final_cash",
    "gain",
    "heart_distances",
    "majority_company",
    "majority_target",
    "pay",
    "plan_expansion",
    "post_return_space",
    "post_to_take",
    "richest_non_favoured",
    "round_over",
    "row_of",
    "uncovered_icons",
]

BOOK_ROWS = ("top", "bottom")
TRACK_LETTERS = ("A", "B", "C", "D")
CRITERION_WORDS = {1: "first", 2: "second"}


# == the playmat rows and the arrows =======================================================
def row_of(card: AutomaCard) -> str:
    """Rule: "grey cards must be placed on the first row ... yellow cards ... on the second
    row, from left to right". Returns the card's colour, which names its row."""
    return card.colour


def arrow_for_next(playmat: Playmat, row: Sequence[AutomaCard], colour: str) -> Arrow:
    """The arrow that applies to the next card placed in a row.

    Rule: "The playmat indicates the criteria for the first card of each row, then each
    card reports the arrows indicating the criteria for the next card." ``row`` is the
    cards already in that row, left to right. The same arrow gives the book column/row
    ("the red arrow at the left of the current automa card") and the end from which bonus
    tile spaces are scanned.
    """
    if len(row) >= ROW_SPOTS:
        raise ValueError(f"the {colour} row is full ({ROW_SPOTS} cards)")
    return row[-1].next_arrow if row else playmat.first_arrow(colour)


def criterion_for_next(playmat: Playmat, row: Sequence[AutomaCard], colour: str) -> int:
    """The criterion (1 or 2) the next card placed in this row applies."""
    return arrow_for_next(playmat, row, colour).criterion


def round_over(grey_row: Sequence[AutomaCard], yellow_row: Sequence[AutomaCard]) -> bool:
    """Rule: "Once both rows are completely filled, the Mautoma's round is over.\""""
    return len(grey_row) >= ROW_SPOTS and len(yellow_row) >= ROW_SPOTS


def uncovered_icons(round_card: RoundCard, coins_on_card: int) -> tuple[RoundIcon, ...]:
    """The round card's icons still active, left to right.

    Rule: "When you put a yellow card in the second row, take the 5 pound coin and use it
    to cover the right most icon of the round card. That icon is no longer active."
    """
    keep = max(0, len(round_card.icons) - max(0, coins_on_card))
    return round_card.icons[:keep]


# == majorities =================================================================================
def majority_target(
    icons: Sequence[RoundIcon],
    player_values: Mapping[str, int],
    free_measures: Iterable[str] | None = None,
) -> RoundIcon | None:
    """The icon whose majority space the automa takes, or None.

    Rule (grey majority card): "Compare the values of the visible icons on the round card
    with the values of your current active cards. If the Automa has at least one value equal
    or greater than yours, it places a bonus marker on the corresponding majority space. If
    the Automa can win more than one majority, place the bonus marker on the majority space
    corresponding to the left most icon of the round card."

    ``icons``: the uncovered icons, left to right (see uncovered_icons). ``player_values``:
    the human's face-up value per measure (coffee/bananas/cotton units, expansion points);
    a missing measure counts 0. ``free_measures``: measures whose majority space is still
    empty (a marker can only go on an empty space); None means all are free.
    """
    free = None if free_measures is None else set(free_measures)
    for icon in icons:
        if free is not None and icon.measure not in free:
            continue
        if icon.value >= player_values.get(icon.measure, 0):
            return icon
    return None


def majority_company(components, measure: str) -> str:
    """The company whose track the majority space of ``measure`` advances (base board data:
    Board.majorities; e.g. bananas -> Cape Town, coffee -> Cairo)."""
    for space in components.board.majorities:
        if space.measure == measure:
            return space.company
    raise KeyError(measure)


# == books ==========================================================================================
def choose_book(
    book_display: Mapping[tuple[int, str], str | None],
    book_coins: Mapping[tuple[int, str], int],
    arrow: Arrow,
) -> tuple[int, str] | None:
    """The book display cell the automa takes its book from, or None if the display is empty.

    Rule (book selection): "If there is a book with 1 coin below it, the automa takes that
    book and the coin. In all other cases the automa takes the book indicated by the red
    arrow at the left of the current automa card. The number in the arrow identifies the
    column of the book display, while the position of the red arrow (top/bottom) indicates
    the row the book is taken from."

    Cells are (column 1..6, "top" | "bottom"); ``book_display`` maps a cell to its book id
    (None or missing = empty), ``book_coins`` a cell to the coins below it.
    Decided here (the rules do not say):
    - several books with a coin: the leftmost column first (its coin has waited longest),
      then the top row;
    - the arrow's cell is empty (a book supply ran out): the other row of the same column,
      then the nearest columns (distance 1 before 2 ...; at equal distance the lower column
      number), the arrow's row before the other in each column.
    """

    def has_book(cell: tuple[int, str]) -> bool:
        return bool(book_display.get(cell))

    with_coin = [c for c in book_display if has_book(c) and book_coins.get(c, 0) > 0]
    if with_coin:
        return min(with_coin, key=lambda c: (c[0], BOOK_ROWS.index(c[1])))
    other_row = BOOK_ROWS[1 - BOOK_ROWS.index(arrow.row)]
    columns = sorted({c[0] for c in book_display} | {arrow.column})
    for column in sorted(columns, key=lambda col: (abs(col - arrow.column), col)):
        for row in (arrow.row, other_row):
            if has_book((column, row)):
                return (column, row)
    return None


def expansion_books(bookkeeping_points: int) -> int:
    """Books the automa takes for an expansion's bookkeeping rewards.

    Rule: "if the automa gains 1 or more bookkeeping points, it always gains only 1 book per
    expansion action." (When its book track is full, the engine pays 2 pounds per
    bookkeeping point instead: "it receives 2 pounds for each bookkeeping point".)
    """
    return 1 if bookkeeping_points > 0 else 0


# == cards =============================================================================================
@dataclass(frozen=True)
class MarketCell:
    """One card of the card display as the automa sees it."""

    column: int  # 0 left, 1 middle, 2 right
    row: int  # 0 top .. 3 bottom
    price: int  # card crate-value + the space's crate-value
    share: str | None = None  # company of the extra share the card shows, if any
    card_id: str = ""

    def filling_order(self) -> tuple[int, int]:
        """Rule: "the first card in filling order (by column from right to left)", top to
        bottom inside a column (the display is filled right column first, top to bottom)."""
        return (-self.column, self.row)


def choose_card(
    cells: Iterable[MarketCell], share_values: Mapping[str, int], how: str
) -> MarketCell | None:
    """The card the automa takes from the display (it never pays), or None.

    ``how``:
    - "highest_share": "Take the card with the share having the current highest value";
      None when no card shows a share (the caller then applies the card's fallback);
    - "lowest_cost": "Take the card with the lowest cost";
    - "highest_share_else_lowest_cost": the grey buy card's first criterion ("If there are
      no card with shares available on the market, take the card with the lowest cost").
    Tie-break, always: "card with lowest cost, the first card in filling order (by column
    from right to left)". ``share_values``: company -> current share value (coin icons
    uncovered in its base).
    """
    cells = list(cells)
    if how == "highest_share_else_lowest_cost":
        return choose_card(cells, share_values, "highest_share") or choose_card(
            cells, share_values, "lowest_cost"
        )
    if how == "highest_share":
        shares = [c for c in cells if c.share]
        if not shares:
            return None
        return min(
            shares, key=lambda c: (-share_values.get(c.share, 0), c.price, c.filling_order())  # type: ignore[arg-type]  # shares: cells with a share
        )
    if how == "lowest_cost":
        if not cells:
            return None
        return min(cells, key=lambda c: (c.price, c.filling_order()))
    raise ValueError(f"unknown card choice {how!r}")


# == company tracks: which company ========================================================================
def _letter_key(company: str, track_letters: Mapping[str, str]) -> int:
    letter = track_letters.get(company, "Z")
    return TRACK_LETTERS.index(letter) if letter in TRACK_LETTERS else len(TRACK_LETTERS)


def richest_non_favoured(
    share_values: Mapping[str, int], favoured: str, track_letters: Mapping[str, str]
) -> str:
    """The non-favoured company with the highest share value.

    Rule (advance card): "advance 3 steps on the non-favoured company track with the current
    highest share value. If there is indecision about the choice of the company track, it
    must be chosen following the order of the track letter (A/B/C/D)." ``track_letters``:
    company -> the letter of the track it got at setup.
    """
    others = [c for c in track_letters if c != favoured]
    return min(others, key=lambda c: (-share_values.get(c, 0), _letter_key(c, track_letters)))


def best_advantage_non_favoured(
    automa_positions: Mapping[str, int],
    human_positions: Mapping[str, int],
    favoured: str,
    track_letters: Mapping[str, str],
) -> str:
    """The non-favoured company where the automa leads the human most (or trails least).

    Rule (expand card, 2nd criterion; expansion bonus tile): "Expand the non-favoured
    company where the automa has the greatest advantage (or least disadvantage) on the
    track ... If there is indecision about the choice of the company, it must be chosen
    following the order of the track letter (A/B/C/D)." Advantage = automa's track space
    minus the human's.
    """
    others = [c for c in track_letters if c != favoured]
    return min(
        others,
        key=lambda c: (
            -(automa_positions.get(c, 0) - human_positions.get(c, 0)),
            _letter_key(c, track_letters),
        ),
    )


# == money and debt =========================================================================================
def pay(money: int, debt: int, amount: int) -> tuple[int, int]:
    """The automa pays ``amount``: from its money, the rest as debt.

    Rule: "The Automa can pay even if it does not have enough money. Use this track to track
    its debt until it gains new pounds." Money never goes negative; the shortfall is debt.
    """
    if amount < 0:
        raise ValueError("cannot pay a negative amount")
    paid = min(money, amount)
    return money - paid, debt + (amount - paid)


def gain(money: int, debt: int, amount: int) -> tuple[int, int]:
    """The automa gains ``amount``: it pays off its debt first, the rest is money."""
    if amount < 0:
        raise ValueError("cannot gain a negative amount")
    repaid = min(debt, amount)
    return money + (amount - repaid), debt - repaid


def final_cash(money: int, debt: int) -> int:
    """Cash for final scoring: "The automa scores VPs like a normal player" - a debt still
    owed is counted against it."""
    return money - debt


@dataclass(frozen=True)
class AdvanceResult:
    position: int
    moved: int  # spaces actually moved
    lost: int  # advancements lost at the end of the track
    money: int
    debt: int
    paid: int  # capital calls paid (as money or debt)
    gained: int  # pounds from special spaces reached or passed
    others_paid: dict[int, int] = field(default_factory=dict)  # seat -> pounds from the bank
    specials: tuple[int, ...] = ()  # special spaces reached or passed (bonuses ignored)


def advance_on_track(
    track,
    position: int,
    steps: int,
    money: int,
    debt: int,
    others: Mapping[int, int] | None = None,
) -> AdvanceResult:
    """Move the automa ``steps`` spaces on a company track (components.Track).

    Rule (company track advancement): "it gains the coins indicated along the track and it
    must pay the cost like a normal player. If the automa does not have enough money, it
    can still advance, but it takes a debt ... The automa ignores all effects and all bonus
    marker spaces unlocked with the track advancements." and "If Mautoma reaches the end of
    a track and it has still advancements, all unused advancements are lost."
    Capital calls (TrackSpace.capital_call, on the space entered) are paid with pay();
    special spaces (TrackSpace.special) pay the automa, and again everyone already on or
    past them (base rules), with gain(). ``others``: seat -> track space of the other
    markers on this track; ``others_paid`` says what the bank pays them.
    """
    others = dict(others or {})
    last = len(track.spaces) - 1
    moved = paid = gained = 0
    others_paid: dict[int, int] = {}
    specials: list[int] = []
    while moved < steps and position < last:
        position += 1
        moved += 1
        space = track.spaces[position]
        if space.capital_call:
            money, debt = pay(money, debt, space.capital_call)
            paid += space.capital_call
        if space.special:
            money, debt = gain(money, debt, space.special)
            gained += space.special
            specials.append(position)
            for seat, pos in others.items():
                if pos >= position:
                    others_paid[seat] = others_paid.get(seat, 0) + space.special
    return AdvanceResult(
        position=position,
        moved=moved,
        lost=steps - moved,
        money=money,
        debt=debt,
        paid=paid,
        gained=gained,
        others_paid=others_paid,
        specials=tuple(specials),
    )


# == company bases ================================================================================================
def _foremost(column: Sequence[bool]) -> int | None:
    for space, occupied in enumerate(column):
        if occupied:
            return space
    return None


def post_to_take(
    columns: Sequence[Sequence[bool]], removal_order: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """The base space (column, space) the automa takes its next trading post from.

    Rule: "The automa takes the trading posts out from the company base in order to maximize
    the company value ... The following picture shows the order by which trading posts are
    taken". ``columns``: for each column, occupied flags front -> rear. The first space in
    the removal order that holds a post which is the foremost of its column (base rules: a
    post can only be taken from the front of a column). None when the base is empty.
    """
    for column, space in removal_order:
        if columns[column][space] and _foremost(columns[column]) == space:
            return (column, space)
    return None


def post_return_space(
    columns: Sequence[Sequence[bool]], removal_order: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """The base space an ousted trading post goes back to, or None (out of the game).

    Rule: "When the automa ousts trading posts, it returns them to the base in order to
    minimize the company value ... When it returns back an ousted trading post, use the
    reverse order." Base rules: a returned post goes onto the rearmost empty space of a
    column; an emptied final space is never covered again, so an empty column takes it on
    the space in front of the final one; with no valid space the post leaves the game.
    """
    legal: set[tuple[int, int]] = set()
    for c, column in enumerate(columns):
        front = _foremost(column)
        if front is None:
            if len(column) >= 2:
                legal.add((c, len(column) - 2))
        elif front > 0:
            legal.add((c, front - 1))
    for cell in reversed(removal_order):
        if cell in legal:
            return cell
    return None


def company_value(coins: Sequence[Sequence[int]], columns: Sequence[Sequence[bool]]) -> int:
    """Share value of a company: coin icons uncovered in its base (Company.columns gives
    ``coins``; ``columns`` the occupied flags)."""
    return sum(
        n
        for coin_col, occ_col in zip(coins, columns, strict=True)
        for n, occ in zip(coin_col, occ_col, strict=True)
        if not occ
    )


# == expansion =======================================================================================================
def _adjacency(components) -> dict[str, set[str]]:
    adj: dict[str, set[str]] = {}
    for border in components.borders:
        adj.setdefault(border.a, set()).add(border.b)
        adj.setdefault(border.b, set()).add(border.a)
    return adj


def eligible_regions(
    components, company: str, posts_by_region: Mapping[str, str | None]
) -> list[str]:
    """Regions the automa may place a trading post of ``company`` in, in map order.

    Rule: "The eligible regions are all regions adjacent both to the company's base and to
    the regions containing trading posts of the selected company" - i.e. (base rules,
    "directly accessible") adjacent to the base OR to a region holding its post, and not a
    region already holding its post. A region holding another company's post is eligible
    (that post is ousted). Enclaves: "before you can enter an enclave region, you must
    first have entered its surrounding region" - an enclave is eligible only while its
    surrounding region holds the company's post.
    ``posts_by_region``: region id -> company of the post in it (None or missing = free).
    """
    adj = _adjacency(components)
    own = {r for r, c in posts_by_region.items() if c == company}
    sources = own | {f"base:{company}"}
    out = []
    for region in components.regions:
        if region.id in own:
            continue
        if not adj.get(region.id, set()) & sources:
            continue
        if region.enclave_in is not None and region.enclave_in not in own:
            continue
        out.append(region.id)
    return out


def heart_distances(components) -> dict[str, int]:
    """Borders to cross from each region to the heart of Africa ("the internal region with 3
    rewards", Region.heart), over region-to-region borders. Unreachable regions (or a map
    without a heart) are missing."""
    hearts = [r.id for r in components.regions if r.heart]
    adj = _adjacency(components)
    dist = {h: 0 for h in hearts}
    queue = deque(hearts)
    while queue:
        here = queue.popleft()
        for nxt in adj.get(here, ()):
            if nxt.startswith("base:") or nxt in dist:
                continue
            dist[nxt] = dist[here] + 1
            queue.append(nxt)
    return dist


def choose_expansion_region(
    components,
    company: str,
    posts_by_region: Mapping[str, str | None],
    priority: Sequence[str],
) -> str | None:
    """The region the automa places its next trading post of ``company`` in, or None.

    Rule (expansion): "The target region will be selected among the eligible regions
    following these tiebreaker rules:
    - the region that is free
    - the region providing the first/second/third/fourth reward type indicated on the
      expansion card
    - the region with more rewards
    - the region closer to the heart of Africa (the internal region with 3 rewards)".
    Read as a chain of filters: keep the free regions if there are any; then keep the
    regions showing the first reward kind of ``priority`` (the company's list on the
    expansion card) that any of them shows (if none shows the 1st kind, the 2nd, ...);
    then the most reward kinds shown (Rewards.count(); the expansion example counts "1
    advancement and 1 bookkeeping-point" as more rewards), and among those the larger total
    of icons; then the fewest borders to the heart of Africa; finally (decided here, the
    rules stop before) the smallest region id.
    """
    candidates = eligible_regions(components, company, posts_by_region)
    if not candidates:
        return None
    regions = {r.id: r for r in components.regions}
    free = [r for r in candidates if not posts_by_region.get(r)]
    if free:
        candidates = free
    for kind in priority:
        if kind not in REWARD_KINDS:
            raise ValueError(f"unknown reward kind {kind!r}")
        showing = [r for r in candidates if getattr(regions[r].rewards, kind) > 0]
        if showing:
            candidates = showing
            break
    heart = heart_distances(components)
    far = len(regions) + 1

    def key(region_id: str) -> tuple[int, int, int, str]:
        rewards = regions[region_id].rewards
        total = rewards.pounds + rewards.diamonds + rewards.track + rewards.bookkeeping
        return (-rewards.count(), -total, heart.get(region_id, far), region_id)

    return min(candidates, key=key)


def plan_expansion(
    components,
    company: str,
    posts_by_region: Mapping[str, str | None],
    priority: Sequence[str],
    posts: int,
) -> list[str]:
    """The regions of an expansion with ``posts`` trading posts, in placing order.

    Rule: "for each trading post placement perform the following steps: 1. Select the
    target region among the eligible regions. 2. Place the trading post". Each placement
    makes the next eligible regions; a post placed where another company's stood ousts it.
    ``posts`` is the number the card asks for, already limited by the posts left in the
    base (the engine counts those). Stops early when no region is eligible.
    """
    board = dict(posts_by_region)
    placed: list[str] = []
    for _ in range(posts):
        region = choose_expansion_region(components, company, board, priority)
        if region is None:
            break
        board[region] = company
        placed.append(region)
    return placed


# == bonus tiles =======================================================================================================
def choose_bonus_tile(
    spaces_top_to_bottom: Sequence[str],
    free: Iterable[str],
    favoured_tile: str,
    criterion: int,
    arrow_row: str,
) -> str | None:
    """The bonus tile (kind) whose space the automa takes, or None.

    Rule (grey bonus tile card): "1st criterion: place a bonus marker on the favoured bonus
    tile ... If the favoured bonus tile is not available, place the bonus marker
    corresponding to the first free bonus tile spot starting from the bottom/top (according
    to the arrow). 2nd criterion: place a bonus marker corresponding to the first free
    non-favoured bonus tile starting from the bottom/top (see the arrow)."
    ``spaces_top_to_bottom``: the board's bonus tile spaces (Playmat.bonus_tile_spaces);
    ``free``: tile kinds whose space holds no bonus marker. "Not available" is read as the
    opposite of the "free ... spot" of the same sentence: the space holds a marker. A tile
    the human holds this round does not make its space unavailable (in the base game its
    space may be taken while the tile is in use, to reserve it for the next round, page 9),
    and the automa's effect is its own version of the tile (playmat), not the tile itself.
    """
    free = set(free)
    order = list(spaces_top_to_bottom)
    if arrow_row == "bottom":
        order.reverse()
    if criterion == 1:
        if favoured_tile in free:
            return favoured_tile
        return next((t for t in order if t in free), None)
    return next((t for t in order if t in free and t != favoured_tile), None)


# == the card as a whole ===================================================================================================
def choose_option(effect: Effect, can_do: Callable[[Step], bool]) -> tuple[Step, ...] | None:
    """The option of an effect the automa carries out, or None ("no action").

    Rule: the options are the card's alternatives in the order the text gives them ("or",
    "If there are no cards with shares ..."): the first whose first step can be done.
    ``can_do(step)`` is the engine's answer for the current state.
    """
    for option in effect.options:
        if can_do(option[0]):
            return option
    return None


@dataclass(frozen=True)
class Play:
    """What a drawn automa card does: which section, criterion and option apply."""

    card: AutomaCard
    section: int  # 0 = first section, 1 = second (grey cards only)
    kind: str  # the section's kind
    criterion: int  # 1 or 2 (the special card ignores it)
    effect: Effect
    steps: tuple[Step, ...]


def choose_play(
    components: AutomaComponents,
    card: AutomaCard,
    arrow: Arrow,
    favoured: str,
    can_do: Callable[[Step], bool],
) -> Play | None:
    """Resolve a drawn card: the section, the option and its steps, or None (no action).

    Rules: "Grey cards are split into two sections. If the bonus marker placement indicated
    by the first section is not valid, consider the second section. If the second placement
    is also not valid, the automa doesn't place the bonus marker this turn." "Yellow cards
    work in the same way, but they have only one section. if the actions described are not
    valid, the automa doesn't execute any action this turn." "The criterion to be applied is
    the one marked by the red arrow" (``arrow``, see arrow_for_next). The special card "is
    determined by the favourite Mautoma's company (and not by the arrow at left)".
    """
    for index, kind in enumerate(card.sections):
        effect = components.effect(kind, arrow.criterion, favoured)
        steps = choose_option(effect, can_do)
        if steps is not None:
            return Play(card, index, kind, arrow.criterion, effect, steps)
    return None


def describe_play(play: Play | None, card: AutomaCard, arrow: Arrow, why: Any = "",
                  components: AutomaComponents | None = None) -> Message:
    """The automa's event text, e.g. "Mautoma drew card 7B (grey, first criterion): ..."
    with what it did and why (``why``, a message; without it the effect in the rules' words).
    With no play: why nothing could be done (``why``), or that nothing it shows can be done."""
    args: dict[str, Any] = {"card": card.id, "colour": card.colour,
                            "criterion": "special" if card.kind == "special" else arrow.criterion}
    if play is None:
        return msg("mombasa-mau-played-nothing", **args, why=why or "none")
    if not why:
        why = W.mautoma_effect(components, play.effect) if components is not None else "none"
    return msg("mombasa-mau-played", **args, section=play.section, why=why)
