"""Test views for the renderer: a small hand-written component set and a view builder.

The builder fills exactly the keys of the agreed public/seat view from a Components object
(the real one from rules.mombasa.loader when present, else ``tiny_components()``), with
random but consistent values, so render tests do not depend on the engine.
"""

from __future__ import annotations

import random
from typing import Any

from rules.mombasa.components import (
    COMPANIES,
    Board,
    BonusTile,
    Book,
    BookkeepingSpace,
    BookReward,
    Border,
    CardDef,
    Company,
    Components,
    DiamondSpace,
    MajoritySpace,
    MajorityTier,
    PlayerBoard,
    Region,
    Requirement,
    Rewards,
    Track,
    TrackBonus,
    TrackSpace,
)


def real_components() -> Components | None:
    try:
        from rules.mombasa.loader import load_components
    except ImportError:
        return None
    return load_components()


def components() -> Components:
    return real_components() or tiny_components()


def tiny_components() -> Components:
    """A hand-written stand-in with the right shape (24 regions, 8 tracks, ...)."""
    regions = []
    for i in range(24):
        rw = Rewards(pounds=(i % 3) + 1 if i % 2 else 0, diamonds=1 if i % 5 == 0 else 0,
                     track=(i % 4 == 1) * 2, bookkeeping=1 if i % 7 == 3 else 0)
        if i in (5, 17):
            rw = Rewards()
        regions.append(Region(f"r{i:02d}", f"Region {i}", rw, mines=i % 3 if i % 4 == 0 else 0,
                              enclave_in=("r05" if i == 6 else "r17" if i == 18 else None)))
    borders = [Border(f"r{i:02d}", f"r{i + 1:02d}", 1 + (i % 3 == 0)) for i in range(23)]
    borders += [Border("base:mombasa", "r10", 1), Border("base:cairo", "r02", 2),
                Border("base:saint_louis", "r07", 1), Border("base:cape_town", "r23", 1)]
    companies = tuple(
        Company(cid, cid.replace("_", " ").title(), colour, letter,
                tuple((0, 1, 0, 1, 2) if c != 1 else (1, 0, 1, 0, 2) for c in range(3)))
        for cid, colour, letter in zip(COMPANIES, ("black", "red", "white", "orange"), "MCSK", strict=True)
    )
    tracks = []
    for letter in "ABCD":
        for side in (1, 2):
            spaces = [TrackSpace()]
            for s in range(1, 19):
                spaces.append(TrackSpace(shares=(s + 1) // 2 if s % 2 == 1 or s > 12 else None,
                                         capital_call=(2 if s in (6,) else 3 if s == 13 else 0),
                                         special=(1 if s == 8 else 2 if s == 15 else None),
                                         bonus=(0 if s == 8 else 1 if s == 15 else None)))
            perm = letter in "AB"
            bonuses = (TrackBonus("expansion_plus" if perm else "buy_card", 1, 1, 0, "Expansion +1" if perm else "Buy a card"),
                       TrackBonus("expansion_plus" if perm else "buy_card", 2, 2, 1, "Expansion +2" if perm else "Buy for price -1"))
            tracks.append(Track(f"{letter}{side}", letter, side, tuple(spaces), bonuses, perm))
    cards = []
    goods = ("coffee", "bananas", "cotton")
    for i in range(44):
        letter = "A" * 9 + "B" * 16 + "C" * 11 + "D" * 4 + "E" * 4
        lt = letter[i]
        if lt in "DE":
            cards.append(CardDef(f"m{i}", "share", 0, lt, share=COMPANIES[i % 4]))
        elif i % 5 == 0:
            cards.append(CardDef(f"m{i}", "expansion", 1 + i % 3, lt, expansion=2 + i % 2,
                                 share=COMPANIES[i % 4] if i % 3 == 0 else None))
        elif i % 7 == 0:
            cards.append(CardDef(f"m{i}", "bookkeeper", 2, lt, bookkeeping=2))
        elif i % 11 == 1:
            cards.append(CardDef(f"m{i}", "diamond", 2, lt, diamonds=2, pounds=1, company=COMPANIES[i % 4]))
        else:
            cards.append(CardDef(f"m{i}", "goods", 1 + i % 4, lt, good=goods[i % 3], units=1 + i % 4,
                                 share=COMPANIES[i % 4] if i % 4 == 1 else None))
    starting = tuple(CardDef(f"s{i}", "goods", 0, None, good=goods[i % 3], units=1 + i % 2) for i in range(9))
    exp1 = tuple(CardDef(f"x{i}", "expansion", i, None, expansion=1, seat=i + 1) for i in range(4))
    reqs = (("coffee", 2), ("one_good", 4), ("coffee_and_one_good", 3), ("expansion", 2),
            ("diamond_or_bookkeeper", 1), ("cotton", 1), ("bananas", 3))
    rws = (("pounds", 3), ("diamonds", 2), ("bookkeeping", 1), ("pay", 1), ("cotton_pounds", 0), ("remove_posts", 1))
    books = []
    for i in range(72):
        letter = "ABC"[i // 24]
        rq = (Requirement(*reqs[i % 7]),) + ((Requirement(*reqs[(i + 3) % 7]),) if i % 4 == 0 else ())
        rw = (BookReward(*rws[i % 6]),) + ((BookReward(*rws[(i + 1) % 6]),) if letter == "C" else ())
        books.append(Book(f"b{i}", letter, rq, rw))
    bonus_tiles = (BonusTile("plus_one", "plus_one_goods", 1, 1, "+1 goods"),
                   BonusTile("bookkeeper", "bookkeeper", 1, 1, "Bookkeeper"),
                   BonusTile("diamond", "diamond", 2, 2, "Diamond merchant"),
                   BonusTile("expansion", "expansion", 2, 2, "Expansion"))
    diamond = tuple(DiamondSpace(value=(v if v else None), unlocks_slot=(i == 8))
                    for i, v in enumerate((0, 0, 1, 0, 3, 0, 6, 0, 10, 0, 15, 0, 21, 0, 28, 0, 36)))
    bookkeeping = tuple(BookkeepingSpace(value=(v if v else None), no_a=(i in (4, 8)), unlocks_slot=(i == 6))
                        for i, v in enumerate((0, 0, 2, 0, 5, 0, 9, 0, 14, 0, 20, 0, 27, 35)))
    board = Board(
        first_player_bookkeeping=1, buy_space_cost=1, sell_space_bonus=2,
        majorities=(
            MajoritySpace("coffee", "coffee", "cairo", (MajorityTier(1, 2), MajorityTier(3, 3), MajorityTier(5, 4, remove_posts=1))),
            MajoritySpace("bananas", "bananas", "cape_town", (MajorityTier(1, 2), MajorityTier(5, 3, Rewards(diamonds=1)))),
            MajoritySpace("cotton", "cotton", "saint_louis", (MajorityTier(1, 1), MajorityTier(4, 2), MajorityTier(6, 3, Rewards(pounds=1)))),
            MajoritySpace("expansion", "expansion", "mombasa", (MajorityTier(2, 2), MajorityTier(4, 3, Rewards(bookkeeping=1)))),
        ),
        card_display=((3, 2, 1, 0), (2, 1, 0, 0), (1, 0, 0, 0)),
        book_display=tuple(("A", "B") if i < 2 else ("B", "C") if i < 4 else ("C", "A") for i in range(6)),
        book_costs=(("A", 1), ("B", 1), ("C", 2), ("pound", 1)),
        round_coins=((2, (0, 1, 1, 1, 1, 1, 1)), (3, (0, 2, 1, 2, 1, 2, 1)), (4, (0, 2, 2, 2, 2, 2, 2))),
        bonus_markers=((2, 3), (3, 2), (4, 2)), markers_per_colour=5, starting_pounds=1, rounds=7,
    )
    return Components(
        companies=companies, regions=tuple(regions), borders=tuple(borders), tracks=tuple(tracks),
        track_cards=(), first_game_tracks=tuple(zip(COMPANIES, ("A1", "B1", "C1", "D1"), strict=True)),
        market_cards=tuple(cards), starting_cards=starting, expansion_one_cards=exp1, books=tuple(books),
        starting_tiles=(), bonus_tiles=bonus_tiles,
        player_board=PlayerBoard(3, diamond, bookkeeping, 2, 2), board=board,
    )


# -- views ----------------------------------------------------------------------------------
def card_json(c: CardDef, space: int | None = None) -> dict[str, Any]:
    return {"id": c.id, "kind": c.kind, "crate": c.crate, "good": c.good, "units": c.units,
            "expansion": c.expansion, "bookkeeping": c.bookkeeping, "diamonds": c.diamonds,
            "pounds": c.pounds, "company": c.company, "share": c.share, "letter": c.letter,
            "price": c.crate + (space or 0)}


def book_json(b: Book) -> dict[str, Any]:
    return {"id": b.id, "letter": b.letter,
            "requirements": [{"kind": r.kind, "value": r.value} for r in b.requirements],
            "rewards": [{"kind": r.kind, "value": r.value} for r in b.rewards]}


def make_view(comp: Components, players: int = 4, seed: int = 0, phase: str = "actions",
              seat: int | None = None) -> dict[str, Any]:
    """A plausible view with random content, in the agreed shape."""
    rng = random.Random(seed)
    rounds = comp.board.rounds
    rnd = 7 if phase == "over" else 1 if phase == "setup" else rng.randint(1, rounds)
    cards = list(comp.market_cards)
    rng.shuffle(cards)
    display = [[None] * 4 for _ in range(3)]
    for col in range(3):
        for row in range(4):
            if rng.random() < 0.85:
                display[col][row] = card_json(cards.pop(), comp.board.card_display[col][row])
    books = list(comp.books)
    rng.shuffle(books)
    book_display = [[book_json(books.pop()) if rng.random() < 0.8 else None for _ in range(2)] for _ in range(6)]
    coins = dict(comp.board.round_coins)[players]
    round_track = [coins[i] if i >= rnd else 0 for i in range(7)]
    book_coins = [[1 if i + 2 <= rnd else 0, 1 if i + 2 <= rnd and coins[i + 1] == 2 else 0] for i in range(6)]
    track_ids = [t.id for t in comp.tracks]
    rng.shuffle(track_ids)
    letters_used: set[str] = set()
    tracks = {}
    for cid in COMPANIES:
        tid = next(t for t in track_ids if t[0] not in letters_used)
        letters_used.add(tid[0])
        tracks[cid] = tid
    if seed % 2 == 0:
        tracks = dict(comp.first_game_tracks)
    track_len = {t.id: len(t.spaces) for t in comp.tracks}
    regions: dict[str, Any] = {r.id: {"posts": []} for r in comp.regions}
    posts_on_map = {cid: 0 for cid in COMPANIES}
    for r in comp.regions:
        if rng.random() < 0.5:
            cid = rng.choice(COMPANIES)
            regions[r.id]["posts"].append({"company": cid, "upended": False})
            posts_on_map[cid] += 1
    ups = rng.sample([r.id for r in comp.regions], 2)
    if phase == "actions":
        for rid in ups:
            regions[rid]["posts"].append({"company": "cape_town", "upended": True})
    companies = {}
    for c in comp.companies:
        left = 15 - posts_on_map[c.id]
        cols = []
        for i in range(3):
            n = max(0, min(5, left - (2 - i) * 5 // 3 - rng.randint(0, 1)))
            cols.append({"posts": n, "final_lost": n == 0 and rng.random() < 0.5, "coins": list(c.columns[i])})
        value = sum(sum(col["coins"][: 5 - col["posts"]]) for col in cols) - sum(
            col["coins"][-1] for col in cols if col["final_lost"])
        companies[c.id] = {"columns": cols, "share_value": value, "posts_in_base": sum(col["posts"] for col in cols)}
    bonus_ids = ["first_player", "buy", "sell", "majority:coffee", "majority:bananas", "majority:cotton",
                 "majority:expansion"] + [f"tile:{t.id}" for t in comp.bonus_tiles]
    for cid in COMPANIES:
        if not comp_track(comp, tracks[cid]).permanent:
            bonus_ids += [f"track:{cid}:0", f"track:{cid}:1"]
    bonus_spaces = {b: (rng.randrange(players) if rng.random() < 0.3 else None) for b in bonus_ids}
    bonus_tiles = {t.id: {"reserved_by": bonus_spaces.get(f"tile:{t.id}"),
                          "holder": rng.randrange(players) if rng.random() < 0.3 else None, "on_card": None}
                   for t in comp.bonus_tiles}
    pl = []
    for s in range(players):
        hand = [card_json(c) for c in comp.starting_cards[: rng.randint(2, 6)]]
        resting = [[card_json(rng.choice(comp.starting_cards)) for _ in range(rng.randint(1, 4))] for _ in range(3)]
        slots = 3 + (rng.random() < 0.3) + (rng.random() < 0.2)
        revealed = phase in ("actions", "over")
        area = []
        for i in range(slots):
            c = rng.choice(cards) if rng.random() < 0.8 else None
            area.append({"slot": i, "card": card_json(c) if c and revealed else None,
                         "face_down": bool(c) and not revealed, "used": bool(c) and revealed and rng.random() < 0.4})
        bk = [None] * len(comp.player_board.bookkeeping)
        for i in range(1, rng.randint(2, 7)):
            bk[i] = book_json(rng.choice(comp.books))
        pl.append({
            "seat": s, "money": rng.randint(0, 30), "diamond": rng.randint(0, len(comp.player_board.diamond) - 1),
            "diamond_score": rng.choice([0, 1, 3, 6]), "ink": rng.randint(0, 5), "bookkeeping_score": rng.choice([0, 2, 5]),
            "tracks": {cid: rng.randint(0, track_len[tracks[cid]] - 1) for cid in COMPANIES},
            "track_shares": {cid: rng.randint(0, 8) for cid in COMPANIES},
            "unlocked_bonuses": {cid: rng.choice([0, 0, 1, 2]) for cid in COMPANIES},
            "bonus_markers": rng.randint(0, 2), "hand_count": len(hand), "resting": resting,
            "action_area": area, "slots": slots, "bookkeeping_track": bk,
            "planned": phase != "planning" or rng.random() < 0.5, "passed": rng.random() < 0.2,
            "turns_this_round": rng.randint(0, 5), "_hand": hand,
        })
    hands = [p.pop("_hand") for p in pl]
    to_move = list(range(players)) if phase == "planning" else [] if phase == "over" else [rng.randrange(players)]
    view: dict[str, Any] = {
        "game": "mombasa", "round": rnd, "rounds": rounds, "phase": phase,
        "first_player": rng.randrange(players), "to_move": to_move,
        "turn": to_move[0] if phase == "actions" else None,
        "pending": ({"seat": to_move[0], "kind": "expansion", "text": "choose a region to enter"}
                    if phase == "actions" else None),
        "tracks": tracks, "companies": companies, "regions": regions, "card_display": display,
        "deck": {"count": len(cards), "next_letter": cards[-1].letter if cards else None},
        "discard_count": rng.randint(0, 9), "book_display": book_display, "book_coins": book_coins,
        "book_supply": {"A": 10, "B": 12, "C": 14}, "round_track": round_track, "bonus_spaces": bonus_spaces,
        "bonus_tiles": bonus_tiles, "players": pl,
    }
    if phase == "over":
        fs = []
        for _ in range(players):
            row = {k: rng.randint(0, 60) for k in ("cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds", "bookkeeping")}
            row["total"] = sum(row.values())
            fs.append(row)
        view["final_scores"] = fs
    if seat is not None:
        view["me"] = {"seat": seat, "hand": hands[seat],
                      "draft": {str(i): hands[seat][i] for i in range(min(2, len(hands[seat])))},
                      "legal": ["Place card in slot 1", "Done planning"]}
    return view


def comp_track(comp: Components, tid: str) -> Track:
    return next(t for t in comp.tracks if t.id == tid)
