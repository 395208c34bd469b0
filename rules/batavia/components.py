"""The Batavia components as frozen data, and the catalog of fast lookup tables built from them.

Everything here comes from ``rules/batavia/data/*.toml`` (see its README for what is printed
in the rulebook and what is reconstructed), read and validated by ``rules.batavia.loader``.
The engine works with small integers: companies 0-4 and commodities 0-6 in data order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Company:
    id: str
    letter: str
    ship_cards: int


@dataclass(frozen=True)
class Commodity:
    id: str
    value: int  # gold for the most crates in its warehouse
    tie: int    # gold for each player tied for the most


@dataclass(frozen=True)
class TradingPost:
    id: str
    company: str
    commodity: str
    hex: int  # 1-35 in the quick-start layout


@dataclass(frozen=True)
class Components:
    companies: tuple[Company, ...]
    commodities: tuple[Commodity, ...]
    trading_posts: tuple[TradingPost, ...]
    notes_per_player: int
    hand_size: int
    crates_per_player: int
    die_faces: int
    draw_cards: int
    open_at_start: int
    reveal_step: int
    ship_scale: int
    attack_at: dict[int, int]
    exchange_gold: tuple[int, ...]
    target_gold: int
    seal_gold: int
    most_notes_gold: int
    most_notes_tied_gold: int
    pieces: dict[str, int]  # the counted pieces of "Game Materials" (game.toml [pieces])


class Catalog:
    """Lookup tables the engine uses on every decision (ids <-> indices), built once."""

    def __init__(self, comp: Components) -> None:
        self.comp = comp
        self.company_ids = tuple(c.id for c in comp.companies)
        self.commodity_ids = tuple(k.id for k in comp.commodities)
        self.company_index = {cid: i for i, cid in enumerate(self.company_ids)}
        self.commodity_index = {kid: i for i, kid in enumerate(self.commodity_ids)}
        cards: list[str] = []
        card_company: dict[str, int] = {}
        for i, c in enumerate(comp.companies):
            for n in range(1, c.ship_cards + 1):
                cid = f"sc-{c.letter}{n:02d}"
                cards.append(cid)
                card_company[cid] = i
        self.cards = tuple(cards)
        # id bounds of each company's cards ("sc-D" <= id < "sc-D~"): hand_counts bisects
        self.card_ranges = tuple((f"sc-{c.letter}", f"sc-{c.letter}~") for c in comp.companies)
        self.card_company = card_company
        self.posts = {p.id: p for p in comp.trading_posts}
        self.post_company = {p.id: self.company_index[p.company] for p in comp.trading_posts}
        self.post_commodity = {p.id: self.commodity_index[p.commodity] for p in comp.trading_posts}
        self.quick_start = tuple(p.id for p in sorted(comp.trading_posts, key=lambda p: p.hex))
        self.hexes = len(comp.trading_posts)
        self.values = tuple(k.value for k in comp.commodities)
        self.ties = tuple(k.tie for k in comp.commodities)

    @property
    def companies(self) -> int:
        return len(self.company_ids)

    @property
    def commodities(self) -> int:
        return len(self.commodity_ids)
