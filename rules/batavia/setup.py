"""Preparing the game (rulebook, "Preparing the Game"), then the first auction's die."""

from __future__ import annotations

from rules.batavia import auction
from rules.batavia.components import Catalog
from rules.batavia.state import START, State
from rules.core import Event, Rng


def new_state(D: Catalog, players: int, seed: int, open_posts: bool, first: int | None) -> State:
    rng = Rng.from_seed(seed)
    comp = D.comp
    if open_posts:
        # quick start: every counter face up on its numbered hex
        hexes: list[str | None] = list(D.quick_start)
        revealed = D.hexes
    else:
        # sorted by company, each stack shuffled; the top counter of each stack, shuffled,
        # on hexes 1-5, the next five on 6-10, ...; then hexes 1-10 turned face up
        stacks = [rng.shuffled([p.id for p in comp.trading_posts if D.company_index[p.company] == c])
                  for c in range(D.companies)]
        hexes = []
        for g in range(D.hexes // D.companies):
            group = [stack[g] for stack in stacks]
            rng.shuffle(group)
            hexes += group
        revealed = comp.open_at_start
    deck = rng.shuffled(D.cards)
    hands: list[list[str]] = [[] for _ in range(players)]
    for _ in range(comp.hand_size):
        for seat in range(players):
            hands[seat].append(deck.pop())
    for hand in hands:
        hand.sort()
    auctioneer = rng.below(players) if first is None else first
    s: State = {
        "players": players, "open": open_posts, "rng": rng.state, "round": 1, "phase": "auction",
        "auctioneer": auctioneer, "starter": None, "die": None,
        "deck": deck, "discard": [], "display": [], "bid": None,
        "turn": None, "moved": 0, "idle": False, "pending": None,
        "hexes": hexes, "revealed": revealed, "merchants": [START] * players, "target": None,
        "hands": hands, "notes": [comp.notes_per_player] * players,
        "laid": [[[] for _ in range(D.companies)] for _ in range(players)],
        "cannon": 0, "ships": [0] * D.companies, "seals": [None] * D.companies,
        "counters": [[] for _ in range(players)], "exchanged": [],
        "gold": [0] * players, "crates": [comp.crates_per_player] * players,
        "warehouses": [[None] * D.companies for _ in range(D.commodities)],
    }
    ev: list[Event] = []
    auction.begin(s, D, ev)
    return s
