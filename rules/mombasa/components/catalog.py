"""Indexes over the frozen component data, built once per Components object.

The engine state holds only ids; every printed value is looked up here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.mombasa.components import (
    COMPANIES,
    BonusTile,
    Book,
    CardDef,
    Components,
    MajoritySpace,
    Region,
    StartingTile,
    Track,
)

ENTRY_POINTS = 5  # the 5 trading-post spaces of a company base column


@dataclass(eq=False)  # compared and hashed by identity: one catalogue per component set
class Catalog:
    components: Components
    cards: dict[str, CardDef] = field(default_factory=dict)  # instance id -> card
    tracks: dict[str, Track] = field(default_factory=dict)
    regions: dict[str, Region] = field(default_factory=dict)
    adjacency: dict[str, dict[str, int]] = field(default_factory=dict)  # node -> node -> points
    books: dict[str, Book] = field(default_factory=dict)
    tiles: dict[str, StartingTile] = field(default_factory=dict)
    bonus_tiles: dict[str, BonusTile] = field(default_factory=dict)
    majorities: dict[str, MajoritySpace] = field(default_factory=dict)  # measure -> space
    company_names: dict[str, str] = field(default_factory=dict)
    columns: dict[str, tuple[tuple[int, ...], ...]] = field(default_factory=dict)
    book_costs: dict[str, int] = field(default_factory=dict)
    round_coins: dict[int, tuple[int, ...]] = field(default_factory=dict)
    bonus_markers: dict[int, int] = field(default_factory=dict)
    templates: dict[str, CardDef] = field(default_factory=dict)  # starting-card template id -> card

    @classmethod
    def build(cls, comp: Components) -> Catalog:
        cat = cls(comp)
        for c in comp.market_cards:
            cat.cards[market_id(c.id)] = c
        for t in comp.starting_cards:
            cat.templates[t.id] = t
        for seat in range(4):
            for t in comp.starting_cards:
                cat.cards[starting_id(seat, t.id)] = t
            for t in comp.expansion_one_cards:
                cat.cards[starting_id(seat, t.id)] = t
        for tr in comp.tracks:
            cat.tracks[tr.id] = tr
        for r in comp.regions:
            cat.regions[r.id] = r
            cat.adjacency.setdefault(r.id, {})
        for b in comp.borders:
            for x, y in ((b.a, b.b), (b.b, b.a)):
                row = cat.adjacency.setdefault(x, {})
                row[y] = min(row.get(y, b.points), b.points)
        for bk in comp.books:
            cat.books[bk.id] = bk
        for st in comp.starting_tiles:
            cat.tiles[st.id] = st
            cat.books[st.book.id] = st.book
        for bt in comp.bonus_tiles:
            cat.bonus_tiles[bt.id] = bt
        for m in comp.board.majorities:
            cat.majorities[m.measure] = m
        for co in comp.companies:
            cat.company_names[co.id] = co.name
            cat.columns[co.id] = co.columns
        cat.book_costs = dict(comp.board.book_costs)
        cat.round_coins = {n: coins for n, coins in comp.board.round_coins}
        cat.bonus_markers = dict(comp.board.bonus_markers)
        return cat

    # -- convenience -------------------------------------------------------------------
    def card(self, cid: str) -> CardDef:
        return self.cards[cid]

    def company_name(self, cid: str) -> str:
        return self.company_names.get(cid, cid)

    def region_name(self, rid: str) -> str:
        r = self.regions.get(rid)
        return r.name if r else rid

    @property
    def board(self):
        return self.components.board

    @property
    def player_board(self):
        return self.components.player_board

    def companies(self) -> tuple[str, ...]:
        return COMPANIES


def market_id(def_id: str) -> str:
    """Instance id of a market card: distinctive, so a leak check on it is meaningful."""
    return def_id if def_id.startswith("M") else f"M:{def_id}"


def starting_id(seat: int, template_id: str) -> str:
    return f"p{seat + 1}:{template_id}"


_CACHE: dict[int, Catalog] = {}


def catalog_for(comp: Components) -> Catalog:
    key = id(comp)
    cat = _CACHE.get(key)
    if cat is None or cat.components is not comp:
        cat = Catalog.build(comp)
        _CACHE[key] = cat
    return cat
